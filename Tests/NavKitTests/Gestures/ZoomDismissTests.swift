import NavKit
import NavKitTesting
import Testing

/// Consumes every back action while it has pages (a web view's own history).
@MainActor
final class PageHistory: BackInterceptor {
    var pages: Int
    private(set) var asked = 0

    init(pages: Int) { self.pages = pages }

    func shouldConsumeBack(on screen: ScreenID) -> Bool {
        asked += 1
        guard pages > 0 else { return false }
        pages -= 1
        return true
    }
}

@Suite("Zoom dismiss: dragging a zoomed screen in any direction shrinks it back into its source")
@MainActor
struct ZoomDismissTests {
    static let photo = Screen(
        id: "photo", title: "Photo", preferences: ScreenPreferences(preferredAnimator: .zoom, transitionSource: "cell"))
    /// The screen's centre, where the drags start (well away from the edge zone).
    static let centre = Point(x: 195, y: 422)
    /// The host's grid (held here: the container holds its resolver weakly).
    let grid = ThumbnailGrid()

    /// A harness with `home` under a zoomed `photo`, its source cell at `cell`.
    func harness(
        cell: Rect = Rect(x: 145, y: 700, width: 100, height: 100), direction: LayoutDirection = .leftToRight,
        configuration: BackGestureConfiguration = .init(), photo: Screen = Self.photo
    ) throws -> (GestureHarness, ThumbnailGrid) {
        let h = try GestureHarness(
            screens: [Screen(id: "home"), photo], direction: direction, configuration: configuration)
        grid.frames["cell"] = cell
        h.container.transitionSourceResolver = grid
        return (h, grid)
    }

    /// A straight drag from the centre by `by`, over `duration`, then a lift.
    func drag(_ h: GestureHarness, by: Vector, over duration: Double = 0.3, from start: Point = Self.centre) throws {
        var script = TouchScript(startingAt: h.time)
        script.down(1, start.x, start.y)
        script.move(1, to: start.x + by.dx, start.y + by.dy, over: duration)
        script.up()
        try h.play(script)
    }

    /// The lift of finger `id` where the script last had it.
    func lift(_ h: GestureHarness, _ id: TouchID = 1, after script: TouchScript) throws {
        var rest = TouchScript(touches: script.touches)
        rest.up(id)
        try h.play(TouchScript(touches: [rest.touches.last!]))
    }

    func photoOffset(_ h: GestureHarness) -> Vector? {
        h.container.scene.layers.layer(for: "photo")?.state.offset
    }

    struct Direction: Sendable, CustomTestStringConvertible {
        var name: String
        var cell: Rect
        var drag: Vector
        var testDescription: String { name }
    }

    nonisolated static let directions: [Direction] = [
        Direction(name: "down", cell: Rect(x: 145, y: 700, width: 100, height: 100), drag: Vector(dx: 0, dy: 160)),
        Direction(
            name: "sideways toward trailing", cell: Rect(x: 300, y: 380, width: 80, height: 80),
            drag: Vector(dx: 150, dy: 20)),
        Direction(
            name: "sideways toward leading", cell: Rect(x: 30, y: 380, width: 80, height: 80),
            drag: Vector(dx: -150, dy: 10)),
        Direction(name: "up", cell: Rect(x: 145, y: 40, width: 100, height: 100), drag: Vector(dx: 10, dy: -170)),
    ]

    @Test("a drag toward the source, in any direction, dismisses into it", arguments: directions)
    func dragTowardSourceDismisses(_ direction: Direction) throws {
        let (h, _) = try harness(cell: direction.cell)
        try drag(h, by: direction.drag)
        #expect(h.gestures.lastDecision == .began(.zoom))
        #expect(h.container.transition?.context.sourceFrame == direction.cell)
        try h.settle()
        #expect(h.stackIDs == ["home"])
        #expect(h.container.scene.layers.map(\.screen) == ["home"])
    }

    @Test("a slow drag toward the source then a fast fling away springs back")
    func flingAwayCancels() throws {
        let (h, _) = try harness()
        var script = TouchScript(startingAt: 0)
        script.down(1, Self.centre.x, Self.centre.y)
        script.move(1, to: Self.centre.x, Self.centre.y + 120, over: 0.5)
        script.move(1, to: Self.centre.x, Self.centre.y - 60, over: 0.06)
        script.up()
        try h.play(script)
        try h.settle()
        #expect(h.stackIDs == ["home", "photo"])
        #expect(h.container.scene.layers.layer(for: "photo")?.state == .resting)
    }

