#if os(Linux)
    import CombineStandIn
    import Foundation
    import NavKit
    @testable import NavKitSwiftUI
    import SwiftUIStandIn
    import Testing

    /// A tab's path and how many times the tab was re-tapped.
    @MainActor
    final class TabStore: ObservableObject {
        @Published var path: [String]
        @Published var reselections = 0

        init(_ path: [String]) {
            self.path = path
        }
    }

    /// The stack of one tab, popped to the root on a re-tap.
    struct TabApp: View {
        @ObservedObject var store: TabStore
        let model: NavKitStackModel<String>

        var body: some View {
            NavKitStack(path: Binding(get: { store.path }, set: { store.path = $0 }), model: model) {
                InboxScreen()
            } destination: { id in
                Text(id).navKitTitle(id)
            }
            .navKitPopsToRoot(onReselect: store.reselections)
        }
    }

    /// A leave guard that always denies.
    @MainActor
    final class DenyingGuard: LeaveGuard {
        var asked: [LeaveReason] = []
        func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
            asked.append(request.reason)
            return .deny
        }
    }

    @Suite("NavKitStack: navKitPopsToRoot(onReselect:) pops to the root on a re-tap, guards asked first")
    @MainActor
    struct NavKitStackTabReselectionTests {
        func app(_ path: [String]) async -> (
            TabStore, NavKitStackModel<String>, StandInViewGraph, StackTimeline<String>
        ) {
            let date = TimelineDate()
            let store = TabStore(path)
            let model = NavKitStackModel<String>(measure: { text, _ in Double(text.count) * 9 }, now: { date.value })
            let graph = StandInViewGraph(TabApp(store: store, model: model))
            let timeline = StackTimeline(model, date: date)
            await graph.update()
            await graph.update()
            return (store, model, graph, timeline)
        }

        @Test("the first count read pops nothing; each re-tap after it pops to the root and empties the path")
        func reTap() async {
            let (store, model, graph, timeline) = await app(["inbox", "message"])
            #expect(model.container.stack.count == 3)
            store.reselections += 1
            await graph.update()
            await graph.update()
            #expect(model.container.transition?.context.operation == .pop)
            timeline.settle()
            await graph.update()
            #expect(model.container.stack.count == 1)
            #expect(store.path.isEmpty)
        }

        @Test("a denying guard keeps the stack and the path")
        func guardDenies() async {
            let (store, model, graph, timeline) = await app(["inbox", "message"])
            let form = DenyingGuard()
            model.container.setLeaveGuard(form, for: model.container.stack[2].id)
            store.reselections += 1
            await graph.update()
            await graph.update()
            timeline.settle()
            await graph.update()
            #expect(form.asked == [.reselectTab])
            #expect(model.container.stack.count == 3)
            #expect(store.path == ["inbox", "message"])
        }
    }
#endif
