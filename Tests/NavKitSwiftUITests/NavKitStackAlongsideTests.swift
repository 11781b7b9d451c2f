#if os(Linux)
    import CombineStandIn
    import Foundation
    import NavKit
    @testable import NavKitSwiftUI
    import SwiftUIStandIn
    import Testing

    /// The frames a screen's `onNavKitTransition` heard.
    @MainActor
    final class AlongsideLog {
        var frames: [String: [AlongsideFrame]] = [:]
        var presence: [String: [Double]] = [:]
    }

    /// A stack whose message screens record the transitions they are shown in.
    struct AlongsideApp: View {
        @ObservedObject var store: PathStore
        let model: NavKitStackModel<String>
        let log: AlongsideLog

        var body: some View {
            NavKitStack(path: Binding(get: { store.path }, set: { store.path = $0 }), model: model) {
                InboxScreen()
            } destination: { [log] id in
                PresenceProbe(id: id, log: log)
            }
        }
    }

    /// A screen's view that records the frames it hears and how far its own screen stands toward
    /// shown on each.
    struct PresenceProbe: View {
        let id: String
        let log: AlongsideLog
        @Environment(\.navKitScreen) private var screen

        var body: some View {
            Text(id).navKitTitle(id).onNavKitTransition { [log, id, screen] frame in
                log.frames[id, default: []].append(frame)
                if let screen, let presence = frame.presence(of: screen) {
                    log.presence[id, default: []].append(presence)
                }
            }
        }
    }

    @Suite("NavKitStack: onNavKitTransition hands a screen the stack's transition frames")
    @MainActor
    struct NavKitStackAlongsideTests {
        @Test("a screen shown during a pop hears its frames, each the stack's progress, and the last at 1")
        func popFrames() async {
            let date = TimelineDate()
            let store = PathStore(["inbox", "message"])
            let model = NavKitStackModel<String>(measure: { text, _ in Double(text.count) * 9 }, now: { date.value })
            let log = AlongsideLog()
            let graph = StandInViewGraph(AlongsideApp(store: store, model: model, log: log))
            let timeline = StackTimeline(model, date: date)
            await graph.update()
            await graph.update()
            #expect(log.frames.isEmpty)
            store.path = ["inbox"]
            await graph.update()
            var rendered: [Double] = []
            for _ in 0..<40 {
                timeline.run(for: 1.0 / 60)
                if let progress = model.container.scene.transition?.progress { rendered.append(progress) }
                await graph.update()
            }
            #expect(model.container.stack.count == 2)
            #expect(rendered.count > 5)
            let heard = log.frames["message"] ?? []
            let running = heard.filter { $0.outcome == nil }.map(\.progress)
            #expect(running == [0] + rendered, "the begin frame, then every frame the stack rendered")
            #expect(heard.last?.outcome == .finished)
            #expect(heard.last?.progress == 1)
            #expect(heard.allSatisfy { $0.direction == .backward })
            #expect(log.frames["inbox"]?.last?.progress == 1, "the screen uncovered hears the pop too")
        }

        @Test("navKitScreen names a view's own screen: covered, its presence runs 1 → 0; uncovered, back to 1")
        func presenceOfOwnScreen() async {
            let date = TimelineDate()
            let store = PathStore(["inbox", "message"])
            let model = NavKitStackModel<String>(measure: { text, _ in Double(text.count) * 9 }, now: { date.value })
            let log = AlongsideLog()
            let graph = StandInViewGraph(AlongsideApp(store: store, model: model, log: log))
            let timeline = StackTimeline(model, date: date)
            await graph.update()
            await graph.update()
            store.path = ["inbox", "message", "photo"]
            await run(timeline, graph)
            #expect(model.container.stack.count == 4, "the root, then inbox, message and photo")
            let covered = log.presence["message"] ?? []
            #expect(covered.count > 5)
            #expect(covered.first == 1 && covered.last == 0, "the covered screen goes from shown to gone")
            #expect(zip(covered, covered.dropFirst()).allSatisfy { $0 >= $1 })
            log.presence.removeAll()
            store.path = ["inbox", "message"]
            await run(timeline, graph)
            let uncovered = log.presence["message"] ?? []
            #expect(uncovered.count > 5)
            #expect(uncovered.first == 0 && uncovered.last == 1, "uncovered by the pop, back to shown")
        }

        /// Shows the path change, then 40 frames at 60 Hz, the view graph updated after each.
        private func run(_ timeline: StackTimeline<String>, _ graph: StandInViewGraph) async {
            await graph.update()
            for _ in 0..<40 {
                timeline.run(for: 1.0 / 60)
                await graph.update()
            }
        }
    }
#endif
