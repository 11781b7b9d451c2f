extension Gen where Value: FixedWidthInteger & Sendable {
    /// A generator of integers in `range`, for any integer type of at most
    /// 64 bits.
    ///
    /// The simplest value (choice `0`) is `0` when the range contains zero
    /// and the lower bound otherwise; shrinking moves values towards it.
    /// Random generation favours edge values (the bounds, `0`, `±1`, the
    /// neighbours of the bounds) about 12% of the time (see
    /// ``PropertySettings/edgeValuePercent``), small magnitudes
    /// about 44% of the time and uniform values otherwise. A range of at most
    /// 16 values that does not straddle zero is drawn uniformly.
    ///
    /// ```swift
    /// let bytes = Gen<UInt8>.integer(in: 0...255)
    /// ```
    ///
    /// - Parameter range: The closed range of values to generate.
    /// - Returns: A generator of integers in `range`.
    @inlinable
    public static func integer(in range: ClosedRange<Value>) -> Gen<Value> {
        // Two closures rather than `Generators.Integers`: a closure drawing a small range uniformly
        // need not test the range's shape on every draw.
        let encoding = IntegerEncoding(range)
        if case .offset(let base, let span) = encoding.shape, span < IntegerEncoding.uniformSpan {
            return Gen { source in Value(truncatingIfNeeded: base &+ source.draw(upTo: span)) }
        }
        return Gen { source in Value(truncatingIfNeeded: encoding.draw(from: &source)) }
    }
}

extension Gen where Value == Int {
    /// A generator of `Int` values in `range`.
    ///
    /// See ``integer(in:)`` for the distribution and shrinking behaviour.
    ///
    /// ```swift
    /// let report = PropertyCheck.run(.int(in: 0...1_000)) { x in x < 37 }
    /// // report.counterexample?.value == 37
    /// ```
    ///
    /// - Parameter range: The closed range of values; all of `Int` by default.
    /// - Returns: A generator of integers in `range`.
    @inlinable
    public static func int(in range: ClosedRange<Int> = Int.min...Int.max) -> Gen<Int> {
        integer(in: range)
    }
}
