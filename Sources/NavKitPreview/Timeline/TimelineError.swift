public import NavKitCore

/// Why a ``Timeline`` refused a frame. The timeline is left unchanged.
public enum TimelineError: Error, Hashable, Sendable {
    /// The frame's time is NaN or infinite.
    case nonFiniteTime
    /// The frame's time is earlier than the previous frame's.
    /// - Parameters:
    ///   - previous: The last recorded time.
    ///   - given: The refused time.
    case timeWentBackwards(previous: Timestamp, given: Timestamp)
}
