/// A title in the navigation bar, with its own opacity for cross-fades.
public struct BarTitle: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The title's opacity, 0…1.
    public var opacity: Double
    /// How far the title is moved from the bar's centre toward trailing, in points (a host
    /// multiplies by ``LayoutDirection/trailingSign``); 0 at rest.
    public var offset: Double

    /// Creates a title.
    /// - Parameters:
    ///   - text: The text.
    ///   - opacity: Its opacity.
    ///   - offset: Its displacement toward trailing, in points.
    public init(text: String, opacity: Double = 1, offset: Double = 0) {
        self.text = text
        self.opacity = opacity
        self.offset = offset
    }
}

/// The navigation bar in one frame: where it stands, how it looks and what it says.
///
/// A hidden bar is a bar moved up by its ``height`` with opacity 0, so showing and hiding it is
/// an interpolation like everything else, and a half swipe shows a half-moved bar.
public struct BarState: Hashable, Sendable {
    /// The bar's height in points.
    public var height: Double
    /// Vertical translation: 0 when shown, `-height` when hidden.
    public var offset: Double
    /// The bar's opacity, 0…1.
    public var opacity: Double
    /// The colours and hairline.
    public var appearance: BarAppearance
    /// The current (incoming) title.
    public var title: BarTitle
    /// The outgoing title while two titles cross-fade; `nil` at rest.
    public var outgoingTitle: BarTitle?
    /// The back chevron's opacity, 0…1 (0 on the root screen).
    public var backButtonOpacity: Double

    /// Creates a bar state.
    /// - Parameters:
    ///   - height: Height in points.
    ///   - offset: Vertical translation.
    ///   - opacity: Opacity.
    ///   - appearance: Colours and hairline.
    ///   - title: The incoming title.
    ///   - outgoingTitle: The outgoing title during a cross-fade.
    ///   - backButtonOpacity: The chevron's opacity.
    public init(
        height: Double = 44, offset: Double = 0, opacity: Double = 1, appearance: BarAppearance = .standard,
        title: BarTitle, outgoingTitle: BarTitle? = nil, backButtonOpacity: Double = 0
    ) {
        self.height = height
        self.offset = offset
        self.opacity = opacity
        self.appearance = appearance
        self.title = title
        self.outgoingTitle = outgoingTitle
        self.backButtonOpacity = backButtonOpacity
    }

    /// The bar at rest for a screen on top: its visibility preference and appearance.
    /// - Parameters:
    ///   - screen: The top screen.
    ///   - showsBackButton: Whether there is a screen to go back to.
    ///   - height: The bar's height.
    /// - Returns: Shown at offset 0 and opacity 1, or hidden above the top edge at opacity 0.
    public static func resting(for screen: Screen, showsBackButton: Bool, height: Double = 44) -> BarState {
        let hidden = screen.preferences.prefersBarHidden
        return BarState(
            height: height, offset: hidden ? -height : 0, opacity: hidden ? 0 : 1,
            appearance: screen.preferences.barAppearance, title: BarTitle(text: screen.title),
            outgoingTitle: nil, backButtonOpacity: showsBackButton ? 1 : 0)
    }

    /// Whether the bar is fully hidden.
    public var isHidden: Bool { opacity == 0 && offset <= -height }

    /// Whether every number is finite and every opacity lies in 0…1.
    // Always inlined: called (on a frame's bar, in place) every frame, it was copied (200 bytes)
    // to be passed.
    @inlinable @inline(__always)
    public var isWellFormed: Bool {
        // Run on every frame: branch-free checks, combined (see `Double.orderBits`).
        let outgoingOpacity = outgoingTitle?.opacity ?? 0
        let outgoingOffset = outgoingTitle?.offset ?? 0
        let finite = height.finiteZero + offset.finiteZero + title.offset.finiteZero + outgoingOffset.finiteZero
        // (Nested two-argument `max`: the one of three or more takes a variadic array.)
        let units = max(
            max(
                max(opacity.orderBits, backButtonOpacity.orderBits),
                max(title.opacity.orderBits, outgoingOpacity.orderBits)),
            appearance.shadowLineOpacity.orderBits)
        return finite == 0 && units <= Double(1).orderBits
    }

