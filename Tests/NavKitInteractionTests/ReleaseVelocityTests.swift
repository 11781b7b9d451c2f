import NavKitCore
import NavKitInteraction
import Testing

@Suite("Release velocity")
struct ReleaseVelocityTests {
    /// A steady 400 pt/s drag sampled at 120 Hz, then a lift `liftDelay` after the last move.
    func releaseVelocity(liftDelay: Double) -> Double {
        var controller = try! BackGestureMachine()
        let environment = GestureEnvironment(
            bounds: Rect(x: 0, y: 0, width: 400, height: 800), layoutDirection: .leftToRight, stackDepth: 2,
            isTransitioning: false, policy: .enabled)
        var time = 1.0
        var x = 100.0
        _ = controller.feed(
            Touch(id: 1, phase: .began, location: Point(x: x, y: 300), timestamp: Timestamp(seconds: time)),
            in: environment)
        for _ in 0..<24 {
            time += 1.0 / 120
            x += 400.0 / 120
            _ = controller.feed(
                Touch(id: 1, phase: .moved, location: Point(x: x, y: 300), timestamp: Timestamp(seconds: time)),
                in: environment)
        }
        let action = controller.feed(
            Touch(id: 1, phase: .ended, location: Point(x: x, y: 300), timestamp: Timestamp(seconds: time + liftDelay)),
            in: environment)
        switch action {
        case .finish(let velocity), .cancel(let velocity): return velocity * 400
        default: return .nan
        }
    }

    @Test("a lift shortly after the last move keeps the drag's speed", arguments: [0.0, 0.001, 0.012, 0.02, 0.035])
    func liftKeepsSpeed(delay: Double) {
        #expect(abs(releaseVelocity(liftDelay: delay) - 400) < 1, "release at \(delay) s after the last move")
    }

    @Test(
        "a finger that rested longer than the stop gap before lifting releases at zero", arguments: [0.045, 0.08, 0.5])
    func restThenLift(delay: Double) {
        #expect(releaseVelocity(liftDelay: delay) == 0)
    }
}
