import NavKitCore

/// A discrete tap: one finger down and up within a distance and a time.
public struct TapRecognizer: GestureRecognizer, Hashable {
    /// The most the finger may move, in points.
    public var maximumMovement: Double
    /// The longest press, in seconds.
    public var maximumDuration: Double
    /// The current state.
    public private(set) var state: GestureRecognizerState = .possible
    private var down: Touch?

    /// Creates a tap recognizer.
    /// - Parameters:
    ///   - maximumMovement: The most the finger may move.
    ///   - maximumDuration: The longest press.
    public init(maximumMovement: Double = 10, maximumDuration: Double = 0.35) {
        self.maximumMovement = maximumMovement
        self.maximumDuration = maximumDuration
    }

    /// Feeds one touch; a second finger fails the tap.
    /// - Parameters:
    ///   - touch: The touch.
    ///   - environment: Not used by a tap.
    /// - Returns: The new state.
    public mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
        handle(touch)
    }

    /// Feeds one touch; a second finger fails the tap.
    /// - Parameter touch: The touch.
    /// - Returns: The new state.
    @discardableResult
    public mutating func handle(_ touch: Touch) -> GestureRecognizerState {
        guard state == .possible else { return state }
        guard let down else {
            if touch.phase == .began { self.down = touch }
            return state
        }
        guard touch.id == down.id else {
            if touch.phase == .began { state = .failed }
            return state
        }
        let moved = (touch.location - down.location).length > maximumMovement
        let late = touch.timestamp - down.timestamp > maximumDuration
        switch touch.phase {
        case .moved: if moved || late { state = .failed }
        case .ended: state = moved || late ? .failed : .recognized
        case .cancelled, .began: state = .failed
        }
        return state
    }

    /// Fails the tap because another gesture won.
    public mutating func forceEnd() {
        if self.state == .possible { self.state = .failed }
    }

    /// Forgets everything.
    public mutating func reset() {
        self = TapRecognizer(maximumMovement: maximumMovement, maximumDuration: maximumDuration)
    }
}
