import NavKit
import NavKitFuzz
import NavKitTesting
import Testing

/// A gesture that must be refused for one reason, and how to provoke it.
struct RefusalCase: Sendable, CustomTestStringConvertible {
    let reason: BackGestureRefusal
    var screens: [Screen] = [Screen(id: "home"), Screen(id: "list"), Screen(id: "detail")]
    var settings = BackGestureConfiguration()
    var setUp: @MainActor @Sendable (GestureHarness) throws -> Void = { _ in }
    let script: TouchScript

    var testDescription: String { "\(reason)" }

    static let interceptor = ConsumingInterceptor()

    static let all: [RefusalCase] = [
        RefusalCase(reason: .rootScreen, screens: [Screen(id: "home")], script: .swipe(from: 100, to: 300)),
        RefusalCase(
            reason: .transitionRunning, settings: BackGestureConfiguration(catchesRunningTransitions: false),
            setUp: { try $0.container.push(Screen(id: "more")) }, script: .swipe(from: 100, to: 300)),
        RefusalCase(
            reason: .disabledByContainer, settings: BackGestureConfiguration(mode: .disabled),
            script: .swipe(from: 5, to: 300)),
        RefusalCase(
            reason: .disabledByScreen,
            setUp: { try $0.container.updatePreferences(of: "detail") { $0.backGesture = .disabled } },
            script: .swipe(from: 5, to: 300)),
        RefusalCase(
            reason: .outsideEdgeZone,
            setUp: { try $0.container.updatePreferences(of: "detail") { $0.backGesture = .edgeOnly } },
            script: .swipe(from: 150, to: 350)),
        RefusalCase(
            reason: .beyondMaximumStartDistance, settings: BackGestureConfiguration(maximumStartDistance: 100),
            script: .swipe(from: 200, to: 380)),
        RefusalCase(reason: .verticalMovement, script: .swipe(from: 100, to: 110, toY: 700)),
        RefusalCase(reason: .towardLeading, script: .swipe(from: 300, to: 100)),
        RefusalCase(
            reason: .scrollRegion("pager"),
            setUp: {
                $0.container.setScrollRegions(
                    [
                        ScrollRegion(
                            id: "pager", frame: Rect(x: 0, y: 300, width: 390, height: 200),
                            kind: .pager(currentPage: 2))
                    ], for: "detail")
            }, script: .swipe(from: 100, to: 300)),
        RefusalCase(
            reason: .intercepted, setUp: { $0.container.setBackInterceptor(RefusalCase.interceptor, for: "detail") },
            script: .swipe(from: 100, to: 300)),
        RefusalCase(
            reason: .liftedBeforeMoving,
            script: {
                var s = TouchScript()
                s.down(1, 100)
                s.wait(0.1)
                s.up()
                return s
            }()),
        RefusalCase(
            reason: .touchCancelled,
            script: {
                var s = TouchScript()
                s.down(1, 100)
                s.wait(0.1)
                s.cancel()
                return s
            }()),
    ]
}

/// A back interceptor that always consumes the back action.
final class ConsumingInterceptor: BackInterceptor, @unchecked Sendable {
    func shouldConsumeBack(on screen: ScreenID) -> Bool { true }
}

@Suite("Reliability: the diagnostic stream")
@MainActor
struct DiagnosticStreamTests {
    @Test(
        "a refused back swipe reports exactly its reason, to the handler and to observers alike",
        arguments: RefusalCase.all)
    func gestureRefusal(_ refusal: RefusalCase) throws {
        let h = try GestureHarness(screens: refusal.screens, configuration: refusal.settings)
        let log = DiagnosticLog(h.container)
        let observer = NavigationEventRecorder()
        h.container.addObserver(observer)
        try refusal.setUp(h)
        let stack = h.container.stack
        try h.play(refusal.script)
        #expect(log.gestureRefusals == [refusal.reason])
        #expect(h.gestures.lastDecision == .refused(refusal.reason))
        #expect(observer.diagnostics == log.all)
        #expect(h.container.transition?.isInteractive != true)
        #expect(h.container.stack == stack)
    }

    @Test("a swipe that begins reports nothing")
    func beganIsSilent() throws {
        let h = try GestureHarness()
        let log = DiagnosticLog(h.container)
        try h.play(.swipe(from: 100, to: 300))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
        try h.settle()
        #expect(log.all.isEmpty)
        #expect(h.stackIDs == ["home", "list"])
    }

