import NavKitCore
import NavKitInteraction

func ts(_ seconds: Double) -> Timestamp { Timestamp(seconds: seconds) }

func touch(_ id: TouchID, _ phase: TouchPhase, _ x: Double, _ y: Double = 0, at seconds: Double) -> Touch {
    Touch(id: id, phase: phase, location: Point(x: x, y: y), timestamp: ts(seconds))
}

extension VelocityTracker {
    /// A tracker fed `x(t)` at the given times (y stays 0).
    static func fed(times: [Double], x: (Double) -> Double) -> VelocityTracker {
        var tracker = VelocityTracker()
        for t in times { tracker.add(Point(x: x(t), y: 0), at: ts(t)) }
        return tracker
    }
}

extension BackGestureMachine {
    /// Feeds a touch as the container would, beginning every transition a begin asks for: the
    /// environment says which finger drives, as the transition machine would (the finger a back
    /// recognizer follows while it is active: it began and nothing released or abandoned it).
    mutating func feed(_ touch: Touch, in environment: GestureEnvironment) -> BackGestureAction {
        var environment = environment
        environment.drivingSource = drivingFinger
        guard var routing = try? handle(touch, in: environment, topScreen: "top") else { return .none }
        if case .begin = routing.action { routing = confirmBegin(routing) }
        return routing.action
    }

    /// The finger a test's stand-in transition machine says drives: the one the back swipe (or the
    /// zoom dismiss) follows while it is active.
    var drivingFinger: InteractionSource? {
        if let swipe = backSwipe, swipe.state.isActive, let id = swipe.trackedTouch { return .touch(id) }
        if let zoom = zoomDismiss, zoom.state.isActive, let id = zoom.trackedTouch { return .touch(id) }
        return nil
    }

    /// A machine with one setting changed from the defaults.
    static func with(_ configuration: BackGestureConfiguration) -> BackGestureMachine {
        // Test settings are valid by construction.
        try! BackGestureMachine(configuration: configuration)
    }
}
