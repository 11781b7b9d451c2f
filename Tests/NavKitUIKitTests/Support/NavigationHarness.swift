#if os(Linux)
    import NavKit
    @testable import NavKitUIKit
    import UIKitStandIn

    /// Every containment and appearance call of a set of view controllers, in order.
    @MainActor
    final class CallLog {
        var entries: [String] = []
    }

    /// A view controller that logs its containment and appearance calls, as an app's would.
    @MainActor
    final class RecordingViewController: UIViewController {
        let name: String
        let log: CallLog

        init(_ name: String, title: String? = nil, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            self.title = title ?? name.capitalized
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.entries.append("\(name).viewWillAppear")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.entries.append("\(name).viewDidAppear")
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.entries.append("\(name).viewWillDisappear")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.entries.append("\(name).viewDidDisappear")
        }

        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            log.entries.append("\(name).willMove(toParent: \(parent == nil ? "nil" : "nav"))")
        }

        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            log.entries.append("\(name).didMove(toParent: \(parent == nil ? "nil" : "nav"))")
        }
    }

    /// A navigation controller on the stand-in, laid out in a phone-sized view with a notch's
    /// safe area, appeared, and driven by a manual clock through its real display link; after
    /// every frame Core Animation's commit lays out what asked for it and draws the views.
    @MainActor
    final class NavigationHarness {
        let clock = ManualClock(now: Timestamp(seconds: 100))
        let log = CallLog()
        let root: RecordingViewController
        let navigation: NavKitNavigationController
        /// Navigation controllers nested in the screens of ``navigation``: their display links
        /// fire with its own.
        var nested: [NavKitNavigationController] = []

        init(rootTitle: String = "Root") {
            root = RecordingViewController("root", title: rootTitle, log: log)
            navigation = NavKitNavigationController(rootViewController: root, clock: clock)
            navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            navigation.view.standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            navigation.viewSafeAreaInsetsDidChange()
            navigation.viewDidLayoutSubviews()
            navigation.beginAppearanceTransition(true, animated: false)
            navigation.endAppearanceTransition()
            commit()
        }

        /// The end of a run-loop turn: Core Animation lays out and draws the hierarchy.
        func commit() {
            navigation.view.standInCommit()
        }

        /// Layout passes so far in the controller's hierarchy.
        var layoutPasses: Int { navigation.view.standInLayoutCountInHierarchy }

        func screen(_ name: String, title: String? = nil) -> RecordingViewController {
            RecordingViewController(name, title: title, log: log)
        }

        /// Delivers display frames at 60 Hz, each followed by a commit.
        func frames(_ count: Int) {
            for _ in 0..<count {
                clock.advance(by: 1.0 / 60)
                fireDisplayLinks()
            }
        }

        /// Delivers display frames until every display link is paused (nothing moves).
        func settle() {
            for _ in 0..<600 where ([navigation] + nested).contains(where: { $0.displayLink?.isPaused == false }) {
                frames(1)
            }
        }

        /// Fires the display links for the frame shown now, computed for the next one, then commits.
        private func fireDisplayLinks() {
            for controller in [navigation] + nested {
                controller.displayLink?.standInFire(at: clock.now.seconds - 1.0 / 60, duration: 1.0 / 60)
            }
            commit()
        }

        /// Pushes a tabs screen that shows an inner navigation controller below a 100-point header,
        /// as a tab bar controller's selected tab would, and settles; the inner controller joins
        /// when the tabs screen appears (UIKit forwards the appearance to it), and its display link
        /// fires with the outer one's.
        /// - Returns: The tabs screen.
        func pushTabs(showing inner: NavKitNavigationController) -> RecordingViewController {
            let tabs = screen("tabs")
            tabs.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            tabs.addChild(inner)
            tabs.view.addSubview(inner.view)
            inner.view.frame = CGRect(x: 0, y: 100, width: 390, height: 700)
            inner.didMove(toParent: tabs)
            inner.viewDidLayoutSubviews()
            navigation.pushViewController(tabs, animated: false)
            settle()
            nested.append(inner)
            return tabs
        }

        /// The touch forwarder the controller installed on its view.
        var forwarder: UIGestureRecognizer { navigation.view.gestureRecognizers![0] }

        /// A one-finger drag from `start` through `points`, one touch event and one frame per point,
        /// then a lift; frames run until everything settles.
        func drag(from start: CGPoint, through points: [CGPoint], step: Double = 1.0 / 60) {
            let event = UIEvent()
            let touch = UITouch(standInLocation: start, timestamp: clock.now.seconds)
            forwarder.touchesBegan([touch], with: event)
            for point in points {
                clock.advance(by: step)
                touch.standInMove(to: point, at: clock.now.seconds)
                forwarder.touchesMoved([touch], with: event)
                fireDisplayLinks()
            }
            clock.advance(by: step)
            touch.standInMove(to: points.last ?? start, at: clock.now.seconds, phase: .ended)
            forwarder.touchesEnded([touch], with: event)
            settle()
        }

        /// A finger put down at the leading edge (x = 5, y = 400), as a back swipe starts.
        /// - Returns: The touch, still down.
        func beginSwipe() -> UITouch {
            let touch = UITouch(standInLocation: CGPoint(x: 5, y: 400), timestamp: clock.now.seconds)
            forwarder.touchesBegan([touch], with: UIEvent())
            return touch
        }

        /// Moves a swipe's finger to x = 5 + 20 × step for each step, a sixtieth of a second and a
        /// display frame apart.
        func swipe(_ touch: UITouch, through steps: ClosedRange<Int>) {
            for step in steps {
                clock.advance(by: 1.0 / 60)
                touch.standInMove(to: CGPoint(x: 5 + 20 * Double(step), y: 400), at: clock.now.seconds)
                forwarder.touchesMoved([touch], with: UIEvent())
                frames(1)
            }
        }

        /// The host view that carries a view controller's view (its view sits in the host's clip
        /// view).
        func hostView(of viewController: UIViewController) -> UIView? {
            var view = viewController.view.superview
            while let candidate = view, !(candidate is ScreenHostView) { view = candidate.superview }
            return view
        }

        /// The entries logged since the last call.
        func takeLog() -> [String] {
            defer { log.entries.removeAll() }
            return log.entries
        }
    }
#endif
