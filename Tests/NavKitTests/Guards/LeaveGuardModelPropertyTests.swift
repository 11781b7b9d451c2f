import NavKit
import NavKitTesting
import Testing

/// Invariant 11 against a model: random programs over every path that removes screens — pop,
/// pop-to, pop-to-root, set-stack, replace-top, a link, a restore, a tab re-tap, the back button,
/// keyboard and accessibility escapes, the swipe, a programmatic back, the interactive-pop API —
/// with random guards (allow, deny, decide later, answered later either way). After every step
/// the container must have asked exactly the guards the model asks (same screens, same reasons,
/// same order), hold exactly the open questions the model holds, show the model's stack, and no
/// guarded screen may have left without its guard's consent or a reported override.
@Suite("Leave guards against a model (invariant 11)")
@MainActor
struct LeaveGuardModelPropertyTests {
    typealias Model = LeaveGuardModel

    enum Step: Sendable, CustomStringConvertible {
        case request(Model.Operation, animated: Bool, overriding: Bool)
        case openLink([Int])
        case restore([Int])
        case reselectTab
        case goBack(BackOrigin)
        case swipe
        case programmaticBack(commits: Bool)
        case interactivePop(finishes: Bool)
        /// A request made while an interactive pop runs (planned as if it finishes), then the pop
        /// finished or thrown back (the request may then remove a screen its guards never saw).
        case behindInteractivePop(Model.Operation, finishes: Bool)
        case answer(allowing: Bool)

        var description: String {
            switch self {
            case .request(let operation, let animated, let overriding):
                "\(operation)\(animated ? "" : " unanimated")\(overriding ? " overriding" : "")"
            case .openLink(let list): "openLink(\(list))"
            case .restore(let list): "restore(\(list))"
            case .reselectTab: "reselectTab"
            case .goBack(let origin): "goBack(\(origin))"
            case .swipe: "swipe"
            case .programmaticBack(let commits): "programmaticBack(\(commits ? "committed" : "cancelled"))"
            case .interactivePop(let finishes): "interactivePop(\(finishes ? "finished" : "cancelled"))"
            case .behindInteractivePop(let operation, let finishes):
                "\(operation) behind an interactive pop \(finishes ? "finished" : "cancelled")"
            case .answer(let allowing): "answer(\(allowing ? "allow" : "deny"))"
            }
        }
    }

    static let screen = Gen<Int>.int(in: 0...5)
    static let list = Gen<[Int]>.array(of: screen, length: 1...4)
    static let rare = Gen<Bool>.frequency((6, .constant(false)), (1, .constant(true)))
    static let operation = Gen<Model.Operation>.frequency(
        (4, screen.map { .push($0) }), (3, .constant(.pop)), (1, screen.map { .popTo($0) }),
        (1, .constant(.popToRoot)), (1, screen.map { .replaceTop($0) }), (1, list.map { .setStack($0) }))
    static let step = Gen<Step>.frequency(
        (8, Gen.zip(operation, Gen<Bool>.bool, rare).map { Step.request($0, animated: $1, overriding: $2) }),
        (1, list.map { Step.openLink($0) }),
        (1, list.map { Step.restore($0) }),
        (1, .constant(Step.reselectTab)),
        (2, Gen<BackOrigin>.element(of: [.backButton, .keyboard, .accessibility]).map { Step.goBack($0) }),
        (2, .constant(Step.swipe)),
        (2, Gen<Bool>.bool.map { Step.programmaticBack(commits: $0) }),
        (2, Gen<Bool>.bool.map { Step.interactivePop(finishes: $0) }),
        (3, Gen.zip(operation, Gen<Bool>.bool).map { Step.behindInteractivePop($0, finishes: $1) }),
        (4, Gen<Bool>.bool.map { Step.answer(allowing: $0) }))
    /// Each screen's guard: allow, deny, decide later, or none.
    static let policies = Gen<[Int]>.array(of: .int(in: 0...3), length: 6...6)
    static let cases = Gen.zip(policies, Gen<[Step]>.array(of: step, length: 0...25))

