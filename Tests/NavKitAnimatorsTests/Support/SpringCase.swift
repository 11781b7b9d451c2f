import NavKitAnimators
import Testing

/// A spring and a start, for parameterized spring tests.
struct SpringCase: Sendable, CustomTestStringConvertible {
    var label: String
    var mass: Double
    var stiffness: Double
    var damping: Double
    var distance: Double
    var velocity: Double

    var testDescription: String { "\(label) (m \(mass), k \(stiffness), c \(damping), v \(velocity))" }

    func spring(clamped: Bool = false) throws -> SpringMotion {
        try SpringMotion(mass: mass, stiffness: stiffness, damping: damping, clampsOvershoot: clamped)
    }

    static let all: [SpringCase] = [
        SpringCase(
            label: "under-damped ζ 0.2", mass: 1, stiffness: 200, damping: 2 * 0.2 * 200.0.squareRoot(), distance: 1,
            velocity: 3),
        SpringCase(
            label: "under-damped ζ 0.7, backwards start", mass: 2, stiffness: 300,
            damping: 2 * 0.7 * 600.0.squareRoot(), distance: 0.6, velocity: -1.5),
        SpringCase(label: "critically damped", mass: 1, stiffness: 400, damping: 40, distance: 0.4, velocity: 2),
        SpringCase(
            label: "critically damped, fast fling", mass: 1, stiffness: 400, damping: 40, distance: 0.3, velocity: 9),
        SpringCase(
            label: "over-damped ζ 1.5", mass: 1, stiffness: 150, damping: 3 * 150.0.squareRoot(), distance: 0.8,
            velocity: 1),
        SpringCase(
            label: "navigation (ζ ≈ 4.56)", mass: 3, stiffness: 1000, damping: 500, distance: 0.7, velocity: 2.5),
        SpringCase(
            label: "over-damped, fling past the target", mass: 1, stiffness: 100, damping: 25, distance: 0.2,
            velocity: 8),
    ]
}
