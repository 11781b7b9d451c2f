import NavKit

/// A tiny builder of scripted touch streams with explicit timestamps.
///
/// Each call appends events and moves the script's clock; `touches` is the stream to play.
struct TouchScript {
    private(set) var touches: [Touch] = []
    private(set) var time: Double
    /// Seconds between generated move events (a 120 Hz digitiser).
    var frame = 1.0 / 120

    init(startingAt time: Double = 0) {
        self.time = time
    }

    /// A script of given events; its clock stands at the last one.
    init(touches: [Touch]) {
        self.touches = touches
        self.time = touches.last?.timestamp.seconds ?? 0
    }

    mutating func down(_ id: TouchID = 1, _ x: Double, _ y: Double = 400) {
        touches.append(Touch(id: id, phase: .began, location: Point(x: x, y: y), timestamp: Timestamp(seconds: time)))
    }

    /// Moves a finger in a straight line to `(x, y)` over `duration` seconds, one event per frame.
    mutating func move(_ id: TouchID = 1, to x: Double, _ y: Double? = nil, over duration: Double) {
        let from = lastLocation(of: id)
        let target = Point(x: x, y: y ?? from.y)
        let steps = max(1, Int((duration / frame).rounded()))
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            time += duration / Double(steps)
            let p = Point(x: from.x + (target.x - from.x) * f, y: from.y + (target.y - from.y) * f)
            touches.append(Touch(id: id, phase: .moved, location: p, timestamp: Timestamp(seconds: time)))
        }
    }

    /// Lets time pass with no event.
    mutating func wait(_ seconds: Double) {
        time += seconds
    }

    mutating func up(_ id: TouchID = 1) {
        touches.append(
            Touch(id: id, phase: .ended, location: lastLocation(of: id), timestamp: Timestamp(seconds: time)))
    }

    mutating func cancel(_ id: TouchID = 1) {
        touches.append(
            Touch(id: id, phase: .cancelled, location: lastLocation(of: id), timestamp: Timestamp(seconds: time)))
    }

    private func lastLocation(of id: TouchID) -> Point {
        touches.last(where: { $0.id == id })?.location ?? .zero
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
