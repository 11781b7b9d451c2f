public import NavKit

/// The shape of a random one-finger gesture, as plain numbers (so it shrinks well and prints
/// readably), turned into a ``GestureScript`` at a given time and container size.
public struct SwipeSpec: Sendable, Hashable, CustomStringConvertible {
    /// Where the finger lands, as a fraction of the width from the leading edge (0…1).
    public var startFraction: Double
    /// Where it lands vertically, as a fraction of the height.
    public var verticalFraction: Double
    /// Horizontal travel toward trailing, in widths (negative moves toward leading).
    public var travel: Double
    /// Vertical travel, in widths.
    public var verticalTravel: Double
    /// How long the drag takes, in seconds.
    public var duration: Double
    /// How long the finger rests before lifting.
    public var stop: Double
    /// Whether the system cancels the touch instead of a lift.
    public var cancelled: Bool
    /// Whether a second finger lands and moves during the swipe.
    public var secondFinger: Bool

    /// Creates a spec.
    /// - Parameters:
    ///   - startFraction: Start, in widths from the leading edge.
    ///   - verticalFraction: Start, in heights from the top.
    ///   - travel: Horizontal travel toward trailing, in widths.
    ///   - verticalTravel: Vertical travel, in widths.
    ///   - duration: Drag duration.
    ///   - stop: Rest before lifting.
    ///   - cancelled: Whether the touch is cancelled.
    ///   - secondFinger: Whether a second finger joins.
    public init(
        startFraction: Double, verticalFraction: Double = 0.5, travel: Double, verticalTravel: Double = 0,
        duration: Double = 0.25, stop: Double = 0, cancelled: Bool = false, secondFinger: Bool = false
    ) {
        self.startFraction = startFraction
        self.verticalFraction = verticalFraction
        self.travel = travel
        self.verticalTravel = verticalTravel
        self.duration = duration
        self.stop = stop
        self.cancelled = cancelled
        self.secondFinger = secondFinger
    }

    /// The start point in container coordinates, mirrored for right-to-left.
    /// - Parameters:
    ///   - bounds: The container's bounds.
    ///   - direction: The layout direction.
    /// - Returns: The point.
    public func start(in bounds: Rect, direction: LayoutDirection) -> Point {
        let fromLeading = startFraction * bounds.width
        let x = direction == .leftToRight ? fromLeading : bounds.width - fromLeading
        return Point(x: x, y: verticalFraction * bounds.height)
    }

    /// The script of this gesture.
    /// - Parameters:
    ///   - time: When it starts.
    ///   - bounds: The container's bounds.
    ///   - direction: The layout direction.
    /// - Returns: The script.
    public func script(at time: Timestamp, in bounds: Rect, direction: LayoutDirection) -> GestureScript {
        let start = start(in: bounds, direction: direction)
        let end = Point(
            x: start.x + travel * bounds.width * direction.trailingSign, y: start.y + verticalTravel * bounds.width)
        var script = GestureScript(startingAt: time).down(at: start).drag(to: end, over: duration).stop(for: stop)
        script = cancelled ? script.cancel() : script.up()
        guard secondFinger else { return script }
        let second = GestureScript(startingAt: time + duration / 3)
            .down(at: Point(x: bounds.width / 2, y: bounds.height / 3), id: 2)
            .drag(to: Point(x: bounds.width / 2 - 80, y: bounds.height / 3), over: duration / 3, id: 2)
            .up(id: 2)
        return script.merging(second)
    }

    /// A readable form.
    public var description: String {
        "swipe(start \(startFraction)w, travel \(travel)w, dy \(verticalTravel)w, \(duration)s, stop \(stop)s"
            + (cancelled ? ", cancelled" : "") + (secondFinger ? ", 2nd finger" : "") + ")"
    }

    /// Random gestures: edge and fullscreen starts, toward trailing and leading, vertical ones,
    /// slow drags, flings, stop-then-lift, cancels and second fingers.
    public static var generator: Gen<SwipeSpec> {
        Gen.zip(
            Gen<Double>.frequency((1, Gen<Double>.double(in: 0...0.06)), (2, Gen<Double>.double(in: 0...1))),
            Gen<Double>.double(in: 0.1...0.9),
            Gen<Double>.frequency((3, Gen<Double>.double(in: 0...1)), (1, Gen<Double>.double(in: -0.6...0))),
            Gen<Double>.frequency((3, .constant(0)), (1, Gen<Double>.double(in: -0.8...0.8))),
            Gen<Double>.double(in: 0.02...0.6),
            Gen<Double>.frequency((3, .constant(0)), (1, Gen<Double>.double(in: 0...0.2))),
            Gen<Bool>.frequency((6, .constant(false)), (1, .constant(true))),
            Gen<Bool>.frequency((6, .constant(false)), (1, .constant(true)))
        ).map { start, vertical, travel, dy, duration, stop, cancelled, second in
            SwipeSpec(
                startFraction: start, verticalFraction: vertical, travel: travel, verticalTravel: dy,
                duration: duration, stop: stop, cancelled: cancelled, secondFinger: second)
        }
    }
}
