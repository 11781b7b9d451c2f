import CSDL2
import NavKit

/// Applies a NavKit ``Scene`` to the window: each screen layer back to front with its offset,
/// scale, opacity, dimming and edge shadow, then the bar exactly as the scene says.
@MainActor
final class SceneRenderer {
    let canvas: Canvas
    private var layerTextures: [ScreenID: OpaquePointer] = [:]
    private var textureSize: (Int32, Int32) = (0, 0)

    init(canvas: Canvas) {
        self.canvas = canvas
    }

    /// Destroys the layer textures (before the renderer goes away).
    func releaseTextures() { dropTextures(keeping: []) }

    /// Draws one frame (does not present it).
    /// - Parameters:
    ///   - scene: The container's scene.
    ///   - pixelSize: The window's size in pixels.
    ///   - paint: Draws a screen's content, at rest, into the current target.
    func render(_ scene: Scene, pixelSize: (Int32, Int32), paint: (ScreenID) -> Void) {
        let renderer = canvas.renderer
        if pixelSize != textureSize {
            dropTextures(keeping: [])
            textureSize = pixelSize
        }
        for layer in scene.layers {
            guard let texture = texture(for: layer.screen) else { continue }
            SDL_SetRenderTarget(renderer, texture)
            paint(layer.screen)
        }
        SDL_SetRenderTarget(renderer, nil)
        canvas.fill(scene.bounds, .black)
        for layer in scene.layers {
            guard let texture = layerTextures[layer.screen] else { continue }
            draw(layer.state, texture: texture, bounds: scene.bounds, direction: scene.layoutDirection)
        }
        dropTextures(keeping: Set(scene.layers.map(\.screen)))
        drawBar(scene.bar, width: scene.bounds.width, direction: scene.layoutDirection)
    }

    private func draw(_ state: LayerState, texture: OpaquePointer, bounds: Rect, direction: LayoutDirection) {
        let width = bounds.width * state.scale
        let height = bounds.height * state.scale
        let frame = Rect(
            x: bounds.minX + state.offset.dx + (bounds.width - width) / 2,
            y: bounds.minY + state.offset.dy + (bounds.height - height) / 2, width: width, height: height)
        if state.shadowOpacity > 0 {
            // The edge shadow falls outside the screen's leading edge, fading over 16 pt.
            let leadingX = direction == .leftToRight ? frame.minX : frame.maxX
            let outward = -direction.trailingSign
            for step in 0..<16 {
                let fade = 1 - Double(step) / 16
                let x = leadingX + outward * Double(step) - (outward < 0 ? 1 : 0)
                canvas.fill(
                    Rect(x: x, y: frame.minY, width: 1, height: frame.height), .black,
                    alpha: state.shadowOpacity * 0.6 * fade * fade * state.opacity)
            }
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture, UInt8(max(0, min(255, (state.opacity * 255).rounded()))))
        var dst = canvas.pixels(frame)
        SDL_RenderCopy(canvas.renderer, texture, nil, &dst)
        canvas.fill(frame, .black, alpha: state.dimming * state.opacity)
    }

    private func drawBar(_ bar: BarState, width: Double, direction: LayoutDirection) {
        guard bar.opacity > 0 else { return }
        let frame = Rect(x: 0, y: bar.offset, width: width, height: bar.height)
        let look = bar.appearance
        canvas.fill(frame, look.backgroundColor, alpha: bar.opacity)
        canvas.fill(
            Rect(x: 0, y: frame.maxY, width: width, height: max(0.5, 1 / canvas.scale)), .black,
            alpha: look.shadowLineOpacity * bar.opacity)
        let midY = frame.minY + frame.height / 2
        let back = bar.backButtonOpacity * bar.opacity
        if back > 0 {
            // Mirrored in right-to-left: the chevron sits at the leading edge and points there.
            func x(_ value: Double) -> Double { direction == .leftToRight ? value : width - value }
            canvas.line(
                from: Point(x: x(19), y: midY - 10), to: Point(x: x(10), y: midY), look.tintColor, alpha: back,
                thickness: 2.5)
            canvas.line(
                from: Point(x: x(10), y: midY), to: Point(x: x(19), y: midY + 10), look.tintColor, alpha: back,
                thickness: 2.5)
            canvas.text(
                "Back", at: Point(x: x(25), y: midY - 11), size: 17, color: look.tintColor, alpha: back,
                anchor: direction == .leftToRight ? 0 : 1)
        }
        if let outgoing = bar.outgoingTitle {
            canvas.text(
                outgoing.text, at: Point(x: width / 2 + direction.trailingSign * outgoing.offset, y: midY - 11),
                size: 17, font: .bold, color: look.titleColor,
                alpha: outgoing.opacity * bar.opacity, anchor: 0.5)
        }
        canvas.text(
            bar.title.text, at: Point(x: width / 2 + direction.trailingSign * bar.title.offset, y: midY - 11), size: 17,
            font: .bold, color: look.titleColor,
            alpha: bar.title.opacity * bar.opacity, anchor: 0.5)
    }

    private func texture(for screen: ScreenID) -> OpaquePointer? {
        if let texture = layerTextures[screen] { return texture }
        guard
            let texture = SDL_CreateTexture(
                canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                textureSize.0, textureSize.1)
        else { return nil }
        layerTextures[screen] = texture
        return texture
    }

    private func dropTextures(keeping keep: Set<ScreenID>) {
        for (id, texture) in layerTextures where !keep.contains(id) {
            SDL_DestroyTexture(texture)
            layerTextures[id] = nil
        }
    }
}
