import NavKit

/// Frame costs: an interactive pop frame and a timed transition frame, both producing the full
/// `Scene` (two screens and the bar).
@MainActor
enum FrameBenchmarks {
    /// A container with three screens and a back swipe in progress, fed one touch move and one
    /// frame tick per iteration. The finger sweeps back and forth so the swipe never ends.
    @MainActor
    final class InteractiveLoop {
        let clock = ManualClock()
        let container: NavigationContainer
        var time = 1.0
        var x = 40.0
        var step = 3.0

        init() {
            container = NavigationContainer(
                root: Screen(id: "home", title: "Home"), bounds: Rect(x: 0, y: 0, width: 390, height: 844), clock: clock
            )
            _ = try? container.push(Screen(id: "list", title: "List"), animated: false)
            _ = try? container.push(
                Screen(id: "photo", title: "Photo", preferences: ScreenPreferences(prefersBarHidden: true)),
                animated: false)
            _ = try? container.handle(
                Touch(id: 1, phase: .began, location: Point(x: 10, y: 400), timestamp: Timestamp(seconds: time)))
            for _ in 0..<4 { frame() }
            precondition(container.transition?.isInteractive == true, "the benchmark swipe did not begin")
        }

        /// One frame: a touch move, a tick, and a read of the scene.
        @inline(__always)
        func frame() {
            time += 1.0 / 120
            x += step
            if x > 330 || x < 30 { step = -step }
            _ = try? container.handle(
                Touch(id: 1, phase: .moved, location: Point(x: x, y: 400), timestamp: Timestamp(seconds: time)))
            _ = try? container.tick(at: Timestamp(seconds: time))
            blackHole(container.scene.layers.count)
        }
    }

    /// A timed push with a 10-second slide-parallax transition (both screens show the bar, so
    /// the titles cross-fade), ticked `frames` times across its length: every frame moves it.
    @MainActor
    final class TimedLoop {
        let clock = ManualClock()
        let container: NavigationContainer
        let step: Double
        private var next = 0

        init(framesPerRun: Int) {
            var registry = AnimatorRegistry.standard
            registry.register(SlideParallaxAnimator(duration: 10), as: "slow")
            container = NavigationContainer(
                root: Screen(id: "home", title: "Home"), bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                clock: clock, animators: registry)
            step = 9.9 / Double(max(1, framesPerRun))
            restart()
        }

        /// A fresh push (not timed): alternate between two screens.
        func restart() {
            _ = try? container.popToRoot(animated: false)
            _ = try? container.push(Screen(id: ScreenID("s\(next % 2)"), title: "Detail"), animator: "slow")
            next += 1
        }

        /// One frame: a tick and a read of the scene.
        @inline(__always)
        func frame() {
            clock.advance(by: step)
            _ = try? container.tick()
            blackHole(container.scene.layers.count)
        }
    }

    static func interactive(frames: Int) -> Measurement {
        let loop = InteractiveLoop()
        return measure("interactive pop frame", operations: frames, note: "touch move + tick + animator + Scene") {
            for _ in 0..<frames { loop.frame() }
        }
    }

    /// Timed transition frames: a push with a 10-second slide, ticked across its length.
    static func timed(frames: Int) -> Measurement {
        let loop = TimedLoop(framesPerRun: frames)
        return measure(
            "push/pop frame", operations: frames, note: "tick + curve + animator + Scene", prepare: loop.restart
        ) {
            for _ in 0..<frames { loop.frame() }
        }
    }
}
