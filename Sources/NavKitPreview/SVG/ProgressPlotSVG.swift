/// A plot of progress over time for one segment: the curve (or spring) an animator author wants
/// to see, with a dot per recorded frame so the timing shows too.
///
/// Time runs left to right from the segment's first frame (the x axis, "time (ms)"); progress
/// runs bottom to top (the y axis, "progress") from `min(0, lowest)` to `max(1, highest)`,
/// clamped to −1…2 so an overshooting spring still fits. A push or pop therefore rises from the
/// bottom-left to the top-right.
/// The plot contains a cursor (`<line class="plot-cursor">` and `<circle class="plot-dot">`)
/// that ``TimelinePage`` moves to the current frame.
///
/// ```swift
/// let svg = ProgressPlotSVG().render(timeline.progressSeries[0])
/// ```
public struct ProgressPlotSVG: Hashable, Sendable {
    /// The plot's width in pixels.
    public var width: Double
    /// The plot's height in pixels.
    public var height: Double

    /// Creates a plot renderer.
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    public init(width: Double = 360, height: Double = 260) {
        self.width = width
        self.height = height
    }

    /// The plotting area: left, right, top and bottom edges in pixels.
    var area: (left: Double, right: Double, top: Double, bottom: Double) {
        (52, max(53, width - 12), 28, max(29, height - 30))
    }

    /// The data ranges a series is plotted over.
    struct Domain: Hashable {
        var duration: Double
        var low: Double
        var high: Double
    }

    func domain(of series: ProgressSeries) -> Domain {
        let times = series.points.map { PreviewNumber.finite($0.time) }
        let values = series.points.map { PreviewNumber.finite($0.progress) }
        return Domain(
            duration: max(0.001, times.max() ?? 0), low: max(-1, min(0, values.min() ?? 0)),
            high: min(2, max(1, values.max() ?? 1)))
    }

    /// Draws a series.
    /// - Parameter series: Progress over time for one segment.
    /// - Returns: An SVG document.
    public func render(_ series: ProgressSeries) -> String {
        let d = domain(of: series)
        let a = area
        func x(_ time: Double) -> Double { a.left + PreviewNumber.finite(time) / d.duration * (a.right - a.left) }
        func y(_ value: Double) -> Double {
            let clamped = min(d.high, max(d.low, PreviewNumber.finite(value)))
            return a.top + (d.high - clamped) / (d.high - d.low) * (a.bottom - a.top)
        }
        var svg = MarkupBuilder()
        svg.open(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "class": "plot", "viewBox": "0 0 \(n(width)) \(n(height))",
                "width": n(width), "height": n(height), "font-family": "-apple-system, system-ui, sans-serif",
                "font-size": "10",
            ])
        svg.leaf("rect", ["width": n(width), "height": n(height), "fill": "#FFFFFF"])
        svg.element("text", ["x": n(a.left), "y": "16", "font-size": "12", "fill": "#1C1C1E"], text: series.name)
        let levels = [0, 0.5, 1] + (d.low < 0 ? [d.low] : []) + (d.high > 1 ? [d.high] : [])
        for value in levels {
            svg.leaf(
                "line",
                [
                    "x1": n(a.left), "x2": n(a.right), "y1": n(y(value)), "y2": n(y(value)),
                    "stroke": value == 0 || value == 1 ? "#8E8E93" : "#E5E5EA", "stroke-width": "1",
                ])
            svg.element(
                "text", ["x": n(a.left - 6), "y": n(y(value) + 3), "text-anchor": "end", "fill": "#636366"],
                text: PreviewNumber.format(value, decimals: 2))
        }
        let step = tickStep(for: d.duration)
        var tick = 0.0
        while tick <= d.duration + step / 1000 {
            svg.leaf(
                "line",
                ["x1": n(x(tick)), "x2": n(x(tick)), "y1": n(a.bottom), "y2": n(a.bottom + 4), "stroke": "#8E8E93"])
            svg.element(
                "text", ["x": n(x(tick)), "y": n(a.bottom + 15), "text-anchor": "middle", "fill": "#636366"],
                text: PreviewNumber.format(tick * 1000, decimals: 0))
            tick += step
        }
        svg.element(
            "text", ["class": "x-label", "x": n(a.right), "y": n(height - 2), "text-anchor": "end", "fill": "#636366"],
            text: "time (ms)")
        let middle = n((a.top + a.bottom) / 2)
        svg.element(
            "text",
            [
                "class": "y-label", "x": "12", "y": middle, "text-anchor": "middle", "fill": "#636366",
                "transform": "rotate(-90 12 \(middle))",
            ], text: "progress")
        if series.points.isEmpty {
            svg.element(
                "text",
                [
                    "x": n((a.left + a.right) / 2), "y": n((a.top + a.bottom) / 2), "text-anchor": "middle",
                    "fill": "#8E8E93", "font-size": "12",
                ], text: "no transition in this segment")
        } else {
            let points = series.points.map { "\(n(x($0.time))),\(n(y($0.progress)))" }.joined(separator: " ")
            svg.leaf(
                "polyline",
                ["class": "plot-curve", "points": points, "fill": "none", "stroke": "#007AFF", "stroke-width": "1.5"])
            for point in series.points {
                svg.leaf("circle", ["cx": n(x(point.time)), "cy": n(y(point.progress)), "r": "1.6", "fill": "#007AFF"])
            }
        }
        svg.leaf(
            "line",
            [
                "class": "plot-cursor", "x1": n(a.left), "x2": n(a.left), "y1": n(a.top), "y2": n(a.bottom),
                "stroke": "#FF3B30", "stroke-width": "1",
            ])
        svg.leaf("circle", ["class": "plot-dot", "cx": n(a.left), "cy": n(y(0)), "r": "4", "fill": "#FF3B30"])
        svg.close("svg")
        return svg.text
    }

    private func tickStep(for duration: Double) -> Double {
        for step in [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60] where duration / step <= 8 {
            return step
        }
        return max(60, (duration / 8).rounded(.up))
    }
}
