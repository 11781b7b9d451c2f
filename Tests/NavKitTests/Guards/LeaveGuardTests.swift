import NavKit
import NavKitTesting
import Testing

/// A leave guard that answers as told and records every question.
class ScriptedGuard: LeaveGuard {
    var decision: LeaveDecision
    private(set) var questions: [LeaveRequest] = []

    init(_ decision: LeaveDecision) {
        self.decision = decision
    }

    func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
        questions.append(request)
        return decision
    }
}

@Suite("Leave guards on every path (invariant 11)")
@MainActor
struct LeaveGuardTests {
    /// home › list › form, with a guard on the form.
    func harness(_ decision: LeaveDecision) throws -> (Harness, ScriptedGuard) {
        let h = Harness()
        try h.container.setStack([Screens.home, Screens.list, Screen(id: "form", title: "Form")], animated: false)
        let form = ScriptedGuard(decision)
        h.container.setLeaveGuard(form, for: "form")
        return (h, form)
    }

    @Test("a guard that allows lets pop through, and is asked once with the reason")
    func allow() throws {
        let (h, form) = try harness(.allow)
        try h.container.pop()
        try h.settle()
        #expect(h.ids == ["home", "list"])
        #expect(form.questions.map(\.reason) == [.pop])
        #expect(form.questions.map(\.screen.id) == ["form"])
    }

