public import NavKitCore

/// The bar in one frame, ready to draw: where it stands and its colours (from the scene's
/// ``NavKitCore/BarState``), and the laid-out content of the screens it shows, each with its
/// opacity.
///
/// At rest the bar shows one screen's content. During a transition between two screens that
/// both show a bar, the outgoing content fades out while the incoming one fades in with the
/// progress (titles also slide by the bar state's title offsets); when only one side shows a
/// bar, that side's content moves with the bar. The colours, tint included, are the bar state's,
/// which the animator interpolates with the same progress, so a cancelled swipe restores them.
///
/// Draw ``state`` (background `appearance.backgroundColor` at alpha × ``NavKitCore/BarState/opacity``,
/// hairline), then for ``primary`` and ``secondary`` every element of their layouts at
/// `part.opacity × state.opacity`, and one chevron at ``chevronFrame`` with ``chevronOpacity``.
public struct BarPresentation: Hashable, Sendable {
    /// One screen's content in this frame.
    public struct Part: Hashable, Sendable {
        /// The laid-out content.
        public var layout: BarLayout
        /// Its opacity, 0…1 (multiply by the bar's opacity).
        public var opacity: Double
        /// How far its title is moved toward trailing, in points (a host multiplies by the
        /// layout direction's ``NavKitCore/LayoutDirection/trailingSign``).
        public var titleOffset: Double

        /// Creates a part.
        /// - Parameters:
        ///   - layout: The laid-out content.
        ///   - opacity: Its opacity.
        ///   - titleOffset: Its title's displacement toward trailing.
        public init(layout: BarLayout, opacity: Double, titleOffset: Double = 0) {
            self.layout = layout
            self.opacity = opacity
            self.titleOffset = titleOffset
        }
    }

    /// Where the bar stands and how it looks (tint, background, title colour, hairline).
    public var state: BarState
    /// The content shown at rest, or arriving.
    public var primary: Part
    /// The content leaving during a cross-fade, or `nil`.
    public var secondary: Part?

    /// Combines a bar state with the layouts of the screens it shows.
    /// - Parameters:
    ///   - state: The scene's bar.
    ///   - progress: The transition's progress, or `nil` at rest.
    ///   - incoming: The layout of the screen on top at the end (the only one at rest).
    ///   - outgoing: The layout of the screen on top at the start of the transition.
    public init(state: BarState, progress: Double?, incoming: BarLayout, outgoing: BarLayout?) {
        self.state = state
        guard let progress, let outgoing else {
            primary = Part(layout: incoming, opacity: 1, titleOffset: state.title.offset)
            secondary = nil
            return
        }
        let p = progress.isFinite ? min(1, max(0, progress)) : 0
        switch (outgoing.isBarHidden, incoming.isBarHidden) {
        case (false, false):
            primary = Part(layout: incoming, opacity: p, titleOffset: state.title.offset)
            secondary = Part(layout: outgoing, opacity: 1 - p, titleOffset: state.outgoingTitle?.offset ?? 0)
        case (false, true):
            primary = Part(layout: outgoing, opacity: 1, titleOffset: state.title.offset)
            secondary = nil
        case (true, _):
            primary = Part(layout: incoming, opacity: 1, titleOffset: state.title.offset)
            secondary = nil
        }
    }

    /// The opacity of the back chevron (drawn once, whichever content it belongs to).
    public var chevronOpacity: Double { state.backButtonOpacity }

    /// Where the chevron is drawn: the primary content's back button, else the secondary's.
    public var chevronFrame: Rect? {
        primary.layout.backButton?.chevronFrame ?? secondary?.layout.backButton?.chevronFrame
    }
}
