import NavKitCore

/// The check of one law on one case: every breach found, measured on every layer and property,
/// so the caller can report the worst.
struct TransitionLawRule {
    var law: TransitionLaw
    var animator: any AnimatedTransitioning
    var tolerances: TransitionLaws.Tolerances

    /// Every breach of the law on the case; empty when it holds.
    func breaches(_ lawCase: TransitionLawCase) -> [LawBreach] {
        let context = lawCase.context
        let p = lawCase.progress
        switch law {
        case .positiveDuration:
            let duration = animator.duration(for: context)
            guard !(duration.isFinite && duration > 0) else { return [] }
            return [
                .value(
                    "duration", duration, unit: " s", where: "", mustBe: "positive and finite",
                    severity: duration.isFinite ? 1 + abs(duration) : .infinity)
            ]
        case .exactEndpoints:
            return endpointBreaches(context)
        case .finiteAndInRange:
            let layers = animator.layers(at: p, in: context)
            return rangeBreaches(layers.from, "from", at: p) + rangeBreaches(layers.to, "to", at: p)
        case .continuity:
            return continuityBreaches(context).map { [$0] } ?? []
        case .rightToLeftMirror:
            let ltr = animator.layers(at: p, in: context.with(.leftToRight))
            let rtl = animator.layers(at: p, in: context.with(.rightToLeft))
            let tolerance = size(of: context) * tolerances.relativeTolerance
            return [("from", rtl.from, ltr.from.mirrored), ("to", rtl.to, ltr.to.mirrored)].flatMap { name, got, want in
                differences(got, want, offsetTolerance: tolerance, size: size(of: context)).map { property, a, b, s in
                    .value(
                        "\(name).\(property)", a, where: " in right-to-left at progress \(LawNumber.text(p))",
                        mustBe: "\(LawNumber.text(b)) (the mirror of left-to-right)", severity: s)
                }
            }
        case .determinism:
            let first = animator.layers(at: p, in: context)
            let second = animator.layers(at: p, in: context)
            return [("from", second.from, first.from), ("to", second.to, first.to)].flatMap { name, got, want in
                differences(got, want, offsetTolerance: 0, size: size(of: context), bitwise: true).map {
                    property, a, b, s in
                    LawBreach(
                        subject: "\(name).\(property)",
                        description: "\(name).\(property) = \(LawNumber.exact(a)) on a second call at progress "
                            + "\(LawNumber.text(p)), must be \(LawNumber.exact(b)) like the first call",
                        severity: s)
                }
            }
        case .barEndpoints:
            return barBreaches(lawCase, context)
        case .symmetry:
            let forward = animator.layers(at: p, in: context.with(.forward))
            let backward = animator.layers(at: 1 - p, in: context.with(.forward).reversed)
            let tolerance = size(of: context) * tolerances.relativeTolerance
            let pairs = [("to", "from", backward.to, forward.from), ("from", "to", backward.from, forward.to)]
            return pairs.flatMap { popName, pushName, got, want in
                differences(got, want, offsetTolerance: tolerance, size: size(of: context)).map { property, a, b, s in
                    .value(
                        "pop's \(popName).\(property)", a, where: " at progress \(LawNumber.text(1 - p))",
                        mustBe:
                            "\(LawNumber.text(b)) (push's \(pushName).\(property) at progress \(LawNumber.text(p)))",
                        severity: s)
                }
            }
        case .catchContinuity:
            return catchBreaches(context, bars: lawCase.bars, at: p)
        case .timingCurveEndpoints:
            let curve = animator.timingCurve(for: context)
            var found: [LawBreach] = []
            for (fraction, expected) in [(0.0, 0.0), (1.0, 1.0)] {
                let value = curve.value(at: fraction)
                if value != expected {
                    let name = "curve(\(LawNumber.exact(fraction)))"
                    found.append(
                        .value(
                            name, value, where: "", mustBe: LawNumber.exact(expected), severity: abs(value - expected)))
                }
            }
            let middle = curve.value(at: p)
            if !middle.isFinite {
                found.append(
                    .value("curve(\(LawNumber.text(p)))", middle, where: "", mustBe: "finite", severity: .infinity))
            }
            return found
        }
    }

