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
        func bodyMakesScreens() {
            var path = ["inbox", "message"]
            var made: [String] = []
            let binding = Binding(get: { path }, set: { path = $0 })
            let stack = NavKitStack(path: binding) {
                Text("Mail").navKitTitle("Mail")
            } destination: { (value: String) in
                let _ = made.append(value)
                Text(value).navKitTitle(value).navKitBackGesture(.edgeOnly)
            }
            stack.model.connect(
                size: CGSize(width: 390, height: 844), direction: .leftToRight, reduceMotion: false,
                path: path)
            _ = stack.body
            #expect(made == ["message"], "at rest only the top screen is attached")
            stack.model.setPath(["inbox"])
            StackTimeline(stack.model).run(for: 0.1)
            made.removeAll()
            _ = stack.body
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
