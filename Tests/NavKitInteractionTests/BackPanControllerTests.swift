import NavKitCore
import NavKitInteraction
import Testing

@Suite("Back pan controller (pure front-end)")
struct BackPanControllerTests {
    static let environment = BackGestureEnvironment(bounds: Rect(x: 0, y: 0, width: 400, height: 800), stackDepth: 2)

    @Test("edge and fullscreen factories set the start zone")
    func factories() {
        var edge = BackPanController.edge(width: 30)
        #expect(edge.handle(touch(1, .began, 31, at: 0), in: Self.environment) == .refuse(.outsideEdgeZone))
        var edgeIn = BackPanController.edge(width: 30)
        #expect(edgeIn.handle(touch(1, .began, 29, at: 0), in: Self.environment) == .none)
        var full = BackPanController.fullscreen(maximumStartDistance: 50)
        #expect(full.handle(touch(1, .began, 51, at: 0), in: Self.environment) == .refuse(.beyondMaximumStartDistance))
    }

    @Test("the emitted actions follow one finger from begin to finish")
    func actions() {
        var pan = BackPanController()
        var actions: [BackGestureAction] = []
        actions.append(pan.handle(touch(1, .began, 100, at: 0), in: Self.environment))
        actions.append(pan.handle(touch(1, .moved, 105, at: 0.01), in: Self.environment))  // inside the slop
        actions.append(pan.handle(touch(1, .moved, 140, at: 0.02), in: Self.environment))
        actions.append(pan.handle(touch(1, .moved, 200, at: 0.03), in: Self.environment))
        #expect(pan.isActive)
        actions.append(pan.handle(touch(1, .ended, 200, at: 0.04), in: Self.environment))
        #expect(actions[0] == .none)
        #expect(actions[1] == .none)
        #expect(actions[2] == .begin(.fullscreen, progress: 0.1))
        #expect(actions[3] == .update(progress: 0.25))
        guard case .finish(let v) = actions[4] else {
            Issue.record("\(actions[4])")
            return
        }
        #expect(v > 1)
        #expect(pan.trackedTouch == nil)
    }

    @Test("abandoning a begun-to-be swipe refuses it and ignores the finger until it lifts")
    func abandon() {
        var pan = BackPanController()
        _ = pan.handle(touch(1, .began, 100, at: 0), in: Self.environment)
        _ = pan.handle(touch(1, .moved, 140, at: 0.02), in: Self.environment)
        #expect(pan.abandon(because: .intercepted) == .refuse(.intercepted))
        #expect(pan.handle(touch(1, .moved, 200, at: 0.03), in: Self.environment) == .none)
        #expect(pan.handle(touch(1, .ended, 200, at: 0.04), in: Self.environment) == .none)
        #expect(pan.handle(touch(2, .began, 100, at: 0.05), in: Self.environment) == .none)
        #expect(pan.trackedTouch == 2)
    }

    @Test("horizontal dominance is configurable")
    func dominance() {
        var strict = BackPanController(configuration: BackGestureConfiguration(horizontalDominance: 2))
        _ = strict.handle(touch(1, .began, 100, 100, at: 0), in: Self.environment)
        #expect(strict.handle(touch(1, .moved, 130, 120, at: 0.02), in: Self.environment) == .refuse(.verticalMovement))
        var loose = BackPanController()
        _ = loose.handle(touch(1, .began, 100, 100, at: 0), in: Self.environment)
        #expect(loose.handle(touch(1, .moved, 130, 120, at: 0.02), in: Self.environment) != .refuse(.verticalMovement))
    }
}
