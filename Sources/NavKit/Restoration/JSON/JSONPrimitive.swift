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

    /// An integer written as one (`42`), or as a number with an exactly integral value in range
    /// (`4.2e1`, as other coders may write it).
    static func read(_ value: JSONValue, at path: [any CodingKey]) throws -> Self {
        guard case .number(let text) = value else { throw mismatch(Self.self, value, path) }
        if let integer = Self(text) { return integer }
        if let double = Double(text), let integer = Self(exactly: double) { return integer }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: path, debugDescription: "\(text) does not fit in \(Self.self)"))
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
