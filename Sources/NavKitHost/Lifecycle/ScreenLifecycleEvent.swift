package import NavKitCore

/// Something that happened to a navigation stack, told to a ``ScreenLifecycle``.
///
/// The events are abstract on purpose: a host's container layer translates whatever its
/// container reports (observer callbacks, a state machine's effects) into these, and the
/// lifecycle turns them into the appearance and containment callbacks UIKit would make.
package enum ScreenLifecycleEvent: Hashable, Sendable {
    /// The host itself (the navigation controller's view, the window) is about to appear.
    case hostWillAppear(animated: Bool)
    /// The host appeared.
    case hostDidAppear(animated: Bool)
    /// The host is about to disappear.
    case hostWillDisappear(animated: Bool)
    /// The host disappeared.
    case hostDidDisappear(animated: Bool)
    /// A transition began: the `from` screen starts to leave the top, the `to` screen to arrive.
    case transitionBegan(LifecycleTransition)
    /// The running transition was caught by a finger (or another interactive source) and goes on
    /// under it; its end (finished or cancelled) decides the callbacks, so this emits none.
    case transitionCaught
    /// The running transition ended: finished (its stack applies) or cancelled (nothing changed).
    case transitionEnded(TransitionOutcome)
    /// A stack applied without a transition: an immediate push, pop or set-stack, or a change
    /// that removes or inserts screens below an unchanged top.
    case stackChanged([ScreenID], animated: Bool)
}

/// A transition as the lifecycle sees it: which screen leaves the top, which arrives, and the
/// stack it commits if it finishes.
package struct LifecycleTransition: Hashable, Sendable {
    /// The top screen when the transition began.
    package var from: ScreenID
    /// The top screen if it finishes.
    package var to: ScreenID
    /// The whole stack if it finishes, root first; its last screen is ``to``.
    package var stackAfter: [ScreenID]
    /// Whether it animates (the `animated` flag of the callbacks it causes).
    package var isAnimated: Bool
    /// Whether a finger (or another interactive source) drives it.
    package var isInteractive: Bool

    /// Creates a transition.
    /// - Parameters:
    ///   - from: The top screen when it began.
    ///   - to: The top screen if it finishes.
    ///   - stackAfter: The stack if it finishes, root first, ending with `to`.
    ///   - isAnimated: Whether it animates.
    ///   - isInteractive: Whether it is driven interactively.
    package init(
        from: ScreenID, to: ScreenID, stackAfter: [ScreenID], isAnimated: Bool = true, isInteractive: Bool = false
    ) {
        self.from = from
        self.to = to
        self.stackAfter = stackAfter
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
    }
}

/// Why a ``ScreenLifecycle`` refused an event. A refused event changes nothing.
package enum ScreenLifecycleError: Error, Hashable, Sendable {
    /// A stack without screens (before the first ``ScreenLifecycleEvent/stackChanged(_:animated:)``,
    /// a transition has nothing to leave).
    case emptyStack
    /// A stack that names a screen twice.
    case duplicateScreen(ScreenID)
    /// A transition began, or a stack changed, while another transition runs.
    case transitionInProgress
    /// A transition was caught or ended while none runs.
    case noTransition
    /// A transition began from a screen that is not on top.
    case notOnTop(ScreenID)
    /// A transition whose `to` equals its `from`, or whose stack after does not end with `to`.
    case inconsistentTransition(LifecycleTransition)
}
