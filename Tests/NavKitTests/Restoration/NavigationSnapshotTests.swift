import Foundation
import NavKit
import NavKitTesting
import Testing

/// The snapshot format: pinned text for format version 1, reading older and richer snapshots,
/// and a typed error for every bad one.
@Suite("Navigation snapshot format")
struct NavigationSnapshotTests {
    static let mail = [
        Screen(id: "mailboxes", title: "Mail"),
        Screen(id: "inbox", title: "Inbox", preferences: ScreenPreferences(backButtonTitle: "Boxes")),
        Screen(id: "draft-7", title: "New Message", preferences: ScreenPreferences(prefersBarHidden: true)),
    ]

    static func snapshot() throws -> NavigationSnapshot<Draft> {
        try NavigationSnapshot(screens: mail) { screen in
            screen.id == "draft-7" ? Draft(text: "Hi", cursor: 2, tags: [], ratio: nil) : nil
        }
    }

    /// Format version 1, as written. A change to this text breaks every snapshot already saved.
    static let version1 =
        #"{"version":1,"screens":[{"screen":{"id":"mailboxes","title":"Mail"}},"#
        + #"{"screen":{"id":"inbox","title":"Inbox","preferences":{"backButtonTitle":"Boxes"}}},"#
        + #"{"screen":{"id":"draft-7","title":"New Message","preferences":{"prefersBarHidden":true}},"#
        + #""payload":{"text":"Hi","cursor":2,"tags":[]}}]}"#

    @Test("version 1 is written exactly as pinned, and reads back")
    func pinnedText() throws {
        let snapshot = try Self.snapshot()
        #expect(try snapshot.text() == Self.version1)
        let read = try NavigationSnapshot<Draft>(text: Self.version1)
        #expect(read == snapshot)
        #expect(read.payload(for: "draft-7")?.text == "Hi")
        #expect(read.payloads.keys.sorted { $0.rawValue < $1.rawValue } == ["draft-7"])
    }

