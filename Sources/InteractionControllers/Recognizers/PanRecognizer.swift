public import NavKitCore

/// A continuous pan: begins once one finger moves past the slop, optionally only when that
/// first movement is mostly horizontal; reports translation and velocity.
///
/// This is NavKit's one implementation of slop and of the "mostly horizontal" test: the back
/// swipe (`BackSwipeRecognizer`), the edge pan and scroll regions are built on it.
///
/// ```swift
/// var pan = PanRecognizer(slop: 10, requiresHorizontal: true)
/// pan.handle(down); pan.handle(move)   // .began once past 10 pt horizontally
/// ```
public struct PanRecognizer: GestureRecognizer, Hashable {
    /// The movement in points before deciding.
    public var slop: Double
    /// When set, the first movement must be mostly horizontal — `|dx| > dominance × |dy|` — or
    /// the pan fails; `nil` accepts any direction.
    public var horizontalDominance: Double?
    /// The current state (set within the module by wrappers such as ``ScreenEdgePanRecognizer``).
    public internal(set) var state: GestureRecognizerState = .possible
    /// The translation from the touch-down point.
    public private(set) var translation: Vector = .zero
    /// The finger followed, once one went down.
    public private(set) var touch: TouchID?
    /// Where the followed finger went down.
    public private(set) var start: Point = .zero

    private var tracker = VelocityTracker()

    /// Creates a pan recognizer.
    /// - Parameters:
    ///   - slop: The movement before deciding.
    ///   - requiresHorizontal: Whether the first movement must be mostly horizontal
    ///     (`|dx| > |dy|`).
    public init(slop: Double = 10, requiresHorizontal: Bool = false) {
        self.init(slop: slop, horizontalDominance: requiresHorizontal ? 1 : nil)
    }

    /// Creates a pan recognizer with a horizontal-dominance ratio.
    /// - Parameters:
    ///   - slop: The movement before deciding.
    ///   - horizontalDominance: The first movement must satisfy `|dx| > dominance × |dy|`;
    ///     `nil` accepts any direction.
    public init(slop: Double, horizontalDominance: Double?) {
        self.slop = slop
        self.horizontalDominance = horizontalDominance
    }

    /// The finger's velocity in points per second.
    public var velocity: Vector { tracker.velocity }

    /// The finger's velocity at a later moment such as its lift (zero if it had stopped).
    /// - Parameter time: The moment.
    /// - Returns: Points per second.
    public func velocity(at time: Timestamp) -> Vector { tracker.velocity(at: time) }

    /// Feeds one touch; fingers after the first are ignored.
    /// - Parameters:
    ///   - touch: The touch.
    ///   - environment: Not used by a plain pan.
    /// - Returns: The new state.
    public mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
        handle(touch)
    }

    /// Feeds one touch; fingers after the first are ignored.
    /// - Parameter touch: The touch.
    /// - Returns: The new state.
    @discardableResult
    public mutating func handle(_ touch: Touch) -> GestureRecognizerState {
        if state.isFinal { return state }
        if self.touch == nil, touch.phase == .began {
            self.touch = touch.id
            start = touch.location
            tracker.add(touch.location, at: touch.timestamp)
            return state
        }
        guard touch.id == self.touch else { return state }
        // Once active, a lift repeats the last move's position: only its time matters (as
        // Flutter), so it is not a sample.
        if !(state.isActive && touch.phase.isTerminal) { tracker.add(touch.location, at: touch.timestamp) }
        translation = touch.location - start
        switch (touch.phase, state) {
        case (.moved, .possible):
            guard translation.length >= slop else { break }
            state = isDirectionAllowed(translation) ? .began : .failed
        case (.moved, _): state = .changed
        case (.ended, .possible), (.cancelled, .possible): state = .failed
        case (.ended, _): state = .ended
        case (.cancelled, _): state = .cancelled
        default: break
        }
        return state
    }

    /// Whether a first movement passes the horizontal test.
    /// - Parameter movement: The movement from touch-down.
    /// - Returns: `true` when no test applies or `|dx| > dominance × |dy|`.
    public func isDirectionAllowed(_ movement: Vector) -> Bool {
        guard let horizontalDominance else { return true }
        return abs(movement.dx) > horizontalDominance * abs(movement.dy)
    }

    /// Ends the pan because another gesture won.
    public mutating func forceEnd() {
        if !state.isFinal { state = state.isActive ? .cancelled : .failed }
    }

    /// Forgets everything.
    public mutating func reset() {
        state = .possible
        translation = .zero
        touch = nil
        start = .zero
        tracker.reset()
    }
}

/// NavKit's one definition of the leading edge zone, shared by every recognizer that starts
/// at an edge.
public enum EdgeZone {
    /// How far a point lies from the leading edge of some bounds, mirrored in right-to-left.
    /// - Parameters:
    ///   - point: The point, in the bounds' coordinate space.
    ///   - bounds: The bounds.
    ///   - direction: Which side is leading.
    /// - Returns: The distance in points; negative outside the leading edge.
    public static func distanceFromLeadingEdge(of point: Point, in bounds: Rect, direction: LayoutDirection)
        -> Double
    {
        direction.distanceFromLeadingEdge(point.x - bounds.minX, width: bounds.width)
    }

    /// Whether a point lies within `width` of the leading (or trailing) edge.
    /// - Parameters:
    ///   - point: The point.
    ///   - width: The zone's width in points.
    ///   - bounds: The bounds.
    ///   - direction: Which side is leading.
    ///   - trailing: `true` for the trailing edge's zone.
    /// - Returns: Whether the point is in the zone.
    public static func contains(
        _ point: Point, width: Double, in bounds: Rect, direction: LayoutDirection, trailing: Bool = false
    ) -> Bool {
        let fromLeading = distanceFromLeadingEdge(of: point, in: bounds, direction: direction)
        let distance = trailing ? bounds.width - fromLeading : fromLeading
        return distance >= 0 && distance <= width
    }
}
