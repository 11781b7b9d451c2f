import NavKit
import NavKitHost
import NavKitSwiftUI
import SwiftUI

/// The SwiftUI tab: a `NavKitStack` bound to a path of routes, saved in the scene's storage (so a
/// relaunch comes back where the person was) and set by links (`navkitphotos://message/3/photo`).
struct SwiftUIInbox: View {
    enum Route: Hashable, Codable {
        case message(Int)
        case photo(Int)
        case compose
    }

    @State private var path: [Route] = []
    @SceneStorage("photos.swiftui.path") private var savedPath: SavedPath<Route>?

    var body: some View {
        NavKitStack(
            path: $path, savedPath: $savedPath,
            onBarItemTap: { item, _ in if item == "compose" { path.append(.compose) } },
            zoomSource: { route in
                if case .photo(let id) = route { TransitionSourceID(Mailbox.message(id).photoSource) } else { nil }
            }
        ) {
            List(Mailbox.messages) { message in
                Button {
                    path.append(.message(message.id))
                } label: {
                    VStack(alignment: .leading) {
                        Text(message.sender).font(.headline)
                        Text(message.subject).foregroundStyle(.secondary)
                    }
                }
            }
            .navKitTitle("Inbox")
            .navKitBarItems(trailing: [BarItem(id: "compose", title: "New")])
        } destination: { route in
            switch route {
            case .message(let id):
                MessageScreen(message: Mailbox.message(id)) { path.append(.photo(id)) }
                    .navKitTitle(Mailbox.message(id).subject)
            case .photo(let id):
                PhotoScreen(message: Mailbox.message(id))
                    .navKitBarHidden()
            case .compose:
                ComposeScreen { path.removeLast() }
                    .navKitTitle("New Message")
            }
        }
        // A link is a path like any other: one transition to it, through the leave guards.
        .onOpenURL { url in
            if let linked = PhotosLinks.path(for: url) { path = linked }
        }
    }
}

/// The photo's colour. Spelled `SwiftUI.Color`: NavKit has a `Color` of its own (a screen's colours,
/// platform-neutral), and a file importing both modules must say which it means.
func photoColor(_ message: Message) -> SwiftUI.Color {
    SwiftUI.Color(hue: message.hue, saturation: 0.6, brightness: 0.9)
}

struct MessageScreen: View {
    let message: Message
    let openPhoto: () -> Void

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(message.body)
                Button(action: openPhoto) {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(photoColor(message))
                        .frame(width: 160, height: 120)
                }
                .navKitTransitionSource(TransitionSourceID(message.photoSource))
            }
            .padding()
        }
        // The reply bar moves with its screen's transitions, the finger's included: in as the
        // screen comes in (pushed or uncovered), out as it goes; a cancelled swipe's last frame
        // puts it back where it was.
        .safeAreaInset(edge: .bottom) {
            Button("Reply") {}
                .frame(maxWidth: .infinity)
                .padding()
                .background(.bar)
                .offset(y: 80 * (1 - replyBarShown))
        }
        .onNavKitTransition { frame in
            replyBarShown = screen.flatMap(frame.presence(of:)) ?? 1
        }
    }

    /// This view's screen in the stack.
    @Environment(\.navKitScreen) private var screen
    /// How much of the reply bar shows: 1 at rest.
    @State private var replyBarShown = 1.0
}

struct PhotoScreen: View {
    let message: Message

    var body: some View {
        photoColor(message)
            .ignoresSafeArea()
            .overlay { Text("Drag down to close").foregroundStyle(.white) }
    }
}

/// The compose screen keeps its draft: the swipe is off and the back button hidden, and Cancel
/// asks before a written draft is thrown away (the SwiftUI stack has no leave-guard modifier yet;
/// the UIKit tab's compose screen is a real `LeaveGuard`, asked by every way back).
struct ComposeScreen: View {
    let close: () -> Void
    @State private var draft = ""
    @State private var confirming = false

    var body: some View {
        VStack(spacing: 16) {
            DraftField(draft: $draft)
            HStack {
                Button("Cancel") { if draft.isEmpty { close() } else { confirming = true } }
                Spacer()
                Button("Send", action: close).disabled(draft.isEmpty)
            }
            Spacer()
        }
        .padding()
        .navKitBackGesture(.disabled)
        .navKitBackButtonHidden()
        .confirmationDialog("Discard the draft?", isPresented: $confirming) {
            Button("Discard", role: .destructive, action: close)
        }
    }
}

/// The draft's text: a field that grows with its text from iOS 16 (`TextField(_:text:axis:)` is
/// iOS 16.0+), a bordered `TextEditor` (iOS 14.0+) before, as the app runs from iOS 15.
struct DraftField: View {
    @Binding var draft: String

    var body: some View {
        if #available(iOS 16.0, *) {
            TextField("Message", text: $draft, axis: .vertical)
                .textFieldStyle(.roundedBorder)
        } else {
            TextEditor(text: $draft)
                .frame(minHeight: 120)
                .overlay(RoundedRectangle(cornerRadius: 6).stroke(SwiftUI.Color.secondary.opacity(0.4)))
        }
    }
}
