import NavKitAnimators
import Testing

@Suite("Damped spring")
struct SpringMotionTests {
    static let times: [Double] = (0...300).map { Double($0) * 0.005 }

    @Test("position matches the textbook closed form within 1e-6", arguments: SpringCase.all)
    func matchesAnalyticFormula(_ c: SpringCase) throws {
        let spring = try c.spring()
        for t in Self.times {
            let expected =
                c.distance
                + Reference.springDisplacement(
                    mass: c.mass, stiffness: c.stiffness, damping: c.damping, x0: -c.distance, v0: c.velocity, t: t)
            #expect(
                abs(spring.state(at: t, distance: c.distance, velocity: c.velocity).position - expected) <= 1e-6,
                "t = \(t)")
        }
    }

    @Test("position matches an RK4 integration (step 20 µs) within 1e-6", arguments: SpringCase.all)
    func matchesNumericalIntegration(_ c: SpringCase) throws {
        let spring = try c.spring()
        let integrated = Reference.rk4SpringDisplacements(
            mass: c.mass, stiffness: c.stiffness, damping: c.damping, x0: -c.distance, v0: c.velocity,
            times: Self.times,
            step: 2e-5)
        for (t, x) in zip(Self.times, integrated) {
            #expect(
                abs(spring.state(at: t, distance: c.distance, velocity: c.velocity).position - (c.distance + x))
                    <= 1e-6, "t = \(t)")
        }
    }

    @Test("the motion starts at the release velocity", arguments: SpringCase.all)
    func initialSlope(_ c: SpringCase) throws {
        for spring in [
            try c.spring(), try c.spring(clamped: true), SpringMotion.navigation, SpringMotion.interactiveCompletion,
        ] {
            let h = 1e-7
            let slope = spring.fractionCovered(at: h, distance: c.distance, velocity: c.velocity) * c.distance / h
            #expect(abs(slope - c.velocity) <= 1e-3 * max(1, abs(c.velocity)))
            #expect(spring.state(at: 0, distance: c.distance, velocity: c.velocity).velocity == c.velocity)
        }
    }

    @Test(
        "after the settling time the displacement stays within the rest threshold, and not just before",
        arguments: SpringCase.all)
    func settlingTime(_ c: SpringCase) throws {
        let spring = try c.spring()
        let settle = spring.settlingTime(distance: c.distance, velocity: c.velocity)
        #expect(settle.isFinite && settle > 0)
        for k in 0...4000 {
            let t = settle + Double(k) * 1e-3
            let x = spring.state(at: t, distance: c.distance, velocity: c.velocity).position - c.distance
            #expect(abs(x) <= spring.restThreshold * (1 + 1e-9), "t = \(t)")
        }
        // The bound is the oscillation's envelope (exact when the motion does not cross the
        // target); compare with its closed form.
        let omega = (c.stiffness / c.mass).squareRoot()
        let zeta = c.damping / (2 * (c.stiffness * c.mass).squareRoot())
        if zeta < 1 {
            let decay = zeta * omega
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (c.velocity - decay * c.distance) / wd
            let amplitude = (c.distance * c.distance + b * b).squareRoot()
            #expect(abs(settle - Reference.log(amplitude / spring.restThreshold) / decay) <= 1e-9)
        } else {
            // Without a crossing of the target the envelope is |x| itself: the bound is tight.
            let crosses = (0...3000).contains { k in
                spring.state(at: Double(k) * 1e-3, distance: c.distance, velocity: c.velocity).position > c.distance
            }
            let before = spring.state(at: settle - 1e-4, distance: c.distance, velocity: c.velocity).position
            #expect(crosses || abs(c.distance - before) > spring.restThreshold)
        }
    }

    @Test("a clamped spring never passes its target, while the same spring unclamped does", arguments: SpringCase.all)
    func clampingNeverOvershoots(_ c: SpringCase) throws {
        let clamped = try c.spring(clamped: true)
        let free = try c.spring()
        var freeOvershoots = false
        for k in 0...3000 {
            let t = Double(k) * 1e-3
            #expect(clamped.fractionCovered(at: t, distance: c.distance, velocity: c.velocity) <= 1)
            #expect(clamped.state(at: t, distance: c.distance, velocity: c.velocity).position <= c.distance)
            if free.state(at: t, distance: c.distance, velocity: c.velocity).position > c.distance + 1e-9 {
                freeOvershoots = true
            }
        }
        let zeta = c.damping / (2 * (c.stiffness * c.mass).squareRoot())
        if zeta < 1 || c.velocity > 5 { #expect(freeOvershoots) }
    }

    @Test("as a completion motion: positive finite duration, 0 at release, exactly 1 from the duration on")
    func completionContract() throws {
        let springs = [SpringMotion.navigation, .interactiveCompletion] + (try SpringCase.all.map { try $0.spring() })
        for spring in springs {
            for distance in [0, 1e-6, 0.05, 0.5, 1] {
                for velocity in [-20, -1, 0, 0.5, 3, 40, 1e6] as [Double] {
                    let duration = spring.duration(distance: distance, velocity: velocity)
                    #expect(duration.isFinite && duration > 0)
                    #expect(spring.fractionCovered(at: 0, distance: distance, velocity: velocity) == 0)
                    #expect(spring.fractionCovered(at: duration, distance: distance, velocity: velocity) == 1)
                    #expect(spring.fractionCovered(at: duration * 1.5 + 2, distance: distance, velocity: velocity) == 1)
                    for k in 0...100 {
                        #expect(
                            spring.fractionCovered(
                                at: duration * Double(k) / 100, distance: distance, velocity: velocity
                            ).isFinite)
                    }
                }
            }
        }
    }

    @Test("the navigation preset completes within 350 ms and is half-way by then on its own physics")
    func navigationPresetNumbers() throws {
        let navigation = SpringMotion.navigation
        #expect(navigation.dampingRatio > 4.5 && navigation.dampingRatio < 4.6)
        #expect(navigation.duration(distance: 1, velocity: 0) == 0.35)
        #expect(navigation.duration(distance: 0.4, velocity: 3) <= 0.35)
        let uncapped = try SpringMotion(mass: 3, stiffness: 1000, damping: 500, clampsOvershoot: true)
        let settle = uncapped.settlingTime(distance: 1, velocity: 0)
        #expect(settle > 3.3 && settle < 3.5)
        let halfway = uncapped.state(at: 0.35, distance: 1, velocity: 0).position
        #expect(halfway > 0.45 && halfway < 0.55)
        // The capped completion is monotone and lands exactly on time.
        var previous = 0.0
        for k in 0...350 {
            let covered = navigation.fractionCovered(at: Double(k) / 1000, distance: 1, velocity: 0)
            #expect(covered >= previous)
            previous = covered
        }
        #expect(previous == 1)
    }

    @Test("the interactive-completion preset settles on its own within 350 ms from rest")
    func interactiveCompletionNumbers() {
        let spring = SpringMotion.interactiveCompletion
        #expect(spring.dampingRatio == 1)
        #expect(spring.settlingTime(distance: 1, velocity: 0) <= 0.35)
        #expect(spring.settlingTime(distance: 1, velocity: 0) > 0.25)
    }

    @Test("as a timing curve: exact endpoints and the motion over distance 1 in normalised time")
    func timingCurve() throws {
        let spring = try SpringMotion(response: 0.5, dampingRatio: 0.6, initialVelocity: 1.5)
        let duration = spring.duration(distance: 1, velocity: 1.5)
        #expect(spring.value(at: 0) == 0)
        #expect(spring.value(at: 1) == 1)
        var overshoots = false
        for k in 1..<100 {
            let f = Double(k) / 100
            #expect(
                abs(spring.value(at: f) - spring.fractionCovered(at: f * duration, distance: 1, velocity: 1.5)) < 1e-12)
            if spring.value(at: f) > 1 { overshoots = true }
        }
        #expect(overshoots)
    }

    @Test("response and damping ratio convert to mass, stiffness and damping")
    func perceptualParameters() throws {
        let spring = try SpringMotion(response: 0.4, dampingRatio: 0.8)
        #expect(abs(spring.response - 0.4) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    }

    @Test("invalid spring parameters throw a typed error naming the parameter")
    func invalidParameters() {
        #expect(throws: TimingCurveError.invalidSpringParameter(name: "stiffness", value: 0)) {
            try SpringMotion(stiffness: 0, damping: 10)
        }
        #expect(throws: TimingCurveError.invalidSpringParameter(name: "damping", value: -1)) {
            try SpringMotion(stiffness: 100, damping: -1)
        }
        #expect(throws: TimingCurveError.invalidSpringParameter(name: "mass", value: .infinity)) {
            try SpringMotion(mass: .infinity, stiffness: 100, damping: 10)
        }
        #expect(throws: TimingCurveError.invalidSpringParameter(name: "maximumDuration", value: 0)) {
            try SpringMotion(stiffness: 100, damping: 10, maximumDuration: 0)
        }
        #expect(throws: TimingCurveError.self) { try SpringMotion(response: 0, dampingRatio: 1) }
        #expect(throws: TimingCurveError.self) { try SpringMotion(response: 0.3, dampingRatio: .nan) }
    }
}
