extension Gen where Value == Double {
    /// A generator of doubles in `range`.
    ///
    /// Every representable double in the range can be produced, subnormals
    /// included; NaN never is. The simplest value (choice `0`) is `0.0` when
    /// the range contains zero and the lower bound otherwise. Random draws
    /// are, roughly:
    /// - 12% edge values (``PropertySettings/edgeValuePercent``): the bounds and
    ///   their neighbours, `0.0`, `-0.0`,
    ///   `±1`, `±leastNonzeroMagnitude`, `±leastNormalMagnitude`,
    ///   `±greatestFiniteMagnitude` (each only if in range),
    /// - 48% uniform over the real interval (`lower·(1−t) + upper·t` with
    ///   `t` a multiple of 2⁻⁵³ in `0..<1`),
    /// - 12% whole numbers (the same, rounded toward zero),
    /// - 28% uniform over bit patterns, i.e. spread evenly over binades,
    ///   which produces tiny and huge magnitudes.
    ///
    /// Infinite bounds are allowed; the infinities then belong to the range.
    ///
    /// ```swift
    /// let latitudes = Gen.double(in: -90...90)
    /// ```
    ///
    /// - Parameter range: The closed range of values; all finite doubles by
    ///   default. Its bounds must not be NaN.
    /// - Returns: A generator of doubles in `range`.
    @inlinable
    public static func double(
        in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    ) -> Gen<Double> {
        let encoding = DoubleEncoding(range)
        return Gen { source in encoding.draw(from: &source) }
    }

    /// A generator of any double, including `NaN`, `+infinity` and
    /// `-infinity`, which together make up about 15% of random draws.
    ///
    /// A first choice selects the kind (`0` finite, `1` `+infinity`,
    /// `2` `-infinity`, `3` NaN); finite values come from ``double(in:)``.
    ///
    /// ```swift
    /// PropertyCheck.run(.doubleIncludingNonFinite) { x in x.isNaN || x == x }
    /// ```
    public static var doubleIncludingNonFinite: Gen<Double> {
        let finite = double()
        return Gen { source throws(GenerationError) in
            let kind = source.draw(upTo: 3) { generator in
                let roll = generator.next(upTo: 99)
                return roll < 85 ? 0 : roll < 90 ? 1 : roll < 95 ? 2 : 3
            }
            switch kind {
            case 0: return try finite.body(&source)
            case 1: return .infinity
            case 2: return -.infinity
            default: return .nan
            }
        }
    }
}
