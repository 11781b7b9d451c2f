/// What the host should do with one touch after the gesture machinery has seen it.
public struct TouchRouting: Hashable, Sendable {
    /// Whether the host delivers this touch to the screen content (its views, scroll regions).
    /// `false` once the back swipe owns the finger.
    public var deliversToContent: Bool
    /// Touches the content had that it must now treat as cancelled (the back swipe won them,
    /// as UIKit's `cancelsTouchesInView`); a vertical scroll under the finger stops.
    public var cancelledContentTouches: [TouchID] {
        get { lists?.cancelled ?? [] }
        set { setLists(cancelled: newValue, events: recognizerEvents) }
    }
    /// What the back swipe asked for.
    public var action: BackGestureAction
    /// State changes of the host's own recognizers attached to the container's arena, in
    /// priority order (never those of the back swipe or the scroll regions).
    public var recognizerEvents: [ArenaEvent] {
        get { lists?.events ?? [] }
        set { setLists(cancelled: cancelledContentTouches, events: newValue) }
    }

    /// The two lists, kept only when one is not empty (`nil` for nearly every touch): a routing
    /// of a steady drag then holds no array to retain, move or release.
    private var lists: Lists?

    private struct Lists: Hashable, Sendable {
        var cancelled: [TouchID]
        var events: [ArenaEvent]
    }

    /// Creates a routing.
    /// - Parameters:
    ///   - deliversToContent: Whether the content receives the touch.
    ///   - cancelledContentTouches: Touches the content must cancel.
    ///   - action: The back swipe's action.
    ///   - recognizerEvents: The host recognizers' state changes.
    public init(
        deliversToContent: Bool, cancelledContentTouches: [TouchID] = [], action: BackGestureAction = .none,
        recognizerEvents: [ArenaEvent] = []
    ) {
        self.deliversToContent = deliversToContent
        self.action = action
        setLists(cancelled: cancelledContentTouches, events: recognizerEvents)
    }

    /// Creates a routing with neither cancelled content touches nor recognizer events.
    @inline(__always)
    init(deliversToContent: Bool, action: BackGestureAction) {
        self.deliversToContent = deliversToContent
        self.action = action
    }

    // Empty lists are stored as none, so equal routings compare (and hash) equal.
    private mutating func setLists(cancelled: [TouchID], events: [ArenaEvent]) {
        lists = cancelled.isEmpty && events.isEmpty ? nil : Lists(cancelled: cancelled, events: events)
    }
}