    nonisolated static let badTouches: [(String, [Touch], TouchError)] = {
        let down = Touch(id: 1, phase: .began, location: Point(x: 100, y: 400), timestamp: Timestamp(seconds: 1))
        func at(_ seconds: Double, _ phase: TouchPhase = .moved, x: Double = 120, id: TouchID = 1) -> Touch {
            Touch(id: id, phase: phase, location: Point(x: x, y: 400), timestamp: Timestamp(seconds: seconds))
        }
        return [
            ("NaN location", [down, at(1.1, x: .nan)], .nonFiniteLocation(1, Point(x: .nan, y: 400))),
            ("infinite location", [down, at(1.1, x: -.infinity)], .nonFiniteLocation(1, Point(x: -.infinity, y: 400))),
            ("infinite time", [down, at(.infinity)], .nonFiniteTimestamp(1, .infinity)),
            (
                "backwards time", [down, at(0.5)],
                .timeWentBackwards(previous: Timestamp(seconds: 1), received: Timestamp(seconds: 0.5))
            ),
            ("unknown finger", [down, at(1.1, id: 9)], .unknownTouch(9)),
            ("finger down twice", [down, at(1.1, .began)], .duplicateBegan(1)),
        ]
    }()

    @Test(
        "a malformed touch throws a typed error, is reported, and changes nothing; the stream goes on",
        arguments: badTouches.indices)
    func refusedTouch(index: Int) throws {
        let (_, touches, expected) = Self.badTouches[index]
        let h = try GestureHarness()
        let log = DiagnosticLog(h.container)
        try h.container.handle(touches[0])
        let before = ContainerState(h.container)
        #expect(throws: TouchError.self) { try h.container.handle(touches[1]) }
        #expect(log.touchRefusals.map { "\($0)" } == ["\(expected)"])
        #expect(ContainerState(h.container) == before)
        // The finger that is down still drives a swipe to the end.
        var rest = TouchScript(startingAt: 1.2)
        rest.down(2, 300)  // an unrelated second finger is fine too
        rest.up(2)
        try h.play(rest)
        let swipe = Touch(id: 1, phase: .moved, location: Point(x: 300, y: 400), timestamp: Timestamp(seconds: 1.3))
        try h.container.handle(swipe)
        try h.container.handle(
            Touch(id: 1, phase: .ended, location: Point(x: 300, y: 400), timestamp: Timestamp(seconds: 1.4)))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
    }

    @Test("a malformed programmatic back event is reported and changes nothing")
    func refusedProgrammatic() throws {
        let h = try GestureHarness()
        let log = DiagnosticLog(h.container)
        let before = ContainerState(h.container)
        #expect(throws: ProgrammaticBackError.notStarted) {
            try h.container.handle(.progressed(0.5, at: Timestamp(seconds: 1)))
        }
        #expect(throws: ProgrammaticBackError.self) { try h.container.handle(.started(at: Timestamp(seconds: .nan))) }
        #expect(ContainerState(h.container) == before)
        #expect(log.descriptions.count == 2)
        #expect(log.all.first == .programmaticBackRefused(.notStarted))
        if case .programmaticBackRefused(.nonFinite) = log.all.last {} else { Issue.record("got \(log.all)") }
    }

    @Test("a programmatic back on the root screen is refused with its reason")
    func programmaticRoot() throws {
        let h = try GestureHarness(screens: [Screen(id: "home")])
        let log = DiagnosticLog(h.container)
        let action = try h.container.handle(.started(at: Timestamp(seconds: 1)))
        #expect(action == .refuse(.rootScreen))
        #expect(log.all == [.backGestureRefused(.rootScreen)])
    }

    @Test("every kind of diagnostic reaches observers in the same order as the handler")
    func sameOrderEverywhere() throws {
        var registry = AnimatorRegistry.standard
        registry.register(MisbehavingAnimator(.duration(.nan)), as: "slow")
        registry.register(MisbehavingAnimator(.nonFiniteLayers), as: "broken")
        let h = Harness(
            registry: registry,
            configuration: NavigationConfiguration(
                makeInteraction: { NeverEndingInteraction() }, releaseWatchdog: 0.5))
        let log = DiagnosticLog(h.container)
        let observer = NavigationEventRecorder()
        h.container.addObserver(observer)
        try h.container.push(Screens.list, animator: "warp")
        try h.container.push(Screens.detail, animator: "slow")
        try h.settle()
        try h.container.beginInteractivePop()
        try h.container.push(Screens.detail)  // valid if the swipe finishes; it will not
        try h.container.cancelInteractivePop()
        try h.run(for: 0.6)
        try h.container.push(Screens.settings, animator: "broken")
        try h.settle()
        #expect(throws: TouchError.self) {
            try h.container.handle(Touch(id: 3, phase: .moved, location: .zero, timestamp: Timestamp(seconds: 9)))
        }
        let kinds = log.all.map { "\($0)".prefix(while: { $0 != "(" }) }
        #expect(
            kinds == [
                "unknownAnimator", "durationClamped", "watchdogEndedTransition", "queuedOperationNoLongerApplies",
                "queuedOperationFailed", "sanitizedFrame", "touchRefused",
            ])
        #expect(observer.diagnostics.map { "\($0)" } == log.descriptions, "NaN payloads compare as text")
        #expect(h.ids == ["home", "list", "detail", "settings"])
    }
}
