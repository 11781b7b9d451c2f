import NavKit
import NavKitUIKit

// What "Restoring the stack and opening links" assumes: a container, the drafts an app keeps for
// its compose screens, and a UIKit navigation controller whose thread screens are made again from
// their identifiers.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// A mail thread's screen, made from the thread's identifier.
final class ThreadViewController: UIViewController {
    let threadID: Int

    init(_ threadID: Int) {
        self.threadID = threadID
        super.init(nibName: nil, bundle: nil)
        title = "Thread \(threadID)"
    }

    required init?(coder: NSCoder) { fatalError("made in code") }
}

@MainActor final class RestoringAndLinkingContext {
    let container = NavigationContainer(root: Screen(id: "/", title: "Mailboxes"), clock: ManualClock())
    var drafts: [ScreenID: Draft] = [:]
    let navigation = NavKitNavigationController(rootViewController: UIViewController())
}
