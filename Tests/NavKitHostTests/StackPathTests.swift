import NavKitCore
import NavKitHost
import Testing

@Suite("Stack paths: identities and the one request between two paths")
struct StackPathTests {
    static let a: ScreenID = "a"
    static let b: ScreenID = "b"
    static let c: ScreenID = "c"
    static let d: ScreenID = "d"

    @Test(
        "each difference is one request",
        arguments: [
            ("the same path", [a, b], [a, b], PathChange.none),
            ("one more", [a], [a, b], .push(b)),
            ("one more on the root", [], [a], .push(a)),
            ("several more: one transition", [a], [a, b, c], .setStack([a, b, c])),
            ("one fewer", [a, b], [a], .pop),
            ("several fewer", [a, b, c], [a], .popTo(a)),
            ("none left", [a, b, c], [], .popToRoot),
            ("another top", [a, b], [a, c], .setStack([a, c])),
            ("a different order", [a, b, c], [c, b, a], .setStack([c, b, a])),
            ("a jump back to a screen below and on", [a, b, c], [a, d], .setStack([a, d])),
        ])
    func change(name: String, current: [ScreenID], new: [ScreenID], expected: PathChange) {
        #expect(StackPath<Int>.change(from: current, to: new) == expected, "\(name)")
    }

    @Test("a value keeps its identity while it stays in the path; equal values are told apart by order")
    func identities() {
        var path = StackPath<String>()
        let first = path.identities(for: ["inbox", "message"])
        #expect(first == ["path-1", "path-2"])
        #expect(path.identities(for: ["inbox", "message", "message"]) == ["path-1", "path-2", "path-3"])
        #expect(path.identities(for: ["inbox"]) == ["path-1"])
        #expect(path.element(for: "path-3") == "message")
        #expect(path.path(of: ["root", "path-1", "path-3"]) == ["inbox", "message"])
    }

    @Test("forgetting drops only identities no longer in use, and a forgotten value gets a new one")
    func forgetting() {
        var path = StackPath<Int>(prefix: "n")
        _ = path.identities(for: [1, 2, 3])
        path.forget(allBut: ["n-1"])
        #expect(path.count == 1)
        #expect(path.element(for: "n-2") == nil)
        #expect(path.identities(for: [1, 2]) == ["n-1", "n-4"])
    }
}