    @Test("every preference and colour survives the text form")
    func everyPreferenceSurvives() throws {
        let item = BarItem(id: "send", title: "Send", accessibilityLabel: "Send message", isEnabled: false)
        let preferences = ScreenPreferences(
            prefersBarHidden: true,
            barAppearance: BarAppearance(
                backgroundColor: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), tintColor: .white,
                titleColor: .clear, shadowLineOpacity: 0),
            backGesture: .edgeOnly, preferredAnimator: .zoom, backButtonTitle: "", hidesBackButton: true,
            leadingBarItems: [item], trailingBarItems: [item, BarItem(id: "x", title: "")],
            statusBarStyle: .lightContent, allowsCatchingTransitions: false, defersBackToEnclosingContainer: false,
            transitionSource: "cell-7", sharedElements: ["photo", "caption"])
        let snapshot = try NavigationSnapshot<Never>(screens: [Screen(id: "a", preferences: preferences)])
        #expect(try NavigationSnapshot<Never>(text: try snapshot.text()) == snapshot)
    }

    @Test("a minimal snapshot reads with defaults, and keys a later version adds are ignored")
    func readsOlderAndNewerShapes() throws {
        let minimal = try NavigationSnapshot<Never>(text: #"{"version":1,"screens":[{"screen":{"id":"home"}}]}"#)
        #expect(minimal.screens == [Screen(id: "home")])
        let richer = try NavigationSnapshot<Never>(
            text: #"{"version":1,"saved":"today","screens":[{"screen":{"id":"home","mood":"calm",""#
                + #"preferences":{"hovers":true}},"note":1}]}"#)
        #expect(richer.screens == [Screen(id: "home")])
    }

    @Test(
        "an unknown version is refused before anything else is read",
        arguments: [0, 2, -1, 1_000_000])
    func unknownVersionRefused(_ version: Int) {
        #expect(throws: RestorationError.unsupportedVersion(version)) {
            try NavigationSnapshot<Draft>(text: #"{"version":\#(version),"screens":"a different shape"}"#)
        }
    }

    @Test("an empty stack and an identity twice are refused, when read and when made")
    func invalidStacksRefused() {
        #expect(throws: RestorationError.emptyStack) {
            try NavigationSnapshot<Never>(text: #"{"version":1,"screens":[]}"#)
        }
        let twice = #"{"version":1,"screens":[{"screen":{"id":"a"}},{"screen":{"id":"b"}},{"screen":{"id":"a"}}]}"#
        #expect(throws: RestorationError.duplicateScreen("a")) { try NavigationSnapshot<Never>(text: twice) }
        #expect(throws: RestorationError.emptyStack) { try NavigationSnapshot<Never>(screens: []) }
        #expect(throws: RestorationError.duplicateScreen("a")) {
            try NavigationSnapshot<Never>(screens: [Screen(id: "a"), Screen(id: "a")])
        }
    }

    @Test("a payload that does not decode names its screen")
    func undecodablePayloadNamed() throws {
        let changed = Self.version1.replacingOccurrences(of: #""cursor":2"#, with: #""cursor":"two""#)
        #expect(
            throws: RestorationError.undecodablePayload(
                "draft-7", "screens[2].payload.cursor: expected Int, found a string")
        ) {
            try NavigationSnapshot<Draft>(text: changed)
        }
        // Saved with payloads, read by an app that expects none.
        #expect(throws: RestorationError.self) { try NavigationSnapshot<Never>(text: Self.version1) }
    }

    @Test("a payload that cannot be encoded names its screen")
    func unencodablePayloadNamed() throws {
        let snapshot = try NavigationSnapshot(screens: [Screen(id: "a")]) { _ in
            Draft(text: "", cursor: 0, tags: [], ratio: .nan)
        }
        #expect(throws: RestorationError.unencodablePayload("a", "screens[0].payload.ratio: nan is not a JSON number"))
        {
            try snapshot.text()
        }
    }

    @Test("a payload nested too deep to read back is refused when written, naming its screen")
    func tooDeepPayloadRefused() throws {
        // The snapshot's own object, its list and the entry hold the payload: 125 levels are left.
        for levels in 120...130 {
            let snapshot = try NavigationSnapshot(screens: [Screen(id: "a")]) { _ in Nesting(levels: levels) }
            do {
                let text = try snapshot.text()
                #expect(try NavigationSnapshot<Nesting>(text: text) == snapshot, "\(levels)")
                #expect(levels <= 125)
            } catch {
                guard case .unencodablePayload("a", let why) = error else { throw error }
                #expect(why.contains("nested deeper than 128"))
                #expect(levels > 125)
            }
        }
    }

    @Test(
        "text that is not a snapshot is malformed, and says where",
        arguments: [
            ("", "invalid JSON at byte 0: expected a value, found the end"),
            ("[]", "expected an object, found an array"),
            (#"{"screens":[]}"#, "version: missing"),
            (#"{"version":"1","screens":[]}"#, "version: expected Int, found a string"),
            (#"{"version":1,"screens":[{"screen":{"title":"x"}}]}"#, "screens[0].screen.id: missing"),
            (
                #"{"version":1,"screens":[{"screen":{"id":"a","preferences":{"backGesture":"sideways"}}}]}"#,
                "screens[0].screen.preferences.backGesture: Cannot initialize BackGesturePolicy from invalid String value sideways"
            ),
        ])
    func malformedTextRefused(_ text: String, why: String) {
        #expect(throws: RestorationError.malformed(why)) { try NavigationSnapshot<Never>(text: text) }
    }

    @Test("Foundation's coders read and write snapshots; for standard-library payloads, NavKit's text too")
    func foundationCodersWork() throws {
        let snapshot = try Self.snapshot()
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(NavigationSnapshot<Draft>.self, from: data) == snapshot)
        #expect(try NavigationSnapshot<Draft>(utf8: data) == snapshot)
        #expect(throws: RestorationError.unsupportedVersion(9)) {
            try JSONDecoder().decode(NavigationSnapshot<Draft>.self, from: Data(#"{"version":9}"#.utf8))
        }
    }

    /// A payload of the Foundation types whose JSON Foundation's coder writes its own way.
    struct Attachment: Codable, Equatable {
        var bytes = Data([0, 255, 7])
        var link = URL(string: "https://example.com/a%20b?c=d#e")!
        var amount = Decimal(string: "12.34")!
        var sent = Date(timeIntervalSinceReferenceDate: 1234.5)
        var tally = ["b": 2, "a": 1]
    }

    @Test(
        "Data, URL, Decimal and Date payloads round-trip through each coder; across the two, only standard-library forms agree"
    )
    func foundationTypesInPayloads() throws {
        let snapshot = try NavigationSnapshot(screens: [Screen(id: "a")]) { _ in Attachment() }
        let text = try snapshot.text()
        #expect(try NavigationSnapshot<Attachment>(text: text) == snapshot)
        #expect(try NavigationSnapshot<Attachment>(text: text).text().utf8.elementsEqual(text.utf8))
        let json = JSONEncoder()
        json.outputFormatting = .sortedKeys
        let data = try json.encode(snapshot)
        #expect(try JSONDecoder().decode(NavigationSnapshot<Attachment>.self, from: data) == snapshot)
        #expect(try json.encode(JSONDecoder().decode(NavigationSnapshot<Attachment>.self, from: data)) == data)
        let plist = try PropertyListEncoder().encode(snapshot)
        #expect(try PropertyListDecoder().decode(NavigationSnapshot<Attachment>.self, from: plist) == snapshot)
        // Foundation's JSONEncoder writes Data as base64, a URL as its string and a Decimal as a
        // number; NavKit's coder writes what their Codable conformances say. Read across, they are
        // a typed error — never a wrong value.
        let readAcross: [() throws -> NavigationSnapshot<Attachment>] = [
            { try NavigationSnapshot<Attachment>(utf8: data) },
            { try JSONDecoder().decode(NavigationSnapshot<Attachment>.self, from: Data(text.utf8)) },
        ]
        for read in readAcross {
            #expect {
                _ = try read()
            } throws: { error in
                guard case .undecodablePayload("a", _) = error as? RestorationError else { return false }
                return true
            }
        }
        // A Date (Foundation's default strategy) and the standard library's types agree across.
        struct Plain: Codable, Equatable { var sent = Date(timeIntervalSinceReferenceDate: 1234.5), tally = ["b": 2] }
        let plain = try NavigationSnapshot(screens: [Screen(id: "a")]) { _ in Plain() }
        #expect(try NavigationSnapshot<Plain>(utf8: json.encode(plain)) == plain)
        #expect(try JSONDecoder().decode(NavigationSnapshot<Plain>.self, from: Data(plain.text().utf8)) == plain)
    }
}
