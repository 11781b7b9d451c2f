#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import UIKitStandIn
    #else
        public import UIKit
    #endif
    public import NavKit

    /// A view controller's NavKit preferences, FDFullscreenPopGesture-style: set them on any view
    /// controller, before or after it is pushed, without subclassing.
    ///
    /// ```swift
    /// photo.navKit.prefersBarHidden = true       // fd_prefersNavigationBarHidden
    /// canvas.navKit.backGesture = .disabled       // fd_interactivePopDisabled
    /// detail.navKit.preferredAnimator = .fade
    /// inbox.navKit.backButtonTitle = "Inbox"      // the back button on the screen above says "Inbox"
    /// ```
    @MainActor
    public final class NavKitItem {
        /// Whether the bar is hidden while the screen is on top (the swipe back still works).
        public var prefersBarHidden = false { didSet { changed() } }
        /// How the bar looks while the screen is on top.
        public var barAppearance = BarAppearance.standard { didSet { changed() } }
        /// Which back gestures may pop the screen.
        public var backGesture = BackGesturePolicy.enabled { didSet { changed() } }
        /// The animator the screen's transitions prefer.
        public var preferredAnimator: AnimatorID? { didSet { changed() } }
        /// The back button's title on the screen above this one; `nil` uses the title.
        public var backButtonTitle: String? { didSet { changed() } }
        /// Whether the back button is hidden while the screen is on top.
        public var hidesBackButton = false { didSet { changed() } }
        /// Buttons at the leading side of the bar.
        public var leadingBarItems: [BarItem] = [] { didSet { changed() } }
        /// Buttons at the trailing side of the bar.
        public var trailingBarItems: [BarItem] = [] { didSet { changed() } }
        /// How the status bar draws while the screen is on top.
        public var statusBarStyle = StatusBarStyle.default { didSet { changed() } }
        /// Whether a finger may catch the screen's running transitions.
        public var allowsCatchingTransitions = true { didSet { changed() } }
        /// Whether, as the root of a stack nested in another's screen, it lets the enclosing
        /// stack go back (the swipe, keys and VoiceOver's escape then pop the outer screen).
        public var defersBackToEnclosingContainer = true { didSet { changed() } }
        /// The bar title; `nil` uses the view controller's `title`.
        public var title: String? { didSet { changed() } }
        /// Called when one of the screen's bar items is tapped.
        public var onBarItemTap: ((BarItemID) -> Void)?
        /// The screen's shared elements, back to front (``NavKitCore/ScreenPreferences/sharedElements``):
        /// the names of the views registered with ``setSharedElement(_:as:)``.
        public var sharedElements: [SharedElementID] { sharedViews.map(\.element) }

        /// A shared element view and its name, held weakly.
        private struct SharedView {
            var element: SharedElementID
            weak var view: UIView?
        }
        private var sharedViews: [SharedView] = []

        /// Registers (or, with `nil`, removes) the view that shows a shared element on this
        /// screen: a transition to or from another screen that registered the same name flies a
        /// snapshot of it between the two views' frames, hiding both meanwhile (Hero-style).
        /// Held weakly; a name registered again replaces its view and keeps its place.
        ///
        /// ```swift
        /// grid.navKit.setSharedElement(cell.imageView, as: "photo-7")
        /// detail.navKit.setSharedElement(detail.imageView, as: "photo-7")
        /// ```
        /// - Parameters:
        ///   - view: The view, or `nil`.
        ///   - element: The element's name, the same on both screens.
        public func setSharedElement(_ view: UIView?, as element: SharedElementID) {
            let known = sharedViews.firstIndex { $0.element == element }
            switch (view, known) {
            case (let view?, let index?): sharedViews[index].view = view
            case (let view?, nil): sharedViews.append(SharedView(element: element, view: view))
            case (nil, let index?): sharedViews.remove(at: index)
            case (nil, nil): return
            }
            changed()
        }

        /// The view registered for a shared element, if it is still alive.
        /// - Parameter element: The element's name.
        /// - Returns: Its view on this screen.
        public func sharedElementView(_ element: SharedElementID) -> UIView? {
            sharedViews.first { $0.element == element }?.view
        }

        /// The coordinator of the NavKit transition in flight that moves this view controller —
        /// NavKit's `transitionCoordinator`, `nil` when none runs, as UIKit's is.
        ///
        /// The coordinator of the ``NavKitNavigationController`` that holds the view controller (or,
        /// read on a NavKit controller itself, of its own stack). Ask it in `viewWillAppear(_:)` or
        /// `viewWillDisappear(_:)`, as with UIKit, to move your own views with the push, the pop or
        /// the finger; a cancelled swipe hands the animation its start again, so they come back
        /// exactly:
        ///
        /// ```swift
        /// override func viewWillAppear(_ animated: Bool) {
        ///     super.viewWillAppear(animated)
        ///     // Appearing, this screen is the incoming one, pushed or uncovered: in with it (and
        ///     // out again if a swipe that uncovered it is cancelled: the last frame is at 0).
        ///     navKit.transitionCoordinator?.animate(alongsideTransition: { frame in
        ///         self.toolbar.alpha = frame.progress
        ///     }, completion: { frame in
        ///         if frame.isCancelled { print("the screen above stays") }
        ///     })
        /// }
        /// ```
        public var transitionCoordinator: TransitionCoordinator? {
            let navigation = owner ?? (viewController as? NavKitNavigationController)
            guard let coordinator = navigation?.container.transitionCoordinator, coordinator.isTransitioning else {
                return nil
            }
            return coordinator
        }

        private weak var viewController: UIViewController?
        private weak var owner: NavKitNavigationController?
        /// The screen identity in the owner's stack.
        private(set) var screenID: ScreenID?

        init(viewController: UIViewController) {
            self.viewController = viewController
        }

        /// The preferences as NavKit's value.
        public var preferences: ScreenPreferences {
            ScreenPreferences(
                prefersBarHidden: prefersBarHidden, barAppearance: barAppearance, backGesture: backGesture,
                preferredAnimator: preferredAnimator, backButtonTitle: backButtonTitle,
                hidesBackButton: hidesBackButton,
                leadingBarItems: leadingBarItems, trailingBarItems: trailingBarItems, statusBarStyle: statusBarStyle,
                allowsCatchingTransitions: allowsCatchingTransitions,
                defersBackToEnclosingContainer: defersBackToEnclosingContainer, sharedElements: sharedElements)
        }

        func attach(to owner: NavKitNavigationController, as id: ScreenID) {
            self.owner = owner
            screenID = id
        }

        func detach(from owner: NavKitNavigationController) {
            guard self.owner === owner else { return }
            self.owner = nil
            screenID = nil
        }

        private func changed() {
            guard let viewController else { return }
            owner?.preferencesChanged(of: viewController)
        }

        /// The screen of a view controller: its title and preferences under an identity.
        static func screen(for viewController: UIViewController, id: ScreenID) -> Screen {
            let item = viewController.navKit
            return Screen(id: id, title: item.title ?? viewController.title ?? "", preferences: item.preferences)
        }
    }

    /// The key under which a view controller keeps its ``NavKitItem``.
    private final class AssociationKey: Sendable {}
    private let navKitItemKey = AssociationKey()

    extension UIViewController {
        /// The view controller's NavKit preferences (made on first use and kept with it).
        public var navKit: NavKitItem {
            let key = UnsafeRawPointer(Unmanaged.passUnretained(navKitItemKey).toOpaque())
            if let item = objc_getAssociatedObject(self, key) as? NavKitItem { return item }
            let item = NavKitItem(viewController: self)
            objc_setAssociatedObject(self, key, item, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return item
        }
    }
#endif
