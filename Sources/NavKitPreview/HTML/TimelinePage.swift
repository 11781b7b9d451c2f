import NavKitCore

/// One self-contained HTML page to scrub through a ``Timeline``: the frames drawn as SVG, a
/// plot of progress over time with a cursor at the current frame, and the frame's values.
///
/// The page has no outside assets and makes no network requests. It offers a scrubber over all
/// frames, play/pause (real-time or slowed down), frame stepping (buttons; ←/→, Shift for 10,
/// Home/End, Space, PageUp/PageDown for segments), a segment selector, and a label with frame,
/// time, progress and segment. Frames are pre-rendered SVG strings in a JavaScript array;
/// identical frames (e.g. idle ones) are stored once.
///
/// For scripted checks the page exposes `window.navkitPreview = { frameCount, seek(i),
/// currentFrame() }`, sets `document.body.dataset.ready = "1"` once it has drawn, writes any
/// script error into `document.title` (prefixed `NAVKIT-SCRIPT-ERROR:`) and the
/// `data-script-error` attribute of `<html>`, and honours `#frame=N` (0-based), `#frame=mid` and
/// `#segment=K&at=F` in the URL — K counts from 1 as the segment menu does, F is a fraction 0…1
/// of the segment's frames. After drawing a frame it writes the screens the browser actually
/// shows (a card with some opacity inside the stage, not covered by an opaque card above it) into
/// `data-visible-screens` of `#stage`, e.g. `"home detail"`.
///
/// The page is XHTML-compatible markup (every element closed, script in CDATA), so it is also
/// well-formed XML.
///
/// ```swift
/// let html = TimelinePage(title: "navkit demo").render(timeline)
/// ```
public struct TimelinePage: Hashable, Sendable {
    /// The page title.
    public var title: String
    /// The drawn width of a frame in pixels.
    public var frameWidth: Double
    /// The scene renderer.
    public var renderer: SceneSVGRenderer
    /// The progress plot renderer.
    public var plot: ProgressPlotSVG
    /// The text renderer for the values under the frame.
    public var text: SceneTextRenderer

    /// Creates a page renderer.
    /// - Parameters:
    ///   - title: The page title.
    ///   - frameWidth: The drawn width of a frame in pixels.
    ///   - renderer: The scene renderer.
    ///   - plot: The progress plot renderer; 640×300 by default, scaled to the width beside the frame.
    ///   - text: The text renderer for the values panel.
    public init(
        title: String = "NavKit preview", frameWidth: Double = 320, renderer: SceneSVGRenderer = SceneSVGRenderer(),
        plot: ProgressPlotSVG = ProgressPlotSVG(width: 640, height: 300), text: SceneTextRenderer = SceneTextRenderer()
    ) {
        self.title = title
        self.frameWidth = frameWidth
        self.renderer = renderer
        self.plot = plot
        self.text = text
    }

