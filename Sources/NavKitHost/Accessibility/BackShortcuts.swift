/// A key on a hardware keyboard, as far as back navigation cares.
public enum KeyboardKey: Hashable, Sendable {
    /// Escape.
    case escape
    /// The left arrow.
    case leftArrow
    /// The right arrow.
    case rightArrow
    /// `[` (with ⌘, the Mac's "back").
    case leftBracket
    /// Any other key, by the characters it types without modifiers.
    case other(String)
}

/// Modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt8

    /// Creates a set from raw bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// ⌘ (Command).
    public static let command = KeyModifiers(rawValue: 1 << 0)
    /// ⌥ (Option on Apple keyboards, Alt elsewhere).
    public static let option = KeyModifiers(rawValue: 1 << 1)
    /// ⌃ (Control).
    public static let control = KeyModifiers(rawValue: 1 << 2)
    /// ⇧ (Shift).
    public static let shift = KeyModifiers(rawValue: 1 << 3)
}

/// One key press: the key and the modifiers held with it.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: KeyboardKey
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a key press.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held.
    public init(_ key: KeyboardKey, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A compact form: `⌘[`, `⌥←`, `Esc`.
    public var description: String {
        var text = ""
        if modifiers.contains(.control) { text += "⌃" }
        if modifiers.contains(.option) { text += "⌥" }
        if modifiers.contains(.shift) { text += "⇧" }
        if modifiers.contains(.command) { text += "⌘" }
        switch key {
        case .escape: text += "Esc"
        case .leftArrow: text += "←"
        case .rightArrow: text += "→"
        case .leftBracket: text += "["
        case .other(let characters): text += characters
        }
        return text
    }
}

/// Input that may mean "go back", before the host decides.
public enum BackInput: Hashable, Sendable {
    /// A hardware key press.
    case key(KeyPress)
    /// The accessibility escape action: VoiceOver's two-finger Z (`accessibilityPerformEscape()`).
    case accessibilityEscape
    /// A tap on the bar's back button.
    case backButton
}

/// Where a back request came from, so the container layer can report it and apply the policy
/// that fits (a keyboard or accessibility back goes through the same guards, policies and
/// interceptors as the swipe).
public enum BackRequestSource: Hashable, Sendable {
    /// A key press bound to back.
    case keyboard(KeyPress)
    /// The accessibility escape action.
    case accessibilityEscape
    /// The bar's back button.
    case backButton
}

/// A request to go back one screen, for the container layer to perform.
public struct BackRequest: Hashable, Sendable {
    /// What asked for it.
    public var source: BackRequestSource
    /// Whether the back should animate.
    public var animated: Bool

    /// Creates a request.
    /// - Parameters:
    ///   - source: What asked for it.
    ///   - animated: Whether to animate.
    public init(source: BackRequestSource, animated: Bool = true) {
        self.source = source
        self.animated = animated
    }
}

/// A key press bound to back.
public struct BackShortcut: Hashable, Sendable {
    /// The key press (its modifiers must match exactly: ⇧⌥← selects text, it does not go back).
    public var press: KeyPress
    /// Whether it goes back while a text field has the keyboard focus (where Esc and ⌥← have
    /// their own meaning).
    public var worksWhileEditingText: Bool

    /// Creates a binding.
    /// - Parameters:
    ///   - press: The key press.
    ///   - worksWhileEditingText: Whether it applies while text is being edited.
    public init(_ press: KeyPress, worksWhileEditingText: Bool = false) {
        self.press = press
        self.worksWhileEditingText = worksWhileEditingText
    }
}

/// Which inputs go back: the keyboard shortcuts, VoiceOver's escape and the back button,
/// mapped to a ``BackRequest`` the container layer performs.
///
/// ```swift
/// let shortcuts = BackShortcuts.standard
/// shortcuts.request(for: .key(KeyPress(.leftBracket, modifiers: .command)), isEditingText: false)
/// // BackRequest(source: .keyboard(⌘[))
/// ```
public struct BackShortcuts: Hashable, Sendable {
    /// The key presses that go back.
    public var shortcuts: [BackShortcut]
    /// Whether the accessibility escape action goes back.
    public var acceptsAccessibilityEscape: Bool

    /// Creates a set of bindings.
    /// - Parameters:
    ///   - shortcuts: The key presses that go back.
    ///   - acceptsAccessibilityEscape: Whether VoiceOver's escape goes back.
    public init(_ shortcuts: [BackShortcut], acceptsAccessibilityEscape: Bool = true) {
        self.shortcuts = shortcuts
        self.acceptsAccessibilityEscape = acceptsAccessibilityEscape
    }

    /// Esc, ⌘[ and ⌥← (Alt+←), none of them while text is being edited, and VoiceOver's escape.
    public static let standard = BackShortcuts([
        BackShortcut(KeyPress(.escape)),
        BackShortcut(KeyPress(.leftBracket, modifiers: .command)),
        BackShortcut(KeyPress(.leftArrow, modifiers: .option)),
    ])

    /// No key goes back; VoiceOver's escape and the back button still do.
    public static let none = BackShortcuts([])

    /// The back request an input makes, if any.
    /// - Parameters:
    ///   - input: The input.
    ///   - isEditingText: Whether a text field has the keyboard focus.
    /// - Returns: The request, or `nil` when the input does not mean back here.
    public func request(for input: BackInput, isEditingText: Bool) -> BackRequest? {
        switch input {
        case .backButton:
            return BackRequest(source: .backButton)
        case .accessibilityEscape:
            return acceptsAccessibilityEscape ? BackRequest(source: .accessibilityEscape) : nil
        case .key(let press):
            let bound = shortcuts.contains { $0.press == press && (!isEditingText || $0.worksWhileEditingText) }
            return bound ? BackRequest(source: .keyboard(press)) : nil
        }
    }
}
