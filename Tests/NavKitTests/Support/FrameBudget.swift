import Testing

/// A bound on a loop that ticks frames until a transition ends: past its frames the test fails
/// (a transition that never ends) instead of hanging.
///
/// ```swift
/// var budget = FrameBudget()
/// while h.container.transition != nil {
///     try budget.spend()
///     try h.tick(1.0 / 60)
/// }
/// ```
struct FrameBudget {
    private var left: Int

    /// A budget of `frames` frames (ten seconds at 60 Hz by default).
    init(frames: Int = 600) { left = frames }

    /// Spends one frame; throws once the budget is gone.
    mutating func spend(sourceLocation: SourceLocation = #_sourceLocation) throws {
        left -= 1
        try #require(left >= 0, "the transition did not end within its frame budget", sourceLocation: sourceLocation)
    }
}
