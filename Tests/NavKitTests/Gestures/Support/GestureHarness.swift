import NavKit

/// A container with a three-screen stack, its gesture driver and a manual clock.
final class GestureHarness {
    let clock = ManualClock()
    let container: NavigationContainer
    let gestures: NavigationGestures
    private(set) var time: Double = 0
    private(set) var routings: [TouchRouting] = []
    /// A script played piecewise with ``flush()``.
    var script = TouchScript()
    private var played = 0

    static let width = 390.0

    init(
        screens: [Screen] = [Screen(id: "home"), Screen(id: "list"), Screen(id: "detail")],
        direction: LayoutDirection = .leftToRight,
        configuration: BackGestureConfiguration = .init()
    ) throws {
        container = NavigationContainer(root: screens[0], layoutDirection: direction, clock: clock)
        if screens.count > 1 { try container.setStack(screens, animated: false) }
        gestures = container.gestures
        try gestures.setConfiguration(configuration)
    }

    /// Plays a script; the harness clock follows the script's last timestamp.
    @discardableResult
    func play(_ script: TouchScript) throws -> [TouchRouting] {
        var result: [TouchRouting] = []
        for touch in script.touches {
            result.append(try gestures.handle(touch))
            time = max(time, touch.timestamp.seconds)
        }
        routings += result
        return result
    }

    /// Plays the events of ``script`` not played yet.
    @discardableResult
    func flush() throws -> [TouchRouting] {
        let pending = TouchScript(touches: Array(script.touches[played...]))
        played = script.touches.count
        return try play(pending)
    }

    /// Ticks frames at 60 Hz until no transition runs (at most `limit` seconds).
    /// - Returns: Seconds of frames it took.
    @discardableResult
    func settle(limit: Double = 2) throws -> Double {
        let start = time
        while container.isTransitioning, time - start < limit {
            try tick(1.0 / 60)
        }
        return time - start
    }

    /// Advances the clock and ticks one frame.
    func tick(_ seconds: Double) throws {
        time += seconds
        clock.set(to: Timestamp(seconds: time))
        try container.tick(at: Timestamp(seconds: time))
    }

    var stackIDs: [ScreenID] { container.stack.map(\.id) }
    var decision: String { gestures.lastDecision.map { "\($0)" } ?? "none" }
}
