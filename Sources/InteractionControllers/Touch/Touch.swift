public import NavKitCore

/// The identity of one finger for as long as it touches the screen.
///
/// A host maps its own touch objects to identifiers; an identifier may be reused once its touch
/// has ended or been cancelled.
public struct TouchID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The identifier's number.
    public var rawValue: Int

    /// Creates an identifier.
    /// - Parameter rawValue: The identifier's number.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from an integer literal.
    /// - Parameter value: The identifier's number.
    public init(integerLiteral value: Int) {
        self.rawValue = value
    }

    /// A textual form, `#3`.
    public var description: String { "#\(rawValue)" }
}

/// Where a touch is in its life.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    /// The finger went down.
    case began
    /// The finger moved.
    case moved
    /// The finger lifted.
    case ended
    /// The system took the touch away (an incoming call, a system gesture).
    case cancelled

    /// Whether the phase ends the touch.
    // A pattern, always inlined: asked several times a touch.
    @inlinable @inline(__always)
    public var isTerminal: Bool {
        switch self {
        case .ended, .cancelled: true
        case .began, .moved: false
        }
    }
}

/// One touch event: which finger, what happened, where and when.
///
/// Locations are in the container's coordinate space (origin top-left, `x` to the right) in
/// every layout direction; timestamps share the time base of the container's frames.
///
/// ```swift
/// let down = Touch(id: 1, phase: .began, location: Point(x: 5, y: 300), timestamp: Timestamp(seconds: 0))
/// ```
public struct Touch: Hashable, Sendable, CustomStringConvertible {
    /// Which finger.
    public var id: TouchID
    /// What happened.
    public var phase: TouchPhase
    /// Where, in the container's coordinates.
    public var location: Point
    /// When, on the host's monotonic time base.
    public var timestamp: Timestamp

    /// Creates a touch event.
    /// - Parameters:
    ///   - id: Which finger.
    ///   - phase: What happened.
    ///   - location: Where.
    ///   - timestamp: When.
    public init(id: TouchID, phase: TouchPhase, location: Point, timestamp: Timestamp) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }

    /// A textual form, `#1 moved (40.0, 300.0) @0.016s`.
    public var description: String { "\(id) \(phase.rawValue) \(location) @\(timestamp)" }
}
