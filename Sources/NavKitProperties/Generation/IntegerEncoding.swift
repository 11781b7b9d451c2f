/// How an integer range is encoded as choices (internal).
///
/// Values are handled as 64-bit two's-complement bit patterns.
/// - A range whose lower bound is `>= 0`, or that lies entirely below zero,
///   is one choice `c`, the offset from the lower bound (so `0` → lower bound).
/// - A range with `lower < 0 <= upper` is a *magnitude* choice followed by a
///   *sign* choice (`0` = non-negative). The sign choice is only drawn when
///   both sides are non-empty. Magnitude-then-sign keeps shrinking monotone:
///   a property failing for `x >= 37` shrinks the magnitude to exactly 37.
@usableFromInline
struct IntegerEncoding: Sendable {
    @usableFromInline
    enum Shape: Sendable {
        case offset(base: UInt64, span: UInt64)
        case signed(positiveMax: UInt64, negativeMax: UInt64)
    }

    /// Lower and upper bounds as bit patterns.
    @usableFromInline let lowerBits: UInt64
    @usableFromInline let upperBits: UInt64
    private let isSigned: Bool
    /// Whether the range is signed with `lower < 0 <= upper` (drawn as magnitude and sign).
    @usableFromInline let straddlesZero: Bool

    /// How the range is drawn; worked out from the bounds, so an encoding (and every integer
    /// generator) is two words and two flags.
    @inlinable var shape: Shape {
        straddlesZero
            ? .signed(positiveMax: upperBits, negativeMax: 0 &- lowerBits)
            : .offset(base: lowerBits, span: upperBits &- lowerBits)
    }

    @usableFromInline
    init<T: FixedWidthInteger>(_ range: ClosedRange<T>) {
        precondition(T.bitWidth <= 64, "integer generators support at most 64-bit types")
        isSigned = T.isSigned
        if T.isSigned {
            let lower = Int64(range.lowerBound)
            let upper = Int64(range.upperBound)
            lowerBits = UInt64(bitPattern: lower)
            upperBits = UInt64(bitPattern: upper)
            straddlesZero = lower < 0 && upper >= 0
        } else {
            lowerBits = UInt64(range.lowerBound)
            upperBits = UInt64(range.upperBound)
            straddlesZero = false
        }
    }

    /// Ranges of at most this many values that do not straddle zero are drawn
    /// uniformly: each of their values is as likely as an edge value would be.
    @inlinable static var uniformSpan: UInt64 { 16 }

    /// Draws a value (as a bit pattern) from `source`.
    @inlinable
    func draw(from source: inout ChoiceSource) -> UInt64 {
        if case .offset(let base, let span) = shape, span < Self.uniformSpan {
            return base &+ source.draw(upTo: span)
        }
        return drawBiased(from: &source)
    }

    /// Draws a value of a wider range, favouring edge values and small
    /// magnitudes.
    @usableFromInline
    func drawBiased(from source: inout ChoiceSource) -> UInt64 {
        let edgePercent = source.edgePercent
        switch shape {
        case .offset(let base, let span):
            let offset = source.draw(upTo: span) { generator in
                let bits = randomBits(&generator, edgePercent: edgePercent)
                return bits &- base
            }
            return base &+ offset
        case .signed(let positiveMax, let negativeMax):
            var isNegative = false
            let magnitude = source.draw(upTo: max(positiveMax, negativeMax)) { generator in
                let bits = randomBits(&generator, edgePercent: edgePercent)
                isNegative = Int64(bitPattern: bits) < 0
                return isNegative ? 0 &- bits : bits
            }
            let negative = source.drawSign(
                of: magnitude, positiveMax: positiveMax, negativeMax: negativeMax, randomlyNegative: isNegative)
            return negative ? 0 &- magnitude : magnitude
        }
    }

    /// Picks a value's bit pattern: `edgePercent`% (12% by default) edge
    /// values, small magnitudes up to 56% (bit width uniform up to that of
    /// the range's span), uniform otherwise.
    private func randomBits(_ generator: inout Xoshiro256StarStar, edgePercent: UInt64) -> UInt64 {
        let span = upperBits &- lowerBits
        let mode = generator.next(upTo: 99)
        if mode < edgePercent {
            return edgeBits(index: mode % 8)
        } else if mode < 56 {
            let width = generator.next(upTo: UInt64(64 - span.leadingZeroBitCount))
            let mask: UInt64 = width == 64 ? .max : (1 &<< width) &- 1
            let magnitude = generator.next() & mask
            switch shape {
            case .offset:
                return lowerBits &+ (magnitude > span ? generator.next(upTo: span) : magnitude)
            case .signed(let positiveMax, let negativeMax):
                let negative = positiveMax == 0 || generator.nextBool(probability: 0.5)
                let sideMax = negative ? negativeMax : positiveMax
                let bounded = magnitude <= sideMax ? magnitude : generator.next(upTo: sideMax)
                return negative ? 0 &- bounded : bounded
            }
        } else {
            return lowerBits &+ generator.next(upTo: span)
        }
    }

    private func edgeBits(index: UInt64) -> UInt64 {
        let candidate: UInt64
        switch index {
        case 0: candidate = lowerBits
        case 1: candidate = upperBits
        case 2: candidate = 0
        case 3: candidate = 1
        case 4: candidate = 0 &- 1
        case 5: candidate = lowerBits &+ 1
        case 6: candidate = upperBits &- 1
        default: candidate = isSigned ? UInt64(bitPattern: Int64.min) : .max
        }
        return contains(candidate) ? candidate : lowerBits
    }

    private func contains(_ bits: UInt64) -> Bool {
        if isSigned {
            let value = Int64(bitPattern: bits)
            return Int64(bitPattern: lowerBits) <= value && value <= Int64(bitPattern: upperBits)
        }
        return lowerBits <= bits && bits <= upperBits
    }
}

extension ChoiceSource {
    /// The sign of a magnitude drawn for a signed range `-negativeMax…positiveMax` (magnitudes as
    /// bit patterns, shared by integers and doubles): a magnitude only one side can hold takes that
    /// side; otherwise, when both sides are non-empty, the sign is one more choice (so it shrinks
    /// toward positive), recorded as `randomlyNegative` when the draw was random.
    @usableFromInline
    mutating func drawSign(of magnitude: UInt64, positiveMax: UInt64, negativeMax: UInt64, randomlyNegative: Bool)
        -> Bool
    {
        var isNegative = randomlyNegative
        if positiveMax > 0 && negativeMax > 0 {
            isNegative = draw(upTo: 1) { _ in randomlyNegative ? 1 : 0 } == 1
        }
        if magnitude > positiveMax { return true }
        if magnitude > negativeMax { return false }
        return isNegative
    }
}
