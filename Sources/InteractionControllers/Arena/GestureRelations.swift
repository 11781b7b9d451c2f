/// How a recognizer relates to the others in its arena (UIKit's delegate answers, as values).
public struct GestureRelations: Sendable {
    /// Recognizers that must fail before this one may begin.
    public var requireToFail: [GestureID]
    /// Recognizers that may begin only once this one fails (UIKit's
    /// `shouldBeRequiredToFailBy`), so a host can make the back swipe wait for its own gesture.
    public var requiredToFailBy: [GestureID]
    /// Recognizers this one may run alongside.
    public var simultaneousWith: Set<GestureID>
    /// Whether the content's touches are cancelled when this one begins.
    public var cancelsTouchesInContent: Bool
    /// Asked when the recognizer would begin; `false` fails it.
    public var shouldBegin: (@Sendable () -> Bool)?
    /// Asked for each new finger in its region; `false` keeps the finger from it.
    public var shouldReceive: (@Sendable (Touch) -> Bool)?
    /// The most fingers it follows at once; later fingers are not delivered to it (UIKit's
    /// `maximumNumberOfTouches`).
    public var maximumTouches: Int

    /// Creates relations.
    /// - Parameters:
    ///   - requireToFail: Recognizers that must fail first.
    ///   - requiredToFailBy: Recognizers that must wait for this one to fail.
    ///   - simultaneousWith: Recognizers allowed alongside.
    ///   - cancelsTouchesInContent: Whether content touches are cancelled on begin.
    ///   - shouldBegin: The begin veto.
    ///   - shouldReceive: The per-finger filter.
    ///   - maximumTouches: The most fingers it follows at once.
    public init(
        requireToFail: [GestureID] = [], requiredToFailBy: [GestureID] = [], simultaneousWith: Set<GestureID> = [],
        cancelsTouchesInContent: Bool = false, shouldBegin: (@Sendable () -> Bool)? = nil,
        shouldReceive: (@Sendable (Touch) -> Bool)? = nil, maximumTouches: Int = .max
    ) {
        self.maximumTouches = max(1, maximumTouches)
        self.requireToFail = requireToFail
        self.requiredToFailBy = requiredToFailBy
        self.simultaneousWith = simultaneousWith
        self.cancelsTouchesInContent = cancelsTouchesInContent
        self.shouldBegin = shouldBegin
        self.shouldReceive = shouldReceive
    }
}

/// What the arena reports after a touch.
public enum ArenaEvent: Hashable, Sendable {
    /// A recognizer's state as the arena resolved it.
    case state(GestureID, GestureRecognizerState)
    /// The content must treat these touches as cancelled.
    case contentTouchesCancelled([TouchID])
}
