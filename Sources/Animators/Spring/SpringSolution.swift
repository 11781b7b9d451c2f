/// The closed-form motion of a damped harmonic oscillator `m·x'' + c·x' + k·x = 0`.
///
/// `x` is the displacement from the rest point: `x(0) = initialDisplacement`,
/// `x'(0) = initialVelocity`. Under-, critically and over-damped regimes each have their exact
/// solution; a damping ratio within 1e-9 of 1 is solved as critical (the two formulas differ by
/// less than that there, while the over-damped one would lose digits to cancellation).
struct SpringSolution: Sendable {
    private enum Regime {
        /// `x = e^(-decay·t) (x0 cos ωd t + b sin ωd t)`.
        case underdamped(decay: Double, dampedFrequency: Double, b: Double)
        /// `x = e^(-ω0 t) (x0 + c t)`.
        case critical(frequency: Double, c: Double)
        /// `x = c1 e^(r1 t) + c2 e^(r2 t)`, `r2 < r1 < 0`.
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// The displacement at time 0.
    let initialDisplacement: Double
    /// The velocity at time 0.
    let initialVelocity: Double
    private let regime: Regime

    /// Solves the oscillator.
    /// - Parameters:
    ///   - mass: Positive mass.
    ///   - stiffness: Positive stiffness.
    ///   - damping: Positive damping coefficient.
    ///   - displacement: The displacement at time 0.
    ///   - velocity: The velocity at time 0.
    init(mass: Double, stiffness: Double, damping: Double, displacement: Double, velocity: Double) {
        initialDisplacement = displacement
        initialVelocity = velocity
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let x0 = displacement
        let v0 = velocity
        if abs(zeta - 1) <= 1e-9 {
            regime = .critical(frequency: omega, c: v0 + omega * x0)
        } else if zeta < 1 {
            let decay = zeta * omega
            let wd = omega * (1 - zeta * zeta).squareRoot()
            regime = .underdamped(decay: decay, dampedFrequency: wd, b: (v0 + decay * x0) / wd)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -omega / (zeta + s)  // = -ω0 (ζ - s), without cancellation
            let r2 = -omega * (zeta + s)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            regime = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        }
    }

    /// The displacement and velocity at a time.
    /// - Parameter t: Seconds since time 0 (non-negative).
    /// - Returns: `x(t)` and `x'(t)`.
    func state(at t: Double) -> (displacement: Double, velocity: Double) {
        if t == 0 { return (initialDisplacement, initialVelocity) }
        let x0 = initialDisplacement
        switch regime {
        case .underdamped(let decay, let wd, let b):
            let e = ElementaryFunctions.exp(-decay * t)
            let (sine, cosine) = ElementaryFunctions.sineCosine(wd * t)
            let x = e * (x0 * cosine + b * sine)
            let v = e * ((b * wd - decay * x0) * cosine - (x0 * wd + decay * b) * sine)
            return (x, v)
        case .critical(let omega, let c):
            let e = ElementaryFunctions.exp(-omega * t)
            return (e * (x0 + c * t), e * (initialVelocity - omega * c * t))
        case .overdamped(let r1, let r2, let c1, let c2):
            let e1 = ElementaryFunctions.exp(r1 * t)
            let e2 = ElementaryFunctions.exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// An upper bound of `|x(t)|` that decreases for `t ≥ envelopeDecreasingFrom`: the
    /// oscillation's envelope, or the sum of the magnitudes of the exponential modes.
    /// - Parameter t: Seconds since time 0.
    /// - Returns: The bound.
    func envelope(at t: Double) -> Double {
        let x0 = initialDisplacement
        switch regime {
        case .underdamped(let decay, _, let b):
            return (x0 * x0 + b * b).squareRoot() * ElementaryFunctions.exp(-decay * t)
        case .critical(let omega, let c):
            return (abs(x0) + abs(c) * t) * ElementaryFunctions.exp(-omega * t)
        case .overdamped(let r1, let r2, let c1, let c2):
            return abs(c1) * ElementaryFunctions.exp(r1 * t) + abs(c2) * ElementaryFunctions.exp(r2 * t)
        }
    }

    /// A time after which ``envelope(at:)`` only decreases.
    var envelopeDecreasingFrom: Double {
        if case .critical(let omega, _) = regime { return 1 / omega }
        return 0
    }

    /// The first time after 0 at which the displacement is exactly 0, if it ever is.
    ///
    /// Under-damped: within the first half period (zeros are `π/ωd` apart). Critically damped:
    /// `-x0 / c` when positive. Over-damped: where the two modes cancel, when they have opposite
    /// signs. Found by bisection on a bracket where `x` changes sign once.
    var firstZeroCrossing: Double? {
        let x0 = initialDisplacement
        if x0 == 0 { return 0 }
        switch regime {
        case .underdamped(_, let wd, _):
            return bisect(from: 0, to: Double.pi / wd) { state(at: $0).displacement }
        case .critical(_, let c):
            let t = -x0 / c
            return c != 0 && t > 0 ? t : nil
        case .overdamped(let r1, _, let c1, let c2):
            guard c1 != 0, c2 != 0, (c1 > 0) != (c2 > 0), abs(c2) > abs(c1) else { return nil }
            // x(t) has the sign of c2 near 0 (|c2| > |c1|) and of c1 later; grow the bracket.
            var high = -1 / r1
            while (state(at: high).displacement > 0) != (c1 > 0), high < 1e6 { high *= 2 }
            return bisect(from: 0, to: high) { state(at: $0).displacement }
        }
    }

    /// The earliest time from which `|x(t)| ≤ threshold` is guaranteed by the envelope.
    /// - Parameter threshold: A positive displacement.
    /// - Returns: Seconds; 0 when the envelope starts within the threshold.
    func envelopeSettlingTime(threshold: Double) -> Double {
        var low = envelopeDecreasingFrom
        if envelope(at: low) <= threshold {
            // Before `low` the envelope may rise; the exact crossing is not needed there.
            return low == 0 ? 0 : bisect(from: 0, to: low) { envelope(at: $0) - threshold } ?? low
        }
        var high = Swift.max(low, 1e-3) * 2
        while envelope(at: high) > threshold, high < 1e9 {
            low = high
            high *= 2
        }
        return bisect(from: low, to: high) { envelope(at: $0) - threshold } ?? high
    }

    /// A root of `f` between `low` and `high`, where `f` changes sign, to full precision.
    private func bisect(from low: Double, to high: Double, _ f: (Double) -> Double) -> Double? {
        var low = low
        var high = high
        let lowSign = f(low) > 0
        if (f(high) > 0) == lowSign { return nil }
        while true {
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high { return high }
            if (f(middle) > 0) == lowSign { low = middle } else { high = middle }
        }
    }
}
