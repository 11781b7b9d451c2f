public import NavKitCore
public import NavKitInteraction

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
public enum BackRequestOutcome: Hashable, Sendable {
    /// A back began (it animates over the next frames) or applied.
    case started
    /// Nothing happens, and why: the root screen, a running transition, the screen's policy, an
    /// interceptor that consumed it.
    case refused(BackGestureRefusal)
}
