/// The segments of a route's pattern: literal text, or a named parameter matching any one segment.
enum RoutePattern {
    enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(String)

        var literal: String? {
            if case .literal(let text) = self { return text }
            return nil
        }

        var parameter: String? {
            if case .parameter(let name) = self { return name }
            return nil
        }
    }

    /// Reads a relative pattern (`mail/:mailbox`).
    /// - Throws: ``RouteTableError/invalidPattern(_:_:)``.
    static func segments(of pattern: String) throws(RouteTableError) -> [Segment] {
        if pattern.hasPrefix("/") {
            throw .invalidPattern(pattern, "a child's pattern is relative to its parent's: no leading '/'")
        }
        var segments: [Segment] = []
        // One trailing `/` is ignored, as in links (`mail/` is `mail`).
        let written = pattern.hasSuffix("/") ? pattern.dropLast() : Substring(pattern)
        for part in written.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty { throw .invalidPattern(pattern, "an empty segment") }
            if part == "." || part == ".." { throw .invalidPattern(pattern, "a dot segment") }
            guard part.hasPrefix(":") else {
                // A literal is the segment as it reads decoded (`a b`, `café`), written
                // percent-encoded in links. `%` would leave it unclear whether it is encoded
                // already, and `?` and `#` end a link's path: all three are refused.
                if let reserved = part.first(where: { $0 == "%" || $0 == "?" || $0 == "#" }) {
                    throw .invalidPattern(
                        pattern, "'\(reserved)' in a literal segment: write literals decoded, without '%', '?' or '#'")
                }
                segments.append(.literal(String(part)))
                continue
            }
            let name = part.dropFirst()
            guard !name.isEmpty, name.unicodeScalars.allSatisfy(isNameCharacter) else {
                throw .invalidPattern(pattern, "a parameter's name is letters, digits and '_'")
            }
            segments.append(.parameter(String(name)))
        }
        return segments
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_": true
        default: false
        }
    }

    /// A whole pattern's text: `/mail/:mailbox` (`/` for none).
    static func text(of segments: [Segment]) -> String {
        "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .parameter(let name): ":" + name
                }
            }.joined(separator: "/")
    }
}
