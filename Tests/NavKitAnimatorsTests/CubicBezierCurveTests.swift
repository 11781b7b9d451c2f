import NavKitAnimators
import Testing

@Suite("Cubic Bézier timing curves")
struct CubicBezierCurveTests {
    static let xs: [Double] = (0...32).map { Double($0) / 32 } + [1e-9, 0.0123, 0.333_333, 0.7071, 0.999_999_9]

    private func maximumError(of curve: CubicBezierCurve, at xs: [Double]) -> Double {
        xs.map { x in
            let expected = Reference.bezierY(
                x: x, p0: (0, 0), p1: (curve.x1, curve.y1), p2: (curve.x2, curve.y2), p3: (1, 1))
            return abs(curve.value(at: x) - expected)
        }.max() ?? 0
    }

    @Test("matches an independent bisection within 1e-6 over a grid of control points")
    func gridAgreesWithBisection() throws {
        let xControls = (0...10).map { Double($0) / 10 }
        let yControls: [Double] = [-1, -0.25, 0, 0.5, 1, 1.4, 2]
        var worst = 0.0
        for x1 in xControls {
            for x2 in xControls {
                for y1 in yControls {
                    for y2 in yControls {
                        let curve = try CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
                        worst = max(worst, maximumError(of: curve, at: Self.xs))
                    }
                }
            }
        }
        #expect(worst <= 1e-6)
    }

    @Test("matches an independent bisection within 1e-6 for random control points (fixed seed)")
    func randomAgreesWithBisection() throws {
        var random = SeededGenerator(seed: 0xC0FF_EE00_1234)
        var worst = 0.0
        for _ in 0..<1500 {
            let curve = try CubicBezierCurve(
                x1: random.double(in: 0...1), y1: random.double(in: -2...3), x2: random.double(in: 0...1),
                y2: random.double(in: -2...3))
            let xs = (0..<40).map { _ in random.double(in: 0...1) }
            worst = max(worst, maximumError(of: curve, at: xs))
        }
        #expect(worst <= 1e-6)
    }

    @Test("hits 0 and 1 exactly at the ends and clamps inputs outside 0…1")
    func exactEndpoints() throws {
        let curve = try CubicBezierCurve(x1: 0.3, y1: -0.7, x2: 0.9, y2: 1.8)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
    }

    @Test(
        "rejects an x control point outside 0…1 with a typed error",
        arguments: [-0.01, 1.000_001, -.infinity, .infinity, 5])
    func rejectsOutOfRangeX(_ bad: Double) {
        #expect(throws: TimingCurveError.controlPointOutOfRange(name: "x1", value: bad)) {
            try CubicBezierCurve(x1: bad, y1: 0, x2: 0.5, y2: 1)
        }
        #expect(throws: TimingCurveError.controlPointOutOfRange(name: "x2", value: bad)) {
            try CubicBezierCurve(x1: 0.5, y1: 0, x2: bad, y2: 1)
        }
    }

    @Test("rejects NaN x and non-finite y control points")
    func rejectsNonFinite() {
        #expect(throws: TimingCurveError.self) { try CubicBezierCurve(x1: .nan, y1: 0, x2: 0.5, y2: 1) }
        #expect(throws: TimingCurveError.nonFiniteControlPoint(name: "y2", value: .infinity)) {
            try CubicBezierCurve(x1: 0.5, y1: 0, x2: 0.5, y2: .infinity)
        }
    }

    @Test("CSS ease(0.25, 0.1, 0.25, 1) gives its well-known mid value")
    func cssEase() throws {
        let ease = try CubicBezierCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        #expect(abs(ease.value(at: 0.5) - 0.802_403_1) < 1e-6)
    }
}