    /// The shared bar motion between two resting bars, driven by the transition's progress.
    ///
    /// - When only one side shows a bar, the bar slides (offset) and fades (opacity) with the
    ///   progress and keeps the visible side's title.
    /// - When both show a bar, the titles cross-fade: the outgoing title fades out while the
    ///   incoming one fades in, and with a non-zero `titleTravel` they also slide, as in iOS: the
    ///   incoming title from `titleTravel` toward trailing to the centre, the outgoing one from
    ///   the centre to `-titleTravel` (a negative travel slides the other way, for a pop).
    /// - Appearance (background colour and alpha, tint, title colour, hairline) blends linearly,
    ///   so a transparent bar next to an opaque one never flashes.
    ///
    /// The result is exactly `from` at progress 0 and exactly `to` at progress 1, which is what
    /// lets a cancelled swipe put the bar back exactly.
    /// - Parameters:
    ///   - from: The outgoing screen's resting bar.
    ///   - to: The incoming screen's resting bar.
    ///   - progress: The transition's progress.
    ///   - titleTravel: How far the titles slide, in points toward trailing; 0 for a pure fade.
    /// - Returns: The bar for this frame.
    public static func standardTransition(from: BarState, to: BarState, progress: Double, titleTravel: Double = 0)
        -> BarState
    {
        var bar = to
        bar.formStandardTransition(from: from, to: to, progress: progress, titleTravel: titleTravel)
        return bar
    }

    /// Makes this bar ``standardTransition(from:to:progress:titleTravel:)`` in place: a frame of
    /// a running transition then writes only numbers, and copies no title whose text is already
    /// there.
    /// - Parameters:
    ///   - from: The outgoing screen's resting bar.
    ///   - to: The incoming screen's resting bar.
    ///   - progress: The transition's progress.
    ///   - titleTravel: How far the titles slide, in points toward trailing; 0 for a pure fade.
    @inlinable
    package mutating func formStandardTransition(
        from: BarState, to: BarState, progress: Double, titleTravel: Double = 0
    ) {
        let p = progress.clampedUnit
        if p == 0 {
            self = from
            return
        }
        if p == 1 {
            self = to
            return
        }
        // An appearance both bars share is not re-interpolated.
        appearance =
            from.appearance == to.appearance
            ? to.appearance : from.appearance.interpolated(to: to.appearance, fraction: p)
        height = lerp(from.height, to.height, p)
        offset = lerp(from.offset, to.offset, p)
        opacity = lerp(from.opacity, to.opacity, p)
        switch (from.opacity > 0, to.opacity > 0) {
        case (true, true):
            let travel = titleTravel.isFinite ? titleTravel : 0
            title.set(text: to.title.text, opacity: to.title.opacity * p, offset: travel * (1 - p))
            let outgoing = (text: from.title.text, opacity: from.title.opacity * (1 - p), offset: -travel * p)
            if outgoingTitle == nil {
                outgoingTitle = BarTitle(text: outgoing.text, opacity: outgoing.opacity, offset: outgoing.offset)
            } else {
                outgoingTitle!.set(text: outgoing.text, opacity: outgoing.opacity, offset: outgoing.offset)
            }
            backButtonOpacity = lerp(from.backButtonOpacity, to.backButtonOpacity, p)
        case (true, false):
            title.set(text: from.title.text, opacity: from.title.opacity, offset: from.title.offset)
            outgoingTitle = nil
            backButtonOpacity = from.backButtonOpacity
        case (false, _):
            title.set(text: to.title.text, opacity: to.title.opacity, offset: to.title.offset)
            outgoingTitle = nil
            backButtonOpacity = to.backButtonOpacity
        }
    }
}

extension BarTitle {
    /// Sets the title's numbers, and its text only when it differs (equal texts keep the string
    /// already there: no retain, no release).
    @inlinable
    mutating func set(text newText: String, opacity newOpacity: Double, offset newOffset: Double) {
        if text != newText { text = newText }
        opacity = newOpacity
        offset = newOffset
    }
}
