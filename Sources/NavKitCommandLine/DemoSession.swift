import NavKit
import NavKitPreview
import NavKitTesting

/// The scripted session behind `navkit demo`: real operations and real touches on a real
/// container, driven by NavKitTesting's ``NavKitTesting/ScriptedHost`` (the frames, touches and
/// settling every test uses), every frame recorded into a ``Timeline`` and every event into
/// readable lines. It is also the home screen's host for zooms: its thumbnail (named
/// `"thumbnail"`) stands where ``NavKitPreview/TransitionRecorder/sampleSourceFrame(in:)`` says,
/// mirrored in right-to-left. The thumbnail's photo is also a shared element (`"photo"`) of the
/// home screen and the zoomed photo screen, so it flies between the thumbnail and the photo's
/// place on the zoomed screen (``photoFrame(in:)``) above both screens.
final class DemoSession: NavigationObserver, TransitionSourceResolver {
    let host = ScriptedHost(
        root: Screen(id: "home", title: "Home", preferences: ScreenPreferences(sharedElements: [DemoSession.photo])),
        bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    /// The shared element of the home screen's thumbnail and the zoomed photo.
    static let photo: SharedElementID = "photo"
    /// Which screens show the photo: home (its thumbnail) and those that list it.
    private var photoScreens: Set<ScreenID> { ["home", "album-photo"] }
    private(set) var timeline = Timeline()
    private(set) var lines: [String] = []
    private(set) var outcomes: [(String, TransitionOutcome)] = []
    /// When the transition in flight began (one runs at a time; its context gains a source
    /// frame after `didBegin`, so the context is no key).
    private var beganAt: Double?

    init() {
        container.addObserver(self)
        container.transitionSourceResolver = self
        host.onFrame = { [unowned self] _ in record() }
    }

    var container: NavigationContainer { host.container }
    var clock: ManualClock { host.clock }

    var width: Double { container.bounds.width }
    var stackText: String { container.stack.map(\.id.rawValue).joined(separator: " › ") }

    func say(_ text: String) {
        lines.append("t=\(PreviewNumber.format(clock.now.seconds, decimals: 3))s  \(text)")
    }

    // MARK: Steps

    func push(_ screen: Screen) throws {
        timeline.beginSegment("push \(screen.id)")
        try container.push(screen)
        record()
        try settle()
    }

    /// Plays a one-finger swipe through `handle(_:)`, reporting the gesture decision, the release
    /// and the outcome.
    func swipe(_ name: String, from startFromLeading: Double, travel: Double, over duration: Double, stop: Double = 0)
        throws
    {
        timeline.beginSegment(name)
        let direction = container.layoutDirection
        let y = container.bounds.height * 0.6
        let x = direction == .leftToRight ? startFromLeading : width - startFromLeading
        let end = x + travel * direction.trailingSign
        let script = GestureScript.swipe(
            from: Point(x: x, y: y), to: Point(x: end, y: y), over: duration, stop: stop, startingAt: clock.now)
        say(
            "☝ \(name): finger down \(Int(startFromLeading)) pt from the leading edge, moves \(Int(travel)) pt in \(Int(duration * 1000)) ms"
                + (stop > 0 ? ", rests \(Int(stop * 1000)) ms" : "") + ", lifts")
        var lastDecision: BackGestureDecision?
        for touch in script.touches {
            try host.advance(to: touch.timestamp)
            let progressBefore = container.transition?.progress
            try host.feed(touch)
            record()
            if let decision = container.gestures.lastDecision, decision != lastDecision {
                lastDecision = decision
                say("  gesture: \(decision)")
            }
            if touch.phase == .ended, let phase = container.transition?.interactionPhase,
                case .completing(let outcome) = phase
            {
                let progress = Int(((progressBefore ?? 0) * 100).rounded())
                say("  released at \(progress)% → \(outcome == .finished ? "finishes (pop)" : "cancels (stays)")")
            }
        }
        if lastDecision == nil { say("  gesture: no decision") }
        try settle()
    }

    /// Plays a one-finger drag from the screen's centre by `translation` (any direction: the zoom
    /// dismiss), reporting the gesture decision and the outcome.
    func drag(_ name: String, by translation: Vector, over duration: Double) throws {
        timeline.beginSegment(name)
        let start = Point(x: width / 2, y: container.bounds.height / 2)
        let end = Point(x: start.x + translation.dx, y: start.y + translation.dy)
        let script = GestureScript.swipe(from: start, to: end, over: duration, startingAt: clock.now)
        say(
            "☝ \(name): finger down at the centre, moves (\(Int(translation.dx)), \(Int(translation.dy))) pt in \(Int(duration * 1000)) ms, lifts"
        )
        var lastDecision: BackGestureDecision?
        for touch in script.touches {
            try host.advance(to: touch.timestamp)
            try host.feed(touch)
            record()
            if let decision = container.gestures.lastDecision, decision != lastDecision {
                lastDecision = decision
                say("  gesture: \(decision)")
            }
        }
        if lastDecision == nil { say("  gesture: no decision") }
        try settle()
    }

    func pop(_ name: String) throws {
        timeline.beginSegment(name)
        try container.pop()
        record()
        try settle()
    }

    func setLayoutDirection(_ direction: LayoutDirection) {
        container.layoutDirection = direction
        say("layout direction → \(direction == .leftToRight ? "left-to-right" : "right-to-left")")
    }

    func popToRoot() throws {
        try container.popToRoot(animated: false)
        say("pop to root (not animated) — stack: \(stackText)")
    }

    // MARK: Frames

    private func settle() throws {
        try host.settle()
    }

    private func record() {
        try? timeline.record(container.scene, at: clock.now)
    }

    // MARK: TransitionSourceResolver

    func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? {
        guard source == "thumbnail", screen == "home" else { return nil }
        let frame = thumbnailFrame()
        say("  source: \(source) on \(screen) stands at \(frame.map(\.description) ?? "nowhere")")
        return frame
    }

    func sharedElement(_ element: SharedElementID, on screen: ScreenID) -> SharedElementFrame? {
        guard element == Self.photo, photoScreens.contains(screen) else { return nil }
        let frame =
            screen == "home"
            ? thumbnailFrame().map { SharedElementFrame($0, cornerRadius: 10) }
            : SharedElementFrame(Self.photoFrame(in: container.bounds))
        say("  shared: \(element) on \(screen) stands at \(frame.map(\.frame.description) ?? "nowhere")")
        return frame
    }

    /// Where the zoomed screen shows the photo: the full width, a third of the way down.
    static func photoFrame(in bounds: Rect) -> Rect {
        Rect(x: bounds.minX, y: bounds.minY + bounds.height * 0.3, width: bounds.width, height: bounds.width * 0.75)
    }

    /// The thumbnail on the home screen, mirrored in right-to-left.
    private func thumbnailFrame() -> Rect? {
        let screen = ScreenID("home")
        var context = TransitionContext(
            operation: .push, from: Screen(id: screen), to: Screen(id: screen), bounds: container.bounds,
            sourceFrame: TransitionRecorder.sampleSourceFrame(in: container.bounds))
        if container.layoutDirection == .rightToLeft { context = context.mirrored }
        return context.sourceFrame
    }

    // MARK: NavigationObserver

    func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
        beganAt = clock.now.seconds
        let how = context.isInteractive ? "interactive pop" : "\(context.operation)"
        say("▶ \(how) \(context.from.id) → \(context.to.id)")
    }

    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        let duration = beganAt.map { clock.now.seconds - $0 } ?? 0
        beganAt = nil
        outcomes.append(("\(context.from.id)→\(context.to.id)", outcome))
        let mark = outcome == .finished ? "✓ finished" : "✗ cancelled"
        say("\(mark) after \(Int((duration * 1000).rounded())) ms — stack: \(self.stackText)")
    }

    func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {
        say("  diagnostic: \(diagnostic)")
    }
}
