/// What a screen asks of the container and its host: bar visibility, appearance and content,
/// back gesture, animator, status bar.
///
/// Preferences can change at any time (`NavigationContainer.updatePreferences(of:_:)`); the bar
/// follows at the next frame, the back gesture at the next touch.
public struct ScreenPreferences: Hashable, Sendable {
    /// Whether the navigation bar is hidden while this screen is on top.
    ///
    /// Hiding the bar never disables the back gesture (a UIKit pitfall NavKit avoids).
    public var prefersBarHidden: Bool
    /// How the bar looks while this screen is on top.
    public var barAppearance: BarAppearance
    /// Which back gestures may pop this screen.
    public var backGesture: BackGesturePolicy
    /// The animator this screen's transitions prefer, looked up by name in the container's
    /// registry; `nil` uses the container default.
    public var preferredAnimator: AnimatorID?
    /// The title of the back button that leads back to this screen, shown while the screen
    /// above it is on top (as `UINavigationItem.backButtonTitle`); `nil` uses this screen's title.
    public var backButtonTitle: String?
    /// Whether the bar hides the back button while this screen is on top (the back gesture,
    /// keyboard and accessibility back still work).
    public var hidesBackButton: Bool
    /// Buttons at the leading side of the bar while this screen is on top, after the back button.
    public var leadingBarItems: [BarItem]
    /// Buttons at the trailing side of the bar while this screen is on top, leading to trailing.
    public var trailingBarItems: [BarItem]
    /// How the status bar draws while this screen is on top.
    public var statusBarStyle: StatusBarStyle
    /// Whether a finger may catch a running transition to or from this screen (grab it mid-way
    /// and drag it back or forward); a transition is catchable only when both its screens allow it.
    public var allowsCatchingTransitions: Bool
    /// Whether this screen, when it is the root of a container nested in another, lets the
    /// enclosing container take the back gesture (and programmatic back) even though its own
    /// container cannot go back. `true` by default: an inner container that cannot go back
    /// defers to the outer one.
    public var defersBackToEnclosingContainer: Bool
    /// The element of the screen below that this screen's transitions grow out of and shrink
    /// back into (the zoom transition); `nil` for none. The container asks its host to resolve it
    /// to a frame at the start of every transition to or from this screen
    /// (``TransitionContext/sourceFrame``).
    public var transitionSource: TransitionSourceID?
    /// The shared elements this screen shows, back to front: a transition between this screen
    /// and another flies every element both list from its frame on one to its frame on the other
    /// (``Scene/sharedElements``), in the order the incoming screen lists them. Empty (the
    /// default) flies nothing. The host resolves each name to a frame when a transition begins
    /// (`TransitionSourceResolver.sharedElement(_:on:)` in NavKit).
    public var sharedElements: [SharedElementID]

    /// Creates preferences.
    /// - Parameters:
    ///   - prefersBarHidden: Whether the bar is hidden on this screen.
    ///   - barAppearance: How the bar looks on this screen.
    ///   - backGesture: Which back gestures may pop this screen.
    ///   - preferredAnimator: The animator to prefer for this screen's transitions.
    ///   - backButtonTitle: The back button's title on the screen above this one.
    ///   - hidesBackButton: Whether the bar hides the back button on this screen.
    ///   - leadingBarItems: Buttons at the leading side of the bar.
    ///   - trailingBarItems: Buttons at the trailing side of the bar.
    ///   - statusBarStyle: How the status bar draws on this screen.
    ///   - allowsCatchingTransitions: Whether a finger may catch this screen's transitions.
    ///   - defersBackToEnclosingContainer: Whether, as a nested container's root, it lets the
    ///     enclosing container take the back.
    ///   - transitionSource: The element of the screen below this screen zooms out of.
    ///   - sharedElements: The shared elements this screen shows, back to front.
    public init(
        prefersBarHidden: Bool = false,
        barAppearance: BarAppearance = .standard,
        backGesture: BackGesturePolicy = .enabled,
        preferredAnimator: AnimatorID? = nil,
        backButtonTitle: String? = nil,
        hidesBackButton: Bool = false,
        leadingBarItems: [BarItem] = [],
        trailingBarItems: [BarItem] = [],
        statusBarStyle: StatusBarStyle = .default,
        allowsCatchingTransitions: Bool = true,
        defersBackToEnclosingContainer: Bool = true,
        transitionSource: TransitionSourceID? = nil,
        sharedElements: [SharedElementID] = []
    ) {
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
}

/// Which back gestures may pop a screen.
public enum BackGesturePolicy: String, Hashable, Sendable, CaseIterable {
    /// Edge swipe and fullscreen swipe both pop.
    case enabled
    /// Only a swipe that starts in the leading edge zone pops.
    case edgeOnly
    /// No gesture pops this screen (the back button and `pop()` still do).
    case disabled

    /// Whether a swipe that started at the leading edge may begin.
    public var allowsEdge: Bool { self != .disabled }
    /// Whether a swipe that started away from the edge may begin.
    public var allowsFullscreen: Bool { self == .enabled }
}

/// The name under which an animator plug-in is registered.
public struct AnimatorID: StringIdentifier {
    /// The registered name, e.g. `"slide-parallax"`.
    public var rawValue: String

    /// Creates an animator name.
    /// - Parameter rawValue: The registered name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
