/// The name of an element on a screen that another screen's transition grows out of — a
/// thumbnail, a cell, a card — for the zoom transition.
///
/// A screen pushed with a zoom names its source in ``ScreenPreferences/transitionSource``; the
/// screen below it owns the element. The name is only a key: the host resolves it to a frame
/// each time a transition needs it (``TransitionContext/sourceFrame``).
///
/// ```swift
/// let photo = Screen(id: "photo-7", preferences: .init(preferredAnimator: "zoom", transitionSource: "cell-7"))
/// ```
public struct TransitionSourceID: StringIdentifier {
    /// The element's name.
    public var rawValue: String

    /// Creates an element name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
