public import NavKitCore

/// A saved navigation stack: each screen's identity, title and preferences, with an app-defined
/// payload per screen — what an app writes when it goes to the background and gives back to
/// ``NavigationContainer/restore(_:animated:overridingGuards:completion:)`` after a relaunch.
///
/// A snapshot is always valid: at least one screen, no identity twice. It is `Codable` in a
/// versioned format (``NavigationSnapshotFormat``), written by any coder — ``text()`` and
/// ``init(text:)`` give JSON text with nothing but the standard library; Foundation's
/// `JSONEncoder` or a property-list encoder work as well, each reading back what it wrote. Read
/// the text with the coder that wrote it when payloads hold `Data`, `URL` or `Decimal`: Foundation's
/// JSON coder writes those its own way (base64, a string, a number), NavKit's as their `Codable`
/// conformances say, and each refuses the other's form with an error. Payloads of the standard
/// library's types (and your types made of them) read the same in both. ``text()`` is the same for
/// equal snapshots — dictionaries and sets included, in a canonical order; for Foundation's, set
/// `outputFormatting` to `.sortedKeys`.
///
/// Reading checks everything before anything is used: an unknown format version, a malformed
/// field, an empty stack, an identity twice or a payload that does not decode is a
/// ``RestorationError``.
///
/// The payload is whatever the app needs to rebuild a screen's content — a message identifier, a
/// draft, a scroll position — and `nil` for a screen that needs none. Use `Never` as the payload
/// type to save the screens alone.
///
/// ```swift
/// struct Draft: Codable { var text: String }
///
/// let snapshot = container.snapshot { screen in drafts[screen.id] }    // NavigationSnapshot<Draft>
/// let saved = try snapshot.text()                                       // store it anywhere
/// // … after a relaunch:
/// let restored = try NavigationSnapshot<Draft>(text: saved)
/// try container.restore(restored)
/// drafts = restored.payloads
/// ```
public struct NavigationSnapshot<Payload: Codable> {
    /// One saved screen and its payload.
    public struct Entry {
        /// The screen, with the title and preferences it had.
        public var screen: Screen
        /// The app's payload for it, if any.
        public var payload: Payload?

        /// Creates an entry.
        /// - Parameters:
        ///   - screen: The screen.
        ///   - payload: The app's payload for it.
        public init(screen: Screen, payload: Payload? = nil) {
            self.screen = screen
            self.payload = payload
        }
    }

    /// The saved screens, root first, with their payloads.
    public let entries: [Entry]

    /// Creates a snapshot from entries, checking them.
    /// - Parameter entries: The screens, root first, with their payloads.
    /// - Throws: ``RestorationError/emptyStack`` or ``RestorationError/duplicateScreen(_:)``.
    public init(_ entries: [Entry]) throws(RestorationError) {
        try Self.validate(entries.lazy.map(\.screen.id))
        self.entries = entries
    }

    /// Creates a snapshot of screens, asking for each one's payload.
    /// - Parameters:
    ///   - screens: The screens, root first.
    ///   - payload: The payload of a screen, or `nil` for none.
    /// - Throws: ``RestorationError/emptyStack`` or ``RestorationError/duplicateScreen(_:)``.
    public init(screens: [Screen], payload: (Screen) -> Payload? = { _ in nil }) throws(RestorationError) {
        try self.init(screens.map { Entry(screen: $0, payload: payload($0)) })
    }

    /// A snapshot of entries already known to be valid (a container's stack).
    init(unchecked entries: [Entry]) {
        self.entries = entries
    }

    /// The saved screens, root first.
    public var screens: [Screen] { entries.map(\.screen) }

    /// The payloads by screen identity (screens without one are left out).
    public var payloads: [ScreenID: Payload] {
        entries.reduce(into: [:]) { payloads, entry in payloads[entry.screen.id] = entry.payload }
    }

    /// The payload saved with a screen.
    /// - Parameter id: A screen identity.
    /// - Returns: Its payload, or `nil` when the screen is not saved or has none.
    public func payload(for id: ScreenID) -> Payload? {
        entries.first { $0.screen.id == id }?.payload
    }

