/// One screen of a navigation stack: its identity, its title and its preferences.
///
/// A screen is a value. The host keeps whatever heavy object draws it (a view controller, a
/// view, a web view) and maps it by ``id``; the container never holds a host object, so a host
/// object that goes away can never crash or leak through NavKit.
///
/// ```swift
/// let photo = Screen(id: "photo", title: "Photo", preferences: .init(prefersBarHidden: true))
/// ```
public struct Screen: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The screen's identity in the stack.
    public var id: ScreenID
    /// The title shown in the bar.
    public var title: String
    /// How the screen wants its bar, its back gesture and its transitions.
    public var preferences: ScreenPreferences

    /// Creates a screen.
    /// - Parameters:
    ///   - id: The identity in the stack.
    ///   - title: The bar title; defaults to the identifier's text.
    ///   - preferences: The screen's preferences.
    public init(id: ScreenID, title: String? = nil, preferences: ScreenPreferences = .init()) {
        self.id = id
        self.title = title ?? id.rawValue
        self.preferences = preferences
    }

    /// A textual form: the identifier.
    public var description: String { id.rawValue }
}
