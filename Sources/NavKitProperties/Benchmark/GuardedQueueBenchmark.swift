/// A shrinking workload: a navigation queue whose leave guards answer later.
///
/// Requests — pushes of values `0...1000`, pops, pops to the root and replacements of the top
/// with values `0...1000` — wait in a queue. A request that removes a screen asks that screen's
/// leave guard first and holds the queue until the guard answers (`answer(true)` lets it apply,
/// `answer(false)` drops it); a pop or replacement on the root alone is refused at once. A
/// ``Navigator`` runs the queue and a plain ``Model`` re-implements it; after every operation
/// both must hold the same stack and agree on whether a question is waiting.
///
/// The navigator can carry a planted bug — *a denied answer also drops the request queued right
/// behind the asking one* — whose minimal counterexample is ``minimalCounterexample``
/// (`[push(0), pop, pop, answer(false)]`): the second pop, asked again after the denial, is lost.
/// The shrinker has to find the one order of four operations out of programs of up to 40 with
/// values among a thousand.
///
/// ```swift
/// let report = PropertyCheck.run(GuardedQueueBenchmark.programs, seed: 4) { program in
///     GuardedQueueBenchmark.agreesWithModel(program, plantedBug: true)
/// }
/// report.counterexample?.value == GuardedQueueBenchmark.minimalCounterexample   // true
/// ```
package enum GuardedQueueBenchmark {
    /// One operation of a program.
    package enum Operation: Sendable, Hashable, CustomStringConvertible {
        /// Requests a push of a value.
        case push(Int)
        /// Requests a pop (asks the top screen's guard).
        case pop
        /// The guard asked answers: allows (`true`) or denies (`false`) its request.
        case answer(Bool)
        /// Requests a pop to the root (asks the top screen's guard).
        case popToRoot
        /// Requests a replacement of the top screen with a value (asks the top screen's guard).
        case replaceTop(Int)

        /// `push(3)`, `pop`, `answer(false)`, `popToRoot`, `replaceTop(7)`.
        package var description: String {
            switch self {
            case .push(let value): "push(\(value))"
            case .pop: "pop"
            case .answer(let allowed): "answer(\(allowed))"
            case .popToRoot: "popToRoot"
            case .replaceTop(let value): "replaceTop(\(value))"
            }
        }

        /// Whether the request removes the top screen (and so asks its guard first).
        var removesTop: Bool {
            switch self {
            case .pop, .popToRoot, .replaceTop: true
            case .push, .answer: false
            }
        }
    }

    /// The system under test: a stack, the queue of requests and the request whose guard was
    /// asked, with an optional planted bug.
    package struct Navigator: Sendable {
        /// The stack, root (`0`) first.
        package private(set) var stack = [0]
        private var queue: [Operation] = []
        private var queueStart = 0
        /// The request waiting for its guard's answer.
        package private(set) var asking: Operation?
        private let hasPlantedBug: Bool

        /// Creates a navigator holding only the root.
        /// - Parameter plantedBug: Whether a denied answer also drops the next queued request.
        package init(plantedBug: Bool) {
            hasPlantedBug = plantedBug
        }

        /// Handles one operation: a request joins the queue, an answer settles the question.
        /// - Parameter operation: The operation.
        package mutating func handle(_ operation: Operation) {
            if case .answer(let allowed) = operation {
                guard let request = asking else { return }
                asking = nil
                if allowed {
                    apply(request)
                } else if hasPlantedBug, queueStart < queue.count {
                    queueStart += 1
                }
            } else {
                queue.append(operation)
            }
            drain()
        }

        /// Runs queued requests until one waits for a guard or none is left.
        private mutating func drain() {
            while asking == nil, queueStart < queue.count {
                let request = queue[queueStart]
                queueStart += 1
                if !request.removesTop {
                    apply(request)
                } else if stack.count > 1 {
                    asking = request
                }
            }
            if queueStart == queue.count {
                queue.removeAll(keepingCapacity: true)
                queueStart = 0
            }
        }

        private mutating func apply(_ request: Operation) {
            switch request {
            case .push(let value): stack.append(value)
            case .pop: stack.removeLast()
            case .popToRoot: stack.removeSubrange(1...)
            case .replaceTop(let value): stack[stack.count - 1] = value
            case .answer: break
            }
        }
    }

    /// The model: the same rules written as a list of requests still to run.
    struct Model {
        var stack = [0]
        /// Requests not yet done, oldest first; the first one waits for an answer when `waits`.
        var pending: [Operation] = []
        var waits = false

        mutating func handle(_ operation: Operation) {
            switch operation {
            case .answer(let allowed):
                guard waits else { return }
                let request = pending.removeFirst()
                waits = false
                if allowed { perform(request) }
            default:
                pending.append(operation)
            }
            while !waits, let next = pending.first {
                if next.removesTop, stack.count > 1 {
                    waits = true
                } else {
                    pending.removeFirst()
                    if !next.removesTop { perform(next) }
                }
            }
        }

        private mutating func perform(_ request: Operation) {
            switch request {
            case .push(let value): stack.append(value)
            case .pop: stack = Array(stack.dropLast())
            case .popToRoot: stack = [stack[0]]
            case .replaceTop(let value): stack = stack.dropLast() + [value]
            case .answer: break
            }
        }
    }

    /// The generator of one operation: its alternatives in the order above, values `0...1000`,
    /// answers `false` before `true`.
    package static let operations: Gen<Operation> = {
        let value = Gen<Int>.int(in: 0...1_000)
        return Gen<Operation>.oneOf(
            value.map { Operation.push($0) },
            .constant(.pop),
            Gen<Bool>.bool.map { Operation.answer($0) },
            .constant(.popToRoot),
            value.map { Operation.replaceTop($0) })
    }()

    /// The generator of programs: at most 40 operations.
    package static let programs: Gen<[Operation]> = Gen<[Operation]>.array(of: operations, length: 0...40)

    /// The shortest failing program for the planted bug, with the smallest choices.
    package static let minimalCounterexample: [Operation] = [.push(0), .pop, .pop, .answer(false)]

    /// Runs `program` on a ``Navigator`` and on the model: after every operation both must hold
    /// the same stack and agree on whether a guard's answer is awaited.
    /// - Parameters:
    ///   - program: The operations.
    ///   - plantedBug: Whether the navigator carries the planted bug.
    /// - Returns: Whether they agreed after every operation.
    package static func agreesWithModel(_ program: [Operation], plantedBug: Bool) -> Bool {
        var navigator = Navigator(plantedBug: plantedBug)
        var model = Model()
        for operation in program {
            navigator.handle(operation)
            model.handle(operation)
            guard navigator.stack == model.stack, (navigator.asking != nil) == model.waits else { return false }
        }
        return true
    }
}
