public import NavKitCore

/// The fingers currently down, and the check every touch event passes before anything sees it.
///
/// A ledger refuses malformed streams with a ``TouchError`` and stays unchanged, so one bad
/// event from a host can never leave a recognizer half-updated.
///
/// ```swift
/// var ledger = TouchLedger()
/// try ledger.accept(down)     // records finger 1
/// try ledger.accept(move)     // finger 1 is known
/// ```
public struct TouchLedger: Hashable, Sendable {
    /// Where each live finger went down, by identifier.
    public private(set) var downLocations: [TouchID: Point] = [:]
    /// The timestamp of the latest accepted event.
    public private(set) var lastTimestamp: Timestamp?

    /// Creates an empty ledger.
    public init() {}

    /// The identifiers of the fingers that are down.
    public var liveTouches: Set<TouchID> { Set(downLocations.keys) }

    /// Checks an event without recording it.
    /// - Parameter touch: The event.
    /// - Throws: ``TouchError`` when the event is malformed or does not fit the stream.
    public func validate(_ touch: Touch) throws(TouchError) {
        guard touch.location.isFinite else { throw .nonFiniteLocation(touch.id, touch.location) }
        guard touch.timestamp.isFinite else { throw .nonFiniteTimestamp(touch.id, touch.timestamp.seconds) }
        if let lastTimestamp, touch.timestamp < lastTimestamp {
            throw .timeWentBackwards(previous: lastTimestamp, received: touch.timestamp)
        }
        let isLive = downLocations[touch.id] != nil
        if touch.phase == .began, isLive { throw .duplicateBegan(touch.id) }
        if touch.phase != .began, !isLive { throw .unknownTouch(touch.id) }
    }

    /// Checks an event and records it.
    /// - Parameter touch: The event.
    /// - Throws: ``TouchError``; the ledger is unchanged then.
    public mutating func accept(_ touch: Touch) throws(TouchError) {
        try validate(touch)
        lastTimestamp = touch.timestamp
        switch touch.phase {
        case .began: downLocations[touch.id] = touch.location
        case .moved: break
        case .ended, .cancelled: downLocations[touch.id] = nil
        }
    }
}
