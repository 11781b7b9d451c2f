/// The stack operation a transition animates.
public enum TransitionOperation: String, Hashable, Sendable, CaseIterable {
    /// A screen was pushed on top.
    case push
    /// The top screen (or several, for pop-to) was removed.
    case pop
    /// The top screen was replaced by another.
    case replace
    /// The whole stack was replaced.
    case setStack
}

/// Which way a transition moves through the stack, which decides the animation's direction.
public enum TransitionDirection: String, Hashable, Sendable, CaseIterable {
    /// Deeper into the stack: the incoming screen arrives from the trailing side (a push).
    case forward
    /// Back toward the root: the top screen leaves toward the trailing side (a pop).
    case backward
}
