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
        /// 100-point header, as a tab bar controller's selected tab would.
        init() {
            tabs = harness.screen("tabs")
            innerRoot = harness.screen("inbox")
            inner = NavKitNavigationController(rootViewController: innerRoot, clock: harness.clock)
            tabs.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            tabs.addChild(inner)
            tabs.view.addSubview(inner.view)
            inner.view.frame = CGRect(x: 0, y: 100, width: 390, height: 700)
            inner.didMove(toParent: tabs)
            harness.navigation.pushViewController(tabs, animated: false)
            harness.settle()
            inner.viewDidLayoutSubviews()
            inner.beginAppearanceTransition(true, animated: false)
            inner.endAppearanceTransition()
            harness.nested = [inner]
        }

        @Test("once its screen is on the outer stack the inner container is nested there and fed by the outer")
        func embedded() throws {
            let tabsID = try #require(harness.navigation.screenID(of: tabs))
            #expect(harness.navigation.container.nestedContainer(in: tabsID) === inner.container)
            #expect(inner.view.gestureRecognizers?.first?.isEnabled == false, "the inner forwarder stands down")
            let inbox = try #require(inner.screenID(of: innerRoot))
            #expect(harness.navigation.container.nestedContainer(in: inbox) == nil)
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
            let tabsID = try #require(harness.navigation.screenID(of: tabs))
            inner.willMove(toParent: nil)
            inner.view.removeFromSuperview()
            inner.removeFromParent()
            inner.didMove(toParent: nil)
            #expect(harness.navigation.container.nestedContainer(in: tabsID) == nil)
            #expect(inner.view.gestureRecognizers?.first?.isEnabled == true)
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
