public import NavKit
public import NavKitLaws

/// A transition the alongside laws are checked on: timed, swiped, caught by a finger, finished
/// and cancelled.
public enum AlongsideScenario: String, CaseIterable, Sendable {
    /// A push run by time to its end.
    case timedPush = "timed push"
    /// A pop run by time to its end.
    case timedPop = "timed pop"
    /// A swipe back dragged past half the width and lifted: finished.
    case swipeFinished = "swipe back, finished"
    /// A swipe back dragged a quarter of the width and lifted at rest: cancelled.
    case swipeCancelled = "swipe back, cancelled"
    /// A running push caught by a finger and flung back: cancelled.
    case caughtPushCancelled = "caught push, cancelled"
    /// A running push caught by a finger and dragged on: finished.
    case caughtPushFinished = "caught push, finished"
    /// A running pop caught by a finger and dragged back toward leading: cancelled.
    case caughtPopCancelled = "caught pop, cancelled"
    /// A push and a pop requested together: the pop runs behind the push, in the same frame it ends.
    case queued = "push, then a queued pop"
}

/// Records NavKit's container through every ``AlongsideScenario`` and checks the recordings
/// against ``NavKitLaws/AlongsideLaws``: an animator's transitions, as the container's transition
/// coordinator hands them to alongside animations.
///
/// ```swift
/// @Test func alongsideFollowsMyAnimator() throws {
///     let report = try AlongsideLawRecorder.check(MyAnimator(), name: "my-animator")
///     #expect(report.passed, "\(report)")
/// }
/// ```
@MainActor
public enum AlongsideLawRecorder {
    /// Plays every scenario with the animator and checks the alongside laws on the recordings.
    /// - Parameters:
    ///   - animator: The animator every transition runs with.
    ///   - name: Its name in the report.
    ///   - layoutDirection: Which side is leading.
    /// - Returns: One outcome per law.
    /// - Throws: ``ScriptedHost/SettleError`` or a ``NavKit/NavigationError`` when a scenario
    ///   cannot be played (the container never settles, a request is refused).
    public static func check(
        _ animator: any AnimatedTransitioning, name: String, layoutDirection: LayoutDirection = .leftToRight
    ) throws -> TransitionLawReport {
        let recordings = try AlongsideScenario.allCases.map {
            try record($0, animator: animator, layoutDirection: layoutDirection)
        }
        return AlongsideLaws.check(
            recordings, name: name, reproduceCommand: "AlongsideLawRecorder.record(_:animator:) with \(name)")
    }

    /// Plays one scenario on a three-screen stack and records, after every event (each frame,
    /// touch and request), the transition the scene shows and the alongside frames heard.
    /// - Parameters:
    ///   - scenario: What to play.
    ///   - animator: The animator every transition runs with.
    ///   - layoutDirection: Which side is leading.
    /// - Returns: The recording.
    /// - Throws: ``ScriptedHost/SettleError`` or a ``NavKit/NavigationError``.
    public static func record(
        _ scenario: AlongsideScenario, animator: any AnimatedTransitioning,
        layoutDirection: LayoutDirection = .leftToRight
    ) throws -> AlongsideLaws.Recording {
        let host = ScriptedHost(
            root: Screen(id: "home"), layoutDirection: layoutDirection,
            animators: AnimatorRegistry(defaultAnimator: animator, named: "law"))
        try host.container.setStack([Screen(id: "home"), Screen(id: "list"), Screen(id: "detail")], animated: false)
        var steps: [AlongsideLaws.Step] = []
        var heard: [AlongsideFrame] = []
        let registration = host.container.transitionCoordinator.addAlongside { heard.append($0) }
        defer { registration.cancel() }
        func step() {
            steps.append(AlongsideLaws.Step(rendered: host.container.scene.transition, delivered: heard))
            heard = []
        }
        host.onFrame = { _ in step() }
        let width = host.container.bounds.width
        let sign = layoutDirection.trailingSign
        func x(_ fromLeading: Double) -> Double { sign > 0 ? fromLeading : width - fromLeading }
        func play(_ script: GestureScript) {
            for touch in script.touches {
                _ = try? host.feed(touch)
                step()
            }
        }
        func swipe(from start: Double, by distance: Double, over duration: Double, stop: Double = 0) -> GestureScript {
            .swipe(
                from: Point(x: x(start), y: 400), to: Point(x: x(start + distance), y: 400), over: duration,
                stop: stop, startingAt: host.now)
        }
        switch scenario {
        case .timedPush:
            try host.container.push(Screen(id: "more"))
            step()
        case .timedPop:
            try host.container.pop()
            step()
        case .swipeFinished:
            play(swipe(from: 5, by: width * 0.7, over: 0.3))
        case .swipeCancelled:
            play(swipe(from: 5, by: width * 0.25, over: 0.4, stop: 0.2))
        case .caughtPushCancelled, .caughtPushFinished:
            try host.container.push(Screen(id: "more"))
            step()
            try host.run(for: 0.15)
            let toward = scenario == .caughtPushCancelled ? width * 0.45 : -width * 0.4
            play(swipe(from: width / 2, by: toward, over: 0.1))
        case .caughtPopCancelled:
            try host.container.pop()
            step()
            try host.run(for: 0.1)
            play(swipe(from: width / 2, by: -width * 0.45, over: 0.1))
        case .queued:
            try host.container.push(Screen(id: "more"))
            step()
            try host.container.pop()
            step()
        }
        try host.settle()
        return AlongsideLaws.Recording(scenario: scenario.rawValue, steps: steps)
    }
}