    @Test("the screen follows the finger in 2-D and shrinks with the distance")
    func followsInTwoDimensions() throws {
        let (h, _) = try harness()
        var script = TouchScript(startingAt: 0)
        script.down(1, Self.centre.x, Self.centre.y)
        script.move(1, to: Self.centre.x + 60, Self.centre.y + 40, over: 0.2)
        script.move(1, to: Self.centre.x - 30, Self.centre.y + 120, over: 0.2)
        var scales: [Double] = []
        for touch in script.touches {
            try h.play(TouchScript(touches: [touch]))
            guard h.gestures.lastDecision == .began(.zoom), touch.phase == .moved else { continue }
            let layer = try #require(h.container.scene.layers.layer(for: "photo"))
            let moved = touch.location - Self.centre
            #expect(abs(layer.state.offset.dx - moved.dx) < 1e-9 && abs(layer.state.offset.dy - moved.dy) < 1e-9)
            scales.append(layer.state.scale)
        }
        #expect(scales.count > 10)
        #expect(scales.last! < scales.first!, "farther from where it was caught, the screen is smaller")
        #expect(h.container.scene.transition?.isInteractive == true)
    }

    /// Every rendered offset of the photo from the first drag to the end of the completion.
    func offsets(
        _ h: GestureHarness, by: Vector, over duration: Double, release: (Vector?, Vector?) -> Void = { _, _ in }
    ) throws -> [Vector] {
        var script = TouchScript(startingAt: 0)
        script.down(1, Self.centre.x, Self.centre.y)
        script.move(1, to: Self.centre.x + by.dx, Self.centre.y + by.dy, over: duration)
        var result: [Vector] = []
        for touch in script.touches {
            try h.play(TouchScript(touches: [touch]))
            if h.container.transition != nil, let offset = photoOffset(h) { result.append(offset) }
        }
        let before = photoOffset(h)
        try lift(h, after: script)
        release(before, photoOffset(h))
        var budget = FrameBudget()
        while h.container.transition != nil {
            try budget.spend()
            try h.tick(1.0 / 60)
            if let offset = photoOffset(h) { result.append(offset) }
        }
        return result
    }

    @Test(
        "no jump at the release nor at the end, whichever way it goes",
        arguments: [(Vector(dx: 40, dy: 150), true), (Vector(dx: -20, dy: -140), false)])
    func noJump(drag: Vector, dismisses: Bool) throws {
        let (h, _) = try harness()
        var atRelease: (Vector?, Vector?) = (nil, nil)
        let frames = try offsets(h, by: drag, over: 0.3) { atRelease = ($0, $1) }
        #expect(atRelease.0 != nil && atRelease.0 == atRelease.1, "the release frame is the last dragged one")
        // The finger moves 4–9 pt a frame; the flight or the spring back eases over several
        // frames (its peak step about a fifth of the way), where a jump would be one step of the
        // whole way back.
        let steps = zip(frames, frames.dropFirst()).map { ($1 - $0).length }
        #expect(steps.allSatisfy { $0 < 0.25 * drag.length + 5 }, "\(steps)")
        #expect(h.stackIDs == (dismisses ? ["home"] : ["home", "photo"]))
        if !dismisses {
            // Sprung back: the last moving frame is close to rest, and rest is exactly the animator's.
            #expect(frames.last!.length < 40)
            #expect(h.container.scene.layers.layer(for: "photo")?.state == .resting)
        } else {
            // Flown into the source: the last frame is at (or next to) the source's centre.
            let toSource = Vector(dx: 195 - 195, dy: 750 - 422)
            #expect((frames.last! - toSource).length < 40, "\(frames.last!)")
        }
    }

