import NavKit
import NavKitTesting

/// A container with a three-screen stack on the shared ``ScriptedHost``; touches are fed as the
/// tests script them, frames only when a test asks (``tick(_:)``, ``settle()``).
@MainActor
final class GestureHarness {
    let host: ScriptedHost
    var clock: ManualClock { host.clock }
    var container: NavigationContainer { host.container }
    /// The back gestures as they stand (a value: read it again after each touch).
    var gestures: BackGestureMachine { container.gestures }
    private(set) var time: Double = 0
    private(set) var routings: [TouchRouting] = []
    /// A script played piecewise with ``flush()``.
    var script = TouchScript()
    private var played = 0

    static let width = 390.0

    init(
        screens: [Screen] = [Screen(id: "home"), Screen(id: "list"), Screen(id: "detail")],
        direction: LayoutDirection = .leftToRight,
        configuration: BackGestureConfiguration = .init(),
        containerConfiguration: NavigationConfiguration = .init()
    ) throws {
        host = ScriptedHost(root: screens[0], layoutDirection: direction, configuration: containerConfiguration)
        if screens.count > 1 { try host.container.setStack(screens, animated: false) }
        try host.container.setBackGestureConfiguration(configuration)
    }

    /// Plays a script; the harness clock follows the script's last timestamp.
    @discardableResult
    func play(_ script: TouchScript) throws -> [TouchRouting] {
        var result: [TouchRouting] = []
        for touch in script.touches {
            result.append(try host.feed(touch, framesBetween: false))
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

    /// Ticks frames at 60 Hz from the latest touch until nothing runs, within the host's budget.
    /// - Returns: Seconds of frames it took.
    @discardableResult
    func settle() throws -> Double {
        clock.set(to: Timestamp(seconds: time))
        let waited = try host.settle()
        time = clock.now.seconds
        return waited
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
