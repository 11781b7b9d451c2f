/// Reads fuzzer bytes as small numbers, choices and doubles; past the end it reads zeros, so
/// every byte string decodes to something.
package struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    /// Wraps some bytes.
    /// - Parameter bytes: The fuzzer's input.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    package var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or 0 past the end.
    /// - Returns: The byte.
    package mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `0..<count`.
    /// - Parameter count: How many values; at least 1.
    /// - Returns: The number.
    package mutating func int(below count: Int) -> Int { Int(byte()) % max(1, count) }

    /// A flag.
    /// - Returns: The low bit of the next byte.
    package mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of some values.
    /// - Parameter values: The values; not empty.
    /// - Returns: The chosen one.
    package mutating func element<T>(of values: [T]) -> T { values[int(below: values.count)] }

    /// A finite double: usually a point of `range` (16-bit resolution), sometimes one of its ends,
    /// zero, or a huge or tiny value of either sign.
    /// - Parameter range: The usual range.
    /// - Returns: The value.
    package mutating func finite(in range: ClosedRange<Double>) -> Double {
        let kind = byte()
        switch kind {
        case 250: return range.lowerBound
        case 251: return range.upperBound
        case 252: return 0
        case 253: return .greatestFiniteMagnitude * (bool() ? 1 : -1)
        case 254: return .leastNonzeroMagnitude * (bool() ? 1 : -1)
        case 255: return 1e12 * (bool() ? 1 : -1)
        default:
            let fraction = Double(UInt16(byte()) << 8 | UInt16(byte())) / Double(UInt16.max)
            return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
        }
    }

    /// A double in `range`, never outside it.
    /// - Parameter range: The range.
    /// - Returns: The value.
    package mutating func bounded(in range: ClosedRange<Double>) -> Double {
        min(range.upperBound, max(range.lowerBound, finite(in: range)))
    }

    /// A value no well-formed input carries: NaN, an infinity, or (for `alsoHuge`) a huge finite
    /// magnitude.
    /// - Returns: The value.
    package mutating func poison() -> Double {
        element(of: [.nan, .infinity, -.infinity, -.nan, .signalingNaN])
    }
}
