import NavKitCore

/// The scenario from issue 15: half-way through, the incoming screen's opacity jumps from 0 to 1
/// while the screen underneath shrinks a little (a small scale jump on the other layer).
struct Jumpy: AnimatedTransitioning {
    func duration(for context: TransitionContext) -> Double { 0.3 }

    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let late = progress >= 0.5
        let from = LayerState(scale: late ? 0.97 : 1, zIndex: 0)
        let to = LayerState(opacity: late ? 1 : 0, zIndex: 1)
        return TransitionLayers(from: from, to: to)
    }
}

/// Several values out of range at once, the worst on the screen underneath.
struct OutOfRange: AnimatedTransitioning {
    func duration(for context: TransitionContext) -> Double { 0.3 }

    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let bump = 4 * progress * (1 - progress)
        let from = LayerState(opacity: 1, shadowOpacity: 1 + 0.1 * bump, dimming: -0.6 * bump, zIndex: 0)
        let to = LayerState(opacity: 1 + 0.3 * bump, zIndex: 1)
        return TransitionLayers(from: from, to: to)
    }
}

/// Ignores the layout direction: always slides in from the right.
struct OneWay: AnimatedTransitioning {
    func duration(for context: TransitionContext) -> Double { 0.3 }

    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let w = context.bounds.width
        return TransitionLayers(
            from: LayerState(offset: Vector(dx: -w * progress, dy: 0), zIndex: 0),
            to: LayerState(offset: Vector(dx: w * (1 - progress), dy: 0), zIndex: 1))
    }
}
