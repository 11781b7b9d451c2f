#if os(Linux)
    import Foundation
    import NavKit
    import NavKitHost
    @testable import NavKitSwiftUI
    import SwiftUIStandIn
    import Testing

    @Suite("NavKitStack's body on the SwiftUI stand-in (built, not drawn)")
    @MainActor
    struct NavKitStackViewTests {
        @Test("the body makes the view of each attached screen from its path value, and the root's")
        func bodyMakesScreens() async {
            let date = TimelineDate()
            var path = ["inbox", "message"]
            var made: [String] = []
            let binding = Binding(get: { path }, set: { path = $0 })
            let model = NavKitStackModel<String>(measure: { text, _ in Double(text.count) * 9 }, now: { date.value })
            let stack = NavKitStack(path: binding, model: model) {
                Text("Mail").navKitTitle("Mail")
            } destination: { (value: String) in
                let _ = made.append(value)
                Text(value).navKitTitle(value).navKitBackGesture(.edgeOnly)
            }
            let graph = StandInViewGraph(stack)
            await graph.update()
            #expect(made == ["message"], "at rest only the top screen is attached")
            model.setPath(["inbox"])
            StackTimeline(model, date: date).run(for: 0.1)
            made.removeAll()
            await graph.update()
            #expect(made == ["inbox", "message"], "mid-pop both screens are attached")
        }

        @Test("back keys map to SwiftUI key equivalents and modifiers")
        func keyEquivalents() {
            #expect(KeyEquivalent(.escape) == .escape)
            #expect(KeyEquivalent(.leftArrow) == .leftArrow)
            #expect(KeyEquivalent(.leftBracket) == KeyEquivalent("["))
            #expect(KeyEquivalent(.other("b")) == KeyEquivalent("b"))
            #expect(KeyEquivalent(.other("ab")) == nil)
            #expect(EventModifiers(KeyModifiers([.command, .option])) == [.command, .option])
        }

        @Test("screen settings from modifiers combine: the one closer to the content wins")
        func settingsCombine() {
            var value = NavKitScreenSettingsKey.defaultValue
            NavKitScreenSettingsKey.reduce(value: &value) { ScreenSettings(title: "A", prefersBarHidden: true) }
            NavKitScreenSettingsKey.reduce(value: &value) { ScreenSettings(title: "B") }
            #expect(value == ScreenSettings(title: "B", prefersBarHidden: true))
        }
    }
#endif
