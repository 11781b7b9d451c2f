#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import SwiftUIStandIn
    #else
        public import SwiftUI
    #endif
    public import NavKit
    public import NavKitHost

    /// Where the settings of a ``NavKitStack`` screen's modifiers travel up to the stack.
    struct NavKitScreenSettingsKey: PreferenceKey {
        static let defaultValue = ScreenSettings()

        /// Siblings combine; a later one wins where both set a field.
        static func reduce(value: inout ScreenSettings, nextValue: () -> ScreenSettings) {
            value = value.merging(nextValue())
        }
    }

    /// Where the views of a ``NavKitStack`` screen marked as zoom sources stand, up to the stack.
    struct NavKitTransitionSourcesKey: PreferenceKey {
        static let defaultValue: [TransitionSourceID: CGRect] = [:]

        /// Siblings combine; a later one wins where both mark the same element.
        static func reduce(value: inout [TransitionSourceID: CGRect], nextValue: () -> [TransitionSourceID: CGRect]) {
            value.merge(nextValue()) { _, later in later }
        }
    }

    /// The appearance of the ``NavKitStack`` screen a view is in.
    private struct NavKitAppearanceKey: EnvironmentKey {
        static let defaultValue = ScreenAppearance.disappeared
    }

    /// The ``NavKitStack`` screen a view is in, for a stack inside it to nest itself.
    private struct NavKitEnclosingStackKey: EnvironmentKey {
        static var defaultValue: EnclosingStack? { nil }
    }

    extension EnvironmentValues {
        /// Where the ``NavKitStack`` screen this view belongs to is in its appearance cycle, in
        /// UIKit's order (NavKitHost's lifecycle): appearing, appeared, disappearing, disappeared.
        public var navKitAppearance: ScreenAppearance {
            get { self[NavKitAppearanceKey.self] }
            set { self[NavKitAppearanceKey.self] = newValue }
        }

        /// The stack and screen a view is in, for a ``NavKitStack`` inside it to nest itself.
        /// The identity of the ``NavKitStack`` screen this view is shown in; `nil` outside a
        /// NavKit screen (and inside `navKitStandaloneStack()` content). With it, a view's
        /// `onNavKitTransition(perform:)` action reads how far its own screen stands toward shown
        /// (``NavKitCore/AlongsideFrame/presence(of:)``).
        public var navKitScreen: ScreenID? { navKitEnclosingStack?.screen }

        var navKitEnclosingStack: EnclosingStack? {
            get { self[NavKitEnclosingStackKey.self] }
            set { self[NavKitEnclosingStackKey.self] = newValue }
        }
    }

    extension View {
        /// Adds settings for the ``NavKitStack`` screen this view is in; a modifier closer to the
        /// screen's content wins where both set a field.
        private func navKitSettings(_ settings: ScreenSettings) -> some View {
            transformPreference(NavKitScreenSettingsKey.self) { value in value = settings.merging(value) }
        }

        /// The screen's bar title (and the back button's title on the screen above it).
        /// - Parameter title: The title.
        /// - Returns: The view, naming its screen.
        public func navKitTitle(_ title: String) -> some View {
            navKitSettings(ScreenSettings(title: title))
        }

        /// Hides the bar while the screen is on top (the swipe back still works).
        /// - Parameter hidden: Whether the bar is hidden.
        /// - Returns: The view.
        public func navKitBarHidden(_ hidden: Bool = true) -> some View {
            navKitSettings(ScreenSettings(prefersBarHidden: hidden))
        }

        /// How the bar looks while the screen is on top.
        /// - Parameter appearance: The appearance.
        /// - Returns: The view.
        public func navKitBarAppearance(_ appearance: BarAppearance) -> some View {
            navKitSettings(ScreenSettings(barAppearance: appearance))
        }

        /// Which back gestures may pop the screen.
        /// - Parameter policy: Enabled, edge only, or disabled.
        /// - Returns: The view.
        public func navKitBackGesture(_ policy: BackGesturePolicy) -> some View {
            navKitSettings(ScreenSettings(backGesture: policy))
        }

        /// The back button's title on the screen above this one.
        /// - Parameter title: The title.
        /// - Returns: The view.
        public func navKitBackButtonTitle(_ title: String) -> some View {
            navKitSettings(ScreenSettings(backButtonTitle: title))
        }

        /// Hides the back button while the screen is on top (the swipe and keyboard back still work).
        /// - Parameter hidden: Whether the back button is hidden.
        /// - Returns: The view.
        public func navKitBackButtonHidden(_ hidden: Bool = true) -> some View {
            navKitSettings(ScreenSettings(hidesBackButton: hidden))
        }

        /// Buttons in the bar while the screen is on top; taps reach the stack's `onBarItemTap`.
        /// - Parameters:
        ///   - leading: Buttons after the back button.
        ///   - trailing: Buttons at the trailing side.
        /// - Returns: The view.
        public func navKitBarItems(leading: [BarItem] = [], trailing: [BarItem] = []) -> some View {
            navKitSettings(ScreenSettings(leadingBarItems: leading, trailingBarItems: trailing))
        }

        /// The animator the screen's transitions prefer.
        /// - Parameter animator: The animator's registered name.
        /// - Returns: The view.
        public func navKitAnimator(_ animator: AnimatorID) -> some View {
            navKitSettings(ScreenSettings(preferredAnimator: animator))
        }

        /// Marks this view as a zoom's source element: a screen above this one whose path value
        /// ``NavKitStack``'s `zoomSource` maps to `source` grows out of this view's frame and
        /// shrinks back into it.
        ///
        /// ```swift
        /// NavKitStack(path: $path, zoomSource: { photo in TransitionSourceID(photo.id) }) {
        ///     PhotoGrid(photos) { photo in
        ///         Thumbnail(photo).navKitTransitionSource(TransitionSourceID(photo.id))
        ///     }
        /// } destination: { photo in
        ///     PhotoView(photo)
        /// }
        /// ```
        ///
        /// The stack asks for the frame as each transition begins, and again when a pop has drawn
        /// the grid (only the top screen is drawn at rest), so a grid scrolled or rotated meanwhile
        /// zooms back into where the cell is then; while no view is marked with the name (the cell
        /// scrolled away), the zoom cross-fades.
        /// - Parameter source: The element's name, as the screen above names it.
        /// - Returns: The view, reporting where it stands in its screen.
        public func navKitTransitionSource(_ source: TransitionSourceID) -> some View {
            modifier(NavKitTransitionSourceMarker(source: source))
        }

        /// Whether a finger that lands while one of the screen's transitions runs may catch it
        /// and drive it (on by default).
        /// - Parameter allowed: Whether the screen's transitions can be caught.
        /// - Returns: The view.
        public func navKitCatchesTransitions(_ allowed: Bool = true) -> some View {
            navKitSettings(ScreenSettings(allowsCatchingTransitions: allowed))
        }

        /// Whether this screen, as the root of a ``NavKitStack`` nested in another stack's screen,
        /// lets the enclosing stack go back (on by default): the swipe, keys and VoiceOver's
        /// escape then pop the enclosing screen. Off keeps them in the nested stack, which then
        /// refuses them on its root.
        /// - Parameter defers: Whether the enclosing stack may go back.
        /// - Returns: The view.
        public func navKitDefersBackToEnclosingStack(_ defers: Bool = true) -> some View {
            navKitSettings(ScreenSettings(defersBackToEnclosingContainer: defers))
        }

        /// Keeps a ``NavKitStack`` inside this view from nesting in the stack around it: for the
        /// content of a sheet or popover presented from a screen, which the environment reaches
        /// but which is not inside the screen.
        /// - Returns: The view.
        public func navKitStandaloneStack() -> some View {
            environment(\.navKitEnclosingStack, nil)
        }

        /// Calls an action with the appearance of the screen this view is in when the view appears,
        /// and whenever it changes (the callbacks `viewWillAppear` and its siblings make in UIKit).
        /// - Parameter action: Called with the appearance, on the main actor.
        /// - Returns: The view.
        public func onNavKitAppearance(perform action: @escaping @MainActor (ScreenAppearance) -> Void) -> some View {
            modifier(NavKitAppearanceObserver(action: action))
        }
    }

    /// Reports where a zoom's source view stands in the resting coordinates of its screen.
    @MainActor
    private struct NavKitTransitionSourceMarker: ViewModifier {
        @Environment(\.navKitEnclosingStack) private var screen
        let source: TransitionSourceID

        func body(content: Content) -> some View {
            content.background {
                GeometryReader { proxy in
                    SwiftUIColor.clear.preference(
                        key: NavKitTransitionSourcesKey.self,
                        value: screen.map { [source: proxy.frame(in: .named($0.coordinateSpace))] } ?? [:])
                }
            }
        }
    }

    /// Reports the environment's ``SwiftUICore/EnvironmentValues/navKitAppearance``, and each of
    /// its changes.
    @MainActor
    private struct NavKitAppearanceObserver: ViewModifier {
        @Environment(\.navKitAppearance) private var appearance
        let action: @MainActor (ScreenAppearance) -> Void

        func body(content: Content) -> some View {
            content.task(id: appearance) { @MainActor [action, appearance] in action(appearance) }
        }
    }
#endif
