import NavKitProperties
import Testing

@Suite("Shrinking planted bugs")
struct ShrinkingTests {
    @Test("A list whose sum exceeds 1000 shrinks to [1001]", arguments: [1, 2, 3, 42, 99] as [UInt64])
    func sumShrinksToSingleElement(seed: UInt64) throws {
        let report = PropertyCheck.run(
            Gen.array(of: .int(in: 0...10_000)), iterations: 200, seed: seed, environment: [:]
        ) { xs in xs.reduce(0, +) <= 1000 }
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value == [1001], "\(report)")
        #expect(counterexample.choices == [1, 1001])
    }

    @Test("A list whose sum exceeds 1000 shrinks to [1001] from two halves")
    func sumShrinksFromTwoHalves() throws {
        // [600, 600]: no single element fails; value must move between elements.
        let report = PropertyCheck.replay(
            Gen.array(of: .int(in: 0...10_000)), choices: [1, 600, 1, 600, 0], shrinking: true
        ) { xs in xs.reduce(0, +) <= 1000 }
        #expect(report.counterexample?.value == [1001], "\(report)")
    }

    @Test(
        "An int failing for x >= 37 shrinks to exactly 37",
        arguments: [
            0...1_000, Int.min...Int.max, -1_000_000...1_000_000, 30...Int.max,
        ] as [ClosedRange<Int>])
    func intShrinksToBoundary(range: ClosedRange<Int>) throws {
        let report = PropertyCheck.run(.int(in: range), iterations: 1_000, seed: 5, environment: [:]) { x in x < 37 }
        #expect(report.counterexample?.value == 37, "\(report)")
    }

    @Test("A negative int failing for x <= -37 shrinks to exactly -37")
    func negativeIntShrinks() {
        let report = PropertyCheck.run(.int(in: -1_000...1_000), iterations: 1_000, seed: 5, environment: [:]) { x in
            x > -37
        }
        #expect(report.counterexample?.value == -37, "\(report)")
    }

    struct Point: Sendable, Equatable, CustomStringConvertible {
        var x: Int
        var y: Int
        var description: String { "Point(\(x), \(y))" }
    }

    @Test("A struct built by map from zip shrinks to the minimal point")
    func mappedStructShrinks() {
        let points = Gen.zip(Gen.int(in: -500...500), Gen.int(in: -500...500)).map { Point(x: $0, y: $1) }
        let report = PropertyCheck.run(points, iterations: 1_000, seed: 8, environment: [:]) { point in
            !(point.x >= 5 && point.y >= 7)
        }
        #expect(report.counterexample?.value == Point(x: 5, y: 7), "\(report)")
        #expect(report.counterexample?.valueDescription == "Point(5, 7)")
    }

    @Test("A flatMapped value shrinks through the dependency")
    func flatMappedShrinks() {
        let sized = Gen.int(in: 1...10).flatMap { n in Gen.array(of: .int(in: 0...100), length: n...n) }
        let report = PropertyCheck.run(sized, iterations: 500, seed: 4, environment: [:]) { xs in
            xs.allSatisfy { $0 < 50 }
        }
        #expect(report.counterexample?.value == [50], "\(report)")
    }

    @Test("Two equal elements shrink to [0, 0]", arguments: [1, 2, 3] as [UInt64])
    func duplicatesShrink(seed: UInt64) {
        let report = PropertyCheck.run(
            Gen.array(of: .int(in: 0...1_000)), iterations: 500, seed: seed, environment: [:]
        ) { xs in Set(xs).count == xs.count }
        #expect(report.counterexample?.value == [0, 0], "\(report)")
    }

    @Test("Thrown errors fail the property and are kept in the report")
    func thrownErrorsAreKept() throws {
        let report = PropertyCheck.verify(Gen.int(in: 0...1_000), name: "no big", seed: 3, environment: [:]) { x in
            if x >= 100 { throw PropertyViolation("too big: \(x)") }
        }
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value == 100)
        #expect((counterexample.error as? PropertyViolation)?.message == "too big: 100")
        #expect(report.description.contains("too big: 100"))
    }

    @Test("Doubles shrink towards zero")
    func doublesShrink() {
        let report = PropertyCheck.run(Gen.double(in: -1e6...1e6), iterations: 500, seed: 6, environment: [:]) { x in
            x < 0.5
        }
        #expect(report.counterexample?.value == 0.5, "\(report)")
    }

    @Test("Shrinking respects its attempt budget")
    func shrinkBudget() throws {
        let report = PropertyCheck.run(
            Gen.array(of: .int(in: 0...10_000)), iterations: 200, seed: 1, maxShrinkAttempts: 10, environment: [:]
        ) { xs in xs.reduce(0, +) <= 1000 }
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.shrinkAttempts <= 10)
        #expect(counterexample.value.reduce(0, +) > 1000)
    }
}
