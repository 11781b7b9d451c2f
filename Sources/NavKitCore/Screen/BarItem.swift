/// A button a screen puts in the navigation bar, at the leading or trailing side.
///
/// A bar item is a value: it says what the button shows and which identifier a tap reports. The
/// host draws it and tells the app about taps by ``id``, so no closure or host object ever
/// travels through a ``Screen``.
///
/// ```swift
/// let share = BarItem(id: "share", title: "Share")
/// let screen = Screen(id: "photo", preferences: .init(trailingBarItems: [share]))
/// ```
public struct BarItem: Hashable, Sendable, Identifiable {
    /// The identifier a tap on the item reports.
    public var id: BarItemID
    /// The text the button shows.
    public var title: String
    /// What assistive technologies read; `nil` reads ``title``.
    public var accessibilityLabel: String?
    /// Whether the button reacts to taps (a disabled item is drawn dimmed).
    public var isEnabled: Bool

    /// Creates a bar item.
    /// - Parameters:
    ///   - id: The identifier a tap reports.
    ///   - title: The text the button shows.
    ///   - accessibilityLabel: What assistive technologies read instead of the title.
    ///   - isEnabled: Whether the button reacts to taps.
    public init(id: BarItemID, title: String, accessibilityLabel: String? = nil, isEnabled: Bool = true) {
        self.id = id
        self.title = title
        self.accessibilityLabel = accessibilityLabel
        self.isEnabled = isEnabled
    }

    /// The label assistive technologies read: ``accessibilityLabel``, or the ``title``.
    public var spokenLabel: String { accessibilityLabel ?? title }
}

/// The identifier of a ``BarItem``, reported when the item is tapped.
public struct BarItemID: StringIdentifier {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier.
    /// - Parameter rawValue: The identifier's text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
