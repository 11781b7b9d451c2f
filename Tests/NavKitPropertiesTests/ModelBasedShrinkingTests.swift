import NavKitProperties
import Testing

/// A multiset with a planted bug: removing a key that was inserted twice
/// forgets both copies.
private struct BuggyMultiset {
    private var counts: [Int: Int] = [:]
    private var history: [Int] = []

    mutating func insert(_ key: Int) {
        counts[key, default: 0] += 1
        history.append(key)
    }

    mutating func remove(_ key: Int) {
        guard let count = counts[key] else { return }
        counts[key] = history.filter { $0 == key }.count >= 2 ? nil : count - 1
    }

    mutating func removeAll() {
        counts = [:]
        history = []
    }

    func count(of key: Int) -> Int { counts[key] ?? 0 }
}

private enum Operation: Sendable, Equatable {
    case insert(Int)
    case remove(Int)
    case query(Int)
    case removeAll
}

@Suite("Model-based shrinking")
struct ModelBasedShrinkingTests {
    private static let operations = Gen.frequency(
        (4, Gen.int(in: 0...20).map(Operation.insert)),
        (3, Gen.int(in: 0...20).map(Operation.remove)),
        (2, Gen.int(in: 0...20).map(Operation.query)),
        (1, .constant(.removeAll))
    )

    /// Runs `operations` against the buggy container and a trivially correct
    /// model; throws on the first disagreement.
    private static func check(_ operations: [Operation]) throws {
        var subject = BuggyMultiset()
        var model: [Int: Int] = [:]
        for operation in operations {
            switch operation {
            case .insert(let key):
                subject.insert(key)
                model[key, default: 0] += 1
            case .remove(let key):
                subject.remove(key)
                if let count = model[key] { model[key] = count > 1 ? count - 1 : nil }
            case .query(let key):
                if subject.count(of: key) != model[key] ?? 0 { throw PropertyViolation("count of \(key) differs") }
            case .removeAll:
                subject.removeAll()
                model = [:]
            }
            for (key, count) in model where subject.count(of: key) != count {
                throw PropertyViolation("count of \(key) differs")
            }
        }
    }

    @Test("A failing sequence of operations shrinks to the three needed ones", arguments: [1, 2, 3, 4] as [UInt64])
    func randomSequencesShrink(seed: UInt64) throws {
        let report = PropertyCheck.verify(
            Gen.array(of: Self.operations, length: 0...60), iterations: 500, seed: seed, environment: [:]
        ) { operations in try Self.check(operations) }
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value == [.insert(0), .insert(0), .remove(0)], "\(report)")
    }

    @Test("Three needed operations among twenty are isolated")
    func threeAmongTwenty() throws {
        let needed: [Operation] = [.insert(7), .insert(7), .remove(7)]
        let noise: [Operation] = [
            .insert(3), .query(5), .remove(11), .insert(12), .query(3), .insert(4),
            .remove(4), .query(9), .insert(15), .remove(2), .query(1), .insert(19),
            .query(8), .remove(14), .insert(5), .query(17), .insert(6),
        ]
        var sequence = noise
        sequence.insert(needed[0], at: 2)
        sequence.insert(needed[1], at: 9)
        sequence.insert(needed[2], at: 18)
        #expect(sequence.count == 20)
        #expect(throws: PropertyViolation.self) { try Self.check(sequence) }

        let choices = sequence.flatMap(Self.choices(for:)) + [0]
        let gen = Gen.array(of: Self.operations, length: 0...60)
        #expect(try gen.replay(choices: choices) == sequence)

        let report = PropertyCheck.replayVerifying(gen, choices: choices, shrinking: true) { try Self.check($0) }
        #expect(report.counterexample?.value == [.insert(0), .insert(0), .remove(0)], "\(report)")
    }

    /// The choices `operations` records for one operation behind a
    /// "continue" choice.
    private static func choices(for operation: Operation) -> [UInt64] {
        switch operation {
        case .insert(let key): [1, 0, UInt64(key)]
        case .remove(let key): [1, 1, UInt64(key)]
        case .query(let key): [1, 2, UInt64(key)]
        case .removeAll: [1, 3]
        }
    }
}
