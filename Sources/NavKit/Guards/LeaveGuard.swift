public import NavKitCore
public import NavKitInteraction

/// Where a back action came from.
public enum BackOrigin: Hashable, Sendable, CustomStringConvertible {
    /// A back swipe of the given kind.
    case swipe(BackGestureKind)
    /// A host's own back source (a system back gesture, predictive back).
    case programmatic
    /// The bar's back button.
    case backButton
    /// A keyboard shortcut (Esc, ⌘[, Alt+←).
    case keyboard
    /// The accessibility escape (VoiceOver's two-finger Z).
    case accessibility

    /// `swipe (edge)`, `back button`, …
    public var description: String {
        switch self {
        case .swipe(let kind): "swipe (\(kind.rawValue))"
        case .programmatic: "programmatic back"
        case .backButton: "back button"
        case .keyboard: "keyboard"
        case .accessibility: "accessibility escape"
        }
    }
}

/// Why a screen is about to leave the stack.
public enum LeaveReason: Hashable, Sendable, CustomStringConvertible {
    /// A back action: a swipe, a programmatic back, the back button, a keyboard or accessibility
    /// escape.
    case back(BackOrigin)
    /// `pop()`.
    case pop
    /// `pop(to:)`.
    case popTo(ScreenID)
    /// `popToRoot()`.
    case popToRoot
    /// The tab that shows the stack was tapped while already selected, which pops it to its root
    /// (`NavigationHostDriver.reselectTab(animated:)` in NavKitHost, and the UIKit and SwiftUI
    /// adapters built on it).
    case reselectTab
    /// `replaceTop(with:)`.
    case replaceTop
    /// `setStack(_:)`.
    case setStack
    /// Restoring a saved stack (`restore(_:)`), which replaces the stack.
    case restore
    /// Opening a link (`open(_:in:)`), which replaces the stack with the link's; the link as given.
    case openLink(String)

    /// A readable form.
    public var description: String {
        switch self {
        case .back(let origin): "back (\(origin))"
        case .pop: "pop"
        case .popTo(let id): "pop to \(id)"
        case .popToRoot: "pop to root"
        case .reselectTab: "reselect tab"
        case .replaceTop: "replace top"
        case .setStack: "set stack"
        case .restore: "restore"
        case .openLink(let link): "open link \(link)"
        }
    }

    /// Whether it is a back action (what a ``NavKitInteraction/BackInterceptor`` speaks for).
    public var isBack: Bool {
        if case .back = self { return true }
        return false
    }
}

/// The identity of one question to a leave guard.
public struct LeaveRequestID: Hashable, Sendable, CustomStringConvertible {
    /// The number.
    public let rawValue: UInt64

    /// Creates an identifier.
    /// - Parameter rawValue: The number.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    /// `leave#3`.
    public var description: String { "leave#\(rawValue)" }
}

/// A question to a screen's ``LeaveGuard``: this screen is about to leave the stack, for this
/// reason.
public struct LeaveRequest: Hashable, Sendable, Identifiable {
    /// The question's identity; answer a deferred one with it.
    public let id: LeaveRequestID
    /// The screen that would leave.
    public let screen: Screen
    /// What would remove it.
    public let reason: LeaveReason

    /// Creates a question.
    /// - Parameters:
    ///   - id: Its identity.
    ///   - screen: The screen that would leave.
    ///   - reason: What would remove it.
    public init(id: LeaveRequestID, screen: Screen, reason: LeaveReason) {
        self.id = id
        self.screen = screen
        self.reason = reason
    }
}

/// A leave guard's answer.
public enum LeaveDecision: Hashable, Sendable {
    /// The screen may leave.
    case allow
    /// The screen stays; the request is refused (``NavigationError/leaveDenied(_:)``).
    case deny
    /// The guard asks the person (a confirm dialog) and answers later with
    /// ``NavigationContainer/answer(_:allowing:)``. The request waits; requests made meanwhile
    /// queue behind it.
    case decideLater
}

/// A screen's say over leaving the stack: unsaved changes, a payment in progress, a web view with
/// its own history.
///
/// Every path that would remove the screen asks its guard first — the swipe, the back button, a
/// programmatic back, the interactive-pop API, a keyboard or accessibility escape, and every stack
/// operation (`pop`, `pop(to:)`, `popToRoot`, `replaceTop`, `setStack`, a link, a restore, a tab
/// re-tap); ``LeaveRequest/reason`` says which. The guard allows, denies, or decides later (then
/// the same request goes through, or completes with `.failed(.leaveDenied)`; a back action is
/// refused now and pops the screen if the answer allows it). Code that must
/// force a change passes `overridingGuards: true`; the container reports
/// ``NavigationDiagnostic/guardOverridden(_:_:)``. React Navigation's `beforeRemove` is the model.
/// The container holds guards weakly; a released guard stops guarding. A
/// ``NavKitInteraction/BackInterceptor`` is the narrower kind: it speaks for back actions only and
/// can take the action itself.
///
/// ```swift
/// final class ComposeController: UIViewController, LeaveGuard {
///     var hasDraft = true
///     func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
///         guard hasDraft else { return .allow }
///         confirmDiscard { discard in container.answer(request.id, allowing: discard) }
///         return .decideLater
///     }
/// }
/// ```
@MainActor
public protocol LeaveGuard: AnyObject {
    /// Asked once per request that would remove the guarded screen, before anything changes.
    /// - Parameters:
    ///   - container: The container.
    ///   - request: The screen, the reason, and the identity to answer a deferred question with.
    /// - Returns: Allow, deny, or decide later.
    func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision
}
