#if os(Linux)
    import CombineStandIn
    import Foundation
    import NavKit
    @testable import NavKitSwiftUI
    import SwiftUIStandIn

    /// The app's path, as an app keeps it (its `@State` or model).
    @MainActor
    final class PathStore: ObservableObject {
        @Published var path: [String]

        init(_ path: [String]) {
            self.path = path
        }
    }

    /// The inbox: the root screen, with a background reaching under the status bar.
    struct InboxScreen: View {
        var body: some View {
            ZStack {
                SwiftUIStandIn.Color(red: 0.9, green: 0.9, blue: 1).ignoresSafeArea()
                Text("Inbox")
            }
            .navKitTitle("Inbox")
        }
    }

    /// A message: the screen for a path value, with an action the app hands it (a closure SwiftUI
    /// cannot compare: a new one makes SwiftUI evaluate the body again).
    struct MessageScreen: View {
        let id: String
        let reply: () -> Void
        var body: some View {
            Text(id).navKitTitle(id)
        }
    }

    /// An app whose body is a ``NavKitStack`` bound to its path store, as SwiftUI apps write one.
    struct StackApp: View {
        @ObservedObject var store: PathStore
        let model: NavKitStackModel<String>

        var body: some View {
            NavKitStack(
                path: Binding(get: { store.path }, set: { store.path = $0 }), model: model
            ) {
                InboxScreen()
            } destination: { id in
                MessageScreen(id: id) { store.path.append("reply") }
            }
        }
    }

    /// A ``StackApp`` in SwiftUI's update loop (the stand-in's view graph), on a timeline the test
    /// plays.
    @MainActor
    final class StackAppHarness {
        let date = TimelineDate()
        let store: PathStore
        let model: NavKitStackModel<String>
        let graph: StandInViewGraph
        let timeline: StackTimeline<String>

        init(path: [String]) async {
            let date = self.date
            store = PathStore(path)
            model = NavKitStackModel<String>(measure: { text, _ in Double(text.count) * 9 }, now: { date.value })
            graph = StandInViewGraph(StackApp(store: store, model: model))
            timeline = StackTimeline(model, date: date)
            await graph.update()
        }

        /// Body evaluations of a view type (by the start of its name).
        func evaluations(_ prefix: String) -> Int { graph.evaluations { $0.hasPrefix(prefix) } }

        /// Display frames at 60 Hz, each followed by SwiftUI's update.
        func frames(_ count: Int) async {
            for _ in 0..<count {
                timeline.run(for: 1.0 / 60)
                await graph.update()
            }
        }

        /// A drag from `start` across part of the screen, seven moves 20 points apart, each followed
        /// by a frame: the finger stays down.
        func dragPartway(from start: CGPoint) async {
            for step in 0...6 {
                graph.dragChanged(drag(CGPoint(x: start.x + 20 * CGFloat(step), y: start.y), from: start))
                await frames(1)
            }
        }

        /// A drag event at a point, at the timeline's date.
        func drag(_ location: CGPoint, from start: CGPoint) -> DragGesture.Value {
            DragGesture.Value(standInTime: date.value, location: location, startLocation: start)
        }
    }
#endif
