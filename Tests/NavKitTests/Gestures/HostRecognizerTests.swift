import NavKit
import Testing

/// A host's own recognizers in the container's arena, related to the back swipe from either
/// side: "the back swipe must wait for mine" (`requiredToFailBy`) and "mine waits for the back
/// swipe" (`requireToFail`).
@Suite("Host recognizers related to the back swipe")
@MainActor
struct HostRecognizerTests {
    static let everywhere = Rect(x: 0, y: 0, width: 390, height: 844)

    /// The states the host's recognizer went through over the routings.
    static func hostStates(_ routings: [TouchRouting]) -> [GestureRecognizerState] {
        routings.flatMap(\.recognizerEvents).compactMap {
            if case .state("host", let state) = $0 { state } else { nil }
        }
    }

    @Test("a host pan the back swipe is required to wait for keeps the swipe: it begins, the stack stays")
    func backSwipeWaitsForHostPan() throws {
        let h = try GestureHarness()
        // A wider slop than the back swipe's, so without the relation the swipe would win.
        h.container.attachGestureRecognizer(
            PanRecognizer(slop: 40, requiresHorizontal: true), as: "host", in: Self.everywhere,
            relations: GestureRelations(requiredToFailBy: [.backSwipe]))
        let routings = try h.play(.swipe(from: 100, to: 300))
        #expect(Self.hostStates(routings).first == .began)
        #expect(h.container.transition == nil)
        try h.settle()
        #expect(h.stackIDs == ["home", "list", "detail"])
    }

    @Test("when the host pan the back swipe waits for fails, the swipe begins and pops")
    func backSwipeBeginsWhenHostPanFails() throws {
        let h = try GestureHarness()
        h.container.attachGestureRecognizer(
            PanRecognizer(slop: 40, requiresHorizontal: true), as: "host", in: Self.everywhere,
            relations: GestureRelations(requiredToFailBy: [.backSwipe], shouldBegin: { false }))
        let routings = try h.play(.swipe(from: 100, to: 300, over: 0.1))
        #expect(Self.hostStates(routings).first == .failed)
        try h.settle()
        #expect(h.stackIDs == ["home", "list"])
    }

    @Test("a host pan that waits for the back swipe fails when the swipe begins")
    func hostPanWaitingForBackSwipeLoses() throws {
        let h = try GestureHarness()
        h.container.attachGestureRecognizer(
            PanRecognizer(requiresHorizontal: true), as: "host", in: Self.everywhere,
            relations: GestureRelations(requireToFail: [.backSwipe]))
        let routings = try h.play(.swipe(from: 100, to: 300, over: 0.1))
        #expect(Self.hostStates(routings).first == .failed)
        try h.settle()
        #expect(h.stackIDs == ["home", "list"])
    }

    @Test("a host pan that waits for the back swipe begins when the swipe fails (a drag toward leading)")
    func hostPanWaitingForBackSwipeWinsWhenItFails() throws {
        let h = try GestureHarness()
        h.container.attachGestureRecognizer(
            PanRecognizer(requiresHorizontal: true), as: "host", in: Self.everywhere,
            relations: GestureRelations(requireToFail: [.backSwipe]))
        let routings = try h.play(.swipe(from: 300, to: 100, over: 0.1))
        #expect(Self.hostStates(routings).first == .began)
        #expect(h.stackIDs == ["home", "list", "detail"])
    }
}
