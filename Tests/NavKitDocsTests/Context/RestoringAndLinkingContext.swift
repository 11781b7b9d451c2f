// The adapters exist on iOS and visionOS (the stand-ins on Linux): elsewhere this document's
// blocks and this context are compiled out (scripts/docs-snippets.py).
#if os(iOS) || os(visionOS) || os(Linux)
    import NavKit
    import NavKitUIKit

    // What "Restoring the stack and opening links" assumes: a container, the drafts an app keeps for
    // its compose screens, and a UIKit navigation controller whose thread screens are made again from
    // their identifiers.
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
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
#endif