    @Test("every removal path asks the guards the model asks, and none removes a guarded screen without consent")
    func everyPathAsksAsTheModelDoes() {
        var reasons: Set<String> = []
        var reasks = 0
        verifyProperty("leave guards against a model", Self.cases, iterations: 400) { policies, steps in
            let replayed = try Self.replay(policies: policies, steps: steps)
            reasons.formUnion(replayed.reasons)
            reasks += replayed.reasks
        }
        #expect(reasks > 0, "the later route (a waiting request whose stack changed) was taken \(reasks) times")
        let paths: [LeaveReason] = [
            .pop, .popTo("s1"), .popToRoot, .replaceTop, .setStack, .restore, .openLink("/link"), .reselectTab,
            .back(.backButton), .back(.keyboard), .back(.accessibility), .back(.programmatic),
            .back(.swipe(.fullscreen)),
        ]
        let never = paths.map(\.description).filter { !reasons.contains($0) }
        #expect(never.isEmpty, "reasons never asked: \(never)")
    }

    /// Plays one program on `s0 › s1 › s2` and checks it step by step against the model.
    /// - Returns: The reasons guards were asked with, and how many questions the later route
    ///   asked.
    @discardableResult
    static func replay(policies numbers: [Int], steps: [Step]) throws -> (reasons: Set<String>, reasks: Int) {
        var policies: [Int: Model.Policy] = [:]
        for (screen, number) in numbers.enumerated() { policies[screen] = Model.Policy(rawValue: number) }
        let h = try GestureHarness(screens: [0, 1, 2].map { Screen(id: Model.id($0)) })
        var model = Model(policies: policies, stack: [0, 1, 2])
        let guards = GuardBook(container: h.container, policies: policies)
        for step in steps {
            guards.beginStep()
            model.beginStep()
            let before = h.container.stack.map(\.id)
            let (expected, actual) = try perform(step, on: h, model: &model, guards: guards)
            model.settle()
            try finishFrames(h)
            if let expected, expected != actual {
                throw PropertyViolation("\(step): the container gave \(actual); the model expects \(expected)")
            }
            try check(after: step, before: before, container: h.container, model: model, guards: guards)
        }
        return (guards.reasons, model.reasks)
    }

