#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
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
        /// the innermost container that can go back takes the swipe, the keys and the
        /// accessibility escape), keeps its frame current, or leaves when it is no longer inside
        /// one. Called when it appears and lays out, and by the enclosing controller when a first
        /// finger lands.
        ///
        /// While nested, the enclosing controller feeds every touch and its container passes them
        /// on; this controller's own touch forwarder stands down (a touch it was forwarding is
        /// cancelled first), so no touch is fed twice. The frame is measured against the screen's
        /// own view, so a screen moving in a transition (its host view transformed) still gives
        /// its resting frame. A screen nests one container: a second one that joins the same
        /// screen takes the place, and the first, finding itself displaced, takes its touches
        /// itself again.
        func updateNesting() {
            let found = enclosingNavigationScreen
            if let outer = enclosingNavigation, let screen = enclosingScreen {
                let moved = outer !== found?.navigation || screen != found?.screen
                let displaced = outer.container.nestedContainer(in: screen) !== container
                if moved || displaced { leaveEnclosingNavigation() }
                if displaced && !moved { return }
            }
            guard let (outer, screen) = found, isViewLoaded, let screenView = outer.viewController(for: screen)?.view
            else { return }
            guard outer.container.embed(container, in: screen, frame: Rect(view.convert(view.bounds, to: screenView)))
            else { return }
            outer.nestedNavigations[screen] = WeakNavigation(value: self)
            if enclosingNavigation == nil { touchForwarder.cancelForwardedTouches() }
            enclosingNavigation = outer
            enclosingScreen = screen
            touchForwarder.isEnabled = false
            // The outer controller's status bar now comes from this one.
            outer.updateStatusBarIfNeeded()
        }

        /// Takes this controller's container out of the enclosing one; its own touch forwarder
        /// feeds it again.
        func leaveEnclosingNavigation() {
            if let outer = enclosingNavigation, let screen = enclosingScreen {
                if outer.container.nestedContainer(in: screen) === container {
                    outer.container.removeNested(from: screen)
                }
                if outer.nestedNavigations[screen]?.value === self { outer.nestedNavigations[screen] = nil }
                outer.updateStatusBarIfNeeded()
            }
            enclosingNavigation = nil
            enclosingScreen = nil
            touchForwarder.isEnabled = true
        }

        /// Measures the nested controllers' frames again (a scroll view or an ancestor may have
        /// moved them without a layout pass of their own), before a first finger is routed.
        func refreshNestedFrames() {
            for (screen, entry) in nestedNavigations {
                guard let nested = entry.value else {
                    nestedNavigations[screen] = nil
                    continue
                }
                nested.updateNesting()
            }
        }
    }
#endif
