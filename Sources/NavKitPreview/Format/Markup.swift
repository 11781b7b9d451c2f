/// Escaping for the text NavKitPreview writes into XML, SVG, HTML and JavaScript.
package enum Markup {
    /// The text with `&`, `<`, `>`, `"` and `'` replaced by XML entities, safe in element text
    /// and in attribute values quoted either way.
    ///
    /// Control characters other than tab, newline and carriage return (which XML 1.0 forbids)
    /// are replaced by U+FFFD.
    /// - Parameter text: Any text, e.g. a screen title.
    /// - Returns: The escaped text.
    ///
    /// ```swift
    /// Markup.escaped("Tom & \"Jerry\"") // "Tom &amp; &quot;Jerry&quot;"
    /// ```
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                result.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }

    /// A double-quoted JavaScript string literal that is also safe inside an HTML `<script>`
    /// element and an XML CDATA section: `</` becomes `<\/`, `]]>` is split, line terminators
    /// and control characters are escaped.
    /// - Parameter text: Any text.
    /// - Returns: The literal, quotes included.
    package static func javaScriptString(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "/" where previous == "<": result += "\\/"
            case ">" where previous == "]": result += "\\u003e"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    result += "\\u" + hex4(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            previous = scalar
        }
        return result + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
