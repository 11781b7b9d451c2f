/// Maps the fraction of a transition's duration that has elapsed to its progress.
///
/// Implementation requirements: `value(at: 0) == 0` and `value(at: 1) == 1` exactly, and every
/// value for an input in 0…1 is finite. Values may leave 0…1 in between (an overshoot), but
/// the driver clamps what it hands an animator to 0…1.
public protocol TimingCurve: Sendable {
    /// The progress when `fraction` of the duration has elapsed.
    /// - Parameter fraction: Elapsed time over duration, in 0…1.
    /// - Returns: The progress.
    func value(at fraction: Double) -> Double
}

/// Progress equal to elapsed time: the identity curve.
public struct LinearTimingCurve: TimingCurve, Hashable {
    /// Creates the linear curve.
    public init() {}

    /// Returns `fraction` itself, clamped to 0…1.
    /// - Parameter fraction: Elapsed time over duration.
    /// - Returns: The progress.
    @inlinable
    public func value(at fraction: Double) -> Double { fraction.clampedUnit }
}

/// How an interactive transition settles after the finger lets go.
///
/// The driver hands a motion the distance left (in progress units, 0…1) and the release
/// velocity (progress units per second, positive toward the target), so the completion starts at
/// the finger's speed instead of jumping to a canned curve.
///
/// Implementation requirements: ``duration(distance:velocity:)`` is positive and finite for any
/// finite input; ``fractionCovered(at:distance:velocity:)`` is 0 at elapsed 0, exactly 1 for
/// every elapsed time at or past the duration, and finite everywhere.
public protocol CompletionMotion: Sendable {
    /// How many seconds the motion takes.
    /// - Parameters:
    ///   - distance: The progress left to cover, in 0…1.
    ///   - velocity: The release velocity toward the target, in progress units per second.
    /// - Returns: A positive, finite duration.
    func duration(distance: Double, velocity: Double) -> Double

    /// The fraction of `distance` covered after `elapsed` seconds.
    /// - Parameters:
    ///   - elapsed: Seconds since the release.
    ///   - distance: The progress left to cover at the release.
    ///   - velocity: The release velocity toward the target.
    /// - Returns: 0 at the release, 1 at and after the duration.
    func fractionCovered(at elapsed: Double, distance: Double, velocity: Double) -> Double
}

/// A completion that starts at the release velocity and eases to rest in bounded time.
///
/// It is a cubic Hermite segment from 0 to 1 whose starting slope matches the release velocity
/// (clamped so the curve never overshoots) and whose end slope is 0. The duration is
/// proportional to the distance left, between ``minimumDuration`` and ``maximumDuration``, and
/// shortened for fast releases so the start really is as fast as the finger.
public struct HermiteCompletion: CompletionMotion, Hashable {
    /// The duration for a full distance of 1, before clamping.
    public var fullDistanceDuration: Double
    /// The shortest completion.
    public var minimumDuration: Double
    /// The longest completion.
    public var maximumDuration: Double

    /// Creates the motion.
    /// - Parameters:
    ///   - fullDistanceDuration: Seconds for a full distance of 1.
    ///   - minimumDuration: The shortest completion in seconds.
    ///   - maximumDuration: The longest completion in seconds.
    public init(fullDistanceDuration: Double = 0.35, minimumDuration: Double = 0.08, maximumDuration: Double = 0.35) {
        self.fullDistanceDuration = fullDistanceDuration
        self.minimumDuration = minimumDuration
        self.maximumDuration = Swift.max(minimumDuration, maximumDuration)
    }

    /// Seconds to cover `distance`, given the release velocity.
    /// - Parameters:
    ///   - distance: The progress left.
    ///   - velocity: The release velocity toward the target.
    /// - Returns: A duration in `minimumDuration...maximumDuration`.
    public func duration(distance: Double, velocity: Double) -> Double {
        let d = distance.isFinite ? Swift.max(0, distance) : 1
        var t = fullDistanceDuration * d
        if velocity.isFinite, velocity > 0, d > 0 {
            // The steepest monotone cubic start is slope 3; beyond that, go faster instead.
            t = Swift.min(t, 3 * d / velocity)
        }
        guard t.isFinite else { return maximumDuration }
        return Swift.min(maximumDuration, Swift.max(minimumDuration, t))
    }

    /// The fraction covered after `elapsed` seconds.
    /// - Parameters:
    ///   - elapsed: Seconds since the release.
    ///   - distance: The progress left at the release.
    ///   - velocity: The release velocity toward the target.
    /// - Returns: 0…1, exactly 1 at and after the duration.
    public func fractionCovered(at elapsed: Double, distance: Double, velocity: Double) -> Double {
        let total = duration(distance: distance, velocity: velocity)
        guard elapsed.isFinite, elapsed > 0 else { return 0 }
        if elapsed >= total { return 1 }
        let u = elapsed / total
        var slope = 0.0
        if distance > 0, velocity.isFinite {
            slope = Swift.min(3, Swift.max(0, velocity * total / distance))
        }
        let weights = HermiteWeights(u)
        return (weights.slope * slope + weights.rise).clampedUnit
    }
}

/// The weights of a cubic Hermite segment that arrives at rest, at `u` in 0…1 of its duration:
/// ``rise`` of the end point (the start point weighs `1 - rise`) and ``slope`` of the starting
/// tangent. ``HermiteCompletion`` eases progress with them, the zoom's drag flight a screen's
/// centre in 2-D.
package struct HermiteWeights {
    /// The end point's weight, `-2u³ + 3u²`: 0 at the start, 1 at the end.
    package let rise: Double
    /// The starting tangent's weight, `u³ - 2u² + u`: 0 at both ends.
    package let slope: Double

    /// The weights at `u`.
    ///
    /// - Parameter u: The fraction of the segment's duration, 0…1.
    @inlinable
    package init(_ u: Double) {
        let u2 = u * u
        let u3 = u2 * u
        slope = u3 - 2 * u2 + u
        rise = -2 * u3 + 3 * u2
    }
}
