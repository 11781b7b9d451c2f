import NavKitProperties
import Testing

@Suite("Generators")
struct GeneratorTests {
    static let intRanges: [ClosedRange<Int>] = [
        Int.min...Int.max, 0...0, 0...1, -1...0, 0...10_000, -1_000...1_000, -3...1_000_000,
        Int.min...0, 0...Int.max, Int.min...(Int.min + 3), (Int.max - 3)...Int.max,
        -100...(-5), 5...100, Int.min...(-1), 1...Int.max,
    ]

    @Test("Integers stay within their range", arguments: intRanges)
    func integerBounds(range: ClosedRange<Int>) throws {
        let values = try Gen.int(in: range).samples(count: 3_000, seed: 11)
        #expect(values.allSatisfy(range.contains))
        if range.lowerBound < range.upperBound { #expect(Set(values).count > 1) }
    }

    @Test("Other integer widths stay within their range")
    func otherIntegerTypes() throws {
        #expect(
            try Gen<UInt8>.integer(in: 3...200).samples(count: 2_000, seed: 1).allSatisfy { (3...200).contains($0) })
        #expect(Set(try Gen<Int8>.integer(in: -128...127).samples(count: 5_000, seed: 1)).count > 200)
        #expect(try Gen<Int32>.integer(in: -7...7).samples(count: 2_000, seed: 1).allSatisfy { (-7...7).contains($0) })
        let unsigned = try Gen<UInt64>.integer(in: (UInt64.max - 10)...UInt64.max).samples(count: 2_000, seed: 1)
        #expect(unsigned.allSatisfy { $0 >= UInt64.max - 10 })
        #expect(Set(try Gen<UInt8>.integer(in: 0...255).samples(count: 5_000, seed: 2)).count > 200)
    }

    @Test("Integer edge values come up often")
    func integerEdges() throws {
        let values = try Gen.int(in: -1_000_000...1_000_000).samples(count: 10_000, seed: 5)
        for edge in [-1_000_000, 1_000_000, 0, 1, -1] {
            #expect(values.filter { $0 == edge }.count > 60, "edge \(edge)")
        }
        let small = values.filter { abs($0) < 1_000 }.count
        #expect(small > 2_000, "small magnitudes: \(small)")
        let full = try Gen.int().samples(count: 10_000, seed: 5)
        #expect(full.filter { $0 == .min || $0 == .max }.count > 150)
    }

    static let doubleRanges: [ClosedRange<Double>] = [
        0...1, -1...1, -90...90, -1e-300...1e-300, 1...1, 1...(1.0).nextUp, -5...(-2), -0.0...0.0,
        -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, -Double.infinity...Double.infinity,
        0...Double.infinity, 1e300...Double.greatestFiniteMagnitude, -1e-5...1e10, 0.0...0.0,
        -Double.leastNonzeroMagnitude...Double.leastNonzeroMagnitude,
    ]

    @Test("Doubles stay within their range and are never NaN", arguments: doubleRanges)
    func doubleBounds(range: ClosedRange<Double>) throws {
        let values = try Gen.double(in: range).samples(count: 3_000, seed: 13)
        #expect(values.allSatisfy { !$0.isNaN && range.contains($0) })
    }

    @Test("Double edge values come up often")
    func doubleEdges() throws {
        let values = try Gen.double(in: -1e6...1e6).samples(count: 10_000, seed: 9)
        let edges: [Double] = [-1e6, 1e6, 0, 1, -1, .leastNonzeroMagnitude, -.leastNormalMagnitude]
        let edgeCount = values.filter { edges.contains($0) }.count
        #expect(edgeCount > 500 && edgeCount < 2_000, "edges: \(edgeCount)")
        #expect(values.contains { $0 == 0 && $0.sign == .minus }, "-0.0 must appear")
        #expect(values.filter { $0 != 0 && abs($0) < 1e-100 }.count > 300, "tiny magnitudes")
        let huge = try Gen.double().samples(count: 10_000, seed: 9)
        #expect(huge.filter { abs($0) > 1e100 }.count > 1_000, "huge magnitudes")
        #expect(huge.allSatisfy { $0.isFinite })
    }

