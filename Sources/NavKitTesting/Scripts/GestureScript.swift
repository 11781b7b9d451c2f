public import NavKit

/// A builder of scripted touch sequences with explicit timestamps, for gesture tests.
///
/// Each call appends events and moves the script's own clock. Play the result with a
/// ``ScriptedHost`` (which ticks the container's frames between events and keeps its clock in
/// step), or feed ``touches`` yourself.
///
/// ```swift
/// let script = GestureScript(startingAt: 1)
///     .down(at: Point(x: 5, y: 400))
///     .drag(to: Point(x: 200, y: 400), over: 0.25)
///     .stop(for: 0.08)          // the finger stops before lifting…
///     .up()                     // …so the release velocity is ~0
/// ```
public struct GestureScript: Sendable, CustomStringConvertible {
    /// The touch events, in order.
    public private(set) var touches: [Touch] = []
    /// The script's clock: the time of the next event.
    public private(set) var time: Timestamp
    /// Seconds between move events (default 120 Hz, an iPhone digitiser).
    public var frameInterval: Double

    /// Creates an empty script.
    /// - Parameters:
    ///   - time: The time of the first event, in the container's time base.
    ///   - frameRate: Move events per second.
    public init(startingAt time: Timestamp = .zero, frameRate: Double = 120) {
        self.time = time
        self.frameInterval = 1 / max(1, frameRate)
    }

    /// A finger touches down.
    /// - Parameters:
    ///   - point: Where.
    ///   - id: Which finger.
    /// - Returns: The extended script.
    public func down(at point: Point, id: TouchID = 1) -> GestureScript {
        appending(Touch(id: id, phase: .began, location: point, timestamp: time))
    }

    /// A finger moves in a straight line, one event per frame.
    /// - Parameters:
    ///   - point: The end point.
    ///   - duration: How long the move takes.
    ///   - id: Which finger.
    /// - Returns: The extended script.
    public func drag(to point: Point, over duration: Double, id: TouchID = 1) -> GestureScript {
        var copy = self
        let from = location(of: id)
        let steps = max(1, Int((max(0, duration) / frameInterval).rounded()))
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            copy.time = copy.time + max(0, duration) / Double(steps)
            let p = Point(x: from.x + (point.x - from.x) * f, y: from.y + (point.y - from.y) * f)
            copy.touches.append(Touch(id: id, phase: .moved, location: p, timestamp: copy.time))
        }
        return copy
    }

    /// The finger stays still (no events) for a while, as before a stop-then-lift.
    /// - Parameter seconds: How long.
    /// - Returns: The extended script.
    public func stop(for seconds: Double) -> GestureScript {
        var copy = self
        copy.time = copy.time + max(0, seconds)
        return copy
    }

    /// The finger stays still while reporting its position every frame (a "hold").
    /// - Parameters:
    ///   - seconds: How long.
    ///   - id: Which finger.
    /// - Returns: The extended script.
    public func hold(for seconds: Double, id: TouchID = 1) -> GestureScript {
        drag(to: location(of: id), over: seconds, id: id)
    }

    /// The finger lifts.
    /// - Parameter id: Which finger.
    /// - Returns: The extended script.
    public func up(id: TouchID = 1) -> GestureScript {
        appending(Touch(id: id, phase: .ended, location: location(of: id), timestamp: time))
    }

    /// The system cancels the touch (an incoming call, a system gesture).
    /// - Parameter id: Which finger.
    /// - Returns: The extended script.
    public func cancel(id: TouchID = 1) -> GestureScript {
        appending(Touch(id: id, phase: .cancelled, location: location(of: id), timestamp: time))
    }

    /// A whole swipe: down, a straight drag, an optional stop, up.
    /// - Parameters:
    ///   - start: Where the finger lands.
    ///   - end: Where it lifts.
    ///   - duration: How long the drag takes.
    ///   - stop: How long the finger rests before lifting.
    ///   - time: When it starts.
    /// - Returns: The script.
    public static func swipe(
        from start: Point, to end: Point, over duration: Double = 0.3, stop: Double = 0,
        startingAt time: Timestamp = .zero
    ) -> GestureScript {
        GestureScript(startingAt: time).down(at: start).drag(to: end, over: duration).stop(for: stop).up()
    }

    /// A fast flick: a short distance in a short time, lifted while moving.
    /// - Parameters:
    ///   - start: Where the finger lands.
    ///   - distance: How far it moves horizontally (negative moves left).
    ///   - time: When it starts.
    /// - Returns: The script.
    public static func fling(from start: Point, distance: Double = 150, startingAt time: Timestamp = .zero)
        -> GestureScript
    {
        swipe(from: start, to: Point(x: start.x + distance, y: start.y), over: 0.08, startingAt: time)
    }

    /// A tap: down and up at one point.
    /// - Parameters:
    ///   - point: Where.
    ///   - time: When.
    /// - Returns: The script.
    public static func tap(at point: Point, startingAt time: Timestamp = .zero) -> GestureScript {
        GestureScript(startingAt: time).down(at: point).stop(for: 0.05).up()
    }

    /// Merges another script's events into this one by time (for a second finger).
    /// - Parameter other: The other script (use another touch id).
    /// - Returns: Both scripts' events, ordered by time (this script's first on ties).
    public func merging(_ other: GestureScript) -> GestureScript {
        var copy = self
        let tagged =
            touches.enumerated().map { ($0.element, 0, $0.offset) }
            + other.touches.enumerated().map { ($0.element, 1, $0.offset) }
        copy.touches = tagged.sorted { a, b in
            (a.0.timestamp.seconds, a.1, a.2) < (b.0.timestamp.seconds, b.1, b.2)
        }.map(\.0)
        copy.time = max(time, other.time)
        return copy
    }

    /// One line per event.
    public var description: String {
        touches.map { "\($0.id) \($0.phase) \($0.location) @\($0.timestamp.seconds)" }.joined(separator: "\n")
    }

    /// Appends a touch as it is (for replaying recorded events); the clock moves to its time if
    /// that is later.
    /// - Parameter touch: The event.
    /// - Returns: The extended script.
    public func appending(_ touch: Touch) -> GestureScript {
        var copy = self
        copy.touches.append(touch)
        copy.time = max(time, touch.timestamp)
        return copy
    }

    private func location(of id: TouchID) -> Point {
        touches.last(where: { $0.id == id })?.location ?? .zero
    }
}
