public import NavKitCore

/// Why a saved stack could not be read, written or restored. After any of these nothing changed:
/// a container that was asked to restore is exactly as it was.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a saved stack: not JSON, a missing or mistyped field, an unknown case.
    /// The text says where (`screens[1].screen.id: expected String, found a number`).
    case malformed(String)
    /// The snapshot was written in a format version this version of NavKit does not read (a
    /// newer app wrote it, and the app was then downgraded). Start afresh.
    case unsupportedVersion(Int)
    /// The snapshot holds no screens.
    case emptyStack
    /// The snapshot holds a screen identity twice.
    case duplicateScreen(ScreenID)
    /// A screen's app-defined payload did not decode (the app changed the payload's type since it
    /// was saved), and why.
    case undecodablePayload(ScreenID, String)
    /// A screen's app-defined payload could not be encoded (it holds a NaN, say), and why.
    case unencodablePayload(ScreenID, String)
    /// A value of a saved path (NavKitHost's `SavedPath`) did not decode, and why.
    case undecodableElement(index: Int, String)
    /// A value of a path could not be encoded, and why.
    case unencodableElement(index: Int, String)
    /// The snapshot is valid, but the container refused to restore it: a leave guard of a screen
    /// the restore would remove denied it, for instance.
    case refused(NavigationError)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .malformed(let why): "not a saved stack: \(why)"
        case .unsupportedVersion(let version):
            "saved in format version \(version); this version reads \(NavigationSnapshotFormat.version)"
        case .emptyStack: "a saved stack needs at least one screen"
        case .duplicateScreen(let id): "screen '\(id)' is saved twice"
        case .undecodablePayload(let id, let why): "the payload of '\(id)' does not decode: \(why)"
        case .unencodablePayload(let id, let why): "the payload of '\(id)' cannot be encoded: \(why)"
        case .undecodableElement(let index, let why): "path value \(index) does not decode: \(why)"
        case .unencodableElement(let index, let why): "path value \(index) cannot be encoded: \(why)"
        case .refused(let error): "the container refused the restore: \(error)"
        }
    }

    /// A short account of a coding error: where, and what went wrong there.
    package static func account(of error: any Error) -> String {
        let context: (path: [any CodingKey], what: String)
        switch error {
        case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c),
            DecodingError.dataCorrupted(let c):
            context = (c.codingPath, c.debugDescription)
        case DecodingError.keyNotFound(let key, let c):
            context = (c.codingPath + [key], "missing")
        case EncodingError.invalidValue(_, let c):
            context = (c.codingPath, c.debugDescription)
        default:
            return "\(error)"
        }
        guard !context.path.isEmpty else { return context.what }
        let path = context.path.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return "\(path): \(context.what)"
    }
}

/// The format of what this version of NavKit saves: snapshots, and NavKitHost's saved paths.
public enum NavigationSnapshotFormat {
    /// The version written into every snapshot and saved path, and the only one read.
    ///
    /// The policy: within a version, fields are only ever added, as optional keys with defaults,
    /// so an older reader ignores them and a newer reader defaults them; a version is only bumped
    /// when a field is removed, renamed or changes meaning (a default included). A reader reads
    /// exactly the versions it knows — today only 1 — and refuses any other with
    /// ``RestorationError/unsupportedVersion(_:)`` before it reads anything else, so a snapshot
    /// from a newer app (after a downgrade) is never half-understood. When version 2 comes, its
    /// reader will also read 1.
    public static let version = 1
}
