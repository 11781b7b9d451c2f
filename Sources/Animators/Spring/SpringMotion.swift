public import NavKitCore

/// A damped spring, solved in closed form, usable both as a ``TimingCurve`` and as the
/// ``CompletionMotion`` that carries an interactive transition to its end after the release.
///
/// The spring pulls the progress from its start to the target with
/// `mass · x'' + damping · x' + stiffness · x = 0`, `x` being the displacement from the target.
/// Under-damped (bouncy), critically damped and over-damped springs are each solved exactly
/// (no numerical integration), starting from an initial velocity, so a release continues at the
/// finger's speed.
///
/// ## When the spring is "settled"
/// A spring only approaches its target. The motion is settled once its displacement is
/// guaranteed to stay within ``restThreshold`` (in progress units, like React Navigation's
/// `restDisplacementThreshold`): the time at which the spring's envelope (the amplitude of the
/// oscillation, or the sum of the exponential modes) falls to the threshold. With
/// ``clampsOvershoot``, the motion also ends the first time it reaches the target. At the end the
/// value snaps to exactly 1 (a jump of at most ``restThreshold``).
///
/// ## Time cap
/// Heavily damped springs crawl: the UIKit-like navigation spring (stiffness 1000, damping 500,
/// mass 3, damping ratio ≈ 4.56) decays with a slow mode of rate ≈ 2.03 /s, so it needs ≈ 3.4 s
/// to come within 0.1 % of its target and is only ≈ 50 % of the way after 350 ms. When
/// ``maximumDuration`` is set and the spring would take longer, the motion is the spring plus
/// the distance it has left at the cap, eased in with a smoothstep (zero slope at the start):
/// it still starts exactly at the release velocity, never overshoots when the spring does not,
/// and ends exactly at the cap.
///
/// ## As a timing curve
/// ``value(at:)`` is the motion over distance 1 starting at ``initialVelocity``, with time
/// normalised by ``duration(distance:velocity:)``.
///
/// ```swift
/// let completion = SpringMotion.navigation            // UIKit's constants, clamped, ≤ 350 ms
/// let bouncy = try SpringMotion(response: 0.4, dampingRatio: 0.7)
/// let covered = bouncy.fractionCovered(at: 0.1, distance: 0.6, velocity: 1.5)
/// ```
public struct SpringMotion: TimingCurve, CompletionMotion, Hashable {
    /// The moving mass; positive.
    public let mass: Double
    /// The spring constant; positive.
    public let stiffness: Double
    /// The damping coefficient; positive.
    public let damping: Double
    /// The starting velocity in progress units per second, used when the spring serves as a
    /// ``TimingCurve`` (a completion motion takes the release velocity instead).
    public var initialVelocity: Double
    /// Whether the motion stops the first time it reaches the target instead of overshooting.
    public var clampsOvershoot: Bool
    /// The displacement, in progress units, within which the spring counts as settled; positive.
    public let restThreshold: Double
    /// The longest the motion may take, in seconds, or `nil` for the spring's own settling time.
    public let maximumDuration: Double?

    /// The shortest duration reported, for a spring that starts settled.
    static let minimumDuration = 1e-3

    /// Creates a spring from its physical constants.
    /// - Parameters:
    ///   - mass: The moving mass; positive and finite.
    ///   - stiffness: The spring constant; positive and finite.
    ///   - damping: The damping coefficient; positive and finite.
    ///   - initialVelocity: The starting velocity as a timing curve, in progress units per second.
    ///   - clampsOvershoot: Whether to stop at the target instead of overshooting.
    ///   - restThreshold: The displacement counted as settled, in progress units; positive.
    ///   - maximumDuration: The longest the motion may take, in seconds; positive, or `nil`.
    /// - Throws: ``TimingCurveError/invalidSpringParameter(name:value:)`` naming the first
    ///   parameter that is out of range.
    public init(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
        clampsOvershoot: Bool = false, restThreshold: Double = 0.001, maximumDuration: Double? = nil
    ) throws(TimingCurveError) {
        let positive: [(String, Double)] = [
            ("mass", mass), ("stiffness", stiffness), ("damping", damping), ("restThreshold", restThreshold),
            ("maximumDuration", maximumDuration ?? 1),
        ]
        for (name, value) in positive where !(value > 0 && value.isFinite) {
            throw .invalidSpringParameter(name: name, value: value)
        }
        guard initialVelocity.isFinite else {
            throw .invalidSpringParameter(name: "initialVelocity", value: initialVelocity)
        }
        self.init(
            unchecked: mass, stiffness, damping, initialVelocity: initialVelocity, clampsOvershoot: clampsOvershoot,
            restThreshold: restThreshold, maximumDuration: maximumDuration)
    }

    /// Creates a spring from its perceptual parameters, as SwiftUI's `spring(response:dampingFraction:)`.
    /// - Parameters:
    ///   - response: The period of the undamped oscillation in seconds, `2π / √(k/m)`; positive.
    ///   - dampingRatio: `damping / (2 √(k m))`: below 1 bounces, 1 is critical, above 1 creeps.
    ///   - initialVelocity: The starting velocity as a timing curve, in progress units per second.
    ///   - clampsOvershoot: Whether to stop at the target instead of overshooting.
    ///   - restThreshold: The displacement counted as settled, in progress units; positive.
    ///   - maximumDuration: The longest the motion may take, in seconds; positive, or `nil`.
    /// - Throws: ``TimingCurveError/invalidSpringParameter(name:value:)`` for a response or
    ///   damping ratio that is not positive and finite, or another invalid parameter.
    public init(
        response: Double, dampingRatio: Double, initialVelocity: Double = 0, clampsOvershoot: Bool = false,
        restThreshold: Double = 0.001, maximumDuration: Double? = nil
    ) throws(TimingCurveError) {
        guard response > 0, response.isFinite else { throw .invalidSpringParameter(name: "response", value: response) }
        guard dampingRatio > 0, dampingRatio.isFinite else {
            throw .invalidSpringParameter(name: "dampingRatio", value: dampingRatio)
        }
        let omega = 2 * Double.pi / response
        try self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, initialVelocity: initialVelocity,
            clampsOvershoot: clampsOvershoot, restThreshold: restThreshold, maximumDuration: maximumDuration)
    }

    init(
        unchecked mass: Double, _ stiffness: Double, _ damping: Double, initialVelocity: Double = 0,
        clampsOvershoot: Bool, restThreshold: Double = 0.001, maximumDuration: Double?
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.clampsOvershoot = clampsOvershoot
        self.restThreshold = restThreshold
        self.maximumDuration = maximumDuration
    }

    /// The undamped angular frequency `√(k/m)`, in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// `damping / (2 √(k m))`: below 1 under-damped, 1 critical, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The period of the undamped oscillation, `2π / naturalFrequency`, in seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }
}
