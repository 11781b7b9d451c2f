import NavKit
import Testing

/// A web screen stepping back through its own history before letting the stack pop.
final class WebHistory: BackInterceptor {
    var pages: [String]
    private(set) var asked = 0

    init(pages: [String]) {
        self.pages = pages
    }

    func shouldConsumeBack(on screen: ScreenID) -> Bool {
        asked += 1
        guard pages.count > 1 else { return false }
        pages.removeLast()
        return true
    }
}

@Suite("Back swipe touch routing, interception and bad input")
@MainActor
struct BackSwipeRoutingTests {
    @Test("content that had the touch sees it cancelled when the swipe wins, and receives no more of it")
    func cancelsTouchesInContent() throws {
        let h = try GestureHarness()
        let routings = try h.play(.swipe(from: 100, to: 300))
        let beginIndex = try #require(routings.firstIndex { if case .begin = $0.action { true } else { false } })
        #expect(routings[..<beginIndex].allSatisfy { $0.deliversToContent })
        #expect(routings[beginIndex].cancelledContentTouches == [1])
        #expect(routings[(beginIndex)...].allSatisfy { !$0.deliversToContent })
        #expect(routings.filter { !$0.cancelledContentTouches.isEmpty }.count == 1)
    }

    @Test("with cancels-touches-in-content off, the content keeps the touch while the swipe runs")
    func contentKeepsTouchWhenNotCancelling() throws {
        let h = try GestureHarness(configuration: BackGestureConfiguration(cancelsTouchesInContent: false))
        let routings = try h.play(.swipe(from: 100, to: 300))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
        #expect(routings.allSatisfy { $0.deliversToContent && $0.cancelledContentTouches.isEmpty })
    }

    @Test("extra fingers are ignored by the swipe and go to the content")
    func extraFingersIgnored() throws {
        let h = try GestureHarness()
        h.script.down(1, 100)
        h.script.move(1, to: 150, over: 0.05)
        h.script.down(2, 300, 200)
        h.script.move(2, to: 20, 700, over: 0.05)
        try h.flush()
        let progress = try #require(h.container.transition?.progress)
        #expect(abs(progress - 50 / GestureHarness.width) < 1e-9)
        h.script.move(1, to: 197.5, over: 0.05)
        h.script.up(2)
        try h.flush()
        #expect(abs((h.container.transition?.progress ?? 0) - 0.25) < 1e-9)
        let second = zip(h.script.touches, h.routings).filter { $0.0.id == 2 }
        #expect(second.count == 8)
        #expect(second.allSatisfy { $0.1.deliversToContent && $0.1.action == .none })
    }

    @Test("a second finger cannot start a swipe while the first finger is down")
    func secondFingerCannotStart() throws {
        let h = try GestureHarness()
        h.script.down(1, 200, 100)  // a finger resting on content
        h.script.move(1, to: 200, 140, over: 0.05)  // refused: vertical
        h.script.down(2, 100)
        h.script.move(2, to: 300, over: 0.2)
        h.script.up(2)
        h.script.up(1)
        try h.flush()
        #expect((h.container.transition != nil) == false)
        #expect(h.gestures.lastDecision == .refused(.verticalMovement))
    }

    @Test("a back interceptor consumes swipes while it has history, then lets the next swipe pop")
    func interceptorConsumesThenReleases() throws {
        let h = try GestureHarness()
        let web = WebHistory(pages: ["a", "b", "c"])
        h.container.setBackInterceptor(web, for: "detail")
        let before = h.container.scene
        for _ in 0..<2 {
            try h.play(.swipe(from: 100, to: 300, startingAt: h.time))
            #expect(h.gestures.lastDecision == .refused(.intercepted))
            #expect(h.container.scene == before)
        }
        #expect(web.pages == ["a"])
        try h.play(.swipe(from: 100, to: 300, startingAt: h.time))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
        try h.settle()
        #expect(h.stackIDs == ["home", "list"])
        #expect(web.asked == 3)
    }

    @Test("a released interceptor never crashes and no longer intercepts")
    func releasedInterceptor() throws {
        let h = try GestureHarness()
        var web: WebHistory? = WebHistory(pages: ["a", "b"])
        h.container.setBackInterceptor(web, for: "detail")
        weak let weakWeb = web
        web = nil
        #expect(weakWeb == nil)
        try h.play(.swipe(from: 100, to: 300))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
    }

