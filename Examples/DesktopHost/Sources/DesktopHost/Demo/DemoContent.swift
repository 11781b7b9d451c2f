import NavKit

/// The live state of the demo screens' controls, and what a touch delivered to them does.
///
/// Content gets only the touches the gestures route to it; a touch the back swipe takes is
/// cancelled here (a half-dragged pager springs back, a pressed button un-presses).
final class DemoContent: BackInterceptor, TransitionSourceResolver {
    struct PagerState {
        var page: Int
        var pages: Int
        /// The finger's horizontal drag, in points (positive toward the right).
        var drag: Double = 0
        /// The rendered position in pages (animates toward `page`).
        var shown: Double
    }

    private(set) var pagers: [ScreenID: PagerState] = [:]
    private(set) var sliders: [ScreenID: Double] = [:]
    private(set) var webHistory: [ScreenID: Int] = [:]
    private(set) var pressedButton: ScreenID?

    /// Called with an event worth logging (`pager s4 page 1 -> 0`).
    var log: (String) -> Void = { _ in }
    /// Called when a screen's button is tapped.
    var onButton: (ScreenID) -> Void = { _ in }
    /// Called when Inbox's thumbnail is tapped.
    var onThumbnail: () -> Void = {}
    /// Where the controls stand now (the host sets it every frame).
    var layout = DemoLayout(size: Size(width: 390, height: 760), barHeight: 44)

    private struct Grab {
        var touch: TouchID
        var screen: ScreenID
        var start: Point
        var target: Target
    }
    private enum Target { case button, pager, slider, thumbnail }
    private var grab: Grab?

    /// Makes sure a screen's controls exist with their initial state.
    func prepare(_ demo: DemoScreen) {
        let id = demo.screen.id
        switch demo.kind {
        case .pager(let pages) where pagers[id] == nil:
            let middle = pages / 2
            pagers[id] = PagerState(page: middle, pages: pages, shown: Double(middle))
        case .slider where sliders[id] == nil: sliders[id] = 0.3
        case .web(let history) where webHistory[id] == nil: webHistory[id] = history
        default: break
        }
    }

    /// Forgets a screen's state once it left the stack (a pushed-again screen starts fresh).
    func forget(_ id: ScreenID) {
        pagers[id] = nil
        sliders[id] = nil
        webHistory[id] = nil
    }

    /// The scroll regions of a screen, in container coordinates at rest, with their positions.
    func scrollRegions(of demo: DemoScreen, layout: DemoLayout) -> [ScrollRegion] {
        switch demo.kind {
        case .pager:
            return [
                ScrollRegion(
                    id: "pager", frame: layout.pager, kind: .pager(currentPage: pagers[demo.screen.id]?.page ?? 0))
            ]
        case .slider:
            return [ScrollRegion(id: "slider", frame: layout.slider.insetBy(-10), kind: .slider)]
        default:
            return []
        }
    }

    /// Whether a screen shows the thumbnail the zoomed photo grows out of (Inbox).
    static func showsThumbnail(_ demo: DemoScreen) -> Bool { demo.screen.id == "s1" }

    /// Where the thumbnail stands, for the zoom (the container holds its resolver weakly).
    /// - Parameters:
    ///   - source: The source's name.
    ///   - screen: The screen it is on.
    /// - Returns: Its frame in container coordinates, or `nil` for any other element.
    func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? {
        guard source == DemoCatalog.thumbnail, let demo = DemoCatalog.screen(for: screen), Self.showsThumbnail(demo)
        else { return nil }
        return layout.thumbnail
    }

    /// Where the shared photo stands on a screen at rest: Inbox's thumbnail (rounded), the
    /// zoomed screen's photo.
    /// - Parameters:
    ///   - element: The element's name.
    ///   - screen: The screen.
    /// - Returns: Its frame in container coordinates, or `nil` where the screen does not show it.
    func sharedElement(_ element: SharedElementID, on screen: ScreenID) -> SharedElementFrame? {
        guard element == DemoCatalog.photo, let demo = DemoCatalog.screen(for: screen) else { return nil }
        if Self.showsThumbnail(demo) { return SharedElementFrame(layout.thumbnail, cornerRadius: 8) }
        if demo.kind == .zoomed { return SharedElementFrame(layout.zoomedPhoto) }
        return nil
    }

