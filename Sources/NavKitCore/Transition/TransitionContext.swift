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
    /// Where the element the deeper screen grows out of (or shrinks back into) stands on the
    /// shallower screen, in the container's coordinates (like ``bounds``); `nil` when the deeper
    /// screen names no source (``ScreenPreferences/transitionSource``) or the host could not
    /// resolve it (the element is gone, scrolled away or empty).
    ///
    /// The host resolves it when the transition begins — at the start of the push, and again at
    /// the start of the pop, so a list scrolled meanwhile shrinks the screen into the right cell.
    /// The container hands animators only finite frames of positive size.
    public var sourceFrame: Rect?

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
    ///   - sourceFrame: Where the transition's source element stands, if it has one.
    public init(
        operation: TransitionOperation,
        direction: TransitionDirection? = nil,
        from: Screen,
        to: Screen,
        bounds: Rect,
        layoutDirection: LayoutDirection = .leftToRight,
        isInteractive: Bool = false,
        isAnimated: Bool = true,
        barHeight: Double = 44,
        sourceFrame: Rect? = nil
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
        self.sourceFrame = sourceFrame
    }

    /// The same transition in the other layout direction: the source frame, if any, mirrored
    /// across the bounds' vertical centre line, as a host lays a mirrored screen out.
    public var mirrored: TransitionContext {
        var copy = self
        copy.layoutDirection = layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        if let frame = sourceFrame {
            copy.sourceFrame = Rect(
                x: bounds.minX + bounds.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
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
