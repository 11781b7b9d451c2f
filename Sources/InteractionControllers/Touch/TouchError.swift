public import NavKitCore

/// Why a touch event was refused. A refused touch changes nothing.
public enum TouchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The location had a NaN or infinite coordinate.
    case nonFiniteLocation(TouchID, Point)
    /// The timestamp was NaN or infinite.
    case nonFiniteTimestamp(TouchID, Double)
    /// The timestamp was earlier than the previous event's.
    case timeWentBackwards(previous: Timestamp, received: Timestamp)
    /// A move, end or cancel arrived for a touch that is not down.
    case unknownTouch(TouchID)
    /// A `began` arrived for a touch that is already down.
    case duplicateBegan(TouchID)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .nonFiniteLocation(let id, let point): "touch \(id) has a non-finite location \(point)"
        case .nonFiniteTimestamp(let id, let seconds): "touch \(id) has a non-finite timestamp \(seconds)"
        case .timeWentBackwards(let previous, let received): "touch time went backwards from \(previous) to \(received)"
        case .unknownTouch(let id): "touch \(id) is not down"
        case .duplicateBegan(let id): "touch \(id) began twice"
        }
    }
}
