import NavKit
import NavKitHost
import NavKitTesting
import Testing

/// A path binding saved as text (for `@SceneStorage`) and put back: pinned format, typed errors,
/// round trips, and the path saved as the stack settles.
@Suite("Saved path")
@MainActor
struct SavedPathTests {
    struct Mailbox: Codable, Hashable, Sendable {
        var name: String
        var unread: Int
    }

    @Test("a path is saved as pinned text and reads back, as @SceneStorage reads a RawRepresentable")
    func pinnedText() throws {
        let path = [Mailbox(name: "Inbox", unread: 3), Mailbox(name: "Work \"2026\"", unread: 0)]
        let saved = try SavedPath(path)
        #expect(
            saved.rawValue == #"{"version":1,"path":[{"name":"Inbox","unread":3},{"name":"Work \"2026\"","unread":0}]}"#
        )
        #expect(SavedPath<Mailbox>(rawValue: saved.rawValue)?.elements == path)
        #expect(try SavedPath<Mailbox>(text: #" { "path" : [ ] , "version" : 1 } "#).elements == [])
        #expect(try SavedPath<Int>([]) == SavedPath<Int>(text: #"{"version":1,"path":[]}"#))
    }

    @Test("an unknown version, text that is not a saved path, and a value that no longer decodes are refused")
    func badTextRefused() {
        #expect(throws: RestorationError.unsupportedVersion(2)) {
            try SavedPath<Mailbox>(text: #"{"version":2,"path":"something else"}"#)
        }
        #expect(throws: RestorationError.malformed("path: missing")) { try SavedPath<Mailbox>(text: #"{"version":1}"#) }
        #expect(throws: RestorationError.malformed("invalid JSON at byte 0: expected a value")) {
            try SavedPath<Mailbox>(text: "path=inbox")
        }
        #expect(throws: RestorationError.undecodableElement(index: 1, "path[1].unread: missing")) {
            try SavedPath<Mailbox>(text: #"{"version":1,"path":[{"name":"a","unread":1},{"name":"b"}]}"#)
        }
        #expect(SavedPath<Mailbox>(rawValue: #"{"version":1,"path":[1]}"#) == nil)
    }

    @Test("a value that cannot be encoded names its index")
    func unencodableValueNamed() {
        #expect(throws: RestorationError.unencodableElement(index: 2, "path[2]: nan is not a JSON number")) {
            try SavedPath([0.5, 1, .nan])
        }
    }

    @Test("a value nested too deep to read back is refused when saved: what saves, reads")
    func tooDeepValueRefused() throws {
        // The saved path's object and its list hold the values: 126 levels are left.
        #expect(
            SavedPath<Nesting>(rawValue: try SavedPath([Nesting(levels: 126)]).rawValue)?.elements == [
                Nesting(levels: 126)
            ])
        do {
            _ = try SavedPath([Nesting(levels: 1), Nesting(levels: 127)])
            Issue.record("saved a path that does not read back")
        } catch {
            guard case .unencodableElement(index: 1, let why) = error else { throw error }
            #expect(why.contains("nested deeper than 128"))
        }
    }

    @Test("saved → read is the identity over random paths")
    func roundTrip() {
        let names = Gen<String>.element(of: ["", "Inbox", "a/b?c=d&e", "\u{0}\"\\", "👍🏽 café", "\u{2028}\u{FEFF}"])
        let paths = Gen.array(
            of: Gen.zip(names, Gen.int(in: Int.min...Int.max)).map { Mailbox(name: $0, unread: $1) }, length: 0...8)
        verifyProperty("saved paths round-trip", paths, iterations: 500) { path in
            let saved = try SavedPath(path)
            guard let read = SavedPath<Mailbox>(rawValue: saved.rawValue), read.elements == path,
                read.rawValue == saved.rawValue
            else { throw PropertyViolation("\(saved.rawValue) did not read back") }
        }
    }

    @Test("a navigator's restore and link ask the leave guards as a container's do, and throw the same errors")
    func navigatorReasonsAndErrors() throws {
        let hosted = DrivenHost(root: Screen(id: "root", title: "Mail"))
        let navigator = PathNavigator<Mailbox>(driver: hosted.driver) { box, id in Screen(id: id, title: box.name) }
        let inbox = Mailbox(name: "Inbox", unread: 3)
        let draft = Mailbox(name: "Draft", unread: 0)
        try navigator.setPath([inbox, draft], animated: false)
        let keepDraft = FixedLeaveGuard(.deny)
        hosted.container.setLeaveGuard(keepDraft, for: try #require(hosted.container.stack.last).id)
        #expect(throws: RestorationError.refused(.leaveDenied(try #require(hosted.container.stack.last).id))) {
            try navigator.restore(SavedPath([inbox]))
        }
        #expect(throws: LinkError.refused(.leaveDenied(try #require(hosted.container.stack.last).id))) {
            try navigator.setPath([inbox], forLink: "myapp://mail/inbox")
        }
        #expect(keepDraft.questions.map(\.reason) == [.restore, .openLink("myapp://mail/inbox")])
        #expect(navigator.path == [inbox, draft])
        #expect(hosted.container.stack.map(\.title) == ["Mail", "Inbox", "Draft"])
    }

    @Test("a navigator saves the path as the stack will settle, and a fresh one restores it")
    func navigatorSavesSettledPath() throws {
        let hosted = DrivenHost(root: Screen(id: "root", title: "Mail"))
        let navigator = PathNavigator<Mailbox>(driver: hosted.driver) { box, id in Screen(id: id, title: box.name) }
        let inbox = Mailbox(name: "Inbox", unread: 3)
        let work = Mailbox(name: "Work", unread: 1)
        try navigator.setPath([inbox])
        #expect(hosted.container.transition != nil)
        #expect(navigator.restorablePath == [inbox])
        let saved = try navigator.savedPath()
        try hosted.settle()

        let relaunched = DrivenHost(root: Screen(id: "root", title: "Mail"))
        let fresh = PathNavigator<Mailbox>(driver: relaunched.driver) { box, id in Screen(id: id, title: box.name) }
        #expect(try fresh.restore(SavedPath<Mailbox>(text: saved.rawValue)) == .setStack(["path-1"]))
        #expect(relaunched.container.stack.map(\.title) == ["Mail", "Inbox"])
        #expect(fresh.path == [inbox])

        // A pop waiting for a guard's answer is not saved.
        try fresh.setPath([inbox, work], animated: false)
        let later = FixedLeaveGuard(.decideLater)
        relaunched.container.setLeaveGuard(later, for: try #require(relaunched.container.stack.last).id)
        try fresh.setPath([inbox])
        #expect(relaunched.container.pendingLeaveRequests.count == 1)
        #expect(try fresh.savedPath().elements == [inbox, work])
    }
}

/// A value that is nothing but arrays inside each other, `levels` deep.
struct Nesting: Codable, Hashable, Sendable {
    var levels: Int

    init(levels: Int) { self.levels = levels }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for _ in 1..<levels { container = container.nestedUnkeyedContainer() }
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        levels = 1
        while !container.isAtEnd {
            container = try container.nestedUnkeyedContainer()
            levels += 1
        }
    }
}
