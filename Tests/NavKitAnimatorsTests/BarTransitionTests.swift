import NavKitAnimators
import NavKitCore
import Testing

/// Two resting bars an animator moves between.
struct BarScenario: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var from: Screen
    var to: Screen

    static let tinted = BarAppearance(
        backgroundColor: Color(red: 0.1, green: 0.2, blue: 0.8, alpha: 1), tintColor: .white, titleColor: .white,
        shadowLineOpacity: 0)

    static let all: [BarScenario] = [
        BarScenario(
            testDescription: "shown → hidden", from: Screen(id: "list", title: "List"),
            to: Screen(id: "photo", title: "Photo", preferences: .init(prefersBarHidden: true))),
        BarScenario(
            testDescription: "hidden → shown",
            from: Screen(id: "photo", title: "Photo", preferences: .init(prefersBarHidden: true)),
            to: Screen(id: "detail", title: "Detail")),
        BarScenario(
            testDescription: "opaque → transparent", from: Screen(id: "list", title: "List"),
            to: Screen(id: "hero", title: "Hero", preferences: .init(barAppearance: .transparent))),
        BarScenario(
            testDescription: "transparent → tinted",
            from: Screen(id: "hero", title: "Hero", preferences: .init(barAppearance: .transparent)),
            to: Screen(id: "shop", title: "Shop", preferences: .init(barAppearance: tinted))),
    ]

    var fromBar: BarState { .resting(for: from, showsBackButton: false, height: 44) }
    var toBar: BarState { .resting(for: to, showsBackButton: true, height: 44) }

    func context(_ direction: TransitionDirection) -> TransitionContext {
        TransitionContext(
            operation: direction == .forward ? .push : .pop, direction: direction, from: from, to: to,
            bounds: Rect(size: Size(width: 390, height: 844)))
    }
}

@Suite("Animators: bar transitions")
struct BarTransitionTests {
    static let cases: [(String, BarScenario)] = AnimatorCase.builtIns.map(\.0).flatMap { name in
        BarScenario.all.map { (name, $0) }
    }

    private func animator(_ name: String) throws -> any AnimatedTransitioning {
        try #require(AnimatorCase.builtIns.first { $0.0 == name }).1
    }

    @Test("the bar is exactly the from bar at 0 and the to bar at 1", arguments: cases)
    func exactEndpoints(_ name: String, _ scenario: BarScenario) throws {
        let animator = try animator(name)
        for direction in TransitionDirection.allCases {
            let context = scenario.context(direction)
            #expect(animator.bar(at: 0, from: scenario.fromBar, to: scenario.toBar, in: context) == scenario.fromBar)
            #expect(animator.bar(at: 1, from: scenario.fromBar, to: scenario.toBar, in: context) == scenario.toBar)
        }
    }

    @Test(
        "the bar follows the progress: half-way between hidden and shown it is half moved and half faded",
        arguments: cases)
    func halfwayIsHalfMoved(_ name: String, _ scenario: BarScenario) throws {
        guard scenario.fromBar.isHidden != scenario.toBar.isHidden else { return }
        let bar = try animator(name).bar(
            at: 0.5, from: scenario.fromBar, to: scenario.toBar, in: scenario.context(.forward))
        #expect(bar.offset == -22)
        #expect(bar.opacity == 0.5)
        let visible = scenario.fromBar.isHidden ? scenario.toBar : scenario.fromBar
        #expect(bar.title == visible.title, "the visible side's title slides with the bar")
    }

    @Test("the appearance blends with the progress, so a transparent bar never flashes", arguments: cases)
    func appearanceBlends(_ name: String, _ scenario: BarScenario) throws {
        let animator = try animator(name)
        let (from, to) = (scenario.fromBar.appearance, scenario.toBar.appearance)
        for k in 0...64 {
            let p = Double(k) / 64
            let bar = animator.bar(at: p, from: scenario.fromBar, to: scenario.toBar, in: scenario.context(.forward))
            #expect(bar.isWellFormed)
            let alpha = bar.appearance.backgroundColor.alpha
            #expect(alpha >= min(from.backgroundColor.alpha, to.backgroundColor.alpha) - 1e-12)
            #expect(alpha <= max(from.backgroundColor.alpha, to.backgroundColor.alpha) + 1e-12)
            let expected = from.interpolated(to: to, fraction: p)
            #expect(abs(alpha - expected.backgroundColor.alpha) < 1e-12)
            #expect(abs(bar.appearance.tintColor.red - expected.tintColor.red) < 1e-12)
            #expect(abs(bar.appearance.shadowLineOpacity - expected.shadowLineOpacity) < 1e-12)
        }
    }

    @Test("when both screens show a bar, the titles cross-fade and slide a quarter width", arguments: cases)
    func titlesCrossFade(_ name: String, _ scenario: BarScenario) throws {
        guard !scenario.fromBar.isHidden, !scenario.toBar.isHidden else { return }
        let context = scenario.context(.forward)
        let quarter = context.bounds.width / 4
        let bar = try animator(name).bar(at: 0.25, from: scenario.fromBar, to: scenario.toBar, in: context)
        // Push: the incoming title arrives from trailing, the outgoing one leaves toward leading.
        #expect(bar.title == BarTitle(text: scenario.to.title, opacity: 0.25, offset: quarter * 0.75))
        #expect(bar.outgoingTitle == BarTitle(text: scenario.from.title, opacity: 0.75, offset: -quarter * 0.25))
        #expect(bar.offset == 0 && bar.opacity == 1)
        // Pop: the other way round.
        let back = try animator(name).bar(
            at: 0.25, from: scenario.fromBar, to: scenario.toBar, in: scenario.context(.backward))
        #expect(back.title.offset == -quarter * 0.75)
        #expect(back.outgoingTitle?.offset == quarter * 0.25)
    }

    @Test("a cancelled swipe (progress back to 0) restores the from bar exactly", arguments: cases)
    func cancelRestores(_ name: String, _ scenario: BarScenario) throws {
        let animator = try animator(name)
        let context = scenario.context(.backward)
        var bar = scenario.fromBar
        for p in [0.1, 0.37, 0.62, 0.4, 0.15, 0.02, 0] {
            bar = animator.bar(at: p, from: scenario.fromBar, to: scenario.toBar, in: context)
            if p > 0 && scenario.fromBar != scenario.toBar { #expect(bar != scenario.fromBar) }
        }
        #expect(bar == scenario.fromBar)
    }
}
