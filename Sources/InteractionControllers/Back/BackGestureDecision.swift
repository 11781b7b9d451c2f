/// Which front-end started a back transition.
public enum BackGestureKind: String, Hashable, Sendable {
    /// A swipe that started in the leading edge zone.
    case edge
    /// A swipe that started away from the edge.
    case fullscreen
    /// A host's own source: a system back gesture or Android-style predictive back.
    case programmatic
    /// A finger that caught a running transition (a push, a pop, a set-stack, a swipe's
    /// completion) and drives it from where it was.
    case caught
    /// A drag in any direction on a zoomed screen (`ZoomDismissRecognizer`): the screen follows
    /// the finger and shrinks back into its source.
    case zoom
}

/// Why a back gesture did not begin.
public enum BackGestureRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The top screen is the root.
    case rootScreen
    /// A push, pop or the completion of a previous swipe is running.
    case transitionRunning
    /// The container's setting disables back swipes.
    case disabledByContainer
    /// The top screen's policy disables back swipes.
    case disabledByScreen
    /// The swipe started outside the leading edge zone and only edge swipes are allowed.
    case outsideEdgeZone
    /// The swipe started farther from the leading edge than the maximum start distance.
    case beyondMaximumStartDistance
    /// The first movement was mostly vertical.
    case verticalMovement
    /// The first movement went toward the leading edge.
    case towardLeading
    /// A scroll region under the finger can still scroll toward leading (or is a slider).
    case scrollRegion(ScrollRegionID)
    /// A host's own recognizer in the container's arena won the finger.
    case otherGesture(GestureID)
    /// The container nested in the top screen took the finger (it can go back, or its screen
    /// does not defer).
    case nestedContainer
    /// The top screen's back interceptor consumed the back action.
    case intercepted
    /// The top screen's leave guard denied leaving, or will decide later (then the back happens
    /// as an animated pop if it allows).
    case guarded
    /// The finger lifted before moving past the slop.
    case liftedBeforeMoving
    /// The system cancelled the touch before the swipe began.
    case touchCancelled

    /// A readable reason, as the demo tool prints it.
    public var description: String {
        switch self {
        case .rootScreen: "root screen"
        case .transitionRunning: "transition running"
        case .disabledByContainer: "disabled by container"
        case .disabledByScreen: "disabled by screen"
        case .outsideEdgeZone: "outside edge zone"
        case .beyondMaximumStartDistance: "beyond maximum start distance"
        case .verticalMovement: "vertical first movement"
        case .towardLeading: "first movement toward leading"
        case .scrollRegion(let id): "scroll region '\(id)' can scroll"
        case .otherGesture(let id): "gesture '\(id)' won"
        case .nestedContainer: "the nested container took it"
        case .intercepted: "intercepted by screen"
        case .guarded: "the screen's leave guard kept it"
        case .liftedBeforeMoving: "lifted before moving"
        case .touchCancelled: "touch cancelled"
        }
    }
}

/// The decision of the latest back gesture: begun, or refused and why.
public enum BackGestureDecision: Hashable, Sendable, CustomStringConvertible {
    /// The back transition began.
    case began(BackGestureKind)
    /// No back transition began.
    case refused(BackGestureRefusal)

    /// `began (edge)` or `refused: root screen`.
    public var description: String {
        switch self {
        case .began(let kind): "began (\(kind.rawValue))"
        case .refused(let reason): "refused: \(reason)"
        }
    }
}

/// What a back-gesture front-end asks its driver to do.
public enum BackGestureAction: Hashable, Sendable {
    /// Nothing.
    case none
    /// Begin the interactive pop at `progress`; content touches of this finger are to be
    /// cancelled when the configuration says so.
    case begin(BackGestureKind, progress: Double)
    /// Set the interactive progress.
    case update(progress: Double)
    /// Set the interactive progress of a zoom dismiss: the dragged screen follows the finger in
    /// 2-D, by its displacement since it caught the screen
    /// (`BackGestureMachine/zoomTranslation(for:)`; not carried here, so the back swipe's
    /// per-touch action stays as small as it was).
    case drag(progress: Double)
    /// Release toward the end at a velocity in progress units (widths) per second.
    case finish(velocity: Double)
    /// Release toward the start at a velocity in progress units (widths) per second.
    case cancel(velocity: Double)
    /// The gesture will not begin.
    case refuse(BackGestureRefusal)
}
