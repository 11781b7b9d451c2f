import NavKit

/// One pointer or finger event in the container's coordinates and the host's time base.
///
/// Shaped like NavKitInteraction's `Touch` (id, phase, location, timestamp), which replaces it
/// once the container's touch API is on main.
struct HostTouch: CustomStringConvertible {
    enum Phase: String {
        case began, moved, ended, cancelled
    }

    var id: Int
    var phase: Phase
    var location: Point
    var timestamp: Timestamp

    var description: String {
        "#\(id) \(phase.rawValue) (\(Int(location.x)), \(Int(location.y))) @\(timestamp.seconds)"
    }
}

/// What the host does with a touch after the gestures saw it (shaped like `TouchRouting`).
struct HostRouting {
    /// Whether the screen content receives the touch.
    var deliversToContent: Bool
    /// Touches the content must treat as cancelled because the back swipe took them.
    var cancelledContentTouches: [Int] = []
}

/// A horizontally draggable part of a screen that may win a drag over the back swipe
/// (shaped like `ScrollRegion`).
struct HostScrollRegion {
    var id: String
    var frame: Rect
    /// Whether a drag toward trailing starting here belongs to the region.
    var blocksBackSwipe: Bool
}
