/// The name of an element that two screens both show — a photo, an avatar, a title — and that
/// flies from its place on one screen to its place on the other during a transition between
/// them (a shared element, as Flutter's `Hero` tag or SwiftUI's `matchedGeometryEffect` id).
///
/// Each screen lists the shared elements it shows in ``ScreenPreferences/sharedElements``; a
/// transition flies the names both of its screens list. The name is only a key: the host
/// resolves it to a frame on each screen when the transition begins.
///
/// ```swift
/// let detail = Screen(id: "photo-7", preferences: .init(sharedElements: ["photo-7", "caption-7"]))
/// ```
public struct SharedElementID: StringIdentifier {
    /// The element's name.
    public var rawValue: String

    /// Creates an element name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
