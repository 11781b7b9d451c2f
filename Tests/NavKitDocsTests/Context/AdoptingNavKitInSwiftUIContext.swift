// The adapters exist on iOS and visionOS (the stand-ins on Linux): elsewhere this document's
// blocks and this context are compiled out (scripts/docs-snippets.py).
#if os(iOS) || os(visionOS) || os(Linux)
    import NavKit
    import NavKitSwiftUI

    // What "Adopting NavKit in SwiftUI" assumes: the mail app's mailboxes, messages and their lists.
    #if os(Linux)
        import SwiftUIStandIn
    #else
        import SwiftUI
    #endif

    /// A mailbox of the mail app.
    struct Mailbox: Hashable, Identifiable {
        let id: String
        var name: String { id }
    }

    /// The list of mailboxes.
    struct MailboxList: View {
        let open: (Mailbox) -> Void
        var body: some View { Text("Mailboxes") }
    }

    /// The messages of a mailbox.
    struct MessageList: View {
        let mailbox: Mailbox
        let open: (Mailbox) -> Void
        var body: some View { Text(mailbox.name) }
    }

    @MainActor struct AdoptingNavKitInSwiftUIContext {}
#endif
