import NavKitProperties
import Testing

@Suite("Random number generators")
struct RandomNumberGeneratorTests {
    @Test("SplitMix64 matches the reference stream for seed 0")
    func splitMixGoldenValues() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("xoshiro256** seeded through SplitMix64 gives pinned values")
    func xoshiroGoldenValues() {
        var zero = Xoshiro256StarStar(seed: 0)
        #expect(zero.next() == 0x99EC_5F36_CB75_F2B4)
        #expect(zero.next() == 0xBF6E_1F78_4956_452A)

        var generator = Xoshiro256StarStar(seed: 42)
        #expect(generator.next() == 0x1578_0B2E_0C2E_C716)
        #expect(generator.next() == 0x6104_D986_6D11_3A7E)
        #expect(generator.next() == 0xAE17_5332_39E4_99A1)
        #expect(generator.next() == 0xECB8_AD47_03B3_60A1)
    }

    @Test("Lemire bounded draws are pinned and in range")
    func boundedDraws() {
        var generator = Xoshiro256StarStar(seed: 42)
        #expect((0..<6).map { _ in generator.next(upTo: 99) } == [8, 37, 68, 92, 99, 76])

        for maximum: UInt64 in [0, 1, 2, 6, 255, 1_000_000_007, UInt64.max / 3 * 2, .max] {
            for _ in 0..<2_000 {
                #expect(generator.next(upTo: maximum) <= maximum)
            }
        }
    }

    @Test("Bounded draws are roughly uniform")
    func boundedDrawsAreUniform() {
        var generator = Xoshiro256StarStar(seed: 7)
        var counts = [Int](repeating: 0, count: 6)
        for _ in 0..<60_000 { counts[Int(generator.next(upTo: 5))] += 1 }
        #expect(counts.allSatisfy { (9_500...10_500).contains($0) }, "\(counts)")
    }

    @Test("Unit doubles lie in 0..<1")
    func unitDoubles() {
        var generator = Xoshiro256StarStar(seed: 3)
        var sum = 0.0
        for _ in 0..<10_000 {
            let unit = generator.nextUnitDouble()
            #expect(unit >= 0 && unit < 1)
            sum += unit
        }
        #expect(abs(sum / 10_000 - 0.5) < 0.02)
    }
}
