import NavKit

/// What the container must show while the ``ReferenceStackModel`` stays as it is, computed from
/// the model alone: the stack, the projected stack, the requests in flight, the top screen and
/// its resting bar, and for a transition the screen it leads to and the two resting bars it moves
/// between.
///
/// The model changes only at steps and completions, while the container is checked after every
/// frame and every touch; the runner computes these once per change of the model
/// (``CompletionLog/revision``) and holds every frame to them. Only what moves from frame to
/// frame — the bar between the two resting bars at the transition's progress — is computed per
/// frame (``transitionBar(from:to:at:animator:context:)``). A class: every check reads it, and
/// handing out a reference costs one retain where a copy of the value cost one per array and
/// string in it.
final class ModelExpectations {
    /// The model's stack, root first.
    let committed: [ScreenID]
    /// How many requests are outstanding.
    let outstanding: Int
    /// The stack once every outstanding request applies.
    let projected: [ScreenID]
    /// The top screen's identity and title.
    let top: ScreenID
    let topTitle: String
    /// The bar an idle container must show (invariant 4).
    let restingBar: BarState
    /// The model's bounds and layout direction.
    let bounds: Rect
    let layoutDirection: LayoutDirection
    /// The transition the first outstanding request runs: `nil` when nothing is outstanding.
    let flight: Flight?

    /// The transition that must be running.
    enum Flight {
        /// To the top screen of the stack the first request leads to, between the two stacks'
        /// resting bars.
        case toward(ScreenID, fromBar: BarState, toBar: BarState)
        /// The first request cannot apply to the model's stack (the container must not run it).
        case cannotApply
    }

    /// Computes the expectations of a model.
    /// - Parameters:
    ///   - model: The model.
    ///   - barHeight: The bar's height.
    init(_ model: ReferenceStackModel, barHeight: Double) {
        committed = model.committed
        outstanding = model.outstanding.count
        projected = model.outstanding.isEmpty ? committed : model.projected
        let topScreen = model.screens[model.screens.count - 1]
        top = topScreen.id
        topTitle = topScreen.title
        restingBar = model.restingBar(height: barHeight)
        bounds = model.bounds
        layoutDirection = model.layoutDirection
        if model.outstanding.isEmpty {
            flight = nil
        } else if let destination = model.destination {
            flight = .toward(
                destination[destination.count - 1].id, fromBar: restingBar,
                toBar: ReferenceStackModel.restingBar(on: destination, height: barHeight))
        } else {
            flight = .cannotApply
        }
    }

    /// The bar a transition must show at a progress: the animator's motion between the two
    /// resting bars (``ReferenceStackModel/transitionBar(at:animator:context:height:)``).
    /// - Parameters:
    ///   - fromBar: The resting bar of the model's stack.
    ///   - toBar: The resting bar of the stack the transition leads to.
    ///   - progress: Where the transition stands.
    ///   - animator: The animator that runs it.
    ///   - context: The transition's context (its bounds are replaced by the model's).
    /// - Returns: The bar.
    func transitionBar(
        from fromBar: BarState, to toBar: BarState, at progress: Double, animator: any AnimatedTransitioning,
        context: TransitionContext
    ) -> BarState {
        ReferenceStackModel.transitionBar(
            from: fromBar, to: toBar, at: progress, animator: animator, context: context, bounds: bounds)
    }
}
