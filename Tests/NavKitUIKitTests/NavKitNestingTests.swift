#if os(Linux)
    import NavKit
    @testable import NavKitUIKit
    import Testing
    import UIKitStandIn

    @Suite("NavKitNavigationController nested in another's screen (invariant 10)")
    @MainActor
    struct NavKitNestingTests {
        let harness = NavigationHarness()
        let tabs: RecordingViewController
        let inner: NavKitNavigationController
        let innerRoot: RecordingViewController

        /// A tabs screen on the outer stack shows an inner navigation controller below a
        /// 100-point header, as a tab bar controller's selected tab would; the inner controller
        /// joins when the tabs screen appears (UIKit forwards the appearance to it).
        init() {
            innerRoot = harness.screen("inbox")
            inner = NavKitNavigationController(rootViewController: innerRoot, clock: harness.clock)
            tabs = harness.pushTabs(showing: inner)
        }

        var tabsID: ScreenID? { harness.navigation.screenID(of: tabs) }

        @Test("outside the outer stack it is not nested; once its screen appears there, it is, fed by the outer")
        func joinsOnAppearance() throws {
            let other = NavigationHarness()
            let tabsElsewhere = other.screen("tabs")
            let loose = NavKitNavigationController(rootViewController: other.screen("inbox"), clock: other.clock)
            tabsElsewhere.addChild(loose)
            tabsElsewhere.view.addSubview(loose.view)
            loose.didMove(toParent: tabsElsewhere)
            #expect(loose.enclosingNavigation == nil, "its screen is not on any NavKit stack yet")
            #expect(loose.view.gestureRecognizers?.first?.isEnabled == true)

            let tabsID = try #require(self.tabsID)
            #expect(harness.navigation.container.nestedContainer(in: tabsID) === inner.container)
            #expect(inner.view.gestureRecognizers?.first?.isEnabled == false, "the inner forwarder stands down")
        }

        @Test("a swipe goes to the inner stack while it can go back, then the outer one pops the tabs screen")
        func swipeInnermostFirst() {
            let message = harness.screen("message")
            inner.pushViewController(message, animated: false)
            harness.settle()
            let swipe = [CGPoint(x: 60, y: 400), CGPoint(x: 160, y: 400), CGPoint(x: 300, y: 400)]
            harness.drag(from: CGPoint(x: 5, y: 400), through: swipe, step: 1.0 / 60)
            #expect(inner.viewControllers == [innerRoot])
            #expect(harness.navigation.viewControllers == [harness.root, tabs])
            #expect(message.parent == nil, "the popped screen left the inner controller")

            harness.drag(from: CGPoint(x: 5, y: 400), through: swipe, step: 1.0 / 60)
            #expect(harness.navigation.viewControllers == [harness.root], "the inner root defers to the outer")
            #expect(inner.viewControllers == [innerRoot])
        }

        @Test("a touch above the inner frame goes to the outer stack even while the inner one can go back")
        func touchOutsideInnerFrame() {
            inner.pushViewController(harness.screen("message"), animated: false)
            harness.settle()
            harness.drag(
                from: CGPoint(x: 5, y: 50),
                through: [CGPoint(x: 60, y: 50), CGPoint(x: 200, y: 50), CGPoint(x: 330, y: 50)])
            #expect(harness.navigation.viewControllers == [harness.root])
            #expect(inner.viewControllers.count == 2)
        }

        @Test("VoiceOver's escape on the outer controller pops the inner stack, animated by the inner's frames")
        func escapeGoesInnermost() {
            let message = harness.screen("message")
            inner.pushViewController(message, animated: false)
            harness.settle()
            #expect(harness.navigation.accessibilityPerformEscape())
            #expect(inner.displayLink?.isPaused == false, "the inner controller animates the pop")
            harness.settle()
            #expect(inner.viewControllers == [innerRoot])
            #expect(harness.navigation.viewControllers == [harness.root, tabs])
        }

        @Test("moved out of the outer controller, the inner one leaves its container and takes touches again")
        func leaves() throws {
            let tabsID = try #require(self.tabsID)
            inner.willMove(toParent: nil)
            inner.view.removeFromSuperview()
            inner.removeFromParent()
            #expect(harness.navigation.container.nestedContainer(in: tabsID) == nil)
            #expect(inner.view.gestureRecognizers?.first?.isEnabled == true)
        }

        @Test("hidden under a pushed screen it takes no back; shown again it joins again")
        func hiddenLeaves() throws {
            let tabsID = try #require(self.tabsID)
            inner.pushViewController(harness.screen("message"), animated: false)
            harness.settle()
            harness.navigation.pushViewController(harness.screen("cover"), animated: false)
            harness.settle()
            #expect(harness.navigation.container.nestedContainer(in: tabsID) == nil)
            #expect(harness.navigation.accessibilityPerformEscape())
            harness.settle()
            #expect(harness.navigation.viewControllers == [harness.root, tabs], "the escape popped the cover")
            #expect(inner.viewControllers.count == 2, "not the hidden inner stack")
            #expect(harness.navigation.container.nestedContainer(in: tabsID) === inner.container)
        }

        @Test("the outer bar's back button pops the outer stack, not the inner one")
        func backButtonPopsItsOwnStack() {
            inner.pushViewController(harness.screen("message"), animated: false)
            harness.settle()
            harness.navigation.barView.backButton.sendActions(for: .touchUpInside)
            harness.settle()
            #expect(harness.navigation.viewControllers == [harness.root])
            #expect(inner.viewControllers.count == 2)
        }

        @Test(
            "a touch the inner forwarder was forwarding when it joins is cancelled; the next swipe works and frames stop"
        )
        func touchInProgressCancelled() {
            inner.pushViewController(harness.screen("message"), animated: false)
            harness.settle()
            inner.leaveEnclosingNavigation()
            let touch = UITouch(standInLocation: CGPoint(x: 200, y: 300), timestamp: harness.clock.now.seconds)
            inner.view.gestureRecognizers![0].touchesBegan([touch], with: UIEvent())
            inner.updateNesting()
            #expect(inner.view.gestureRecognizers?.first?.isEnabled == false)
            harness.drag(
                from: CGPoint(x: 5, y: 400),
                through: [CGPoint(x: 60, y: 400), CGPoint(x: 160, y: 400), CGPoint(x: 300, y: 400)])
            #expect(inner.viewControllers == [innerRoot], "no finger of the inner's own was left down")
            #expect(inner.displayLink?.isPaused == true, "the inner frame loop went idle")
        }

        @Test("a second stack joining the same screen takes its place; the first takes its touches itself again")
        func displaced() throws {
            let tabsID = try #require(self.tabsID)
            let second = NavKitNavigationController(rootViewController: harness.screen("drafts"), clock: harness.clock)
            tabs.addChild(second)
            tabs.view.addSubview(second.view)
            second.didMove(toParent: tabs)
            second.viewDidLayoutSubviews()
            #expect(harness.navigation.container.nestedContainer(in: tabsID) === second.container)
            inner.viewDidLayoutSubviews()
            #expect(harness.navigation.container.nestedContainer(in: tabsID) === second.container, "no tug of war")
            #expect(inner.view.gestureRecognizers?.first?.isEnabled == true)
            #expect(second.view.gestureRecognizers?.first?.isEnabled == false)
        }
    }
#endif

#if os(Linux)
    @Suite("UIKitStandIn: converting between views")
    @MainActor
    struct StandInConversionTests {
        @Test("a rectangle converts through frames and transforms, and back")
        func convertsThroughTransforms() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let moved = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let inner = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 300))
            root.addSubview(moved)
            moved.addSubview(inner)
            #expect(inner.convert(inner.bounds, to: moved) == CGRect(x: 10, y: 100, width: 200, height: 300))
            moved.transform = CGAffineTransform(translationX: 50, y: 0).scaledBy(x: 0.5, y: 0.5)
            // Scaled by half about moved's centre (200, 400), then moved right by 50.
            #expect(inner.convert(inner.bounds, to: root) == CGRect(x: 155, y: 250, width: 100, height: 150))
            #expect(inner.convert(inner.bounds, to: moved) == CGRect(x: 10, y: 100, width: 200, height: 300))
            let back = root.convert(CGRect(x: 155, y: 250, width: 100, height: 150), to: inner)
            #expect(abs(back.origin.x) < 1e-9 && abs(back.origin.y) < 1e-9 && abs(back.size.width - 200) < 1e-9)
        }
    }
#endif
