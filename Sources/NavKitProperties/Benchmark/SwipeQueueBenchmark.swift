/// A shrinking workload: back swipes interleaved with requests.
///
/// Pushes of values `0...1000`, pops and pops to the root apply at once while no swipe runs; a
/// back swipe begins on a stack of two or more, moves to a progress in percent (`0...100`) and
/// ends finishing (`swipeEnd(true)`, or a progress of 50 % or more: the top screen leaves) or
/// cancelled; requests made meanwhile wait and run in order when it ends. A ``Navigator`` and a
/// plain ``Model`` follow the rules; after every operation both must hold the same stack and
/// agree on whether a swipe runs.
///
/// The navigator can carry a planted bug — *a cancelled swipe drops the first request made
/// during it* — whose minimal counterexample is ``minimalCounterexample``
/// (`[push(0), swipeBegin, pop, swipeEnd(false)]`). The shrinker has to keep the swipe's
/// progress below 50 % (moves to 0) and find the one order of four operations.
///
/// ```swift
/// let report = PropertyCheck.run(SwipeQueueBenchmark.programs, seed: 4) { program in
///     SwipeQueueBenchmark.agreesWithModel(program, plantedBug: true)
/// }
/// report.counterexample?.value == SwipeQueueBenchmark.minimalCounterexample   // true
/// ```
package enum SwipeQueueBenchmark {
    /// One operation of a program.
    package enum Operation: Sendable, Hashable, CustomStringConvertible {
        /// Pushes a value (waits while a swipe runs).
        case push(Int)
        /// Pops the top (waits while a swipe runs; nothing on the root alone).
        case pop
        /// Begins a back swipe (nothing while one runs or on the root alone).
        case swipeBegin
        /// Moves the running swipe to a progress, in percent.
        case swipeMove(Int)
        /// Ends the running swipe: it finishes when told to or at 50 % or more, else it is
        /// cancelled.
        case swipeEnd(Bool)
        /// Pops to the root (waits while a swipe runs).
        case popToRoot

        /// `push(3)`, `pop`, `swipeBegin`, `swipeMove(40)`, `swipeEnd(false)`, `popToRoot`.
        package var description: String {
            switch self {
            case .push(let value): "push(\(value))"
            case .pop: "pop"
            case .swipeBegin: "swipeBegin"
            case .swipeMove(let progress): "swipeMove(\(progress))"
            case .swipeEnd(let finishes): "swipeEnd(\(finishes))"
            case .popToRoot: "popToRoot"
            }
        }

        /// Whether the operation is a request (it waits while a swipe runs).
        var isRequest: Bool {
            switch self {
            case .push, .pop, .popToRoot: true
            case .swipeBegin, .swipeMove, .swipeEnd: false
            }
        }
    }

    /// The system under test: the stack, the swipe's progress and the requests waiting behind
    /// it, with an optional planted bug.
    package struct Navigator: Sendable {
        /// The stack, root (`0`) first.
        package private(set) var stack = [0]
        /// The running swipe's progress in percent, `nil` when none runs.
        package private(set) var swipe: Int?
        private var waiting: [Operation] = []
        private let hasPlantedBug: Bool

        /// Creates a navigator holding only the root.
        /// - Parameter plantedBug: Whether a cancelled swipe drops the first request made
        ///   during it.
        package init(plantedBug: Bool) {
            hasPlantedBug = plantedBug
        }

        /// Handles one operation.
        /// - Parameter operation: The operation.
        package mutating func handle(_ operation: Operation) {
            switch operation {
            case .swipeBegin:
                if swipe == nil, stack.count > 1 { swipe = 0 }
            case .swipeMove(let progress):
                if swipe != nil { swipe = progress }
            case .swipeEnd(let finishes):
                guard let progress = swipe else { return }
                swipe = nil
                let finished = finishes || progress >= 50
                if finished { stack.removeLast() }
                var requests = waiting
                waiting.removeAll(keepingCapacity: true)
                if hasPlantedBug, !finished, !requests.isEmpty { requests.removeFirst() }
                for request in requests { apply(request) }
            case .push, .pop, .popToRoot:
                if swipe != nil { waiting.append(operation) } else { apply(operation) }
            }
        }

        private mutating func apply(_ request: Operation) {
            switch request {
            case .push(let value): stack.append(value)
            case .pop: if stack.count > 1 { stack.removeLast() }
            case .popToRoot: stack.removeSubrange(1...)
            case .swipeBegin, .swipeMove, .swipeEnd: break
            }
        }
    }

    /// The model: the stack as a list, the swipe as a flag and a progress, the waiting requests
    /// as a list replayed when the swipe ends.
    struct Model {
        var stack = [0]
        var swiping = false
        var progress = 0
        var waiting: [Operation] = []

        mutating func handle(_ operation: Operation) {
            if operation.isRequest {
                if swiping { waiting.append(operation) } else { perform(operation) }
                return
            }
            switch operation {
            case .swipeBegin where !swiping && stack.count >= 2:
                swiping = true
                progress = 0
            case .swipeMove(let to) where swiping:
                progress = to
            case .swipeEnd(let finishes) where swiping:
                swiping = false
                if finishes || progress >= 50 { stack = Array(stack.dropLast()) }
                let requests = waiting
                waiting = []
                for request in requests { perform(request) }
            default:
                break
            }
        }

        private mutating func perform(_ request: Operation) {
            switch request {
            case .push(let value): stack.append(value)
            case .pop where stack.count >= 2: stack = Array(stack.dropLast())
            case .popToRoot: stack = [stack[0]]
            default: break
            }
        }
    }

    /// The generator of one operation: its alternatives in the order above, values `0...1000`,
    /// progress `0...100`, `swipeEnd(false)` (cancel) before `swipeEnd(true)`.
    package static let operations: Gen<Operation> = Gen<Operation>.oneOf(
        Gen<Int>.int(in: 0...1_000).map { Operation.push($0) },
        .constant(.pop),
        .constant(.swipeBegin),
        Gen<Int>.int(in: 0...100).map { Operation.swipeMove($0) },
        Gen<Bool>.bool.map { Operation.swipeEnd($0) },
        .constant(.popToRoot))

    /// The generator of programs: at most 40 operations.
    package static let programs: Gen<[Operation]> = Gen<[Operation]>.array(of: operations, length: 0...40)

    /// The shortest failing program for the planted bug, with the smallest choices.
    package static let minimalCounterexample: [Operation] = [.push(0), .swipeBegin, .pop, .swipeEnd(false)]

    /// Runs `program` on a ``Navigator`` and on the model: after every operation both must hold
    /// the same stack and agree on whether a swipe runs.
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
            guard navigator.stack == model.stack, (navigator.swipe != nil) == model.swiping else { return false }
        }
        return true
    }
}
