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
