import NavKit
import NavKitHost
import NavKitTesting

/// Runs a ``HostFuzzInput`` against NavKitHost's driver on a container of a ``NavKitTesting/ScriptedHost``
/// (its clock; display frames come through the driver, as on a device) and checks, after every
/// action:
/// - every lifecycle callback, as it arrives, against UIKit's appearance and containment rules
///   (``LifecycleChecker``), and no event fed to the lifecycle out of order;
/// - the views the driver's commands built (a ``NavKitHost/HostedViews``) equal the container's
///   scene: the same screens back to front, each in its layer's state, in the scene's bounds and
///   direction; and the scene is well formed;
/// - at rest, the lifecycle's members are the stack, only the top is on screen as far as the host
///   is, and the bar shows the top screen;
/// - a refused display frame changes nothing.
///
/// At the end touches lift, frames run until nothing moves, and the rest is checked again.
@MainActor
package final class HostFuzzHarness {
    /// The case being run.
    package let input: HostFuzzInput
    let host: ScriptedHost
    let driver: NavigationHostDriver
    let renderer = CheckingRenderer()
    /// Held here: the container holds guards weakly.
    private var guards: [Int: FixedLeaveGuard] = [:]
    private var hostPhase = ScreenAppearance.disappeared
    private var lifecycleErrors: [ScreenLifecycleError] = []
    private var nextTouch = 1
    private var touchDown: (id: TouchID, location: Point)?

    /// Sets up a host showing the root screen, connected and appeared.
    /// - Parameter input: The case.
    package init(_ input: HostFuzzInput) {
        self.input = input
        host = ScriptedHost(root: HostFuzzAction.screen(0))
        driver = NavigationHostDriver(
            container: host.container, motionPolicy: input.reduceMotion ? .reduced : .standard, frameLinger: 0.05)
        driver.lifecycleErrorHandler = { [unowned self] in lifecycleErrors.append($0) }
        driver.connect(renderer)
        renderer.onAppear = { [unowned self] screen in
            guard let pending = renderer.pushOnAppearance, screen == host.container.topScreen.id else { return }
            renderer.pushOnAppearance = nil
            _ = try? driver.request { try $0.push(HostFuzzAction.screen(pending)) }
        }
        move(to: .appearing)
        move(to: .appeared)
    }

    var container: NavigationContainer { host.container }

    /// Runs every action, then lifts any finger and lets everything settle.
    /// - Throws: ``NavKitProperties/PropertyViolation`` naming the action and the broken rule.
    package func run() throws {
        try check("connecting")
        for (index, action) in input.actions.enumerated() {
            perform(action)
            try check("action \(index) \(action)")
        }
        if let touchDown { feed(.cancelled, at: touchDown.location, id: touchDown.id) }
        touchDown = nil
        var frames = 0
        while driver.needsFrames || container.transition != nil || container.queuedOperationCount > 0 {
            frame()
            frames += 1
            guard frames < 60 * 60 else {
                throw PropertyViolation("the host never settles: \(container.transition.map { "\($0)" } ?? "queue")")
            }
        }
        try check("settling")
        guard isAtRest else { throw PropertyViolation("settled with a transition or a request left") }
    }

    private func perform(_ action: HostFuzzAction) {
        switch action {
        case .push(let n, let animated):
            _ = try? driver.request { try $0.push(HostFuzzAction.screen(n), animated: animated) }
        case .pop(let animated):
            _ = try? driver.request { try $0.pop(animated: animated) }
        case .popToRoot(let animated):
            _ = try? driver.request { try $0.popToRoot(animated: animated) }
        case .setStack(let list, let animated):
            let screens = [HostFuzzAction.screen(0)] + list.map(HostFuzzAction.screen)
            _ = try? driver.request { try $0.setStack(screens, animated: animated) }
        case .replaceTop(let n, let animated):
            let screens = container.stack.dropLast() + [HostFuzzAction.screen(n)]
            _ = try? driver.request { try $0.setStack(Array(screens), animated: animated) }
        case .frames(let count):
            for _ in 0..<count { frame() }
        case .badFrame(let time):
            refusedFrame(at: time)
        case .back(let source, let animated):
            driver.performBack(BackRequest(source: source, animated: animated))
        case .input(let input, let editing):
            driver.handle(input, isEditingText: editing)
        case .hostAppearance(let phase, _):
            move(to: phase)
        case .drag(let startX, let travel, let frames, let lifts):
            drag(from: startX, by: travel, frames: frames, lifts: lifts)
        case .viewsRecreated:
            renderer.views = HostedViews()
            driver.invalidateViews()
            driver.render()
        case .leaveGuard(let n, let denies):
            let id = HostFuzzAction.screen(n).id
            if let denies {
                let made = FixedLeaveGuard(denies ? .deny : .allow)
                guards[n] = made
                container.setLeaveGuard(made, for: id)
            } else {
                guards[n] = nil
                container.setLeaveGuard(nil, for: id)
            }
        case .preferences(let hidden, let title):
            _ = try? driver.request { (container) throws(NavigationError) in
                try container.updatePreferences(of: container.topScreen.id) {
                    $0.prefersBarHidden = hidden
                    $0.backButtonTitle = title
                }
            }
        case .bounds(let width, let height):
            _ = try? driver.request { try $0.setBounds(Rect(x: 0, y: 0, width: width, height: height)) }
        case .pushOnNextAppearance(let n):
            renderer.pushOnAppearance = n
        }
    }

    // MARK: Inputs

    private func frame() {
        host.clock.advance(by: 1.0 / 60)
        do { try driver.frame(at: host.clock.now) } catch {
            renderer.fail("a frame at the clock's time was refused: \(error)")
        }
    }

    private func refusedFrame(at time: Double) {
        let before = (container.stack, container.scene, renderer.views)
        do {
            try driver.frame(at: Timestamp(seconds: time))
            if !time.isFinite { renderer.fail("a frame at \(time) was accepted") }
        } catch {
            if before != (container.stack, container.scene, renderer.views) {
                renderer.fail("a refused frame at \(time) changed the host")
            }
        }
    }

    private func move(to phase: ScreenAppearance) {
        guard hostPhase.canMove(to: phase) else { return }
        hostPhase = phase
        driver.hostAppearance(phase, animated: false)
    }

    private func feed(_ phase: TouchPhase, at location: Point, id: TouchID) {
        let touch = Touch(id: id, phase: phase, location: location, timestamp: host.clock.now)
        _ = try? driver.handle(touch)
        frame()
    }

    private func drag(from startX: Double, by travel: Double, frames: Int, lifts: Bool) {
        let y = container.scene.bounds.height / 2
        let id: TouchID
        var start = Point(x: startX, y: y)
        if let down = touchDown {
            id = down.id
            start = down.location
        } else {
            id = TouchID(nextTouch)
            nextTouch += 1
            feed(.began, at: start, id: id)
        }
        var location = start
        for step in 1...frames {
            location = Point(x: start.x + travel * Double(step) / Double(frames), y: y)
            feed(.moved, at: location, id: id)
        }
        if lifts {
            feed(.ended, at: location, id: id)
            touchDown = nil
        } else {
            touchDown = (id, location)
        }
    }

    // MARK: Checks

    private var isAtRest: Bool {
        container.transition == nil && container.queuedOperationCount == 0 && touchDown == nil
    }

    private func check(_ what: String) throws {
        do {
            try checkNow()
        } catch let violation as PropertyViolation {
            throw PropertyViolation("\(what): \(violation.message)")
        }
    }

    private func checkNow() throws {
        if let violation = renderer.violation { throw violation }
        if let error = lifecycleErrors.first { throw PropertyViolation("the lifecycle was fed out of order: \(error)") }
        try checkViews(renderer.views, show: container.scene)
        guard isAtRest else { return }
        try renderer.checker.checkAtRest(stack: container.stack.map(\.id), host: hostPhase)
        guard driver.outgoingBar == nil, driver.incomingBar.title == container.topScreen.title else {
            throw PropertyViolation(
                "at rest the bar shows \(driver.incomingBar.title), the top is \(container.topScreen.title)")
        }
    }
}

/// A renderer that keeps the views its commands build and checks every lifecycle callback as it
/// arrives; an app's code may react to a callback.
@MainActor
final class CheckingRenderer: NavigationHostRenderer {
    var checker = LifecycleChecker()
    var views = HostedViews()
    private(set) var violation: PropertyViolation?
    /// A screen the app pushes from the next `didAppear`.
    var pushOnAppearance: Int?
    var onAppear: ((ScreenID) -> Void)?

    func fail(_ message: String) {
        if violation == nil { violation = PropertyViolation(message) }
    }

    func perform(_ effect: ScreenLifecycleEffect) {
        do { try checker.check(effect) } catch let error as PropertyViolation {
            if violation == nil { violation = error }
        } catch {
            fail("\(error)")
        }
        if case .didAppear(let id, _) = effect { onAppear?(id) }
    }

    func apply(_ command: ViewCommand, of scene: Scene) { views.apply(command, of: scene) }

    func setFrameUpdatesRunning(_ running: Bool) {}
}
