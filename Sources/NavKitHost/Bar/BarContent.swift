package import NavKitCore

/// What the navigation bar says while one screen is on top: its title, its back button and its
/// items, from the screen's preferences and the screen below it.
///
/// ```swift
/// let content = BarContent.top(of: container.stack)
/// content.backButton?.title   // the previous screen's title (or its backButtonTitle)
/// ```
package struct BarContent: Hashable, Sendable {
    /// The title in the middle of the bar.
    package var title: String
    /// The back button, or `nil` on the root screen and on screens that hide it.
    package var backButton: BackButtonContent?
    /// Buttons at the leading side, after the back button.
    package var leadingItems: [BarItem]
    /// Buttons at the trailing side, leading to trailing.
    package var trailingItems: [BarItem]
    /// Whether the screen hides the bar.
    package var isBarHidden: Bool

    /// Creates content directly.
    /// - Parameters:
    ///   - title: The title.
    ///   - backButton: The back button.
    ///   - leadingItems: Leading buttons.
    ///   - trailingItems: Trailing buttons.
    ///   - isBarHidden: Whether the bar is hidden.
    package init(
        title: String, backButton: BackButtonContent? = nil, leadingItems: [BarItem] = [],
        trailingItems: [BarItem] = [], isBarHidden: Bool = false
    ) {
        self.title = title
        self.backButton = backButton
        self.leadingItems = leadingItems
        self.trailingItems = trailingItems
        self.isBarHidden = isBarHidden
    }

    /// The content for a screen with another screen below it.
    /// - Parameters:
    ///   - screen: The screen on top.
    ///   - previous: The screen a back goes to, or `nil` on the root.
    package init(for screen: Screen, below previous: Screen?) {
        let preferences = screen.preferences
        self.init(
            title: screen.title,
            backButton: preferences.hidesBackButton ? nil : previous.map(BackButtonContent.init(leadingBackTo:)),
            leadingItems: preferences.leadingBarItems, trailingItems: preferences.trailingBarItems,
            isBarHidden: preferences.prefersBarHidden)
    }

    /// The content for the top screen of a stack.
    /// - Parameter stack: The screens, root first.
    /// - Returns: The top screen's content, or an empty title for an empty stack.
    package static func top(of stack: [Screen]) -> BarContent {
        guard let top = stack.last else { return BarContent(title: "") }
        return BarContent(for: top, below: stack.count > 1 ? stack[stack.count - 2] : nil)
    }
}

/// The back button of a bar: where it leads and what it is called.
package struct BackButtonContent: Hashable, Sendable {
    /// The screen a tap goes back to.
    package var destination: ScreenID
    /// The title the button shows when it fits: the destination's
    /// ``NavKitCore/ScreenPreferences/backButtonTitle``, or its title.
    package var title: String

    /// Creates a back button.
    /// - Parameters:
    ///   - destination: The screen a tap goes back to.
    ///   - title: Its title when it fits.
    package init(destination: ScreenID, title: String) {
        self.destination = destination
        self.title = title
    }

    /// The back button leading to a screen, titled as that screen asks.
    /// - Parameter screen: The screen a tap goes back to.
    package init(leadingBackTo screen: Screen) {
        self.init(destination: screen.id, title: screen.preferences.backButtonTitle ?? screen.title)
    }
}
