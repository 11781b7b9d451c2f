import NavKitPreview
import Testing

@Suite("Fixed-decimal number formatting")
struct PreviewNumberTests {
    @Test(
        "formats with at most the given decimals and no trailing zeros",
        arguments: [
            (123.5, 2, "123.5"), (0.1, 2, "0.1"), (-106.666_666, 2, "-106.67"), (1, 2, "1"), (0.005, 2, "0.01"),
            (-0.004, 2, "0"), (-0.0, 2, "0"), (2.5, 0, "3"), (0.000_1, 4, "0.0001"), (0.05, 3, "0.05"),
            (1_234_567.891, 2, "1000000"), (12.345_678_9, 9, "12.345679"),
        ])
    func formats(_ value: Double, _ decimals: Int, _ expected: String) {
        #expect(PreviewNumber.format(value, decimals: decimals) == expected)
    }

    @Test(
        "maps non-finite values deterministically and never prints nan or inf",
        arguments: [
            (Double.nan, "0"), (-Double.nan, "0"), (Double.signalingNaN, "0"), (Double.infinity, "1000000"),
            (-Double.infinity, "-1000000"),
        ])
    func nonFinite(_ value: Double, _ expected: String) {
        let text = PreviewNumber.format(value)
        #expect(text == expected)
        #expect(!text.mentionsNonFinite)
    }

    @Test("finite clamps to the limit and keeps ordinary values")
    func finite() {
        #expect(PreviewNumber.finite(.nan) == 0)
        #expect(PreviewNumber.finite(-.infinity) == -PreviewNumber.limit)
        #expect(PreviewNumber.finite(42.25) == 42.25)
    }
}
