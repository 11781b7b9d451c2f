public import NavKit

/// The platform half of a host: performs what a ``NavigationHostDriver`` decides.
///
/// A UIKit adapter makes the lifecycle effects containment and appearance calls on child view
/// controllers and applies the view commands to their views; a desktop host draws; a test
/// records. Every method is called on the main actor, after the driver's own state is settled,
/// so calling back into the driver (or the container) from any of them is safe.
@MainActor
public protocol NavigationHostRenderer: AnyObject {
    /// Makes one lifecycle callback on a screen.
    /// - Parameter effect: The callback, in UIKit's order.
    func perform(_ effect: ScreenLifecycleEffect)

    /// Applies one view change.
    /// - Parameters:
    ///   - command: The change; unchanged views get none.
    ///   - scene: The scene the change leads to (``ViewCommand/bar`` draws its bar).
    func apply(_ command: ViewCommand, of scene: Scene)

    /// Resumes or pauses the display callback that calls ``NavigationHostDriver/frame(at:)``.
    /// - Parameter running: `true` to resume, `false` to pause.
    func setFrameUpdatesRunning(_ running: Bool)
}

/// What became of a ``BackRequest``.
public enum BackRequestOutcome: Hashable, Sendable, CustomStringConvertible {
    /// A back began (it animates over the next frames) or applied.
    case started
    /// A transition runs: the back pops after it.
    case queued
    /// The top screen's leave guard decides later; the back waits for its answer.
    case awaitingGuard
    /// The top screen's back interceptor took the back itself (a web view stepped back).
    case intercepted
    /// Nothing happens, and why: the root screen, the screen's policy, a guard that denied.
    case refused(BackGestureRefusal)
    /// The container refused the request otherwise.
    case failed(NavigationError)

    /// Whether the input that asked for the back was used for it (everything but a refusal or a
    /// failure).
    public var isHandled: Bool {
        switch self {
        case .started, .queued, .awaitingGuard, .intercepted: true
        case .refused, .failed: false
        }
    }

    /// `started`, `queued`, `awaiting guard`, `intercepted`, `refused: root screen`, `failed: …`.
    public var description: String {
        switch self {
        case .started: "started"
        case .queued: "queued"
        case .awaitingGuard: "awaiting guard"
        case .intercepted: "intercepted"
        case .refused(let reason): "refused: \(reason)"
        case .failed(let error): "failed: \(error)"
        }
    }
}
