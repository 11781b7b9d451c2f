import NavKit
import NavKitTesting
import Testing

/// Invariant 11 over random histories: no sequence of operations, gestures and guard answers
/// removes a guarded screen without its guard's consent, or a reported override — through every
/// path that removes screens: pop, pop-to, pop-to-root, set-stack, replace-top, the swipe, a
/// programmatic back, the back button, keyboard and accessibility escapes, the interactive-pop
/// API a host's own back gesture drives, and a request queued behind an interactive pop that is
/// thrown back (the queue asks again about the screen it now removes).
@Suite("Leave guards, property (invariant 11)")
@MainActor
struct LeaveGuardPropertyTests {
    enum Step: Sendable, CustomStringConvertible {
        case push(Int, animated: Bool)
        case pop(animated: Bool, override: Bool)
        case popTo(Int, override: Bool)
        case popToRoot(override: Bool)
        case replaceTop(Int)
        case setStack([Int], override: Bool)
        case swipe
        case programmaticBack
        case goBack(BackOrigin)
        /// The interactive-pop API, finished or cancelled.
        case interactivePop(finish: Bool)
        /// An interactive pop with a pop queued behind it, thrown back.
        case cancelledPopWithQueue
        case answer(allow: Bool)
        case advance(Double)

        var description: String {
            switch self {
            case .push(let n, let animated): "push(s\(n)\(animated ? "" : ", animated: false"))"
            case .pop(let animated, let override):
                "pop(\(animated ? "" : "animated: false")\(override ? " overriding" : ""))"
            case .popTo(let n, let override): "popTo(s\(n)\(override ? ", overriding" : ""))"
            case .popToRoot(let override): "popToRoot(\(override ? "overriding" : ""))"
            case .replaceTop(let n): "replaceTop(s\(n))"
            case .setStack(let list, let override): "setStack(\(list)\(override ? ", overriding" : ""))"
            case .swipe: "swipe"
            case .programmaticBack: "programmatic back"
            case .goBack(let origin): "goBack(\(origin))"
            case .interactivePop(let finish): "interactivePop(\(finish ? "finished" : "cancelled"))"
            case .cancelledPopWithQueue: "cancelled interactive pop with a pop queued"
            case .answer(let allow): "answer(\(allow ? "allow" : "deny"))"
            case .advance(let seconds): "advance(\(seconds))"
            }
        }
    }

    static let screen = Gen<Int>.int(in: 1...5)
    static let flag = Gen<Bool>.frequency((5, .constant(false)), (1, .constant(true)))
    static let step = Gen<Step>.frequency(
        (4, Gen.zip(screen, Gen<Bool>.bool).map { Step.push($0, animated: $1) }),
        (2, Gen.zip(Gen<Bool>.bool, flag).map { Step.pop(animated: $0, override: $1) }),
        (1, Gen.zip(screen, flag).map { Step.popTo($0, override: $1) }),
        (1, flag.map { Step.popToRoot(override: $0) }),
        (1, screen.map { Step.replaceTop($0) }),
        (1, Gen.zip(Gen<[Int]>.array(of: screen, length: 0...3), flag).map { Step.setStack($0, override: $1) }),
        (2, .constant(Step.swipe)),
        (1, .constant(Step.programmaticBack)),
        (1, Gen<BackOrigin>.element(of: [.backButton, .keyboard, .accessibility]).map { Step.goBack($0) }),
        (2, Gen<Bool>.bool.map { Step.interactivePop(finish: $0) }),
        (1, .constant(Step.cancelledPopWithQueue)),
        (2, Gen<Bool>.bool.map { Step.answer(allow: $0) }),
        (2, Gen<Double>.double(in: 0...0.6).map { Step.advance($0) }))
    /// Each screen's guard answer: allow, deny, later (or no guard).
    static let answers = Gen<[Int]>.array(of: .int(in: 0...3), length: 6...6)
    static let cases = Gen.zip(answers, Gen<[Step]>.array(of: step, length: 0...30))

    @Test("no history removes a guarded screen without its guard's consent or a reported override")
    func guardedScreensLeaveOnlyWithConsent() {
        var asked: Set<String> = []
        verifyProperty("leave guards", Self.cases, iterations: 600) { answers, steps in
            asked.formUnion(try Self.replay(answers: answers, steps: steps))
        }
        // Every path that removes screens asked a guard somewhere in the histories.
        let paths = [
            "back (programmatic back)", "back (back button)", "back (keyboard)",
            "back (accessibility escape)", "pop", "pop to root", "replace top", "set stack",
        ]
        #expect(Set(paths).subtracting(asked).isEmpty, "paths never asked: \(Set(paths).subtracting(asked))")
        #expect(asked.contains { $0.hasPrefix("pop to s") }, "\(asked)")
        #expect(asked.contains { $0.hasPrefix("back (swipe (") }, "\(asked)")
    }

