/// Where one screen stands and how it looks in one frame.
///
/// A host applies a layer state to the view of its screen: translate by ``offset``, scale about
/// the centre by ``scale``, set the alpha to ``opacity``, draw a black overlay of alpha
/// ``dimming`` on top of the content, and draw the edge shadow on the screen's leading edge
/// with ``shadowOpacity``, and show only the rounded rectangle ``clip`` says (in the view's own
/// coordinates, so it moves and scales with the view; ``LayerClip/none`` shows it whole). Higher
/// ``zIndex`` draws on top.
public struct LayerState: Hashable, Sendable {
    /// Translation from the resting position, in points.
    public var offset: Vector
    /// Uniform scale about the screen's centre; 1 is natural size.
    public var scale: Double
    /// The screen's opacity, 0…1.
    public var opacity: Double
    /// The opacity of the shadow cast by the screen's leading edge, 0…1.
    public var shadowOpacity: Double
    /// The alpha of a black overlay drawn over the screen, 0…1.
    public var dimming: Double
    /// The drawing order; higher draws on top.
    public var zIndex: Int
    /// The part of the view that shows, with its corner radius; ``LayerClip/none`` by default.
    public var clip: LayerClip

    /// Creates a layer state.
    /// - Parameters:
    ///   - offset: Translation from the resting position.
    ///   - scale: Uniform scale.
    ///   - opacity: Opacity.
    ///   - shadowOpacity: Edge shadow opacity.
    ///   - dimming: Black overlay alpha.
    ///   - zIndex: Drawing order.
    ///   - clip: The visible part of the view and its corner radius.
    @inlinable
    public init(
        offset: Vector = .zero, scale: Double = 1, opacity: Double = 1, shadowOpacity: Double = 0,
        dimming: Double = 0, zIndex: Int = 0, clip: LayerClip = .none
    ) {
        self.offset = offset
        self.scale = scale
        self.opacity = opacity
        self.shadowOpacity = shadowOpacity
        self.dimming = dimming
        self.zIndex = zIndex
        self.clip = clip
    }

    /// A screen at rest: in place, natural size, opaque, no shadow, no dimming, z-index 0, unclipped.
    public static let resting = LayerState()

    /// Whether every number is finite, every opacity-like value lies in 0…1 and the clip's
    /// insets and radius are not negative.
    @inlinable
    public var isWellFormed: Bool {
        // Run on every frame: branch-free checks, combined (see `Double.orderBits`).
        offset.dx.finiteZero + offset.dy.finiteZero + scale.finiteZero == 0
            && max(max(opacity.orderBits, shadowOpacity.orderBits), dimming.orderBits) <= Double(1).orderBits
            && clip.isWellFormed
    }

    /// The state mirrored horizontally (the horizontal offset negated, the clip's left and right
    /// insets swapped), for right-to-left.
    @inlinable
    public var mirrored: LayerState {
        var copy = self
        copy.offset.dx = -offset.dx
        copy.clip = clip.mirrored
        return copy
    }

    /// The state a fraction of the way to another one (z-index taken from the nearer end).
    /// - Parameters:
    ///   - other: The target state.
    ///   - fraction: 0 gives `self` exactly, 1 gives `other` exactly.
    /// - Returns: The blend.
    @inlinable
    public func interpolated(to other: LayerState, fraction: Double) -> LayerState {
        LayerState(
            offset: Vector(
                dx: lerp(offset.dx, other.offset.dx, fraction), dy: lerp(offset.dy, other.offset.dy, fraction)),
            scale: lerp(scale, other.scale, fraction),
            opacity: lerp(opacity, other.opacity, fraction),
            shadowOpacity: lerp(shadowOpacity, other.shadowOpacity, fraction),
            dimming: lerp(dimming, other.dimming, fraction),
            zIndex: fraction < 0.5 ? zIndex : other.zIndex,
            clip: clip.interpolated(to: other.clip, fraction: fraction))
    }
}

/// The two layer states an animator produces for one frame.
public struct TransitionLayers: Hashable, Sendable {
    /// The state of the screen on top when the transition began.
    public var from: LayerState
    /// The state of the screen on top when the transition ends.
    public var to: LayerState

    /// Creates the pair.
    /// - Parameters:
    ///   - from: The outgoing screen's state.
    ///   - to: The incoming screen's state.
    @inlinable
    public init(from: LayerState, to: LayerState) {
        self.from = from
        self.to = to
    }

    /// Both states mirrored for right-to-left.
    @inlinable
    public var mirrored: TransitionLayers { TransitionLayers(from: from.mirrored, to: to.mirrored) }
}
