import Foundation
import NavKit
import NavKitFuzz
import NavKitTesting
import Testing

/// Links over generated route tables and stacks, malformed links and random bytes.
@Suite("Links, properties")
@MainActor
struct LinkPropertyTests {
    /// A route as the test generates it: its own segments (literal words, or parameters) and its
    /// children.
    struct Shape: Sendable, CustomStringConvertible {
        var segments: [String?]
        var children: [Shape]

        var description: String {
            let own = segments.map { $0 ?? ":" }.joined(separator: "/")
            return children.isEmpty ? own : "\(own)[\(children.map(\.description).joined(separator: ", "))]"
        }
    }

    /// A route the table holds, as the test knows it: its whole pattern, its segments (literal or
    /// parameter name) and how many routes stand above it.
    struct Known: Sendable {
        var pattern: String
        var segments: [(literal: String?, name: String?)]
        var depth: Int
    }

    nonisolated static let words = ["mail", "message", "settings", "inbox", "drafts", "x"]
    nonisolated static let segment = Gen<String?>.frequency((2, Gen.element(of: words).map { $0 }), (1, .constant(nil)))
    nonisolated static let shapes = Gen<[Shape]>.recursive(maxDepth: 3, recursionProbability: 0.6, base: .constant([]))
    { children in
        Gen.array(
            of: Gen.zip(Gen.array(of: segment, length: 1...2), children).map { Shape(segments: $0, children: $1) },
            length: 0...3)
    }

    /// The table of a generated tree: parameters named by depth and place (so none repeats on a
    /// chain), and every route whose links another route already takes left out with its subtree.
    static func table(of children: [Shape], prefixes: [String]) throws -> (RouteTable, [Known]) {
        var known = [Known(pattern: "/", segments: [], depth: 0)]
        var taken: Set<[String?]> = [[]]
        func build(_ shape: Shape, above: [(literal: String?, name: String?)], depth: Int) -> Route? {
            let own = shape.segments.enumerated().map { index, word in
                (literal: word, name: word == nil ? "p\(depth)_\(index)" : nil)
            }
            let segments = above + own
            guard taken.insert(segments.map(\.literal)).inserted else { return nil }
            let pattern = "/" + segments.map { $0.literal ?? ":" + $0.name! }.joined(separator: "/")
            known.append(Known(pattern: pattern, segments: segments, depth: depth))
            let relative = own.map { $0.literal ?? ":" + $0.name! }.joined(separator: "/")
            return Route(relative, children: shape.children.compactMap { build($0, above: segments, depth: depth + 1) })
        }
        let root = Route("/", title: "Root", children: children.compactMap { build($0, above: [], depth: 1) })
        return (try RouteTable(root, prefixes: prefixes), known)
    }

    nonisolated static let value = Generated.text(length: 1...5).map { $0 == "." || $0 == ".." ? $0 + "~" : $0 }
    nonisolated static let query = Gen.array(
        of: Gen.zip(Generated.text(length: 1...3), Gen.optional(Generated.text())), length: 0...3
    )
    .map { $0.map { QueryItem(name: $0, value: $1) } }
    nonisolated static let prefixes = ["myapp://", "https://example.com", "https://example.com/app/"]

    /// A tree, a route of it, values for the route's parameters, a query and a prefix.
    nonisolated static let cases = shapes.flatMap { children in
        Gen.zip(
            Gen.int(in: 0...1_000), Gen.array(of: value, length: 6...6), query, Gen.element(of: [nil] + prefixes)
        ).map { (children, $0, $1, $2, $3) }
    }

