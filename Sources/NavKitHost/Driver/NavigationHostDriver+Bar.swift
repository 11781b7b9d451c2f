public import NavKit

extension NavigationHostDriver {
    /// The bar to draw for the current scene: the scene's bar state with the laid-out contents of
    /// the screens it shows (the one arriving, and the one leaving during a transition), each laid
    /// out once and reused while it stays the same.
    ///
    /// A renderer calls this when it receives ``ViewCommand/bar`` and draws the result.
    /// - Parameter measure: The width in points of a text in a bar style, in the host's fonts.
    /// - Returns: What the bar shows this frame.
    public func barPresentation(measure: (String, BarTextStyle) -> Double) -> BarPresentation {
        let scene = container.scene
        let width = scene.bounds.width
        let height = scene.bar.height
        let direction = scene.layoutDirection
        let incoming = barLayouts.layout(
            incomingBar, width: width, height: height, direction: direction, measure: measure)
        let outgoing = outgoingBar.map {
            barLayouts.layout($0, width: width, height: height, direction: direction, measure: measure)
        }
        return BarPresentation(
            state: scene.bar, progress: scene.transition?.progress, incoming: incoming, outgoing: outgoing)
    }

    /// Forgets the bar layouts (after the host's fonts or text size changed); the bar is
    /// redrawn at once.
    public func invalidateBarLayouts() {
        barLayouts.invalidate()
        if differ.hasShownScene { renderer?.apply(.bar, of: container.scene) }
    }

    /// Sets the bar title of a screen, replacing the screen's own title in the bar and in the
    /// back button of the screen above (a SwiftUI screen names itself once it renders; a view
    /// controller's `title` can change at any time). The container's scene keeps the screen's
    /// original title; hosts draw the bar from ``barPresentation(measure:)``, which uses this one.
    /// - Parameters:
    ///   - title: The title, or `nil` to go back to the screen's own.
    ///   - screen: The screen.
    public func setTitle(_ title: String?, of screen: ScreenID) {
        guard titles[screen] != title else { return }
        titles[screen] = title
        refreshBarContents()
        if container.transition == nil { forgetTitles() }
    }

    /// The title the bar shows for a screen.
    /// - Parameter screen: The screen.
    /// - Returns: Its title set with ``setTitle(_:of:)``, else the screen's own, else `nil` for a
    ///   screen not in ``NavKit/NavigationContainer/screensInUse``.
    public func title(of screen: ScreenID) -> String? {
        if let title = titles[screen] { return title }
        let found = container.stack.first { $0.id == screen } ?? container.projectedStack.first { $0.id == screen }
        return found?.title
    }

    /// The bar content of a stack's top screen, with the titles set on the driver.
    func barContent(of stack: [Screen]) -> BarContent {
        guard !titles.isEmpty else { return .top(of: stack) }
        let named = stack.suffix(2).map { screen in
            var screen = screen
            if let title = titles[screen.id] { screen.title = title }
            return screen
        }
        return .top(of: named)
    }

    /// Recomputes both bar contents (after a title or a preference changed) and, when they
    /// changed, redraws the bar.
    func refreshBarContents() {
        let (incoming, outgoing) = currentBarContents()
        guard incoming != incomingBar || outgoing != outgoingBar else { return }
        incomingBar = incoming
        outgoingBar = outgoing
        if differ.hasShownScene { renderer?.apply(.bar, of: container.scene) }
    }

    /// What the bar says now: during a transition for the stack it commits (incoming) and the
    /// stack it leaves (outgoing); at rest for the stack alone.
    func currentBarContents() -> (incoming: BarContent, outgoing: BarContent?) {
        if let context = container.transition?.context {
            return (barContent(of: stackAfter(context)), barContent(of: container.stack))
        }
        return (barContent(of: container.stack), nil)
    }

    /// Drops titles of screens that are gone (not in the stack, the running transition or a
    /// waiting request).
    func forgetTitles() {
        guard !titles.isEmpty else { return }
        let kept = container.screensInUse
        titles = titles.filter { kept.contains($0.key) }
    }
}

extension NavigationHostDriver {
    /// Gives a screen the title and preferences its settings describe (a SwiftUI screen's
    /// modifiers, collected): the bar title through ``setTitle(_:of:)``, the preferences replaced
    /// whole, so a setting that is no longer there returns to its default.
    /// - Parameters:
    ///   - settings: The screen's settings.
    ///   - screen: The screen, in the stack, the running transition or a waiting request.
    /// - Throws: ``NavKit/NavigationError/screenNotInStack(_:)``; nothing changes then.
    public func apply(_ settings: ScreenSettings, to screen: ScreenID) throws(NavigationError) {
        let preferences = settings.preferences
        try request { (container) throws(NavigationError) in
            try container.updatePreferences(of: screen) { $0 = preferences }
        }
        setTitle(settings.title, of: screen)
    }
}
