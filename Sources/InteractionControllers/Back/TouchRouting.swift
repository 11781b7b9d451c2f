/// What the host should do with one touch after the gesture machinery has seen it.
public struct TouchRouting: Hashable, Sendable {
    /// Whether the host delivers this touch to the screen content (its views, scroll regions).
    /// `false` once the back swipe owns the finger.
    public var deliversToContent: Bool
    /// Touches the content had that it must now treat as cancelled (the back swipe won them,
    /// as UIKit's `cancelsTouchesInView`); a vertical scroll under the finger stops.
    public var cancelledContentTouches: [TouchID]
    /// What the back-swipe front-end asked for.
    public var action: BackGestureAction

    /// Creates a routing.
    /// - Parameters:
    ///   - deliversToContent: Whether the content receives the touch.
    ///   - cancelledContentTouches: Touches the content must cancel.
    ///   - action: The front-end's action.
    public init(deliversToContent: Bool, cancelledContentTouches: [TouchID] = [], action: BackGestureAction = .none) {
        self.deliversToContent = deliversToContent
        self.cancelledContentTouches = cancelledContentTouches
        self.action = action
    }
}
