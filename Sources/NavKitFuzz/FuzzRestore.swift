import NavKit
import NavKitTesting

/// The payload the restore fuzz target reads with each screen: a little of every JSON kind.
package struct RestoreFuzzPayload: Codable, Equatable, Sendable {
    /// Text.
    package var note: String?
    /// A whole number.
    package var count: Int?
    /// A list.
    package var tags: [String]?
    /// A fraction.
    package var ratio: Double?
}

/// One execution of the restore fuzz target: the bytes as a saved stack (NavKit's
/// `NavigationSnapshot` text), read and restored into a container that holds a guarded screen and
/// may have a push in flight.
///
/// Checked, for any bytes: reading never traps; a refusal is one of the reading errors, never a
/// container's; a snapshot that reads is valid (a screen at least, no identity twice) and its own
/// text reads back as itself; restoring it either replaces the stack (as a queued request while
/// the push runs) or is refused because it would remove the screen whose guard denies — and then
/// the container is exactly as it was.
///
/// The libFuzzer target reaches it as the layer ``FuzzLayer/restore``; `Fuzz/corpus-restore` holds its
/// seeds.
/// - Parameter bytes: The fuzzer's input.
/// - Returns: A report of the first broken rule, or `nil`.
@MainActor
package func fuzzRestore(_ bytes: [UInt8]) -> String? {
    let snapshot: NavigationSnapshot<RestoreFuzzPayload>
    do {
        snapshot = try NavigationSnapshot(utf8: bytes)
    } catch {
        switch error {
        case .malformed, .unsupportedVersion, .emptyStack, .duplicateScreen, .undecodablePayload: return nil
        case .unencodablePayload, .undecodableElement, .unencodableElement, .refused:
            return "reading refused with \(error), which only writing or a container gives"
        }
    }
    let ids = snapshot.screens.map(\.id)
    guard !ids.isEmpty, Set(ids).count == ids.count else { return "an invalid snapshot was read: \(ids)" }
    do {
        let again = try NavigationSnapshot<RestoreFuzzPayload>(text: try snapshot.text())
        guard again == snapshot else { return "the snapshot's own text reads back differently" }
    } catch {
        return "the snapshot's own text does not read back: \(error)"
    }
    let mail = [Screen(id: "home"), Screen(id: "inbox"), Screen(id: "compose", title: "New Message")]
    return guardedRequestFailure(
        showing: mail, guarded: "compose", pushInFlight: bytes.count % 2 == 1, expected: snapshot.screens,
        refusal: RestorationError.refused(.leaveDenied("compose"))
    ) { (container) throws(RestorationError) in
        try container.restore(snapshot)
    }
}
