import NavKitCore
import NavKitInteraction
import Testing

@Suite("Recognizers")
struct RecognizerTests {
    @Test("a pan begins past the slop, changes, ends; inside the slop it stays possible")
    func pan() {
        var pan = PanRecognizer(slop: 10)
        #expect(pan.handle(touch(1, .began, 0, at: 0)) == .possible)
        #expect(pan.handle(touch(1, .moved, 5, at: 0.01)) == .possible)
        #expect(pan.handle(touch(1, .moved, 12, at: 0.02)) == .began)
        #expect(pan.handle(touch(2, .began, 100, at: 0.02)) == .began)  // a second finger is ignored
        #expect(pan.handle(touch(1, .moved, 30, at: 0.03)) == .changed)
        #expect(pan.translation == Vector(dx: 30, dy: 0))
        #expect(pan.handle(touch(1, .ended, 30, at: 0.04)) == .ended)
    }

    @Test(
        "a pan decides at the slop, not past it: a movement of exactly the slop (in any direction) begins it",
        arguments: [
            (10.0, 0.0, GestureRecognizerState.began), (9.999, 0, .possible), (6, 8, .began), (6, 7.99, .possible),
        ])
    func panDecidesAtTheSlop(dx: Double, dy: Double, expected: GestureRecognizerState) {
        var pan = PanRecognizer(slop: 10)
        _ = pan.handle(touch(1, .began, 100, 100, at: 0))
        #expect(pan.handle(touch(1, .moved, 100 + dx, 100 + dy, at: 0.02)) == expected)
    }

    @Test(
        "mostly horizontal means strictly: a first movement at exactly the dominance ratio fails",
        arguments: [
            (1.0, 20.0, 20.0, GestureRecognizerState.failed), (1, 20, 19.9, .began), (2, 20, 10, .failed),
            (2, 20, 9.9, .began),
        ])
    func horizontalDominanceIsStrict(dominance: Double, dx: Double, dy: Double, expected: GestureRecognizerState) {
        var pan = PanRecognizer(slop: 10, horizontalDominance: dominance)
        _ = pan.handle(touch(1, .began, 100, 100, at: 0))
        #expect(pan.handle(touch(1, .moved, 100 + dx, 100 + dy, at: 0.02)) == expected)
    }

    @Test(
        "the edge zone includes its boundary: a start exactly the edge width from the leading edge is in it",
        arguments: [
            (LayoutDirection.leftToRight, 20.0, GestureRecognizerState.began), (.leftToRight, 20.001, .failed),
            (.leftToRight, 0, .began), (.rightToLeft, 380, .began), (.rightToLeft, 379.999, .failed),
            (.rightToLeft, 400, .began),
        ])
    func edgeZoneBoundary(direction: LayoutDirection, startX: Double, expected: GestureRecognizerState) {
        var edge = ScreenEdgePanRecognizer(
            bounds: Rect(x: 0, y: 0, width: 400, height: 800), layoutDirection: direction)
        _ = edge.handle(touch(1, .began, startX, at: 0))
        let endX = startX + 50 * direction.trailingSign
        #expect(edge.handle(touch(1, .moved, endX, at: 0.02)) == expected)
    }

    @Test(
        "a horizontal pan fails on a vertical first movement and begins on a horizontal one",
        arguments: [(0.0, 20.0, GestureRecognizerState.failed), (20, 5, .began)])
    func horizontalPan(dx: Double, dy: Double, expected: GestureRecognizerState) {
        var pan = PanRecognizer(requiresHorizontal: true)
        _ = pan.handle(touch(1, .began, 100, 100, at: 0))
        #expect(pan.handle(touch(1, .moved, 100 + dx, 100 + dy, at: 0.02)) == expected)
    }

    @Test(
        "a screen-edge pan starts only within the edge width and moving away from the edge",
        arguments: [
            (LayoutDirection.leftToRight, 10.0, 60.0, GestureRecognizerState.began), (.leftToRight, 30, 80, .failed),
            (.leftToRight, 10, -40, .failed), (.rightToLeft, 390, 340, .began), (.rightToLeft, 10, 60, .failed),
        ])
    func screenEdge(direction: LayoutDirection, startX: Double, endX: Double, expected: GestureRecognizerState) {
        var edge = ScreenEdgePanRecognizer(
            bounds: Rect(x: 0, y: 0, width: 400, height: 800), layoutDirection: direction)
        _ = edge.handle(touch(1, .began, startX, at: 0))
        #expect(edge.handle(touch(1, .moved, endX, at: 0.02)) == expected)
    }

