// The adapters exist on iOS and visionOS (the stand-ins on Linux): elsewhere this document's
// blocks and this context are compiled out (scripts/docs-snippets.py).
#if os(iOS) || os(visionOS) || os(Linux)
    import NavKit
    import NavKitUIKit

    // What "Adopting NavKit in UIKit" assumes: a window, the app's view controllers (an inbox, a
    // message, a photo, a profile, a gallery with a carousel, an editor, a photo grid and its detail),
    // and the analytics the inbox reports to.
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// The app's analytics.
    @MainActor enum Analytics {
        static func screenShown(_ title: String) {}
    }

    extension InboxViewController {
        var analytics: Analytics.Type { Analytics.self }
    }

    extension EditorViewController {
        var hasUnsavedEdits: Bool { true }
        func confirmDiscard() {}
    }

    /// The app's window (the stand-ins have no `UIWindow`).
    final class Window {
        var rootViewController: UIViewController?
    }

    /// The message screen: replies from its bar button.
    final class MessageViewController: UIViewController {
        func reply() {}
    }

    /// A screen with a photo and its image view.
    final class PhotoViewController: UIViewController {
        let imageView = UIView()
    }

    @MainActor final class AdoptingNavKitInUIKitContext {
        let window = Window()
        let inbox = InboxViewController()
        let message = MessageViewController()
        let photo = UIViewController()
        let profile = UIViewController()
        let gallery = UIViewController()
        let editor = EditorViewController()
        let grid = PhotoGridViewController()
        let cell = PhotoViewController()
        let detail = PhotoViewController()
        let carouselFrame = Rect(x: 0, y: 100, width: 390, height: 300)
        let page = 0
        let archiveNavigation = NavKitNavigationController(rootViewController: UIViewController())
    }

    /// The photo grid: it answers where its cells stand.
    final class PhotoGridViewController: UIViewController, TransitionSourceResolver {
        func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? { nil }
    }
#endif
