import NavKit

// What "Restoring the stack and opening links" assumes: a container, and the drafts an app keeps
// for its compose screens.
@MainActor final class RestoringAndLinkingContext {
    let container = NavigationContainer(root: Screen(id: "/", title: "Mailboxes"), clock: ManualClock())
    var drafts: [ScreenID: Draft] = [:]
}
