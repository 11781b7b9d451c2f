#if os(Linux)
    import CombineStandIn
    import Foundation
    import NavKit
    @testable import NavKitSwiftUI
    import SwiftUIStandIn
    import Testing

    @Suite("NavKitStack with SwiftUI's task timing: a task(id:) runs after the update that started it")
    @MainActor
    struct NavKitStackTaskTimingTests {
        @Test(
            "a tap right after SwiftUI cancelled a swipe's drag, before the late reset, is a new finger: nothing pops")
        func tapBeforeLateResetIsNewFinger() async {
            let app = await StackAppHarness(path: ["inbox", "message"])
            await app.dragPartway(from: CGPoint(x: 40, y: 400))
            #expect(app.model.container.transition?.isInteractive == true, "the swipe follows the finger")
            // SwiftUI cancels the drag (no onEnded); its update starts the stack's reset task, which
            // runs a frame later — after a tap near the trailing edge has come and gone.
            app.graph.dragCancelled()
            await app.graph.update()
            let tap = CGPoint(x: 360, y: 120)
            app.graph.dragChanged(app.drag(tap, from: tap))
            app.graph.dragEnded(app.drag(tap, from: tap))
            await app.graph.update()
            await app.frames(40)
            #expect(app.model.container.transition == nil)
            #expect(app.store.path == ["inbox", "message"], "the tap did not finish the cancelled swipe")
            #expect(app.model.container.stack.count == 3)
        }

        @Test("the stand-in's task(id:) runs at the start of the update after the one that started it")
        func taskRunsOneFrameLate() async {
            let log = TaskLog()
            let graph = StandInViewGraph(TaskProbe(log: log))
            await graph.update()
            #expect(log.runs.isEmpty, "a task starts after the update that asked for it")
            await graph.update()
            #expect(log.runs == [0])
            log.value = 1
            await graph.update()
            #expect(log.runs == [0], "the update that sees the new id starts the task")
            await graph.update()
            #expect(log.runs == [0, 1])
        }
    }

    /// What ``TaskProbe``'s tasks did, and the id it shows.
    @MainActor
    final class TaskLog: ObservableObject {
        @Published var value = 0
        var runs: [Int] = []
    }

    /// A view with a `task(id:)` that logs each run.
    struct TaskProbe: View {
        @ObservedObject var log: TaskLog

        var body: some View {
            Text("\(log.value)").task(id: log.value) { @MainActor [log, value = log.value] in
                log.runs.append(value)
            }
        }
    }
#endif
