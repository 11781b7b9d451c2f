#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif
    import NavKit

    extension NavKitNavigationController {
        /// The NavKit navigation controller this one is shown in, and its screen that shows it:
        /// the first `NavKitNavigationController` up the parent chain (a tab bar controller or
        /// any other container may stand in between), with the screen its child on that chain is.
        var enclosingNavigationScreen: (navigation: NavKitNavigationController, screen: ScreenID)? {
            var child: UIViewController = self
            while let parent = child.parent {
                if let outer = parent as? NavKitNavigationController {
                    guard let screen = outer.screenID(of: child) else { return nil }
                    return (outer, screen)
                }
                child = parent
            }
            return nil
        }

        /// Nests this controller's container in the enclosing one's screen (DESIGN invariant 10:
        /// the innermost container that can go back takes the swipe and every other back), keeps
        /// its frame current, or leaves when it is no longer inside one.
        ///
        /// While nested, the enclosing controller feeds every touch, and its container passes
        /// them on; this controller's own touch forwarder stands down, so no touch is fed twice.
        /// The frame is measured against the screen's own view, so a screen that is moving in a
        /// transition (its host view transformed) still gives its resting frame.
        func updateNesting() {
            let found = enclosingNavigationScreen
            if enclosingNavigation != nil,
                enclosingNavigation !== found?.navigation || enclosingScreen != found?.screen
            {
                leaveEnclosingNavigation()
            }
            guard let (outer, screen) = found, isViewLoaded,
                let screenView = outer.viewController(for: screen)?.view
            else { return }
            let frame = Rect(view.convert(view.bounds, to: screenView))
            guard outer.container.embed(container, in: screen, frame: frame) else { return }
            enclosingNavigation = outer
            enclosingScreen = screen
            touchForwarder.isEnabled = false
        }

        /// Takes this controller's container out of the enclosing one; its own touch forwarder
        /// feeds it again.
        func leaveEnclosingNavigation() {
            if let outer = enclosingNavigation, let screen = enclosingScreen,
                outer.container.nestedContainer(in: screen) === container
            {
                outer.container.removeNested(from: screen)
            }
            enclosingNavigation = nil
            enclosingScreen = nil
            touchForwarder.isEnabled = true
        }
    }
#endif
