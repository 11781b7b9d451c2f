/// The standard library's scalar types, as NavKit's text coder writes and reads them: booleans,
/// strings, every integer width and the binary floating-point types, each as its own JSON value
/// (never through a keyed or unkeyed container).
protocol JSONPrimitive {
    /// The value as JSON.
    /// - Throws: `EncodingError.invalidValue` for a value JSON cannot hold (a non-finite number).
    func json(at path: [any CodingKey]) throws -> JSONValue

    /// Reads a value of this type.
    /// - Throws: `DecodingError.typeMismatch` for another kind of value or a number that does not
    ///   fit.
    static func read(_ value: JSONValue, at path: [any CodingKey]) throws -> Self
}

extension Bool: JSONPrimitive {
    func json(at path: [any CodingKey]) -> JSONValue { .bool(self) }

    static func read(_ value: JSONValue, at path: [any CodingKey]) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(Bool.self, value, path) }
        return bool
    }
}

extension String: JSONPrimitive {
    func json(at path: [any CodingKey]) -> JSONValue { .string(self) }

    static func read(_ value: JSONValue, at path: [any CodingKey]) throws -> String {
        guard case .string(let string) = value else { throw mismatch(String.self, value, path) }
        return string
    }
}

extension FixedWidthInteger where Self: JSONPrimitive {
    func json(at path: [any CodingKey]) -> JSONValue { .number(String(self)) }

    /// A number whose value is exactly an integer in range, however it is written: `42`, `42.0`,
    /// `4.2e1`, `4200e-2` (as other coders may write it) — decided on the decimal digits
    /// themselves, never through a `Double`, so no width loses a digit. A fraction that is not
    /// zero (`1.5`, `1.0000000000000000001`) or a value out of range is refused, never rounded.
    static func read(_ value: JSONValue, at path: [any CodingKey]) throws -> Self {
        guard case .number(let text) = value else { throw mismatch(Self.self, value, path) }
        let refusal: String
        switch JSONInteger(text) {
        case .integer(let digits):
            if let integer = Self(digits) { return integer }
            refusal = "\(text) does not fit in \(Self.self)"
        case .fraction:
            refusal = "\(text) is not an integer"
        case .tooLarge:
            refusal = "\(text) does not fit in \(Self.self)"
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: refusal))
    }
}

/// The integer a JSON number's text stands for, worked out on its decimal digits.
enum JSONInteger: Equatable {
    /// An integer, as the canonical text every `FixedWidthInteger` reads (`-42`, `0`).
    case integer(String)
    /// A number with a fraction that is not zero.
    case fraction
    /// An integer with more digits than any integer type holds (more than 40).
    case tooLarge

    /// The most digits an integer can have here: `UInt128.max` has 39.
    static let maximumDigits = 40

    /// Reads the text of a JSON number (already checked against JSON's number grammar).
    init(_ text: String) {
        var bytes = Substring(text).utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        let mantissaEnd = bytes.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? bytes.endIndex
        let mantissa = bytes[..<mantissaEnd]
        let point = mantissa.firstIndex(of: UInt8(ascii: "."))
        let whole = mantissa[..<(point ?? mantissa.endIndex)]
        let fraction = point.map { mantissa[mantissa.index(after: $0)...] } ?? mantissa[mantissa.endIndex...]
        // The value is digits × 10^exponent, digits being the whole and fraction digits together.
        var digits = Array((Array(whole) + Array(fraction)).drop { $0 == UInt8(ascii: "0") })
        if digits.isEmpty {
            self = .integer("0")
            return
        }
        // The exponent, clamped: beyond ±10^6 every non-zero value is a fraction or too large.
        var exponent = 0
        if mantissaEnd < bytes.endIndex {
            var written = bytes[bytes.index(after: mantissaEnd)...]
            let negativeExponent = written.first == UInt8(ascii: "-")
            if written.first == UInt8(ascii: "-") || written.first == UInt8(ascii: "+") {
                written = written.dropFirst()
            }
            for digit in written {
                exponent = Swift.min(exponent * 10 + Int(digit - UInt8(ascii: "0")), 1_000_000)
            }
            if negativeExponent { exponent = -exponent }
        }
        exponent -= fraction.count
        if exponent < 0 {
            let dropped = Swift.min(-exponent, digits.count)
            guard digits.suffix(dropped).allSatisfy({ $0 == UInt8(ascii: "0") }), dropped == -exponent else {
                self = .fraction
                return
            }
            digits.removeLast(dropped)
        } else {
            guard digits.count + exponent <= Self.maximumDigits else {
                self = .tooLarge
                return
            }
            digits += repeatElement(UInt8(ascii: "0"), count: exponent)
        }
        self = .integer((negative ? "-" : "") + String(decoding: digits, as: UTF8.self))
    }
}

extension Int: JSONPrimitive {}
extension Int8: JSONPrimitive {}
extension Int16: JSONPrimitive {}
extension Int32: JSONPrimitive {}
extension Int64: JSONPrimitive {}
extension UInt: JSONPrimitive {}
extension UInt8: JSONPrimitive {}
extension UInt16: JSONPrimitive {}
extension UInt32: JSONPrimitive {}
extension UInt64: JSONPrimitive {}
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension Int128: JSONPrimitive {}
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension UInt128: JSONPrimitive {}

extension BinaryFloatingPoint where Self: JSONPrimitive & LosslessStringConvertible {
    /// The shortest text that reads back as the same value (`0.1`, `1e-05`); NaN and the
    /// infinities have none in JSON.
    func json(at path: [any CodingKey]) throws -> JSONValue {
        guard isFinite else {
            throw EncodingError.invalidValue(
                self, EncodingError.Context(codingPath: path, debugDescription: "\(self) is not a JSON number"))
        }
        return .number(description)
    }

    static func read(_ value: JSONValue, at path: [any CodingKey]) throws -> Self {
        guard case .number(let text) = value else { throw mismatch(Self.self, value, path) }
        guard let number = Self(text), number.isFinite else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path, debugDescription: "\(text) does not fit in \(Self.self)"))
        }
        return number
    }
}

extension Double: JSONPrimitive {}
extension Float: JSONPrimitive {}

/// The error for a value of another kind than the type asked for.
/// - Parameters:
///   - type: The type asked for.
///   - expected: What it reads from, when not the type's name (`an object`).
///   - value: The value found.
///   - path: Where.
func mismatch(
    _ type: Any.Type, expected: String? = nil, _ value: JSONValue, _ path: [any CodingKey]
) -> DecodingError {
    let context = DecodingError.Context(
        codingPath: path, debugDescription: "expected \(expected ?? "\(type)"), found \(value.kind)")
    if case .null = value { return DecodingError.valueNotFound(type, context) }
    return DecodingError.typeMismatch(type, context)
}

/// A position in an array, as a coding key (`Index 3`).
struct IndexKey: CodingKey {
    let index: Int
    var intValue: Int? { index }
    var stringValue: String { "Index \(index)" }

    init(_ index: Int) { self.index = index }
    init?(intValue: Int) { index = intValue }
    init?(stringValue: String) { nil }
}

/// The key `superEncoder()` and `superDecoder()` use: `"super"`.
struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }

    init() {}
    init?(intValue: Int) { nil }
    init?(stringValue: String) { nil }
}
