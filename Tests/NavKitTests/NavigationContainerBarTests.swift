import NavKit
import Testing

@Suite("Bar state")
@MainActor
struct NavigationContainerBarTests {
    @Test("when idle the bar shows the top screen's preference")
    func idleBar() throws {
        let h = Harness()
        #expect(h.container.scene.bar == .resting(for: Screens.home, showsBackButton: false))
        try h.container.push(Screens.photo)
        try h.settle()
        #expect(h.container.scene.bar.isHidden)
        #expect(h.container.scene.bar == .resting(for: Screens.photo, showsBackButton: true))
        try h.container.push(Screens.detail)
        try h.settle()
        #expect(h.container.scene.bar.offset == 0 && h.container.scene.bar.opacity == 1)
        #expect(h.container.scene.bar.title.text == "Detail")
        #expect(h.container.scene.bar.backButtonOpacity == 1)
    }

    @Test("during a transition the bar moves with the same progress as the content")
    func barFollowsProgress() throws {
        let h = Harness()
        try h.container.push(Screens.photo, animated: false)
        try h.container.beginInteractivePop()
        for p in [0.1, 0.5, 0.9] {
            try h.container.updateInteractivePop(progress: p)
            let bar = h.container.scene.bar
            #expect(abs(bar.opacity - p) < 1e-12)
            #expect(abs(bar.offset - (-44 * (1 - p))) < 1e-12)
        }
    }

    @Test("changing a preference updates the idle bar at once")
    func preferenceChange() throws {
        let h = Harness()
        try h.container.updatePreferences(of: "home") { $0.prefersBarHidden = true }
        #expect(h.container.scene.bar.isHidden)
        try h.container.updatePreferences(of: "home") { $0.barAppearance = .transparent }
        #expect(h.container.topScreen.preferences.barAppearance == .transparent)
        #expect(throws: NavigationError.screenNotInStack("nope")) {
            try h.container.updatePreferences(of: "nope") { $0.prefersBarHidden = false }
        }
    }
}

@Suite("Observers")
@MainActor
struct NavigationObserverTests {
    @Test("a released observer is not retained and causes no crash")
    func releasedObserver() throws {
        let h = Harness()
        weak var weakObserver: RecordingObserver?
        do {
            let observer = RecordingObserver()
            weakObserver = observer
            h.container.addObserver(observer)
            try h.container.push(Screens.list)
            #expect(h.container.observerCount == 1)
        }
        #expect(weakObserver == nil)
        #expect(h.container.observerCount == 0)
        try h.settle()
        #expect(h.ids == ["home", "list"])
    }

    @Test("an observer released in the middle of a transition causes no crash")
    func releasedMidTransition() throws {
        let h = Harness()
        var observer: RecordingObserver? = RecordingObserver()
        h.container.addObserver(observer!)
        try h.container.push(Screens.list)
        try h.run(for: 0.1)
        observer = nil
        try h.settle()
        #expect(h.ids == ["home", "list"])
    }

    @Test("pushing from did-show is safe and ordered after queued requests")
    func reentrantPush() throws {
        let h = Harness()
        let observer = RecordingObserver()
        observer.onDidShow = { container, screen in
            if screen.id == "list" { _ = try? container.push(Screens.settings) }
        }
        h.container.addObserver(observer)
        try h.container.push(Screens.list)
        try h.container.push(Screens.detail)
        try h.settle()
        #expect(h.ids == ["home", "list", "detail", "settings"])
        #expect(
            observer.events.filter { $0.hasPrefix("didShow") } == [
                "didShow list", "didShow detail", "didShow settings",
            ])
    }

    @Test("events arrive in order: will-show, began, did-show, ended")
    func eventOrder() throws {
        let h = Harness()
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        h.container.addObserver(observer)
        try h.container.push(Screens.list)
        try h.settle()
        #expect(observer.events == ["willShow list", "began push home->list", "didShow list", "ended finished"])
    }
}

@Suite("Animator choice and misbehaving animators")
@MainActor
struct AnimatorChoiceTests {
    @Test("override beats the screen's preference, which beats the default")
    func precedence() throws {
        var registry = AnimatorRegistry.standard
        registry.register(BrokenAnimator(poison: 0), as: "other")
        let h = Harness(registry: registry)
        var fancy = Screens.list
        fancy.preferences.preferredAnimator = "other"
        try h.container.push(fancy, animated: true)
        #expect(h.container.scene.layers.layer(for: "list")?.state.offset.dy == 0)
        try h.settle()
        try h.container.push(Screens.detail, animator: "other")
        try h.settle()
        try h.container.pop()
        try h.run(for: 0.1)
        // "detail" itself prefers nothing, so its pop uses the default slide.
        #expect((h.container.scene.layers.layer(for: "detail")?.state.offset.dx ?? 0) > 0)
    }

    @Test("an unknown animator name falls back to the default with a diagnostic")
    func unknownName() throws {
        let h = Harness()
        let log = DiagnosticLog(h.container)
        try h.container.push(Screens.list, animator: "warp")
        #expect(log.all == [.unknownAnimator("warp")])
        try h.settle()
        #expect(h.ids == ["home", "list"])
    }

    @Test("non-finite animator output is sanitised and reported once", arguments: [Double.nan, .infinity, -.infinity])
    func sanitised(poison: Double) throws {
        var registry = AnimatorRegistry.standard
        registry.register(BrokenAnimator(poison: poison), as: "broken")
        let h = Harness(registry: registry)
        let log = DiagnosticLog(h.container)
        try h.container.push(Screens.list, animator: "broken")
        for _ in 0..<10 {
            try h.run(for: 1.0 / 60)
            #expect(h.container.scene.isWellFormed, "\(h.container.scene.firstViolation ?? "")")
        }
        #expect(log.all.count == 1)
        try h.settle()
        #expect(h.ids == ["home", "list"])
    }

    @Test("absurd durations are clamped", arguments: [0.0, -1, .nan, 1e9])
    func clampedDuration(duration: Double) throws {
        var registry = AnimatorRegistry.standard
        registry.register(BrokenAnimator(durationValue: duration, poison: 0), as: "odd")
        let h = Harness(registry: registry)
        let log = DiagnosticLog(h.container)
        try h.container.push(Screens.list, animator: "odd")
        try h.run(for: 10.1)
        #expect(h.ids == ["home", "list"])
        let clamped = log.all.filter { if case .durationClamped = $0 { true } else { false } }
        #expect(clamped.count == 1)
    }
}

@Suite("Re-entrant requests during an immediate change")
@MainActor
struct ImmediateReentrancyTests {
    final class PushOnWillShow: NavigationObserver {
        var errors: [NavigationError] = []
        var dispositions: [OperationDisposition] = []
        func navigationContainer(_ container: NavigationContainer, willShow screen: Screen, animated: Bool) {
            guard screen.id == "list" else { return }
            do { dispositions.append(try container.push(Screens.list)) } catch { errors.append(error) }
            do { dispositions.append(try container.push(Screens.detail, animated: false)) } catch {
                errors.append(error)
            }
        }
    }

    @Test("a push from will-show of a non-animated push is checked against the stack that push produces")
    func checkedAgainstTheIncomingStack() throws {
        let h = Harness()
        let observer = PushOnWillShow()
        h.container.addObserver(observer)
        try h.container.push(Screens.list, animated: false)
        #expect(observer.errors == [.duplicateScreen("list")])
        // Will-show is an effect of a change the machine has made: the push from it is the next
        // event and applies at once on top of "list".
        #expect(observer.dispositions == [.applied])
        try h.settle()
        #expect(h.ids == ["home", "list", "detail"])
    }
}
