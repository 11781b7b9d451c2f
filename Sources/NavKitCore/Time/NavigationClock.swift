/// The source of "now" for a ``NavKit/NavigationContainer``-style driver.
///
/// The driver asks the clock when an operation starts a transition; frames then arrive through
/// `tick(at:)` with the host's own frame timestamps. Tests inject a ``ManualClock``; a host
/// injects a clock built on its display link or monotonic time.
///
/// Implementation requirements: `now` never goes backwards and is always finite.
@MainActor
public protocol NavigationClock: AnyObject {
    /// The current time.
    var now: Timestamp { get }
}

/// A clock that only moves when told to: the deterministic clock for tests and scripted runs.
///
/// ```swift
/// let clock = ManualClock()
/// let container = NavigationContainer(root: home, clock: clock)
/// try container.push(detail)
/// clock.advance(by: 0.1)
/// try container.tick()   // 100 ms into the push
/// ```
@MainActor
public final class ManualClock: NavigationClock {
    /// The current time.
    // Main-actor isolated, a trivial value, never accessed while another access to it is open
    // (no method here calls out): the runtime's exclusivity check guards nothing.
    @exclusivity(unchecked) public private(set) var now: Timestamp

    /// Creates a clock.
    /// - Parameter now: The starting time.
    public init(now: Timestamp = .zero) {
        self.now = now
    }

    /// Moves the clock forward.
    /// - Parameter seconds: How far to move; negative or non-finite values are ignored, so the
    ///   clock can never go backwards.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now = now + seconds
    }

    /// Sets the clock to a later time.
    /// - Parameter time: The new time; an earlier or non-finite time is ignored.
    public func set(to time: Timestamp) {
        guard time.isFinite, time > now else { return }
        now = time
    }
}