    /// Plays one history on `s0, s1, s2` with the guards `answers` gives, checking after each
    /// step that every screen that left had its guard's consent or a reported override.
    /// - Returns: The reasons of every question a guard was asked.
    @discardableResult
    static func replay(answers: [Int], steps: [Step]) throws -> Set<String> {
        let h = try GestureHarness(screens: [Screen(id: "s0"), Screen(id: "s1"), Screen(id: "s2")])
        let ledger = ConsentLedger(container: h.container, answers: answers)
        for step in steps {
            ledger.arm()
            let before = Set(h.container.stack.map(\.id))
            try Self.perform(step, on: h, ledger: ledger)
            let after = Set(h.container.stack.map(\.id))
            for gone in before.subtracting(after) {
                guard ledger.mayLeave(gone) else {
                    throw PropertyViolation("\(gone) left on \(step) without its guard's consent")
                }
                ledger.left(gone)
            }
        }
        return ledger.reasonsAsked
    }

    static func perform(_ step: Step, on h: GestureHarness, ledger: ConsentLedger) throws {
        let c = h.container
        func screen(_ n: Int) -> Screen { Screen(id: ScreenID("s\(n)")) }
        switch step {
        case .push(let n, let animated): _ = try? c.push(screen(n), animated: animated)
        case .pop(let animated, let override): _ = try? c.pop(animated: animated, overridingGuards: override)
        case .popTo(let n, let override): _ = try? c.pop(to: ScreenID("s\(n)"), overridingGuards: override)
        case .popToRoot(let override): _ = try? c.popToRoot(overridingGuards: override)
        case .replaceTop(let n): _ = try? c.replaceTop(with: screen(n))
        case .setStack(let list, let override):
            _ = try? c.setStack([Screen(id: "s0")] + list.map(screen), overridingGuards: override)
        case .swipe:
            try h.play(.swipe(from: 30, to: 320, startingAt: h.clock.now.seconds + 0.05))
        case .programmaticBack:
            let t = h.clock.now + 0.01
            _ = try? c.handle(.started(at: t))
            _ = try? c.handle(.committed(velocity: 2, at: t))
        case .goBack(let origin): _ = try? c.goBack(from: origin)
        case .interactivePop(let finish):
            guard (try? c.beginInteractivePop()) != nil else { return }
            try c.updateInteractivePop(progress: 0.6)
            if finish { try c.finishInteractivePop(velocity: 1) } else { try c.cancelInteractivePop(velocity: -1) }
        case .cancelledPopWithQueue:
            guard (try? c.beginInteractivePop()) != nil else { return }
            try c.updateInteractivePop(progress: 0.3)
            _ = try? c.pop()
            try c.cancelInteractivePop(velocity: -1)
        case .answer(let allow):
            if let question = c.pendingLeaveRequests.first {
                if allow { ledger.consent(question.screen.id) }
                try c.answer(question.id, allowing: allow)
            }
        case .advance(let seconds): try h.host.run(for: seconds)
        }
    }
}

/// The guards of one history and what they consented to, kept by the test itself.
@MainActor
final class ConsentLedger: NavigationObserver {
    private let answers: [Int]
    private var guards: [ScreenID: ScriptedGuard] = [:]
    private var consented: Set<ScreenID> = []
    private var overridden: Set<ScreenID> = []
    /// The reasons of every question a guard was asked, as they read.
    private(set) var reasonsAsked: Set<String> = []
    private weak var container: NavigationContainer?

    init(container: NavigationContainer, answers: [Int]) {
        self.answers = answers
        self.container = container
        container.addObserver(self)
        for number in 0..<answers.count {
            let decision: LeaveDecision? =
                switch answers[number] {
                case 0: .allow
                case 1: .deny
                case 2: .decideLater
                default: nil
                }
            if let decision { guards[ScreenID("s\(number)")] = ConsentingGuard(decision, ledger: self) }
        }
    }

    /// Gives every screen of the pool its guard (again: the container forgets a guard with its
    /// screen), before each step, so a screen is guarded from the moment it can enter the stack.
    func arm() {
        for (id, guardian) in guards { container?.setLeaveGuard(guardian, for: id) }
    }

    /// A screen left the stack: what allowed it is spent.
    func left(_ id: ScreenID) {
        consented.remove(id)
        overridden.remove(id)
    }

    func consent(_ id: ScreenID) { consented.insert(id) }

    func asked(_ request: LeaveRequest) { reasonsAsked.insert("\(request.reason)") }

    func mayLeave(_ id: ScreenID) -> Bool { guards[id] == nil || consented.contains(id) || overridden.contains(id) }

    func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {
        if case .guardOverridden(let id, _) = diagnostic { overridden.insert(id) }
    }
}

/// A scripted guard that tells the ledger when it allows.
final class ConsentingGuard: ScriptedGuard {
    private unowned let ledger: ConsentLedger

    init(_ decision: LeaveDecision, ledger: ConsentLedger) {
        self.ledger = ledger
        super.init(decision)
    }

    override func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest)
        -> LeaveDecision
    {
        let answer = super.navigationContainer(container, shouldLeave: request)
        ledger.asked(request)
        if answer == .allow { ledger.consent(request.screen.id) }
        return answer
    }
}
