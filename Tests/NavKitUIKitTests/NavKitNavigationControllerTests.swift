#if os(Linux)
    import NavKit
    @testable import NavKitUIKit
    import Testing
    import UIKitStandIn

    @Suite("NavKitNavigationController on the UIKit stand-in: containment and appearance")
    @MainActor
    struct NavKitNavigationControllerTests {
        @Test("the root is a child of the controller and appears with it")
        func rootAppears() {
            let harness = NavigationHarness()
            #expect(
                harness.takeLog() == [
                    "root.willMove(toParent: nav)", "root.didMove(toParent: nav)", "root.viewWillAppear",
                    "root.viewDidAppear",
                ])
            #expect(harness.navigation.children == [harness.root])
            #expect(harness.navigation.viewControllers == [harness.root])
        }

        @Test("an animated push makes UIKit's containment and appearance calls in UIKit's order")
        func pushOrder() {
            let harness = NavigationHarness()
            _ = harness.takeLog()
            let detail = harness.screen("detail")
            harness.navigation.pushViewController(detail, animated: true)
            #expect(harness.navigation.viewControllers == [harness.root, detail])
            harness.settle()
            #expect(
                harness.takeLog() == [
                    "detail.willMove(toParent: nav)", "root.viewWillDisappear", "detail.viewWillAppear",
                    "root.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(toParent: nav)",
                ])
            #expect(harness.navigation.children == [harness.root, detail])
            #expect(harness.root.standInUnbalancedAppearanceCalls == 0 && detail.standInUnbalancedAppearanceCalls == 0)
        }

        @Test(
            "mid-push the views move as the scene says; at rest the top stands untransformed and the one below is gone")
        func transformsApplied() throws {
            let harness = NavigationHarness()
            let detail = harness.screen("detail")
            harness.navigation.pushViewController(detail, animated: true)
            harness.frames(10)
            let incoming = try #require(harness.hostView(of: detail))
            let below = try #require(harness.hostView(of: harness.root))
            #expect(incoming.transform.tx > 0 && incoming.transform.tx < 390)
            #expect(below.transform.tx < 0, "the screen underneath moves by parallax")
            let screens = try #require(incoming.superview)
            #expect(screens.subviews.firstIndex { $0 === below }! < screens.subviews.firstIndex { $0 === incoming }!)
            #expect(incoming.layer.shadowOpacity > 0)
            harness.settle()
            #expect(incoming.transform.isIdentity)
            #expect(below.superview == nil)
            #expect(incoming.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        }

        @Test(
            "a swipe released short: the screen below hears willAppear then willDisappear/didDisappear, the top willDisappear then willAppear/didAppear"
        )
        func cancelledSwipe() {
            let harness = NavigationHarness()
            let detail = harness.screen("detail")
            harness.navigation.pushViewController(detail, animated: false)
            _ = harness.takeLog()
            harness.drag(
                from: CGPoint(x: 5, y: 400),
                through: [CGPoint(x: 25, y: 400), CGPoint(x: 45, y: 400), CGPoint(x: 60, y: 400)],
                step: 0.2)
            #expect(
                harness.takeLog() == [
                    "detail.willMove(toParent: nil)", "detail.viewWillDisappear", "root.viewWillAppear",
                    "root.viewWillDisappear", "root.viewDidDisappear", "detail.viewWillAppear", "detail.viewDidAppear",
                    "detail.didMove(toParent: nav)",
                ])
            #expect(harness.navigation.viewControllers == [harness.root, detail])
            #expect(harness.hostView(of: detail)?.transform.isIdentity == true)
        }

        @Test("a fling pops: the popped controller leaves after its last callback and is released")
        func flingPops() {
            let harness = NavigationHarness()
            weak var released: RecordingViewController?
            do {
                let detail = harness.screen("detail")
                released = detail
                harness.navigation.pushViewController(detail, animated: false)
            }
            _ = harness.takeLog()
            harness.drag(
                from: CGPoint(x: 5, y: 400), through: (1...6).map { CGPoint(x: 5 + Double($0) * 40, y: 400) })
            #expect(
                harness.takeLog() == [
                    "detail.willMove(toParent: nil)", "detail.viewWillDisappear", "root.viewWillAppear",
                    "detail.viewDidDisappear", "root.viewDidAppear", "detail.didMove(toParent: nil)",
                ])
            #expect(harness.navigation.children == [harness.root])
            #expect(released == nil, "a popped view controller is not kept alive")
        }

        @Test("popViewController returns the controller it pops; popToRoot and setViewControllers move whole stacks")
        func stackCalls() {
            let harness = NavigationHarness()
            let a = harness.screen("a")
            let b = harness.screen("b")
            harness.navigation.setViewControllers([harness.root, a, b], animated: false)
            #expect(harness.navigation.children == [harness.root, a, b])
            #expect(harness.navigation.popViewController(animated: true) === b)
            harness.settle()
            #expect(harness.navigation.viewControllers == [harness.root, a])
            #expect(harness.navigation.popToRootViewController(animated: false) == [a])
            #expect(harness.navigation.children == [harness.root])
            #expect(harness.navigation.popViewController(animated: true) == nil)
            let c = harness.screen("c")
            _ = harness.takeLog()
            harness.navigation.setViewControllers([c], animated: true)
            harness.settle()
            #expect(
                harness.takeLog() == [
                    "c.willMove(toParent: nav)", "root.willMove(toParent: nil)", "root.viewWillDisappear",
                    "c.viewWillAppear", "root.viewDidDisappear", "c.viewDidAppear", "c.didMove(toParent: nav)",
                    "root.didMove(toParent: nil)",
                ])
            #expect(harness.navigation.children == [c])
        }

        @Test("view controllers pushed before the view loads become children when it does, and the top appears")
        func pushBeforeViewLoads() {
            let log = CallLog()
            let root = RecordingViewController("root", log: log)
            let detail = RecordingViewController("detail", log: log)
            let navigation = NavKitNavigationController(rootViewController: root, clock: ManualClock())
            navigation.pushViewController(detail, animated: false)
            #expect(navigation.children.isEmpty)
            navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            navigation.beginAppearanceTransition(true, animated: false)
            navigation.endAppearanceTransition()
            #expect(navigation.children == [root, detail])
            #expect(
                log.entries == [
                    "root.willMove(toParent: nav)", "detail.willMove(toParent: nav)", "root.didMove(toParent: nav)",
                    "detail.didMove(toParent: nav)", "detail.viewWillAppear", "detail.viewDidAppear",
                ])
        }

        @Test("the controller's own disappearance reaches the top screen, and the display link stops")
        func hostDisappears() {
            let harness = NavigationHarness()
            _ = harness.takeLog()
            harness.navigation.beginAppearanceTransition(false, animated: true)
            harness.navigation.endAppearanceTransition()
            #expect(harness.takeLog() == ["root.viewWillDisappear", "root.viewDidDisappear"])
            #expect(harness.navigation.displayLink == nil)
        }

        @Test("the display link runs only while something moves")
        func displayLinkPauses() {
            let harness = NavigationHarness()
            harness.navigation.pushViewController(harness.screen("detail"), animated: true)
            #expect(harness.navigation.displayLink?.isPaused == false)
            harness.settle()
            #expect(harness.navigation.displayLink?.isPaused == true)
        }

        @Test(
            "a controller that disappears just after a push (frames still lingering) and reappears animates the next push"
        )
        func reappearingWhileFramesLinger() {
            let harness = NavigationHarness()
            harness.navigation.pushViewController(harness.screen("detail"), animated: true)
            for _ in 0..<600 where harness.navigation.container.transition != nil { harness.frames(1) }
            #expect(harness.navigation.displayLink?.isPaused == false, "frames linger after the push")
            harness.navigation.beginAppearanceTransition(false, animated: false)
            harness.navigation.endAppearanceTransition()
            #expect(harness.navigation.displayLink == nil)
            harness.navigation.beginAppearanceTransition(true, animated: false)
            harness.navigation.endAppearanceTransition()
            harness.navigation.pushViewController(harness.screen("more"), animated: true)
            #expect(harness.navigation.displayLink?.isPaused == false, "the push asks for frames and gets them")
            harness.settle()
            #expect(harness.navigation.container.transition == nil)
            #expect(harness.navigation.viewControllers.count == 3)
        }

        @Test(
            "a view controller a waiting push brings in and a waiting pop takes out again shows its view on the way in and out"
        )
        func waitingPushThenPopKeepsTheView() throws {
            // Found by the fuzzer's UIKit layer: the records of a screen neither in the stack nor
            // in the projected one were swept while its push still waited, so it animated in and
            // out with no view.
            let harness = NavigationHarness()
            let first = harness.screen("first")
            let second = harness.screen("second")
            harness.navigation.pushViewController(first, animated: true)
            harness.navigation.popViewController(animated: false)
            harness.navigation.pushViewController(second, animated: true)
            let id = try #require(harness.navigation.screenID(of: second))
            harness.navigation.popViewController(animated: true)
            // Pushing sweeps the records: `second` is in neither the stack nor the projected one.
            let third = harness.screen("third")
            harness.navigation.pushViewController(third, animated: false)
            var framesShowingSecond = 0
            for _ in 0..<240 {
                harness.frames(1)
                guard harness.navigation.container.scene.layers.contains(where: { $0.screen == id }) else { continue }
                framesShowingSecond += 1
                #expect(harness.hostView(of: second) != nil, "the scene shows \(id), its view is not in a host view")
            }
            #expect(framesShowingSecond > 10)
            #expect(harness.navigation.viewControllers == [harness.root, third])
        }

        @Test("a view controller popped and set back by a request that waited for the pop shows its view again")
        func poppedThenSetBackShowsItsView() {
            // Found by the fuzzer's UIKit layer: the pop's didLeaveStack removed the host view the
            // waiting request's transition had just attached, so the screen came back blank.
            let harness = NavigationHarness()
            let detail = harness.screen("detail")
            harness.navigation.pushViewController(detail, animated: false)
            harness.navigation.popToRootViewController(animated: true)
            harness.frames(5)
            harness.navigation.setViewControllers([harness.root, detail], animated: false)
            harness.settle()
            #expect(harness.navigation.topViewController === detail)
            #expect(harness.hostView(of: detail)?.superview === harness.navigation.screensView)
            #expect(harness.navigation.screensView.subviews.count == 1, "the root's view went with the pop")
        }
    }
#endif
