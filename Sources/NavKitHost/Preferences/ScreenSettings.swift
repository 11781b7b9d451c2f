public import NavKitCore

/// A screen's bar title and preferences as a declarative host collects them — each field set
/// or left to the default — so that settings from several places (SwiftUI modifiers on a
/// screen's view) combine into one ``NavKitCore/ScreenPreferences`` value.
///
/// A field that is `nil` is not set: the default applies. Removing a modifier therefore
/// restores the default, because the preferences are rebuilt from the settings each time.
///
/// ```swift
/// let inner = ScreenSettings(title: "Photo", prefersBarHidden: true)
/// let outer = ScreenSettings(prefersBarHidden: false, backGesture: .edgeOnly)
/// let combined = outer.merging(inner)   // title "Photo", bar hidden (inner wins), edge only
/// combined.preferences.prefersBarHidden  // true
/// ```
public struct ScreenSettings: Hashable, Sendable {
    /// The bar title.
    public var title: String?
    /// The preferences these settings describe: the set fields, defaults elsewhere. The one store
    /// of every field's value; the named properties below read and write it.
    public private(set) var preferences = ScreenPreferences()
    /// The fields of ``preferences`` that are set.
    private var setFields: Set<Field> = []

    /// One field of ``NavKitCore/ScreenPreferences``, and how to copy it from one value to another.
    private struct Field: Hashable, Sendable {
        let keyPath: any PartialKeyPath<ScreenPreferences> & Sendable
        let copy: @Sendable (inout ScreenPreferences, ScreenPreferences) -> Void

        init<Value>(_ keyPath: any WritableKeyPath<ScreenPreferences, Value> & Sendable) {
            self.keyPath = keyPath
            copy = { $0[keyPath: keyPath] = $1[keyPath: keyPath] }
        }

        static func == (lhs: Field, rhs: Field) -> Bool { lhs.keyPath == rhs.keyPath }
        func hash(into hasher: inout Hasher) { hasher.combine(keyPath) }
    }

    /// Any preference, set or not: its value when set, `nil` when it is left to the default.
    /// Setting `nil` clears it.
    ///
    /// ```swift
    /// var settings = ScreenSettings()
    /// settings[\.statusBarStyle] = .lightContent
    /// settings.preferences.statusBarStyle   // .lightContent
    /// ```
    /// - Parameter field: The preference.
    public subscript<Value: Sendable>(field: any WritableKeyPath<ScreenPreferences, Value> & Sendable) -> Value? {
        get { setFields.contains(Field(field)) ? preferences[keyPath: field] : nil }
        set {
            if let newValue {
                preferences[keyPath: field] = newValue
                setFields.insert(Field(field))
            } else {
                preferences[keyPath: field] = ScreenPreferences()[keyPath: field]
                setFields.remove(Field(field))
            }
        }
    }

