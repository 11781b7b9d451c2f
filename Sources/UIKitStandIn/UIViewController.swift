#if os(Linux)
    /// An object that manages a view hierarchy, with the containment and appearance behaviour
    /// UIKit documents:
    /// - `addChild(_:)` calls the child's `willMove(toParent:)` with the new parent;
    ///   `removeFromParent()` calls its `didMove(toParent: nil)`.
    /// - `beginAppearanceTransition(_:animated:)` calls `viewWillAppear(_:)` or
    ///   `viewWillDisappear(_:)`; `endAppearanceTransition()` calls the matching `viewDid…(_:)`.
    ///   An end without a begin is counted in ``standInUnbalancedAppearanceCalls`` (UIKit logs
    ///   "Unbalanced calls to begin/end appearance transitions").
    @MainActor
    open class UIViewController: UIResponder {
        private var loadedView: UIView?
        private var pendingAppearance: Bool?
        private var pendingAnimated = false

        /// The title.
        open var title: String?
        /// The identifier that names the controller's saved state.
        open var restorationIdentifier: String?
        /// The child view controllers.
        open var children: [UIViewController] { storedChildren }
        private var storedChildren: [UIViewController] = []
        /// The parent view controller.
        open internal(set) weak var parent: UIViewController?
        /// Insets added to the safe area of the view.
        open var additionalSafeAreaInsets = UIEdgeInsets.zero
        /// Whether containers forward appearance callbacks to this controller's children themselves.
        open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
        /// The status-bar style the controller prefers.
        open var preferredStatusBarStyle: UIStatusBarStyle { .default }
        /// The child whose status-bar style wins.
        open var childForStatusBarStyle: UIViewController? { nil }
        /// Whether the controller prefers the status bar hidden.
        open var prefersStatusBarHidden: Bool { false }
        /// The child whose status-bar visibility wins.
        open var childForStatusBarHidden: UIViewController? { nil }
        /// Stand-in only: how many times `setNeedsStatusBarAppearanceUpdate()` was called.
        public private(set) var standInStatusBarUpdates = 0
        /// Stand-in only: appearance ends without a begin.
        public private(set) var standInUnbalancedAppearanceCalls = 0

        /// Creates a controller.
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// Creates a controller with no nib (Objective-C's `init`, which calls
        /// `init(nibName: nil, bundle: nil)`).
        public convenience override init() {
            self.init(nibName: nil, bundle: nil)
        }

        /// Creates a controller from an archive.
        public required init?(coder: NSCoder) {
            super.init()
        }

        /// The root view, loaded on first access.
        open var view: UIView! {
            get {
                if let loadedView { return loadedView }
                loadView()
                loadedView?.standInViewController = self
                viewDidLoad()
                return loadedView
            }
            set {
                loadedView = newValue
                newValue?.standInViewController = self
            }
        }

        /// Whether the view is loaded.
        open var isViewLoaded: Bool { loadedView != nil }

        /// The view, if it is loaded (asking for it does not load it).
        open var viewIfLoaded: UIView? { loadedView }

        /// Stand-in only: the root of the hierarchy the controller's view is in.
        open override var standInHierarchyRoot: UIView? { loadedView?.standInHierarchyRoot }

        /// Stand-in only: whether the controller's view is inside `view`.
        open override func standInIsInside(_ view: UIView) -> Bool { loadedView?.isDescendant(of: view) == true }

        /// Stand-in only: the status-bar style UIKit shows when this controller is the root: its
        /// own, or that of the child it names in `childForStatusBarStyle`, followed down.
        public var standInResolvedStatusBarStyle: UIStatusBarStyle {
            var controller: UIViewController = self
            while let child = controller.childForStatusBarStyle, child !== controller { controller = child }
            return controller.preferredStatusBarStyle
        }

        /// Stand-in only: whether UIKit hides the status bar when this controller is the root: its
        /// own preference, or that of the child it names in `childForStatusBarHidden`, followed
        /// down.
        public var standInResolvedStatusBarHidden: Bool {
            var controller: UIViewController = self
            while let child = controller.childForStatusBarHidden, child !== controller { controller = child }
            return controller.prefersStatusBarHidden
        }

        /// Creates the root view.
        open func loadView() {
            loadedView = UIView()
        }

        /// The view was loaded.
        open func viewDidLoad() {}
        /// The view is about to appear.
        open func viewWillAppear(_ animated: Bool) {}
        /// The view appeared.
        open func viewDidAppear(_ animated: Bool) {}
        /// The view is about to disappear.
        open func viewWillDisappear(_ animated: Bool) {}
        /// The view disappeared.
        open func viewDidDisappear(_ animated: Bool) {}
        /// The view is about to lay out its subviews.
        open func viewWillLayoutSubviews() {}
        /// The view laid out its subviews.
        open func viewDidLayoutSubviews() {}
        /// The view's safe-area insets changed.
        open func viewSafeAreaInsetsDidChange() {}

        /// Adds a child, calling its `willMove(toParent: self)`.
        open func addChild(_ childController: UIViewController) {
            childController.willMove(toParent: self)
            childController.parent?.storedChildren.removeAll { $0 === childController }
            storedChildren.append(childController)
            childController.parent = self
        }

        /// Removes the controller from its parent, calling `didMove(toParent: nil)`.
        open func removeFromParent() {
            parent?.storedChildren.removeAll { $0 === self }
            parent = nil
            didMove(toParent: nil)
        }

        /// The controller is about to move to a parent (or to none).
        open func willMove(toParent parent: UIViewController?) {}

        /// The controller moved to a parent (or to none).
        open func didMove(toParent parent: UIViewController?) {}

        /// Begins an appearance transition: calls `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
        open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
            pendingAppearance = isAppearing
            pendingAnimated = animated
            if isAppearing {
                viewWillAppear(animated)
            } else {
                viewWillDisappear(animated)
            }
            for child in childrenForwardedAppearance {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }

        /// Stand-in only: the children a container that forwards appearance callbacks
        /// automatically passes them to, as UIKit does — those whose views are in its view.
        private var childrenForwardedAppearance: [UIViewController] {
            guard shouldAutomaticallyForwardAppearanceMethods, let view = loadedView else { return [] }
            return storedChildren.filter { $0.loadedView?.isDescendant(of: view) == true }
        }

        /// Ends the appearance transition begun last: calls `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
        open func endAppearanceTransition() {
            guard let appearing = pendingAppearance else {
                standInUnbalancedAppearanceCalls += 1
                return
            }
            pendingAppearance = nil
            if appearing {
                viewDidAppear(pendingAnimated)
            } else {
                viewDidDisappear(pendingAnimated)
            }
            for child in childrenForwardedAppearance { child.endAppearanceTransition() }
        }

        /// Asks the system to read the status-bar style again.
        open func setNeedsStatusBarAppearanceUpdate() {
            standInStatusBarUpdates += 1
        }
    }
#endif
