public import NavKitCore

/// A continuous pan: begins once one finger moves past the slop, optionally only when that
/// first movement is mostly horizontal; reports translation and velocity.
///
/// ```swift
/// var pan = PanRecognizer(slop: 10, requiresHorizontal: true)
/// pan.handle(down); pan.handle(move)   // .began once past 10 pt horizontally
/// ```
public struct PanRecognizer: GestureRecognizer, Hashable {
    /// The movement in points before deciding.
    public var slop: Double
    /// Whether the first movement must be mostly horizontal (`|dx| > |dy|`) or the pan fails.
    public var requiresHorizontal: Bool
    /// The current state (set within the module by wrappers such as ``ScreenEdgePanRecognizer``).
    public internal(set) var state: GestureRecognizerState = .possible
    /// The translation from the touch-down point.
    public private(set) var translation: Vector = .zero

    private var touch: TouchID?
    private var start: Point = .zero
    private var tracker = VelocityTracker()

    /// Creates a pan recognizer.
    /// - Parameters:
    ///   - slop: The movement before deciding.
    ///   - requiresHorizontal: Whether the first movement must be mostly horizontal.
    public init(slop: Double = 10, requiresHorizontal: Bool = false) {
        self.slop = slop
        self.requiresHorizontal = requiresHorizontal
    }

    /// The finger's velocity in points per second.
    public var velocity: Vector { tracker.velocity }

    /// Feeds one touch; fingers after the first are ignored.
    /// - Parameter touch: The touch.
    /// - Returns: The new state.
    public mutating func handle(_ touch: Touch) -> GestureRecognizerState {
        if state.isFinal { return state }
        if self.touch == nil, touch.phase == .began {
            self.touch = touch.id
            start = touch.location
            tracker.add(touch.location, at: touch.timestamp)
            return state
        }
        guard touch.id == self.touch else { return state }
        tracker.add(touch.location, at: touch.timestamp)
        translation = touch.location - start
        switch (touch.phase, state) {
        case (.moved, .possible):
            guard translation.length >= slop else { break }
            state = !requiresHorizontal || abs(translation.dx) > abs(translation.dy) ? .began : .failed
        case (.moved, _): state = .changed
        case (.ended, .possible), (.cancelled, .possible): state = .failed
        case (.ended, _): state = .ended
        case (.cancelled, _): state = .cancelled
        default: break
        }
        return state
    }

    /// Ends the pan because another gesture won.
    public mutating func forceEnd() {
        if !self.state.isFinal { self.state = self.state.isActive ? .cancelled : .failed }
    }

    /// Forgets everything.
    public mutating func reset() {
        self = PanRecognizer(slop: slop, requiresHorizontal: requiresHorizontal)
    }
}
