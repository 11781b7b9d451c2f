#if os(Linux)
    import NavKit
    @testable import NavKitUIKit
    import Testing
    import UIKitStandIn

    /// A full-screen photo, which hides the status bar as UIKit apps do: by overriding
    /// `prefersStatusBarHidden`.
    @MainActor
    final class FullScreenPhotoViewController: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
    }

    @Suite("NavKitNavigationController's status bar and touch times, on the UIKit stand-in")
    @MainActor
    struct NavKitStatusBarAndTouchTimeTests {
        /// The swipe's progress after a move whose coalesced samples end at x = 200, the last one
        /// stamped `lastSampleOffset` seconds after the one before it.
        private func swipeProgress(lastSampleOffset: Double) throws -> Double {
            let harness = NavigationHarness()
            harness.navigation.pushViewController(harness.screen("detail"), animated: false)
            let touch = harness.beginSwipe()
            harness.swipe(touch, through: 1...4)
            harness.clock.advance(by: 1.0 / 60)
            let now = harness.clock.now.seconds
            let first = UITouch(standInLocation: CGPoint(x: 120, y: 400), timestamp: now, phase: .moved)
            let last = UITouch(
                standInLocation: CGPoint(x: 200, y: 400), timestamp: now + lastSampleOffset, phase: .moved)
            touch.standInMove(to: CGPoint(x: 200, y: 400), at: now)
            let event = UIEvent()
            event.standInSetCoalescedTouches([first, last], for: touch)
            harness.forwarder.touchesMoved([touch], with: event)
            harness.frames(1)
            return try #require(harness.navigation.container.transition?.progress)
        }

        @Test("a coalesced sample UIKit stamped earlier than the one before still moves the swipe (times are clamped)")
        func touchTimesClampedMonotonic() throws {
            let repeated = try swipeProgress(lastSampleOffset: 0)
            let steppedBack = try swipeProgress(lastSampleOffset: -0.002)
            #expect(repeated > 0)
            #expect(steppedBack == repeated, "the container refuses a time earlier than one it has seen")
        }

        @Test("the top screen's view controller decides whether the status bar is hidden, and the bar is updated")
        func statusBarHiddenForwarded() {
            let harness = NavigationHarness()
            #expect(!harness.navigation.standInResolvedStatusBarHidden)
            let updates = harness.navigation.standInStatusBarUpdates
            let photo = FullScreenPhotoViewController()
            harness.navigation.pushViewController(photo, animated: true)
            harness.settle()
            #expect(harness.navigation.childForStatusBarHidden === photo)
            #expect(harness.navigation.standInResolvedStatusBarHidden)
            #expect(harness.navigation.standInStatusBarUpdates > updates, "UIKit reads it again only when asked")

            harness.navigation.popViewController(animated: true)
            harness.settle()
            #expect(!harness.navigation.standInResolvedStatusBarHidden)
        }

        @Test("nested, the inner stack's top screen hides the status bar; its style change updates the root's bar")
        func nestedStatusBarReachesRoot() {
            let harness = NavigationHarness()
            let inner = NavKitNavigationController(rootViewController: harness.screen("inbox"), clock: harness.clock)
            _ = harness.pushTabs(showing: inner)
            let updates = harness.navigation.standInStatusBarUpdates
            let message = harness.screen("message")
            message.navKit.statusBarStyle = .lightContent
            inner.pushViewController(message, animated: true)
            harness.settle()
            #expect(harness.navigation.standInResolvedStatusBarStyle == .lightContent)
            #expect(
                harness.navigation.standInStatusBarUpdates > updates,
                "UIKit reads the status bar from the root down: the inner controller's change must ask the root")

            inner.pushViewController(FullScreenPhotoViewController(), animated: true)
            harness.settle()
            #expect(harness.navigation.standInResolvedStatusBarHidden)
        }
    }
#endif
