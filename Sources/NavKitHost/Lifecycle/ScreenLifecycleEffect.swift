public import NavKitCore

/// One callback a host makes on a screen, in the order a `ScreenLifecycle` emits them.
///
/// Appearance effects map onto `beginAppearanceTransition(_:animated:)` /
/// `endAppearanceTransition()` (or `viewWillAppear` and its siblings); stack effects onto
/// view-controller containment:
///
/// | Effect | UIKit |
/// |---|---|
/// | ``willEnterStack(_:)`` | `addChild(_:)` (which calls `willMove(toParent:)`) |
/// | ``didEnterStack(_:)`` | `didMove(toParent: container)` |
/// | ``willLeaveStack(_:)`` | `willMove(toParent: nil)` |
/// | ``didLeaveStack(_:)`` | `removeFromParent()` (which calls `didMove(toParent: nil)`) |
public enum ScreenLifecycleEffect: Hashable, Sendable, CustomStringConvertible {
    /// The screen joins the stack (becomes a child).
    case willEnterStack(ScreenID)
    /// The screen's joining completed.
    case didEnterStack(ScreenID)
    /// The screen starts leaving the stack.
    case willLeaveStack(ScreenID)
    /// The screen left the stack; it gets no further callbacks unless it joins again.
    case didLeaveStack(ScreenID)
    /// The screen is about to appear.
    case willAppear(ScreenID, animated: Bool)
    /// The screen appeared.
    case didAppear(ScreenID, animated: Bool)
    /// The screen is about to disappear.
    case willDisappear(ScreenID, animated: Bool)
    /// The screen disappeared.
    case didDisappear(ScreenID, animated: Bool)

    /// The screen the effect is about.
    public var screen: ScreenID {
        switch self {
        case .willEnterStack(let id), .didEnterStack(let id), .willLeaveStack(let id), .didLeaveStack(let id),
            .willAppear(let id, _), .didAppear(let id, _), .willDisappear(let id, _), .didDisappear(let id, _):
            id
        }
    }

    /// A compact form for logs and test failures: `willAppear(b, animated)`.
    public var description: String {
        func flag(_ animated: Bool) -> String { animated ? "animated" : "immediate" }
        switch self {
        case .willEnterStack(let id): return "willEnterStack(\(id))"
        case .didEnterStack(let id): return "didEnterStack(\(id))"
        case .willLeaveStack(let id): return "willLeaveStack(\(id))"
        case .didLeaveStack(let id): return "didLeaveStack(\(id))"
        case .willAppear(let id, let animated): return "willAppear(\(id), \(flag(animated)))"
        case .didAppear(let id, let animated): return "didAppear(\(id), \(flag(animated)))"
        case .willDisappear(let id, let animated): return "willDisappear(\(id), \(flag(animated)))"
        case .didDisappear(let id, let animated): return "didDisappear(\(id), \(flag(animated)))"
        }
    }
}

/// Where a screen (or the host) is in its appearance cycle, as UIKit tracks it.
public enum ScreenAppearance: String, Hashable, Sendable, CaseIterable {
    /// Not on screen; the state before any callback and after `didDisappear`.
    case disappeared
    /// After `willAppear`, before `didAppear` (or a cancelling `willDisappear`).
    case appearing
    /// After `didAppear`.
    case appeared
    /// After `willDisappear`, before `didDisappear` (or a cancelling `willAppear`).
    case disappearing

    /// Whether the host draws screens now (appearing or appeared).
    package var isOnScreen: Bool { self == .appearing || self == .appeared }
}

/// Where a screen is in its stack membership (view-controller containment).
package enum StackMembership: String, Hashable, Sendable, CaseIterable {
    /// After ``ScreenLifecycleEffect/willEnterStack(_:)``, before ``ScreenLifecycleEffect/didEnterStack(_:)``.
    case entering
    /// In the stack.
    case member
    /// After ``ScreenLifecycleEffect/willLeaveStack(_:)``, before ``ScreenLifecycleEffect/didLeaveStack(_:)``
    /// (or a cancelling ``ScreenLifecycleEffect/didEnterStack(_:)``).
    case leaving
}
