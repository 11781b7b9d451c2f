import CSDL2
import NavKit
import NavKitHost

/// The platform half of the desktop host: performs what NavKitHost's driver decides.
///
/// Lifecycle callbacks become log lines (`lifecycle willAppear(s1, animated)`). View commands
/// update a retained model of the screen views (`HostedViews`): a screen gets a texture when it
/// is attached and loses it when it is detached, and each frame composites the attached views
/// back to front with the transform, alpha, dimming and shadow the commands last set. The bar is
/// laid out by the driver (`barPresentation(measure:)`) when a `.bar` command says it changed.
@MainActor
final class DesktopRenderer: NavigationHostRenderer {
    let canvas: Canvas
    let log: HostLog
    /// The driver whose bar it draws; it owns neither.
    weak var driver: NavigationHostDriver?
    /// Called when a screen leaves the stack (its demo state goes with it).
    var onLeaveStack: (ScreenID) -> Void = { _ in }

    /// What the screen views show.
    private(set) var views = HostedViews()
    /// The bar as last laid out.
    private(set) var bar: BarPresentation?
    /// Whether the driver wants display frames.
    private(set) var framesRunning = false
    /// The host's safe area (no status bar on the desktop).
    let safeArea: SafeAreaLayout

    private var textures: [ScreenID: OpaquePointer] = [:]
    private var textureSize: (Int32, Int32) = (0, 0)

    init(canvas: Canvas, log: HostLog, barHeight: Double) {
        self.canvas = canvas
        self.log = log
        safeArea = SafeAreaLayout(hostInsets: EdgeInsets(), barHeight: barHeight)
    }

    /// Text widths in the fonts the bar is drawn with.
    var measure: (String, BarTextStyle) -> Double {
        { [canvas] text, style in canvas.measure(text, size: 17, font: style == .title ? .bold : .regular) }
    }

    // MARK: NavigationHostRenderer

    func perform(_ effect: ScreenLifecycleEffect) {
        log.write("lifecycle \(effect)")
        if case .didLeaveStack(let id) = effect { onLeaveStack(id) }
    }

    func apply(_ command: ViewCommand, of scene: Scene) {
        views.apply(command)
        switch command {
        case .detach(let id):
            if let texture = textures.removeValue(forKey: id) { SDL_DestroyTexture(texture) }
        case .bar:
            bar = driver?.barPresentation(measure: measure)
        default:
            break
        }
    }

    func setFrameUpdatesRunning(_ running: Bool) {
        guard running != framesRunning else { return }
        framesRunning = running
        log.write("frames running=\(running)")
    }

    // MARK: Drawing

    /// Relays the bar out (after the fonts' scale changed).
    func relayoutBar() {
        driver?.invalidateBarLayouts()
    }

    /// Destroys the textures (before the SDL renderer goes away).
    func releaseTextures() {
        for texture in textures.values { SDL_DestroyTexture(texture) }
        textures.removeAll()
    }

    /// Draws one frame from the retained views and bar (does not present it).
    /// - Parameters:
    ///   - pixelSize: The window's size in pixels.
    ///   - paint: Draws a screen's content, at rest, into the current target.
    func draw(pixelSize: (Int32, Int32), paint: (ScreenID) -> Void) {
        let renderer = canvas.renderer
        if pixelSize != textureSize {
            releaseTextures()
            textureSize = pixelSize
        }
        for view in views.screens {
            guard let texture = texture(for: view.screen) else { continue }
            SDL_SetRenderTarget(renderer, texture)
            paint(view.screen)
        }
        SDL_SetRenderTarget(renderer, nil)
        canvas.fill(views.bounds, .black)
        for view in views.screens {
            guard let texture = textures[view.screen] else { continue }
            draw(view.state, texture: texture)
        }
        if let bar {
            let frames = safeArea.barFrames(for: bar.state, width: views.bounds.width)
            BarPainter(canvas: canvas).draw(
                bar, background: frames.background, content: frames.content, direction: views.direction)
        }
    }

    /// The back button's frame in window coordinates, when the bar shows one fully.
    var backButtonFrame: Rect? {
        guard let bar, bar.state.opacity == 1, bar.chevronOpacity == 1, bar.secondary == nil,
            let button = bar.primary.layout.backButton
        else { return nil }
        let content = safeArea.barFrames(for: bar.state, width: views.bounds.width).content
        return Rect(x: button.frame.minX, y: content.minY, width: button.frame.width, height: content.height)
    }

    /// The bar item under a point, when the bar shows its items fully.
    func barItem(at point: Point) -> BarItemID? {
        guard let bar, bar.state.opacity == 1, bar.secondary == nil else { return nil }
        let content = safeArea.barFrames(for: bar.state, width: views.bounds.width).content
        let items = bar.primary.layout.leadingItems + bar.primary.layout.trailingItems
        return items.first { item in
            Rect(x: item.frame.minX, y: content.minY, width: item.frame.width, height: content.height).contains(point)
        }?.item.id
    }

    private func draw(_ state: LayerState, texture: OpaquePointer) {
        let bounds = views.bounds
        let width = bounds.width * state.scale
        let height = bounds.height * state.scale
        let frame = Rect(
            x: bounds.minX + state.offset.dx + (bounds.width - width) / 2,
            y: bounds.minY + state.offset.dy + (bounds.height - height) / 2, width: width, height: height)
        if state.shadowOpacity > 0 {
            // The edge shadow falls outside the screen's leading edge, fading over 16 pt.
            let leadingX = views.direction == .leftToRight ? frame.minX : frame.maxX
            let outward = -views.direction.trailingSign
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

    private func texture(for screen: ScreenID) -> OpaquePointer? {
        if let texture = textures[screen] { return texture }
        guard
            let texture = SDL_CreateTexture(
                canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                textureSize.0, textureSize.1)
        else { return nil }
        textures[screen] = texture
        return texture
    }
}
