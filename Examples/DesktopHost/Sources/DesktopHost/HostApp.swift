import CSDL2
import CSDL2TTF
import NavKit
import NavKitHost

/// The desktop host: one window, one container, one loop, on NavKitHost.
///
/// Every frame: events in (pointer and fingers become touches, keys become back requests or
/// operations), one `NavigationHostDriver.frame(at:)` at the frame's time (it ticks the
/// container while anything moves and turns its events into lifecycle callbacks and its scenes
/// into view commands, which `DesktopRenderer` performs), then the retained views are drawn and
/// presented at vsync. It is the smallest complete host loop, and the reference for others.
@MainActor
final class HostApp {
    struct StartupError: Error, CustomStringConvertible {
        var description: String
    }

    let options: HostOptions
    let clock = HostClock()
    let container: NavigationContainer
    let driver: NavigationHostDriver
    let display: DesktopRenderer
    let content = DemoContent()
    let log = HostLog()

    let window: OpaquePointer
    let renderer: OpaquePointer
    let canvas: Canvas
    let fonts: FontSet

    var running = true
    var stats = FrameStats()
    var lastFrame: Timestamp?
    var lastTouchTime = Timestamp.zero
    var mouseDown = false
    var fingerIDs: [SDL_FingerID: TouchID] = [:]
    var pendingShots: [String] = []
    var shotCounter = 0
    var backButtonTouch: TouchID?
    /// The latest release velocity, widths per second (for the overlay).
    var releaseVelocity = 0.0
    var smoothedFPS = 60.0
    var lastFrameInstrumented = false
    /// The depth meter's position (screens above the root), moved with every transition by
    /// ``followTransitions()``.
    var meterDepth = 0.0
    /// The meter's alongside registration, for as long as the host runs.
    var meterRegistration: AlongsideRegistration?

