// The ways an app catches NavKit's typed errors, compiled as a Swift 6 client compiles them (no
// upcoming features) and run: each spelling must build without a warning and pick the right
// clause. `NavigationError`'s documentation lists these spellings and the one that crashes the
// Swift 6.3 compiler (a cast of the typed error, `catch let e as NavigationError`, inside a
// function that has a typed `throws` of its own; swiftlang/swift#89431), which is why it is not here.
import NavKit
import Testing

/// A guard that always says no.
@MainActor
final class DenyingGuard: LeaveGuard {
    func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
        .deny
    }
}

/// An app's own error, for functions that wrap NavKit's.
enum ComposeError: Error, Equatable {
    case draftKept
    case navigation(String)
}

@Suite("Catching NavigationError the ways a Swift 6 app writes it")
@MainActor
struct TypedCatchTests {
    let denying = DenyingGuard()

    /// A container showing a guarded compose screen over the inbox.
    func guardedCompose() throws -> NavigationContainer {
        let container = NavigationContainer(root: Screen(id: "inbox"), clock: ManualClock())
        try container.push(Screen(id: "compose"), animated: false)
        container.setLeaveGuard(denying, for: "compose")
        return container
    }

    @Test("catch NavigationError.leaveDenied, with a catch-all after it")
    func qualifiedCaseWithCatchAll() throws {
        let container = try guardedCompose()
        var caught = ""
        do {
            try container.pop()
        } catch NavigationError.leaveDenied {
            caught = "leaveDenied"
        } catch {
            caught = "other: \(error)"
        }
        #expect(caught == "leaveDenied")
        #expect(container.stack.map(\.id) == ["inbox", "compose"])
    }

    @Test("catch NavigationError.leaveDenied(let id) binds the guarded screen")
    func qualifiedCaseBindingThePayload() throws {
        let container = try guardedCompose()
        var denied: ScreenID?
        do {
            try container.pop()
        } catch NavigationError.leaveDenied(let id) {
            denied = id
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(denied == "compose")
    }

    @Test("catch .leaveDenied: the short spelling typed throws allows")
    func shortCase() throws {
        let container = try guardedCompose()
        var caught: [String] = []
        do {
            try container.pop()
        } catch .leaveDenied {
            caught.append("leaveDenied")
        } catch .cannotPopRoot {
            caught.append("cannotPopRoot")
        } catch {
            caught.append("other")
        }
        #expect(caught == ["leaveDenied"])
    }

    /// A pop whose other errors go on to the caller: no catch-all, in a function that throws.
    func popIgnoringDenial(_ container: NavigationContainer) throws {
        do {
            try container.pop()
        } catch NavigationError.leaveDenied {
            // The user keeps the draft: nothing to do.
        }
    }

    @Test("catch NavigationError.leaveDenied without a catch-all, the rest rethrown")
    func qualifiedCaseRethrowingTheRest() throws {
        let container = try guardedCompose()
        try popIgnoringDenial(container)
        container.setLeaveGuard(nil, for: "compose")
        try container.pop(animated: false)
        #expect(throws: NavigationError.cannotPopRoot) { try popIgnoringDenial(container) }
    }

    /// What an app's typed-throws function writes: the error as a value, switched over.
    func discard(_ container: NavigationContainer) throws(ComposeError) {
        do {
            try container.pop()
        } catch {
            switch error {
            case .leaveDenied: throw .draftKept
            default: throw .navigation("\(error)")
            }
        }
    }

    @Test("in a function with its own typed throws, `catch { switch error { … } }` maps NavKit's errors")
    func typedThrowsOfTheApp() throws {
        let container = try guardedCompose()
        #expect(throws: ComposeError.draftKept) { try discard(container) }
    }

    @Test("in a function with its own typed throws, the short case spelling works too")
    func typedThrowsOfTheAppShortCase() throws {
        let container = try guardedCompose()
        func discardShort() throws(ComposeError) {
            do {
                try container.pop()
            } catch .leaveDenied {
                throw .draftKept
            } catch {
                throw .navigation("\(error)")
            }
        }
        #expect(throws: ComposeError.draftKept) { try discardShort() }
    }

    @Test("#expect(throws:) with the exact error, and `if case` on a caught error")
    func expectationsAndIfCase() throws {
        let container = try guardedCompose()
        #expect(throws: NavigationError.leaveDenied("compose")) { try container.pop() }
        do {
            try container.pop()
            Issue.record("the pop went through a denying guard")
        } catch {
            if case .leaveDenied(let id) = error {
                #expect(id == "compose")
            } else {
                Issue.record("unexpected \(error)")
            }
        }
    }
}
