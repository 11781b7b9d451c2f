#if os(Linux)
    import Foundation
    import NavKit
    import NavKitHost
    @testable import NavKitSwiftUI
    import SwiftUIStandIn
    import Testing

    /// A leave guard that answers later.
    @MainActor
    final class LaterGuard: LeaveGuard {
        func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
            .decideLater
        }
    }

    /// An app's path and its saved path, as `@State` and `@SceneStorage` keep them.
    @MainActor
    final class SavedPathStore {
        var path: [String]
        var saved: SavedPath<String>?
        /// How many times the stack wrote the saved path.
        var writes = 0

        init(path: [String], saved: [String]?) throws {
            self.path = path
            self.saved = try saved.map { try SavedPath($0) }
        }

        var pathBinding: Binding<[String]> { Binding(get: { self.path }, set: { self.path = $0 }) }
        var savedBinding: Binding<SavedPath<String>?> {
            Binding(
                get: { self.saved },
                set: {
                    self.saved = $0
                    self.writes += 1
                })
        }

        /// A stack made as an app makes it, with a saved path, in SwiftUI's update loop.
        func stack() -> NavKitStack<String, Text, Text> {
            NavKitStack(path: pathBinding, savedPath: savedBinding) {
                Text("Mail")
            } destination: { value in
                Text(value)
            }
        }
    }

    @Suite("NavKitStack with a saved path (for @SceneStorage) on the SwiftUI stand-in")
    @MainActor
    struct NavKitStackSavedPathTests {
        @Test("at launch an empty path takes the saved one, shown at once without animation, and the binding hears it")
        func restoresAtLaunch() async throws {
            let store = try SavedPathStore(path: [], saved: ["inbox", "message"])
            let stack = store.stack()
            let graph = StandInViewGraph(stack)
            await graph.update()
            #expect(store.path == ["inbox", "message"])
            #expect(stack.model.container.stack.map(\.id) == ["navkit-root", "path-1", "path-2"])
            #expect(stack.model.container.transition == nil)
            #expect(store.saved?.elements == ["inbox", "message"])
            #expect(store.writes == 0, "the saved path is what shows: nothing to write")
        }

        @Test("a path the app set before the stack appeared (a link) wins over the saved one, and is saved")
        func linkWins() async throws {
            let store = try SavedPathStore(path: ["drafts"], saved: ["inbox", "message"])
            let stack = store.stack()
            await StandInViewGraph(stack).update()
            #expect(store.path == ["drafts"])
            #expect(stack.model.container.stack.count == 2)
            #expect(store.saved?.elements == ["drafts"])
        }

        @Test(
            "the saved path is where the stack settles: a push in flight as finished, a queued change as applied, a held swipe as cancelled, a change waiting for a guard not yet"
        )
        func savedAsItSettles() throws {
            let store = try SavedPathStore(path: [], saved: nil)
            let date = TimelineDate()
            let model = NavKitStackModel<String>(measure: { text, _ in Double(text.count) * 9 }, now: { date.value })
                .savingPath(in: store.savedBinding, path: store.pathBinding)
            model.bindPath(store.pathBinding)
            let timeline = StackTimeline(model, date: date)
            model.connect(
                size: CGSize(width: 390, height: 844), direction: .leftToRight, reduceMotion: false, path: ["inbox"])
            #expect(store.saved?.elements == ["inbox"])

            model.setPath(["inbox", "message"])
            timeline.run(for: 0.1)
            #expect(model.container.transition != nil)
            #expect(store.saved?.elements == ["inbox", "message"], "a push in flight is saved as finished")
            model.setPath(["inbox", "message", "photo"])
            #expect(model.container.queuedOperationCount == 1)
            #expect(store.saved?.elements == ["inbox", "message", "photo"], "a queued change is saved as applied")
            timeline.settle()
            model.setPath(["inbox", "message"], animated: false)

            model.dragChanged(to: CGPoint(x: 40, y: 400), at: timeline.date)
            for step in 1...10 {
                timeline.run(for: 1.0 / 60)
                model.dragChanged(to: CGPoint(x: 40 + 20 * Double(step), y: 400), at: timeline.date)
            }
            #expect(model.container.transition?.context.isInteractive == true)
            #expect(store.saved?.elements == ["inbox", "message"], "a swipe a finger holds is saved as cancelled")
            model.dragEnded(at: CGPoint(x: 360, y: 400), date: timeline.date)
            timeline.settle()
            #expect(store.path == ["inbox"] && store.saved?.elements == ["inbox"], "the finished swipe is saved")

            let guarded = LaterGuard()
            model.setPath(["inbox", "compose"], animated: false)
            model.container.setLeaveGuard(guarded, for: model.container.stack[2].id)
            model.setPath([])
            #expect(model.container.pendingLeaveRequests.count == 1)
            #expect(store.saved?.elements == ["inbox", "compose"], "a change waiting for the guard is not saved")
            let question = try #require(model.container.pendingLeaveRequests.first)
            try model.driver.request { (container) throws(NavigationError) in
                try container.answer(question.id, allowing: true)
            }
            timeline.settle()
            #expect(store.saved?.elements == [], "allowed, the pop is saved")
        }
    }
#endif
