/// How a range of doubles is encoded as choices (internal).
///
/// Doubles are encoded through their IEEE 754 bit patterns, whose order
/// matches numeric order for values of one sign, so every representable
/// double in the range (subnormals included) has exactly one encoding:
/// - Range within `+0.0...`: one choice, `bits(value) - bits(lower)`
///   (choice `0` → lower bound).
/// - Range within `...-0.0`: one choice, `bits(lower) - bits(value)`
///   (choice `0` → lower bound, increasing towards the upper bound).
/// - Range spanning the sign: a magnitude choice `bits(|value|)` then a sign
///   choice (`0` = positive), drawn only when both sides are non-empty; choice
///   `0, 0` is `+0.0` and `0, 1` is `-0.0`.
///
/// Shrinking a choice therefore moves the value towards the simplest value
/// through ever smaller magnitudes.
@usableFromInline
struct DoubleEncoding: Sendable {
    private enum Shape: Sendable {
        case ascending(base: UInt64, span: UInt64)
        case descending(base: UInt64, span: UInt64)
        case signed(positiveMax: UInt64, negativeMax: UInt64)
    }

    private let lower: Double
    private let upper: Double
    private let shape: Shape

    @usableFromInline
    init(_ range: ClosedRange<Double>) {
        precondition(!range.lowerBound.isNaN && !range.upperBound.isNaN, "NaN is not a valid bound")
        lower = range.lowerBound
        upper = range.upperBound
        if lower.sign == .plus {
            shape = .ascending(base: lower.bitPattern, span: upper.bitPattern &- lower.bitPattern)
        } else if upper.sign == .minus {
            shape = .descending(base: lower.bitPattern, span: lower.bitPattern &- upper.bitPattern)
        } else {
            shape = .signed(positiveMax: upper.bitPattern, negativeMax: (-lower).bitPattern)
        }
    }

    @usableFromInline
    func draw(from source: inout ChoiceSource) -> Double {
        let edgePercent = source.edgePercent
        switch shape {
        case .ascending(let base, let span):
            let offset = source.draw(upTo: span) { generator in
                randomValue(&generator, edgePercent: edgePercent).bitPattern &- base
            }
            return Double(bitPattern: base &+ offset)
        case .descending(let base, let span):
            let offset = source.draw(upTo: span) { generator in
                base &- randomValue(&generator, edgePercent: edgePercent).bitPattern
            }
            return Double(bitPattern: base &- offset)
        case .signed(let positiveMax, let negativeMax):
            var isNegative = false
            let magnitude = source.draw(upTo: max(positiveMax, negativeMax)) { generator in
                let value = randomValue(&generator, edgePercent: edgePercent)
                isNegative = value.sign == .minus
                return value.magnitude.bitPattern
            }
            let negative = source.drawSign(
                of: magnitude, positiveMax: positiveMax, negativeMax: negativeMax, randomlyNegative: isNegative)
            let value = Double(bitPattern: magnitude)
            return negative ? -value : value
        }
    }

    /// Picks a value in the range: `edgePercent`% (12% by default) edge
    /// values, then up to 60% uniform over the real interval, up to 72% whole
    /// numbers, and uniform over bit patterns otherwise (which spreads values
    /// evenly over binades: tiny and huge magnitudes).
    private func randomValue(_ generator: inout Xoshiro256StarStar, edgePercent: UInt64) -> Double {
        let mode = generator.next(upTo: 99)
        let candidate: Double
        if mode < edgePercent {
            candidate = edgeValue(index: generator.next(upTo: 13))
        } else if mode < 60 {
            candidate = uniformValue(&generator)
        } else if mode < 72 {
            candidate = uniformValue(&generator).rounded(.towardZero)
        } else {
            candidate = bitPatternValue(&generator)
        }
        return clamped(candidate)
    }

    private func uniformValue(_ generator: inout Xoshiro256StarStar) -> Double {
        let low = max(lower, -Double.greatestFiniteMagnitude)
        let high = min(upper, Double.greatestFiniteMagnitude)
        let t = generator.nextUnitDouble()
        return low * (1 - t) + high * t
    }

    private func bitPatternValue(_ generator: inout Xoshiro256StarStar) -> Double {
        switch shape {
        case .ascending(let base, let span):
            return Double(bitPattern: base &+ generator.next(upTo: span))
        case .descending(let base, let span):
            return Double(bitPattern: base &- generator.next(upTo: span))
        case .signed(let positiveMax, let negativeMax):
            let negative = positiveMax == 0 || generator.nextBool(probability: 0.5)
            let magnitude = Double(bitPattern: generator.next(upTo: negative ? negativeMax : positiveMax))
            return negative ? -magnitude : magnitude
        }
    }

    private func edgeValue(index: UInt64) -> Double {
        switch index {
        case 0: lower
        case 1: upper
        case 2: 0.0
        case 3: -0.0
        case 4: 1.0
        case 5: -1.0
        case 6: .leastNonzeroMagnitude
        case 7: -.leastNonzeroMagnitude
        case 8: .leastNormalMagnitude
        case 9: -.leastNormalMagnitude
        case 10: .greatestFiniteMagnitude
        case 11: -.greatestFiniteMagnitude
        case 12: lower.nextUp
        default: upper.nextDown
        }
    }

    /// Maps `value` into the range, respecting the sign conventions of the
    /// shape (`-0.0` is outside a range starting at `+0.0`, and vice versa).
    private func clamped(_ value: Double) -> Double {
        if value.isNaN || value < lower || value > upper { return lower }
        switch shape {
        case .ascending: return value.sign == .minus ? lower : value
        case .descending: return value.sign == .plus ? upper : value
        case .signed: return value
        }
    }
}
