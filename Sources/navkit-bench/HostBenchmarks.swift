import Foundation
import NavKit
import NavKitHost

/// NavKitHost costs: diffing consecutive scenes into view commands.
@MainActor
enum HostBenchmarks {
    /// The scenes of a back swipe in progress (two screens moving, the bar cross-fading),
    /// recorded once, and a differ that walks them frame by frame into a reused buffer.
    @MainActor
    final class SceneDiffLoop {
        private var scenes: [Scene] = []
        private var differ = SceneDiffer()
        private var buffer = ViewCommandBuffer()
        private var next = 0
        /// Commands delivered so far.
        private(set) var commands = 0

        init() {
            let loop = FrameBenchmarks.InteractiveLoop()
            precondition(loop.container.transition?.isInteractive == true, "the benchmark swipe did not begin")
            for _ in 0..<240 {
                loop.frame()
                scenes.append(loop.container.scene)
            }
            differ.diff(to: scenes[0], into: &buffer)
        }

        /// One frame: the next scene diffed against the previous one.
        @inline(__always)
        func frame() {
            next = next == scenes.count - 1 ? 0 : next + 1
            buffer.removeAll()
            differ.diff(to: scenes[next], into: &buffer)
            commands += buffer.count
        }
    }

    static func sceneDiff(frames: Int) -> Measurement {
        let loop = SceneDiffLoop()
        var row = measure("scene diff frame", operations: frames) {
            for _ in 0..<frames { loop.frame() }
        }
        // 18 measured passes (3 warm-up + 15 runs) of `frames` frames each.
        let perFrame = Double(loop.commands) / Double(18 * frames)
        row.note = "swipe frame → " + String(format: "%.1f", perFrame) + " commands into a reused buffer"
        return row
    }
}
