import CSDL2
import NavKit
import NavKitHost

/// The platform half of the desktop host: performs what NavKitHost's driver decides.
///
/// Lifecycle callbacks become log lines (`lifecycle willAppear(s1, animated)`). View commands
/// update a retained model of the screen views (`HostedViews`): a screen gets a texture when it
/// is attached and loses it when it is detached, and each frame composites the attached views
/// back to front with the transform, alpha, dimming, shadow and clip the commands last set (a
/// clipped view is copied row by row, its corner rows inset along a circle, and casts no shadow:
/// the shadow lies outside the clip). Shared elements in flight are painted above the screens
/// and below the bar, and their copies are left out of the screens meanwhile. The bar is
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
        views.apply(command, of: scene)
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
    ///   - paintFlying: Draws a shared element in flight, in window coordinates.
    func draw(
        pixelSize: (Int32, Int32), paint: (ScreenID) -> Void, paintFlying: (SharedElementLayer) -> Void = { _ in }
    ) {
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
        for layer in views.sharedElements { paintFlying(layer) }
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
        if !state.clip.isNone {
            drawClipped(state, texture: texture)
            return
        }
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

    /// Draws the clip's rounded rectangle of a screen: the texture rows of the visible rectangle,
    /// each copied to where the layer's scale and offset put it, rows within a corner radius of
    /// the top or bottom inset along the corner's circle; the dimming over the same rows.
    private func drawClipped(_ state: LayerState, texture: OpaquePointer) {
        let bounds = views.bounds
        let visible = state.clip.rect(in: bounds)
        guard visible.width > 0, visible.height > 0 else { return }
        let centre = Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2)
        let destination = Rect(
            x: centre.x + (visible.minX - centre.x) * state.scale + state.offset.dx,
            y: centre.y + (visible.minY - centre.y) * state.scale + state.offset.dy,
            width: visible.width * state.scale, height: visible.height * state.scale)
        let target = canvas.pixels(destination)
        guard target.w > 0, target.h > 0 else { return }
        let scale = canvas.scale
        let radius = state.clip.radius(in: bounds) * state.scale * scale
        let sourceX = (visible.minX - bounds.minX) * scale
        let sourceY = (visible.minY - bounds.minY) * scale
        let perRowX = visible.width * scale / Double(target.w)
        let perRowY = visible.height * scale / Double(target.h)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture, UInt8(max(0, min(255, (state.opacity * 255).rounded()))))
        let dimming = state.dimming * state.opacity
        canvas.setColor(.black, alpha: dimming)
        var row: Int32 = 0
        while row < target.h {
            // Rows away from the corners are one strip; corner rows one pixel each.
            let y = Double(row) + 0.5
            let fromEdge = min(y, Double(target.h) - y)
            if fromEdge >= radius {
                // Up to the first row of the bottom corner band.
                let band = Int32((Double(target.h) - radius - 0.5).rounded(.down)) + 1
                let end = max(row + 1, min(target.h, band))
                copyStrip(
                    texture, target: target, row: row, height: end - row, inset: 0,
                    source: (sourceX, sourceY, perRowX, perRowY), dimming: dimming)
                row = end
                continue
            }
            let dy = radius - fromEdge
            let inset = radius - (max(0, radius * radius - dy * dy)).squareRoot()
            copyStrip(
                texture, target: target, row: row, height: 1, inset: inset,
                source: (sourceX, sourceY, perRowX, perRowY), dimming: dimming)
            row += 1
        }
    }

    /// Copies rows `row ..< row + height` of the target rectangle (inset on both sides by
    /// `inset` pixels) from the matching texture rows, and dims them.
    private func copyStrip(
        _ texture: OpaquePointer, target: SDL_Rect, row: Int32, height: Int32, inset: Double,
        source: (x: Double, y: Double, perX: Double, perY: Double), dimming: Double
    ) {
        let left = Int32(inset.rounded())
        let width = target.w - 2 * left
        guard width > 0 else { return }
        var src = SDL_Rect(
            x: Int32((source.x + Double(left) * source.perX).rounded()),
            y: Int32((source.y + Double(row) * source.perY).rounded()),
            w: max(1, Int32((Double(width) * source.perX).rounded())),
            h: max(1, Int32((Double(height) * source.perY).rounded())))
        var dst = SDL_Rect(x: target.x + left, y: target.y + row, w: width, h: height)
        SDL_RenderCopy(canvas.renderer, texture, &src, &dst)
        if dimming > 0.001 { SDL_RenderFillRect(canvas.renderer, &dst) }
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