    /// Performs a step on the container and the model.
    /// - Returns: What the model expects of the call and what it did (`nil` where a gesture
    ///   reports no outcome).
    static func perform(_ step: Step, on h: GestureHarness, model: inout Model, guards: GuardBook) throws -> (
        Model.Outcome?, Model.Outcome
    ) {
        let c = h.container
        func screens(_ list: [Int]) -> [Screen] { list.map { Screen(id: Model.id($0)) } }
        func outcome(_ call: () throws -> OperationDisposition) throws -> Model.Outcome {
            do {
                return .accepted(awaitingGuard: try call() == .awaitingGuard)
            } catch let error as NavigationError {
                return .refused(error)
            }
        }
        func request(_ operation: Model.Operation, animated: Bool, overriding: Bool) throws -> (
            Model.Outcome, Model.Outcome
        ) {
            let reason: LeaveReason
            let actual: Model.Outcome
            switch operation {
            case .push(let n):
                reason = .pop
                actual = try outcome { try c.push(Screen(id: Model.id(n)), animated: animated) }
            case .pop:
                reason = .pop
                actual = try outcome { try c.pop(animated: animated, overridingGuards: overriding) }
            case .popTo(let n):
                reason = .popTo(Model.id(n))
                actual = try outcome { try c.pop(to: Model.id(n), animated: animated, overridingGuards: overriding) }
            case .popToRoot:
                reason = .popToRoot
                actual = try outcome { try c.popToRoot(animated: animated, overridingGuards: overriding) }
            case .replaceTop(let n):
                reason = .replaceTop
                actual = try outcome {
                    try c.replaceTop(with: Screen(id: Model.id(n)), animated: animated, overridingGuards: overriding)
                }
            case .setStack(let list):
                reason = .setStack
                actual = try outcome { try c.setStack(screens(list), animated: animated, overridingGuards: overriding) }
            }
            return (model.request(operation, reason: reason, overriding: overriding), actual)
        }
        switch step {
        case .request(let operation, let animated, let overriding):
            return try request(operation, animated: animated, overriding: overriding)
        case .openLink(let list):
            let actual = try outcome { try c.setStack(screens(list), forLink: "/link") }
            return (model.request(.setStack(list), reason: .openLink("/link")), actual)
        case .restore(let list):
            let actual = try outcome { try c.setStack(screens(list), restoring: false) }
            return (model.request(.setStack(list), reason: .restore), actual)
        case .reselectTab:
            let actual = try outcome { try c.popToRoot(reselectingTab: true) }
            return (model.request(.popToRoot, reason: .reselectTab), actual)
        case .goBack(let origin):
            let actual = try outcome { try c.goBack(from: origin) }
            return (model.request(.pop, reason: .back(origin)), actual)
        case .swipe:
            try h.play(.swipe(from: 100, to: 320, startingAt: h.clock.now.seconds + 0.05))
            h.clock.set(to: Timestamp(seconds: max(h.time, h.clock.now.seconds) + 0.01))
            _ = model.back(.swipe(.fullscreen), finishes: true)
            return (nil, .accepted(awaitingGuard: false))
        case .programmaticBack(let commits):
            let t = h.clock.now + 0.01
            _ = try? c.handle(.started(at: t))
            _ = try? c.handle(.progressed(0.5, at: t + 0.01))
            _ = try? c.handle(commits ? .committed(velocity: 2, at: t + 0.02) : .cancelled(velocity: -2, at: t + 0.02))
            h.clock.set(to: t + 0.03)
            _ = model.back(.programmatic, finishes: commits)
            return (nil, .accepted(awaitingGuard: false))
        case .interactivePop(let finishes):
            let expected = model.back(.programmatic, finishes: finishes)
            do {
                try c.beginInteractivePop()
            } catch {
                return (expected, .refused(error))
            }
            try c.updateInteractivePop(progress: 0.6)
            if finishes { try c.finishInteractivePop(velocity: 1) } else { try c.cancelInteractivePop(velocity: -1) }
            return (expected, .accepted(awaitingGuard: false))
        case .behindInteractivePop(let operation, let finishes):
            let began = model.beginPop(.programmatic)
            do {
                try c.beginInteractivePop()
            } catch {
                return (began, .refused(error))
            }
            guard case .accepted = began else { return (began, .accepted(awaitingGuard: false)) }
            try c.updateInteractivePop(progress: 0.3)
            let outcomes = try request(operation, animated: true, overriding: false)
            if finishes { try c.finishInteractivePop(velocity: 1) } else { try c.cancelInteractivePop(velocity: -1) }
            try finishFrames(h)
            model.endPop(finishes: finishes)
            return outcomes
        case .answer(let allowing):
            guard let question = c.pendingLeaveRequests.first else { return (nil, .accepted(awaitingGuard: false)) }
            if allowing { guards.consent(question.screen.id) }
            try c.answer(question.id, allowing: allowing)
            model.answerOldest(allowing: allowing)
            return (nil, .accepted(awaitingGuard: false))
        }
    }

    /// Frames until nothing runs (what waits for a guard stays).
    static func finishFrames(_ h: GestureHarness) throws {
        // Touches and programmatic events may be ahead of the clock: frames go on from them.
        let seen = h.container.core.transition.lastTime
        if h.clock.now < seen { h.clock.set(to: seen) }
        var frames = 0
        while h.container.transition != nil {
            guard frames < 600 else { throw PropertyViolation("a transition still ran after 10 s of frames") }
            try h.host.run(for: 1.0 / 60)
            frames += 1
        }
    }

