import NavKitCore
import NavKitInteraction
import Testing

/// Each relation of ``GestureRelations``, from both sides: a relation declared by either member
/// has the same effect, and each outcome of the awaited recognizer (it begins, it fails) is seen.
@Suite("Gesture arena relations, from both sides")
struct GestureArenaRelationTests {
    static let screen = GestureArenaTests.screen
    static let strip = GestureArenaTests.strip

    /// Which member declares a require-to-fail relation.
    enum Declarer: String, CaseIterable, CustomTestStringConvertible {
        /// The waiting recognizer names the awaited one in `requireToFail`.
        case waiter
        /// The awaited recognizer names the waiting one in `requiredToFailBy` (UIKit's
        /// `shouldBeRequiredToFailBy`).
        case awaited
        var testDescription: String { rawValue }
    }

    /// An "outer" pan (any direction, attached first so it would win a tie) that waits for an
    /// "inner" horizontal pan in the strip, the relation declared by `declarer`.
    static func waitingArena(declaredBy declarer: Declarer) -> GestureArena {
        var arena = GestureArena()
        arena.attach(
            PanRecognizer(), as: "outer", in: screen,
            relations: GestureRelations(requireToFail: declarer == .waiter ? ["inner"] : []))
        arena.attach(
            PanRecognizer(requiresHorizontal: true), as: "inner", in: strip,
            relations: GestureRelations(requiredToFailBy: declarer == .awaited ? ["outer"] : []))
        return arena
    }

    @Test("the waiting recognizer fails when the one it waits for begins", arguments: Declarer.allCases)
    func waiterFailsWhenAwaitedBegins(declarer: Declarer) {
        var arena = Self.waitingArena(declaredBy: declarer)
        #expect(
            GestureArenaTests.drag(&arena, from: 100, to: 200, y: 350).prefix(2) == ["inner:began", "outer:failed"])
    }

    @Test("the waiting recognizer begins once the one it waits for fails", arguments: Declarer.allCases)
    func waiterBeginsWhenAwaitedFails(declarer: Declarer) {
        var arena = Self.waitingArena(declaredBy: declarer)
        var all: [ArenaEvent] = []
        all += arena.handle(touch(1, .began, 100, 350, at: 0))
        all += arena.handle(touch(1, .moved, 100, 380, at: 0.02))
        #expect(GestureArenaTests.states(all) == ["inner:failed", "outer:began"])
    }

    @Test(
        "a recognizer that moved on while it waited reports began when the one it waits for fails",
        arguments: Declarer.allCases)
    func waiterThatMovedOnBegins(declarer: Declarer) {
        var arena = GestureArena()
        arena.attach(
            PanRecognizer(), as: "outer", in: Self.screen,
            relations: GestureRelations(requireToFail: declarer == .waiter ? ["inner"] : []))
        arena.attach(
            PanRecognizer(slop: 40, requiresHorizontal: true), as: "inner", in: Self.strip,
            relations: GestureRelations(requiredToFailBy: declarer == .awaited ? ["outer"] : []))
        var all: [ArenaEvent] = []
        all += arena.handle(touch(1, .began, 100, 350, at: 0))
        all += arena.handle(touch(1, .moved, 100, 370, at: 0.02))  // outer past its slop: waits
        all += arena.handle(touch(1, .moved, 100, 400, at: 0.04))  // inner decides: vertical, fails
        all += arena.handle(touch(1, .moved, 100, 420, at: 0.06))
        #expect(GestureArenaTests.states(all) == ["inner:failed", "outer:began", "outer:changed"])
    }

    @Test("without the relation the earlier recognizer wins a finger both want")
    func withoutRelationPriorityDecides() {
        var arena = GestureArena()
        arena.attach(PanRecognizer(), as: "outer", in: Self.screen)
        arena.attach(PanRecognizer(requiresHorizontal: true), as: "inner", in: Self.strip)
        #expect(
            GestureArenaTests.drag(&arena, from: 100, to: 200, y: 350).prefix(2) == ["outer:began", "inner:failed"])
    }

    @Test(
        "simultaneous recognition declared by either member lets both begin; undeclared, the later one fails",
        arguments: [Declarer.waiter, .awaited, nil] as [Declarer?])
    func simultaneousFromEitherSide(declarer: Declarer?) {
        var arena = GestureArena()
        arena.attach(
            PanRecognizer(), as: "a", in: Self.screen,
            relations: GestureRelations(simultaneousWith: declarer == .waiter ? ["b"] : []))
        arena.attach(
            PanRecognizer(), as: "b", in: Self.screen,
            relations: GestureRelations(simultaneousWith: declarer == .awaited ? ["a"] : []))
        let expected = declarer == nil ? ["a:began", "b:failed"] : ["a:began", "b:began"]
        #expect(GestureArenaTests.drag(&arena, from: 100, to: 200).prefix(2).elementsEqual(expected))
    }

    @Test("should-begin answering yes lets the recognizer begin; no fails it", arguments: [true, false])
    func shouldBeginBothAnswers(answer: Bool) {
        var arena = GestureArena()
        arena.attach(PanRecognizer(), as: "a", in: Self.screen, relations: GestureRelations(shouldBegin: { answer }))
        #expect(GestureArenaTests.drag(&arena, from: 100, to: 200).first == (answer ? "a:began" : "a:failed"))
    }

    @Test(
        "cancels-touches-in-content on takes the winner's finger from the content; off leaves it",
        arguments: [true, false])
    func cancelsTouchesInContentBothWays(cancels: Bool) {
        var arena = GestureArena()
        arena.attach(
            PanRecognizer(), as: "a", in: Self.screen, relations: GestureRelations(cancelsTouchesInContent: cancels))
        let events = GestureArenaTests.drag(&arena, from: 100, to: 200)
        #expect(events.contains("cancel:[1]") == cancels)
    }

    @Test(
        "a recognizer follows at most its maximum of fingers: a tap limited to one is not failed by a second finger",
        arguments: [1, Int.max])
    func maximumTouches(limit: Int) {
        var arena = GestureArena()
        arena.attach(TapRecognizer(), as: "tap", in: Self.screen, relations: GestureRelations(maximumTouches: limit))
        var all: [ArenaEvent] = []
        all += arena.handle(touch(1, .began, 100, 400, at: 0))
        all += arena.handle(touch(2, .began, 300, 400, at: 0.01))
        all += arena.handle(touch(1, .ended, 100, 400, at: 0.05))
        #expect(GestureArenaTests.states(all).first == (limit == 1 ? "tap:recognized" : "tap:failed"))
    }
}
