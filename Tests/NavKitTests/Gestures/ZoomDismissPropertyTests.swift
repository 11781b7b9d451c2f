import NavKit
import NavKitTesting
import Testing

@Suite("Zoom dismiss properties, through the real container")
@MainActor
struct ZoomDismissPropertyTests {
    /// A dismiss drag: where the source cell stands, the straight drag from the centre, how long
    /// it takes, and the layout direction.
    struct Drag: Hashable, Sendable, CustomStringConvertible {
        var cell: Point
        var by: Vector
        var duration: Double
        var rightToLeft: Bool

        var description: String { "cell at \(cell), drag \(by) over \(duration) s, rtl \(rightToLeft)" }
    }

    static let centre = Point(x: 195, y: 422)

    nonisolated static var drags: Gen<Drag> {
        let cell = Gen.zip(Gen<Double>.double(in: 60...330), Gen<Double>.double(in: 80...780)).map {
            Point(x: $0, y: $1)
        }
        let by = Gen.zip(Gen<Double>.double(in: -170...170), Gen<Double>.double(in: -380...380)).map {
            Vector(dx: $0, dy: $1)
        }
        return Gen.zip(cell, by, Gen<Double>.double(in: 0.08...0.6), Gen<Bool>.bool).map {
            Drag(cell: $0, by: $1, duration: $2, rightToLeft: $3)
        }
    }

    /// A zoomed screen over `home`, dragged by `drag` and not yet lifted: the harness, and the
    /// script so far.
    func dragged(_ drag: Drag, grid: ThumbnailGrid) throws -> (GestureHarness, TouchScript) {
        let photo = Screen(
            id: "photo", preferences: ScreenPreferences(preferredAnimator: .zoom, transitionSource: "cell"))
        let h = try GestureHarness(
            screens: [Screen(id: "home"), photo], direction: drag.rightToLeft ? .rightToLeft : .leftToRight)
        grid.frames["cell"] = Rect(x: drag.cell.x - 40, y: drag.cell.y - 30, width: 80, height: 60)
        h.container.transitionSourceResolver = grid
        var script = TouchScript(startingAt: 0)
        script.down(1, Self.centre.x, Self.centre.y)
        script.move(1, to: Self.centre.x + drag.by.dx, Self.centre.y + drag.by.dy, over: drag.duration)
        try h.play(script)
        return (h, script)
    }

    /// Lifts the finger of a `dragged` script.
    func lift(_ h: GestureHarness, after script: TouchScript) throws {
        var lift = TouchScript(touches: script.touches)
        lift.up(1)
        try h.play(TouchScript(touches: [lift.touches.last!]))
    }

    /// Plays a drag on a zoomed screen over `home` and settles; the stack after.
    func play(_ drag: Drag, grid: ThumbnailGrid) throws -> (stack: [ScreenID], began: Bool) {
        let (h, script) = try dragged(drag, grid: grid)
        try lift(h, after: script)
        let began = h.gestures.lastDecision == .began(.zoom)
        try h.settle()
        return (h.stackIDs, began)
    }

    func expected(_ drag: Drag, translation: Vector, velocity: Vector) -> TransitionOutcome {
        ZoomDismissPolicy().outcome(
            translation: translation, velocity: velocity, towardSource: drag.cell - Self.centre,
            in: Size(width: 390, height: 844))
    }

    @Test("a release dismisses exactly when the policy says so, for any source, drag, speed and direction")
    func releaseFollowsThePolicy() {
        let grid = ThumbnailGrid()
        verifyProperty("zoom dismiss release", Self.drags, iterations: 200) { drag in
            // A straight drag at constant speed: the finger's velocity is the drag over its time.
            let velocity = drag.by * (1 / drag.duration)
            let outcome = expected(drag, translation: drag.by, velocity: velocity)
            // Cases at the boundary of the decision are left out: nearby inputs decide otherwise.
            let steady =
                [0.97, 1.03].allSatisfy { f in
                    expected(drag, translation: drag.by * f, velocity: velocity * f) == outcome
                }
            try assume(steady && drag.by.length > 20)
            let (stack, began) = try play(drag, grid: grid)
            guard began else { throw PropertyViolation("\(drag): the zoom dismiss did not begin") }
            let dismissed = stack == ["home"]
            if dismissed != (outcome == .finished) {
                throw PropertyViolation("\(drag): the policy says \(outcome), the container left \(stack)")
            }
        }
    }

    @Test(
        "after any release the screen flies home smoothly, within 350 ms, and ends exactly where the animator does")
    func flightIsBoundedAndEndsOnTheAnimator() {
        let grid = ThumbnailGrid()
        verifyProperty("zoom dismiss flight", Self.drags, iterations: 150) { drag in
            try assume(drag.by.length > 20)
            let (h, script) = try dragged(drag, grid: grid)
            guard h.gestures.lastDecision == .began(.zoom) else {
                throw PropertyViolation("\(drag): the zoom dismiss did not begin")
            }
            try lift(h, after: script)
            let offset = { h.container.scene.layers.layer(for: "photo")?.state.offset }
            guard var last = offset() else { throw PropertyViolation("\(drag): no photo at the release") }
            let released = last
            var frames = 0
            var largest = 0.0
            while let run = h.container.transition {
                try h.tick(1.0 / 60)
                frames += 1
                guard frames <= 22 else { throw PropertyViolation("\(drag): still running 22 frames later: \(run)") }
                guard let now = offset() else { break }
                largest = max(largest, (now - last).length)
                last = now
            }
            // The flight's fastest frame: a cubic segment from the finger's speed to rest over
            // its distance d in at least 120 ms (at most 350 ms, in proportion to d over half
            // the shorter side) is never faster than the finger plus 1.5 d over its duration.
            let distance = (last - released).length
            let duration = min(0.35, max(0.12, 0.35 * distance / 195))
            let finger = (drag.by * (1 / drag.duration)).length
            let bound = (finger + 1.5 * distance / duration) / 60 + 0.5
            if largest > bound {
                throw PropertyViolation("\(drag): a frame moved \(largest) pt (bound \(bound))")
            }
            if h.stackIDs == ["home", "photo"], h.container.scene.layers.layer(for: "photo")?.state != .resting {
                throw PropertyViolation("\(drag): sprung back but not at rest")
            }
        }
    }

    @Test("a drag and its mirror in the other layout direction decide the same")
    func mirroredDragsDecideTheSame() {
        let grid = ThumbnailGrid()
        verifyProperty("zoom dismiss mirror", Self.drags, iterations: 100) { drag in
            try assume(drag.by.length > 20)
            var mirror = drag
            mirror.rightToLeft.toggle()
            mirror.cell.x = 390 - drag.cell.x
            mirror.by.dx = -drag.by.dx
            let a = try play(drag, grid: grid)
            let b = try play(mirror, grid: grid)
            if a.stack != b.stack { throw PropertyViolation("\(drag) left \(a.stack), its mirror \(b.stack)") }
        }
    }
}
