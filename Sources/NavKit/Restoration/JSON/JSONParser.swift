/// Why some bytes are not JSON text: where, and what was wrong there.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offset of the offending byte from the start (the length of the input for an early end).
    package let offset: Int
    /// What was wrong.
    package let problem: String

    /// `invalid JSON at byte 7: expected ':' after an object key`.
    package var description: String { "invalid JSON at byte \(offset): \(problem)" }
}

/// Reads JSON text (RFC 8259) strictly: UTF-8 only (no byte-order mark), no comments, no trailing
/// commas, no `NaN`, no lone surrogates, no control characters in strings, no key twice in an
/// object, nothing after the value but whitespace, and at most ``maximumDepth`` arrays and objects
/// inside each other — so hostile input costs time linear in its length and stack bounded by the
/// depth, and never traps.
package struct JSONParser {
    /// How deep arrays and objects may nest.
    package static let maximumDepth = 128

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole JSON text.
    /// - Parameter bytes: UTF-8 bytes.
    /// - Returns: The value.
    /// - Throws: ``JSONSyntaxError`` at the first byte that is not valid JSON.
    package static func parse(_ bytes: some Sequence<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(Array(bytes))
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the value") }
        return value
    }

    private func error(_ problem: String) -> JSONSyntaxError { JSONSyntaxError(offset: index, problem: problem) }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ problem: String) throws(JSONSyntaxError) {
        guard current == byte else { throw error(problem) }
        index += 1
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw error("expected a value, found the end") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { (parser) throws(JSONSyntaxError) in try parser.object() }
        case UInt8(ascii: "["): return try nested { (parser) throws(JSONSyntaxError) in try parser.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value")
        }
    }

    private mutating func nested(
        _ body: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue
    ) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else {
            throw error("arrays and objects nested deeper than \(Self.maximumDepth)")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        for byte in word.utf8 { try expect(byte, "expected '\(word)'") }
        return value
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        index += 1  // {
        var object = JSONObject()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyOffset = index
            let key = try string()
            if object[key] != nil { throw JSONSyntaxError(offset: keyOffset, problem: "key \"\(key)\" appears twice") }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected ':' after an object key")
            skipWhitespace()
            object[key] = try value()
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "expected ',' or '}' in an object")
            return .object(object)
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "expected ',' or ']' in an array")
            return .array(elements)
        }
    }

    /// `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`, returned as its text.
    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw error("expected a digit") }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        // Only ASCII digits, signs, '.' and 'e' were read: always valid UTF-8.
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1  // "
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validatingUTF8Bytes: utf8) else {
                    throw error("a string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try escape(into: &utf8)
            case 0..<0x20:
                throw error("a control character in a string must be escaped")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = current else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hexQuad()
            if (0xD800...0xDBFF).contains(value) {
                // A high surrogate must be followed by an escaped low one.
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("a high surrogate without its low surrogate") }
                index += 2
                let low = try hexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate without its low surrogate") }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw error("a lone low surrogate") }
            utf8.append(contentsOf: scalar.utf8)
        default:
            throw JSONSyntaxError(offset: index - 1, problem: "unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected four hex digits") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
