extension SpringMotion {
    /// The UIKit-like navigation spring: stiffness 1000, damping 500, mass 3, clamped, settled
    /// within 0.001 of the distance, and capped at 350 ms.
    ///
    /// Damping ratio ≈ 4.56: the spring alone would need ≈ 3.4 s to settle from rest and covers
    /// about half the distance in 350 ms; the cap eases in the rest (see ``SpringMotion``), so a
    /// completion takes at most 350 ms and starts at the release velocity. Set
    /// ``maximumDuration`` to `nil` (through ``init(mass:stiffness:damping:initialVelocity:clampsOvershoot:restThreshold:maximumDuration:)``)
    /// for the uncapped physics.
    public static let navigation = SpringMotion(
        unchecked: 3, 1000, 500, clampsOvershoot: true, restThreshold: 0.001, maximumDuration: 0.35)

    /// A critically damped completion spring (response 0.22 s, damping ratio 1, clamped) that
    /// settles on its own within about 350 ms from rest, capped at 350 ms for fast flings.
    ///
    /// Unlike ``navigation`` it keeps the release speed for longer, because nothing damps it
    /// more than needed to avoid a bounce.
    public static let interactiveCompletion: SpringMotion = {
        let omega = 2 * Double.pi / 0.22
        return SpringMotion(
            unchecked: 1, omega * omega, 2 * omega, clampsOvershoot: true, restThreshold: 0.001,
            maximumDuration: 0.35)
    }()
}
