#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif
    import NavKit
    import NavKitHost
    import NavKitTesting
    import NavKitUIKit

    extension FuzzCase {
        static func checkUIKit(_ bytes: [UInt8]) -> String? {
            let input = AdapterFuzzInput(decoding: bytes)
            FuzzStatistics.record(.uiKit, actions: input.actions.count)
            return failure(of: { try UIKitFuzzHarness(input).run() }, input)
        }
    }

    /// A view controller that reports its containment and appearance calls to a
    /// ``LifecycleChecker``, as UIKit's rules read them.
    @MainActor
    final class CheckedViewController: UIViewController {
        let id: ScreenID
        private let report: (ScreenLifecycleEffect) -> Void

        init(_ id: ScreenID, report: @escaping (ScreenLifecycleEffect) -> Void) {
            self.id = id
            self.report = report
            super.init(nibName: nil, bundle: nil)
            title = id.rawValue
        }

        required init?(coder: NSCoder) { nil }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            report(.willAppear(id, animated: animated))
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            report(.didAppear(id, animated: animated))
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            report(.willDisappear(id, animated: animated))
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            report(.didDisappear(id, animated: animated))
        }

        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            report(parent == nil ? .willLeaveStack(id) : .willEnterStack(id))
        }

        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            report(parent == nil ? .didLeaveStack(id) : .didEnterStack(id))
        }
    }

    /// Runs an ``AdapterFuzzInput`` against ``NavKitUIKit/NavKitNavigationController`` on the
    /// UIKit stand-in (a phone-sized view with a notch's safe area, its display link fired by a
    /// manual clock, Core Animation's commit after every frame) and checks, after every action:
    /// every view controller's containment and appearance calls against UIKit's rules
    /// (``LifecycleChecker``); the screens' host views in the controller's view, back to front,
    /// are the scene's layers with their opacity; at rest, the children and `viewControllers` are
    /// the container's stack and only the top is on screen as far as the controller is.
    @MainActor
    package final class UIKitFuzzHarness {
        /// The case being run.
        package let input: AdapterFuzzInput
        let clock = ManualClock(now: Timestamp(seconds: 100))
        let navigation: NavKitNavigationController
        private var checker = LifecycleChecker()
        private var violation: PropertyViolation?
        private var controllers: [Int: CheckedViewController] = [:]
        private var shown = ScreenAppearance.disappeared
        private var finger: (touch: UITouch, location: CGPoint)?

        /// Sets up a controller showing its root, laid out and appeared.
        /// - Parameter input: The case.
        package init(_ input: AdapterFuzzInput) {
            self.input = input
            var report: (ScreenLifecycleEffect) -> Void = { _ in }
            let root = CheckedViewController("u-root") { report($0) }
            navigation = NavKitNavigationController(rootViewController: root, clock: clock)
            report = { [unowned self] effect in
                do { try checker.check(effect) } catch let error as PropertyViolation {
                    if violation == nil { violation = error }
                } catch {}
            }
            navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            navigation.view.standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            navigation.viewSafeAreaInsetsDidChange()
            navigation.viewDidLayoutSubviews()
            appear()
        }

        private func controller(_ n: Int) -> CheckedViewController {
            if let made = controllers[n] { return made }
            let made = CheckedViewController(ScreenID("u\(n)")) { [unowned self] effect in
                do { try checker.check(effect) } catch let error as PropertyViolation {
                    if violation == nil { violation = error }
                } catch {}
            }
            controllers[n] = made
            return made
        }

        /// Runs every action, then lifts any finger, shows the view and lets everything settle.
        /// - Throws: ``NavKitProperties/PropertyViolation`` naming the action and the broken rule.
        package func run() throws {
            try check("setting up")
            for (index, action) in input.actions.enumerated() {
                perform(action)
                try check("action \(index) \(action)")
            }
            if let finger {
                finger.touch.standInMove(to: finger.location, at: clock.now.seconds, phase: .cancelled)
                forwarder.touchesCancelled([finger.touch], with: UIEvent())
                self.finger = nil
            }
            if shown != .appeared { appear() }
            var frames = 0
            while navigation.displayLink?.isPaused == false || navigation.container.transition != nil {
                frame()
                frames += 1
                guard frames < 3600 else { throw PropertyViolation("the controller never settles") }
            }
            try check("settling")
        }

        private var forwarder: UIGestureRecognizer { navigation.view.gestureRecognizers![0] }

        private func perform(_ action: AdapterFuzzAction) {
            switch action {
            case .push(let n, let animated):
                navigation.pushViewController(controller(n), animated: animated)
            case .pop(let animated):
                navigation.popViewController(animated: animated)
            case .popToRoot(let animated):
                navigation.popToRootViewController(animated: animated)
            case .setStack(let list, let animated):
                let root = navigation.viewControllers.first.map { [$0] } ?? []
                navigation.setViewControllers(root + list.map(controller), animated: animated)
            case .frames(let count):
                for _ in 0..<count { frame() }
            case .drag(let startX, let travel, let frames, let lifts):
                // A view that is not shown gets no touches.
                guard shown == .appeared else { return }
                drag(from: startX, by: travel, frames: frames, lifts: lifts)
            case .escape:
                _ = navigation.accessibilityPerformEscape()
            case .hostAppearance(let returns):
                if shown == .appeared {
                    if let finger {
                        finger.touch.standInMove(to: finger.location, at: clock.now.seconds, phase: .cancelled)
                        forwarder.touchesCancelled([finger.touch], with: UIEvent())
                        self.finger = nil
                    }
                    navigation.beginAppearanceTransition(false, animated: false)
                    navigation.endAppearanceTransition()
                    shown = .disappeared
                }
                if returns { appear() }
            case .resize(let width, let height):
                navigation.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
                navigation.viewDidLayoutSubviews()
                commit()
            case .reduceMotion(let on):
                navigation.prefersReducedMotion = on
            case .topSettings(let title, let hidden):
                guard let top = navigation.topViewController else { return }
                top.title = title
                top.navKit.prefersBarHidden = hidden
            }
        }

        private func appear() {
            navigation.beginAppearanceTransition(true, animated: false)
            navigation.endAppearanceTransition()
            shown = .appeared
            commit()
        }

        private func commit() { navigation.view.standInCommit() }

        private func frame() {
            clock.advance(by: 1.0 / 60)
            navigation.displayLink?.standInFire(at: clock.now.seconds - 1.0 / 60, duration: 1.0 / 60)
            commit()
        }

        private func drag(from startX: Double, by travel: Double, frames: Int, lifts: Bool) {
            let y = navigation.view.bounds.height / 2
            let touch: UITouch
            var start = CGPoint(x: startX, y: y)
            if let finger {
                touch = finger.touch
                start = finger.location
            } else {
                touch = UITouch(standInLocation: start, timestamp: clock.now.seconds)
                forwarder.touchesBegan([touch], with: UIEvent())
                frame()
            }
            var location = start
            for step in 1...frames {
                location = CGPoint(x: start.x + CGFloat(travel) * CGFloat(step) / CGFloat(frames), y: y)
                touch.standInMove(to: location, at: clock.now.seconds)
                forwarder.touchesMoved([touch], with: UIEvent())
                frame()
            }
            if lifts {
                touch.standInMove(to: location, at: clock.now.seconds, phase: .ended)
                forwarder.touchesEnded([touch], with: UIEvent())
                frame()
                finger = nil
            } else {
                finger = (touch, location)
            }
        }

        // MARK: Checks

        private func check(_ what: String) throws {
            do {
                try checkNow()
            } catch let error as PropertyViolation {
                throw PropertyViolation("\(what): \(error.message)")
            }
        }

        private func checkNow() throws {
            if let violation { throw violation }
            let container = navigation.container
            let scene = container.scene
            if let broken = scene.firstViolation { throw PropertyViolation("the scene is ill formed: \(broken)") }
            // The host views in the controller's view are the scene's layers, back to front.
            let hosts = scene.layers.map { navigation.hostView(of: $0.screen) }
            guard hosts.allSatisfy({ $0 != nil }), navigation.screensView.subviews == hosts.compactMap({ $0 }) else {
                let shown = hosts.map { host in
                    host.map { navigation.screensView.subviews.firstIndex(of: $0).map { "at \($0)" } ?? "not shown" }
                        ?? "no view"
                }
                throw PropertyViolation(
                    "the controller's screens view has \(navigation.screensView.subviews.count) subviews; the scene's "
                        + "layers \(scene.layers.map(\.screen)) have host views \(shown)")
            }
            for (layer, host) in zip(scene.layers, hosts) where abs(Double(host!.alpha) - layer.state.opacity) > 1e-6 {
                throw PropertyViolation(
                    "\(layer.screen)'s view has alpha \(host!.alpha), the scene \(layer.state.opacity)")
            }
            guard container.transition == nil, container.queuedOperationCount == 0, finger == nil else { return }
            let stack = container.stack.map(\.id)
            let ids = navigation.viewControllers.compactMap { ($0 as? CheckedViewController)?.id }
            let children = navigation.children.compactMap { ($0 as? CheckedViewController)?.id }
            guard ids.count == stack.count, children.count == ids.count, Set(children) == Set(ids) else {
                throw PropertyViolation(
                    "at rest viewControllers are \(ids), children \(children), the stack has \(stack.count)")
            }
            try checker.checkAtRest(stack: ids, host: shown)
        }
    }
#else
    extension FuzzCase {
        static func checkUIKit(_ bytes: [UInt8]) -> String? { nil }
    }
#endif
