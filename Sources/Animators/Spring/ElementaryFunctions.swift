/// `exp`, `sin` and `cos` in pure Swift, so NavKitAnimators needs nothing beyond the standard
/// library (which has no elementary functions of its own) and gives the same results on every
/// platform.
///
/// Each reduces its argument exactly (Cody–Waite, with fdlibm's split constants) and sums a
/// Taylor series far past double precision on the reduced range; the results agree with the C
/// library to a few ulps (the tests check 1e-14 relative).
enum ElementaryFunctions {
    // ln 2 split so that k * ln2High is exact for |k| < 2^20 (fdlibm).
    private static let ln2High = 6.93147180369123816490e-01
    private static let ln2Low = 1.90821492927058770002e-10
    private static let inverseLn2 = 1.44269504088896338700e+00
    // π/2 split likewise (fdlibm's pio2_1 and pio2_1t).
    private static let halfPiHigh = 1.57079632673412561417e+00
    private static let halfPiLow = 6.07710050650619224932e-11
    private static let twoOverPi = 6.36619772367581382433e-01

    /// e raised to `x`.
    /// - Parameter x: Any double.
    /// - Returns: `e^x`; 0 far below and +∞ far above the representable range, NaN for NaN.
    static func exp(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        if x > 709.8 { return .infinity }
        if x < -745.2 { return 0 }
        let k = (x * inverseLn2).rounded()
        let r = (x - k * ln2High) - k * ln2Low  // |r| ≤ ln 2 / 2
        var term = 1.0
        var sum = 1.0
        for n in 1...20 {
            term *= r / Double(n)
            sum += term
        }
        // Scale by 2^k in two steps so results near the subnormal range stay exact.
        let exponent = Int(k)
        let half = exponent / 2
        return sum * Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: exponent - half, significand: 1)
    }

    /// The sine of `x` radians.
    /// - Parameter x: An angle; accurate for |x| up to about 1e9.
    /// - Returns: `sin x`.
    static func sin(_ x: Double) -> Double { sineCosine(x).sine }

    /// The cosine of `x` radians.
    /// - Parameter x: An angle; accurate for |x| up to about 1e9.
    /// - Returns: `cos x`.
    static func cos(_ x: Double) -> Double { sineCosine(x).cosine }

    /// Sine and cosine together (one argument reduction).
    /// - Parameter x: An angle in radians.
    /// - Returns: `(sin x, cos x)`; NaN for non-finite input.
    static func sineCosine(_ x: Double) -> (sine: Double, cosine: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let k = (x * twoOverPi).rounded()
        let r = (x - k * halfPiHigh) - k * halfPiLow  // |r| ≤ π/4
        let r2 = r * r
        // Taylor series, summed from the smallest term up for accuracy.
        var s = 0.0
        var c = 0.0
        for n in stride(from: 11, through: 1, by: -1) {
            s = (1 - s * r2 / Double((2 * n) * (2 * n + 1)))
            c = (1 - c * r2 / Double((2 * n - 1) * (2 * n)))
        }
        let sine = r * s
        let cosine = c
        switch Int(k.truncatingRemainder(dividingBy: 4) + 4) % 4 {
        case 0: return (sine, cosine)
        case 1: return (cosine, -sine)
        case 2: return (-sine, -cosine)
        default: return (-cosine, sine)
        }
    }
}
