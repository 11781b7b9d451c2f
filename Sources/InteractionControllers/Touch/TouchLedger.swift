import NavKitCore

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
package struct TouchLedger: Hashable, Sendable {
    /// A finger that is down and where it went down.
    private struct Finger: Hashable, Sendable {
        var id: TouchID
        var location: Point
    }

    /// The live fingers in the order they went down: a handful at most, so finding one is a short
    /// scan, with no hashing; the array keeps its capacity, so a stream of touches allocates
    /// nothing once the first finger has been seen.
    private var fingers: [Finger] = []
    /// The timestamp of the latest accepted event.
    package private(set) var lastTimestamp: Timestamp?

    /// Creates an empty ledger.
    package init() {}

    /// Where each live finger went down, by identifier.
    package var downLocations: [TouchID: Point] {
        Dictionary(uniqueKeysWithValues: fingers.map { ($0.id, $0.location) })
    }

    /// The identifiers of the fingers that are down.
    package var liveTouches: Set<TouchID> { Set(fingers.map(\.id)) }

    /// The number of fingers that are down.
    package var liveCount: Int { fingers.count }

    private func position(of id: TouchID) -> Int? {
        for index in fingers.indices where fingers[index].id == id { return index }
        return nil
    }

    /// Checks an event without recording it.
    /// - Parameter touch: The event.
    /// - Throws: ``TouchError`` when the event is malformed or does not fit the stream.
    package func validate(_ touch: Touch) throws(TouchError) {
        _ = try validated(touch)
    }

    /// Checks an event; returns where its finger is in ``fingers``, if it is down.
    private func validated(_ touch: Touch) throws(TouchError) -> Int? {
        guard touch.location.isFinite else { throw .nonFiniteLocation(touch.id, touch.location) }
        guard touch.timestamp.isFinite else { throw .nonFiniteTimestamp(touch.id, touch.timestamp.seconds) }
        if let lastTimestamp, touch.timestamp < lastTimestamp {
            throw .timeWentBackwards(previous: lastTimestamp, received: touch.timestamp)
        }
        let index = position(of: touch.id)
        if touch.phase == .began, index != nil { throw .duplicateBegan(touch.id) }
        if touch.phase != .began, index == nil { throw .unknownTouch(touch.id) }
        return index
    }

    /// Checks an event and records it.
    /// - Parameter touch: The event.
    /// - Throws: ``TouchError``; the ledger is unchanged then.
    package mutating func accept(_ touch: Touch) throws(TouchError) {
        let index = try validated(touch)
        lastTimestamp = touch.timestamp
        switch touch.phase {
        case .began: fingers.append(Finger(id: touch.id, location: touch.location))
        case .moved: break
        case .ended, .cancelled: if let index { fingers.remove(at: index) }
        }
    }

    /// Two ledgers are equal when the same fingers are down at the same places and the latest
    /// timestamps agree, whatever order the fingers went down in.
    package static func == (lhs: TouchLedger, rhs: TouchLedger) -> Bool {
        lhs.lastTimestamp == rhs.lastTimestamp && lhs.downLocations == rhs.downLocations
    }

    /// Hashes what ``==(_:_:)`` compares.
    /// - Parameter hasher: The hasher.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(lastTimestamp)
        hasher.combine(downLocations)
    }
}
