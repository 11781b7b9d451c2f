import NavKitCore
import NavKitProperties

/// The check of one law on one case; throws a ``NavKitProperties/PropertyViolation`` describing the breach.
struct TransitionLawRule {
    var law: TransitionLaw
    var animator: any AnimatedTransitioning
    var tolerances: TransitionLaws.Tolerances

    func check(_ lawCase: TransitionLawCase) throws {
        let context = lawCase.context
        switch law {
        case .positiveDuration:
            let duration = animator.duration(for: context)
            guard duration.isFinite, duration > 0 else { throw PropertyViolation("duration \(duration)") }
        case .exactEndpoints:
            try checkEndpoints(context)
        case .finiteAndInRange:
            let layers = animator.layers(at: lawCase.progress, in: context)
            try requireWellFormed(layers.from, "from", at: lawCase.progress)
            try requireWellFormed(layers.to, "to", at: lawCase.progress)
        case .continuity:
            try checkContinuity(lawCase, context)
        case .rightToLeftMirror:
            let ltr = animator.layers(at: lawCase.progress, in: context.with(.leftToRight))
            let rtl = animator.layers(at: lawCase.progress, in: context.with(.rightToLeft))
            let scale = max(1, context.bounds.width, context.bounds.height) * tolerances.relativeTolerance
            try requireClose(rtl.from, ltr.from.mirrored, scale, "from layer in right-to-left")
            try requireClose(rtl.to, ltr.to.mirrored, scale, "to layer in right-to-left")
        case .determinism:
            let first = animator.layers(at: lawCase.progress, in: context)
            let second = animator.layers(at: lawCase.progress, in: context)
            guard first.bitwiseEqual(second) else { throw PropertyViolation("\(first) then \(second)") }
        case .barEndpoints:
            try checkBar(lawCase, context)
        case .symmetry:
            let p = lawCase.progress
            let forward = animator.layers(at: p, in: context.with(.forward))
            let backward = animator.layers(at: 1 - p, in: context.with(.forward).reversed)
            let scale = max(1, context.bounds.width, context.bounds.height) * tolerances.relativeTolerance
            try requireClose(backward.to, forward.from, scale, "backward 'to' at 1-p vs forward 'from' at p")
            try requireClose(backward.from, forward.to, scale, "backward 'from' at 1-p vs forward 'to' at p")
        case .timingCurveEndpoints:
            let curve = animator.timingCurve(for: context)
            let start = curve.value(at: 0)
            let end = curve.value(at: 1)
            let middle = curve.value(at: lawCase.progress)
            guard start == 0, end == 1 else { throw PropertyViolation("curve(0) = \(start), curve(1) = \(end)") }
            guard middle.isFinite else { throw PropertyViolation("curve(\(lawCase.progress)) = \(middle)") }
        }
    }

    private func checkEndpoints(_ context: TransitionContext) throws {
        let start = animator.layers(at: 0, in: context)
        guard start.from.isResting else { throw PropertyViolation("at progress 0 the from layer is \(start.from)") }
        guard start.to.isHidden(behind: start.from, in: context.bounds) else {
            throw PropertyViolation("at progress 0 the to layer is visible: \(start.to)")
        }
        let end = animator.layers(at: 1, in: context)
        guard end.to.isResting else { throw PropertyViolation("at progress 1 the to layer is \(end.to)") }
        guard end.from.isHidden(behind: end.to, in: context.bounds) else {
            throw PropertyViolation("at progress 1 the from layer is visible: \(end.from)")
        }
    }