    /// Whether the bar is hidden while the screen is on top.
    public var prefersBarHidden: Bool? {
        get { self[\.prefersBarHidden] }
        set { self[\.prefersBarHidden] = newValue }
    }
    /// How the bar looks while the screen is on top.
    public var barAppearance: BarAppearance? {
        get { self[\.barAppearance] }
        set { self[\.barAppearance] = newValue }
    }
    /// Which back gestures may pop the screen.
    public var backGesture: BackGesturePolicy? {
        get { self[\.backGesture] }
        set { self[\.backGesture] = newValue }
    }
    /// The animator the screen's transitions prefer.
    public var preferredAnimator: AnimatorID? {
        get { self[\.preferredAnimator] ?? nil }
        set { self[\.preferredAnimator] = newValue.map { Optional($0) } }
    }
    /// The back button's title on the screen above this one.
    public var backButtonTitle: String? {
        get { self[\.backButtonTitle] ?? nil }
        set { self[\.backButtonTitle] = newValue.map { Optional($0) } }
    }
    /// Whether the bar hides the back button while the screen is on top.
    public var hidesBackButton: Bool? {
        get { self[\.hidesBackButton] }
        set { self[\.hidesBackButton] = newValue }
    }
    /// Buttons at the leading side of the bar.
    public var leadingBarItems: [BarItem]? {
        get { self[\.leadingBarItems] }
        set { self[\.leadingBarItems] = newValue }
    }
    /// Buttons at the trailing side of the bar.
    public var trailingBarItems: [BarItem]? {
        get { self[\.trailingBarItems] }
        set { self[\.trailingBarItems] = newValue }
    }
    /// How the status bar draws while the screen is on top.
    public var statusBarStyle: StatusBarStyle? {
        get { self[\.statusBarStyle] }
        set { self[\.statusBarStyle] = newValue }
    }
    /// Whether a finger may catch the screen's running transitions.
    public var allowsCatchingTransitions: Bool? {
        get { self[\.allowsCatchingTransitions] }
        set { self[\.allowsCatchingTransitions] = newValue }
    }
    /// Whether, as the root of a nested container, the screen lets the enclosing container go back.
    public var defersBackToEnclosingContainer: Bool? {
        get { self[\.defersBackToEnclosingContainer] }
        set { self[\.defersBackToEnclosingContainer] = newValue }
    }
    /// The element of the screen below that this screen's transitions zoom out of and back into
    /// (``NavKitCore/ScreenPreferences/transitionSource``).
    public var transitionSource: TransitionSourceID? {
        get { self[\.transitionSource] ?? nil }
        set { self[\.transitionSource] = newValue.map { Optional($0) } }
    }
    /// The screen's elements that fly to and from the other screen of its transitions
    /// (``NavKitCore/ScreenPreferences/sharedElements``).
    public var sharedElements: [SharedElementID]? {
        get { self[\.sharedElements] }
        set { self[\.sharedElements] = newValue }
    }

    /// Creates settings; every field left out is not set.
    /// - Parameters:
    ///   - title: The bar title.
    ///   - prefersBarHidden: Whether the bar is hidden.
    ///   - barAppearance: How the bar looks.
    ///   - backGesture: Which back gestures may pop the screen.
    ///   - preferredAnimator: The preferred animator.
    ///   - backButtonTitle: The back button's title on the screen above.
    ///   - hidesBackButton: Whether the back button is hidden.
    ///   - leadingBarItems: Leading bar buttons.
    ///   - trailingBarItems: Trailing bar buttons.
    ///   - statusBarStyle: The status bar style.
    ///   - allowsCatchingTransitions: Whether a finger may catch the screen's transitions.
    ///   - defersBackToEnclosingContainer: Whether, as a nested root, it lets the enclosing
    ///     container go back.
    ///   - transitionSource: The element of the screen below that the screen zooms out of.
    ///   - sharedElements: The screen's elements that fly with its transitions.
    public init(
        title: String? = nil, prefersBarHidden: Bool? = nil, barAppearance: BarAppearance? = nil,
        backGesture: BackGesturePolicy? = nil, preferredAnimator: AnimatorID? = nil, backButtonTitle: String? = nil,
        hidesBackButton: Bool? = nil, leadingBarItems: [BarItem]? = nil, trailingBarItems: [BarItem]? = nil,
        statusBarStyle: StatusBarStyle? = nil, allowsCatchingTransitions: Bool? = nil,
        defersBackToEnclosingContainer: Bool? = nil, transitionSource: TransitionSourceID? = nil,
        sharedElements: [SharedElementID]? = nil
    ) {
        self.title = title
        self.prefersBarHidden = prefersBarHidden
        self.barAppearance = barAppearance
        self.backGesture = backGesture
        self.preferredAnimator = preferredAnimator
        self.backButtonTitle = backButtonTitle
        self.hidesBackButton = hidesBackButton
        self.leadingBarItems = leadingBarItems
        self.trailingBarItems = trailingBarItems
        self.statusBarStyle = statusBarStyle
        self.allowsCatchingTransitions = allowsCatchingTransitions
        self.defersBackToEnclosingContainer = defersBackToEnclosingContainer
        self.transitionSource = transitionSource
        self.sharedElements = sharedElements
    }

    /// These settings with another's set fields taking precedence.
    /// - Parameter other: The settings that win where they set a field (a modifier closer to
    ///   the screen's content, or a later sibling).
    /// - Returns: The combination.
    public func merging(_ other: ScreenSettings) -> ScreenSettings {
        var merged = self
        merged.title = other.title ?? title
        for field in other.setFields {
            field.copy(&merged.preferences, other.preferences)
            merged.setFields.insert(field)
        }
        return merged
    }
}
