public import NavKitCore

/// A pan that must start within a distance of chosen edges of the bounds, moving away from it.
///
/// Edges are named leading/trailing so they mirror in right-to-left.
public struct ScreenEdgePanRecognizer: GestureRecognizer, Hashable {
    /// An edge of the bounds.
    public enum Edge: Hashable, Sendable, CaseIterable {
        /// The leading edge (left in left-to-right).
        case leading
        /// The trailing edge.
        case trailing
    }

    /// The edges the pan may start from.
    public var edges: Set<Edge>
    /// How far from an edge the finger may go down, in points.
    public var edgeWidth: Double
    /// The bounds the edges belong to.
    public var bounds: Rect
    /// Which side is leading.
    public var layoutDirection: LayoutDirection
    private var pan: PanRecognizer
    private var startEdge: Edge?

    /// Creates an edge pan.
    /// - Parameters:
    ///   - edges: The edges it may start from.
    ///   - edgeWidth: The zone's width in points.
    ///   - bounds: The bounds.
    ///   - layoutDirection: Which side is leading.
    ///   - slop: The movement before deciding.
    public init(
        edges: Set<Edge> = [.leading], edgeWidth: Double = 20, bounds: Rect,
        layoutDirection: LayoutDirection = .leftToRight, slop: Double = 10
    ) {
        self.edges = edges
        self.edgeWidth = edgeWidth
        self.bounds = bounds
        self.layoutDirection = layoutDirection
        self.pan = PanRecognizer(slop: slop, requiresHorizontal: true)
    }

    /// The current state.
    public var state: GestureRecognizerState { pan.state }
    /// The translation from the touch-down point.
    public var translation: Vector { pan.translation }
    /// The velocity in points per second.
    public var velocity: Vector { pan.velocity }

    /// Feeds one touch.
    /// - Parameters:
    ///   - touch: The touch.
    ///   - environment: Not used: the pan has its own bounds and direction.
    /// - Returns: The new state.
    public mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
        handle(touch)
    }

    /// Feeds one touch.
    /// - Parameter touch: The touch.
    /// - Returns: The new state.
    @discardableResult
    public mutating func handle(_ touch: Touch) -> GestureRecognizerState {
        if pan.state == .possible, touch.phase == .began, startEdge == nil {
            let (width, bounds, direction) = (edgeWidth, self.bounds, layoutDirection)
            func inZone(trailing: Bool) -> Bool {
                EdgeZone.contains(touch.location, width: width, in: bounds, direction: direction, trailing: trailing)
            }
            if edges.contains(.leading), inZone(trailing: false) {
                startEdge = .leading
            } else if edges.contains(.trailing), inZone(trailing: true) {
                startEdge = .trailing
            } else {
                pan.forceEnd()
                return pan.state
            }
        }
        let before = pan.state
        let after = pan.handle(touch)
        if before == .possible, after == .began, let startEdge {
            // Away from the edge: toward trailing from the leading edge, and the reverse.
            let towardTrailing = pan.translation.dx * layoutDirection.trailingSign > 0
            if towardTrailing != (startEdge == .leading) { pan.state = .failed }
        }
        return pan.state
    }

    /// Ends the pan because another gesture won.
    public mutating func forceEnd() { pan.forceEnd() }

    /// Forgets everything.
    public mutating func reset() {
        pan.reset()
        startEdge = nil
    }
}
