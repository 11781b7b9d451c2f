import NavKitProperties
import Testing

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
