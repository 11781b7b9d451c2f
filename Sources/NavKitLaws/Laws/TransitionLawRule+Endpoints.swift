import NavKitCore

extension TransitionLawRule {
    /// At progress 0 the outgoing screen is at rest and the incoming one hidden; at 1 the reverse.
    func endpointBreaches(_ context: TransitionContext) -> [LawBreach] {
        let start = animator.layers(at: 0, in: context)
        let end = animator.layers(at: 1, in: context)
        let size = size(of: context)
        return restingBreaches(start.from, "from", at: 0, role: "the outgoing screen starts at rest", size: size)
            + hiddenBreaches(start.to, "to", behind: start.from, at: 0, role: "outgoing", in: context.bounds)
            + restingBreaches(end.to, "to", at: 1, role: "the incoming screen ends at rest", size: size)
            + hiddenBreaches(end.from, "from", behind: end.to, at: 1, role: "incoming", in: context.bounds)
    }

    private func restingBreaches(_ state: LayerState, _ name: String, at progress: Double, role: String, size: Double)
        -> [LawBreach]
    {
        differences(state, .resting, offsetTolerance: 0, size: size).compactMap { property, actual, expected, s in
            property == "zIndex"
                ? nil
                : .value(
                    "\(name).\(property)", actual, where: " at progress \(LawNumber.exact(progress))",
                    mustBe: "\(LawNumber.exact(expected)): \(role)", severity: s)
        }
    }

    private func hiddenBreaches(
        _ state: LayerState, _ name: String, behind other: LayerState, at progress: Double, role: String,
        in bounds: Rect
    ) -> [LawBreach] {
        // Judged behind the other screen *at rest*: if that one is not at rest, its own breach
        // says so, and this layer is not blamed for it.
        guard !state.isHidden(behind: LayerState(zIndex: other.zIndex), in: bounds) else { return [] }
        let place = progress == 0 ? "at progress 0" : "at progress 1"
        return [
            LawBreach(
                subject: "\(name).visibility",
                description: "\(name) is visible \(place) (opacity \(LawNumber.text(state.opacity)), "
                    + "offset \(LawNumber.text(state.offset.dx)), \(LawNumber.text(state.offset.dy)), "
                    + "scale \(LawNumber.text(state.scale))), must be transparent, off-screen or under the "
                    + "\(role) screen at rest",
                severity: state.opacity.isFinite ? max(state.opacity, 1e-9) : .infinity)
        ]
    }

    /// The bar is the from-bar at 0, the to-bar at 1, and well formed at the case's progress.
    func barBreaches(_ lawCase: TransitionLawCase, _ context: TransitionContext) -> [LawBreach] {
        let bars = lawCase.bars
        var found: [LawBreach] = []
        for (progress, expected, role) in [
            (0.0, bars.from, "the outgoing screen's resting bar"), (1.0, bars.to, "the incoming screen's resting bar"),
        ] {
            let bar = animator.bar(at: progress, from: bars.from, to: bars.to, in: context)
            let place = " at progress \(LawNumber.exact(progress))"
            for ((field, actual), (_, wanted)) in zip(bar.texts, expected.texts) where actual != wanted {
                found.append(
                    LawBreach(
                        subject: "bar.\(field)",
                        description: "bar.\(field) = \(actual)\(place), must be \(wanted) (\(role))",
                        severity: 1))
            }
            if bar.appearance != expected.appearance {
                found.append(
                    LawBreach(
                        subject: "bar.appearance",
                        description: "bar.appearance\(place) is not the appearance of \(role)", severity: 1))
            }
            for ((field, actual), (_, wanted)) in zip(bar.numbers, expected.numbers)
            where actual.bitPattern != wanted.bitPattern {
                found.append(
                    .value(
                        "bar.\(field)", actual, where: place, mustBe: "\(LawNumber.exact(wanted)) (\(role))",
                        severity: actual.isFinite ? abs(actual - wanted) : .infinity))
            }
        }
        let p = lawCase.progress
        let middle = animator.bar(at: p, from: bars.from, to: bars.to, in: context)
        for (field, value) in middle.numbers {
            let place = " at progress \(LawNumber.text(p))"
            if !value.isFinite {
                found.append(.value("bar.\(field)", value, where: place, mustBe: "finite", severity: .infinity))
            } else if BarState.unitNumbers.contains(field), !(0...1).contains(value) {
                found.append(
                    .value(
                        "bar.\(field)", value, where: place, mustBe: "in 0…1", severity: value < 0 ? -value : value - 1)
                )
            }
        }
        return found
    }
}

extension BarState {
    /// The bar's numbers by their Swift names (the outgoing title's only when present).
    var numbers: [(String, Double)] {
        var list: [(String, Double)] = [
            ("height", height), ("offset", offset), ("opacity", opacity), ("backButtonOpacity", backButtonOpacity),
            ("title.opacity", title.opacity), ("title.offset", title.offset),
            ("appearance.shadowLineOpacity", appearance.shadowLineOpacity),
        ]
        if let outgoingTitle {
            list += [("outgoingTitle.opacity", outgoingTitle.opacity), ("outgoingTitle.offset", outgoingTitle.offset)]
        }
        return list
    }

    /// The numbers that must lie in 0…1.
    static let unitNumbers: Set<String> = [
        "opacity", "backButtonOpacity", "title.opacity", "outgoingTitle.opacity", "appearance.shadowLineOpacity",
    ]

    /// The texts, quoted: the title and the outgoing title (`none` when there is none).
    var texts: [(String, String)] {
        [("title.text", "\"\(title.text)\""), ("outgoingTitle", outgoingTitle.map { "\"\($0.text)\"" } ?? "none")]
    }
}

extension TransitionContext {
    /// The same transition laid out in a direction: mirrored (the source frame too) when the
    /// direction changes.
    func with(_ layout: LayoutDirection) -> TransitionContext {
        layout == layoutDirection ? self : mirrored
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
    /// Not visible: transparent, entirely outside the bounds, or under an opaque resting layer.
    func isHidden(behind other: LayerState, in bounds: Rect) -> Bool {
        if opacity == 0 || scale == 0 { return true }
        let visible = clip.rect(in: Rect(size: bounds.size))
        if visible.width == 0 || visible.height == 0 { return true }
        let width = bounds.width * scale
        let height = bounds.height * scale
        let minX = offset.dx + (bounds.width - width) / 2
        let minY = offset.dy + (bounds.height - height) / 2
        let outside = minX >= bounds.width || minX + width <= 0 || minY >= bounds.height || minY + height <= 0
        if outside { return true }
        var resting = other
        resting.zIndex = 0
        return resting == .resting && other.zIndex > zIndex
    }
}
