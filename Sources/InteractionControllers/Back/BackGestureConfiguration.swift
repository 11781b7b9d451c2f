/// Container-wide settings of the back gesture.
///
/// A screen narrows them with its ``NavKitCore/BackGesturePolicy``; it can never widen them.
///
/// ```swift
/// var settings = BackGestureConfiguration()
/// settings.mode = .fullscreen
/// settings.maximumStartDistance = 120   // fullscreen, but only from the leading 120 pt
/// ```
public struct BackGestureConfiguration: Hashable, Sendable {
    /// Which back swipes the container allows.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// A swipe may start anywhere (edge and fullscreen).
        case fullscreen
        /// Only a swipe starting in the leading edge zone.
        case edgeOnly
        /// No back swipe.
        case disabled
    }

    /// Which back swipes the container allows.
    public var mode: Mode
    /// The width of the leading edge zone in points.
    public var edgeWidth: Double
    /// How far from the leading edge a fullscreen swipe may start, in points; 0 means no limit.
    public var maximumStartDistance: Double
    /// How far the finger must move (points) before the swipe decides to begin or not.
    ///
    /// The decision is taken at the first move that reaches the slop, not at touch-down: the
    /// start zone is checked when the finger lands, the direction (mostly horizontal, toward the
    /// trailing edge) and the stack's state when it has moved this far.
    public var slop: Double
    /// The first movement is "mostly horizontal" when `|dx| > horizontalDominance × |dy|`.
    public var horizontalDominance: Double
    /// Whether touches the content had are cancelled when the swipe begins (UIKit's
    /// `cancelsTouchesInView`).
    public var cancelsTouchesInContent: Bool
    /// The release decision.
    public var release: BackReleasePolicy
    /// Whether a finger landing during a running transition (a push, a pop, a set-stack, the
    /// completion of a released swipe) catches it and drives it from where it is.
    public var catchesRunningTransitions: Bool
    /// How a screen that names a transition source (a zoomed screen) is dismissed by a drag in any
    /// direction (`ZoomDismissRecognizer`); `nil` turns the drag dismiss off, leaving the edge
    /// swipe, the back button and `pop()`.
    public var zoomDismiss: ZoomDismissPolicy?

    /// Creates settings; the defaults are DESIGN §4's.
    /// - Parameters:
    ///   - mode: Which swipes are allowed.
    ///   - edgeWidth: The edge zone's width.
    ///   - maximumStartDistance: The fullscreen start limit; 0 for none.
    ///   - slop: The movement before deciding.
    ///   - horizontalDominance: How horizontal the first movement must be.
    ///   - cancelsTouchesInContent: Whether content touches are cancelled on begin.
    ///   - release: The release decision.
    ///   - catchesRunningTransitions: Whether a finger catches a running transition.
    ///   - zoomDismiss: The release rule of the drag dismiss of zoomed screens; `nil` for none.
    public init(
        mode: Mode = .fullscreen, edgeWidth: Double = 20, maximumStartDistance: Double = 0, slop: Double = 10,
        horizontalDominance: Double = 1, cancelsTouchesInContent: Bool = true, release: BackReleasePolicy = .init(),
        catchesRunningTransitions: Bool = true, zoomDismiss: ZoomDismissPolicy? = ZoomDismissPolicy()
    ) {
        self.catchesRunningTransitions = catchesRunningTransitions
        self.zoomDismiss = zoomDismiss
        self.mode = mode
        self.edgeWidth = edgeWidth
        self.maximumStartDistance = maximumStartDistance
        self.slop = slop
        self.horizontalDominance = horizontalDominance
        self.cancelsTouchesInContent = cancelsTouchesInContent
        self.release = release
    }

    /// Checks every number.
    /// - Throws: ``BackGestureConfigurationError`` naming the first bad setting.
    public func validate() throws(BackGestureConfigurationError) {
        func check(_ name: String, _ value: Double, positive: Bool = false) throws(BackGestureConfigurationError) {
            guard value.isFinite, positive ? value > 0 : value >= 0 else { throw .invalid(name, value) }
        }
        try check("edgeWidth", edgeWidth)
        try check("maximumStartDistance", maximumStartDistance)
        try check("slop", slop, positive: true)
        try check("horizontalDominance", horizontalDominance, positive: true)
        guard release.isValid else { throw .invalidRelease(release) }
        if let zoomDismiss {
            guard zoomDismiss.release.isValid else { throw .invalidRelease(zoomDismiss.release) }
            guard zoomDismiss.isValid else { throw .invalidZoomDismiss(zoomDismiss) }
        }
    }
}

/// Why a ``BackGestureConfiguration`` was refused.
public enum BackGestureConfigurationError: Error, Hashable, Sendable {
    /// A distance or ratio was negative, zero where it must be positive, or not finite.
    case invalid(String, Double)
    /// The release policy has a non-finite or out-of-range number.
    case invalidRelease(BackReleasePolicy)
    /// The zoom dismiss policy's travel or shrink limit is not finite or out of range.
    case invalidZoomDismiss(ZoomDismissPolicy)
}
