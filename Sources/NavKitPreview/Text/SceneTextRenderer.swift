public import NavKitCore

/// A compact one-line description of a ``Scene`` for terminals, logs and tests.
///
/// Each layer (back to front) prints as `id dx … dy … s … op … dim … sh …` (layers separated
/// by ` | ` like the other parts), each shared element in flight as `id flies x,y w×h r … op …`,
/// then the bar as
/// `bar y … op … back … "Title" op` (plus `← "Outgoing" op` during a cross-fade), then the
/// transition as `push forward p …`. A scene that breaks its guarantees (a non-finite value,
/// an opacity outside 0…1) is flagged with a leading `!`; its numbers still print clamped,
/// never as `nan` or `inf`.
///
/// ```swift
/// print(SceneTextRenderer().line(for: container.scene))
/// // list dx -106.7 dy 0 s 1 op 1 dim 0.03 sh 0 | detail dx 213.3 dy 0 s 1 op 1 dim 0 sh 0.33 | bar …
/// ```
public struct SceneTextRenderer: Hashable, Sendable {
    /// Decimal places for numbers.
    public var decimals: Int

    /// Creates a renderer.
    /// - Parameter decimals: Decimal places for numbers (0…6).
    public init(decimals: Int = 2) {
        self.decimals = decimals
    }

    /// The scene on one line.
    /// - Parameter scene: The scene.
    /// - Returns: The ``parts(for:)`` joined by ` | `.
    public func line(for scene: Scene) -> String {
        parts(for: scene).joined(separator: " | ")
    }

    /// The pieces of ``line(for:)``: one per layer (back to front), one per shared element in
    /// flight, the bar, then the transition
    /// and `rtl` when present. The first piece starts with `! ` when the scene is not well formed.
    /// - Parameter scene: The scene.
    /// - Returns: At least two pieces.
    public func parts(for scene: Scene) -> [String] {
        let safe = scene.previewSafe
        var parts = safe.layers.map { layer in
            let s = layer.state
            return "\(layer.screen) dx \(f(s.offset.dx)) dy \(f(s.offset.dy)) s \(f(s.scale)) op \(f(s.opacity))"
                + " dim \(f(s.dimming)) sh \(f(s.shadowOpacity))"
                + (s.clip.isNone
                    ? ""
                    : " clip \(f(s.clip.top)),\(f(s.clip.left)),\(f(s.clip.bottom)),\(f(s.clip.right))"
                        + " r \(f(s.clip.cornerRadius))")
        }
        if parts.isEmpty { parts = ["no layers"] }
        for element in safe.sharedElements {
            let r = element.frame
            parts.append(
                "\(element.element) flies \(f(r.minX)),\(f(r.minY)) \(f(r.width))x\(f(r.height))"
                    + " r \(f(element.cornerRadius)) op \(f(element.opacity))")
        }
        parts.append(bar(safe.bar))
        if let transition = safe.transition {
            parts.append(
                "\(transition.operation.rawValue) \(transition.direction.rawValue) p \(f(transition.progress))"
                    + (transition.isInteractive ? " interactive" : ""))
        }
        if safe.layoutDirection == .rightToLeft { parts.append("rtl") }
        if !scene.isWellFormed { parts[0] = "! " + parts[0] }
        return parts
    }

    /// What the words of a line mean, as comment lines starting with `#`.
    public static let legend = [
        "# t=  seconds since the first frame",
        "# <screen> dx dy  offset in points · s  scale · op  opacity · dim  dimming · sh  shadow opacity",
        "#   (one part per screen, back to front)",
        "# bar  y offset · op opacity · back  back-button opacity · \"title\" title opacity · "
            + "← \"outgoing title\" opacity",
        "# push|pop forward|backward p  progress (no such part at rest) · rtl  right-to-left",
    ]

    /// A timeline as text: an optional title, the ``legend``, then one line per frame,
    /// `t=0.117s  home dx -39 … | bar … | push forward p 0.33`.
    /// - Parameters:
    ///   - timeline: The recording.
    ///   - title: A first line, e.g. what was recorded; none by default.
    /// - Returns: The lines joined by newlines.
    public func text(for timeline: Timeline, title: String? = nil) -> String {
        let start = timeline.frames.first?.time ?? .zero
        let frames = timeline.frames.map { frame in
            "t=\(PreviewNumber.format(frame.time - start, decimals: 3))s  " + line(for: frame.scene)
        }
        return ((title.map { ["# " + $0] } ?? []) + Self.legend + frames).joined(separator: "\n")
    }

    /// Several scenes, one line each, prefixed by their index.
    /// - Parameter timeline: The recording.
    /// - Returns: One line per frame: `index t seconds [segment] line`.
    public func lines(for timeline: Timeline) -> [String] {
        timeline.frames.enumerated().map { index, frame in
            "\(index) t \(PreviewNumber.format(frame.time.seconds, decimals: 3)) [\(timeline.segments[frame.segment].name)] "
                + line(for: frame.scene)
        }
    }

    private func bar(_ bar: BarState) -> String {
        guard bar.opacity > 0 else { return "bar hidden" }
        var text = "bar y \(f(bar.offset)) op \(f(bar.opacity)) back \(f(bar.backButtonOpacity))"
        text += " \"\(bar.title.text)\" \(f(bar.title.opacity))"
        if let outgoing = bar.outgoingTitle {
            text += " ← \"\(outgoing.text)\" \(f(outgoing.opacity))"
        }
        return text
    }

    private func f(_ value: Double) -> String {
        PreviewNumber.format(value, decimals: decimals)
    }
}
