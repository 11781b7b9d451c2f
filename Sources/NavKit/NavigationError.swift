public import NavKitCore
public import NavKitInteraction

/// Why the container refused a request. After any of these, nothing changed: the stack, the
/// scene, the queue and the transition in flight are exactly as they were.
///
/// ## Catching
///
/// The container's methods throw `NavigationError` as a typed error (`throws(NavigationError)`),
/// so a `catch` clause matches its cases directly:
///
/// ```swift
/// do {
///     try container.pop()
/// } catch .leaveDenied(let screen) {        // or `catch NavigationError.leaveDenied(let screen)`
///     showDraftKept(on: screen)
/// } catch {
///     log(error)                             // `error` is a NavigationError here
/// }
/// ```
///
/// In a function with a typed `throws` of its own, take the error as a value and switch over it:
///
/// ```swift
/// func discard() throws(ComposeError) {
///     do { try container.pop() } catch {
///         switch error {
///         case .leaveDenied: throw .draftKept
///         default: throw .navigation(error)
///         }
///     }
/// }
/// ```
///
/// Don't cast it there (`catch let error as NavigationError`, `catch is NavigationError`): the cast
/// is always true, and inside a function with its own typed `throws` it crashes the Swift 6.3
/// compiler (swiftlang/swift#89431). `Tests/NavKitClientTests/TypedCatchTests.swift` compiles
/// and runs every spelling above as a Swift 6 client.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The screen is already in the stack (or would be, once queued operations apply).
    case duplicateScreen(ScreenID)
    /// The stack would lose its root: a pop or back gesture on a one-screen stack.
    case cannotPopRoot
    /// `pop(to:)` named a screen that is not in the stack.
    case screenNotInStack(ScreenID)
    /// `setStack` was given no screens.
    case emptyStack
    /// An interactive transition cannot begin while another transition runs or operations wait.
    case transitionInProgress
    /// An interactive update, finish or cancel arrived with no interactive transition.
    case noInteractiveTransition
    /// An interactive update, finish or cancel came from a source that does not drive the
    /// interactive transition in flight (which the associated source does).
    case drivenByAnotherSource(InteractionSource)
    /// A time was NaN or infinite.
    case nonFiniteTime(Double)
    /// A time was earlier than one the container already saw.
    case timeWentBackwards(previous: Timestamp, received: Timestamp)
    /// The interactive transition refused the input.
    case interaction(InteractionError)
    /// Bounds with a non-finite or negative value.
    case invalidBounds(Rect)
    /// A screen's leave guard denied the request that would have removed it.
    case leaveDenied(ScreenID)
    /// An answer named a guard question nothing waits for (answered already, or never asked).
    case unknownLeaveRequest(LeaveRequestID)
    /// A back action was refused, and why (a keyboard or accessibility escape on a screen whose
    /// back-gesture policy is disabled, for instance).
    case backRefused(BackGestureRefusal)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .duplicateScreen(let id): "screen '\(id)' is already in the stack"
        case .cannotPopRoot: "cannot pop the root screen"
        case .screenNotInStack(let id): "screen '\(id)' is not in the stack"
        case .emptyStack: "a stack needs at least one screen"
        case .transitionInProgress: "a transition is running or operations are queued"
        case .noInteractiveTransition: "no interactive transition is running"
        case .drivenByAnotherSource(let owner): "the interactive transition is driven by \(owner)"
        case .nonFiniteTime(let value): "time \(value) is not finite"
        case .timeWentBackwards(let previous, let received): "time went backwards from \(previous) to \(received)"
        case .interaction(let error): "interaction refused input: \(error)"
        case .invalidBounds(let rect): "bounds \(rect) are not finite and non-negative"
        case .leaveDenied(let id): "the leave guard of '\(id)' denied it"
        case .unknownLeaveRequest(let id): "no request waits for \(id)"
        case .backRefused(let reason): "back refused: \(reason)"
        }
    }
}

/// How a requested operation ended; every completion handler receives exactly one.
public enum NavigationResult: Hashable, Sendable {
    /// The operation applied (its transition, if any, finished).
    case finished
    /// Its transition was cancelled; the stack is as it was.
    case cancelled
    /// It was queued behind a transition and could no longer apply when its turn came.
    case failed(NavigationError)
}

/// What the container did with a request that it accepted.
public enum OperationDisposition: Hashable, Sendable {
    /// It applied at once with no transition (not animated, or nothing visible changed).
    case applied
    /// Its transition started.
    case started
    /// A transition is running; it waits in the queue and applies after it, in order.
    case queued
    /// A leave guard decides later; the request waits (holding the queue) until it answers.
    case awaitingGuard
    /// A back interceptor took the back action itself (a web view stepped back); the stack did
    /// not change.
    case intercepted
}
