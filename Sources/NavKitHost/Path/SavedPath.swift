public import NavKit

/// A SwiftUI stack's path saved as text — the platform-neutral counterpart of
/// `NavigationPath.CodableRepresentation` — for `@SceneStorage`, which stores `RawRepresentable`
/// values with `String` raw values as they are, or for any other store.
///
/// It holds the values above the root (what `NavKitStack(path:)` binds to), in a versioned
/// format; screens' titles and preferences are not saved, since a SwiftUI stack's screens describe
/// themselves. Its format version is ``NavKit/NavigationSnapshotFormat/version``, the one version
/// constant of everything NavKit saves. Making one encodes every value (a value that cannot be encoded names its
/// index); reading one checks the format version first, then decodes every value (a value that no
/// longer decodes names its index), so a bad saved path is refused whole, never half-restored.
///
/// ```swift
/// @SceneStorage("mail.path") private var savedPath: SavedPath<Mailbox>?
/// @State private var path: [Mailbox] = []
///
/// NavKitStack(path: $path, savedPath: $savedPath) { … } destination: { … }
/// ```
///
/// NavKitSwiftUI's `NavKitStack(path:savedPath:…)` writes it as the stack will settle — with a
/// transition in flight or requests queued — as ``PathNavigator/savedPath()`` does (and as
/// ``NavKit/NavigationContainer/restorableStack`` says), and takes it at launch. Saving the path
/// binding itself would save a change a leave guard has not consented to yet.
public struct SavedPath<Element: Codable & Hashable>: RawRepresentable, Hashable {
    /// The values above the root, bottom first.
    public let elements: [Element]
    /// The saved text (`{"version":1,"path":[…]}`), the same for the same values.
    public let rawValue: String

    /// Saves a path.
    /// - Parameter elements: The values above the root, bottom first.
    /// - Throws: ``NavKit/RestorationError/unencodableElement(index:_:)``.
    public init(_ elements: [Element]) throws(RestorationError) {
        self.elements = elements
        self.rawValue = try RestorationError.catching { try JSONTextEncoder().encode(Written(elements: elements)) }
    }

    /// Reads a saved path.
    /// - Parameter text: The saved text.
    /// - Throws: ``NavKit/RestorationError/malformed(_:)`` for text that is not a saved path,
    ///   ``NavKit/RestorationError/unsupportedVersion(_:)``, or
    ///   ``NavKit/RestorationError/undecodableElement(index:_:)``.
    public init(text: String) throws(RestorationError) {
        let body = try RestorationError.catching { try JSONTextDecoder().decode(Body.self, from: text.utf8) }
        self.elements = body.elements
        self.rawValue = text
    }

    /// Reads a saved path, or `nil` for text that is not one (as `@SceneStorage` asks); use
    /// ``init(text:)`` to learn why.
    /// - Parameter rawValue: The saved text.
    public init?(rawValue: String) {
        guard let path = try? Self(text: rawValue) else { return nil }
        self = path
    }

    private enum Key: String, CodingKey {
        case version, path
    }

    /// The saved form as written: the version, then each value, encoded one by one so a bad one
    /// names its index (and nested where it will be read, so one too deep to read is refused here).
    private struct Written: Encodable {
        var elements: [Element]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(NavigationSnapshotFormat.version, forKey: .version)
            var list = container.nestedUnkeyedContainer(forKey: .path)
            for (index, element) in elements.enumerated() {
                do {
                    try list.encode(element)
                } catch {
                    throw RestorationError.unencodableElement(index: index, RestorationError.account(of: error))
                }
            }
        }
    }

    /// The saved form: the version, checked first, then each value, decoded one by one so a bad
    /// one names its index.
    private struct Body: Decodable {
        var elements: [Element] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            let version = try container.decode(Int.self, forKey: .version)
            guard version == NavigationSnapshotFormat.version else {
                throw RestorationError.unsupportedVersion(version)
            }
            var list = try container.nestedUnkeyedContainer(forKey: .path)
            while !list.isAtEnd {
                let index = list.currentIndex
                do {
                    elements.append(try list.decode(Element.self))
                } catch {
                    throw RestorationError.undecodableElement(index: index, RestorationError.account(of: error))
                }
            }
        }
    }
}

extension SavedPath {
    /// Whether two saved paths hold the same values (however their text was written).
    /// - Parameters:
    ///   - lhs: A saved path.
    ///   - rhs: Another.
    /// - Returns: Whether their elements are equal.
    public static func == (lhs: SavedPath, rhs: SavedPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the values.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension SavedPath: Codable {
    /// Reads a saved path embedded in another value (its text, as a string).
    /// - Parameter decoder: The decoder.
    /// - Throws: As ``init(text:)``, or the decoder's error when the value is not a string.
    public init(from decoder: any Decoder) throws {
        try self.init(text: try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the saved path's text as a string.
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension SavedPath: Sendable where Element: Sendable {}