    @Test("Non-finite doubles only come from the explicit generator, ~15% of the time")
    func nonFiniteDoubles() throws {
        let values = try Gen.doubleIncludingNonFinite.samples(count: 10_000, seed: 4)
        let nonFinite = values.filter { !$0.isFinite }
        #expect((1_000...2_000).contains(nonFinite.count), "\(nonFinite.count)")
        #expect(nonFinite.contains { $0.isNaN })
        #expect(nonFinite.contains(.infinity) && nonFinite.contains(-.infinity))
    }

    @Test("Filter retries a bounded number of times, then reports a typed error")
    func filterOutcome() throws {
        let evens = Gen.int(in: 0...1_000).filter { $0.isMultiple(of: 2) }
        #expect(try evens.samples(count: 500, seed: 1).allSatisfy { $0.isMultiple(of: 2) })

        let impossible = Gen.int(in: 0...10).filter(maxAttempts: 25) { $0 > 10 }
        #expect(throws: GenerationError.unsatisfiedFilter(attempts: 25)) {
            try impossible.generate(seed: 1)
        }
        let report = PropertyCheck.run(impossible, iterations: 20, seed: 1, environment: [:]) { _ in true }
        guard case .gaveUp(.unsatisfiedFilter(attempts: 25)) = report.outcome else {
            Issue.record("expected gave up, got \(report)")
            return
        }
        #expect(report.description.contains("could not satisfy filter"))
    }

    @Test("Frequency respects weights roughly")
    func frequencyWeights() throws {
        let gen = Gen.frequency((1, .constant("rare")), (3, .constant("common")), (0, .constant("never")))
        let values = try gen.samples(count: 8_000, seed: 21)
        let rare = values.filter { $0 == "rare" }.count
        #expect((1_700...2_300).contains(rare), "\(rare)")
        #expect(!values.contains("never"))
    }

    @Test("oneOf, element and bool cover all alternatives")
    func uniformChoices() throws {
        let picks = try Gen.oneOf(.constant(1), .constant(2), .constant(3)).samples(count: 3_000, seed: 2)
        #expect([1, 2, 3].allSatisfy { value in picks.filter { $0 == value }.count > 800 })
        #expect(Set(try Gen.element(of: 10..<20).samples(count: 1_000, seed: 2)) == Set(10..<20))
        let bools = try Gen.bool.samples(count: 1_000, seed: 2)
        #expect(bools.contains(true) && bools.contains(false))
        let optionals = try Gen.optional(Gen.int(in: 0...5)).samples(count: 1_000, seed: 2)
        #expect((100...300).contains(optionals.filter { $0 == nil }.count))
    }

    @Test("Array lengths respect their range and vary")
    func arrayLengths() throws {
        let arrays = try Gen.array(of: Gen.bool, length: 3...40).samples(count: 2_000, seed: 8)
        #expect(arrays.allSatisfy { (3...40).contains($0.count) })
        let lengths = Set(arrays.map(\.count))
        #expect(lengths.contains(3) && lengths.contains(40) && lengths.count > 30)
        #expect(try Gen.array(of: Gen.bool, length: 5...5).samples(count: 100, seed: 8).allSatisfy { $0.count == 5 })
    }

    @Test("zip draws its components in order")
    func zipOrder() throws {
        let pair = Gen.zip(Gen.int(in: 0...100), Gen.int(in: 0...100))
        let value = try pair.replay(choices: [7, 42])
        #expect(value.0 == 7 && value.1 == 42)
        let quad = Gen.zip(Gen.bool, Gen.int(in: 0...9), Gen.element(of: ["x", "y"]), Gen.int(in: 0...9))
        let four = try quad.replay(choices: [1, 3, 1, 4])
        #expect(four.0 == true && four.1 == 3 && four.2 == "y" && four.3 == 4)
    }

    indirect enum Tree: Sendable, Equatable {
        case leaf(Int)
        case node([Tree])

        var depth: Int {
            switch self {
            case .leaf: 0
            case .node(let children): 1 + (children.map(\.depth).max() ?? 0)
            }
        }
    }

    @Test("Recursion terminates within its depth bound")
    func recursionTerminates() throws {
        let trees = Gen<Tree>.recursive(maxDepth: 5, base: Gen.int(in: 0...9).map(Tree.leaf)) { child in
            Gen.array(of: child, length: 0...6).map(Tree.node)
        }
        let values = try trees.samples(count: 500, seed: 3)
        #expect(values.allSatisfy { $0.depth <= 5 })
        #expect(values.contains { $0.depth >= 3 })
        #expect(try trees.replay(choices: []) == .leaf(0))
    }
}
