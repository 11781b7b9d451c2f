import Testing

@testable import NavKitProperties

@Suite("Generators composed in their types")
struct StaticGeneratorTests {
    typealias Operation = StackBenchmark.Operation

    /// Generates `count` values with recording on, returning each value with its choices.
    static func recorded<Value>(_ generator: Gen<Value>, count: Int, seed: UInt64) throws -> [(Value, [UInt64])] {
        var source = ChoiceSource(seed: seed)
        var cases: [(Value, [UInt64])] = []
        for _ in 0..<count {
            let start = source.choices.count
            let value = try generator.generate(from: &source)
            cases.append((value, Array(source.choices[start...])))
        }
        return cases
    }

    @Test("The stack benchmark's Generators composition draws exactly the choices of the same Gen composition")
    func staticAndClosureCompositionsAgree() throws {
        for seed: UInt64 in 1...40 {
            let fast = try Self.recorded(StackBenchmark.programs, count: 50, seed: seed)
            let closures = try Self.recorded(StackBenchmark.closurePrograms, count: 50, seed: seed)
            #expect(fast.map(\.0) == closures.map(\.0), "seed \(seed)")
            #expect(fast.map(\.1) == closures.map(\.1), "seed \(seed)")
            for (value, choices) in fast {
                #expect(try StackBenchmark.closurePrograms.replay(choices: choices) == value)
                #expect(try StackBenchmark.programs.replay(choices: choices) == value)
            }
        }
        // The programs are not trivially short: the comparison covers sets, full arrays and popTo.
        let values = try StackBenchmark.programs.samples(count: 2_000, seed: 3)
        #expect(values.contains { $0.count == 40 })
        #expect(
            values.contains { $0.contains { if case .set(let elements) = $0 { elements.count == 5 } else { false } } })
    }

    @Test("A failure found through a Generators composition shrinks as through Gen")
    func shrinksThroughStaticComposition() {
        let sums = Generators.ArrayOf(Generators.Integers(0...10_000)).eraseToGen()
        let report = PropertyCheck.run(sums, iterations: 2_000, seed: 5, environment: [:]) { values in
            values.reduce(0, +) <= 1_000
        }
        #expect(report.counterexample?.value == [1_001])
        let closureReport = PropertyCheck.run(
            Gen.array(of: Gen.int(in: 0...10_000)), iterations: 2_000, seed: 5, environment: [:]
        ) { values in values.reduce(0, +) <= 1_000 }
        #expect(closureReport.counterexample?.choices == report.counterexample?.choices)
    }

    enum Shape: Hashable, Sendable {
        case dot
        case line(Int)
        case square(Int)
    }

    static let shapes = Generators.OneOf {
        Generators.Constant(Shape.dot)
        Generators.Integers(1...9).map(Shape.line)  // a function, not a closure literal
        Gen<Int>.int(in: 1...9).map { Shape.square($0) }
    }

    @Test("OneOf chooses every alternative about equally, Gen alternatives included")
    func oneOfIsUniform() throws {
        let values = try Self.shapes.eraseToGen().samples(count: 6_000, seed: 8)
        let dots = values.filter { $0 == .dot }.count
        let lines = values.filter { if case .line = $0 { true } else { false } }.count
        let squares = values.count - dots - lines
        for share in [dots, lines, squares] { #expect((1_700...2_300).contains(share), "\(dots) \(lines) \(squares)") }
    }

    @Test("OneOf shrinks toward its first alternative and to the simplest value of the one that fails")
    func oneOfShrinksTowardTheFirst() {
        let anything = PropertyCheck.run(Self.shapes.eraseToGen(), iterations: 500, seed: 2, environment: [:]) {
            shape in
            shape == .square(5)
        }
        #expect(anything.counterexample?.value == .dot)
        let squaresFail = PropertyCheck.run(Self.shapes.eraseToGen(), iterations: 500, seed: 2, environment: [:]) {
            shape in
            if case .square = shape { false } else { true }
        }
        #expect(squaresFail.counterexample?.value == .square(1))
        #expect(squaresFail.counterexample?.choices.first == 2)
    }

    @Test("A OneOf of one alternative draws no choice for it")
    func singleAlternative() throws {
        let only = Generators.OneOf { Generators.Integers(0...3) }
        var source = ChoiceSource(seed: 4)
        let value = try only.generate(from: &source)
        #expect(source.choices == [UInt64(value)])
    }

    @Test("Integers cover signed, unsigned and full-width ranges with 0 as the simplest choice")
    func integerRanges() throws {
        #expect(try Generators.Integers(-5...5).eraseToGen().replay(choices: [0]) == 0)
        #expect(try Generators.Integers(-5...5).eraseToGen().replay(choices: [3, 1]) == -3)
        #expect(try Generators.Integers(10...20).eraseToGen().replay(choices: [0]) == 10)
        #expect(try Generators.Integers(-20...(-10)).eraseToGen().replay(choices: [0]) == -20)
        #expect(try Generators.Integers(Int.min...Int.max).eraseToGen().replay(choices: [7, 1]) == -7)
        #expect(try Generators.Integers(UInt8.min...UInt8.max).eraseToGen().replay(choices: [255]) == 255)
        let wide = try Generators.Integers(Int64.min...Int64.max).eraseToGen().samples(count: 5_000, seed: 1)
        #expect(wide.contains(.min) && wide.contains(.max) && wide.contains { $0 < 0 } && wide.contains { $0 > 0 })
        #expect(try Generators.Integers(-3...3).eraseToGen().samples(count: 2_000, seed: 2).allSatisfy { abs($0) <= 3 })
    }

    @Test("Map takes the generated value as its own (a transform may consume it)")
    func mapConsumes() throws {
        let lengths = Generators.ArrayOf(Generators.Integers(0...9), length: 2...4).map { (values: consuming [Int]) in
            values.append(-1)
            return values
        }
        let arrays = try lengths.eraseToGen().samples(count: 200, seed: 6)
        #expect(arrays.allSatisfy { (3...5).contains($0.count) && $0.last == -1 })
    }

    @Test(
        "A composite generator stays one reference long however large its parts (Swift copies large structs into calls)"
    )
    func compositesAreSmall() {
        #expect(MemoryLayout.size(ofValue: Self.shapes) == MemoryLayout<Int>.size)
        #expect(MemoryLayout<Generators.ArrayOf<Generators.OneOf<Generators.FirstAlternative<Gen<Int>>>>>.size == 3 * 8)
        #expect(MemoryLayout<Generators.Integers<Int>>.size <= 18)
    }
}

