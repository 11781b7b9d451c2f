public import NavKitCore

/// What a host's screen views show, kept up to date by applying ``ViewCommand``s: the
/// attached screens back to front, each with its transform, alpha, dimming, shadow and clip, and the
/// bounds and direction they are laid out in.
///
/// A host that retains views (UIKit) applies commands to them directly; a host that draws
/// every frame (a desktop window, a SwiftUI `ZStack`) keeps this value instead and draws from
/// it — so it, too, changes only what the commands say changed.
///
/// ```swift
/// var views = HostedViews()
/// differ.diff(to: scene, into: &commands)
/// for command in commands { views.apply(command) }
/// for view in views.screens { draw(view.screen, view.state) }
/// ```
public struct HostedViews: Hashable, Sendable {
    /// One attached screen view.
    public struct View: Hashable, Sendable, Identifiable {
        /// The screen it shows.
        public var screen: ScreenID
        /// Its offset, scale, opacity, dimming, shadow and clip (its position in
        /// ``HostedViews/screens`` is its order; `zIndex` stays 0).
        public var state: LayerState

        /// The screen, as an identity for lists of views.
        public var id: ScreenID { screen }
    }

    /// The attached screen views, back to front.
    public private(set) var screens: [View] = []
    /// The bounds the views are laid out in.
    public private(set) var bounds = Rect.zero
    /// Which side is leading (where edge shadows fall).
    public private(set) var direction = LayoutDirection.leftToRight
    /// The shared elements in flight, back to front, drawn above the screen views; set by
    /// ``apply(_:of:)`` from a ``ViewCommand/sharedElements`` command's scene.
    public private(set) var sharedElements: [SharedElementLayer] = []

    /// Creates views that show nothing.
    public init() {}

    /// The state of a screen's view.
    /// - Parameter screen: The screen.
    /// - Returns: Its state, or `nil` when it is not attached.
    public func state(of screen: ScreenID) -> LayerState? {
        screens.first { $0.screen == screen }?.state
    }

    /// Whether a screen's own copy of an element is hidden, because the element flies above the
    /// screens (a layer of ``sharedElements`` to or from that screen).
    /// - Parameters:
    ///   - element: The element.
    ///   - screen: The screen whose copy a host draws.
    /// - Returns: Whether to leave the copy out.
    public func hidesElement(_ element: SharedElementID, on screen: ScreenID) -> Bool {
        sharedElements.contains { $0.element == element && $0.involves(screen) }
    }

    /// Applies one command with the scene it leads to: ``ViewCommand/sharedElements`` takes the
    /// scene's shared elements; every other command is ``apply(_:)``.
    /// - Parameters:
    ///   - command: The command, in the order the differ delivered it.
    ///   - scene: The scene the command leads to.
    public mutating func apply(_ command: ViewCommand, of scene: Scene) {
        if case .sharedElements = command {
            sharedElements.copyElements(of: scene.sharedElements)
        } else {
            apply(command)
        }
    }

    /// Applies one command (``ViewCommand/bar`` changes nothing here: the host draws the bar;
    /// ``ViewCommand/sharedElements`` needs its scene: ``apply(_:of:)``).
    /// - Parameter command: The command, in the order the differ delivered it.
    public mutating func apply(_ command: ViewCommand) {
        switch command {
        case .layout(let bounds, let direction):
            self.bounds = bounds
            self.direction = direction
        case .attach(let id):
            screens.removeAll { $0.screen == id }
            screens.append(View(screen: id, state: .resting))
        case .detach(let id):
            screens.removeAll { $0.screen == id }
        case .order(let id, let index):
            guard let from = screens.firstIndex(where: { $0.screen == id }) else { return }
            let view = screens.remove(at: from)
            screens.insert(view, at: min(max(0, index), screens.count))
        case .transform(let id, let offset, let scale):
            modify(id) {
                $0.offset = offset
                $0.scale = scale
            }
        case .alpha(let id, let value):
            modify(id) { $0.opacity = value }
        case .dimming(let id, let value):
            modify(id) { $0.dimming = value }
        case .shadow(let id, let value):
            modify(id) { $0.shadowOpacity = value }
        case .clip(let id, let clip):
            modify(id) { $0.clip = clip }
        case .bar, .sharedElements:
            break  // the host draws the bar from the scene (or the driver's bar presentation)
        }
    }

    private mutating func modify(_ id: ScreenID, _ change: (inout LayerState) -> Void) {
        guard let index = screens.firstIndex(where: { $0.screen == id }) else { return }
        change(&screens[index].state)
    }
}
