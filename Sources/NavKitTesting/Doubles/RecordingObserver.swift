public import NavKit

/// An observer that records every event the container sends, as comparable values.
///
/// ```swift
/// let observer = NavigationEventRecorder()
/// container.addObserver(observer)
/// try container.push(detail)
/// #expect(observer.events.first == .willShow("detail", animated: true))
/// ```
public final class NavigationEventRecorder: NavigationObserver {
    /// One observed event.
    public enum Event: Hashable, Sendable {
        /// `willShow`.
        case willShow(ScreenID, animated: Bool)
        /// `didShow`.
        case didShow(ScreenID, animated: Bool)
        /// `didBegin`.
        case began(TransitionOperation, from: ScreenID, to: ScreenID, interactive: Bool)
        /// `didEnd`.
        case ended(TransitionOperation, from: ScreenID, to: ScreenID, TransitionOutcome)
        /// `didReport`.
        case diagnostic(NavigationDiagnostic)
    }

    /// Every event so far, in order.
    public private(set) var events: [Event] = []
    /// Runs after each event is recorded, for tests that re-enter the container.
    public var onEvent: ((NavigationContainer, Event) -> Void)?

    /// Creates a recorder.
    public init() {}

    /// The diagnostics among ``events``.
    public var diagnostics: [NavigationDiagnostic] {
        events.compactMap { if case .diagnostic(let d) = $0 { d } else { nil } }
    }

    /// How many transitions began and how many ended, for exactly-once checks.
    public var beganAndEnded: (began: Int, ended: Int) {
        events.reduce(into: (0, 0)) { counts, event in
            if case .began = event { counts.0 += 1 }
            if case .ended = event { counts.1 += 1 }
        }
    }

    /// Forgets every event.
    public func reset() { events.removeAll() }

    private func record(_ container: NavigationContainer, _ event: Event) {
        events.append(event)
        onEvent?(container, event)
    }

    /// Records `willShow`.
    public func navigationContainer(_ container: NavigationContainer, willShow screen: Screen, animated: Bool) {
        record(container, .willShow(screen.id, animated: animated))
    }

    /// Records `didShow`.
    public func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) {
        record(container, .didShow(screen.id, animated: animated))
    }

    /// Records `didBegin`.
    public func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
        record(
            container,
            .began(context.operation, from: context.from.id, to: context.to.id, interactive: context.isInteractive))
    }

    /// Records `didEnd`.
    public func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        record(container, .ended(context.operation, from: context.from.id, to: context.to.id, outcome))
    }

    /// Records `didReport`.
    public func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {
        record(container, .diagnostic(diagnostic))
    }
}
