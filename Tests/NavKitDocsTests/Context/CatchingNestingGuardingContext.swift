// The adapters exist on iOS and visionOS (the stand-ins on Linux): elsewhere this document's
// blocks and this context are compiled out (scripts/docs-snippets.py).
#if os(iOS) || os(visionOS) || os(Linux)
    import NavKit

    // What "Catching, nesting and guarding" assumes: a container, its clock and a touch, and a
    // compose screen that knows whether it has a draft.
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif

    @MainActor final class CatchingNestingGuardingContext {
        let clock = ManualClock()
        lazy var container = NavigationContainer(root: Screen(id: "home"), clock: clock)
        lazy var outer = NavigationContainer(root: Screen(id: "tabs"), clock: clock)
        /// When the finger landed.
        var t: Timestamp { clock.now }
        let tabBounds = Rect(x: 0, y: 0, width: 390, height: 800)
        let touch = Touch(id: 1, phase: .began, location: Point(x: 200, y: 400), timestamp: .zero)
    }

    extension ComposeController {
        var hasDraft: Bool { true }
        func confirmDiscard(_ answer: @escaping @MainActor (Bool) -> Void) { answer(true) }
    }
#endif
