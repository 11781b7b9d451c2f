import NavKit
import NavKitTesting

/// Generators of the values a saved stack holds: text with every character that needs care in
/// JSON or a link, colours, bar items, preferences, screens and app payloads.
enum Generated {
    /// Characters that JSON or a URL must escape or encode, and some that must not be touched.
    static let trickyCharacters: [Character] = [
        "a", "b", "Z", "0", "9", "-", ".", "_", "~", " ", "\"", "\\", "/", "%", "?", "#", "&", "=", "+", ":", "@",
        "!", "$", "'", "(", ")", "*", ",", ";", "[", "]", "{", "}", "<", ">", "|", "^", "`", "\u{0}", "\u{1F}",
        "\u{7F}", "\n", "\t", "\r\n", "é", "e\u{301}", "ß", "中", "👍🏽", "🇸🇪", "\u{2028}", "\u{FEFF}", "\u{10FFFF}",
    ]

    /// Text of a few tricky characters.
    static func text(length: ClosedRange<Int> = 0...6) -> Gen<String> {
        Gen.array(of: Gen.element(of: trickyCharacters), length: length).map { String($0) }
    }

    static let unit = Gen<Double>.double(in: 0...1)
    static let color = Gen.zip(unit, unit, unit, unit).map { Color(red: $0, green: $1, blue: $2, alpha: $3) }
    static let appearance = Gen<BarAppearance>.oneOf(
        .constant(.standard), .constant(.transparent),
        Gen.zip(color, color, color, unit).map {
            BarAppearance(backgroundColor: $0, tintColor: $1, titleColor: $2, shadowLineOpacity: $3)
        })
    static let barItem = Gen.zip(text(length: 1...4), text(), Gen.optional(text()), Gen<Bool>.bool).map {
        BarItem(id: BarItemID($0), title: $1, accessibilityLabel: $2, isEnabled: $3)
    }
    /// Usually the default, otherwise a random value.
    static func sometimes<T: Sendable>(_ fallback: T, _ other: Gen<T>) -> Gen<T> {
        Gen.frequency((2, .constant(fallback)), (1, other))
    }

    static let preferences = Gen.zip(
        sometimes(false, .bool), sometimes(.standard, appearance),
        sometimes(.enabled, Gen.element(of: BackGesturePolicy.allCases)),
        Gen.optional(text(length: 1...4).map { AnimatorID($0) }), Gen.optional(text()), sometimes(false, .bool),
        sometimes([], Gen.array(of: barItem, length: 0...2)), sometimes([], Gen.array(of: barItem, length: 0...2)),
        sometimes(.default, Gen.element(of: StatusBarStyle.allCases)), sometimes(true, .bool),
        sometimes(true, .bool), Gen.optional(text(length: 1...4).map { TransitionSourceID($0) }),
        sometimes([], Gen.array(of: text(length: 1...3).map { SharedElementID($0) }, length: 0...3))
    ).map {
        ScreenPreferences(
            prefersBarHidden: $0, barAppearance: $1, backGesture: $2, preferredAnimator: $3, backButtonTitle: $4,
            hidesBackButton: $5, leadingBarItems: $6, trailingBarItems: $7, statusBarStyle: $8,
            allowsCatchingTransitions: $9, defersBackToEnclosingContainer: $10, transitionSource: $11,
            sharedElements: $12)
    }

    /// A screen with a random identity (from a small pool, so stacks can repeat one), title and
    /// preferences.
    static let screen = Gen.zip(text(length: 1...4), Gen.optional(text()), preferences).map {
        Screen(id: ScreenID($0), title: $1, preferences: $2)
    }

    /// Stacks of distinct identities.
    static func stack(length: ClosedRange<Int> = 1...6) -> Gen<[Screen]> {
        Gen.uniqueArray(of: screen, length: length) { $0.id }
    }

    static let draft = Gen.zip(
        text(), Gen.frequency((3, Gen.int(in: -1_000...1_000)), (1, Gen.element(of: [Int.min, Int.max, 0, -1]))),
        Gen.array(of: text(), length: 0...3),
        Gen.optional(
            Gen.frequency(
                (3, Gen.double(in: -1e300...1e300)),
                (1, Gen.element(of: [Double.greatestFiniteMagnitude, -.leastNonzeroMagnitude, -0.0, 0.1]))))
    ).map { Draft(text: $0, cursor: $1, tags: $2, ratio: $3) }

    /// A stack and a payload (or none) for each of its screens.
    static let entries = stack().flatMap { screens in
        Gen.array(of: Gen.optional(draft), length: screens.count...screens.count).map { payloads in
            zip(screens, payloads).map { NavigationSnapshot<Draft>.Entry(screen: $0, payload: $1) }
        }
    }
}

/// An app's payload for a screen.
struct Draft: Codable, Hashable, Sendable {
    var text: String
    var cursor: Int
    var tags: [String]
    var ratio: Double?
}