    /// Where the interactive frame differs from the timed one at the same progress, for every
    /// operation a running transition can be caught in.
    private func catchBreaches(_ context: TransitionContext, bars: (from: BarState, to: BarState), at p: Double)
        -> [LawBreach]
    {
        let kinds: [(TransitionOperation, TransitionDirection, String)] = [
            (.push, .forward, "push"), (.pop, .backward, "pop"), (.setStack, .forward, "forward set-stack"),
            (.setStack, .backward, "backward set-stack"), (.replace, .forward, "replace"),
        ]
        var found: [LawBreach] = []
        for (operation, direction, name) in kinds {
            var timed = context.with(direction)
            timed.operation = operation
            timed.isInteractive = false
            var caught = timed
            caught.isInteractive = true
            let before = animator.layers(at: p, in: timed)
            let after = animator.layers(at: p, in: caught)
            let place = " when a \(name) is caught at progress \(LawNumber.text(p))"
            for (layer, got, want) in [("from", after.from, before.from), ("to", after.to, before.to)] {
                for (property, a, b, severity) in differences(
                    got, want, offsetTolerance: 1e-9, size: size(of: context))
                {
                    found.append(
                        .value(
                            "\(layer).\(property)", a, where: place,
                            mustBe: "\(LawNumber.text(b)) (the last timed frame)", severity: severity))
                }
            }
            let timedBar = animator.bar(at: p, from: bars.from, to: bars.to, in: timed)
            let caughtBar = animator.bar(at: p, from: bars.from, to: bars.to, in: caught)
            for ((field, a), (_, b)) in zip(caughtBar.numbers, timedBar.numbers) where !(abs(a - b) <= 1e-9) {
                found.append(
                    .value(
                        "bar.\(field)", a, where: place, mustBe: "\(LawNumber.text(b)) (the last timed frame)",
                        severity: a.isFinite && b.isFinite ? abs(a - b) : .infinity))
            }
            if caughtBar.texts.map(\.1) != timedBar.texts.map(\.1) || caughtBar.appearance != timedBar.appearance {
                found.append(
                    LawBreach(
                        subject: "bar", description: "the bar's titles or appearance change\(place)", severity: 1))
            }
        }
        return found
    }

    /// The larger of the container's sides, at least 1: what offsets are measured against.
    func size(of context: TransitionContext) -> Double {
        max(1, context.bounds.width, context.bounds.height)
    }

    private func rangeBreaches(_ state: LayerState, _ name: String, at progress: Double) -> [LawBreach] {
        let place = " at progress \(LawNumber.text(progress))"
        var found: [LawBreach] = []
        for (property, value) in state.measured {
            if !value.isFinite {
                found.append(.value("\(name).\(property)", value, where: place, mustBe: "finite", severity: .infinity))
            } else if LayerState.unitProperties.contains(property), !(0...1).contains(value) {
                found.append(
                    .value(
                        "\(name).\(property)", value, where: place, mustBe: "in 0…1",
                        severity: value < 0 ? -value : value - 1))
            } else if property.hasPrefix("clip"), value < 0 {
                found.append(
                    .value("\(name).\(property)", value, unit: " pt", where: place, mustBe: "≥ 0", severity: -value))
            }
        }
        return found
    }