    @Test("the interceptor is asked only when the swipe would begin, not on refused swipes")
    func interceptorAskedOnlyOnBegin() throws {
        let h = try GestureHarness()
        let web = WebHistory(pages: ["a", "b"])
        h.container.setBackInterceptor(web, for: "detail")
        try h.play(.swipe(from: 300, to: 100))
        #expect(web.asked == 0)
        #expect(web.pages == ["a", "b"])
    }

    nonisolated static let badTouches: [(String, Touch, TouchError)] = [
        (
            "infinite location",
            Touch(id: 1, phase: .moved, location: Point(x: .infinity, y: 0), timestamp: Timestamp(seconds: 1)),
            .nonFiniteLocation(1, Point(x: .infinity, y: 0))
        ),
        (
            "infinite time",
            Touch(id: 1, phase: .moved, location: Point(x: 1, y: 1), timestamp: Timestamp(seconds: .infinity)),
            .nonFiniteTimestamp(1, .infinity)
        ),
        (
            "time going backwards",
            Touch(id: 1, phase: .moved, location: Point(x: 200, y: 400), timestamp: Timestamp(seconds: 0.01)),
            .timeWentBackwards(previous: Timestamp(seconds: 0.1), received: Timestamp(seconds: 0.01))
        ),  // previous: the last event's
        (
            "move of an unknown touch",
            Touch(id: 9, phase: .moved, location: Point(x: 1, y: 1), timestamp: Timestamp(seconds: 1)),
            .unknownTouch(9)
        ),
        (
            "end of an unknown touch",
            Touch(id: 9, phase: .ended, location: Point(x: 1, y: 1), timestamp: Timestamp(seconds: 1)),
            .unknownTouch(9)
        ),
        (
            "second began for a live touch",
            Touch(id: 1, phase: .began, location: Point(x: 1, y: 1), timestamp: Timestamp(seconds: 1)),
            .duplicateBegan(1)
        ),
    ]

    @Test(
        "bad touch input mid-swipe is refused with a typed error and changes nothing", arguments: 0..<badTouches.count)
    func badInputRefused(index: Int) throws {
        var (_, bad, expected) = Self.badTouches[index]
        let h = try GestureHarness()
        h.script.down(1, 100)
        h.script.move(1, to: 200, over: 0.1)
        try h.flush()
        if case .timeWentBackwards(_, let received) = expected {
            expected = .timeWentBackwards(previous: Timestamp(seconds: h.time), received: received)
        }
        let scene = h.container.scene
        let decision = h.gestures.lastDecision
        #expect(throws: expected) { try h.container.handle(bad) }
        #expect(h.container.scene == scene)
        #expect(h.gestures.lastDecision == decision)
        // The stream continues as if the bad event never came.
        h.script.move(1, to: 300, over: 0.1)
        h.script.up(1)
        try h.flush()
        try h.settle()
        #expect(h.stackIDs == ["home", "list"])
    }

    @Test("a NaN coordinate or time is refused and leaves the swipe untouched")
    func nanRefused() throws {
        let h = try GestureHarness()
        h.script.down(1, 100)
        h.script.move(1, to: 200, over: 0.1)
        try h.flush()
        let progress = h.container.transition?.progress
        let nanPoint = Touch(id: 1, phase: .moved, location: Point(x: 250, y: .nan), timestamp: Timestamp(seconds: 1))
        let nanTime = Touch(id: 1, phase: .moved, location: Point(x: 250, y: 400), timestamp: Timestamp(seconds: .nan))
        for bad in [nanPoint, nanTime] {
            let error = #expect(throws: TouchError.self) { try h.container.handle(bad) }
            switch error {
            case .nonFiniteLocation(let id, _)?, .nonFiniteTimestamp(let id, _)?: #expect(id == 1)
            default: Issue.record("unexpected \(String(describing: error))")
            }
        }
        #expect(h.container.transition?.progress == progress)
    }

    @Test("the decision reads as the demo tool prints it")
    func decisionText() throws {
        #expect("\(BackGestureDecision.began(.edge))" == "began (edge)")
        #expect("\(BackGestureDecision.refused(.rootScreen))" == "refused: root screen")
        #expect(
            "\(BackGestureDecision.refused(.scrollRegion("photos")))" == "refused: scroll region 'photos' can scroll")
    }
}
