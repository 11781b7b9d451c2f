public import NavKitCore

/// Decides how a zoomed screen dragged by a finger shrinks, and, when the finger lifts, whether
/// it flies into its source (finishes the pop) or springs back (cancels): the release rule of
/// the interactive zoom dismiss, as a pure value.
///
/// A drag may go in any direction. The screen follows the finger in 2-D and shrinks with the
/// distance dragged (``progress(translation:in:)``). The release is judged *toward the source*:
/// the part of the drag and of the release velocity along the direction from the screen's
/// resting centre to the source's centre, in units of ``travel`` times the screen's shorter side,
/// decided by ``release`` — the back swipe's own rule (a fling of at least its fling speed decides
/// by its direction, a slower release finishes when the projected progress passes its threshold).
/// So a fast move away from the source never finishes, a drag toward it finishes sooner the
/// faster or farther it goes, and mirroring everything (right-to-left) decides the same.
///
/// ```swift
/// let policy = ZoomDismissPolicy()
/// policy.outcome(
///     translation: Vector(dx: 0, dy: 120), velocity: Vector(dx: 0, dy: 900),
///     towardSource: Vector(dx: -80, dy: 300), in: Size(width: 390, height: 844))   // .finished
/// ```
public struct ZoomDismissPolicy: Hashable, Sendable {
    /// The release rule applied to the progress and velocity toward the source.
    public var release: BackReleasePolicy
    /// The drag, as a fraction of the screen's shorter side, that counts as the whole way.
    public var travel: Double
    /// How far toward the source a whole drag takes the screen under the finger, as progress of
    /// the pop, in (0, 1]: at 0.5 a full drag shrinks it halfway to the source's size, and the
    /// release flies the rest (the interactive zoom dismiss maps ``progress(translation:in:)``
    /// through it).
    public var shrinkLimit: Double

    /// Creates a policy.
    /// - Parameters:
    ///   - release: The release rule (the back swipe's by default).
    ///   - travel: The fraction of the shorter side a full drag covers; positive.
    ///   - shrinkLimit: The progress of the pop a full drag reaches, in (0, 1].
    public init(release: BackReleasePolicy = BackReleasePolicy(), travel: Double = 0.5, shrinkLimit: Double = 0.5) {
        self.release = release
        self.travel = travel.isFinite && travel > 0 ? travel : 0.5
        self.shrinkLimit = shrinkLimit.isFinite && shrinkLimit > 0 ? min(1, shrinkLimit) : 0.5
    }

    /// Whether every number is usable: the release rule valid, ``travel`` finite and positive,
    /// ``shrinkLimit`` finite in (0, 1] (the initializer ensures the last two; setting them
    /// afterwards can break them, and ``BackGestureConfiguration/validate()`` refuses that).
    public var isValid: Bool {
        release.isValid && travel.isFinite && travel > 0 && shrinkLimit.isFinite && shrinkLimit > 0
            && shrinkLimit <= 1
    }

    /// How far a drag has shrunk the screen: the distance dragged in any direction over a full
    /// drag, 0…1 (0 for a screen of no size or a non-finite translation).
    /// - Parameters:
    ///   - translation: The finger's displacement since it caught the screen, in points.
    ///   - size: The screen's size.
    /// - Returns: The progress of the dismiss.
    public func progress(translation: Vector, in size: Size) -> Double {
        let length = fullDrag(in: size)
        guard length > 0, translation.isFinite else { return 0 }
        return (translation.length / length).clampedUnit
    }

    /// The outcome of a release.
    /// - Parameters:
    ///   - translation: The finger's displacement since it caught the screen, in points.
    ///   - velocity: The release velocity in points per second.
    ///   - towardSource: The direction from the screen's resting centre to the source's centre
    ///     (any length); when it is zero, the drag's own direction, and straight down without a
    ///     drag.
    ///   - size: The screen's size.
    /// - Returns: ``NavKitCore/TransitionOutcome/finished`` (into the source) or
    ///   ``NavKitCore/TransitionOutcome/cancelled`` (back to rest).
    public func outcome(translation: Vector, velocity: Vector, towardSource: Vector, in size: Size)
        -> TransitionOutcome
    {
        let length = fullDrag(in: size)
        guard length > 0 else { return .cancelled }
        let drag = translation.isFinite ? translation : .zero
        let speed = velocity.isFinite ? velocity : .zero
        let direction = Self.unit(towardSource) ?? Self.unit(drag) ?? Vector(dx: 0, dy: 1)
        let distance = max(0, Self.dot(drag, direction)) / length
        return release.outcome(progress: min(1, distance), velocity: Self.dot(speed, direction) / length)
    }

    /// How fast the progress of a drag changes: the part of the velocity along the drag's own
    /// direction (away from where the finger caught the screen), over a full drag, in progress per
    /// second; 0 without a drag, for a screen of no size, or for non-finite input.
    ///
    /// This is the speed the completion starts at, whichever way the release goes.
    /// - Parameters:
    ///   - translation: The finger's displacement since it caught the screen, in points.
    ///   - velocity: The finger's velocity in points per second.
    ///   - size: The screen's size.
    /// - Returns: The rate of ``progress(translation:in:)``, progress units per second.
    public func progressVelocity(translation: Vector, velocity: Vector, in size: Size) -> Double {
        let length = fullDrag(in: size)
        guard length > 0, velocity.isFinite, let direction = Self.unit(translation) else { return 0 }
        // Past a full drag the progress stays at 1 and does not move outward.
        let radial = Self.dot(velocity, direction) / length
        return translation.length >= length && radial > 0 ? 0 : radial
    }

    private func fullDrag(in size: Size) -> Double {
        let side = min(size.width, size.height)
        return side.isFinite && side > 0 ? side * travel : 0
    }

    private static func dot(_ a: Vector, _ b: Vector) -> Double { a.dx * b.dx + a.dy * b.dy }

    private static func unit(_ vector: Vector) -> Vector? {
        let length = vector.length
        guard vector.isFinite, length > 0, length.isFinite else { return nil }
        return Vector(dx: vector.dx / length, dy: vector.dy / length)
    }
}
