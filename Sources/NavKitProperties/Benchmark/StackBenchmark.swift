/// The property engine's reference workload: a model-based test of a small stack.
///
/// A program of at most 40 operations runs against a ``Stack`` and against a plain list model;
/// after every operation the two must hold the same elements. The operations have the shape of
/// Hypothesis's stateful examples: pushes of values `0...1000`, pops, pop-to-root, pop-to a
/// position (`0...40`) and `set` with a list of up to five distinct values. The stack can carry a
/// planted bug — *a pop right after exactly three consecutive
/// pushes drops two elements* — whose minimal counterexample is
/// ``minimalCounterexample`` (`[push(0), push(0), push(0), pop]`): the shrinker must find the
/// shortest program and the smallest values among a thousand.
///
/// It is the workload the engine's speed and shrinking goals are stated on (and the one the
/// engine was compared with Hypothesis on): `navkit-bench` measures how many passing programs
/// per second the engine checks, and shrinks the planted bug from seeds 1–20; a test pins that
/// every one of those seeds shrinks to exactly the minimal program.
///
/// ```swift
/// let report = PropertyCheck.run(StackBenchmark.programs, seed: 4) { program in
///     StackBenchmark.agreesWithModel(program, plantedBug: true)
/// }
/// report.counterexample?.value == StackBenchmark.minimalCounterexample   // true
/// ```
package enum StackBenchmark {
    /// One operation of a program.
    package enum Operation: Sendable, Hashable, CustomStringConvertible {
        /// Pushes an element.
        case push(Int)
        /// Pops the top element, unless only the root is left.
        case pop
        /// Pops every element above the root.
        case popToRoot
        /// Pops the elements above the one at a position (0 is the root), if the stack is that deep.
        case popTo(Int)
        /// Replaces every element, unless the list is empty.
        case set([Int])

        /// `push(3)`, `pop`, `popToRoot`, `popTo(2)`, `set([1, 2])`.
        package var description: String {
            switch self {
            case .push(let element): "push(\(element))"
            case .pop: "pop"
            case .popToRoot: "popToRoot"
            case .popTo(let element): "popTo(\(element))"
            case .set(let elements): "set(\(elements))"
            }
        }
    }

    /// The system under test: a stack stored in a buffer that is only truncated lazily, with an
    /// optional planted bug. Every operation but a push ends a run of consecutive pushes.
    ///
    /// The buffer's first 48 elements are stored in the stack value itself (more than any
    /// benchmark program reaches), so a stack costs no allocation; elements beyond them go to an
    /// array.
    package struct Stack: Sendable {
        private var inline = InlineBuffer()
        private var overflow: [Int] = []
        private var count: Int
        private var consecutivePushes = 0
        private let hasPlantedBug: Bool

        /// Creates a stack holding only the root element `0`.
        ///
        /// - Parameter plantedBug: Whether a pop right after exactly three consecutive pushes
        ///   drops two elements instead of one.
        package init(plantedBug: Bool) {
            // The inline buffer starts zeroed: its first element is the root.
            count = 1
            hasPlantedBug = plantedBug
        }

        /// The elements, bottom first.
        package var elements: ArraySlice<Int> { ArraySlice((0..<count).map(element(at:))) }

        /// Whether the stack holds exactly `model`'s elements.
        ///
        /// - Parameter model: The expected elements, bottom first.
        /// - Returns: Whether they are equal.
        package func holds(_ model: [Int]) -> Bool {
            model.withUnsafeBufferPointer { holds($0) }
        }

        /// Whether the stack holds exactly the elements of `model`, bottom first.
        func holds(_ model: UnsafeBufferPointer<Int>) -> Bool {
            guard model.count == count else { return false }
            for index in 0..<count where element(at: index) != model[index] { return false }
            return true
        }

        /// ``holds(_:)`` reading the inline buffer in place (hence `mutating`; nothing changes).
        @inline(__always)
        mutating func matches(_ model: UnsafeBufferPointer<Int>) -> Bool {
            guard model.count == count else { return false }
            let inlineCount = min(count, InlineBuffer.capacity)
            let inlineMatch = inline.withElements { elements in
                for index in 0..<inlineCount where elements[index] != model[index] { return false }
                return true
            }
            guard inlineMatch else { return false }
            for index in inlineCount..<count where element(at: index) != model[index] { return false }
            return true
        }

        /// Pushes `element`.
        ///
        /// - Parameter element: The new top element.
        package mutating func push(_ element: Int) {
            write(element, at: count)
            count += 1
            consecutivePushes += 1
        }

        /// Pops the top element, unless only the root is left (with the planted bug: two
        /// elements, right after exactly three consecutive pushes).
        package mutating func pop() {
            let dropped = hasPlantedBug && consecutivePushes == 3 ? 2 : 1
            consecutivePushes = 0
            count = max(1, count - dropped)
        }

        /// Pops every element above the root.
        package mutating func popToRoot() {
            consecutivePushes = 0
            count = 1
        }

        /// Pops the elements above the one at `index` (0 is the root), if the stack is that deep.
        ///
        /// - Parameter index: The position of the element that becomes the top.
        package mutating func pop(to index: Int) {
            consecutivePushes = 0
            if index >= 0 && index < count { count = index + 1 }
        }

        /// Replaces every element, unless `elements` is empty.
        ///
        /// - Parameter elements: The new elements, bottom first.
        package mutating func set(_ elements: [Int]) {
            consecutivePushes = 0
            guard !elements.isEmpty else { return }
            for (index, element) in elements.enumerated() { write(element, at: index) }
            count = elements.count
        }

        /// Applies one operation.
        ///
        /// - Parameter operation: The operation.
        package mutating func apply(_ operation: Operation) {
            switch operation {
            case .push(let element): push(element)
            case .pop: pop()
            case .popToRoot: popToRoot()
            case .popTo(let index): pop(to: index)
            case .set(let elements): set(elements)
            }
        }

        private func element(at index: Int) -> Int {
            index < InlineBuffer.capacity ? inline[index] : overflow[index - InlineBuffer.capacity]
        }

        private mutating func write(_ element: Int, at index: Int) {
            if index < InlineBuffer.capacity {
                inline.withElements { $0[index] = element }
                return
            }
            let spilled = index - InlineBuffer.capacity
            if spilled < overflow.count { overflow[spilled] = element } else { overflow.append(element) }
        }
    }

    /// A fixed number of integers stored inline, all zero at first.
    struct InlineBuffer: Sendable {
        /// The number of integers.
        static let capacity = 48

        private var words: (SIMD16<Int>, SIMD16<Int>, SIMD16<Int>) = (.zero, .zero, .zero)

        /// The integer at `index`, which must be below ``capacity`` (a copy of the buffer is
        /// read; ``withElements(_:)`` reads and writes in place).
        subscript(index: Int) -> Int {
            switch index >> 4 {
            case 0: words.0[index & 15]
            case 1: words.1[index & 15]
            default: words.2[index &- 32]
            }
        }

        /// Calls `body` with the integers, in place.
        mutating func withElements<R>(_ body: (UnsafeMutableBufferPointer<Int>) -> R) -> R {
            withUnsafeMutableBytes(of: &words) { body($0.bindMemory(to: Int.self)) }
        }
    }

    /// The generator of one operation: its alternatives in the order above, values `0...1000`,
    /// positions `0...40`, `set` with up to five distinct values (a value drawn again is left
    /// out).
    package static let operations: Gen<Operation> = operation.eraseToGen()

    /// The generator of programs: at most 40 operations.
    ///
    /// It is composed from ``Generators`` types, so one program is generated by one specialised
    /// function; it draws exactly the choices of the same composition of ``Gen`` combinators
    /// (``closurePrograms``), and a test holds the two to the same values.
    package static let programs: Gen<[Operation]> = Generators.ArrayOf(operation, length: 0...40).eraseToGen()

    /// ``programs`` composed from ``Gen`` combinators instead (`Gen.array(of: .oneOf(…))`, each
    /// part a closure): the same values from the same choices, for comparing the two kinds of
    /// composition (`navkit-bench` prints both rates).
    package static let closurePrograms: Gen<[Operation]> = {
        let element = Gen<Int>.int(in: 0...1_000)
        let operation = Gen<Operation>.oneOf(
            element.map { Operation.push($0) },
            .constant(.pop),
            .constant(.popToRoot),
            Gen<Int>.int(in: 0...40).map { Operation.popTo($0) },
            Gen<[Int]>.array(of: element, length: 0...5).map { Operation.set(distinct($0)) })
        return Gen<[Operation]>.array(of: operation, length: 0...40)
    }()

    /// ``operations`` with its composition in its type.
    static let operation: some Generator<Operation> = {
        let element = Generators.Integers(0...1_000)
        return Generators.OneOf {
            element.map { Operation.push($0) }
            Generators.Constant(Operation.pop)
            Generators.Constant(Operation.popToRoot)
            Generators.Integers(0...40).map { Operation.popTo($0) }
            Generators.ArrayOf(element, length: 0...5).map { Operation.set(distinct($0)) }
        }
    }()

    /// The values in their first-drawn order, each once (at most five: no set is needed; the
    /// usual list, without a repeat, is returned as it is).
    static func distinct(_ values: [Int]) -> [Int] {
        let repeats = values.indices.contains { index in values[..<index].contains(values[index]) }
        guard repeats else { return values }
        var result: [Int] = []
        for value in values where !result.contains(value) { result.append(value) }
        return result
    }

    /// The shortest failing program for the planted bug.
    package static let minimalCounterexample: [Operation] = [.push(0), .push(0), .push(0), .pop]

    /// Runs `program` against a ``Stack`` and a list model: each operation is performed on
    /// both, then the stack must hold the model's elements.
    ///
    /// - Parameters:
    ///   - program: The operations.
    ///   - plantedBug: Whether the stack carries the planted bug.
    /// - Returns: Whether the stack held the model's elements after every operation.
    package static func agreesWithModel(_ program: [Operation], plantedBug: Bool) -> Bool {
        // The model never holds more than the root or the longest `set`, plus one element per
        // push, so its list fits in a temporary allocation (on the stack): no array per program.
        var longestSet = 0
        for case .set(let elements) in program { longestSet = max(longestSet, elements.count) }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: program.count + longestSet + 1) { buffer in
            var stack = Stack(plantedBug: plantedBug)
            var model = ListModel(buffer)
            for operation in program {
                switch operation {
                case .push(let element):
                    stack.push(element)
                    model.append(element)
                case .pop:
                    stack.pop()
                    if model.count > 1 { model.removeLast() }
                case .popToRoot:
                    stack.popToRoot()
                    while model.count > 1 { model.removeLast() }
                case .popTo(let index):
                    stack.pop(to: index)
                    if index >= 0 && index < model.count {
                        while model.count > index + 1 { model.removeLast() }
                    }
                case .set(let elements):
                    stack.set(elements)
                    if !elements.isEmpty {
                        while model.count > 0 { model.removeLast() }
                        for element in elements { model.append(element) }
                    }
                }
                guard stack.matches(model.elements) else { return false }
            }
            return true
        }
    }

    /// The list model: a list of elements in a buffer it does not own, starting with the root.
    private struct ListModel {
        private let buffer: UnsafeMutableBufferPointer<Int>
        private(set) var count = 1

        init(_ buffer: UnsafeMutableBufferPointer<Int>) {
            self.buffer = buffer
            buffer[0] = 0
        }

        var elements: UnsafeBufferPointer<Int> { UnsafeBufferPointer(rebasing: buffer[0..<count]) }

        mutating func append(_ element: Int) {
            precondition(count < buffer.count, "the model's buffer is full")
            buffer[count] = element
            count += 1
        }

        mutating func removeLast() {
            precondition(count > 0, "removeLast on an empty list")
            count -= 1
        }
    }
}
