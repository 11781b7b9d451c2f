import NavKitCore

/// A plain animator for recorder tests: the incoming screen slides in linearly from the trailing
/// side over the other one, which dims; push and pop mirror each other.
struct LinearSlide: AnimatedTransitioning {
    var seconds = 0.1

    func duration(for context: TransitionContext) -> Double { seconds }

    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let covered = context.direction == .forward ? progress : 1 - progress
        let upper = LayerState(
            offset: Vector(dx: context.layoutDirection.trailingSign * context.bounds.width * (1 - covered), dy: 0),
            zIndex: 1)
        let lower = LayerState(dimming: 0.1 * covered, zIndex: 0)
        return context.direction == .forward
            ? TransitionLayers(from: lower, to: upper) : TransitionLayers(from: upper, to: lower)
    }
}
