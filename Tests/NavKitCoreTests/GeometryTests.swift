import NavKitCore
import Testing

@Suite("Geometry and interpolation")
struct GeometryTests {
    @Test("lerp returns the endpoints exactly")
    func exactEndpoints() {
        let pairs: [(Double, Double)] = [(0.1, 0.7), (-1e300, 1e300), (3, 3), (0.3, -0.1)]
        for (a, b) in pairs {
            #expect(lerp(a, b, 0) == a)
            #expect(lerp(a, b, 1) == b)
        }
        #expect(lerp(0, 10, 0.25) == 2.5)
    }

    @Test("clampedUnit maps NaN to 0 and infinities to the bounds")
    func clampedUnit() {
        #expect(Double.nan.clampedUnit == 0)
        #expect(Double.infinity.clampedUnit == 1)
        #expect((-Double.infinity).clampedUnit == 0)
        #expect((-0.5).clampedUnit == 0)
        #expect(0.25.clampedUnit == 0.25)
    }

    @Test("insets mirror their leading and trailing sides in right-to-left")
    func insetsMirror() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        let insets = EdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 5)
        #expect(rect.inset(by: insets) == Rect(x: 10, y: 1, width: 85, height: 47))
        #expect(rect.inset(by: insets, direction: .rightToLeft) == Rect(x: 5, y: 1, width: 85, height: 47))
        #expect(rect.inset(by: EdgeInsets(leading: 80, trailing: 80)).width == 0)
    }

    @Test("distance from the leading edge depends on the layout direction")
    func leadingDistance() {
        #expect(LayoutDirection.leftToRight.distanceFromLeadingEdge(30, width: 400) == 30)
        #expect(LayoutDirection.rightToLeft.distanceFromLeadingEdge(30, width: 400) == 370)
        #expect(LayoutDirection.rightToLeft.trailingSign == -1)
    }

    @Test("rect containment includes the minimum edge and excludes the maximum")
    func containment() {
        let rect = Rect(x: 10, y: 10, width: 10, height: 10)
        #expect(rect.contains(Point(x: 10, y: 10)))
        #expect(!rect.contains(Point(x: 20, y: 15)))
        #expect(!rect.contains(Point(x: .nan, y: 15)))
    }

    @Test("a manual clock never goes backwards") @MainActor
    func manualClock() {
        let clock = ManualClock(now: Timestamp(seconds: 5))
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.set(to: Timestamp(seconds: 1))
        #expect(clock.now == Timestamp(seconds: 5))
        clock.advance(by: 0.5)
        clock.set(to: Timestamp(seconds: 7))
        #expect(clock.now == Timestamp(seconds: 7))
    }

    @Test("colours clamp their components and blend exactly at the ends")
    func colours() {
        let wild = Color(red: 2, green: -1, blue: .nan, alpha: .infinity)
        #expect(wild == Color(red: 1, green: 0, blue: 0, alpha: 1))
        let a = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let b = Color.white
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        #expect(Color.systemBlue.description == "#007AFFFF")
    }
}
