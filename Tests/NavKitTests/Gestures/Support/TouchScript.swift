import NavKit
import NavKitTesting

/// A mutating shorthand over the public ``GestureScript`` for the gesture tests: positional
/// coordinates, `y` defaulting to mid-screen, one script value built up step by step.
struct TouchScript {
    private var script: GestureScript

    /// The stream to play.
    var touches: [Touch] { script.touches }
    /// The script's clock: the time of the next event.
    var time: Double { script.time.seconds }

    init(startingAt time: Double = 0) {
        script = GestureScript(startingAt: Timestamp(seconds: time))
    }

    /// A script of given events; its clock stands at the last one.
    init(touches: [Touch]) {
        script = touches.reduce(GestureScript(startingAt: touches.first?.timestamp ?? .zero)) { $0.appending($1) }
    }

    mutating func down(_ id: TouchID = 1, _ x: Double, _ y: Double = 400) {
        script = script.down(at: Point(x: x, y: y), id: id)
    }

    /// Moves a finger in a straight line to `(x, y)` over `duration` seconds, one event per frame.
    mutating func move(_ id: TouchID = 1, to x: Double, _ y: Double? = nil, over duration: Double) {
        let y = y ?? touches.last(where: { $0.id == id })?.location.y ?? 0
        script = script.drag(to: Point(x: x, y: y), over: duration, id: id)
    }

    /// Lets time pass with no event.
    mutating func wait(_ seconds: Double) {
        script = script.stop(for: seconds)
    }

    mutating func up(_ id: TouchID = 1) {
        script = script.up(id: id)
    }

    mutating func cancel(_ id: TouchID = 1) {
        script = script.cancel(id: id)
    }

    /// A whole swipe: down at `fromX`, a straight move to `toX` over `duration`, an optional
    /// hold, then up.
    static func swipe(
        from fromX: Double, to toX: Double, y: Double = 400, toY: Double? = nil, over duration: Double = 0.3,
        hold: Double = 0, startingAt start: Double = 0, id: TouchID = 1
    ) -> TouchScript {
        var script = TouchScript(startingAt: start)
        script.down(id, fromX, y)
        script.move(id, to: toX, toY ?? y, over: duration)
        script.wait(hold)
        script.up(id)
        return script
    }
}
