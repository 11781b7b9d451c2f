#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import CombineStandIn
        import QuartzCoreStandIn
        import SwiftUIStandIn
    #else
        // SwiftUI imports Combine without re-exporting it: `ObservableObject`'s `objectWillChange`
        // and `@Published` need it (an error with MemberImportVisibility otherwise).
        import Combine
        import QuartzCore
        import SwiftUI
    #endif
    import Foundation
    import NavKit
    import NavKitCore
    import NavKitDisplayLink
    import NavKitHost

    /// The state behind a ``NavKitStack``: the container, NavKitHost's driver and path
    /// navigator, and what the view draws, published for SwiftUI in two parts: what changes at the
    /// start and end of a transition (which screens are attached, in which order, their
    /// appearance, who gets touches) here, observed by the stack's body; what changes every frame
    /// (the screens' layer states, the bar) in ``frameState``, observed only by the screens' layers
    /// and the bar. Every decision is NavKitHost's; this type only forwards SwiftUI's inputs (path
    /// changes, display-link frames, drags, keys) and keeps the driver's output where the view
    /// reads it.
    @MainActor
    package final class NavKitStackModel<Element: Hashable>: ObservableObject, NavigationHostRenderer,
        TransitionSourceResolver
    {
        /// A path the container changed by itself (a swipe back): numbered, so the same path
        /// reported twice is still two changes.
        package struct PathReport: Equatable {
            package var number: Int
            package var path: [Element]
        }

        let clock: DateClock
        package let container: NavigationContainer
        package let driver: NavigationHostDriver
        let navigator: PathNavigator<Element>
        /// The root screen's identity (the root view's screen).
        let rootID: ScreenID

        /// What changes every frame: the screens' layer states and the bar.
        let frameState = FrameState()
        /// The screens attached, back to front.
        @Published private(set) var attached: [ScreenID] = []
        /// Each screen's appearance, from NavKitHost's lifecycle.
        @Published private(set) var appearances: [ScreenID: ScreenAppearance] = [:]
        /// Whether the screens' content gets touches (not while the back swipe has the finger).
        @Published private(set) var contentReceivesTouches = true
        /// What the screen views show, back to front.
        package var views: HostedViews { frameState.views }
        /// The bar to draw.
        var bar: BarPresentation? { frameState.bar }
        /// Whether frames are needed (the display link runs while this is `true`).
        package private(set) var framesRunning = false
        /// The latest path the container changed by itself, written to the binding.
        package private(set) var pathReport = PathReport(number: 0, path: [])
        /// The app's path.
        private var pathBinding: Binding<[Element]>?
        /// The display link frames come from while the stack shows (invalidated when released).
        private var frameLink: FrameDisplayLink?
        /// The media clock's time (`CACurrentMediaTime()`), which display-link times are on.
        private let mediaTime: @MainActor () -> Double

        /// The width of a text in a bar style, in the fonts the bar draws with.
        var measure: (String, BarTextStyle) -> Double
        /// Called when a bar item is tapped.
        var onBarItemTap: ((BarItemID, ScreenID) -> Void)?
        /// The element of the screen below that a path value's screen zooms out of and back into
        /// (``NavKitStack``'s `zoomSource`), or `nil` for a screen that does not zoom.
        var zoomSource: ((Element) -> TransitionSourceID?)?

        private var settings: [ScreenID: ScreenSettings] = [:]
        /// Where each screen's zoom sources stand (``updateTransitionSources(_:_:)``).
        private var sourceFrames: [ScreenID: [TransitionSourceID: CGRect]] = [:]
        private var latestTime = Timestamp.zero
        private var dragTouch: TouchID?
        private var dragLocation = Point.zero
        /// Where the drag feeding ``dragTouch`` started.
        private var dragStart: CGPoint?
        private var nextTouch = 1
        private var connected = false
        /// The stack this one is nested in, while it is shown inside one of its screens.
        @Published private(set) var enclosing: EnclosingStack?
        /// Saves the path and takes it at launch, for a stack made with a saved path.
        var pathSaving: PathSaving<Element>?

        /// Creates the model with the root screen and no path.
        /// - Parameters:
        ///   - measure: The bar's text measurement.
        ///   - now: The current date, for events that carry none (a key press, a path change).
        ///     SwiftUI's frame and gesture dates are wall-clock dates, so it is `Date()` in an
        ///     app; a test that plays the timeline passes its own date so both agree.
        ///   - mediaTime: The media clock's time, `CACurrentMediaTime()` (display-link frames are
        ///     stamped on it); a test that fires the display link passes its own.
        package init(
            measure: @escaping (String, BarTextStyle) -> Double = BarFonts.measure,
            now: @escaping @MainActor () -> Date = { Date() },
            mediaTime: @escaping @MainActor () -> Double = { CACurrentMediaTime() }
        ) {
            let clock = DateClock(now: now)
            let root = Screen(id: "navkit-root", title: "")
            let container = NavigationContainer(root: root, clock: clock)
            let driver = NavigationHostDriver(container: container)
            self.clock = clock
            self.container = container
            self.driver = driver
            self.rootID = root.id
            self.measure = measure
            self.mediaTime = mediaTime
            // Screens are made before their views render; the settings their modifiers report
            // later are applied then (and kept for a screen that comes back).
            var make: (Element, ScreenID) -> Screen = { _, id in Screen(id: id, title: "") }
            navigator = PathNavigator(driver: driver) { element, id in make(element, id) }
            make = { [unowned self] element, id in
                let settings = self.settings(self.settings[id] ?? ScreenSettings(), zoomingAs: element)
                return Screen(id: id, title: settings.title ?? "", preferences: settings.preferences)
            }
            navigator.onChange = { [unowned self] path in
                pathReport = PathReport(number: pathReport.number + 1, path: path)
                pathBinding?.wrappedValue = path
            }
            // The screens' marked views answer where a zoom's source stands (held weakly).
            container.transitionSourceResolver = self
        }

        // MARK: SwiftUI's inputs

        /// The app's path binding: the stack reads it when it changes and writes the paths the
        /// container changes by itself (a swipe back).
        func bindPath(_ binding: Binding<[Element]>) {
            pathBinding = binding
        }

        /// The path binding changed: the stack animates the difference.
        /// The count of re-taps the stack has seen, `nil` until the first report.
        private var seenTabReselections: Int?

        /// The environment's re-tap count changed (or was first read): each new re-tap pops to
        /// the root, its guards asked first (``NavKitHost/NavigationHostDriver/reselectTab(animated:)``).
        func tabReselected(_ count: Int?) {
            defer { seenTabReselections = count }
            guard let count, let seen = seenTabReselections, count != seen else { return }
            driver.reselectTab()
        }

        func pathBindingChanged() {
            guard connected, let pathBinding else { return }
            setPath(pathBinding.wrappedValue)
        }

        /// The view appeared: the stack takes its size, direction and path, and the screens
        /// their callbacks.
        package func connect(
            size: CGSize, direction: NavKitCore.LayoutDirection, reduceMotion: Bool, path: [Element]
        ) {
            resize(size, direction: direction)
            setReduceMotion(reduceMotion)
            if !connected {
                connected = true
                if pathSaving?.restoreAtLaunch(path) != true {
                    _ = try? navigator.setPath(path, animated: false)
                }
                driver.connect(self)
            }
            startDisplayLink()
            driver.hostAppearance(.appearing, animated: false)
            driver.hostAppearance(.appeared, animated: false)
        }

        /// The view disappeared.
        package func disconnect() {
            leaveEnclosingStack()
            driver.hostAppearance(.disappearing, animated: false)
            driver.hostAppearance(.disappeared, animated: false)
            frameLink?.link.invalidate()
            frameLink = nil
        }

        // MARK: Frames

        /// Starts frames: the shared ``NavKitDisplayLink/FrameDisplayLink`` (paused until the
        /// driver needs frames, up to 120 Hz), each frame computed for the moment it is shown
        /// (`targetTimestamp`), on the stack's `Date` time base (the gestures' dates).
        private func startDisplayLink() {
            guard frameLink == nil else { return }
            let link = FrameDisplayLink(clock: clock, mediaTime: mediaTime) { [weak self] time in
                self?.frame(at: time)
            }
            link.isPaused = !framesRunning
            frameLink = link
        }

        /// The Core Animation display link frames come from, while the stack shows.
        var displayLink: CADisplayLink? { frameLink?.link }

        // MARK: Nesting

        /// Nests this stack's container in the screen of the enclosing stack that shows it (DESIGN
        /// invariant 10: the innermost stack that can go back takes the swipe and every other
        /// back), or updates its frame there. From then on the enclosing stack feeds the touches
        /// and its container passes them on, so this stack's own drag stands down (a drag of its
        /// own in progress is cancelled).
        /// - Parameters:
        ///   - enclosing: The enclosing stack and its screen.
        ///   - frame: This stack's frame in the enclosing screen's resting coordinates.
        func nest(in enclosing: EnclosingStack, frame: CGRect) {
            if let current = self.enclosing, current != enclosing { leaveEnclosingStack() }
            guard let outer = enclosing.container, outer.embed(container, in: enclosing.screen, frame: Rect(frame))
            else { return }
            self.enclosing = enclosing
            if let id = dragTouch {
                dragTouch = nil
                feed(Touch(id: id, phase: .cancelled, location: .zero, timestamp: latestTime))
            }
        }

        /// What a stack inside one of this stack's screens reads from the environment to nest
        /// itself there.
        /// - Parameter screen: The screen.
        /// - Returns: This stack's container and driver, the screen and its coordinate space.
        func enclosingStack(for screen: ScreenID) -> EnclosingStack {
            EnclosingStack(
                container: container, driver: driver, screen: screen, coordinateSpace: coordinateSpace(of: screen))
        }

        /// The name of a screen's resting coordinate space, unique to this stack.
        /// - Parameter screen: The screen.
        /// - Returns: The name.
        func coordinateSpace(of screen: ScreenID) -> String {
            "navkit.\(UInt(bitPattern: ObjectIdentifier(self).hashValue)).\(screen.rawValue)"
        }

        /// Takes this stack's container out of the enclosing one; its own drag feeds it again.
        func leaveEnclosingStack() {
            guard let enclosing else { return }
            self.enclosing = nil
            if let outer = enclosing.container, outer.nestedContainer(in: enclosing.screen) === container {
                outer.removeNested(from: enclosing.screen)
            }
        }

        /// The view's size or layout direction changed.
        package func resize(_ size: CGSize, direction: NavKitCore.LayoutDirection) {
            let bounds = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
            driver.request { container in
                try? container.setBounds(bounds)
                container.layoutDirection = direction
            }
        }

        /// The path binding changed: the stack animates the difference (nothing when it is
        /// the path the container reported).
        package func setPath(_ path: [Element], animated: Bool = true) {
            _ = try? navigator.setPath(path, animated: animated)
            pathSaving?.save()
        }

        /// Reduce Motion changed.
        package func setReduceMotion(_ reduce: Bool) {
            let policy = MotionPolicy(reduceMotion: reduce)
            if driver.motionPolicy != policy { driver.motionPolicy = policy }
        }

        /// One display frame, shown at a date.
        package func frame(at date: Date) {
            frame(at: clock.timestamp(of: date))
        }

        /// One display frame, shown at a time of the stack's clock (never earlier than one
        /// already given to the container).
        private func frame(at time: Timestamp) {
            latestTime = max(latestTime, time)
            try? driver.frame(at: latestTime)
        }

        /// A screen's modifiers reported its settings.
        package func update(_ screen: ScreenID, with settings: ScreenSettings) {
            guard self.settings[screen] != settings else { return }
            self.settings[screen] = settings
            let element = navigator.element(for: screen)
            try? driver.apply(element.map { self.settings(settings, zoomingAs: $0) } ?? settings, to: screen)
        }

        /// A screen's settings with the zoom its path value asks for (``zoomSource``), known
        /// when the screen is made, so its push zooms too; an animator its own modifiers set
        /// (`.navKitAnimator`) replaces the zoom from the next transition on.
        private func settings(_ settings: ScreenSettings, zoomingAs element: Element) -> ScreenSettings {
            guard settings.transitionSource == nil, let source = zoomSource?(element) else { return settings }
            return settings.merging(
                ScreenSettings(preferredAnimator: settings.preferredAnimator ?? .zoom, transitionSource: source))
        }

        // MARK: Zoom sources

        /// A screen's views marked `.navKitTransitionSource(_:)` reported where they stand, in
        /// the screen's resting coordinates (the container's: every screen fills it at rest).
        ///
        /// A screen is drawn only while it is shown, so one below the top reports again when a
        /// pop draws it — after the pop began: the running transition then asks again.
        func updateTransitionSources(_ screen: ScreenID, _ frames: [TransitionSourceID: CGRect]) {
            sourceFrames[screen] = frames.isEmpty ? nil : frames
            // Even the same frames: they were not answered while the screen was not drawn.
            container.transitionSourceDidChange()
        }

        /// Where a zoom's source element stands: the frame its view last reported, while its
        /// screen is drawn; `nil` when no view of that screen is marked with it now, or the
        /// screen is not drawn (a frame reported before it was detached may be stale: a scrolled
        /// or rotated grid), and the zoom then cross-fades until the screen reports again.
        /// - Parameters:
        ///   - source: The element.
        ///   - screen: The screen that shows it.
        /// - Returns: The frame, or `nil`.
        package func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? {
            guard views.screens.contains(where: { $0.screen == screen }) else { return nil }
            return sourceFrames[screen]?[source].map { Rect($0) }
        }

        /// The preferences a screen has now.
        func preferences(of screen: ScreenID) -> ScreenPreferences {
            settings[screen]?.preferences ?? ScreenPreferences()
        }

        /// A screen's appearance.
        package func appearance(of screen: ScreenID) -> ScreenAppearance { appearances[screen] ?? .disappeared }

        /// The insets a screen's content gets on top of the view's safe area: the bar when it
        /// shows one.
        func topInset(of screen: ScreenID) -> Double {
            SafeAreaLayout(hostInsets: NavKitCore.EdgeInsets(), barHeight: container.configuration.barHeight)
                .additionalInsets(for: preferences(of: screen)).top
        }

        /// The stack's time for a date of SwiftUI's (a frame, a gesture), never earlier than one
        /// already given to the container.
        func time(of date: Date) -> Timestamp {
            latestTime = max(latestTime, clock.timestamp(of: date))
            return latestTime
        }

        // MARK: NavigationHostRenderer

        package func perform(_ effect: ScreenLifecycleEffect) {
            switch effect {
            case .willAppear(let id, _): appearances[id] = .appearing
            case .didAppear(let id, _): appearances[id] = .appeared
            case .willDisappear(let id, _): appearances[id] = .disappearing
            case .didDisappear(let id, _): appearances[id] = .disappeared
            case .didLeaveStack(let id):
                appearances[id] = nil
                sourceFrames[id] = nil
                if navigator.element(for: id) == nil { settings[id] = nil }
            case .willEnterStack, .didEnterStack, .willLeaveStack:
                break
            }
        }

        package func apply(_ command: ViewCommand, of scene: NavKit.Scene) {
            frameState.views.apply(command, of: scene)
            switch command {
            case .bar:
                frameState.bar = driver.barPresentation(measure: measure)
            case .attach, .detach, .order:
                let order = frameState.views.screens.map(\.screen)
                if attached != order { attached = order }
            default:
                break
            }
        }

        package func setFrameUpdatesRunning(_ running: Bool) {
            framesRunning = running
            frameLink?.isPaused = !running
        }

        // MARK: Touches, keys, the bar

        /// A drag moved (or began): one finger for the container's gestures (none while nested:
        /// the enclosing stack feeds them).
        ///
        /// A drag that starts elsewhere than the finger being fed is a new one: SwiftUI cancelled
        /// the previous drag (no `onEnded`), and its reset has not reached the model yet (a
        /// `task(id:)` runs a frame after SwiftUI's update, maybe after this drag's first event),
        /// so that finger is cancelled here and the drag is a new finger.
        /// - Parameters:
        ///   - location: Where the finger is.
        ///   - start: Where this drag started (`DragGesture.Value.startLocation`), or `nil` when
        ///     not known.
        ///   - date: When.
        package func dragChanged(to location: CGPoint, startingAt start: CGPoint? = nil, at date: Date) {
            guard enclosing == nil else { return }
            if dragTouch != nil, let start, let dragStart, start != dragStart { dragReset(dragTouch) }
            if dragTouch == nil { dragStart = start }
            let phase: TouchPhase
            let id: TouchID
            if let current = dragTouch {
                phase = .moved
                id = current
            } else {
                id = TouchID(nextTouch)
                nextTouch += 1
                dragTouch = id
                phase = .began
            }
            dragLocation = Point(location)
            feed(Touch(id: id, phase: phase, location: dragLocation, timestamp: time(of: date)))
        }

        /// The drag ended.
        package func dragEnded(at location: CGPoint, date: Date) {
            guard let id = dragTouch else { return }
            dragTouch = nil
            feed(Touch(id: id, phase: .ended, location: Point(location), timestamp: time(of: date)))
        }

        /// The finger being fed, if any: what a reset SwiftUI reports later refers to.
        var dragFinger: TouchID? { dragTouch }

        /// SwiftUI reset the drag that fed `finger` (``dragFinger`` when SwiftUI's update saw the
        /// reset): after an `onEnded` nothing is left; otherwise SwiftUI cancelled the drag (no
        /// `onEnded` comes), and the finger is cancelled where it last was, so the next drag is a
        /// new finger. A reset that arrives after a new drag began (it runs a frame late) leaves
        /// the new finger alone.
        /// - Parameter finger: The finger the reset is for.
        func dragReset(_ finger: TouchID?) {
            guard let id = dragTouch, id == finger else { return }
            dragTouch = nil
            feed(Touch(id: id, phase: .cancelled, location: dragLocation, timestamp: latestTime))
        }

        private func feed(_ touch: Touch) {
            guard let routing = try? driver.handle(touch) else { return }
            let receives = routing.deliversToContent || touch.phase.isTerminal
            if contentReceivesTouches != receives { contentReceivesTouches = receives }
        }

        /// VoiceOver's escape: NavKitHost's one back — the enclosing stack's while nested, so the
        /// innermost stack that can go back takes it and a nested root hands it outward (SwiftUI
        /// treats the escape as handled wherever it lands).
        /// - Returns: Whether a back started.
        @discardableResult
        package func escape() -> Bool {
            if let outer = enclosing?.driver { return outer.handle(.accessibilityEscape) }
            return handle(.accessibilityEscape)
        }

        /// A back key, the accessibility escape or the bar's back button: NavKitHost's one back.
        /// - Returns: Whether a back started.
        @discardableResult
        func handle(_ input: BackInput) -> Bool {
            driver.handle(input)
        }

        /// A bar item was tapped.
        func barItemTapped(_ item: BarItemID) {
            onBarItemTap?(item, container.topScreen.id)
        }
    }

    /// The time base of a SwiftUI stack: seconds since Foundation's reference date, from `Date`s
    /// (the timeline's frame dates, the gestures' times and "now" share it, and so do all stacks:
    /// a stack nested in another gets its touches with the enclosing stack's times).
    @MainActor
    final class DateClock: NavigationClock {
        private let currentDate: @MainActor () -> Date

        /// Creates the clock.
        /// - Parameter now: The current date.
        init(now: @escaping @MainActor () -> Date) {
            currentDate = now
        }

        var now: Timestamp { timestamp(of: currentDate()) }

        func timestamp(of date: Date) -> Timestamp {
            Timestamp(seconds: max(0, date.timeIntervalSinceReferenceDate))
        }
    }

    /// The stack a ``NavKitStack`` is shown in, and the screen of it that shows it: what a stack
    /// inside a screen reads from the environment to nest itself.
    @MainActor
    struct EnclosingStack: Equatable {
        /// The enclosing stack's container (held weakly: the stack owns it).
        weak var container: NavigationContainer?
        /// The enclosing stack's driver, for the backs the nested stack hands outward.
        weak var driver: NavigationHostDriver?
        /// The screen that shows the nested stack.
        let screen: ScreenID
        /// The name of that screen's resting coordinate space.
        let coordinateSpace: String

        nonisolated static func == (lhs: EnclosingStack, rhs: EnclosingStack) -> Bool {
            lhs.coordinateSpace == rhs.coordinateSpace
        }
    }

    /// What a ``NavKitStack`` shows that changes every frame of a transition: the screens' layer
    /// states and the bar. Only the screens' layers and the bar observe it.
    @MainActor
    final class FrameState: ObservableObject {
        /// What the screen views show, back to front.
        @Published var views = HostedViews()
        /// The bar to draw.
        @Published var bar: BarPresentation?

        /// A screen's layer state (at rest when the screen is not attached).
        func layerState(of screen: ScreenID) -> LayerState {
            views.screens.first { $0.screen == screen }?.state ?? LayerState()
        }
    }
#endif