    private static func validate(_ ids: some Sequence<ScreenID>) throws(RestorationError) {
        var seen = Set<ScreenID>()
        for id in ids where !seen.insert(id).inserted { throw .duplicateScreen(id) }
        if seen.isEmpty { throw .emptyStack }
    }
}

extension NavigationSnapshot: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, screens
    }

    private enum EntryKeys: String, CodingKey {
        case screen, payload
    }

    /// Reads a snapshot, the version first: any version but ``NavigationSnapshotFormat/version``
    /// is refused before anything else is read.
    /// - Parameter decoder: The decoder.
    /// - Throws: ``RestorationError/unsupportedVersion(_:)``, ``RestorationError/undecodablePayload(_:_:)``,
    ///   ``RestorationError/emptyStack``, ``RestorationError/duplicateScreen(_:)``, or the
    ///   decoder's `DecodingError` for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == NavigationSnapshotFormat.version else { throw RestorationError.unsupportedVersion(version) }
        var list = try container.nestedUnkeyedContainer(forKey: .screens)
        var entries: [Entry] = []
        while !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: EntryKeys.self)
            let screen = try entry.decode(Screen.self, forKey: .screen)
            let payload: Payload?
            do {
                payload = try entry.decodeIfPresent(Payload.self, forKey: .payload)
            } catch {
                throw RestorationError.undecodablePayload(screen.id, RestorationError.account(of: error))
            }
            entries.append(Entry(screen: screen, payload: payload))
        }
        try self.init(entries)
    }

    /// Writes the snapshot: the format version, then each screen and its payload.
    /// - Parameter encoder: The encoder.
    /// - Throws: ``RestorationError/unencodablePayload(_:_:)`` for a payload that cannot be
    ///   encoded, or the encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(NavigationSnapshotFormat.version, forKey: .version)
        var list = container.nestedUnkeyedContainer(forKey: .screens)
        for entry in entries {
            var saved = list.nestedContainer(keyedBy: EntryKeys.self)
            try saved.encode(entry.screen, forKey: .screen)
            do {
                try saved.encodeIfPresent(entry.payload, forKey: .payload)
            } catch {
                throw RestorationError.unencodablePayload(entry.screen.id, RestorationError.account(of: error))
            }
        }
    }
}

extension NavigationSnapshot {
    /// Reads a snapshot from JSON text (what ``text()`` writes, or any coder's JSON).
    /// - Parameter text: The text.
    /// - Throws: ``RestorationError``: ``RestorationError/malformed(_:)`` for text that is not a
    ///   snapshot, or the check that failed.
    public init(text: String) throws(RestorationError) {
        try self.init(utf8: text.utf8)
    }

    /// Reads a snapshot from UTF-8 JSON bytes.
    /// - Parameter bytes: The bytes (a `Data`'s bytes, a file's).
    /// - Throws: ``RestorationError``, as ``init(text:)``.
    public init(utf8 bytes: some Sequence<UInt8>) throws(RestorationError) {
        self = try RestorationError.catching { try JSONTextDecoder().decode(Self.self, from: bytes) }
    }

    /// The snapshot as compact JSON text, the same for the same snapshot, that ``init(text:)``
    /// reads back.
    /// - Returns: The text.
    /// - Throws: ``RestorationError/unencodablePayload(_:_:)`` for a payload that cannot be encoded.
    public func text() throws(RestorationError) -> String {
        try RestorationError.catching { try JSONTextEncoder().encode(self) }
    }
}

extension RestorationError {
    /// Runs a coding step, passing a ``RestorationError`` through and turning any other error into
    /// ``malformed(_:)``.
    package static func catching<T>(_ body: () throws -> T) throws(RestorationError) -> T {
        do {
            return try body()
        } catch let error as RestorationError {
            throw error
        } catch {
            throw .malformed(account(of: error))
        }
    }
}

extension NavigationSnapshot: Sendable where Payload: Sendable {}
extension NavigationSnapshot: Equatable where Payload: Equatable {}
extension NavigationSnapshot: Hashable where Payload: Hashable {}
extension NavigationSnapshot.Entry: Sendable where Payload: Sendable {}
extension NavigationSnapshot.Entry: Equatable where Payload: Equatable {}
extension NavigationSnapshot.Entry: Hashable where Payload: Hashable {}