    /// Sweeps the whole progress range in steps of `continuityStep` (so a jump anywhere is found,
    /// not only where a random sample happens to land), compares each pair of neighbours on
    /// every layer and property, and returns the largest jump relative to its limit, if any
    /// breaks the limit.
    private func continuityBreaches(_ context: TransitionContext) -> LawBreach? {
        let steps = max(1, Int((1 / tolerances.continuityStep).rounded(.up)))
        let size = size(of: context)
        var previous = animator.layers(at: 0, in: context)
        var previousProgress = 0.0
        var worst: (ratio: Double, make: () -> LawBreach)?
        // Keeps the largest jump beyond its limit (a NaN ratio counts as the largest); the breach
        // is described only for the one reported.
        func consider(_ ratio: Double, _ breach: @escaping () -> LawBreach) {
            if !(ratio <= worst?.ratio ?? 1) { worst = (ratio.isNaN ? .infinity : ratio, breach) }
        }
        for index in 1...steps {
            let p = Double(index) / Double(steps)
            let current = animator.layers(at: p, in: context)
            let limit = tolerances.maximumRate * (p - previousProgress)
            let between = "between progress \(LawNumber.text(previousProgress)) and \(LawNumber.text(p))"
            for (name, x, y) in [("from", previous.from, current.from), ("to", previous.to, current.to)] {
                let offsetJump = (y.offset - x.offset).length
                let offsetRatio = offsetJump / (limit * size)
                consider(offsetRatio) {
                    LawBreach(
                        subject: "\(name).offset",
                        description: "\(name).offset jumps by \(LawNumber.text(offsetJump)) pt \(between), "
                            + "where at most \(LawNumber.text(limit * size)) pt is allowed",
                        severity: offsetRatio)
                }
                for (index, property) in LayerState.clipNames.enumerated() {
                    let (a, b) = (x.clipLengths[index], y.clipLengths[index])
                    let ratio = abs(b - a) / (limit * size)
                    consider(ratio) {
                        LawBreach(
                            subject: "\(name).\(property)",
                            description: "\(name).\(property) jumps from \(LawNumber.text(a)) to "
                                + "\(LawNumber.text(b)) pt \(between), where a change of at most "
                                + "\(LawNumber.text(limit * size)) pt is allowed",
                            severity: ratio)
                    }
                }
                let (before, after) = (x.unitless, y.unitless)
                for (index, property) in LayerState.unitlessNames.enumerated() {
                    let (a, b) = (before[index], after[index])
                    let ratio = abs(b - a) / limit
                    consider(ratio) {
                        LawBreach(
                            subject: "\(name).\(property)",
                            description: "\(name).\(property) jumps from \(LawNumber.text(a)) to "
                                + "\(LawNumber.text(b)) \(between), where a change of at most "
                                + "\(LawNumber.text(limit)) is allowed",
                            severity: ratio)
                    }
                }
            }
            previous = current
            previousProgress = p
        }
        return worst?.make()
    }

    /// The properties where two states differ beyond the tolerance (offsets in points, others
    /// 1e-9; `bitwise` compares bit patterns), with both values and a severity.
    func differences(
        _ got: LayerState, _ want: LayerState, offsetTolerance: Double, size: Double, bitwise: Bool = false
    ) -> [(String, Double, Double, Double)] {
        var found: [(String, Double, Double, Double)] = []
        for ((property, a), (_, b)) in zip(got.measured, want.measured) {
            if a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN && !bitwise) { continue }
            let isOffset = LayerState.isLength(property)
            let difference = abs(a - b)
            if !bitwise, difference <= (isOffset ? offsetTolerance : 1e-9) { continue }
            let severity = difference.isNaN ? Double.infinity : (isOffset ? difference / size : difference)
            found.append((property, a, b, bitwise ? max(severity, .leastNonzeroMagnitude) : severity))
        }
        if got.zIndex != want.zIndex {
            found.append(("zIndex", Double(got.zIndex), Double(want.zIndex), 1))
        }
        return found
    }
}

extension LawBreach {
    /// `subject = value unit where, must be …`.
    static func value(
        _ subject: String, _ actual: Double, unit: String = "", where place: String, mustBe expected: String,
        severity: Double
    ) -> LawBreach {
        LawBreach(
            subject: subject, description: "\(subject) = \(LawNumber.text(actual))\(unit)\(place), must be \(expected)",
            severity: severity)
    }
}

extension LayerState {
    /// Every number of the state by its Swift name, offsets first, the clip last.
    var measured: [(String, Double)] {
        [
            ("offset.dx", offset.dx), ("offset.dy", offset.dy), ("scale", scale), ("opacity", opacity),
            ("shadowOpacity", shadowOpacity), ("dimming", dimming), ("clip.top", clip.top), ("clip.left", clip.left),
            ("clip.bottom", clip.bottom), ("clip.right", clip.right), ("clip.cornerRadius", clip.cornerRadius),
        ]
    }

    /// The properties that must lie in 0…1.
    static let unitProperties: Set<String> = ["opacity", "shadowOpacity", "dimming"]

    /// The names of ``clipLengths``: lengths in points that must not be negative.
    static let clipNames = ["clip.top", "clip.left", "clip.bottom", "clip.right", "clip.cornerRadius"]

    /// The clip's insets and radius, in the order of ``clipNames``.
    var clipLengths: [Double] { [clip.top, clip.left, clip.bottom, clip.right, clip.cornerRadius] }

    /// Whether a property of ``measured`` is a length in points (measured against the container's size).
    static func isLength(_ property: String) -> Bool { property.hasPrefix("offset") || property.hasPrefix("clip") }

    /// The names of ``unitless``.
    static let unitlessNames = ["scale", "opacity", "shadowOpacity", "dimming"]

    /// The values that are not offsets, in the order of ``unitlessNames``.
    var unitless: [Double] { [scale, opacity, shadowOpacity, dimming] }
}
