/// Everything an animator needs to know about one transition.
///
/// A context is a value: the driver builds it when the transition starts and passes the same
/// value to every call of the animator, so an animator is a pure function of
/// `(progress, context)`.
public struct TransitionContext: Hashable, Sendable {
    /// The stack operation being animated.
    public var operation: TransitionOperation
    /// Forward (push-like) or backward (pop-like).
    public var direction: TransitionDirection
    /// The screen on top when the transition began.
    public var from: Screen
    /// The screen on top when the transition finishes.
    public var to: Screen
    /// The container's bounds.
    public var bounds: Rect
    /// Which side is leading; animators mirror their horizontal motion in right-to-left.
    public var layoutDirection: LayoutDirection
    /// Whether a finger (or another interactive source) drives the progress.
    public var isInteractive: Bool
    /// Whether the transition is animated at all (`false` for `animated: false` operations).
    public var isAnimated: Bool
    /// The height of the navigation bar, for bar motion.
    public var barHeight: Double

    /// Creates a context.
    /// - Parameters:
    ///   - operation: The stack operation.
    ///   - direction: Forward or backward; defaults to backward for pops, forward otherwise.
    ///   - from: The screen on top at the start.
    ///   - to: The screen on top at the end.
    ///   - bounds: The container's bounds.
    ///   - layoutDirection: Which side is leading.
    ///   - isInteractive: Whether the progress is driven interactively.
    ///   - isAnimated: Whether the transition is animated.
    ///   - barHeight: The height of the navigation bar.
    public init(
        operation: TransitionOperation,
        direction: TransitionDirection? = nil,
        from: Screen,
        to: Screen,
        bounds: Rect,
        layoutDirection: LayoutDirection = .leftToRight,
        isInteractive: Bool = false,
        isAnimated: Bool = true,
        barHeight: Double = 44
    ) {
        self.operation = operation
        self.direction = direction ?? (operation == .pop ? .backward : .forward)
        self.from = from
        self.to = to
        self.bounds = bounds
        self.layoutDirection = layoutDirection
        self.isInteractive = isInteractive
        self.isAnimated = isAnimated
        self.barHeight = barHeight
    }

    /// The same transition in the other layout direction.
    public var mirrored: TransitionContext {
        var copy = self
        copy.layoutDirection = layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        return copy
    }

    /// The opposite transition: from and to swapped and the direction reversed.
    ///
    /// For an animator that declares ``AnimatedTransitioning/isSymmetric``, the layers of the
    /// reversed context at `1 - p` are the layers of this context at `p` with roles swapped.
    public var reversed: TransitionContext {
        var copy = self
        copy.from = to
        copy.to = from
        copy.direction = direction == .forward ? .backward : .forward
        copy.operation = direction == .forward ? .pop : .push
        return copy
    }
}
