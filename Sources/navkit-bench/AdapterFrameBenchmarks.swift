// The whole host frame of the UIKit adapter, on the Linux UIKit stand-in: what a frame costs an app
// above NavKit's own engine — the touch forwarder, the driver's frame, the scene diff and every
// view command applied to the screens' views and the bar.
#if os(Linux)
    import Foundation
    import NavKit
    import NavKitUIKit
    import UIKitStandIn

    @MainActor
    enum AdapterFrameBenchmarks {
        /// A `NavKitNavigationController` with three screens (the top one without a bar, so the
        /// bar moves too) whose back swipe is held and moved back and forth, one touch move and one
        /// display-link frame per 120 Hz frame.
        @MainActor
        final class SwipeLoop {
            let clock = ManualClock(now: Timestamp(seconds: 1))
            let navigation: NavKitNavigationController
            private let touch: UITouch
            private let touches: Set<UITouch>
            private let event = UIEvent()
            private let forwarder: UIGestureRecognizer
            private var x = 40.0
            private var step = 3.0

            init() {
                let root = UIViewController()
                root.title = "Inbox"
                navigation = NavKitNavigationController(rootViewController: root, clock: clock)
                navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
                navigation.view.standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
                navigation.viewSafeAreaInsetsDidChange()
                navigation.viewDidLayoutSubviews()
                navigation.beginAppearanceTransition(true, animated: false)
                navigation.endAppearanceTransition()
                let message = UIViewController()
                message.title = "Message"
                navigation.pushViewController(message, animated: false)
                let photo = UIViewController()
                photo.navKit.prefersBarHidden = true
                navigation.pushViewController(photo, animated: false)
                forwarder = navigation.view.gestureRecognizers![0]
                touch = UITouch(standInLocation: CGPoint(x: 10, y: 400), timestamp: clock.now.seconds)
                touches = [touch]
                forwarder.touchesBegan(touches, with: event)
                for _ in 0..<4 { frame() }
                precondition(
                    navigation.container.transition?.isInteractive == true, "the benchmark swipe did not begin")
            }

            /// One frame: a touch move, then the display link's frame (driver, scene diff, views, bar).
            func frame() {
                clock.advance(by: 1.0 / 120)
                x += step
                if x > 330 || x < 30 { step = -step }
                touch.standInMove(to: CGPoint(x: x, y: 400), at: clock.now.seconds)
                forwarder.touchesMoved(touches, with: event)
                CADisplayLink.standInFireScheduledLinks(at: clock.now.seconds - 1.0 / 120, duration: 1.0 / 120)
            }
        }

        static func uikitHostFrame(frames: Int) -> Measurement {
            let loop = SwipeLoop()
            var row = measure("host frame, UIKit adapter (stand-in)", operations: frames) {
                for _ in 0..<frames { loop.frame() }
            }
            row.note = "touch move + driver frame + scene diff + views and bar applied, swipe held"
            precondition(loop.navigation.container.transition?.isInteractive == true, "the swipe ended")
            return row
        }
    }
#endif
