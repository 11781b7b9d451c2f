public import NavKitCore

/// The zoom transition, after iOS 18's: the deeper screen grows out of the element it was opened
/// from — a thumbnail, a cell — and shrinks back into it going back.
///
/// On a push the incoming screen starts exactly over the source frame
/// (``NavKitCore/TransitionContext/sourceFrame``), scaled down uniformly, clipped to the source's
/// aspect and rounded with the source's corner radius, and grows to fill the container while the
/// corner radius shrinks to the screen's (square); it fades in over the first part of the motion,
/// so it rises out of the thumbnail instead of popping on top of it. The screen underneath
/// shrinks slightly and dims. A pop plays the same frames backward into the source frame the host
/// resolved at the start of the pop (``NavKitCore/TransitionContext/sourceFrame`` is looked up
/// again, so a scrolled list shrinks the screen into the right cell).
///
/// Without a usable source frame — none named, gone, entirely outside the container, or of no
/// area — the animator cross-fades exactly like ``FadeAnimator``. A source larger than
/// ``maximumSourceScale`` times the container is not used either.
///
/// Everything is computed from the absolute source frame, so right-to-left needs nothing of its
/// own: a host lays a mirrored screen out mirrored, and the frame it resolves is the mirror.
/// Forward and backward are the same frames in reverse, so the animator is ``isSymmetric``, and
/// it reads nothing but the progress and the context, so a caught zoom continues from the frame
/// it was caught at.
///
/// ```swift
/// let photo = Screen(
///     id: "photo-7",
///     preferences: .init(preferredAnimator: .zoom, transitionSource: "thumbnail-7"))
/// ```
public struct ZoomAnimator: FixedTimingAnimator {
    /// The corner radius of the source element, in points; the incoming screen starts rounded
    /// with it (at most half the source's shorter side).
    public var sourceCornerRadius: Double
    /// The scale of the lower screen when fully covered (1 is no shrinking).
    public var lowerScale: Double
    /// The dimming of the lower screen when fully covered, 0…1.
    public var maximumDimming: Double
    /// The part of the motion over which the growing screen fades in, 0…1 (the rest is opaque).
    public var fadeInFraction: Double
    /// The largest source, as a multiple of the container's size, the zoom starts from.
    public var maximumSourceScale: Double
    /// The non-interactive duration in seconds.
    public var duration: Double
    /// The non-interactive timing curve.
    public var curve: any TimingCurve
    /// What runs when there is no usable source frame.
    private let fallback: FadeAnimator

    /// Creates the animator.
    /// - Parameters:
    ///   - sourceCornerRadius: The source element's corner radius; not negative.
    ///   - lowerScale: Scale of the fully covered lower screen; positive.
    ///   - maximumDimming: Dimming of the fully covered lower screen (clamped to 0…1).
    ///   - fadeInFraction: How much of the motion the growing screen takes to become opaque,
    ///     in 0.05…1 (a sudden appearance would break continuity).
    ///   - maximumSourceScale: The largest usable source, in container sizes; at least 1.
    ///   - duration: Seconds for a non-interactive transition.
    ///   - curve: The non-interactive timing curve.
    public init(
        sourceCornerRadius: Double = 12, lowerScale: Double = 0.94, maximumDimming: Double = 0.2,
        fadeInFraction: Double = 0.2, maximumSourceScale: Double = 4, duration: Double = 0.45,
        curve: any TimingCurve = CubicBezierCurve.fastOutSlowIn
    ) {
        self.sourceCornerRadius = sourceCornerRadius.isFinite ? max(0, sourceCornerRadius) : 12
        self.lowerScale = lowerScale.isFinite && lowerScale > 0 ? lowerScale : 0.94
        self.maximumDimming = maximumDimming.clampedUnit
        self.fadeInFraction = fadeInFraction.isFinite ? min(1, max(0.05, fadeInFraction)) : 0.2
        self.maximumSourceScale = maximumSourceScale.isFinite ? max(1, maximumSourceScale) : 4
        self.duration = duration
        self.curve = curve
        self.fallback = FadeAnimator(duration: duration, curve: curve)
    }

    /// Growing and shrinking are the same frames in reverse.
    public var isSymmetric: Bool { true }

    /// Its bar is the default one.
    public var usesStandardBar: Bool { true }

    /// `true`: the pushed screen grows out of its source and a drag can shrink it back (the
    /// zoom dismiss).
    public var zoomsFromSource: Bool { true }

    /// The layer states at a progress: a zoom from the source frame, or a cross-fade without one.
    /// - Parameters:
    ///   - progress: 0…1.
    ///   - context: The transition.
    /// - Returns: The outgoing and incoming states.
    public func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        guard let geometry = ZoomGeometry(source: context.sourceFrame, in: context.bounds, limits: self) else {
            return fallback.layers(at: progress, in: context)
        }
        let covered = context.covered(at: progress)
        let upper = geometry.state(at: covered, opacity: min(1, covered / fadeInFraction))
        let lower = LayerState(scale: lerp(1, lowerScale, covered), dimming: maximumDimming * covered, zIndex: 0)
        return context.stacked(upper: upper, lower: lower)
    }

    /// Whether the zoom would start from a frame in a container (rather than cross-fade).
    /// - Parameters:
    ///   - source: The source frame.
    ///   - bounds: The container's bounds.
    /// - Returns: `true` when the frame is usable.
    public func zooms(from source: Rect?, in bounds: Rect) -> Bool {
        ZoomGeometry(source: source, in: bounds, limits: self) != nil
    }
}

extension AnimatorID {
    /// `"zoom"`: the iOS 18-style zoom out of a source element, ``NavKitAnimators/ZoomAnimator``.
    public static let zoom: AnimatorID = "zoom"
}