    @Test(
        "a guard that denies refuses every removing operation with a typed error and changes nothing",
        arguments: ["pop", "popTo", "popToRoot", "replaceTop", "setStack"])
    func deny(operation: String) throws {
        let (h, form) = try harness(.deny)
        let before = h.container.scene
        var completions: [NavigationResult] = []
        #expect(throws: NavigationError.leaveDenied("form")) {
            switch operation {
            case "pop": try h.container.pop { completions.append($0) }
            case "popTo": try h.container.pop(to: "home") { completions.append($0) }
            case "popToRoot": try h.container.popToRoot { completions.append($0) }
            case "replaceTop": try h.container.replaceTop(with: Screens.detail) { completions.append($0) }
            default: try h.container.setStack([Screens.home]) { completions.append($0) }
            }
        }
        #expect(h.ids == ["home", "list", "form"])
        #expect(h.container.scene == before)
        #expect(h.container.transition == nil && h.container.queuedOperationCount == 0)
        #expect(completions.isEmpty, "a refused request never completes")
        #expect(form.questions.count == 1)
    }

    @Test("pushing on top of a guarded screen asks nothing; set-stack keeping it asks nothing")
    func nonRemovingOperationsDoNotAsk() throws {
        let (h, form) = try harness(.deny)
        try h.container.push(Screens.detail, animated: false)
        try h.container.setStack([Screens.home, Screen(id: "form", title: "Form")], animated: false)
        #expect(form.questions.isEmpty)
        #expect(h.ids == ["home", "form"])
    }

    @Test("every guarded screen a pop-to-root removes is asked, top first; one deny refuses it all")
    func topFirst() throws {
        let h = Harness()
        try h.container.setStack([Screens.home, Screens.list, Screens.detail, Screens.settings], animated: false)
        let list = ScriptedGuard(.deny)
        let settings = ScriptedGuard(.allow)
        h.container.setLeaveGuard(list, for: "list")
        h.container.setLeaveGuard(settings, for: "settings")
        #expect(throws: NavigationError.leaveDenied("list")) { try h.container.popToRoot() }
        #expect(settings.questions.map(\.reason) == [.popToRoot])
        #expect(list.questions.map(\.reason) == [.popToRoot])
        #expect(h.ids == ["home", "list", "detail", "settings"])
    }

    @Test("decide later: the request waits and holds the queue; allowed, it goes through, then the queue")
    func decideLaterAllow() throws {
        let (h, form) = try harness(.decideLater)
        var popped: [NavigationResult] = []
        #expect(try h.container.pop { popped.append($0) } == .awaitingGuard)
        #expect(try h.container.push(Screens.detail, animated: false) == .queued)
        try h.run(for: 1)
        #expect(h.ids == ["home", "list", "form"], "nothing moves while the guard decides")
        #expect(h.container.pendingLeaveRequests.map(\.screen.id) == ["form"])
        let question = try #require(form.questions.first)
        try h.container.answer(question.id, allowing: true)
        try h.settle()
        #expect(popped == [.finished])
        #expect(h.ids == ["home", "list", "detail"])
        #expect(h.container.pendingLeaveRequests.isEmpty)
    }

    @Test("decide later: denied, the request completes failed and the queue goes on")
    func decideLaterDeny() throws {
        let (h, form) = try harness(.decideLater)
        var popped: [NavigationResult] = []
        try h.container.pop { popped.append($0) }
        try h.container.push(Screens.detail, animated: false)
        try h.container.answer(try #require(form.questions.first).id, allowing: false)
        try h.settle()
        #expect(popped == [.failed(.leaveDenied("form"))])
        #expect(h.ids == ["home", "list", "form", "detail"])
        #expect(throws: NavigationError.unknownLeaveRequest(form.questions[0].id)) {
            try h.container.answer(form.questions[0].id, allowing: true)
        }
    }

    @Test("overriding the guards removes the screen without asking and reports it")
    func override() throws {
        let (h, form) = try harness(.deny)
        let log = DiagnosticLog(h.container)
        try h.container.pop(animated: false, overridingGuards: true)
        #expect(h.ids == ["home", "list"])
        #expect(form.questions.isEmpty)
        #expect(log.all == [.guardOverridden("form", .pop)])
    }

    @Test("a released guard stops guarding, and a removed screen's guard is forgotten")
    func releasedGuard() throws {
        let h = Harness()
        try h.container.setStack([Screens.home, Screens.list], animated: false)
        var guardian: ScriptedGuard? = ScriptedGuard(.deny)
        h.container.setLeaveGuard(guardian, for: "list")
        guardian = nil
        try h.container.pop(animated: false)
        #expect(h.ids == ["home"])
        // A guard goes with its screen: removed (forcibly here), then pushed again, "list" is a new
        // screen with no guard.
        try h.container.push(Screens.list, animated: false)
        let again = ScriptedGuard(.deny)
        h.container.setLeaveGuard(again, for: "list")
        try h.container.pop(animated: false, overridingGuards: true)
        try h.container.push(Screens.list, animated: false)
        try h.container.pop(animated: false)
        #expect(again.questions.isEmpty)
        #expect(h.ids == ["home"])
    }

    @Test("a back swipe asks the guard when it would begin: denied, it does not begin")
    func swipeDenied() throws {
        let h = try GestureHarness()
        let guardian = ScriptedGuard(.deny)
        h.container.setLeaveGuard(guardian, for: "detail")
        try h.play(.swipe(from: 100, to: 300))
        #expect(h.gestures.lastDecision == .refused(.guarded))
        #expect(guardian.questions.map(\.reason) == [.back(.swipe(.fullscreen))])
        try h.settle()
        #expect(h.stackIDs == ["home", "list", "detail"])
    }

    @Test("a swipe on a screen whose guard decides later is refused, and an allowing answer pops it")
    func swipeDeferred() throws {
        let h = try GestureHarness()
        let guardian = ScriptedGuard(.decideLater)
        h.container.setLeaveGuard(guardian, for: "detail")
        try h.play(.swipe(from: 100, to: 300))
        #expect(h.gestures.lastDecision == .refused(.guarded))
        try h.container.answer(try #require(guardian.questions.first).id, allowing: true)
        try h.settle()
        #expect(h.stackIDs == ["home", "list"])
    }

    @Test("a programmatic back asks the guard too")
    func programmaticBack() throws {
        let h = try GestureHarness()
        let guardian = ScriptedGuard(.deny)
        h.container.setLeaveGuard(guardian, for: "detail")
        #expect(try h.container.handle(.started(at: 1)) == .refuse(.guarded))
        #expect(guardian.questions.map(\.reason) == [.back(.programmatic)])
    }

    @Test("the interactive-pop API (a host's system back gesture) asks the guard: denied, the screen stays")
    func interactivePopDenied() throws {
        let (h, form) = try harness(.deny)
        let before = h.container.scene
        var completions: [NavigationResult] = []
        #expect(throws: NavigationError.backRefused(.guarded)) {
            try h.container.beginInteractivePop { completions.append($0) }
        }
        #expect(form.questions.map(\.reason) == [.back(.programmatic)])
        #expect(h.container.transition == nil && h.container.scene == before)
        // The host goes on as its system gesture does; nothing it calls removes the screen.
        #expect(throws: NavigationError.noInteractiveTransition) { try h.container.finishInteractivePop(velocity: 3) }
        try h.settle()
        #expect(h.ids == ["home", "list", "form"])
        #expect(completions.isEmpty, "a refused begin never completes")
    }

    @Test("the interactive-pop API with a guard deciding later: refused now, an allowing answer pops")
    func interactivePopDeferred() throws {
        let (h, form) = try harness(.decideLater)
        #expect(throws: NavigationError.backRefused(.guarded)) { try h.container.beginInteractivePop() }
        #expect(h.container.transition == nil)
        try h.container.answer(try #require(form.questions.first).id, allowing: true)
        try h.settle()
        #expect(h.ids == ["home", "list"])
    }

    @Test("the interactive-pop API asks the interceptor first; allowed by both, it begins and pops")
    func interactivePopInterceptorThenGuard() throws {
        let (h, form) = try harness(.allow)
        let web = CountingInterceptor(consuming: 1)
        h.container.setBackInterceptor(web, for: "form")
        #expect(throws: NavigationError.backRefused(.intercepted)) { try h.container.beginInteractivePop() }
        #expect(form.questions.isEmpty)
        try h.container.beginInteractivePop()
        try h.container.finishInteractivePop(velocity: 3)
        try h.settle()
        #expect(form.questions.map(\.reason) == [.back(.programmatic)])
        #expect(h.ids == ["home", "list"])
    }

    @Test("go back: the back button ignores a disabled swipe policy, a keyboard or accessibility escape obeys it")
    func goBackPolicies() throws {
        let h = Harness()
        try h.container.setStack([Screens.home, Screens.list], animated: false)
        try h.container.updatePreferences(of: "list") { $0.backGesture = .disabled }
        #expect(throws: NavigationError.backRefused(.disabledByScreen)) { try h.container.goBack(from: .keyboard) }
        #expect(throws: NavigationError.backRefused(.disabledByScreen)) {
            try h.container.goBack(from: .accessibility)
        }
        #expect(try h.container.goBack(from: .backButton, animated: false) == .applied)
        #expect(h.ids == ["home"])
        #expect(throws: NavigationError.cannotPopRoot) { try h.container.goBack() }
    }

    @Test("go back asks the interceptor first (it may take the back itself), then the guard")
    func goBackInterceptorThenGuard() throws {
        let h = Harness()
        try h.container.setStack([Screens.home, Screens.list], animated: false)
        let web = CountingInterceptor(consuming: 1)
        let guardian = ScriptedGuard(.allow)
        h.container.setBackInterceptor(web, for: "list")
        h.container.setLeaveGuard(guardian, for: "list")
        #expect(try h.container.goBack(from: .keyboard) == .intercepted)
        #expect(guardian.questions.isEmpty)
        #expect(try h.container.goBack(from: .keyboard) == .started)
        #expect(guardian.questions.map(\.reason) == [.back(.keyboard)])
        try h.settle()
        #expect(h.ids == ["home"])
    }

    @Test(
        "a queued pop whose stack changed under it (a cancelled swipe) asks the guard of the screen it now removes"
    )
    func reaskAfterCancel() throws {
        let h = Harness()
        try h.container.setStack([Screens.home, Screens.list, Screens.detail], animated: false)
        let list = ScriptedGuard(.allow)
        let detail = ScriptedGuard(.allow)
        h.container.setLeaveGuard(list, for: "list")
        h.container.setLeaveGuard(detail, for: "detail")
        try h.container.beginInteractivePop()  // "detail" allows it
        var popped: [NavigationResult] = []
        try h.container.pop { popped.append($0) }  // would remove "list", after the swipe
        #expect(list.questions.map(\.reason) == [.pop])
        detail.decision = .deny
        try h.container.cancelInteractivePop(velocity: -1)
        try h.settle()
        // The pop now removes "detail", whose guard was never asked for it: asked now, it denies.
        #expect(detail.questions.map(\.reason) == [.back(.programmatic), .pop])
        #expect(popped == [.failed(.leaveDenied("detail"))])
        #expect(h.ids == ["home", "list", "detail"])
    }
}

/// An interceptor that consumes the first `consuming` back actions.
final class CountingInterceptor: BackInterceptor {
    private var remaining: Int

    init(consuming: Int) {
        remaining = consuming
    }

    func shouldConsumeBack(on screen: ScreenID) -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }
}
