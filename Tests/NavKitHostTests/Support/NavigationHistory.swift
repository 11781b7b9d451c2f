import NavKitCore
import NavKitFuzz
import NavKitHost
import NavKitTesting

/// One step of an abstract navigation history, named by screen number from a small pool.
enum HistoryStep: Sendable, Hashable, CustomStringConvertible {
    case push(Int, animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case setStack([Int], animated: Bool)
    /// An interactive pop begins.
    case beginSwipe
    /// A finger catches the running transition.
    case catchRunning
    case finish
    /// Cancels the running transition, if a finger drives it.
    case cancel
    /// The host's own appearance callback, applied only when UIKit could make it.
    case host(ScreenAppearance)

    var description: String {
        switch self {
        case .push(let n, let animated): "push(s\(n)\(animated ? "" : ", immediate"))"
        case .pop(let animated): "pop(\(animated ? "" : "immediate"))"
        case .popToRoot(let animated): "popToRoot(\(animated ? "" : "immediate"))"
        case .setStack(let list, let animated): "setStack(\(list.map { "s\($0)" })\(animated ? "" : ", immediate"))"
        case .beginSwipe: "beginSwipe"
        case .catchRunning: "catch"
        case .finish: "finish"
        case .cancel: "cancel"
        case .host(let phase): "host \(phase)"
        }
    }

    static func generator(poolSize: Int = 6) -> Gen<HistoryStep> {
        let screen = Gen<Int>.int(in: 0...(poolSize - 1))
        let animated = Gen<Bool>.bool
        return Gen.frequency(
            (6, Gen.zip(screen, animated).map { HistoryStep.push($0, animated: $1) }),
            (3, animated.map { HistoryStep.pop(animated: $0) }),
            (1, animated.map { HistoryStep.popToRoot(animated: $0) }),
            (
                2,
                Gen.zip(Gen<[Int]>.array(of: screen, length: 0...4), animated).map {
                    HistoryStep.setStack($0, animated: $1)
                }
            ),
            (4, Gen<HistoryStep>.constant(.beginSwipe)),
            (3, Gen<HistoryStep>.constant(.catchRunning)),
            (4, Gen<HistoryStep>.constant(.finish)),
            (4, Gen<HistoryStep>.constant(.cancel)),
            (3, Gen<ScreenAppearance>.element(of: ScreenAppearance.allCases).map { HistoryStep.host($0) }))
    }

    static func histories(length: ClosedRange<Int> = 0...40) -> Gen<[HistoryStep]> {
        Gen.zip(Gen<Int>.int(in: 0...3), Gen<[HistoryStep]>.array(of: generator(), length: length)).map {
            depth, steps in
            [.host(.appearing), .host(.appeared)] + (0..<depth).map { HistoryStep.push($0 + 1, animated: false) }
                + steps
        }
    }
}

/// Plays a history into a `ScreenLifecycle` through a reference model of the stack (what a
/// container would do), checking every callback with an independent `LifecycleChecker`.
struct HistoryPlayer {
    private(set) var lifecycle = ScreenLifecycle()
    private(set) var checker = LifecycleChecker()
    private(set) var stack: [ScreenID] = ["s0"]
    private(set) var host = ScreenAppearance.disappeared
    private var running: LifecycleTransition?
    /// Whether any step caught or cancelled a transition (so the generator is known to reach them).
    private(set) var caught = 0
    private(set) var cancelled = 0

    init() throws {
        try feed(.stackChanged(stack, animated: false))
    }

    mutating func play(_ steps: [HistoryStep]) throws {
        for step in steps { try perform(step) }
        if running != nil { try perform(.finish) }
        try checker.checkAtRest(stack: stack, host: host)
    }

    mutating func perform(_ step: HistoryStep) throws {
        let top = stack[stack.count - 1]
        switch step {
        case .push(let n, let animated):
            let id = ScreenID("s\(n)")
            guard running == nil, !stack.contains(id) else { return }
            try change(to: stack + [id], animated: animated)
        case .pop(let animated):
            guard running == nil, stack.count > 1 else { return }
            try change(to: Array(stack.dropLast()), animated: animated)
        case .popToRoot(let animated):
            guard running == nil, stack.count > 1 else { return }
            try change(to: [stack[0]], animated: animated)
        case .setStack(let list, let animated):
            var seen = Set<ScreenID>()
            let screens = list.map { ScreenID("s\($0)") }.filter { seen.insert($0).inserted }
            guard running == nil, !screens.isEmpty else { return }
            try change(to: screens, animated: animated && screens.last != top)
        case .beginSwipe:
            guard running == nil, stack.count > 1 else { return }
            try begin(
                LifecycleTransition(
                    from: top, to: stack[stack.count - 2], stackAfter: Array(stack.dropLast()), isInteractive: true))
        case .catchRunning:
            guard running != nil else { return }
            running?.isInteractive = true
            caught += 1
            try feed(.transitionCaught)
        case .finish:
            guard let transition = running else { return }
            running = nil
            stack = transition.stackAfter
            try feed(.transitionEnded(.finished))
        case .cancel:
            guard running?.isInteractive == true else { return }
            running = nil
            cancelled += 1
            try feed(.transitionEnded(.cancelled))
        case .host(let phase):
            guard host.canMove(to: phase) else { return }
            host = phase
            switch phase {
            case .appearing: try feed(.hostWillAppear(animated: true))
            case .appeared: try feed(.hostDidAppear(animated: true))
            case .disappearing: try feed(.hostWillDisappear(animated: true))
            case .disappeared: try feed(.hostDidDisappear(animated: true))
            }
        }
    }

    private mutating func change(to screens: [ScreenID], animated: Bool) throws {
        if animated {
            try begin(
                LifecycleTransition(from: stack[stack.count - 1], to: screens[screens.count - 1], stackAfter: screens))
        } else {
            stack = screens
            try feed(.stackChanged(screens, animated: false))
        }
    }

    private mutating func begin(_ transition: LifecycleTransition) throws {
        running = transition
        try feed(.transitionBegan(transition))
    }

    private mutating func feed(_ event: ScreenLifecycleEvent) throws {
        let batch: [ScreenLifecycleEffect]
        do {
            batch = try lifecycle.handle(event)
        } catch {
            throw PropertyViolation("the lifecycle refused \(event), which the model made legally: \(error)")
        }
        for effect in batch { try checker.check(effect) }
        try checker.checkOrder(of: batch)
        if running == nil { try checker.checkAtRest(stack: stack, host: host) }
        if lifecycle.stack != stack && running == nil {
            throw PropertyViolation("the lifecycle's stack \(lifecycle.stack) is not the model's \(stack)")
        }
    }
}