    @Test("a tap is recognized on a short still press and fails on movement, a long press or a second finger")
    func tap() {
        var quick = TapRecognizer()
        _ = quick.handle(touch(1, .began, 0, at: 0))
        #expect(quick.handle(touch(1, .ended, 3, at: 0.1)) == .recognized)
        var moved = TapRecognizer()
        _ = moved.handle(touch(1, .began, 0, at: 0))
        #expect(moved.handle(touch(1, .moved, 30, at: 0.05)) == .failed)
        var long = TapRecognizer()
        _ = long.handle(touch(1, .began, 0, at: 0))
        #expect(long.handle(touch(1, .ended, 0, at: 1)) == .failed)
        var two = TapRecognizer()
        _ = two.handle(touch(1, .began, 0, at: 0))
        #expect(two.handle(touch(2, .began, 50, at: 0.01)) == .failed)
    }
}

@Suite("Gesture arena")
struct GestureArenaTests {
    static let screen = Rect(x: 0, y: 0, width: 400, height: 800)
    static let strip = Rect(x: 0, y: 300, width: 400, height: 200)

    static func states(_ events: [ArenaEvent]) -> [String] {
        events.map {
            switch $0 {
            case .state(let id, let state): "\(id):\(state.rawValue)"
            case .contentTouchesCancelled(let ids): "cancel:\(ids.map(\.rawValue))"
            }
        }
    }

    static func drag(_ arena: inout GestureArena, from: Double, to: Double, y: Double = 400) -> [String] {
        var all: [ArenaEvent] = []
        all += arena.handle(touch(1, .began, from, y, at: 0))
        all += arena.handle(touch(1, .moved, (from + to) / 2, y, at: 0.02))
        all += arena.handle(touch(1, .moved, to, y, at: 0.04))
        all += arena.handle(touch(1, .ended, to, y, at: 0.05))
        return states(all)
    }

    @Test("the first recognizer to begin wins and cancels the content's touch; the other fails")
    func firstWins() {
        var arena = GestureArena()
        arena.attach(PanRecognizer(requiresHorizontal: true), as: "inner", in: Self.strip)
        arena.attach(
            PanRecognizer(requiresHorizontal: true), as: "back", in: Self.screen,
            relations: GestureRelations(cancelsTouchesInContent: true))
        #expect(
            Self.drag(&arena, from: 100, to: 200) == ["inner:began", "back:failed", "inner:changed", "inner:ended"])
        #expect(
            Self.drag(&arena, from: 100, to: 200, y: 100) == ["back:began", "cancel:[1]", "back:changed", "back:ended"])
    }

    @Test("require-to-fail makes the outer pan wait for the inner one; it begins only once the inner fails")
    func requireToFail() {
        var arena = GestureArena()
        arena.attach(PanRecognizer(requiresHorizontal: true), as: "inner", in: Self.strip)
        arena.attach(
            PanRecognizer(), as: "outer", in: Self.screen, relations: GestureRelations(requireToFail: ["inner"]))
        // Vertical drag: inner fails, outer may begin.
        var all: [ArenaEvent] = []
        all += arena.handle(touch(1, .began, 100, 350, at: 0))
        all += arena.handle(touch(1, .moved, 100, 380, at: 0.02))
        #expect(Self.states(all) == ["inner:failed", "outer:began"])
        _ = arena.handle(touch(1, .ended, 100, 380, at: 0.03))
        // Horizontal drag: inner begins, outer fails.
        #expect(Self.drag(&arena, from: 100, to: 200, y: 350).prefix(2) == ["inner:began", "outer:failed"])
    }

    @Test("simultaneous recognizers both begin")
    func simultaneous() {
        var arena = GestureArena()
        arena.attach(PanRecognizer(), as: "a", in: Self.screen, relations: GestureRelations(simultaneousWith: ["b"]))
        arena.attach(PanRecognizer(), as: "b", in: Self.screen)
        #expect(Self.drag(&arena, from: 100, to: 200).prefix(2) == ["a:began", "b:began"])
    }

    @Test("should-begin vetoes a recognizer; should-receive keeps a finger from it")
    func delegateAnswers() {
        var vetoed = GestureArena()
        vetoed.attach(PanRecognizer(), as: "a", in: Self.screen, relations: GestureRelations(shouldBegin: { false }))
        #expect(Self.drag(&vetoed, from: 100, to: 200) == ["a:failed"])
        var filtered = GestureArena()
        filtered.attach(
            PanRecognizer(), as: "a", in: Self.screen,
            relations: GestureRelations(shouldReceive: { $0.location.x > 200 }))
        #expect(Self.drag(&filtered, from: 100, to: 200) == [])
        #expect(Self.drag(&filtered, from: 250, to: 350).first == "a:began")
    }

    @Test("a tap waiting for a pan to fail is recognized when the pan fails")
    func tapRequiresPanToFail() {
        var arena = GestureArena()
        arena.attach(PanRecognizer(), as: "pan", in: Self.screen)
        arena.attach(TapRecognizer(), as: "tap", in: Self.screen, relations: GestureRelations(requireToFail: ["pan"]))
        var all: [ArenaEvent] = []
        all += arena.handle(touch(1, .began, 100, at: 0))
        all += arena.handle(touch(1, .ended, 101, at: 0.05))
        #expect(Self.states(all) == ["pan:failed", "tap:recognized"])
    }
}