    /// Sweeps the whole progress range in steps of `continuityStep` (so a jump anywhere is found,
    /// not only where a random sample happens to land) and compares each pair of neighbours.
    private func checkContinuity(_ lawCase: TransitionLawCase, _ context: TransitionContext) throws {
        let steps = max(1, Int((1 / tolerances.continuityStep).rounded(.up)))
        let size = max(1, context.bounds.width, context.bounds.height)
        var previous = animator.layers(at: 0, in: context)
        var previousProgress = 0.0
        for index in 1...steps {
            let p = Double(index) / Double(steps)
            let current = animator.layers(at: p, in: context)
            let limit = tolerances.maximumRate * (p - previousProgress)
            for (name, x, y) in [("from", previous.from, current.from), ("to", previous.to, current.to)] {
                let jumps: [(String, Double)] = [
                    ("offset", (y.offset - x.offset).length / size), ("scale", abs(y.scale - x.scale)),
                    ("opacity", abs(y.opacity - x.opacity)), ("shadow", abs(y.shadowOpacity - x.shadowOpacity)),
                    ("dimming", abs(y.dimming - x.dimming)),
                ]
                for (what, jump) in jumps where !(jump <= limit) {
                    throw PropertyViolation(
                        "\(name) \(what) jumps by \(jump) (limit \(limit)) between progress \(previousProgress) and \(p)"
                    )
                }
            }
            previous = current
            previousProgress = p
        }
    }

    private func checkBar(_ lawCase: TransitionLawCase, _ context: TransitionContext) throws {
        let bars = lawCase.bars
        let start = animator.bar(at: 0, from: bars.from, to: bars.to, in: context)
        let end = animator.bar(at: 1, from: bars.from, to: bars.to, in: context)
        guard start == bars.from else { throw PropertyViolation("bar at 0 is \(start), expected \(bars.from)") }
        guard end == bars.to else { throw PropertyViolation("bar at 1 is \(end), expected \(bars.to)") }
        let middle = animator.bar(at: lawCase.progress, from: bars.from, to: bars.to, in: context)
        guard middle.isWellFormed else { throw PropertyViolation("bar at \(lawCase.progress) is \(middle)") }
    }

    private func requireWellFormed(_ state: LayerState, _ name: String, at progress: Double) throws {
        guard state.isWellFormed else { throw PropertyViolation("\(name) layer at \(progress) is \(state)") }
    }

    private func requireClose(_ a: LayerState, _ b: LayerState, _ tolerance: Double, _ what: String) throws {
        let close =
            abs(a.offset.dx - b.offset.dx) <= tolerance && abs(a.offset.dy - b.offset.dy) <= tolerance
            && abs(a.scale - b.scale) <= 1e-9 && abs(a.opacity - b.opacity) <= 1e-9
            && abs(a.shadowOpacity - b.shadowOpacity) <= 1e-9 && abs(a.dimming - b.dimming) <= 1e-9
        guard close else { throw PropertyViolation("\(what): \(a) vs \(b)") }
    }
}

extension TransitionContext {
    func with(_ layout: LayoutDirection) -> TransitionContext {
        var copy = self
        copy.layoutDirection = layout
        return copy
    }

    func with(_ direction: TransitionDirection) -> TransitionContext {
        var copy = self
        copy.direction = direction
        copy.operation = direction == .forward ? .push : .pop
        if direction == self.direction { return copy }
        copy.from = to
        copy.to = from
        return copy
    }
}

extension LayerState {
    /// At rest, whatever its z-index.
    var isResting: Bool {
        var copy = self
        copy.zIndex = 0
        return copy == .resting
    }

    /// Not visible: transparent, entirely outside the bounds, or under an opaque resting layer.
    func isHidden(behind other: LayerState, in bounds: Rect) -> Bool {
        if opacity == 0 || scale == 0 { return true }
        let width = bounds.width * scale
        let height = bounds.height * scale
        let minX = offset.dx + (bounds.width - width) / 2
        let minY = offset.dy + (bounds.height - height) / 2
        let outside = minX >= bounds.width || minX + width <= 0 || minY >= bounds.height || minY + height <= 0
        if outside { return true }
        return other.isResting && other.opacity == 1 && other.zIndex > zIndex
    }
}

extension TransitionLayers {
    /// Equal bit for bit (so NaN equals NaN): what determinism means.
    func bitwiseEqual(_ other: TransitionLayers) -> Bool {
        from.bits == other.from.bits && to.bits == other.to.bits
    }
}

extension LayerState {
    fileprivate var bits: [UInt64] {
        [
            offset.dx.bitPattern, offset.dy.bitPattern, scale.bitPattern, opacity.bitPattern,
            shadowOpacity.bitPattern, dimming.bitPattern, UInt64(bitPattern: Int64(zIndex)),
        ]
    }
}
