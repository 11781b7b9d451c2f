import NavKitProperties
import Testing

@Suite("Unique arrays and sets")
struct UniqueCollectionTests {
    @Test("Unique arrays have distinct elements and lengths in range")
    func uniqueArrays() throws {
        let arrays = try Gen.uniqueArray(of: Gen.int(in: 0...50), length: 2...12).samples(count: 2_000, seed: 4)
        #expect(arrays.allSatisfy { Set($0).count == $0.count && (2...12).contains($0.count) })
        #expect(Set(arrays.map(\.count)).count > 8)
        let keyed = try Gen.uniqueArray(of: Gen.int(in: 0...1_000), length: 0...20) { $0 % 10 }
            .samples(count: 500, seed: 4)
        #expect(keyed.allSatisfy { Set($0.map { $0 % 10 }).count == $0.count })
    }

    @Test("Sets reach their sizes; a domain too small for the minimum throws a typed error")
    func sets() throws {
        let sets = try Gen.set(of: Gen.element(of: ["a", "b", "c", "d", "e"]), count: 1...5).samples(
            count: 500, seed: 2)
        #expect(sets.allSatisfy { (1...5).contains($0.count) })
        #expect(sets.contains { $0.count == 5 })
        #expect(throws: GenerationError.self) {
            try Gen.set(of: Gen.element(of: [1, 2]), count: 3...4).generate(seed: 1)
        }
    }

    @Test("A unique array shrinks to the smallest distinct elements")
    func uniqueArraysShrink() {
        let report = PropertyCheck.run(
            Gen.uniqueArray(of: Gen.int(in: 0...1_000), length: 0...30), iterations: 500, seed: 9, environment: [:]
        ) { xs in xs.count < 3 }
        // The last 0 costs no choice (a replay that runs out draws zeros), so [1, 2, 0] is the
        // shortest; with something after the array, the elements come out sorted.
        #expect(report.counterexample.map { Set($0.value) } == [0, 1, 2], "\(report)")
        let followed = PropertyCheck.run(
            Gen.zip(Gen.uniqueArray(of: Gen.int(in: 0...1_000), length: 0...30), Gen.int(in: 0...9)),
            iterations: 500, seed: 9, environment: [:]
        ) { xs, y in xs.count < 3 || y == 0 }
        #expect(followed.counterexample.map { $0.value.0 == [0, 1, 2] && $0.value.1 == 1 } == true, "\(followed)")
        let sets = PropertyCheck.run(Gen.set(of: Gen.int(in: 0...1_000)), iterations: 500, seed: 9, environment: [:]) {
            $0.reduce(0, +) < 100
        }
        #expect(sets.counterexample?.value == [100], "\(sets)")
    }

    @Test("Replaying a unique array's choices regenerates it")
    func uniqueArraysReplay() throws {
        let gen = Gen.uniqueArray(of: Gen.int(in: 0...5), length: 0...6)
        for seed: UInt64 in 0..<50 {
            var source = ChoiceSource(seed: seed)
            let value = try gen.generate(from: &source)
            #expect(try gen.replay(choices: source.choices) == value)
        }
    }
}
