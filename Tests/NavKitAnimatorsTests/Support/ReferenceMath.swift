#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

private func cExp(_ x: Double) -> Double { exp(x) }
private func cSin(_ x: Double) -> Double { sin(x) }
private func cCos(_ x: Double) -> Double { cos(x) }
private func cLog(_ x: Double) -> Double { log(x) }

/// Independent references the library is checked against: the C library's elementary functions,
/// a plain bisection for Bézier curves and an RK4 integrator for springs.
enum Reference {
    static func exp(_ x: Double) -> Double { cExp(x) }
    static func sin(_ x: Double) -> Double { cSin(x) }
    static func cos(_ x: Double) -> Double { cCos(x) }
    static func log(_ x: Double) -> Double { cLog(x) }

    /// A point of a cubic Bézier in Bernstein form, in double-double arithmetic.
    static func bernstein(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> DoubleDouble {
        let t = DoubleDouble(t)
        let s = DoubleDouble(1) - t
        let three = DoubleDouble(3)
        return s * s * s * DoubleDouble(p0) + three * s * s * t * DoubleDouble(p1) + three * s * t * t
            * DoubleDouble(p2)
            + t * t * t * DoubleDouble(p3)
    }

    /// `y` at `x` of the Bézier (p0, p1, p2, p3), found by plain bisection of `t` (no Newton step)
    /// until the bracket cannot shrink, comparing `x(t)` in double-double precision.
    static func bezierY(
        x: Double, p0: (Double, Double), p1: (Double, Double), p2: (Double, Double), p3: (Double, Double)
    ) -> Double {
        var low = 0.0
        var high = 1.0
        let target = DoubleDouble(x)
        while true {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if bernstein(p0.0, p1.0, p2.0, p3.0, middle) < target { low = middle } else { high = middle }
        }
        return bernstein(p0.1, p1.1, p2.1, p3.1, (low + high) / 2).value
    }

    /// The displacement of `m x'' + c x' + k x = 0` from the textbook formulas (C library math).
    static func springDisplacement(
        mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double, t: Double
    ) -> Double {
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let a = zeta * omega
            return exp(-a * t) * (x0 * cos(wd * t) + (v0 + a * x0) / wd * sin(wd * t))
        } else if zeta == 1 {
            return exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root
            let r2 = -zeta * omega - root
            let a = (v0 - r2 * x0) / (r1 - r2)
            let b = (r1 * x0 - v0) / (r1 - r2)
            return a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    /// The displacement at each of `times` (ascending), integrating the spring with classic RK4.
    static func rk4SpringDisplacements(
        mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double, times: [Double],
        step: Double
    ) -> [Double] {
        func acceleration(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
        var x = x0
        var v = v0
        var t = 0.0
        var result: [Double] = []
        for target in times {
            while t < target {
                let h = Swift.min(step, target - t)
                let k1x = v
                let k1v = acceleration(x, v)
                let k2x = v + h / 2 * k1v
                let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v
                let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v
                let k4v = acceleration(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            result.append(x)
        }
        return result
    }
}
