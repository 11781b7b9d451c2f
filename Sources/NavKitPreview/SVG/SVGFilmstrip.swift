public import NavKitCore

/// A filmstrip: several scenes of a transition side by side in one SVG, each scaled down,
/// clipped to its container bounds and captioned.
///
/// ```swift
/// let svg = SVGFilmstrip().render(timeline, frames: 8, segment: 0)
/// ```
public struct SVGFilmstrip: Hashable, Sendable {
    /// One cell of the strip.
    public struct Frame: Hashable, Sendable {
        /// The scene to draw.
        public var scene: Scene
        /// The caption under it.
        public var caption: String

        /// Creates a cell.
        /// - Parameters:
        ///   - scene: The scene.
        ///   - caption: Its caption.
        public init(scene: Scene, caption: String) {
            self.scene = scene
            self.caption = caption
        }
    }

    /// The drawn width of every frame, in pixels.
    public var frameWidth: Double
    /// Frames per row.
    public var columns: Int
    /// The renderer used for each frame.
    public var renderer: SceneSVGRenderer

    /// Creates a filmstrip renderer.
    /// - Parameters:
    ///   - frameWidth: The drawn width of each frame in pixels.
    ///   - columns: Frames per row (at least 1).
    ///   - renderer: The scene renderer.
    public init(frameWidth: Double = 160, columns: Int = 6, renderer: SceneSVGRenderer = SceneSVGRenderer()) {
        self.frameWidth = frameWidth
        self.columns = columns
        self.renderer = renderer
    }

    /// `count` frames spread evenly over a segment of a timeline (or all of it), captioned with
    /// their time, progress and label.
    /// - Parameters:
    ///   - timeline: The recording.
    ///   - count: How many frames (fewer when the segment has fewer).
    ///   - segment: A segment index, or `nil` for the whole timeline.
    /// - Returns: An SVG document with one `<g class="frame">` per frame.
    public func render(_ timeline: Timeline, frames count: Int, segment: Int? = nil) -> String {
        let frames = timeline.sampleIndices(count: count, segment: segment).map { index in
            let frame = timeline.frames[index]
            let start = timeline.segments[frame.segment].frames.first.map { timeline.frames[$0].time } ?? frame.time
            var caption = "t \(PreviewNumber.format((frame.time - start) * 1000, decimals: 0)) ms"
            if let progress = frame.progress { caption += " · p \(PreviewNumber.format(progress, decimals: 3))" }
            if let label = frame.label { caption += " · " + label }
            return Frame(scene: frame.scene, caption: caption)
        }
        return render(frames)
    }

    /// Draws the given frames in rows of ``columns``.
    /// - Parameter frames: The cells, in order.
    /// - Returns: An SVG document with one `<g class="frame">` per cell.
    public func render(_ frames: [Frame]) -> String {
        let width = max(1, PreviewNumber.finite(frameWidth))
        let columns = max(1, min(self.columns, frames.count))
        let gap = 16.0
        let captionHeight = 22.0
        let cellHeight =
            frames.map { frame in
                let bounds = frame.scene.previewSafe.bounds
                return width * bounds.height / bounds.width
            }.max() ?? 0
        let rows = (frames.count + columns - 1) / columns
        let totalWidth = gap + Double(columns) * (width + gap)
        let totalHeight = gap + Double(rows) * (cellHeight + captionHeight + gap)
        var svg = MarkupBuilder()
        svg.open(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 \(n(totalWidth)) \(n(totalHeight))",
                "width": n(totalWidth), "height": n(totalHeight), "font-family": "-apple-system, system-ui, sans-serif",
                "data-frame-count": String(frames.count),
            ])
        svg.leaf("rect", ["width": n(totalWidth), "height": n(totalHeight), "fill": "#FFFFFF"])
        for (index, frame) in frames.enumerated() {
            let bounds = frame.scene.previewSafe.bounds
            let scale = width / bounds.width
            let x = gap + Double(index % columns) * (width + gap)
            let y = gap + Double(index / columns) * (cellHeight + captionHeight + gap)
            svg.open("g", ["class": "frame", "data-index": String(index), "transform": "translate(\(n(x)) \(n(y)))"])
            svg.open(
                "g",
                [
                    "transform":
                        "scale(\(PreviewNumber.format(scale, decimals: 5))) translate(\(n(-bounds.minX)) \(n(-bounds.minY)))"
                ])
            svg.raw(renderer.content(for: frame.scene, idPrefix: "f\(index)"))
            svg.close("g")
            svg.leaf(
                "rect",
                [
                    "width": n(width), "height": n(bounds.height * scale), "fill": "none", "stroke": "#8E8E93",
                    "stroke-width": "1",
                ])
            svg.element(
                "text", ["x": "0", "y": n(bounds.height * scale + 15), "font-size": "11", "fill": "#3A3A3C"],
                text: frame.caption)
            svg.close("g")
        }
        svg.close("svg")
        return svg.text
    }
}
