/// A tiny XML well-formedness checker for the markup NavKitPreview writes: balanced and
/// matching tags, one root element, quoted attributes without duplicates or raw `<`, and text
/// whose every `&` starts a known entity. Understands comments, CDATA, `<!DOCTYPE>` and `<?…?>`.
enum XMLWellFormedness {
    /// The first problem found, with its byte offset, or `nil` when the text is well formed.
    static func firstProblem(in text: String) -> String? {
        var checker = Checker(bytes: Array(text.utf8))
        return checker.run()
    }
}

private struct Checker {
    let bytes: [UInt8]
    var i = 0
    var stack: [String] = []
    var roots = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func run() -> String? {
        while i < bytes.count {
            let problem = bytes[i] == UInt8(ascii: "<") ? markup() : text()
            if let problem { return problem + " at byte \(i)" }
        }
        if let open = stack.last { return "unclosed <\(open)>" }
        return roots == 1 ? nil : "\(roots) root elements"
    }

    func starts(_ prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        return i + p.count <= bytes.count && Array(bytes[i..<(i + p.count)]) == p
    }

    /// Moves past `terminator`; false if it never comes.
    mutating func skip(past terminator: String) -> Bool {
        let t = Array(terminator.utf8)
        while i + t.count <= bytes.count {
            if Array(bytes[i..<(i + t.count)]) == t {
                i += t.count
                return true
            }
            i += 1
        }
        return false
    }

    mutating func markup() -> String? {
        if starts("<!--") { return skip(past: "-->") ? nil : "unterminated comment" }
        if starts("<![CDATA[") {
            if stack.isEmpty { return "CDATA outside the root" }
            return skip(past: "]]>") ? nil : "unterminated CDATA"
        }
        if starts("<!DOCTYPE") {
            if roots > 0 { return "DOCTYPE after the root" }
            return skip(past: ">") ? nil : "unterminated DOCTYPE"
        }
        if starts("<?") { return skip(past: "?>") ? nil : "unterminated processing instruction" }
        if starts("</") {
            i += 2
            let name = readName()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { return "malformed end tag </\(name)" }
            i += 1
            guard let open = stack.popLast() else { return "end tag </\(name)> without a start tag" }
            return open == name ? nil : "</\(name)> closes <\(open)>"
        }
        return startTag()
    }

    mutating func startTag() -> String? {
        i += 1
        let name = readName()
        if name.isEmpty { return "a raw '<' that starts no tag" }
        if stack.isEmpty {
            if roots > 0 { return "second root element <\(name)>" }
            roots += 1
        }
        var seen: Set<String> = []
        while true {
            let hadSpace = skipSpace()
            guard i < bytes.count else { return "unterminated start tag <\(name)" }
            if starts("/>") {
                i += 2
                return nil
            }
            if bytes[i] == UInt8(ascii: ">") {
                i += 1
                stack.append(name)
                return nil
            }
            if !hadSpace { return "no space before an attribute in <\(name)" }
            let attribute = readName()
            if attribute.isEmpty { return "malformed attribute in <\(name)" }
            if !seen.insert(attribute).inserted { return "duplicate attribute \(attribute) in <\(name)" }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return "attribute \(attribute) has no value" }
            i += 1
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                return "unquoted attribute \(attribute) in <\(name)"
            }
            let quote = bytes[i]
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != quote {
                if bytes[i] == UInt8(ascii: "<") { return "raw '<' in attribute \(attribute)" }
                i += 1
            }
            guard i < bytes.count else { return "unterminated attribute \(attribute)" }
            if let problem = entities(in: start..<i) { return problem + " in attribute \(attribute)" }
            i += 1
        }
    }

    mutating func text() -> String? {
        let start = i
        while i < bytes.count, bytes[i] != UInt8(ascii: "<") { i += 1 }
        let isBlank = bytes[start..<i].allSatisfy { [9, 10, 13, 32].contains($0) }
        if stack.isEmpty, !isBlank { return "text outside the root element" }
        if String(decoding: bytes[start..<i], as: UTF8.self).contains("]]>") { return "']]>' in text" }
        return entities(in: start..<i)
    }

    func entities(in range: Range<Int>) -> String? {
        var j = range.lowerBound
        while j < range.upperBound {
            if bytes[j] == UInt8(ascii: "&") {
                guard let end = bytes[j..<range.upperBound].firstIndex(of: UInt8(ascii: ";")) else {
                    return "unescaped '&'"
                }
                let name = String(decoding: bytes[(j + 1)..<end], as: UTF8.self)
                let known = ["amp", "lt", "gt", "quot", "apos"].contains(name)
                let decimal = name.hasPrefix("#") && name.count > 1 && name.dropFirst().allSatisfy(\.isNumber)
                let hex = name.hasPrefix("#x") && name.count > 2 && name.dropFirst(2).allSatisfy(\.isHexDigit)
                if !(known || decimal || hex) { return "unknown entity &\(name.prefix(12));" }
                j = end
            }
            j += 1
        }
        return nil
    }

    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = i
        while i < bytes.count, [9, 10, 13, 32].contains(bytes[i]) { i += 1 }
        return i > start
    }

    mutating func readName() -> String {
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            let isLetter = (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b == 58 || b >= 128
            let isOther = (b >= 48 && b <= 57) || b == 45 || b == 46
            guard isLetter || (i > start && isOther) else { break }
            i += 1
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }
}