    /// The page for a timeline.
    /// - Parameter timeline: The recording; may be empty.
    /// - Returns: A complete HTML document; the same timeline always gives the same bytes.
    public func render(_ timeline: Timeline) -> String {
        let count = timeline.frames.count
        var html = MarkupBuilder()
        html.raw("<!DOCTYPE html>\n")
        html.open("html", ["lang": "en"])
        html.open("head")
        html.leaf("meta", ["charset": "utf-8"])
        html.leaf("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        html.element("title", [:], text: title)
        html.raw("<script>/*<![CDATA[*/" + Self.errorHook + "/*]]>*/</script>")
        html.raw("<style>/*<![CDATA[*/" + Self.style + "/*]]>*/</style>")
        html.close("head")
        html.open("body", ["data-frame-count": String(count), "data-ready": "0"])
        html.open("header")
        html.element("h1", [:], text: title)
        html.element(
            "span", ["id": "summary"],
            text: "\(count) frames · \(timeline.segments.count) segments · "
                + "\(PreviewNumber.format(timeline.duration, decimals: 3)) s")
        html.close("header")
        html.open("main")
        html.open("section", ["id": "stage-box"])
        html.element(
            "div", ["id": "stage", "style": "width: \(n(frameWidth))px"], text: count == 0 ? "No frames." : "")
        html.element("pre", ["id": "values"], text: "")
        html.close("section")
        html.open("section", ["id": "plot-box"])
        html.element("div", ["id": "plot"], text: "")
        html.element(
            "p", ["class": "hint"],
            text: "←/→ step · Shift+←/→ 10 frames · Space play · Home/End · PageUp/PageDown segment")
        html.close("section")
        html.close("main")
        controls(timeline, into: &html)
        html.raw("<script>/*<![CDATA[*/\nvar D = " + data(for: timeline) + ";\n" + Self.script + "/*]]>*/</script>")
        html.close("body")
        html.close("html")
        return html.text + "\n"
    }

    private func controls(_ timeline: Timeline, into html: inout MarkupBuilder) {
        html.open("nav", ["id": "controls"])
        for (id, label, hint) in [
            ("first", "|<", "First frame (Home)"), ("prev-segment", "<<", "Previous segment (PageUp)"),
            ("prev", "<", "Previous frame (←)"), ("play", "Play", "Play/pause (Space)"),
            ("next", ">", "Next frame (→)"),
            ("next-segment", ">>", "Next segment (PageDown)"), ("last", ">|", "Last frame (End)"),
        ] {
            html.element("button", ["id": id, "type": "button", "title": hint], text: label)
        }
        html.leaf(
            "input",
            [
                "id": "scrub", "type": "range", "min": "0", "max": String(max(0, timeline.frames.count - 1)),
                "step": "1", "value": "0", "aria-label": "Frame",
            ])
        html.open("select", ["id": "segment", "aria-label": "Segment"])
        for (index, segment) in timeline.segments.enumerated() {
            html.element(
                "option", ["value": String(index)],
                text: "\(index + 1). \(segment.name) (\(segment.frames.count) frames)")
        }
        html.close("select")
        html.open("select", ["id": "speed", "aria-label": "Playback speed"])
        for (value, label) in [("1", "1×"), ("0.5", "½×"), ("0.25", "¼×"), ("0.1", "0.1×")] {
            html.element("option", ["value": value], text: label)
        }
        html.close("select")
        html.element("output", ["id": "label"], text: "")
        html.close("nav")
    }

    /// The page's data as a JavaScript object literal: unique frame SVGs (`FS`) and value texts
    /// (`FT`), each frame's unique index (`O`), times (`T`), progress (`P`, `null` when none),
    /// labels (`L`), segments (`SEG`: name, first, end, duration, low, high), plots (`PL`) and
    /// the plot area (`A`).
    private func data(for timeline: Timeline) -> String {
        var unique: [String: Int] = [:]
        var svgs: [String] = []
        var texts: [String] = []
        var order: [String] = []
        order.reserveCapacity(timeline.frames.count)
        for frame in timeline.frames {
            let svg = renderer.document(for: frame.scene, width: frameWidth, idPrefix: "stage")
            let values = text.parts(for: frame.scene).joined(separator: "\n")
            let key = svg + "\u{0}" + values
            if let index = unique[key] {
                order.append(String(index))
            } else {
                unique[key] = svgs.count
                order.append(String(svgs.count))
                svgs.append(Markup.javaScriptString(svg))
                texts.append(Markup.javaScriptString(values))
            }
        }
        let times = timeline.frames.map { PreviewNumber.format($0.time.seconds, decimals: 4) }
        let progress = timeline.frames.map { frame in
            frame.progress.flatMap { $0.isFinite ? PreviewNumber.format($0, decimals: 4) : nil } ?? "null"
        }
        let labels = timeline.frames.enumerated().compactMap { index, frame in
            frame.label.map { "\"\(index)\":" + Markup.javaScriptString($0) }
        }
        let allSeries = timeline.progressSeries
        let segments = timeline.segments.indices.map { index in
            let segment = timeline.segments[index]
            let domain = plot.domain(of: allSeries[index])
            let fields = [
                Markup.javaScriptString(segment.name), String(segment.frames.lowerBound),
                String(segment.frames.upperBound), PreviewNumber.format(domain.duration, decimals: 4),
                PreviewNumber.format(domain.low, decimals: 4), PreviewNumber.format(domain.high, decimals: 4),
            ]
            return "[" + fields.joined(separator: ",") + "]"
        }
        let plots = allSeries.map { Markup.javaScriptString(plot.render($0)) }
        let area = plot.area
        let fields: [String] = [
            "FS:" + Self.list(svgs, separator: ",\n"), "FT:" + Self.list(texts, separator: ",\n"),
            "O:" + Self.list(order), "T:" + Self.list(times), "P:" + Self.list(progress),
            "L:{" + labels.joined(separator: ",") + "}", "SEG:" + Self.list(segments),
            "PL:" + Self.list(plots, separator: ",\n"),
            "A:" + Self.list([area.left, area.right, area.top, area.bottom].map(n)),
        ]
        return "{\n" + fields.joined(separator: ",\n") + "\n}"
    }

    private static func list(_ items: [String], separator: String = ",") -> String {
        "[" + items.joined(separator: separator) + "]"
    }
}