    /// The web screens' back interceptor: steps back through the history while it can.
    /// - Parameter screen: The top screen.
    /// - Returns: Whether the back action was consumed.
    func shouldConsumeBack(on screen: ScreenID) -> Bool {
        guard let pages = webHistory[screen], pages > 1 else { return false }
        webHistory[screen] = pages - 1
        log("intercepted screen=\(screen) history=\(pages)->\(pages - 1)")
        return true
    }

    // MARK: Touches

    /// A touch the gestures delivered to the top screen's content.
    func deliver(_ touch: Touch, to demo: DemoScreen, layout: DemoLayout, direction: LayoutDirection) {
        let id = demo.screen.id
        switch touch.phase {
        case .began:
            guard grab == nil else { return }
            if Self.showsThumbnail(demo), layout.thumbnail.contains(touch.location) {
                grab = Grab(touch: touch.id, screen: id, start: touch.location, target: .thumbnail)
            } else if demo.kind != .zoomed, layout.button.contains(touch.location) {
                grab = Grab(touch: touch.id, screen: id, start: touch.location, target: .button)
                pressedButton = id
            } else if pagers[id] != nil, layout.pager.contains(touch.location) {
                grab = Grab(touch: touch.id, screen: id, start: touch.location, target: .pager)
            } else if sliders[id] != nil, layout.slider.insetBy(-10).contains(touch.location) {
                grab = Grab(touch: touch.id, screen: id, start: touch.location, target: .slider)
                setSlider(id, at: touch.location.x, layout: layout)
            }
        case .moved:
            guard let grab, grab.touch == touch.id else { return }
            switch grab.target {
            case .button: pressedButton = layout.button.contains(touch.location) ? id : nil
            case .pager: pagers[id]?.drag = touch.location.x - grab.start.x
            case .slider: setSlider(id, at: touch.location.x, layout: layout)
            case .thumbnail: break
            }
        case .ended:
            guard let grab, grab.touch == touch.id else { return }
            self.grab = nil
            switch grab.target {
            case .button:
                pressedButton = nil
                if layout.button.contains(touch.location) { onButton(id) }
            case .pager: settlePager(id, width: layout.pager.width, direction: direction)
            case .slider: log("slider screen=\(id) value=\(Int((sliders[id] ?? 0) * 100))%")
            case .thumbnail: if layout.thumbnail.contains(touch.location) { onThumbnail() }
            }
        case .cancelled:
            cancel(touch.id)
        }
    }

    /// The content loses a touch (the back swipe took it).
    func cancel(_ touch: TouchID) {
        guard let grab, grab.touch == touch else { return }
        self.grab = nil
        pressedButton = nil
        if grab.target == .pager { pagers[grab.screen]?.drag = 0 }
    }

    /// Moves animated controls toward where they rest.
    func advance(by seconds: Double) {
        let k = min(1, seconds * 14)
        for (id, var pager) in pagers {
            pager.shown += (Double(pager.page) - pager.shown) * k
            if abs(Double(pager.page) - pager.shown) < 0.001 { pager.shown = Double(pager.page) }
            pagers[id] = pager
        }
    }

    private func settlePager(_ id: ScreenID, width: Double, direction: LayoutDirection) {
        guard var pager = pagers[id] else { return }
        // Toward trailing (right in LTR) goes to the previous page.
        let towardTrailing = pager.drag * direction.trailingSign
        let old = pager.page
        if towardTrailing > width * 0.2 { pager.page = max(0, old - 1) }
        if towardTrailing < -width * 0.2 { pager.page = min(pager.pages - 1, old + 1) }
        pager.shown -= towardTrailing / width
        pager.drag = 0
        pagers[id] = pager
        log("pager screen=\(id) page=\(old)->\(pager.page)")
    }

    private func setSlider(_ id: ScreenID, at x: Double, layout: DemoLayout) {
        let track = layout.slider
        sliders[id] = min(1, max(0, (x - track.minX) / max(1, track.width)))
    }
}

extension Rect {
    /// The rectangle grown (negative) or shrunk (positive) by the same amount on every side.
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
