public import NavKitCore

/// Where the bar and each screen's content go inside the host's safe area.
///
/// Each screen's content insets follow its *own* bar preference, not the animated bar, so the
/// content of a screen with a hidden bar never jumps while a neighbour's bar slides: a screen
/// that shows the bar gets the bar's height on top of the host's top inset; one that hides it
/// gets the host's inset alone. The bar's background extends under the status bar to the top
/// edge, as iOS draws it.
///
/// ```swift
/// let area = SafeAreaLayout(hostInsets: EdgeInsets(top: 47, bottom: 34), barHeight: 44)
/// area.contentInsets(for: photo.preferences)    // top 47 (bar hidden), bottom 34
/// area.additionalInsets(for: list.preferences)  // top 44: UIKit's additionalSafeAreaInsets
/// ```
public struct SafeAreaLayout: Hashable, Sendable {
    /// The host's own safe-area insets (status bar, notch, home indicator).
    public var hostInsets: EdgeInsets
    /// The bar's height.
    public var barHeight: Double

    /// Creates a layout.
    /// - Parameters:
    ///   - hostInsets: The host's safe-area insets; non-finite or negative sides count as 0.
    ///   - barHeight: The bar's height; non-finite or negative counts as 0.
    public init(hostInsets: EdgeInsets, barHeight: Double = 44) {
        func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        self.hostInsets = EdgeInsets(
            top: clean(hostInsets.top), leading: clean(hostInsets.leading), bottom: clean(hostInsets.bottom),
            trailing: clean(hostInsets.trailing))
        self.barHeight = clean(barHeight)
    }

    /// What a screen's content adds to the host's insets: the bar's height on top when the
    /// screen shows the bar.
    /// - Parameter preferences: The screen's preferences.
    /// - Returns: The additional insets.
    public func additionalInsets(for preferences: ScreenPreferences) -> EdgeInsets {
        EdgeInsets(top: preferences.prefersBarHidden ? 0 : barHeight)
    }

    /// A screen's content insets: the host's plus the bar when the screen shows it.
    /// - Parameter preferences: The screen's preferences.
    /// - Returns: The insets to lay the screen's content out in.
    public func contentInsets(for preferences: ScreenPreferences) -> EdgeInsets {
        var insets = hostInsets
        insets.top += additionalInsets(for: preferences).top
        return insets
    }

    /// The bar's frames in a frame, translated by the bar state's offset.
    /// - Parameters:
    ///   - bar: The scene's bar.
    ///   - width: The host's width.
    /// - Returns: The background (from the top edge, under the status bar, to the bar's bottom)
    ///   and the content (the bar's own height below the top inset), both moved up together so
    ///   a hidden bar's background clears the top edge entirely.
    public func barFrames(for bar: BarState, width: Double) -> (background: Rect, content: Rect) {
        let total = hostInsets.top + bar.height
        // The bar state moves the bar by up to its height; the background moves proportionally
        // further, so at -height it is above the top edge.
        let shift = bar.height > 0 ? bar.offset / bar.height * total : 0
        return (
            Rect(x: 0, y: shift, width: width, height: total),
            Rect(x: 0, y: hostInsets.top + shift, width: width, height: bar.height)
        )
    }
}
