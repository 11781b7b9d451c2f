import NavKit
import NavKitFuzz
import NavKitHost
import Testing

/// A back interceptor that consumes every back, as a web view with history would.
private final class ConsumingInterceptor: BackInterceptor {
    func shouldConsumeBack(on screen: ScreenID) -> Bool { true }
}

@Suite("Navigation host driver")
@MainActor
struct NavigationHostDriverTests {
    let home = Screen(id: "home", title: "Home")
    let detail = Screen(id: "detail", title: "Detail")
    let clock = ManualClock()
    let container: NavigationContainer
    let driver: NavigationHostDriver
    let renderer = RecordingRenderer()

    init() {
        container = NavigationContainer(root: home, clock: clock)
        driver = NavigationHostDriver(container: container, frameLinger: 0)
        driver.connect(renderer)
        driver.hostAppearance(.appearing, animated: false)
        driver.hostAppearance(.appeared, animated: false)
    }

    /// Runs display frames at 60 Hz until the driver pauses them.
    func runFrames(limit: Int = 600) throws {
        for _ in 0..<limit {
            clock.advance(by: 1.0 / 60)
            try driver.frame(at: clock.now)
            if renderer.frameUpdates.last == false { return }
        }
        Issue.record("the frame loop never paused")
    }

    @Test("connecting brings the root in and draws it; the host's appearance makes it appear")
    func connect() {
        #expect(
            renderer.effects == [
                .willEnterStack("home"), .didEnterStack("home"), .willAppear("home", animated: false),
                .didAppear("home", animated: false),
            ])
        #expect(renderer.commands.contains(.attach("home")))
    }

    @Test(
        "an animated push makes UIKit's callbacks, applies only what moves, and pauses the display callback when done")
    func animatedPush() throws {
        renderer.clear()
        try driver.request { try $0.push(detail) }
        #expect(renderer.frameUpdates == [true])
        #expect(
            renderer.effects == [
                .willEnterStack("detail"), .willDisappear("home", animated: true),
                .willAppear("detail", animated: true),
            ])
        #expect(renderer.commands.first == .attach("detail"))
        try runFrames()
        #expect(
            Array(renderer.effects.suffix(3)) == [
                .didDisappear("home", animated: true), .didAppear("detail", animated: true), .didEnterStack("detail"),
            ])
        #expect(renderer.commands.contains(.detach("home")))
        #expect(!renderer.commands.contains(.attach("home")))
        #expect(renderer.violation == nil)
        #expect(driver.incomingBar.backButton?.title == "Home")
    }

    @Test("a push requested from a didAppear callback waits until that callback's transition has ended")
    func reentrantRequest() throws {
        let extra = Screen(id: "extra", title: "Extra")
        renderer.onEffect = { [driver] effect in
            if effect == .didAppear("detail", animated: true) { _ = try? driver.request { try $0.push(extra) } }
        }
        try driver.request { try $0.push(detail) }
        try runFrames()
        let effects = renderer.effects
        let entered = try #require(effects.firstIndex(of: .didEnterStack("detail")))
        let next = try #require(effects.firstIndex(of: .willEnterStack("extra")))
        #expect(entered < next)
        #expect(renderer.violation == nil)
        #expect(container.topScreen == extra)
    }

    @Test("Esc goes back through the back gesture's guards")
    func keyboardBack() throws {
        try driver.request { try $0.push(detail, animated: false) }
        #expect(driver.handle(.key(KeyPress(.escape))))
        #expect(container.transition != nil)
        try runFrames()
        #expect(container.topScreen == home)
        #expect(!driver.handle(.key(KeyPress(.escape))), "nothing to go back to on the root")
        #expect(driver.performBack(BackRequest(source: .accessibilityEscape)) == .refused(.rootScreen))
    }

    @Test("a back interceptor consumes a keyboard or VoiceOver back, as it does a swipe")
    func interceptedBack() throws {
        try driver.request { try $0.push(detail, animated: false) }
        let interceptor = ConsumingInterceptor()
        container.setBackInterceptor(interceptor, for: "detail")
        #expect(driver.performBack(BackRequest(source: .accessibilityEscape)) == .intercepted)
        #expect(
            driver.handle(.key(KeyPress(.leftBracket, modifiers: .command))),
            "the key was used: the screen went back itself")
        #expect(container.topScreen == detail)
        withExtendedLifetime(interceptor) {}
    }

    @Test("keys do not go back while text is being edited; the back button pops even where the swipe is disabled")
    func editingAndBackButton() throws {
        var locked = detail
        locked.preferences.backGesture = .disabled
        try driver.request { try $0.push(locked, animated: false) }
        #expect(!driver.handle(.key(KeyPress(.escape)), isEditingText: true))
        #expect(driver.performBack(BackRequest(source: .keyboard(KeyPress(.escape)))) == .refused(.disabledByScreen))
        #expect(driver.handle(.backButton))
        try runFrames()
        #expect(container.topScreen == home)
    }

    @Test("a change that keeps the top still reaches the lifecycle")
    func changeBelowTop() throws {
        try driver.request { try $0.push(detail, animated: false) }
        renderer.clear()
        let other = Screen(id: "other", title: "Other")
        try driver.request { try $0.setStack([other, detail], animated: true) }
        #expect(
            renderer.effects == [
                .willEnterStack("other"), .willLeaveStack("home"), .didEnterStack("other"), .didLeaveStack("home"),
            ])
        #expect(driver.incomingBar.backButton?.title == "Other")
    }

    /// Pushes `screen` animated and returns the scene a quarter of the way through.
    private func quarterOfAPush(_ screen: Screen) throws -> Scene {
        try driver.request { try $0.push(screen) }
        clock.advance(by: 0.1)
        try driver.frame(at: clock.now)
        defer { try? runFrames() }
        return container.scene
    }

    @Test("Reduce Motion is the container's setting: transitions cross-fade, and move again after it")
    func motionPolicy() throws {
        driver.motionPolicy = .reduced
        #expect(container.motionPolicy == .reduced)
        #expect(!(container.animators.defaultAnimator is ReducedMotionAnimator), "the registry stays the app's")
        let reduced = try quarterOfAPush(detail)
        #expect(reduced.layers.allSatisfy { $0.state.offset == .zero })
        #expect(reduced.layers.contains { $0.state.opacity > 0 && $0.state.opacity < 1 })
        driver.motionPolicy = .standard
        #expect(container.motionPolicy == .standard)
        let moving = try quarterOfAPush(Screen(id: "more", title: "More"))
        #expect(moving.layers.contains { $0.state.offset.dx != 0 })
    }

    @Test("an animator registered on the container after the driver exists survives motion-policy changes")
    func animatorRegisteredAfterTheDriver() throws {
        // As the "Writing an animator" article shows: the app registers on the container.
        container.animators.register(RisingAnimator(), as: "rising")
        // What the UIKit controller does on every appearance, and SwiftUI when the setting changes.
        driver.motionPolicy = .reduced
        driver.motionPolicy = .standard
        var rising = detail
        rising.preferences.preferredAnimator = "rising"
        var diagnostics: [NavigationDiagnostic] = []
        let observer = DiagnosticRecorder { diagnostics.append($0) }
        container.addObserver(observer)
        let scene = try quarterOfAPush(rising)
        #expect(container.animators.names.contains("rising"))
        #expect(scene.layers.contains { $0.screen == "detail" && $0.state.offset.dy > 0 }, "the app's animator ran")
        #expect(!diagnostics.contains(.unknownAnimator("rising")))
        // Under Reduce Motion the same animator is the one reduced: its duration, a cross-fade.
        driver.motionPolicy = .reduced
        var again = Screen(id: "again", title: "Again")
        again.preferences.preferredAnimator = "rising"
        let reduced = try quarterOfAPush(again)
        #expect(reduced.layers.allSatisfy { $0.state.offset == .zero })
        #expect(!diagnostics.contains(.unknownAnimator("rising")))
        withExtendedLifetime(observer) {}
    }

    @Test("the status bar and the bar contents follow a transition, and a cancel restores them")
    func statusBarAndBarContents() throws {
        var dark = detail
        dark.preferences.statusBarStyle = .lightContent
        try driver.request { try $0.push(dark, animated: false) }
        #expect(driver.statusBarStyle == .lightContent)
        try container.beginInteractivePop()
        driver.synchronize()
        #expect(driver.outgoingBar?.title == "Detail")
        #expect(driver.incomingBar.title == "Home")
        try container.updateInteractivePop(progress: 0.3)
        #expect(driver.statusBarStyle == .lightContent)
        try container.updateInteractivePop(progress: 0.6)
        #expect(driver.statusBarStyle == .default)
        try container.cancelInteractivePop()
        try runFrames()
        #expect(driver.statusBarStyle == .lightContent)
        #expect(driver.outgoingBar == nil)
        #expect(driver.incomingBar.title == "Detail")
        #expect(renderer.violation == nil)
    }

    @Test("a finger down keeps the display callback running; it pauses after the finger lifts")
    func touchesKeepFramesRunning() throws {
        renderer.clear()
        clock.advance(by: 1)
        try driver.handle(Touch(id: 1, phase: .began, location: Point(x: 200, y: 400), timestamp: clock.now))
        #expect(renderer.frameUpdates == [true])
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            try driver.frame(at: clock.now)
        }
        #expect(renderer.frameUpdates == [true])
        try driver.handle(Touch(id: 1, phase: .ended, location: Point(x: 200, y: 400), timestamp: clock.now))
        try runFrames()
        #expect(renderer.frameUpdates == [true, false])
    }

    @Test("after invalidating the views the next render describes the whole scene")
    func invalidate() {
        renderer.clear()
        driver.render()
        #expect(renderer.commands.isEmpty)
        driver.invalidateViews()
        driver.render()
        #expect(renderer.commands.contains(.attach("home")))
    }

    @Test("requests made before a renderer connects lose nothing: connecting catches up, a running transition included")
    func requestsBeforeConnecting() throws {
        let late = NavigationContainer(root: home, clock: clock)
        let lateDriver = NavigationHostDriver(container: late, frameLinger: 0)
        try lateDriver.request { try $0.push(detail) }
        let lateRenderer = RecordingRenderer()
        lateDriver.connect(lateRenderer)
        #expect(lateRenderer.effects == [.willEnterStack("home"), .didEnterStack("home"), .willEnterStack("detail")])
        #expect(lateRenderer.frameUpdates == [true], "the display callback starts for the running push")
        lateDriver.hostAppearance(.appearing, animated: false)
        lateDriver.hostAppearance(.appeared, animated: false)
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            try lateDriver.frame(at: clock.now)
        }
        #expect(late.transition == nil)
        #expect(
            Array(lateRenderer.effects.suffix(3)) == [
                .willAppear("detail", animated: false), .didAppear("detail", animated: true), .didEnterStack("detail"),
            ])
        #expect(lateRenderer.violation == nil)
        try lateRenderer.checker.checkAtRest(stack: ["home", "detail"], host: .appeared)
    }

    @Test("a frame time behind the latest touch still ticks, at the touch's time")
    func frameBehindTouch() throws {
        try driver.request { try $0.push(detail, animated: false) }
        clock.advance(by: 1)
        let late = clock.now + 0.5
        try driver.handle(Touch(id: 1, phase: .began, location: Point(x: 5, y: 400), timestamp: late))
        try driver.frame(at: clock.now)
        #expect(throws: FrameLoopError.self) { try driver.frame(at: Timestamp(seconds: .nan)) }
    }

    @Test("a nested container's driver runs frames for a back that reached it through the enclosing container")
    func nestedBackRunsInnerFrames() throws {
        let inner = NavigationContainer(root: Screen(id: "tab-root", title: "Tab"), clock: clock)
        let innerDriver = NavigationHostDriver(container: inner, frameLinger: 0)
        let innerRenderer = RecordingRenderer()
        innerDriver.connect(innerRenderer)
        try inner.push(Screen(id: "tab-detail", title: "Tab detail"), animated: false)
        container.embed(inner, in: "home", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        innerRenderer.clear()

        // Esc goes to the outer driver; the innermost container that can go back takes it.
        #expect(driver.handle(.key(KeyPress(.escape))))
        #expect(inner.transition?.context.operation == .pop)
        #expect(innerRenderer.frameUpdates == [true], "the inner host is asked for frames")
        for _ in 0..<600 where innerRenderer.frameUpdates.last == true {
            clock.advance(by: 1.0 / 60)
            try innerDriver.frame(at: clock.now)
        }
        #expect(inner.stack.map(\.id) == ["tab-root"])
        #expect(container.stack.map(\.id) == ["home"], "the outer container kept its screen")
        #expect(innerRenderer.effects.contains(.didLeaveStack("tab-detail")))
        #expect(innerRenderer.violation == nil)
    }
}

/// An app's own animator: the incoming screen rises from below (no horizontal motion).
private struct RisingAnimator: AnimatedTransitioning {
    func duration(for context: TransitionContext) -> Double { 0.4 }

    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let height = context.bounds.height
        let deeper = LayerState(offset: Vector(dx: 0, dy: (1 - progress) * height), zIndex: 1)
        let shallower = LayerState(zIndex: 0)
        return context.direction == .forward
            ? TransitionLayers(from: shallower, to: deeper)
            : TransitionLayers(from: LayerState(offset: Vector(dx: 0, dy: progress * height), zIndex: 1), to: shallower)
    }
}

/// An observer that hands every diagnostic to a closure.
@MainActor
private final class DiagnosticRecorder: NavigationObserver {
    let record: (NavigationDiagnostic) -> Void

    init(_ record: @escaping (NavigationDiagnostic) -> Void) {
        self.record = record
    }

    func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {
        record(diagnostic)
    }
}
