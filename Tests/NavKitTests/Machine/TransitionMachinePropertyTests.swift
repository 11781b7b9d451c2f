import NavKit
import NavKitTesting
import Testing

/// The bare transition machine, no shell, against the reference model: random programs of
/// requests (animated or not), frames of random length and an interactive pop that one source
/// updates and releases. The model computes every expectation itself — which requests are refused
/// and with which error, the order and results of the completions, the stack once idle — and the
/// machine must agree after every step, keeping invariants 1, 2, 3 and 5 (DESIGN section 5) and
/// invariant 8's "exactly one source drives".
@Suite("TransitionMachine against a model (no shell)")
struct TransitionMachinePropertyTests {
    enum Step: Sendable, CustomStringConvertible {
        case request(ReferenceStackModel.Request, animated: Bool)
        case tick(Double)
        case beginPop
        case update(Double)
        case release(TransitionOutcome)

        var description: String {
            switch self {
            case .request(let request, let animated): "\(request)\(animated ? "" : " unanimated")"
            case .tick(let seconds): "tick(\(seconds))"
            case .beginPop: "beginPop"
            case .update(let progress): "update(\(progress))"
            case .release(let outcome): "release(\(outcome))"
            }
        }
    }

    static let id = Gen<Int>.int(in: 0...4).map { ScreenID("s\($0)") }
    static let request = Gen<ReferenceStackModel.Request>.frequency(
        (4, id.map { .push($0) }), (3, .constant(.pop)), (1, id.map { .popTo($0) }), (1, .constant(.popToRoot)),
        (1, id.map { .replaceTop($0) }), (1, Gen<[ScreenID]>.array(of: id, length: 0...4).map { .setStack($0) }))
    static let step = Gen<Step>.frequency(
        (6, Gen.zip(request, Gen<Bool>.bool).map { Step.request($0, animated: $1) }),
        (5, Gen<Int>.int(in: 1...30).map { Step.tick(Double($0) / 100) }),
        (2, .constant(Step.beginPop)),
        (3, Gen<Int>.int(in: 0...10).map { Step.update(Double($0) / 10) }),
        (2, Gen<Bool>.bool.map { Step.release($0 ? .finished : .cancelled) }))
    static let programs = Gen<[Step]>.array(of: step, length: 0...30)

    @Test("every program: the machine refuses, completes and commits exactly as the model says")
    func machineAgreesWithTheModel() {
        verifyProperty("bare machine against the model", Self.programs, iterations: 300) { steps in
            try Self.replay(steps)
        }
    }

    /// Plays a program on a bare machine holding `root`, checking it against the model after
    /// every step, then settles and checks the end.
    static func replay(_ steps: [Step]) throws {
        var machine = MachineHarness()
        var model = ReferenceStackModel(root: Screen(id: "root"), bounds: machine.machine.scene.bounds)
        var tickets: [CompletionTicket: Int] = [:]
        var seen = 0
        // The ticket of the model's pop while the API source still drives it (the model's own
        // record of who drives: set when it begins, cleared when it is released or completes).
        var driving: CompletionTicket?
        func check(_ step: Step) throws {
            for (ticket, result) in machine.completions[seen...] {
                guard let number = tickets[ticket] else { throw PropertyViolation("\(step): unknown ticket") }
                if let problem = model.complete(number, with: result) { throw PropertyViolation("\(step): \(problem)") }
                if ticket == driving { driving = nil }
            }
            seen = machine.completions.count
            let m = machine.machine
            guard !m.screens.isEmpty else { throw PropertyViolation("\(step): invariant 1, the stack is empty") }
            if let violation = m.scene.firstViolation { throw PropertyViolation("\(step): invariant 5, \(violation)") }
            if !m.isRunning, m.queuedCount > 0 { throw PropertyViolation("\(step): invariant 2, idle with a queue") }
            if m.isIdle {
                guard model.outstanding.isEmpty else {
                    throw PropertyViolation("\(step): idle, but the model still waits for \(model.outstanding.count)")
                }
                guard m.screens.map(\.id) == model.committed else {
                    throw PropertyViolation("\(step): stack \(m.screens.map(\.id)), model \(model.committed)")
                }
            }
            let expected: InteractionSource? = driving == nil ? nil : .api
            guard m.drivingSource == expected else {
                throw PropertyViolation("\(step): invariant 8, drives \(String(describing: m.drivingSource))")
            }
        }
        for step in steps {
            switch step {
            case .request(let request, let animated):
                let expected = ReferenceStackModel.apply(request, to: model.projected)
                let outcome: Result<CompletionTicket, NavigationError>
                do { outcome = .success(try machine.request(operation(request), animated: animated).0) } catch {
                    outcome = .failure(error)
                }
                switch (outcome, expected) {
                case (.success(let ticket), .success):
                    tickets[ticket] = tickets.count
                    model.accept(request, ticket: tickets[ticket]!, carrying: screens(request))
                case (.failure(let error), .failure(let reason)) where error == reason:
                    break
                default:
                    throw PropertyViolation("\(step): the machine gave \(outcome), the model expected \(expected)")
                }
            case .tick(let seconds):
                try machine.tick(seconds)
            case .beginPop:
                let idle = model.outstanding.isEmpty
                let expected: NavigationError? =
                    !idle ? .transitionInProgress : model.committed.count < 2 ? .cannotPopRoot : nil
                let outcome: Result<CompletionTicket, NavigationError>
                do { outcome = .success(try machine.beginPop()) } catch { outcome = .failure(error) }
                switch (outcome, expected) {
                case (.success(let ticket), nil):
                    tickets[ticket] = tickets.count
                    model.accept(.swipe, ticket: tickets[ticket]!)
                    driving = ticket
                case (.failure(let error), let reason?) where error == reason:
                    break
                default:
                    throw PropertyViolation(
                        "beginPop gave \(outcome), the model expected \(String(describing: expected))")
                }
            case .update(let progress):
                guard driving != nil else { continue }
                try machine.update(progress)
            case .release(let outcome):
                guard driving != nil else { continue }
                try machine.release(outcome)
                driving = nil
            }
            try check(step)
        }
        if driving != nil { try machine.release(.cancelled) }
        driving = nil
        guard try machine.settle(limit: 2_000) else { throw PropertyViolation("never settled") }
        try check(.tick(0))
        guard machine.outstanding.isEmpty else { throw PropertyViolation("tickets never completed") }
    }

    static func operation(_ request: ReferenceStackModel.Request) -> StackOperation {
        switch request {
        case .push(let id): .push(Screen(id: id))
        case .pop, .swipe: .pop
        case .popTo(let id): .popTo(id)
        case .popToRoot: .popToRoot
        case .replaceTop(let id): .replaceTop(Screen(id: id))
        case .setStack(let ids): .setStack(ids.map { Screen(id: $0) })
        }
    }

    static func screens(_ request: ReferenceStackModel.Request) -> [Screen] {
        switch request {
        case .push(let id), .replaceTop(let id): [Screen(id: id)]
        case .setStack(let ids): ids.map { Screen(id: $0) }
        default: []
        }
    }
}
