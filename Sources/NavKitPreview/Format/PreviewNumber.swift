/// Fixed-decimal number formatting for previews, without Foundation and without ever printing
/// `nan` or `inf`.
///
/// Values are rounded to at most ``maximumDecimals`` places, trailing zeros are dropped and a
/// negative zero prints as `0`. Non-finite input is mapped deterministically: NaN prints as `0`,
/// `+infinity` and `-infinity` as the clamp limits `1000000` and `-1000000`; finite values
/// outside ±``limit`` are clamped to it as well, so a renderer never emits a runaway number.
///
/// ```swift
/// PreviewNumber.format(123.456)        // "123.46"
/// PreviewNumber.format(0.1, decimals: 3) // "0.1"
/// PreviewNumber.format(.nan)           // "0"
/// ```
package enum PreviewNumber {
    /// The largest magnitude a formatted number can have.
    package static let limit: Double = 1_000_000
    /// The most decimal places ``format(_:decimals:)`` prints.
    package static let maximumDecimals = 6

    /// The value made finite and clamped to ±``limit`` (NaN becomes `0`).
    /// - Parameter value: Any double.
    /// - Returns: A finite value in `-limit...limit`.
    package static func finite(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        return min(limit, max(-limit, value))
    }

    /// Formats a number with at most `decimals` decimal places.
    /// - Parameters:
    ///   - value: The number; non-finite values are mapped as ``finite(_:)`` does.
    ///   - decimals: Decimal places, clamped to `0...maximumDecimals`.
    /// - Returns: Digits, an optional leading `-` and an optional `.` — nothing else.
    package static func format(_ value: Double, decimals: Int = 2) -> String {
        let places = min(maximumDecimals, max(0, decimals))
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int64((finite(value) * Double(scale)).rounded())
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = magnitude % UInt64(scale)
        var text = (scaled < 0 ? "-" : "") + String(whole)
        guard fraction != 0 else { return text }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }
}
