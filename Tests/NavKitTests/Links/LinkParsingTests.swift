import NavKit
import Testing

/// Reading links: prefixes, RFC 3986 percent-encoding over UTF-8, queries, and a typed error at
/// the byte where a link breaks.
@Suite("Link parsing")
struct LinkParsingTests {
    static let prefixes = ["myapp://", "https://mail.example.com"]

    static func read(_ link: String) throws(LinkError) -> ParsedLink {
        try ParsedLink(parsing: link, prefixes: prefixes)
    }

    @Test(
        "a link is read after its prefix, or as a path",
        arguments: [
            ("myapp://mail/inbox", ["mail", "inbox"]), ("MyApp://mail/inbox", ["mail", "inbox"]),
            ("https://mail.example.com/mail/inbox", ["mail", "inbox"]),
            ("HTTPS://Mail.Example.COM/mail/inbox/", ["mail", "inbox"]), ("/mail/inbox", ["mail", "inbox"]),
            ("mail/inbox", ["mail", "inbox"]), ("/", []), ("", []), ("myapp://", []),
            ("https://mail.example.com", []), ("https://mail.example.com?x", []),
            ("/mail#section-2", ["mail"]),
        ])
    func prefixesAndPaths(_ link: String, segments: [String]) throws {
        #expect(try Self.read(link).segments == segments)
    }

    @Test(
        "a scheme or host no prefix names is refused",
        arguments: [
            "otherapp://mail", "https://mail.example.community/mail", "http://mail.example.com/mail", "mailto:a@b",
        ])
    func unknownPrefixRefused(_ link: String) {
        #expect(throws: LinkError.unknownPrefix(link)) { try Self.read(link) }
    }

    @Test("a prefix's trailing slash is ignored; its scheme and host compare without case, a path in it exactly")
    func prefixSlashAndCase() throws {
        let prefixes = ["https://mail.example.com/", "https://example.com/App/", "myapp://"]
        func read(_ link: String) throws(LinkError) -> [String] {
            try ParsedLink(parsing: link, prefixes: prefixes).segments
        }
        #expect(try read("https://mail.example.com") == [])
        #expect(try read("https://mail.example.com/") == [])
        #expect(try read("https://MAIL.example.com/mail/Inbox") == ["mail", "Inbox"])
        #expect(try read("https://example.com/App") == [])
        #expect(try read("HTTPS://EXAMPLE.COM/App/mail/") == ["mail"])
        #expect(try read("myapp://mail") == ["mail"])
        for other in ["https://example.com/app/mail", "https://example.com/Apps/mail", "https://example.com/mail"] {
            #expect(throws: LinkError.unknownPrefix(other)) { try read(other) }
        }
    }

    @Test("percent-encoding is decoded as UTF-8; reserved characters in a value survive")
    func percentDecoding() throws {
        let link = try Self.read("/search/caf%C3%A9%20%2F%3F%26%23%25/%F0%9F%91%8D?q=a%2Bb%3Dc&q=%20&flag&empty=&x=1=2")
        #expect(link.segments == ["search", "café /?&#%", "👍"])
        #expect(
            link.query == [
                QueryItem(name: "q", value: "a+b=c"), QueryItem(name: "q", value: " "),
                QueryItem(name: "flag", value: nil), QueryItem(name: "empty", value: ""),
                QueryItem(name: "x", value: "1=2"),
            ])
    }

    @Test("'+' is a plus sign, sub-delimiters and non-ASCII characters may stand unencoded")
    func lenientWhereRFCAllows() throws {
        let link = try Self.read("/a+b/it's(1)*,;=:@!$/café?q=1+1&path=/x?y")
        #expect(link.segments == ["a+b", "it's(1)*,;=:@!$", "café"])
        #expect(link.query == [QueryItem(name: "q", value: "1+1"), QueryItem(name: "path", value: "/x?y")])
    }

    @Test("the canonical text encodes everything but unreserved characters, and reads back the same")
    func canonicalText() throws {
        let link = ParsedLink(
            segments: ["mail", "a b/c", "é", "~x-y_z.0"],
            query: [QueryItem(name: "q", value: "1+1 & 2=2"), QueryItem(name: "flag", value: nil)])
        #expect(link.text == "/mail/a%20b%2Fc/%C3%A9/~x-y_z.0?q=1%2B1%20%26%202%3D2&flag")
        #expect(try Self.read(link.text) == link)
        #expect(try Self.read("/mail/%7Ex%2dy").text == "/mail/~x-y")
    }

    static let malformed: [(link: String, offset: Int)] = [
        ("/mail inbox", 5), ("/mail/<x>", 6), ("/a|b", 2), ("/a\\b", 2), ("/a^b", 2), ("/a`b", 2), ("/a{b}", 2),
        ("/a\"b", 2), ("/a\u{7}b", 2), ("/a\u{7F}", 2), ("/a[0]", 2), ("/a%", 2), ("/a%4", 2), ("/a%G1", 2),
        ("/a%41%zz", 5), ("/a/%FF", 3), ("/a/%C3", 3), ("/a/%ED%A0%80", 3), ("//a", 1), ("/a//b", 3), ("/a/./b", 3),
        ("/a/../b", 3), ("/a/%2E%2E", 3), ("/a?q=1 2", 6), ("/a?=1", 3), ("/a?x&=1", 5), ("myapp://mail box", 12),
        ("https://mail.example.com /x", 24),
    ]

    @Test("a malformed link is refused at the byte where it breaks", arguments: malformed)
    func malformedRefused(_ link: String, offset: Int) {
        do throws(LinkError) {
            _ = try Self.read(link)
            Issue.record("\(link) was read")
        } catch {
            guard case .malformed(let at, _) = error else {
                Issue.record("\(link): \(error)")
                return
            }
            #expect(at == offset, "\(link): \(error)")
        }
    }
}