    static func check(
        after step: Step, before: [ScreenID], container c: NavigationContainer, model: Model, guards: GuardBook
    ) throws {
        let asked = model.asked.map { "\(Model.id($0.screen)): \($0.reason)" }
        if guards.asked != asked {
            throw PropertyViolation("\(step) asked \(guards.asked); the model asks \(asked)")
        }
        let stack = c.stack.map(\.id)
        if stack != model.stack.map(Model.id) {
            throw PropertyViolation("\(step) left \(stack); the model has \(model.stack.map(Model.id))")
        }
        let pending = c.pendingLeaveRequests.map { "\($0.screen.id): \($0.reason)" }
        let open = model.open.map { "\(Model.id($0.screen)): \($0.reason)" }
        if pending != open { throw PropertyViolation("\(step): open questions \(pending); the model has \(open)") }
        if c.queuedOperationCount != model.queue.count {
            throw PropertyViolation("\(step): \(c.queuedOperationCount) waiting; the model has \(model.queue.count)")
        }
        if Set(guards.overridden) != Set(model.overridden.map(Model.id)) {
            throw PropertyViolation("\(step) reported overrides \(guards.overridden); the model \(model.overridden)")
        }
        // Invariant 11, from what the guards themselves said and the container reported.
        for gone in Set(before).subtracting(stack) where guards.isGuarded(gone) {
            guard guards.mayLeave(gone) else {
                throw PropertyViolation("\(gone) left on \(step) without its guard's consent or a reported override")
            }
            guards.left(gone)
        }
    }
}

/// The guards of one program, what they were asked and said, and the overrides reported.
@MainActor
final class GuardBook: NavigationObserver {
    private var guards: [ScreenID: PolicyGuard] = [:]
    private weak var container: NavigationContainer?
    private var consented: Set<ScreenID> = []
    /// `s1: pop`, … in the order asked this step.
    private(set) var asked: [String] = []
    /// Every reason asked, as it reads.
    private(set) var reasons: Set<String> = []
    /// The overrides reported this step.
    private(set) var overridden: [ScreenID] = []

    init(container: NavigationContainer, policies: [Int: LeaveGuardModel.Policy]) {
        self.container = container
        container.addObserver(self)
        for (screen, policy) in policies {
            let decision: LeaveDecision =
                switch policy {
                case .allow: .allow
                case .deny: .deny
                case .later: .decideLater
                }
            guards[LeaveGuardModel.id(screen)] = PolicyGuard(decision, book: self)
        }
    }

    /// Starts a step: the guards set again (the container forgets a guard with its screen).
    func beginStep() {
        asked = []
        overridden = []
        for (id, guardian) in guards { container?.setLeaveGuard(guardian, for: id) }
    }

    func isGuarded(_ id: ScreenID) -> Bool { guards[id] != nil }

    func record(_ request: LeaveRequest, _ decision: LeaveDecision) {
        asked.append("\(request.screen.id): \(request.reason)")
        reasons.insert("\(request.reason)")
        if decision == .allow { consented.insert(request.screen.id) }
    }

    func consent(_ id: ScreenID) { consented.insert(id) }

    func mayLeave(_ id: ScreenID) -> Bool { consented.contains(id) || overridden.contains(id) }

    /// A screen left: its consent is spent.
    func left(_ id: ScreenID) { consented.remove(id) }

    func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {
        if case .guardOverridden(let id, _) = diagnostic { overridden.append(id) }
    }
}

/// A guard with a fixed answer that tells the book what it was asked and said.
@MainActor
final class PolicyGuard: LeaveGuard {
    private let decision: LeaveDecision
    private unowned let book: GuardBook

    init(_ decision: LeaveDecision, book: GuardBook) {
        self.decision = decision
        self.book = book
    }

    func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
        book.record(request, decision)
        return decision
    }
}