    /// A drag by `by` at constant speed over `duration`, lifted while moving; the photo's offset
    /// on each frame from the last dragged one (the release) to the end, at 60 frames a second.
    func flight(_ h: GestureHarness, by: Vector, over duration: Double) throws -> [Vector] {
        var script = TouchScript(startingAt: 0)
        script.down(1, Self.centre.x, Self.centre.y)
        script.move(1, to: Self.centre.x + by.dx, Self.centre.y + by.dy, over: duration)
        for touch in script.touches { try h.play(TouchScript(touches: [touch])) }
        try lift(h, after: script)
        var frames = [try #require(photoOffset(h))]
        var budget = FrameBudget()
        while h.container.transition != nil {
            try budget.spend()
            try h.tick(1.0 / 60)
            // Once popped the photo is gone: its last frame is the source's centre.
            frames.append(photoOffset(h) ?? frames.last!)
        }
        return frames
    }

    struct Flight: Sendable, CustomTestStringConvertible {
        var name: String
        var drag: Vector
        var dismisses: Bool
        var testDescription: String { name }
    }

    @Test(
        "after the release the screen goes on at the finger's speed, and flies home on its own clock",
        arguments: [
            Flight(
                name: "a short drag away from the source springs back", drag: Vector(dx: 0, dy: -140), dismisses: false),
            Flight(name: "a sideways drag springs back", drag: Vector(dx: 120, dy: -30), dismisses: false),
            Flight(name: "a drag toward the source flies into it", drag: Vector(dx: 20, dy: 150), dismisses: true),
        ])
    func flightStartsAtFingerSpeed(_ flight: Flight) throws {
        let (h, _) = try harness()
        let duration = 0.3
        let frames = try self.flight(h, by: flight.drag, over: duration)
        let finger = flight.drag * (1 / duration)
        let first = (frames[1] - frames[0]) * 60
        // The first frame goes on the finger's way at (slowing from) the finger's speed: neither
        // turned toward home at once nor flung faster than the finger went.
        let cosine = (first.dx * finger.dx + first.dy * finger.dy) / (first.length * finger.length)
        #expect(cosine > 0.95, "first frame \(first) against the finger's \(finger)")
        #expect(first.length > 0.5 * finger.length && first.length < 1.2 * finger.length, "\(first)")
        // Then home on its own clock: not rushed by the little progress left (about 0.12 s of it
        // for the short drags), within the completion limit of 350 ms, smooth all the way.
        let seconds = Double(frames.count - 1) / 60
        #expect(seconds >= 0.2 && seconds <= 0.35 + 1.0 / 60, "\(seconds) s")
        let steps = zip(frames, frames.dropFirst()).map { ($1 - $0).length }
        #expect(steps.allSatisfy { $0 < 20 }, "\(steps)")
        #expect(h.stackIDs == (flight.dismisses ? ["home"] : ["home", "photo"]))
        if !flight.dismisses {
            #expect(frames.last == .zero)
            #expect(h.container.scene.layers.layer(for: "photo")?.state == .resting)
        }
    }

    @Test("a screen caught again in its flight stays where it was, follows the new finger, and flies from there")
    func catchInFlight() throws {
        let (h, _) = try harness()
        var script = TouchScript(startingAt: 0)
        script.down(1, Self.centre.x, Self.centre.y)
        script.move(1, to: Self.centre.x + 20, Self.centre.y + 150, over: 0.3)
        for touch in script.touches { try h.play(TouchScript(touches: [touch])) }
        try lift(h, after: script)
        try h.tick(1.0 / 60)
        try h.tick(1.0 / 60)
        let before = try #require(photoOffset(h))
        var again = TouchScript(startingAt: h.time)
        again.down(2, 100, 300)
        try h.play(again)
        #expect(h.gestures.lastDecision == .began(.caught))
        #expect(photoOffset(h) == before, "caught where it was shown")
        again.move(2, to: 100, 200, over: 0.2)
        for touch in again.touches.dropFirst() {
            try h.play(TouchScript(touches: [touch]))
            let moved = touch.location - Point(x: 100, y: 300)
            #expect(((try #require(photoOffset(h)) - before) - moved).length < 1e-9, "it follows the new finger")
        }
        try lift(h, 2, after: again)
        try h.settle()
        #expect(h.stackIDs == ["home", "photo"], "flung back up, away from the source: it springs back")
        #expect(h.container.scene.layers.layer(for: "photo")?.state == .resting)
    }

    @Test("a running zoom push caught with a 2-D drag follows the finger from the frame it was at, and goes back")
    func catchRunningPush() throws {
        let (h, _) = try harness()
        let log = CatchLog()
        h.container.addObserver(log)
        try h.container.pop(animated: false)
        var results: [NavigationResult] = []
        try h.container.push(Self.photo) { results.append($0) }
        try h.tick(0.2)
        let before = h.container.scene
        var script = TouchScript(startingAt: h.time)
        script.down(1, Self.centre.x, Self.centre.y)
        try h.play(script)
        #expect(h.gestures.lastDecision == .began(.caught))
        #expect(log.events.suffix(1) == ["caught push"])
        #expect(h.container.scene.layers == before.layers, "the first interactive frame is the last timed one")
        let caughtAt = try #require(photoOffset(h))
        var move = TouchScript(touches: script.touches)
        move.move(1, to: Self.centre.x + 30, Self.centre.y + 200, over: 0.25)
        for touch in move.touches.dropFirst() {
            try h.play(TouchScript(touches: [touch]))
            let offset = try #require(photoOffset(h))
            let moved = touch.location - Self.centre
            #expect(((offset - caughtAt) - moved).length < 1e-9, "the caught screen sticks to the finger")
        }
        try lift(h, after: move)
        try h.settle()
        #expect(results == [.cancelled])
        #expect(h.stackIDs == ["home"])
    }

    @Test("the edge swipe keeps working on a zoomed screen, and only it drives")
    func edgeSwipeStillWorks() throws {
        let (h, _) = try harness()
        try h.play(.swipe(from: 5, to: 300, over: 0.3))
        #expect(h.gestures.lastDecision == .began(.edge))
        #expect(h.gestures.zoomDismiss?.state.isActive != true)
        try h.settle()
        #expect(h.stackIDs == ["home"])
    }

    @Test("a scroll region that can scroll that way wins; a drag it cannot follow dismisses")
    func scrollRegionWins() throws {
        let (h, _) = try harness()
        let pager = ScrollRegion(
            id: "pages", frame: Rect(x: 0, y: 200, width: 390, height: 400), kind: .pager(currentPage: 2))
        h.container.setScrollRegions([pager], for: "photo")
        try drag(h, by: Vector(dx: 150, dy: 0))
        #expect(h.gestures.lastDecision == .refused(.scrollRegion("pages")))
        try h.settle()
        #expect(h.stackIDs == ["home", "photo"])
        try drag(h, by: Vector(dx: 0, dy: 200))
        #expect(h.gestures.lastDecision == .began(.zoom))
        try h.settle()
        #expect(h.stackIDs == ["home"])
    }

    @Test("a vertical scroller under the finger keeps a vertical drag")
    func verticalScrollerKeepsDrag() throws {
        let (h, _) = try harness()
        h.container.setScrollRegions(
            [ScrollRegion(id: "text", frame: Rect(x: 0, y: 0, width: 390, height: 844), kind: .verticalScroller)],
            for: "photo")
        let routings = try h.play(.swipe(from: 195, to: 195, y: 422, toY: 650))
        #expect(h.container.transition == nil)
        let delivered = routings.allSatisfy { $0.deliversToContent }
        #expect(delivered)
        try h.settle()
        #expect(h.stackIDs == ["home", "photo"])
    }

    @Test("a back interceptor consumes the dismiss first; once it lets go, the next drag dismisses")
    func interceptorConsumesFirst() throws {
        let (h, _) = try harness()
        let history = PageHistory(pages: 1)
        h.container.setBackInterceptor(history, for: "photo")
        try drag(h, by: Vector(dx: 0, dy: 200))
        #expect(history.asked == 1)
        #expect(h.gestures.lastDecision == .refused(.intercepted))
        #expect(h.container.transition == nil)
        try h.settle()
        try drag(h, by: Vector(dx: 0, dy: 200))
        #expect(history.asked == 2)
        try h.settle()
        #expect(h.stackIDs == ["home"])
    }

    @Test("a guarded screen is not removed by the dismiss")
    func guardedScreenStays() throws {
        let (h, _) = try harness()
        let keep = FixedLeaveGuard(.deny)
        h.container.setLeaveGuard(keep, for: "photo")
        try drag(h, by: Vector(dx: 0, dy: 250))
        try h.settle()
        #expect(h.stackIDs == ["home", "photo"])
        #expect(h.gestures.lastDecision == .refused(.guarded))
    }

    @Test("a screen that names no source gets no drag dismiss: a vertical drag does nothing")
    func plainScreenHasNoDismiss() throws {
        let (h, _) = try harness(photo: Screen(id: "photo"))
        try drag(h, by: Vector(dx: 0, dy: 250))
        #expect(h.gestures.lastDecision == .refused(.verticalMovement))
        #expect(h.gestures.zoomDismiss == nil)
        try h.settle()
        #expect(h.stackIDs == ["home", "photo"])
    }

    @Test("turned off in the settings, or edge-only on the screen, a zoomed screen gets no drag dismiss")
    func optOut() throws {
        var off = BackGestureConfiguration()
        off.zoomDismiss = nil
        let (h, _) = try harness(configuration: off)
        try drag(h, by: Vector(dx: 0, dy: 250))
        try h.settle()
        #expect(h.stackIDs == ["home", "photo"])

        var edgeOnly = Self.photo
        edgeOnly.preferences.backGesture = .edgeOnly
        let (e, _) = try harness(photo: edgeOnly)
        try drag(e, by: Vector(dx: 0, dy: 250))
        try e.settle()
        #expect(e.stackIDs == ["home", "photo"])
    }

    @Test("right-to-left: the edge zone is on the right, a drag toward the (mirrored) source dismisses")
    func rightToLeft() throws {
        let (h, _) = try harness(cell: Rect(x: 10, y: 380, width: 80, height: 80), direction: .rightToLeft)
        try drag(h, by: Vector(dx: -160, dy: 0))
        #expect(h.gestures.lastDecision == .began(.zoom))
        try h.settle()
        #expect(h.stackIDs == ["home"])

        let (e, _) = try harness(direction: .rightToLeft)
        try e.play(.swipe(from: 386, to: 100, over: 0.3))
        #expect(e.gestures.lastDecision == .began(.edge), "the right edge is the back swipe's")
        try e.settle()
        #expect(e.stackIDs == ["home"])
    }

    @Test("a second finger during a dismiss drives nothing; only the first finger's release decides")
    func oneSourceDrives() throws {
        let (h, _) = try harness()
        var script = TouchScript(startingAt: 0)
        script.down(1, Self.centre.x, Self.centre.y)
        script.move(1, to: Self.centre.x, Self.centre.y + 140, over: 0.2)
        script.down(2, 100, 300)
        script.move(2, to: 100, 100, over: 0.2)
        script.up(2)
        try h.play(script)
        #expect(h.container.transition?.source == .touch(1))
        #expect(photoOffset(h) == Vector(dx: 0, dy: 140), "the second finger moved nothing")
        try lift(h, after: script)
        try h.settle()
        #expect(h.stackIDs == ["home"])
    }

    @Test("a screen that names a source but pops with a slide keeps to the edge swipe: no 2-D drag")
    func sourceWithoutZoomAnimator() throws {
        let sliding = Screen(id: "photo", title: "Photo", preferences: ScreenPreferences(transitionSource: "cell"))
        let (h, _) = try harness(photo: sliding)
        try drag(h, by: Vector(dx: 0, dy: 200))
        #expect(h.gestures.lastDecision != .began(.zoom))
        #expect(h.container.stack.map(\.id) == ["home", "photo"])
    }

    @Test("a zoom dismiss policy broken after it was made is refused with a typed error, the configuration unchanged")
    func brokenPolicyRefused() throws {
        let (h, _) = try harness()
        let before = h.container.gestures.configuration
        for broken in [Double.nan, 0, 1.5, -1] {
            var configuration = BackGestureConfiguration()
            configuration.zoomDismiss?.shrinkLimit = broken
            #expect(throws: BackGestureConfigurationError.self) {
                try h.container.setBackGestureConfiguration(configuration)
            }
            configuration = BackGestureConfiguration()
            configuration.zoomDismiss?.travel = broken == 1.5 ? .infinity : broken
            #expect(throws: BackGestureConfigurationError.self) {
                try h.container.setBackGestureConfiguration(configuration)
            }
        }
        #expect(h.container.gestures.configuration == before)
    }
}
