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
    /// Whether the bar is hidden while the screen is on top.
    public var prefersBarHidden: Bool?
    /// How the bar looks while the screen is on top.
    public var barAppearance: BarAppearance?
    /// Which back gestures may pop the screen.
    public var backGesture: BackGesturePolicy?
    /// The animator the screen's transitions prefer.
    public var preferredAnimator: AnimatorID?
    /// The back button's title on the screen above this one.
    public var backButtonTitle: String?
    /// Whether the bar hides the back button while the screen is on top.
    public var hidesBackButton: Bool?
    /// Buttons at the leading side of the bar.
    public var leadingBarItems: [BarItem]?
    /// Buttons at the trailing side of the bar.
    public var trailingBarItems: [BarItem]?
    /// How the status bar draws while the screen is on top.
    public var statusBarStyle: StatusBarStyle?
    /// Whether a finger may catch the screen's running transitions.
    public var allowsCatchingTransitions: Bool?
    /// Whether, as the root of a nested container, the screen lets the enclosing container go back.
    public var defersBackToEnclosingContainer: Bool?
    /// The element of the screen below that this screen's transitions zoom out of and back into
    /// (``NavKitCore/ScreenPreferences/transitionSource``).
    public var transitionSource: TransitionSourceID?
    /// The screen's elements that fly to and from the other screen of its transitions
    /// (``NavKitCore/ScreenPreferences/sharedElements``).
    public var sharedElements: [SharedElementID]?

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
        ScreenSettings(
            title: other.title ?? title, prefersBarHidden: other.prefersBarHidden ?? prefersBarHidden,
            barAppearance: other.barAppearance ?? barAppearance, backGesture: other.backGesture ?? backGesture,
            preferredAnimator: other.preferredAnimator ?? preferredAnimator,
            backButtonTitle: other.backButtonTitle ?? backButtonTitle,
            hidesBackButton: other.hidesBackButton ?? hidesBackButton,
            leadingBarItems: other.leadingBarItems ?? leadingBarItems,
            trailingBarItems: other.trailingBarItems ?? trailingBarItems,
            statusBarStyle: other.statusBarStyle ?? statusBarStyle,
            allowsCatchingTransitions: other.allowsCatchingTransitions ?? allowsCatchingTransitions,
            defersBackToEnclosingContainer: other.defersBackToEnclosingContainer ?? defersBackToEnclosingContainer,
            transitionSource: other.transitionSource ?? transitionSource,
            sharedElements: other.sharedElements ?? sharedElements)
    }

    /// The preferences these settings describe: the set fields, defaults elsewhere.
    public var preferences: ScreenPreferences {
        let defaults = ScreenPreferences()
        return ScreenPreferences(
            prefersBarHidden: prefersBarHidden ?? defaults.prefersBarHidden,
            barAppearance: barAppearance ?? defaults.barAppearance, backGesture: backGesture ?? defaults.backGesture,
            preferredAnimator: preferredAnimator ?? defaults.preferredAnimator,
            backButtonTitle: backButtonTitle ?? defaults.backButtonTitle,
            hidesBackButton: hidesBackButton ?? defaults.hidesBackButton,
            leadingBarItems: leadingBarItems ?? defaults.leadingBarItems,
            trailingBarItems: trailingBarItems ?? defaults.trailingBarItems,
            statusBarStyle: statusBarStyle ?? defaults.statusBarStyle,
            allowsCatchingTransitions: allowsCatchingTransitions ?? defaults.allowsCatchingTransitions,
            defersBackToEnclosingContainer: defersBackToEnclosingContainer ?? defaults.defersBackToEnclosingContainer,
            transitionSource: transitionSource ?? defaults.transitionSource,
            sharedElements: sharedElements ?? defaults.sharedElements)
    }
}
