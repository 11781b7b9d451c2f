#if os(Linux)
    /// A container that shows one of several view controllers, chosen with a tab bar, as UIKit's
    /// does for what NavKit uses: the view controllers, the selection and the delegate's
    /// `shouldSelect`/`didSelect` path a tap takes (``standInTap(_:)``). The selected child's view
    /// is not laid out: the stand-in keeps the selection, not the tab bar's drawing.
    @MainActor
    open class UITabBarController: UIViewController {
        /// The delegate, held weakly.
        open weak var delegate: (any UITabBarControllerDelegate)?
        /// The view controllers of the tabs, in order.
        open var viewControllers: [UIViewController]? {
            didSet {
                for child in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === child }) {
                    child.willMove(toParent: nil)
                    child.removeFromParent()
                }
                for child in viewControllers ?? [] where child.parent !== self { addChild(child) }
                selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 1) - 1))
            }
        }
        /// The index of the selected tab.
        open var selectedIndex: Int = 0

        /// Stand-in only: a tap on a tab's item, as UIKit handles it — the delegate's
        /// `tabBarController(_:shouldSelect:)` is asked (also for the tab already selected), and
        /// if it allows, the tab is selected and `tabBarController(_:didSelect:)` told.
        /// - Parameter index: The tab.
        public func standInTap(_ index: Int) {
            guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
            let tapped = controllers[index]
            guard delegate?.tabBarController(self, shouldSelect: tapped) ?? true else { return }
            selectedIndex = index
            delegate?.tabBarController(self, didSelect: tapped)
        }
    }

    /// What a tab bar controller asks and tells about the selection.
    @MainActor
    public protocol UITabBarControllerDelegate: NSObjectProtocol {
        /// Whether a tapped tab's view controller may be selected (asked for the selected one too).
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        /// A tab's view controller was selected by a tap (also when it already was).
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    }

    extension UITabBarControllerDelegate {
        /// Selects, by default.
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool { true }
        /// Does nothing, by default.
        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
        {}
    }
#endif
