import CAllocationCounter
import NavKit
import NavKitTesting

/// Gesture arena, stack and property-engine benchmarks.
@MainActor
enum OtherBenchmarks {
    /// An arena of `count` pan recognizers on nested regions that all contain the touch, fed
    /// whole gestures (down, 18 moves, up: 20 events) through a reused event buffer, as the
    /// container feeds its own arena.
    struct ArenaLoop {
        var arena = GestureArena()
        var events: [ArenaEvent] = []
        var time = 0.0
        var id = 0
        let environment = GestureEnvironment(bounds: Rect(x: 0, y: 0, width: 800, height: 800))

        init(recognizers count: Int) {
            for index in 0..<count {
                let inset = Double(index % 100)
                arena.attach(
                    PanRecognizer(slop: 10, requiresHorizontal: index % 2 == 0),
                    as: GestureID(stringLiteral: "pan\(index)"),
                    in: Rect(x: inset, y: inset, width: 800 - 2 * inset, height: 800 - 2 * inset))
            }
            events.reserveCapacity(2 * count + 4)
        }

        /// One gesture: 20 events.
        mutating func gesture() {
            id += 1
            let touch = TouchID(id)
            time += 0.01
            feed(Touch(id: touch, phase: .began, location: Point(x: 400, y: 400), timestamp: Timestamp(seconds: time)))
            for step in 1...18 {
                time += 1.0 / 120
                let p = Point(x: 400 + Double(step) * 4, y: 400 + Double(step))
                feed(Touch(id: touch, phase: .moved, location: p, timestamp: Timestamp(seconds: time)))
            }
            time += 1.0 / 120
            feed(Touch(id: touch, phase: .ended, location: Point(x: 472, y: 418), timestamp: Timestamp(seconds: time)))
        }

        @inline(__always)
        private mutating func feed(_ touch: Touch) {
            events.removeAll(keepingCapacity: true)
            arena.handle(touch, in: environment, into: &events)
            blackHole(events.count)
        }
    }

    /// Nanoseconds per touch event with `count` recognizers.
    static func arena(recognizers count: Int, events: Int = 2_000) -> Measurement {
        var loop = ArenaLoop(recognizers: count)
        let gestures = max(1, events / 20)
        var result = measure("arena, \(count) recognizers", operations: gestures * 20, runs: count >= 1000 ? 5 : 11) {
            for _ in 0..<gestures { loop.gesture() }
        }
        result.note =
            "ns per event; \(format1(result.nanosecondsPerOperation / Double(count))) ns per recognizer"
        return result
    }

    /// Push and pop (not animated) on a stack with `depth` screens below.
    static func stack(depth: Int) -> (Measurement, bytesPerScreen: Double) {
        let clock = ManualClock()
        let container = NavigationContainer(root: Screen(id: "root"), clock: clock)
        let screens =
            [Screen(id: "root")] + (1..<max(1, depth)).map { Screen(id: ScreenID("s\($0)"), title: "Screen \($0)") }
        let bytesBefore = navkitAllocatedBytes()
        _ = try? container.setStack(screens, animated: false)
        let bytes = Double(navkitAllocatedBytes() - bytesBefore) / Double(max(1, depth))
        let extra = Screen(id: "extra", title: "Extra")
        let pairs = 2_000
        let result = measure("push+pop, \(depth) below", operations: pairs * 2, runs: 11) {
            for _ in 0..<pairs {
                _ = try? container.push(extra, animated: false)
                _ = try? container.pop(animated: false)
            }
        }
        return (result, bytes)
    }

    /// Generated container-operation cases per second (the fixed-step generator the fuzz harness
    /// and `ContainerModelRunner.run(_:)` use), and model-checked programs per second on the path
    /// the tests and the soak take: ``NavKitTesting/ContainerModelRunner/stateMachine(_:maxSteps:poolSize:runner:finally:)``
    /// run by the rule-based state-machine engine, every step, frame and touch checked against the
    /// reference model.
    @MainActor
    static func propertyEngine() -> (generated: Double, checked: Double) {
        let generator = ContainerStep.sequences()
        let clock = ContinuousClock()
        let count = 20_000
        var start = clock.now
        let cases = (try? generator.samples(count: count, seed: 42)) ?? []
        let generation = start.duration(to: clock.now)
        start = clock.now
        let report = ContainerModelRunner.stateMachine().check(
            settings: PropertySettings(iterations: 1_000, seed: 42, environment: [:], database: nil))
        let checking = start.duration(to: clock.now)
        precondition(report.passed, "the container must agree with its model: \(report)")
        func seconds(_ d: Duration) -> Double {
            Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        return (Double(cases.count) / seconds(generation), Double(report.testedCases) / seconds(checking))
    }
}

func format1(_ value: Double) -> String {
    let scaled = (value * 10).rounded() / 10
    return "\(scaled)"
}
