public import NavKitCore

/// The name of a recognizer attached to a ``GestureArena``.
public struct GestureID: StringIdentifier {
    /// The name.
    public var rawValue: String
    /// Creates a name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The container's back swipe, for relations a host declares against it.
    public static let backSwipe: GestureID = "navkit.back"
    /// The container's zoom dismiss (`ZoomDismissRecognizer`), attached while a zoomed screen is
    /// on top, for relations a host declares against it.
    public static let zoomDismiss: GestureID = "navkit.zoom"
}