    init(options: HostOptions) throws(StartupError) {
        self.options = options
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, "1")
        // Each input is seen once: the mouse makes no synthetic finger events, and the synthetic
        // mouse events a touchscreen makes are skipped in `handle(_:)` (SDL_TOUCH_MOUSEID).
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw StartupError(description: Self.sdlError("SDL_Init"))
        }
        guard TTF_Init() == 0 else { throw StartupError(description: Self.sdlError("TTF_Init")) }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: csdl_window_pos_centered())
        guard
            let window = SDL_CreateWindow(
                "NavKit DesktopHost", centered, centered, Int32(options.width),
                Int32(options.height), flags)
        else { throw StartupError(description: Self.sdlError("SDL_CreateWindow")) }
        let kind = options.software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        let rendererFlags = kind | SDL_RENDERER_PRESENTVSYNC.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
        guard
            let renderer = SDL_CreateRenderer(window, -1, rendererFlags)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue)
        else { throw StartupError(description: Self.sdlError("SDL_CreateRenderer")) }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        guard let fonts = FontSet(directoryOverride: options.fontDirectory) else {
            throw StartupError(description: "no font found (install fonts-dejavu-core or pass --fonts DIR)")
        }
        self.window = window
        self.renderer = renderer
        self.fonts = fonts
        canvas = Canvas(renderer: renderer, fonts: fonts)
        let root = DemoCatalog.screen(atDepth: 0).screen
        container = NavigationContainer(
            root: root, bounds: Rect(x: 0, y: 0, width: Double(options.width), height: Double(options.height)),
            layoutDirection: options.rightToLeft ? .rightToLeft : .leftToRight, clock: clock)
        container.addObserver(log)
        driver = NavigationHostDriver(
            container: container, motionPolicy: MotionPolicy(reduceMotion: options.reduceMotion))
        display = DesktopRenderer(canvas: canvas, log: log, barHeight: container.configuration.barHeight)
        display.driver = driver
        if options.edgeOnly { setMode(.edgeOnly) }
        content.log = { [log] line in log.write(line) }
        content.onButton = { [weak self] _ in self?.push() }
        content.onThumbnail = { [weak self] in self?.zoomIntoThumbnail() }
        // Held weakly by the container; the content object lives as long as the host.
        container.transitionSourceResolver = content
        display.onLeaveStack = { [content] id in content.forget(id) }
        updateScale()
        followTransitions()
        driver.connect(display)
        // The window is on screen from the first frame: the root appears.
        driver.hostAppearance(.appearing, animated: false)
        driver.hostAppearance(.appeared, animated: false)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        log.write(
            "start renderer=\(String(cString: info.name)) size=\(options.width)x\(options.height) "
                + "scale=\(canvas.scale) stack=\(HostLog.describe(container.stack.map(\.id))) "
                + "motion=\(driver.motionPolicy.rawValue)")
    }

    /// Moves the overlay's depth meter with every transition, from the container's own frames:
    /// between the depths of the transition's two ends as far as its progress has come, with
    /// the finger during a swipe, back where it was after a cancel.
    private func followTransitions() {
        meterRegistration = container.transitionCoordinator.addAlongside(
            { [weak self] frame in
                guard let self else { return }
                let from = Double(self.container.stack.count - 1)
                let to = Double(self.container.projectedStack.count - 1)
                self.meterDepth =
                    frame.isComplete ? Double(self.container.stack.count - 1) : from + (to - from) * frame.progress
            },
            interactionChanged: { [log] frame in
                log.write(
                    "alongside \(frame.isInteractive ? "finger took over" : "finger let go") at \(frame.progress)")
            },
            completion: { [log] frame in log.write("alongside ended \(frame.outcome.map { "\($0)" } ?? "")") })
    }

    /// Releases textures and fonts before their libraries shut down (in that order).
    private func shutdown() {
        driver.hostAppearance(.disappearing, animated: false)
        driver.hostAppearance(.disappeared, animated: false)
        display.releaseTextures()
        canvas.clearTextCache()
        fonts.closeAll()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        TTF_Quit()
        SDL_Quit()
    }

    static func describe(_ phase: InteractionPhase) -> String {
        switch phase {
        case .idle: "idle"
        case .interacting: "interacting"
        case .paused: "paused"
        case .completing(let outcome): "completing(\(outcome))"
        case .completed(let outcome): "completed(\(outcome))"
        }
    }

    static func sdlError(_ call: String) -> String { "\(call): \(String(cString: SDL_GetError()))" }

    // MARK: The loop

    func run() {
        let frameBudget = 1.0 / 60
        var deadline = clock.now
        while running {
            let frameStart = clock.now
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { handle(event) }
            runCommands()
            let instrumented = !pendingShots.isEmpty || lastFrameInstrumented
            lastFrameInstrumented = !pendingShots.isEmpty
            frame(at: frameStart)
            let built = clock.now
            SDL_RenderPresent(renderer)
            stats.record(
                interval: lastFrame.map { frameStart - $0 }, build: built - frameStart, present: clock.now - built,
                instrumented: instrumented)
            if let last = lastFrame { smoothedFPS += (1 / max(0.001, frameStart - last) - smoothedFPS) * 0.1 }
            lastFrame = frameStart
            if let limit = options.quitAfter, frameStart.seconds > limit {
                log.write("quit reason=quit-after")
                running = false
            }
            // Without a real vsync (Xvfb), cap at 60 fps on a steady cadence; wait on events
            // meanwhile so touches are stamped when they arrive, not when the next frame starts.
            deadline = deadline + frameBudget
            if clock.now - deadline > frameBudget { deadline = clock.now }
            var remaining = deadline - clock.now
            while running && remaining > 0.0005 {
                let milliseconds = Int32(max(1, (remaining * 1000).rounded(.down)))
                if SDL_WaitEventTimeout(&event, milliseconds) != 0 { handle(event) }
                remaining = deadline - clock.now
            }
        }
        log.write("frametime \(stats.summary)")
        shutdown()
    }

    /// Runs the driver's frame (a tick while anything moves), keeps the demo's state in step,
    /// draws the retained views and the bar.
    private func frame(at time: Timestamp) {
        let now = max(time, lastTouchTime)
        do { try driver.frame(at: now) } catch { log.write("error frame \(error)") }
        if let last = lastFrame { content.advance(by: now - last) }
        syncDemoState()
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        let layout = DemoLayout(size: container.bounds.size, barHeight: container.configuration.barHeight)
        let painter = DemoPainter(canvas: canvas, content: content)
        let views = display.views
        display.draw(
            pixelSize: (pixelWidth, pixelHeight),
            paint: { id in
                guard let demo = DemoCatalog.screen(for: id) else { return }
                painter.paint(demo, layout: layout, direction: views.direction) { views.hidesElement($0, on: id) }
            }, paintFlying: painter.paintFlying)
        Overlay(
            progress: container.scene.transition?.progress, velocity: releaseVelocity,
            decision: container.lastBackGestureDecision.map(String.init(describing:)), depth: container.stack.count,
            meterDepth: meterDepth, direction: container.layoutDirection,
            edgeOnly: container.backGestureConfiguration.mode == .edgeOnly,
            reducedMotion: driver.motionPolicy == .reduced, fps: smoothedFPS
        ).draw(on: canvas, bounds: container.bounds)
        for name in pendingShots { saveScreenshot(name, pixelWidth: pixelWidth, pixelHeight: pixelHeight) }
        pendingShots.removeAll()
    }

    /// Creates control state for screens in the stack, and tells the gestures about the top
    /// screen's scroll regions and the web screens' interceptors (a screen's state goes when the
    /// lifecycle says it left the stack).
    func syncDemoState() {
        var ids = Set(container.stack.map(\.id))
        if let incoming = container.transition?.context.to.id { ids.insert(incoming) }
        content.layout = DemoLayout(size: container.bounds.size, barHeight: container.configuration.barHeight)
        for id in ids {
            guard let demo = DemoCatalog.screen(for: id) else { continue }
            content.prepare(demo)
            // Held weakly by the container; the content object lives as long as the host.
            if case .web = demo.kind { container.setBackInterceptor(content, for: id) }
        }
        if let top = DemoCatalog.screen(for: container.topScreen.id) {
            let layout = DemoLayout(size: container.bounds.size, barHeight: container.configuration.barHeight)
            container.setScrollRegions(content.scrollRegions(of: top, layout: layout), for: top.screen.id)
        }
    }

    // MARK: Touches in

    /// The one place touches enter NavKit: the driver hands every touch to the container's
    /// gestures first, which say whether the screen's content gets it, and which content
    /// touches the back swipe took.
    func forward(_ touch: Touch) {
        let routing: TouchRouting
        do { routing = try driver.handle(touch) } catch {
            log.write("error touch \(error)")
            return
        }
        for id in routing.cancelledContentTouches { cancelContentTouch(id) }
        if routing.deliversToContent { deliverToContent(touch) }
        let stack = HostLog.describe(container.stack.map(\.id))
        switch routing.action {
        case .begin, .refuse:
            log.write(
                "decision \(container.lastBackGestureDecision.map(String.init(describing:)) ?? "none") stack=\(stack)")
        case .finish(let velocity), .cancel(let velocity):
            releaseVelocity = velocity
            let progress = ((container.transition?.progress ?? 0) * 100).rounded() / 100
            let phase = container.transition?.interactionPhase.map(Self.describe) ?? "none"
            log.write("release velocity=\((velocity * 100).rounded() / 100) progress=\(progress) phase=\(phase)")
        case .none, .update, .drag:
            break
        }
    }

    private func deliverToContent(_ touch: Touch) {
        switch touch.phase {
        case .began where container.transition == nil:
            if display.backButtonFrame?.contains(touch.location) == true {
                backButtonTouch = touch.id
                return
            }
            if let item = display.barItem(at: touch.location) {
                log.write("item \(item) screen=\(container.topScreen.id)")
                return
            }
        case .ended where backButtonTouch == touch.id:
            backButtonTouch = nil
            if display.backButtonFrame?.contains(touch.location) == true { back(.backButton) }
            return
        case .cancelled where backButtonTouch == touch.id:
            backButtonTouch = nil
            return
        case .moved where backButtonTouch == touch.id:
            return
        default:
            break
        }
        guard let top = DemoCatalog.screen(for: container.topScreen.id), container.transition == nil else {
            if touch.phase.isTerminal { content.cancel(touch.id) }
            return
        }
        let layout = DemoLayout(size: container.bounds.size, barHeight: container.configuration.barHeight)
        content.deliver(touch, to: top, layout: layout, direction: container.layoutDirection)
    }

    private func cancelContentTouch(_ id: TouchID) {
        if backButtonTouch == id { backButtonTouch = nil }
        content.cancel(id)
    }

    // MARK: Operations

    func push() {
        let next = DemoCatalog.screen(atDepth: container.projectedStack.count).screen
        do { try driver.request { try $0.push(next) } } catch { log.write("error push \(error)") }
    }

    /// Inbox's thumbnail was tapped: the photo zooms out of it (and, dragged, back into it).
    func zoomIntoThumbnail() {
        do { try driver.request { try $0.push(DemoCatalog.zoomed.screen) } } catch { log.write("error zoom \(error)") }
    }

    /// A back from the bar's button, a key or the `back` command: NavKitHost's one back
    /// (`performBack`, the container's guarded `goBack`), which asks the top screen's interceptor
    /// and leave guard, then pops animated.
    /// - Parameter input: What asked for it.
    func back(_ input: BackInput) {
        guard let request = driver.backShortcuts.request(for: input, isEditingText: false) else { return }
        let outcome = driver.performBack(request)
        log.write("back source=\(Self.describe(request.source)) outcome=\(outcome)")
    }

    static func describe(_ source: BackRequestSource) -> String {
        switch source {
        case .backButton: "button"
        case .accessibilityEscape: "accessibility"
        case .keyboard(let press): "key(\(press))"
        }
    }

    func toggleMotion() {
        driver.motionPolicy = driver.motionPolicy == .reduced ? .standard : .reduced
        log.write("motion \(driver.motionPolicy.rawValue)")
    }

    func toggleDirection() {
        guard container.transition == nil else { return }
        driver.request {
            $0.layoutDirection = $0.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        }
        log.write("direction \(container.layoutDirection)")
    }

    func toggleMode() {
        setMode(container.backGestureConfiguration.mode == .fullscreen ? .edgeOnly : .fullscreen)
    }

    func setMode(_ mode: BackGestureConfiguration.Mode) {
        var settings = container.backGestureConfiguration
        settings.mode = mode
        do { try container.setBackGestureConfiguration(settings) } catch { log.write("error mode \(error)") }
        log.write("mode \(mode.rawValue)")
    }

    func updateScale() {
        var windowWidth: Int32 = 0
        var windowHeight: Int32 = 0
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        let scale = windowWidth > 0 ? Double(pixelWidth) / Double(windowWidth) : 1
        if scale != canvas.scale {
            canvas.scale = scale
            canvas.clearTextCache()
            display.relayoutBar()
        }
        let bounds = Rect(x: 0, y: 0, width: Double(windowWidth), height: Double(windowHeight))
        do { try driver.request { try $0.setBounds(bounds) } } catch { log.write("error bounds \(error)") }
    }
}
