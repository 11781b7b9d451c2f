import NavKitCore
import NavKitPreview

/// Hand-made scenes of an iOS-like parallax transition, so the preview tests need no animator.
enum Samples {
    static let bounds = Rect(x: 0, y: 0, width: 320, height: 568)
    static let list = Screen(id: "list", title: "List")
    static let detail = Screen(id: "detail", title: "Detail")

    /// `front` slides over `back`; `covered` is how far it has come in (1 = fully in place).
    static func parallax(
        back: Screen = list, front: Screen = detail, covered: Double, operation: TransitionOperation = .push,
        progress: Double? = nil, direction: LayoutDirection = .leftToRight, interactive: Bool = false
    ) -> Scene {
        let w = bounds.width
        let rest = 1 - covered
        var backState = LayerState(offset: Vector(dx: -w / 3 * covered, dy: 0), dimming: 0.1 * covered, zIndex: 0)
        var frontState = LayerState(offset: Vector(dx: w * rest, dy: 0), shadowOpacity: 0.4 * covered, zIndex: 1)
        if direction == .rightToLeft {
            backState = backState.mirrored
            frontState = frontState.mirrored
        }
        let backBar = BarState.resting(for: back, showsBackButton: false)
        let frontBar = BarState.resting(for: front, showsBackButton: true)
        let p = progress ?? (operation == .pop ? rest : covered)
        return Scene(
            bounds: bounds, layoutDirection: direction,
            layers: SceneLayers(
                ScreenLayer(screen: back.id, title: back.title, state: backState),
                ScreenLayer(screen: front.id, title: front.title, state: frontState)),
            bar: BarState.standardTransition(from: backBar, to: frontBar, progress: covered),
            transition: SceneTransition(
                operation: operation, direction: operation == .pop ? .backward : .forward, progress: p,
                isInteractive: interactive))
    }

    /// One screen at rest.
    static func resting(_ screen: Screen, showsBackButton: Bool = false) -> Scene {
        Scene(
            bounds: bounds, layoutDirection: .leftToRight,
            layers: SceneLayers(ScreenLayer(screen: screen.id, title: screen.title, state: .resting)),
            bar: .resting(for: screen, showsBackButton: showsBackButton))
    }

    /// A session: idle, push (ease-out), a swipe back released early that springs back, a pop,
    /// then a right-to-left push. `frames` frames per transition at 60 fps.
    static func session(frames: Int = 30) throws -> Timeline {
        var timeline = Timeline()
        var time = Timestamp.zero
        func record(_ scene: Scene, progress: Double? = nil, label: String? = nil) throws {
            try timeline.record(scene, at: time, progress: progress, label: label)
            time = time + 1.0 / 60
        }
        timeline.beginSegment("idle")
        for _ in 0..<5 { try record(resting(list)) }
        timeline.beginSegment("push detail")
        for i in 0...frames {
            let t = Double(i) / Double(frames)
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            try record(parallax(covered: eased), label: i == 0 ? "push" : nil)
        }
        timeline.beginSegment("swipe back (cancelled)")
        for i in 0...frames {
            let t = Double(i) / Double(frames)
            let p = t < 0.5 ? 0.7 * t : 0.35 * exp2(-12 * (t - 0.5)) * cosine(22 * (t - 0.5))
            try record(
                parallax(covered: 1 - p, operation: .pop, progress: p.clampedUnit, interactive: t < 0.5),
                progress: p, label: i == frames / 2 ? "release" : nil)
        }
        timeline.beginSegment("pop")
        for i in 0...frames {
            let p = Double(i) / Double(frames)
            try record(parallax(covered: 1 - p * p, operation: .pop, progress: p * p))
        }
        timeline.beginSegment("push (right-to-left)")
        for i in 0...frames {
            let p = Double(i) / Double(frames)
            try record(parallax(covered: p, direction: .rightToLeft))
        }
        return timeline
    }

    /// 2^x without Foundation.
    static func exp2(_ x: Double) -> Double {
        var result = 1.0
        var term = 1.0
        let y = x * 0.6931471805599453
        for k in 1..<30 {
            term *= y / Double(k)
            result += term
        }
        return result
    }

    /// cos(x) by its series, for small |x|.
    static func cosine(_ x: Double) -> Double {
        var result = 1.0
        var term = 1.0
        for k in 1..<30 {
            term *= -x * x / Double((2 * k - 1) * (2 * k))
            result += term
        }
        return result
    }
}

extension StringProtocol {
    /// How often `needle` occurs (non-overlapping).
    func occurrences(of needle: String) -> Int {
        var count = 0
        var rest = self[...]
        while let range = rest.firstRange(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }

    /// The text between the first `start` and the next `end` after it.
    func between(_ start: String, _ end: String) -> SubSequence? {
        guard let a = firstRange(of: start), let b = self[a.upperBound...].firstRange(of: end) else { return nil }
        return self[a.upperBound..<b.lowerBound]
    }

    /// Whether the text contains `nan` or `inf` in any case.
    var mentionsNonFinite: Bool {
        let lower = lowercased()
        return lower.contains("nan") || lower.contains("inf")
    }
}
