/// A JSON value (RFC 8259): what NavKit's text coder reads and writes, so a snapshot or a saved
/// path becomes a `String` without Foundation.
///
/// Numbers keep their text, so an integer of any width or a double reads back exactly as written
/// and is converted only when a decoder asks for a type. An object keeps its keys in the order
/// they were written, so the same value always gives the same text.
package enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its text (already checked against the JSON number grammar).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object(JSONObject)

    /// The value as compact JSON text (no insignificant whitespace).
    package var text: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// What the value is, for error messages: `a string`, `an object`, ….
    package var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let digits): text += digits
        case .string(let string): Self.write(string, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, key) in object.keys.enumerated() {
                if index > 0 { text += "," }
                Self.write(key, to: &text)
                text += ":"
                object[key]?.write(to: &text)
            }
            text += "}"
        }
    }

    /// Writes a string literal: `"` and `\` escaped, control characters as `\n`, `\t`, … or
    /// `\u00XX`; everything else as itself (the text is UTF-8, as RFC 8259 requires).
    private static func write(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

/// A JSON object: members in the order they were first set, each key once.
package struct JSONObject: Hashable, Sendable {
    /// The keys, in order.
    package private(set) var keys: [String] = []
    private var members: [String: JSONValue] = [:]

    /// An empty object.
    package init() {}

    /// The number of members.
    package var count: Int { keys.count }

    /// The value of a key, or `nil` when the object has no such key. Setting a key the object has
    /// keeps its place; setting `nil` removes it.
    package subscript(key: String) -> JSONValue? {
        get { members[key] }
        set {
            switch (members[key], newValue) {
            case (nil, let value?):
                keys.append(key)
                members[key] = value
            case (_?, let value?):
                members[key] = value
            case (_?, nil):
                keys.removeAll { $0 == key }
                members[key] = nil
            case (nil, nil):
                break
            }
        }
    }
}
