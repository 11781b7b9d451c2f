public import NavKitCore

/// Receives the container's lifecycle events. Held weakly: an observer that is released simply
/// stops receiving events and is never kept alive by the container.
///
/// Every method has an empty default, so implement only what you need. Calling back into the
/// container from any of them (for instance pushing in `didShow`) is safe: the call is the
/// container's next event, validated against the state at that moment, and the events it causes
/// are delivered after the ones already on their way.
///
/// Observers are the container's one channel for diagnostics as well
/// (``navigationContainer(_:didReport:)``).
///
/// Main-actor isolated like the container and like UIKit's delegate protocols, so a view
/// controller conforms the way it conforms to any UIKit delegate:
///
/// ```swift
/// final class StackViewController: UIViewController, NavigationObserver {
///     func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) {
///         title = screen.title
///     }
/// }
/// ```
@MainActor
public protocol NavigationObserver: AnyObject {
    /// A screen is about to become the top screen (at the start of its transition).
    /// - Parameters:
    ///   - container: The container.
    ///   - screen: The screen that will be on top.
    ///   - animated: Whether a transition animates it.
    func navigationContainer(_ container: NavigationContainer, willShow screen: Screen, animated: Bool)

    /// A screen became the top screen (its transition finished).
    /// - Parameters:
    ///   - container: The container.
    ///   - screen: The new top screen.
    ///   - animated: Whether a transition animated it.
    func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool)

    /// A transition began.
    /// - Parameters:
    ///   - container: The container.
    ///   - context: The transition (for a zoom, with the source frame the host just resolved).
    func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext)

    /// A finger caught the running transition (a push, a pop, a set-stack, a swipe's completion):
    /// it goes on from where it was, now driven interactively, and ends as usual with
    /// ``navigationContainer(_:didEnd:outcome:)`` — finished, or cancelled if the finger took it
    /// back.
    /// - Parameters:
    ///   - container: The container.
    ///   - context: The transition, now interactive.
    func navigationContainer(_ container: NavigationContainer, didCatch context: TransitionContext)

    /// A transition ended; called exactly once per transition.
    /// - Parameters:
    ///   - container: The container.
    ///   - context: The transition.
    ///   - outcome: Finished or cancelled.
    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome)

    /// The container reported a diagnostic (a refused gesture, a clamped value, a misbehaving
    /// plug-in).
    /// - Parameters:
    ///   - container: The container.
    ///   - diagnostic: What happened.
    func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic)
}

extension NavigationObserver {
    /// Does nothing.
    public func navigationContainer(_ container: NavigationContainer, willShow screen: Screen, animated: Bool) {}
    /// Does nothing.
    public func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) {}
    /// Does nothing.
    public func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {}
    /// Does nothing.
    public func navigationContainer(_ container: NavigationContainer, didCatch context: TransitionContext) {}
    /// Does nothing.
    public func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {}
    /// Does nothing.
    public func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {}
}

/// The container's observers: weak, in the order they were added; adding and removing are O(1).
@MainActor
struct ObserverList {
    private struct Entry {
        weak var value: (any NavigationObserver)?
    }

    private var entries: [Entry] = []
    private var slots: [ObjectIdentifier: Int] = [:]
    private var sweepAt = 16

    /// Adds an observer unless it is already there.
    mutating func add(_ observer: any NavigationObserver) {
        let key = ObjectIdentifier(observer)
        if let slot = slots[key], entries[slot].value === observer { return }
        slots[key] = entries.count
        entries.append(Entry(value: observer))
        compactIfNeeded()
    }

    /// Removes an observer.
    mutating func remove(_ observer: any NavigationObserver) {
        let key = ObjectIdentifier(observer)
        guard let slot = slots[key], entries[slot].value === observer else { return }
        slots[key] = nil
        entries[slot].value = nil
    }

    /// How many are still alive.
    var liveCount: Int { entries.reduce(0) { $0 + ($1.value == nil ? 0 : 1) } }

    /// Calls every live observer, in order. A snapshot: observers added or removed meanwhile take
    /// effect next time.
    func notify(_ body: (any NavigationObserver) -> Void) {
        for entry in entries {
            if let observer = entry.value { body(observer) }
        }
    }

    /// Drops removed and released entries whenever the list has doubled since the last sweep,
    /// so adding stays amortised O(1) and released observers never pile up.
    private mutating func compactIfNeeded() {
        guard entries.count >= sweepAt else { return }
        entries.removeAll { $0.value == nil }
        slots.removeAll(keepingCapacity: true)
        for (index, entry) in entries.enumerated() {
            if let observer = entry.value { slots[ObjectIdentifier(observer)] = index }
        }
        sweepAt = max(16, entries.count * 2)
    }
}
