/// Percent-encoding as RFC 3986 defines it, over UTF-8: what NavKit writes into links and reads
/// out of them.
enum PercentEncoding {
    /// Whether a byte is unreserved (`A–Z a–z 0–9 - . _ ~`): the only bytes written as themselves.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// Whether a byte may stand unencoded in a path segment of a link read (RFC 3986 `pchar`:
    /// unreserved, sub-delims, `:` and `@`), besides `%` and bytes of non-ASCII characters.
    static func isSegmentCharacter(_ byte: UInt8) -> Bool {
        if isUnreserved(byte) { return true }
        return switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
            true
        default: false
        }
    }

    /// Whether a byte may stand unencoded in the query of a link read: a `pchar`, `/` or `?`.
    static func isQueryCharacter(_ byte: UInt8) -> Bool {
        isSegmentCharacter(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
    }

    /// The text with every byte but the unreserved ones percent-encoded (upper-case hex), so it can
    /// stand anywhere in a link — a `/`, `?`, `&`, `=`, `+`, `%` or space in a value included.
    static func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%"
                encoded.unicodeScalars.append(hexDigit(byte >> 4))
                encoded.unicodeScalars.append(hexDigit(byte & 0x0F))
            }
        }
        return encoded
    }

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
    }

    /// Decodes a part of a link read: `%XX` becomes its byte, other bytes stay; the result must be
    /// UTF-8.
    /// - Parameter bytes: The part: a slice of the link's bytes (its indices are offsets in the
    ///   link, for errors).
    /// - Returns: The decoded text.
    /// - Throws: ``LinkError/malformed(at:_:)`` for a `%` without two hex digits, or bytes that are
    ///   not UTF-8 once decoded.
    static func decode(_ bytes: ArraySlice<UInt8>) throws(LinkError) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                decoded.append(byte)
                index += 1
                continue
            }
            guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
                let low = hexValue(bytes[index + 2])
            else {
                throw .malformed(at: index, "'%' must be followed by two hex digits")
            }
            decoded.append(high << 4 | low)
            index += 3
        }
        guard let text = String(validatingUTF8Bytes: decoded) else {
            throw .malformed(at: bytes.startIndex, "percent-encoded bytes that are not UTF-8")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