/// The `Generators` types against their `Gen` counterparts, record for record: the choices, their
/// ranges and the spans the shrinker works on, drawing at random, replaying a cut-off sequence,
/// running into a small `maximumChoices`, and throwing.
@Suite("Generators draw what Gen draws")
struct StaticGeneratorRecordTests {
    /// What generating `count` values from one source produced: the values (or errors) in order,
    /// the whole record, and whether the source ran out.
    struct Outcome<Value: Equatable>: Equatable {
        var values: [Result<Value, GenerationError>]
        var choices: [UInt64]
        var maxima: [UInt64]
        var spans: [ChoiceSpan]
        var exhausted: Bool
    }

    static func outcome<G: Generator>(_ generator: G, from source: ChoiceSource, count: Int) -> Outcome<G.Value>
    where G.Value: Equatable {
        var source = source
        var values: [Result<G.Value, GenerationError>] = []
        for _ in 0..<count {
            do throws(GenerationError) {
                values.append(.success(try generator.generate(from: &source)))
            } catch {
                values.append(.failure(error))
            }
        }
        let record = source.record
        return Outcome(
            values: values, choices: record.choices, maxima: record.maxima, spans: record.spans,
            exhausted: source.isExhausted)
    }

    /// Expects `fast` and `closures` to produce the same outcome from random sources (edge values
    /// at 0 %, the default and 100 %, a small choice limit) and from replays of the random
    /// choices cut short.
    static func expectSameDraws<A: Generator, B: Generator>(
        _ fast: A, _ closures: B, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) where A.Value == B.Value, A.Value: Equatable {
        for seed: UInt64 in 1...6 {
            for (edge, limit) in [(0, 8_192), (ChoiceSource.defaultEdgeValuePercent, 8_192), (100, 8_192), (12, 7)] {
                var source = ChoiceSource(seed: seed, maximumChoices: limit)
                source.edgeValuePercent = edge
                let random = outcome(fast, from: source, count: 30)
                #expect(
                    random == outcome(closures, from: source, count: 30),
                    "\(label), seed \(seed), edge \(edge) %, limit \(limit)", sourceLocation: sourceLocation)
                for cut in [0, random.choices.count / 3, random.choices.count / 2] {
                    let replay = ChoiceSource(replaying: Array(random.choices.prefix(cut)))
                    #expect(
                        outcome(fast, from: replay, count: 3) == outcome(closures, from: replay, count: 3),
                        "\(label), seed \(seed), replay of \(cut) choices", sourceLocation: sourceLocation)
                }
            }
        }
    }

    static func expectSameIntegers<T: FixedWidthInteger & Sendable>(_ range: ClosedRange<T>) {
        expectSameDraws(Generators.Integers(range), Gen<T>.integer(in: range), "\(T.self) \(range)")
    }

    @Test("Integers draw what Gen.integer draws, for every shape of range and width")
    func integers() {
        for range: ClosedRange<Int> in [0...15, 0...16, 7...7, -5...5, -20...(-10), 0...10_000, Int.min...Int.max] {
            Self.expectSameIntegers(range)
        }
        Self.expectSameIntegers(Int8.min...Int8.max)
        Self.expectSameIntegers(Int64.min...(-1))
        Self.expectSameIntegers((UInt64(1) << 63)...UInt64.max)
        Self.expectSameIntegers((UInt64.max - 10)...UInt64.max)
        Self.expectSameIntegers(UInt8.min...UInt8.max)
    }

    @Test("ArrayOf draws what Gen.array draws: fixed, bounded below and open lengths")
    func arrays() {
        for length in [0...0, 3...3, 2...7, 0...40, 1...100] {
            Self.expectSameDraws(
                Generators.ArrayOf(Generators.Integers(0...9), length: length),
                Gen.array(of: Gen.int(in: 0...9), length: length), "array \(length)")
        }
    }

    @Test("OneOf and Map draw what Gen.oneOf and Gen.map draw, one alternative or several")
    func alternatives() {
        Self.expectSameDraws(
            Generators.OneOf { Generators.Integers(0...3).map { $0 * 2 } },
            Gen.oneOf(Gen.int(in: 0...3).map { $0 * 2 }),
            "one alternative")
        Self.expectSameDraws(
            Generators.OneOf {
                Generators.Constant(-1)
                Generators.Integers(-50...50)
                Generators.ArrayOf(Generators.Integers(0...3), length: 0...4).map { $0.reduce(0, +) }
            },
            Gen.oneOf(
                .constant(-1), Gen.int(in: -50...50),
                Gen.array(of: Gen.int(in: 0...3), length: 0...4).map { $0.reduce(0, +) }),
            "three alternatives")
    }

    @Test("An alternative or element that throws throws the same error after the same choices")
    func throwing() {
        let never = Gen.int(in: 0...9).filter(maxAttempts: 3) { _ in false }
        let sometimes = Gen.int(in: 0...9).filter(maxAttempts: 2) { $0 < 3 }
        Self.expectSameDraws(
            Generators.OneOf {
                Generators.Constant(0)
                never
                sometimes
            },
            Gen.oneOf(.constant(0), never, sometimes), "throwing alternatives")
        Self.expectSameDraws(
            Generators.ArrayOf(sometimes, length: 1...6), Gen.array(of: sometimes, length: 1...6), "throwing elements")
    }
}