    @Test("stack → link → stack is the identity for every stack a generated table can express")
    func stackLinkStackIdentity() {
        verifyProperty("stack → link → stack", Self.cases, iterations: 800) { children, pick, values, query, prefix in
            let (table, known) = try Self.table(of: children, prefixes: Self.prefixes)
            let route = known[pick % known.count]
            var parameters: [String: String] = [:]
            var expectedPath: [String] = []
            for (index, segment) in route.segments.enumerated() {
                if let name = segment.name { parameters[name] = values[index % values.count] }
                expectedPath.append(segment.literal ?? parameters[segment.name!]!)
            }
            let made = try table.link(to: route.pattern, parameters: parameters, query: query, prefix: prefix)
            let stack = try table.stack(for: made)

            // The model's expectations, computed from the generated tree, not from the table.
            guard stack.count == route.depth + 1 else {
                throw PropertyViolation(
                    "\(made) opened \(stack.count) screens; its route stands at depth \(route.depth)")
            }
            let top = try #require(table.match(stack[stack.count - 1].id))
            // Scalar for scalar (`==` on strings would take a normalised value as the same).
            let sameValues =
                top.parameters.count == parameters.count
                && parameters.allSatisfy { sameScalars(top.parameters[$0.key], $0.value) }
            let sameQuery =
                top.query.count == query.count
                && zip(top.query, query).allSatisfy { sameScalars($0.name, $1.name) && sameScalars($0.value, $1.value) }
            guard top.pattern == route.pattern, sameValues, sameQuery else {
                throw PropertyViolation("\(made) matched \(top.pattern) with \(top.parameters) \(top.query)")
            }
            // An independent reader (Foundation's) sees the same segments and items. (On Linux it
            // drops U+FEFF as it decodes, so values holding one are left to the round trip below.)
            let path = try table.link(for: stack)
            let hasByteOrderMark = (expectedPath + query.flatMap { [$0.name, $0.value ?? ""] }).contains {
                $0.unicodeScalars.contains("\u{FEFF}")
            }
            let components = try #require(URLComponents(string: path), "Foundation cannot read \(path)")
            let segments = components.percentEncodedPath.split(separator: "/").map { $0.removingPercentEncoding ?? "?" }
            let items = (components.queryItems ?? []).map { QueryItem(name: $0.name, value: $0.value) }
            guard hasByteOrderMark || (segments == expectedPath && items == query),
                path.unicodeScalars.allSatisfy(\.isASCII)
            else {
                throw PropertyViolation("Foundation reads \(path) as \(segments) \(items)")
            }

            // The round trip.
            let link = try table.link(for: stack, prefix: prefix)
            guard link == made else { throw PropertyViolation("\(stack.map(\.id)) gave \(link), made as \(made)") }
            guard try table.stack(for: link) == stack else { throw PropertyViolation("\(link) opened another stack") }
            // Every screen below the top is the one its own link opens: one identity, one screen.
            for screen in stack.dropLast() {
                guard try table.stack(for: screen.id.rawValue).last == screen else {
                    throw PropertyViolation("\(screen.id) in \(made)'s stack is not what its own link opens")
                }
            }
        }
    }

    /// A defect that makes any path malformed wherever it is put.
    nonisolated static let defects = [
        " ", "<", ">", "|", "{", "}", "\\", "^", "`", "\"", "\u{1}", "\u{7F}", "%G0", "%%", "//", "/./", "/../",
    ]

    @Test("a malformed link is a typed error and changes nothing, wherever the defect is")
    func malformedLinksChangeNothing() {
        let cases = Gen.zip(Self.cases, Gen.element(of: Self.defects), Gen.int(in: 0...1_000))
        verifyProperty("malformed links", cases, iterations: 500) { generated, defect, place in
            let (children, pick, values, query, prefix) = generated
            let (table, known) = try Self.table(of: children, prefixes: Self.prefixes)
            let route = known[pick % known.count]
            var parameters: [String: String] = [:]
            for (index, segment) in route.segments.enumerated() {
                if let name = segment.name { parameters[name] = values[index % values.count] }
            }
            var link = try table.link(to: route.pattern, parameters: parameters, query: query, prefix: prefix)
            let pathStart = prefix?.utf8.count ?? 0
            let pathEnd =
                link.firstIndex(of: "?").map { link.utf8.distance(from: link.startIndex, to: $0) } ?? link.utf8.count
            let at = pathStart + place % (pathEnd - pathStart + 1)
            link.insert(contentsOf: defect, at: link.index(link.startIndex, offsetBy: at))

            let h = Harness(root: Screen(id: "/", title: "Root"))
            try h.container.push(Screen(id: "detail"))
            let before = ContainerState(h.container)
            do {
                try h.container.open(link, in: table)
                throw PropertyViolation("\(link.debugDescription) opened")
            } catch let error as LinkError {
                switch error {
                case .malformed: break
                // Right after a host, `%` could still be part of the host (`example.com%2D2`).
                case .unknownPrefix where defect.hasPrefix("%") && at == pathStart && prefix?.hasSuffix("/") == false:
                    break
                default: throw PropertyViolation("\(link.debugDescription): \(error)")
                }
            }
            guard ContainerState(h.container) == before else {
                throw PropertyViolation("refusing \(link.debugDescription) changed the container")
            }
        }
    }

    /// Near-links (seeds with bytes replaced, inserted, removed, spliced) and random bytes.
    static let bytes = FuzzSeeds.nearby("corpus-links", favouring: "/:%?&=#+.~-_aZ09 é")

    @Test("random bytes fed to the link parser never crash, and a refused link never changes the container")
    func randomBytesNeverHarm() {
        verifyProperty("links take any bytes", Self.bytes, iterations: 3_000) { bytes in
            if let failure = fuzzLink(bytes) { throw PropertyViolation(failure) }
        }
    }

    @Test("the link fuzz target's seeds pass it")
    func seedsPass() {
        #expect(FuzzSeeds.all(in: "corpus-links").count >= 20)
        for (name, text) in FuzzSeeds.all(in: "corpus-links") {
            #expect(fuzzLink(Array(text.utf8)) == nil, "\(name)")
        }
    }
}
