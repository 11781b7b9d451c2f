#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import UIKitStandIn
    #else
        public import UIKit
    #endif
    public import NavKit
    import NavKitDisplayLink
    public import NavKitHost

    /// A navigation controller whose screens are child view controllers, moved by NavKit: swipe back
    /// from anywhere (edge or full screen) that never breaks, plug-in transitions, a bar per
    /// screen, keyboard and VoiceOver back, Reduce Motion — with the containment and appearance
    /// callbacks `UINavigationController` makes.
    ///
    /// It is a drop-in for the common `UINavigationController` calls:
    ///
    /// ```swift
    /// let navigation = NavKitNavigationController(rootViewController: InboxViewController())
    /// navigation.pushViewController(message, animated: true)
    /// message.navKit.prefersBarHidden = true        // per screen, no subclassing (FD-style)
    /// message.navKit.backGesture = .edgeOnly
    /// ```
    ///
    /// Every decision is NavKitHost's (``NavKitHost/NavigationHostDriver``): this class only makes
    /// the UIKit calls — `addChild(_:)`, `beginAppearanceTransition(_:animated:)`, transforms,
    /// alphas, the bar's labels.
    @MainActor
    open class NavKitNavigationController: UIViewController {
        /// The container that holds the stack.
        public let container: NavigationContainer
        /// The driver that runs it.
        public let driver: NavigationHostDriver
        /// The bar drawn over the screens.
        public let barView = NavKitBarView()
        /// Resolves zoom sources, and shared elements no view controller registered a view for;
        /// held weakly. The controller itself is the container's
        /// ``NavKit/NavigationContainer/transitionSourceResolver``: set this one instead.
        public weak var sourceResolver: (any TransitionSourceResolver)?
        /// Whether to cross-fade instead of moving; `nil` follows the system's Reduce Motion.
        public var prefersReducedMotion: Bool? {
            didSet { updateMotionPolicy() }
        }
        /// The width of a text in a bar style; the default measures with labels in the bar's fonts.
        public var measureText: (String, BarTextStyle) -> Double {
            didSet { driver.invalidateBarLayouts() }
        }

        /// The screens' host views, back to front.
        package let screensView = UIView()
        /// Above the screens, below the bar: the snapshots of the shared elements in flight.
        let sharedElementsView = UIView()
        /// The snapshots in flight, by element.
        var flyingSnapshots: [SharedElementID: UIView] = [:]
        /// The screens' own copies hidden while their element flies.
        var hiddenSharedElements: [HiddenSharedElement] = []

        /// A screen's copy of a shared element, hidden while the element flies.
        struct HiddenSharedElement {
            var element: SharedElementID
            var screen: ScreenID
            weak var view: UIView?
        }
        var records: [ScreenID: UIViewController] = [:]
        var hostViews: [ScreenID: ScreenHostView] = [:]
        /// The display link frames come from while the controller shows (invalidated when released).
        var frameLink: FrameDisplayLink?
        private var nextScreenNumber = 0
        let touchForwarder = TouchForwardingRecognizer()
        /// The NavKit navigation controller whose screen shows this one, while embedded in it.
        weak var enclosingNavigation: NavKitNavigationController?
        /// The screen of ``enclosingNavigation`` that shows this one.
        var enclosingScreen: ScreenID?
        /// The NavKit navigation controllers nested in this one's screens (their frames are
        /// measured again when a first finger lands).
        var nestedNavigations: [ScreenID: WeakNavigation] = [:]

        /// A weak reference to a navigation controller.
        struct WeakNavigation {
            weak var value: NavKitNavigationController?
        }
        #if os(iOS) || STANDIN_IOS
            private var lastStatusBarStyle = StatusBarStyle.default
            /// The controller ``childForStatusBarHidden`` named when the status bar was last updated.
            private weak var lastStatusBarHiddenChild: UIViewController?
        #endif
        // Read and written on the main actor only; `nonisolated(unsafe)` so `deinit` can remove it.
        private nonisolated(unsafe) var reduceMotionObserver: (any NSObjectProtocol)?

        /// Creates a navigation controller with a root view controller.
        /// - Parameters:
        ///   - rootViewController: The first screen; it is never popped.
        ///   - clock: The time base of frames and touches; `CACurrentMediaTime()` by default.
        public init(rootViewController: UIViewController, clock: (any NavigationClock)? = nil) {
            let root = NavKitItem.screen(for: rootViewController, id: ScreenID("screen-0"))
            container = NavigationContainer(root: root, clock: clock ?? MediaClock())
            driver = NavigationHostDriver(container: container)
            measureText = NavKitBarView.labelMeasure()
            nextScreenNumber = 1
            super.init(nibName: nil, bundle: nil)
            register(rootViewController, as: root.id)
            container.transitionSourceResolver = self
            touchForwarder.driver = driver
            touchForwarder.willForwardFirstTouch = { [weak self] in self?.refreshNestedFrames() }
            barView.onBack = { [weak self] in self?.driver.handle(.backButton) }
            barView.onItem = { [weak self] id in self?.barItemTapped(id) }
        }

        /// Not supported: create it in code.
        public required init?(coder: NSCoder) {
            fatalError("NavKitNavigationController is created in code")
        }

        /// Stops the Reduce Motion observer (the display link stops as it is released).
        deinit {
            if let reduceMotionObserver { NotificationCenter.default.removeObserver(reduceMotionObserver) }
        }

        // MARK: The stack

        /// The view controllers, root first, as they will be once the running transition and the
        /// requests waiting behind it are done (as `UINavigationController` reports them).
        public var viewControllers: [UIViewController] {
            container.projectedStack.compactMap { records[$0.id] }
        }

        /// The view controller on top of ``viewControllers``.
        public var topViewController: UIViewController? { viewControllers.last }

        /// Pushes a view controller; pushing one already in the stack does nothing.
        /// - Parameters:
        ///   - viewController: The view controller.
        ///   - animated: Whether to animate.
        open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            guard screenID(of: viewController) == nil else { return }
            let id = newScreenID()
            register(viewController, as: id)
            _ = try? driver.request { try $0.push(NavKitItem.screen(for: viewController, id: id), animated: animated) }
            sweepRecords()
        }

        /// Pops the top view controller.
        /// - Parameter animated: Whether to animate.
        /// - Returns: The view controller that will be popped, or `nil` on the root.
        @discardableResult
        open func popViewController(animated: Bool) -> UIViewController? {
            let top = topViewController
            do {
                try driver.request { try $0.pop(animated: animated) }
            } catch {
                return nil
            }
            return top
        }

        /// Pops every view controller above the root.
        /// - Parameter animated: Whether to animate.
        /// - Returns: The view controllers that will be popped.
        @discardableResult
        open func popToRootViewController(animated: Bool) -> [UIViewController]? {
            let popped = Array(viewControllers.dropFirst())
            _ = try? driver.request { (container) throws(NavigationError) in try container.popToRoot(animated: animated)
            }
            return popped
        }

        /// Pops every view controller above one in the stack.
        /// - Parameters:
        ///   - viewController: A view controller in the stack.
        ///   - animated: Whether to animate.
        /// - Returns: The view controllers that will be popped, or `nil` when it is not in the stack.
        @discardableResult
        open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            let stack = viewControllers
            guard let id = screenID(of: viewController), let index = stack.firstIndex(where: { $0 === viewController })
            else { return nil }
            do {
                try driver.request { try $0.pop(to: id, animated: animated) }
            } catch {
                return nil
            }
            return Array(stack[(index + 1)...])
        }

        /// Replaces the whole stack; one transition animates the change of the top.
        /// - Parameters:
        ///   - viewControllers: The new stack, root first; empty or repeating ones are ignored.
        ///   - animated: Whether to animate.
        open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            var screens: [Screen] = []
            for viewController in viewControllers {
                let id = screenID(of: viewController) ?? newScreenID()
                guard !screens.contains(where: { $0.id == id }) else { continue }
                register(viewController, as: id)
                screens.append(NavKitItem.screen(for: viewController, id: id))
            }
            _ = try? driver.request { try $0.setStack(screens, animated: animated) }
            sweepRecords()
        }

        // MARK: Screens

        /// The identity NavKit gives a view controller in this stack.
        /// - Parameter viewController: A view controller.
        /// - Returns: Its screen identity, or `nil` when it is not (or no longer) in the stack.
        public func screenID(of viewController: UIViewController) -> ScreenID? {
            viewController.navKit.screenID.flatMap { records[$0] === viewController ? $0 : nil }
        }

        /// The view controller of a screen.
        /// - Parameter id: A screen identity.
        /// - Returns: Its view controller.
        public func viewController(for id: ScreenID) -> UIViewController? { records[id] }

        func newScreenID() -> ScreenID {
            defer { nextScreenNumber += 1 }
            return ScreenID("screen-\(nextScreenNumber)")
        }

        func register(_ viewController: UIViewController, as id: ScreenID) {
            records[id] = viewController
            viewController.navKit.attach(to: self, as: id)
        }

        /// Forgets view controllers that are neither in the stack nor on their way into it.
        func sweepRecords() {
            let kept = container.screensInUse
            for (id, viewController) in records where !kept.contains(id) && viewController.parent !== self {
                records[id] = nil
                hostViews[id] = nil
                viewController.navKit.detach(from: self)
            }
        }

        /// A view controller's NavKit preferences changed: the container follows at once.
        func preferencesChanged(of viewController: UIViewController) {
            guard let id = screenID(of: viewController) else { return }
            let preferences = viewController.navKit.preferences
            driver.setTitle(viewController.navKit.title, of: id)
            _ = try? driver.request { try $0.updatePreferences(of: id) { $0 = preferences } }
            driver.invalidateViews()
            driver.render()
        }

        private func barItemTapped(_ id: BarItemID) {
            guard let top = topViewController else { return }
            top.navKit.onBarItemTap?(id)
        }

        // MARK: View life cycle

        /// Adds the screens' view, the bar and the touch forwarder.
        open override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(screensView)
            sharedElementsView.isUserInteractionEnabled = false
            view.addSubview(sharedElementsView)
            view.addSubview(barView)
            view.addGestureRecognizer(touchForwarder)
            driver.connect(self)
        }

        /// Forwards the appearance to the top screen, starts frames, reads Reduce Motion and joins an
        /// enclosing NavKit navigation controller.
        /// - Parameter animated: Whether the appearance animates.
        open override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            updateNesting()
            startDisplayLink()
            observeReduceMotion()
            driver.hostAppearance(.appearing, animated: animated)
        }

        /// Takes the keyboard focus for back keys — unless a view or child inside already has it
        /// (a text field the screen focused) — then forwards the appearance to the top screen,
        /// which may focus one of its own views in its `viewDidAppear(_:)`.
        /// - Parameter animated: Whether the appearance animated.
        open override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if !hasFirstResponderInside { becomeFirstResponder() }
            driver.hostAppearance(.appeared, animated: animated)
        }

        /// Whether the controller, a child view controller or a view in its hierarchy is first
        /// responder.
        var hasFirstResponderInside: Bool {
            func inside(_ controller: UIViewController) -> Bool {
                controller.isFirstResponder || controller.children.contains(where: inside)
            }
            func inside(_ view: UIView) -> Bool { view.isFirstResponder || view.subviews.contains(where: inside) }
            return inside(self) || inside(view)
        }

        /// Forwards the disappearance to the screens shown.
        /// - Parameter animated: Whether the disappearance animates.
        open override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            driver.hostAppearance(.disappearing, animated: animated)
        }

        /// Forwards the disappearance, stops frames and leaves an enclosing NavKit navigation
        /// controller (a hidden stack takes no back; it joins again when it reappears).
        /// - Parameter animated: Whether the disappearance animated.
        open override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            leaveEnclosingNavigation()
            driver.hostAppearance(.disappeared, animated: animated)
            stopDisplayLink()
        }

        /// NavKit makes the children's appearance calls itself, in UIKit's order.
        open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

        /// Lays the screens and the bar out in the view's bounds and safe area.
        open override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let size = view.bounds.size
            try? container.setBounds(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
            container.layoutDirection =
                view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            updateSafeAreas()
            driver.render()
            updateNesting()
        }

        /// Joins or leaves the container of an enclosing `NavKitNavigationController` when this
        /// one moves in the view-controller hierarchy.
        /// - Parameter parent: The new parent, or `nil`.
        open override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            updateNesting()
        }

        /// The safe area changed: the children's insets and the bar follow.
        open override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            updateSafeAreas()
            driver.invalidateViews()
            driver.render()
        }

        #if os(iOS) || STANDIN_IOS
            /// The status-bar style of the screen on top, switching halfway through a transition.
            open override var preferredStatusBarStyle: UIStatusBarStyle { UIStatusBarStyle(driver.statusBarStyle) }

            /// The NavKit navigation controller nested in the top screen, whose own top screen's
            /// style wins (as a tab bar controller defers to its selected child).
            open override var childForStatusBarStyle: UIViewController? {
                nestedNavigations[container.topScreen.id]?.value
            }

            /// The top screen's view controller decides whether the status bar is hidden (its
            /// `prefersStatusBarHidden`, as under `UINavigationController`) — or, when a NavKit
            /// navigation controller is nested in it, that one's top screen.
            open override var childForStatusBarHidden: UIViewController? {
                let top = container.topScreen.id
                return nestedNavigations[top]?.value ?? records[top]
            }
        #endif

        /// Becomes first responder so that back keys reach it.
        open override var canBecomeFirstResponder: Bool { true }

        /// Goes back on Esc, ⌘[ or ⌥← (the driver's ``NavKitHost/NavigationHostDriver/backShortcuts``);
        /// other presses go on up the responder chain. A press reaches the controller only when
        /// the focused view (a text field, say) did not handle it.
        /// - Parameters:
        ///   - presses: The presses.
        ///   - event: The event.
        open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let unhandled = pressesNotGoingBack(presses)
            if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
        }

        /// VoiceOver's escape (two-finger Z) goes back through the driver's one back
        /// (``NavKitHost/NavigationHostDriver/performBack(_:)``).
        /// - Returns: Whether a back began.
        open override func accessibilityPerformEscape() -> Bool {
            driver.handle(.accessibilityEscape)
        }

        /// Refreshes the status bar when the style of the screen on top, or the screen that decides
        /// whether it is hidden, changed (iOS; visionOS has no status bar). UIKit reads the status
        /// bar from the root of the view-controller hierarchy down through `childForStatusBar…`,
        /// so the update is asked of that root: a nested controller's own request would not
        /// reach it.
        func updateStatusBarIfNeeded() {
            #if os(iOS) || STANDIN_IOS
                let style = driver.statusBarStyle
                let hiddenChild = childForStatusBarHidden
                guard style != lastStatusBarStyle || hiddenChild !== lastStatusBarHiddenChild else { return }
                lastStatusBarStyle = style
                lastStatusBarHiddenChild = hiddenChild
                var root: UIViewController = self
                while let parent = root.parent { root = parent }
                root.setNeedsStatusBarAppearanceUpdate()
            #endif
        }

        /// Every child's safe area: the host's, plus the bar when that child shows it.
        func updateSafeAreas() {
            let area = safeAreaLayout
            for (id, viewController) in records where viewController.parent === self {
                guard let screen = container.stack.first(where: { $0.id == id }) ?? transitionScreen(id) else {
                    continue
                }
                viewController.additionalSafeAreaInsets = UIEdgeInsets(
                    area.additionalInsets(for: screen.preferences), direction: container.layoutDirection)
            }
        }

        private func transitionScreen(_ id: ScreenID) -> Screen? {
            guard let context = container.transition?.context else { return nil }
            return context.to.id == id ? context.to : context.from.id == id ? context.from : nil
        }

        var safeAreaLayout: SafeAreaLayout {
            SafeAreaLayout(
                hostInsets: EdgeInsets(view.safeAreaInsets, direction: container.layoutDirection),
                barHeight: container.configuration.barHeight)
        }

        private func updateMotionPolicy() {
            driver.motionPolicy = MotionPolicy(
                reduceMotion: prefersReducedMotion ?? UIAccessibility.isReduceMotionEnabled)
        }

        private func observeReduceMotion() {
            updateMotionPolicy()
            guard reduceMotionObserver == nil else { return }
            reduceMotionObserver = NotificationCenter.default.addObserver(
                forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.updateMotionPolicy() }
            }
        }
    }
#endif
