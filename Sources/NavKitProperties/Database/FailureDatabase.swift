/// A folder of failing choice sequences, replayed before any new case on the
/// next run of the same property.
///
/// When a property fails, the engine saves the shrunk choice sequence under
/// the property's key; the next run replays every saved sequence first, so a
/// failure found once (by a lucky seed, in CI, in a soak run) comes back
/// immediately until it is fixed. A saved sequence that no longer fails is
/// removed. Sequences are plain text, one per line, in one file per key:
///
/// ```
/// # NavKitProperties failure database: stack vs model @ MyTests/StackTests.swift:12
/// 1 0 0 1 0 0 1 0 0 1 1 0
/// ```
///
/// The Swift Testing adapters (``expectProperty(_:_:settings:examples:classify:sourceLocation:recordIssue:property:)``
/// and ``expectStateMachine(_:settings:sourceLocation:recordIssue:)``) use ``standard``, keyed by
/// the property's name and source location; the ``PropertyCheck`` functions use the database of
/// their ``PropertySettings``. The ``directoryVariable`` environment variable moves it elsewhere
/// or switches it off.
///
/// ```swift
/// let database = FailureDatabase(directory: "/tmp/my-failures")
/// var settings = PropertySettings(database: database)
/// ```
public struct FailureDatabase: Sendable, Hashable {
    /// The environment variable that overrides the folder of every database
    /// (a path), or switches the database off (`off`, `none` or empty).
    public static let directoryVariable = "NAVKIT_PROPERTY_DATABASE"

    /// The default folder, relative to the working directory (the package
    /// root under `swift test`).
    package static let standardDirectory = ".build/navkit-properties"

    /// The database in `standardDirectory`.
    public static let standard = FailureDatabase(directory: standardDirectory)

    /// The most sequences kept per key; older ones are dropped first.
    package static let maximumEntriesPerKey = 16

    /// The folder holding one file per key.
    public var directory: String

    /// Creates a database in `directory`, which is created when the first
    /// failure is saved.
    ///
    /// - Parameter directory: The folder, absolute or relative to the working
    ///   directory.
    public init(directory: String) {
        self.directory = directory
    }

    /// The database to use given an `environment`: `database` itself, the one
    /// ``directoryVariable`` names, or `nil` if that variable switches it off.
    ///
    /// - Parameters:
    ///   - database: The configured database, or `nil` for none.
    ///   - environment: The environment to read the override from.
    /// - Returns: The effective database, or `nil`.
    package static func resolved(_ database: FailureDatabase?, environment: [String: String]) -> FailureDatabase? {
        guard let text = environment[directoryVariable] else { return database }
        let trimmed = text.filter { !$0.isWhitespace }
        if trimmed.isEmpty || ["off", "none", "false", "0"].contains(trimmed.lowercased()) { return nil }
        return FailureDatabase(directory: text)
    }

    /// The file that holds the sequences saved under `key`.
    ///
    /// - Parameter key: The property's key.
    /// - Returns: A path inside ``directory``.
    package func path(for key: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        let name = String(repeating: "0", count: 16 - hex.count) + hex
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The sequences saved under `key`, oldest first; none if the file is
    /// missing, unreadable or belongs to another key.
    ///
    /// - Parameter key: The property's key.
    /// - Returns: The saved choice sequences.
    package func entries(for key: String) -> [[UInt64]] {
        guard let text = Platform.readFile(atPath: path(for: key)) else { return [] }
        let lines = text.split(separator: "\n")
        guard let first = lines.first, first == Self.header(for: key) else { return [] }
        return lines.dropFirst().compactMap { line in
            if line == "-" { return [] }
            let fields = line.split(separator: " ")
            let choices = fields.compactMap { UInt64($0) }
            return choices.count == fields.count ? choices : nil
        }
    }

    /// Saves `choices` under `key` (once; at most ``maximumEntriesPerKey``
    /// sequences are kept).
    ///
    /// - Parameters:
    ///   - choices: A failing choice sequence.
    ///   - key: The property's key.
    /// - Throws: ``FailureDatabaseError`` if the folder or file cannot be
    ///   written; the database is then unchanged.
    package func save(_ choices: [UInt64], for key: String) throws(FailureDatabaseError) {
        var existing = entries(for: key).filter { $0 != choices }
        existing.append(choices)
        try write(Array(existing.suffix(Self.maximumEntriesPerKey)), for: key)
    }

    /// Removes `choices` from the sequences saved under `key`; the file goes
    /// when the last one does.
    ///
    /// - Parameters:
    ///   - choices: The sequences to remove.
    ///   - key: The property's key.
    /// - Throws: ``FailureDatabaseError`` if the file cannot be rewritten.
    package func remove(_ choices: [[UInt64]], for key: String) throws(FailureDatabaseError) {
        let existing = entries(for: key)
        let kept = existing.filter { !choices.contains($0) }
        guard kept.count != existing.count else { return }
        try write(kept, for: key)
    }

    private func write(_ sequences: [[UInt64]], for key: String) throws(FailureDatabaseError) {
        guard Platform.hasFileSystem else { throw .unavailable }
        let path = path(for: key)
        if sequences.isEmpty {
            guard Platform.removeFile(atPath: path) else { throw .cannotWrite(path) }
            return
        }
        guard Platform.createDirectories(atPath: directory) else { throw .cannotCreateDirectory(directory) }
        let lines = sequences.map { $0.isEmpty ? "-" : $0.map(String.init).joined(separator: " ") }
        let text = ([Self.header(for: key)] + lines).joined(separator: "\n") + "\n"
        guard Platform.writeFileAtomically(atPath: path, contents: text) else { throw .cannotWrite(path) }
    }

    private static func header(for key: String) -> String {
        "# NavKitProperties failure database: " + key.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// Why a ``FailureDatabase`` could not be changed.
public enum FailureDatabaseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder could not be created.
    case cannotCreateDirectory(String)
    /// The file could not be written or removed.
    case cannotWrite(String)
    /// The platform has no file system the engine can use.
    case unavailable

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path): "cannot create the failure database folder \(path)"
        case .cannotWrite(let path): "cannot write the failure database file \(path)"
        case .unavailable: "the failure database is not available on this platform"
        }
    }
}
