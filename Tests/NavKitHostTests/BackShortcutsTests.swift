import NavKit
import NavKitHost
import Testing

@Suite("Keyboard and accessibility back")
struct BackShortcutsTests {
    let shortcuts = BackShortcuts.standard

    @Test(
        "Esc, ⌘[ and ⌥← go back",
        arguments: [
            KeyPress(.escape), KeyPress(.leftBracket, modifiers: .command), KeyPress(.leftArrow, modifiers: .option),
        ])
    func standardBindings(press: KeyPress) {
        #expect(shortcuts.request(for: .key(press), isEditingText: false) == BackRequest(source: .keyboard(press)))
    }

    @Test(
        "other presses do not: the modifiers must match exactly",
        arguments: [
            KeyPress(.leftArrow), KeyPress(.leftArrow, modifiers: [.option, .shift]), KeyPress(.leftBracket),
            KeyPress(.other("b"), modifiers: .command), KeyPress(.rightArrow, modifiers: .option),
        ])
    func otherPresses(press: KeyPress) {
        #expect(shortcuts.request(for: .key(press), isEditingText: false) == nil)
    }

    @Test("while text is being edited the keys keep their text meaning, unless a binding says otherwise")
    func editingText() {
        #expect(shortcuts.request(for: .key(KeyPress(.escape)), isEditingText: true) == nil)
        #expect(shortcuts.request(for: .key(KeyPress(.leftArrow, modifiers: .option)), isEditingText: true) == nil)
        let custom = BackShortcuts([
            BackShortcut(KeyPress(.leftBracket, modifiers: .command), worksWhileEditingText: true)
        ])
        #expect(custom.request(for: .key(KeyPress(.leftBracket, modifiers: .command)), isEditingText: true) != nil)
    }

    @Test("VoiceOver's escape and the back button go back; the escape can be turned off")
    func accessibilityAndBackButton() {
        #expect(shortcuts.request(for: .accessibilityEscape, isEditingText: true)?.source == .accessibilityEscape)
        #expect(shortcuts.request(for: .backButton, isEditingText: true)?.source == .backButton)
        let noEscape = BackShortcuts([], acceptsAccessibilityEscape: false)
        #expect(noEscape.request(for: .accessibilityEscape, isEditingText: false) == nil)
        #expect(BackShortcuts.none.request(for: .key(KeyPress(.escape)), isEditingText: false) == nil)
    }

    @Test("key presses read as their shortcut")
    func description() {
        #expect(KeyPress(.leftBracket, modifiers: .command).description == "⌘[")
        #expect(KeyPress(.leftArrow, modifiers: .option).description == "⌥←")
        #expect(KeyPress(.escape).description == "Esc")
    }
}
