/// A link as a route table reads it: its path segments and its query items, percent-decoded,
/// with the prefix (scheme and host) it came with taken off. Its ``text`` is the canonical form:
/// what the same segments and items always write.
package struct ParsedLink: Hashable, Sendable {
    /// The path's segments, decoded (none for `/`).
    package var segments: [String]
    /// The query's items, decoded, in order.
    package var query: [QueryItem] = []

    /// `/` and the segments, each percent-encoded but for unreserved characters, then `?` and the
    /// items joined by `&` when there are any.
    package var text: String {
        let path = "/" + segments.map(PercentEncoding.encode).joined(separator: "/")
        return query.isEmpty ? path : path + "?" + query.map(\.description).joined(separator: "&")
    }

    /// Reads a link.
    ///
    /// A link starting with one of `prefixes` (its scheme and host compared without regard to
    /// ASCII case, a path in it exactly, a trailing `/` of it ignored) is read after it; one starting with `/`, or with no scheme,
    /// is a path; one with a scheme no prefix names is ``LinkError/unknownPrefix(_:)``. The path
    /// runs to `?` or `#`, the query from `?` to `#`; the fragment is not read. One trailing `/` is
    /// allowed (`/mail/` is `/mail`). Characters other than RFC 3986's `pchar` (and `/` and `?` in a
    /// query) must be percent-encoded; characters beyond ASCII may also stand as themselves (IRIs).
    /// - Parameters:
    ///   - link: The link's text.
    ///   - prefixes: The schemes and hosts the app answers to (`myapp://`, `https://example.com`).
    /// - Throws: ``LinkError/malformed(at:_:)`` or ``LinkError/unknownPrefix(_:)``.
    package init(parsing link: String, prefixes: [String]) throws(LinkError) {
        let bytes = Array(link.utf8)
        let start = try Self.start(of: bytes, link: link, prefixes: prefixes)
        let pathEnd = bytes[start...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count
        segments = try Self.segments(bytes[start..<pathEnd])
        if pathEnd < bytes.count, bytes[pathEnd] == UInt8(ascii: "?") {
            let queryEnd = bytes[pathEnd...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
            query = try Self.items(bytes[(pathEnd + 1)..<queryEnd])
        }
    }

    /// A link made of values (the reverse of reading one).
    package init(segments: [String], query: [QueryItem] = []) {
        self.segments = segments
        self.query = query
    }

    /// Where the path starts: after the longest prefix the link starts with.
    ///
    /// A prefix's scheme and host compare without regard to ASCII case, as URLs' do; a path the
    /// prefix goes on with (`https://example.com/app`) compares exactly, as paths do. One trailing
    /// `/` of a prefix is ignored — `https://example.com/` and `https://example.com` are the same
    /// prefix — but for the `//` that ends `myapp://`.
    private static func start(of bytes: [UInt8], link: String, prefixes: [String]) throws(LinkError) -> Int {
        var longest: Int?
        for prefix in prefixes where !prefix.isEmpty {
            var wanted = Array(prefix.utf8)
            let authority = authorityEnd(of: wanted)
            if wanted.count > authority, wanted.last == UInt8(ascii: "/") { wanted.removeLast() }
            guard bytes.count >= wanted.count,
                zip(bytes, wanted).enumerated().allSatisfy({ index, pair in
                    index < authority ? lower(pair.0) == lower(pair.1) : pair.0 == pair.1
                })
            else { continue }
            // `https://example.com` must not take `https://example.community`, nor
            // `https://example.com/app` take `/application`: the prefix ends where its host or path
            // segment does, or ends with `/` itself. (What follows a host and cannot be part of
            // one — a space — is left for the path to refuse.)
            let next = wanted.count < bytes.count ? bytes[wanted.count] : nil
            let boundary = wanted.last == UInt8(ascii: "/") || next.map { !isHostCharacter($0) } ?? true
            if boundary, wanted.count > longest ?? -1 { longest = wanted.count }
        }
        if let longest { return longest }
        if hasScheme(bytes) { throw .unknownPrefix(link) }
        return 0
    }

    /// Where a prefix's scheme and host end: at the first `/` after `scheme://` (or after
    /// `scheme:` without `//`), or at its end.
    private static func authorityEnd(of prefix: [UInt8]) -> Int {
        guard hasScheme(prefix), let colon = prefix.firstIndex(of: UInt8(ascii: ":")) else { return 0 }
        var start = colon + 1
        if prefix[start...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) { start += 2 }
        return prefix[start...].firstIndex(of: UInt8(ascii: "/")) ?? prefix.count
    }

    /// Whether a byte can continue a host and port (RFC 3986 `reg-name`, `:` and `@`, `[ ]` of an
    /// IPv6 literal).
    private static func isHostCharacter(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || PercentEncoding.isSegmentCharacter(byte)
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// Whether the text starts with an RFC 3986 scheme and `:` (`myapp:`, `https:`).
    private static func hasScheme(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, lower(first) >= UInt8(ascii: "a"), lower(first) <= UInt8(ascii: "z") else {
            return false
        }
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: ":") { return true }
            let letter = lower(byte) >= UInt8(ascii: "a") && lower(byte) <= UInt8(ascii: "z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard
                letter || digit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: ".")
            else { return false }
        }
        return false
    }

    private static func check(
        _ bytes: ArraySlice<UInt8>, allowed: (UInt8) -> Bool, separators: Set<UInt8>
    ) throws(LinkError) {
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x80 || byte == UInt8(ascii: "%") else { continue }
            if byte == UInt8(ascii: "%") || separators.contains(byte) || allowed(byte) { continue }
            let shown = byte < 0x20 || byte == 0x7F ? "a control character" : "'\(Character(Unicode.Scalar(byte)))'"
            throw .malformed(at: index, "\(shown) must be percent-encoded")
        }
    }

    private static func segments(_ path: ArraySlice<UInt8>) throws(LinkError) -> [String] {
        try check(path, allowed: PercentEncoding.isSegmentCharacter, separators: [UInt8(ascii: "/")])
        var parts = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if path.first == UInt8(ascii: "/") { parts.removeFirst() }
        if let last = parts.last, last.isEmpty { parts.removeLast() }
        return try parts.map { (part) throws(LinkError) -> String in
            guard !part.isEmpty else { throw .malformed(at: part.startIndex, "an empty segment") }
            let segment = try PercentEncoding.decode(part)
            guard segment != ".", segment != ".." else { throw .malformed(at: part.startIndex, "a dot segment") }
            return segment
        }
    }

    private static func items(_ query: ArraySlice<UInt8>) throws(LinkError) -> [QueryItem] {
        try check(query, allowed: PercentEncoding.isQueryCharacter, separators: [])
        return try query.split(separator: UInt8(ascii: "&")).map { (item) throws(LinkError) -> QueryItem in
            let equals = item.firstIndex(of: UInt8(ascii: "="))
            let name = try PercentEncoding.decode(item[..<(equals ?? item.endIndex)])
            guard !name.isEmpty else { throw .malformed(at: item.startIndex, "a query item without a name") }
            let value = try equals.map { (equals) throws(LinkError) in try PercentEncoding.decode(item[(equals + 1)...])
            }
            return QueryItem(name: name, value: value)
        }
    }
}
