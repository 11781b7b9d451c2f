import NavKitCore
import Testing

@Suite("Bar transitions")
struct BarStateTests {
    let shown = Screen(id: "a", title: "A")
    let hidden = Screen(id: "b", title: "B", preferences: ScreenPreferences(prefersBarHidden: true))
    let clear = Screen(id: "c", title: "C", preferences: ScreenPreferences(barAppearance: .transparent))

    @Test("resting bars follow the screen's preference")
    func resting() {
        let a = BarState.resting(for: shown, showsBackButton: false)
        #expect(a.offset == 0 && a.opacity == 1 && a.backButtonOpacity == 0 && !a.isHidden)
        let b = BarState.resting(for: hidden, showsBackButton: true, height: 50)
        #expect(b.offset == -50 && b.opacity == 0 && b.isHidden)
    }

    @Test("the standard transition returns its endpoints exactly", arguments: [0.0, 1.0, -0.5, 2.0])
    func endpoints(progress: Double) {
        let from = BarState.resting(for: shown, showsBackButton: true)
        let to = BarState.resting(for: hidden, showsBackButton: false)
        let bar = BarState.standardTransition(from: from, to: to, progress: progress)
        #expect(bar == (progress <= 0 ? from : to))
    }

    @Test("between a shown and a hidden bar, a half swipe shows a half-moved bar")
    func halfMoved() {
        let from = BarState.resting(for: shown, showsBackButton: true)
        let to = BarState.resting(for: hidden, showsBackButton: false)
        let bar = BarState.standardTransition(from: from, to: to, progress: 0.5)
        #expect(bar.offset == -22)
        #expect(bar.opacity == 0.5)
        #expect(bar.title.text == "A")
        #expect(bar.outgoingTitle == nil)
    }

    @Test("between two shown bars, titles cross-fade and appearances blend")
    func crossFade() {
        let from = BarState.resting(for: shown, showsBackButton: true)
        let to = BarState.resting(for: clear, showsBackButton: true)
        let bar = BarState.standardTransition(from: from, to: to, progress: 0.25)
        #expect(bar.title == BarTitle(text: "C", opacity: 0.25))
        #expect(bar.outgoingTitle == BarTitle(text: "A", opacity: 0.75))
        let expectedAlpha = lerp(BarAppearance.standard.backgroundColor.alpha, 0, 0.25)
        #expect(abs(bar.appearance.backgroundColor.alpha - expectedAlpha) < 1e-12)
        #expect(bar.isWellFormed)
    }

    /// The standard bar transition worked out field by field from its documented rule (the
    /// bar's frame and opacity blend; between two shown bars the titles cross-fade and slide by
    /// `travel`, the appearances blend unless equal; toward or from a hidden bar the shown bar's
    /// title and back button stay), built from scratch rather than by the code under test.
    static func reference(from: BarState, to: BarState, progress: Double, travel: Double) -> BarState {
        let p = min(1, max(0, progress))
        if p == 0 { return from }
        if p == 1 { return to }
        let appearance =
            from.appearance == to.appearance
            ? to.appearance : from.appearance.interpolated(to: to.appearance, fraction: p)
        let title: BarTitle
        let outgoing: BarTitle?
        let back: Double
        switch (from.opacity > 0, to.opacity > 0) {
        case (true, true):
            title = BarTitle(text: to.title.text, opacity: to.title.opacity * p, offset: travel * (1 - p))
            outgoing = BarTitle(text: from.title.text, opacity: from.title.opacity * (1 - p), offset: -travel * p)
            back = lerp(from.backButtonOpacity, to.backButtonOpacity, p)
        case (true, false):
            (title, outgoing, back) = (from.title, nil, from.backButtonOpacity)
        case (false, _):
            (title, outgoing, back) = (to.title, nil, to.backButtonOpacity)
        }
        return BarState(
            height: lerp(from.height, to.height, p), offset: lerp(from.offset, to.offset, p),
            opacity: lerp(from.opacity, to.opacity, p), appearance: appearance, title: title, outgoingTitle: outgoing,
            backButtonOpacity: back)
    }

    @Test(
        "written in place over any earlier frame, the bar is the standard transition's",
        arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func inPlace(progress: Double) {
        let bars = [shown, hidden, clear].flatMap { screen in
            [true, false].map { BarState.resting(for: screen, showsBackButton: $0) }
        }
        for from in bars {
            for to in bars {
                let expected = Self.reference(from: from, to: to, progress: progress, travel: 97.5)
                #expect(
                    BarState.standardTransition(from: from, to: to, progress: progress, titleTravel: 97.5) == expected)
                // Every earlier frame the scene may hold: either end, or a frame between other bars.
                for earlier in bars + [BarState.standardTransition(from: to, to: from, progress: 0.5, titleTravel: 3)] {
                    var bar = earlier
                    bar.formStandardTransition(from: from, to: to, progress: progress, titleTravel: 97.5)
                    #expect(bar == expected)
                }
            }
        }
    }
}

@Suite("Completion motion")
struct HermiteCompletionTests {
    let motion = HermiteCompletion()

    @Test("durations stay within bounds for any input", arguments: [0.0, 0.01, 0.5, 1, .nan, .infinity])
    func boundedDuration(distance: Double) {
        for velocity in [-10.0, 0, 0.5, 3, 100, .nan] {
            let d = motion.duration(distance: distance, velocity: velocity)
            #expect(d >= 0.08 && d <= 0.35)
        }
    }

    @Test("fraction covered runs 0 to exactly 1, monotonically, and starts at the release velocity")
    func shape() {
        for (distance, velocity) in [(0.6, 0.0), (0.6, 1.5), (0.2, 4), (0.9, -1)] {
            let total = motion.duration(distance: distance, velocity: velocity)
            #expect(motion.fractionCovered(at: 0, distance: distance, velocity: velocity) == 0)
            #expect(motion.fractionCovered(at: total, distance: distance, velocity: velocity) == 1)
            #expect(motion.fractionCovered(at: total + 1, distance: distance, velocity: velocity) == 1)
            var previous = 0.0
            for i in 1...100 {
                let f = motion.fractionCovered(at: total * Double(i) / 100, distance: distance, velocity: velocity)
                #expect(f >= previous && f <= 1)
                previous = f
            }
            if velocity > 0, velocity * total / distance <= 3 {
                let h = 1e-7
                let slope = motion.fractionCovered(at: h, distance: distance, velocity: velocity) / h * distance
                #expect(abs(slope - velocity) < 1e-3)
            }
        }
    }
}
