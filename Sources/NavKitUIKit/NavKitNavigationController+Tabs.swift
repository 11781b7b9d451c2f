#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import UIKitStandIn
    #else
        public import UIKit
    #endif
    public import NavKitHost

    extension NavKitNavigationController {
        /// The tab that shows this stack was tapped while selected: pops to the root, animated, as
        /// UIKit's tab bar controller does for a `UINavigationController`. The leave guard of every
        /// screen it removes is asked first; a guard that denies keeps the stack.
        /// - Parameter animated: Whether the pop animates.
        /// - Returns: What it did.
        @discardableResult
        public func tabReselected(animated: Bool = true) -> TabReselection {
            driver.reselectTab(animated: animated)
        }

        /// The part of a tab bar controller delegate's `tabBarController(_:shouldSelect:)` that
        /// gives NavKit stacks UIKit's re-tap: when `viewController` is the tab already selected
        /// and is a ``NavKitNavigationController``, its stack pops to the root (its guards asked
        /// first). Call it from your own delegate, or use ``NavKitTabBarControllerDelegate``.
        ///
        /// ```swift
        /// func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        ///     NavKitNavigationController.tabBarController(tabBarController, shouldSelect: viewController)
        /// }
        /// ```
        /// - Parameters:
        ///   - tabBarController: The tab bar controller asking.
        ///   - viewController: The tapped tab's view controller.
        /// - Returns: `true`: the tab may be selected (a re-tap selects it again).
        @discardableResult
        public static func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            let controllers = tabBarController.viewControllers ?? []
            if controllers.indices.contains(tabBarController.selectedIndex),
                controllers[tabBarController.selectedIndex] === viewController,
                let navigation = viewController as? NavKitNavigationController
            {
                navigation.tabReselected()
            }
            return true
        }
    }

    /// A tab bar controller delegate that gives the ``NavKitNavigationController`` tabs UIKit's
    /// re-tap: tapping the selected tab pops its stack to the root, asking its leave guards first.
    /// The tab bar controller holds its delegate weakly: keep this object alive.
    ///
    /// ```swift
    /// let tabs = UITabBarController()
    /// let tabsDelegate = NavKitTabBarControllerDelegate()
    /// tabs.viewControllers = [inbox, archive]   // NavKitNavigationControllers
    /// tabs.delegate = tabsDelegate
    /// ```
    @MainActor
    public final class NavKitTabBarControllerDelegate: NSObject, UITabBarControllerDelegate {
        /// Creates the delegate.
        override public init() { super.init() }

        /// Pops a re-tapped ``NavKitNavigationController`` tab to its root; always selects.
        /// - Parameters:
        ///   - tabBarController: The tab bar controller.
        ///   - viewController: The tapped tab's view controller.
        /// - Returns: `true`.
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            NavKitNavigationController.tabBarController(tabBarController, shouldSelect: viewController)
        }
    }
#endif
