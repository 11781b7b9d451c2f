import NavKitAnimators
import NavKitCore
import Testing

@Suite("Named curves")
struct NamedCurvesTests {
    static let named: [(String, any TimingCurve)] = [
        ("linear", CubicBezierCurve.linear), ("easeIn", CubicBezierCurve.easeIn),
        ("easeOut", CubicBezierCurve.easeOut), ("easeInOut", CubicBezierCurve.easeInOut),
        ("linearToEaseOut", CubicBezierCurve.linearToEaseOut), ("easeInToLinear", CubicBezierCurve.easeInToLinear),
        ("fastLinearToSlowEaseIn", CubicBezierCurve.fastLinearToSlowEaseIn),
        ("fastOutSlowIn", CubicBezierCurve.fastOutSlowIn),
        ("fastEaseInToSlowEaseOut", ThreePointCubicCurve.fastEaseInToSlowEaseOut),
        ("spring.navigation", SpringMotion.navigation),
        ("spring.interactiveCompletion", SpringMotion.interactiveCompletion),
    ]

    @Test("every named curve hits 0 and 1 exactly and stays finite", arguments: named.map(\.0))
    func exactEndpoints(_ name: String) throws {
        let curve = try #require(Self.named.first { $0.0 == name }).1
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        for k in 0...200 { #expect(curve.value(at: Double(k) / 200).isFinite) }
    }

    @Test("named Bézier curves carry the CSS/UIKit and Flutter control points")
    func controlPoints() {
        func points(_ c: CubicBezierCurve) -> [Double] { [c.x1, c.y1, c.x2, c.y2] }
        #expect(points(.linear) == [0, 0, 1, 1])
        #expect(points(.easeIn) == [0.42, 0, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0.58, 1])
        #expect(points(.easeInOut) == [0.42, 0, 0.58, 1])
        #expect(points(.linearToEaseOut) == [0.35, 0.91, 0.33, 0.97])
        #expect(points(.easeInToLinear) == [0.67, 0.03, 0.65, 0.09])
        #expect(points(.fastLinearToSlowEaseIn) == [0.18, 1, 0.04, 1])
    }

    @Test("linear is the identity")
    func linearIsIdentity() {
        for k in 0...64 {
            let x = Double(k) / 64
            #expect(abs(CubicBezierCurve.linear.value(at: x) - x) < 1e-12)
        }
    }

    @Test("fastEaseInToSlowEaseOut is two exact cubic segments joined at (0.198, 0.541)")
    func threePointCubicSegments() {
        let curve = ThreePointCubicCurve.fastEaseInToSlowEaseOut
        #expect(abs(curve.value(at: 0.198) - 0.541) < 1e-12)
        var worst = 0.0
        for k in 1..<400 {
            let x = Double(k) / 400
            let expected =
                x < 0.198
                ? Reference.bezierY(x: x, p0: (0, 0), p1: (0.056, 0.024), p2: (0.108, 0.3085), p3: (0.198, 0.541))
                : Reference.bezierY(x: x, p0: (0.198, 0.541), p1: (0.3655, 1.0), p2: (0.5465, 0.989), p3: (1, 1))
            worst = max(worst, abs(curve.value(at: x) - expected))
        }
        #expect(worst <= 1e-6)
    }

    @Test("a three-point cubic rejects a midpoint at the ends and x control points outside its segment")
    func threePointRejectsBadPoints() {
        #expect(throws: TimingCurveError.self) {
            try ThreePointCubicCurve(
                a1: Point(x: 0, y: 0), b1: Point(x: 0, y: 0), midpoint: Point(x: 1, y: 0.5), a2: Point(x: 1, y: 1),
                b2: Point(x: 1, y: 1))
        }
        #expect(throws: TimingCurveError.self) {
            try ThreePointCubicCurve(
                a1: Point(x: 0.3, y: 0), b1: Point(x: 0.1, y: 0.2), midpoint: Point(x: 0.2, y: 0.5),
                a2: Point(x: 0.5, y: 1), b2: Point(x: 0.6, y: 1))
        }
    }
}
