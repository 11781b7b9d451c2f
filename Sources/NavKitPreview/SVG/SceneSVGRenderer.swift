public import NavKitCore

/// Draws one ``Scene`` as SVG: screens as titled cards, the bar, dimming and the edge shadow,
/// exactly as the scene's layer states say.
///
/// - Each screen is a card filling the container bounds, coloured by `ScreenPalette`, with
///   its title in the middle; its group is translated by the layer's offset, scaled about the
///   bounds' centre and given the layer's opacity. Layers are drawn back to front.
/// - Dimming is a black overlay over the card with the dimming alpha; the edge shadow is a
///   gradient just outside the screen's leading edge (left in left-to-right, right in
///   right-to-left) with the shadow opacity.
/// - A layer's ``NavKitCore/LayerClip`` is a `<clipPath>` rounded rectangle (`rx`) in the card's
///   own coordinates, inside the layer's transform, clipping the card, its dimming and shadow.
/// - Each shared element in flight (``NavKitCore/Scene/sharedElements``) is a rounded rectangle
///   (`class="shared-element"`, `data-element` its name) above both screens and below the bar,
///   at its frame with its corner radius and opacity, coloured by its name and labelled with it.
/// - The bar is drawn on top: background colour and alpha, hairline, back chevron, the title
///   and, during a cross-fade, the outgoing title, each with its opacity.
/// - Everything is clipped to the container bounds. Non-finite numbers are clamped
///   deterministically (see `PreviewNumber`), so `nan` or `inf` never appear.
///
/// ```swift
/// let svg = SceneSVGRenderer().document(for: container.scene, width: 320)
/// ```
public struct SceneSVGRenderer: Hashable, Sendable {
    /// Whether cards show a few grey content lines (they make motion easier to see).
    public var showsPlaceholders: Bool
    /// The width of the edge shadow, in points.
    public var shadowWidth: Double

    /// Creates a renderer.
    /// - Parameters:
    ///   - showsPlaceholders: Whether cards show grey content lines.
    ///   - shadowWidth: The edge shadow's width in points.
    public init(showsPlaceholders: Bool = true, shadowWidth: Double = 16) {
        self.showsPlaceholders = showsPlaceholders
        self.shadowWidth = shadowWidth
    }

    /// A standalone SVG document for a scene.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - width: The drawn width in pixels; `nil` uses the bounds' width. The height keeps the
    ///     aspect ratio.
    ///   - idPrefix: A prefix for element ids (clip path, gradients), unique per page.
    /// - Returns: `<svg xmlns=...>...</svg>`.
    public func document(for scene: Scene, width: Double? = nil, idPrefix: String = "nk") -> String {
        let safe = scene.previewSafe
        let drawnWidth = max(1, PreviewNumber.finite(width ?? safe.bounds.width))
        let drawnHeight = drawnWidth * safe.bounds.height / safe.bounds.width
        let b = safe.bounds
        var svg = MarkupBuilder()
        svg.open(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg",
                "viewBox": "\(n(b.minX)) \(n(b.minY)) \(n(b.width)) \(n(b.height))",
                "width": n(drawnWidth), "height": n(drawnHeight), "font-family": "-apple-system, system-ui, sans-serif",
            ])
        svg.raw(content(for: safe, idPrefix: idPrefix))
        svg.close("svg")
        return svg.text
    }

    /// The scene's drawing in its own coordinates (the container bounds), for embedding in a
    /// larger SVG: a `<defs>` element and one clipped `<g class="scene">`.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - idPrefix: A prefix for element ids, unique within the embedding document.
    /// - Returns: SVG elements without an enclosing `<svg>`.
    public func content(for scene: Scene, idPrefix: String) -> String {
        let scene = scene.previewSafe
        let b = scene.bounds
        let clip = idPrefix + "-clip"
        var svg = MarkupBuilder()
        svg.open("defs")
        svg.open("clipPath", ["id": clip])
        svg.leaf("rect", ["x": n(b.minX), "y": n(b.minY), "width": n(b.width), "height": n(b.height)])
        svg.close("clipPath")
        if scene.layers.contains(where: { $0.state.shadowOpacity > 0 }) {
            shadowGradient(into: &svg, id: idPrefix + "-shadow", darkOnRight: scene.layoutDirection == .leftToRight)
        }
        svg.close("defs")
        svg.open(
            "g",
            [
                "class": "scene", "clip-path": "url(#\(clip))", "data-direction": scene.layoutDirection.rawValue,
            ])
        svg.leaf(
            "rect",
            ["x": n(b.minX), "y": n(b.minY), "width": n(b.width), "height": n(b.height), "fill": "#D8D8DC"])
        for (index, layer) in scene.layers.enumerated() {
            draw(layer, in: scene, idPrefix: idPrefix, clipID: "\(idPrefix)-layer\(index)-clip", into: &svg)
        }
        for element in scene.sharedElements { draw(element, into: &svg) }
        drawBar(scene.bar, in: scene, into: &svg)
        svg.close("g")
        return svg.text
    }

    private func shadowGradient(into svg: inout MarkupBuilder, id: String, darkOnRight: Bool) {
        svg.open("linearGradient", ["id": id, "x1": "0", "y1": "0", "x2": "1", "y2": "0"])
        svg.leaf("stop", ["offset": "0", "stop-color": "#000000", "stop-opacity": darkOnRight ? "0" : "0.45"])
        svg.leaf("stop", ["offset": "1", "stop-color": "#000000", "stop-opacity": darkOnRight ? "0.45" : "0"])
        svg.close("linearGradient")
    }

    private func transform(for state: LayerState, in bounds: Rect) -> String {
        var transform = "translate(\(n(state.offset.dx)) \(n(state.offset.dy)))"
        if state.scale != 1 {
            let cx = n(bounds.minX + bounds.width / 2)
            let cy = n(bounds.minY + bounds.height / 2)
            transform += " translate(\(cx) \(cy)) scale(\(PreviewNumber.format(state.scale, decimals: 4)))"
            transform += " translate(-\(cx) -\(cy))"
        }
        return transform
    }

    private func draw(
        _ layer: ScreenLayer, in scene: Scene, idPrefix: String, clipID: String, into svg: inout MarkupBuilder
    ) {
        let state = layer.state
        let b = scene.bounds
        let (x, y, width, height) = (n(b.minX), n(b.minY), n(b.width), n(b.height))
        svg.open(
            "g",
            [
                "class": "layer", "data-screen": layer.screen.rawValue, "transform": transform(for: state, in: b),
                "opacity": n(state.opacity),
            ])
        let clipped = !state.clip.isNone
        if clipped {
            let visible = state.clip.rect(in: b)
            let radius = n(state.clip.radius(in: b))
            svg.open("clipPath", ["id": clipID])
            svg.leaf(
                "rect",
                [
                    "x": n(visible.minX), "y": n(visible.minY), "width": n(visible.width),
                    "height": n(visible.height), "rx": radius, "ry": radius,
                ])
            svg.close("clipPath")
            svg.open("g", ["class": "clip", "clip-path": "url(#\(clipID))"])
        }
        if state.shadowOpacity > 0 {
            let leftToRight = scene.layoutDirection == .leftToRight
            svg.leaf(
                "rect",
                [
                    "class": "shadow", "x": n(leftToRight ? b.minX - shadowWidth : b.maxX), "y": n(b.minY),
                    "width": n(shadowWidth), "height": n(b.height), "fill": "url(#\(idPrefix)-shadow)",
                    "opacity": n(state.shadowOpacity),
                ])
        }
        svg.leaf(
            "rect",
            [
                "class": "card", "x": x, "y": y, "width": width, "height": height,
                "fill": ScreenPalette.hex(ScreenPalette.color(for: layer.screen)),
            ])
        if showsPlaceholders { drawPlaceholders(in: scene, into: &svg) }
        svg.element(
            "text",
            [
                "class": "screen-title", "x": n(b.minX + b.width / 2), "y": n(b.minY + b.height / 2),
                "text-anchor": "middle", "font-size": n(max(12, b.width / 12)), "font-weight": "600",
                "fill": "#1C1C1E",
            ], text: layer.title)
        if state.dimming > 0 {
            svg.leaf(
                "rect",
                [
                    "class": "dim", "x": x, "y": y, "width": width, "height": height, "fill": "#000000",
                    "opacity": n(state.dimming),
                ])
        }
        if clipped { svg.close("g") }
        svg.close("g")
    }

    private func draw(_ element: SharedElementLayer, into svg: inout MarkupBuilder) {
        let r = element.frame
        let radius = n(element.cornerRadius)
        let fill = ScreenPalette.color(for: ScreenID(element.element.rawValue))
        svg.open(
            "g", ["class": "shared-element", "data-element": element.element.rawValue, "opacity": n(element.opacity)])
        svg.leaf(
            "rect",
            [
                "x": n(r.minX), "y": n(r.minY), "width": n(r.width), "height": n(r.height), "rx": radius, "ry": radius,
                "fill": ScreenPalette.hex(Color(red: fill.red * 0.6, green: fill.green * 0.6, blue: fill.blue * 0.8)),
                "stroke": "#FFFFFF", "stroke-width": "2",
            ])
        svg.element(
            "text",
            [
                "x": n(r.minX + r.width / 2), "y": n(r.minY + r.height / 2 + 5), "text-anchor": "middle",
                "font-size": n(max(8, min(16, r.height / 3))), "fill": "#FFFFFF",
            ], text: element.element.rawValue)
        svg.close("g")
    }

    private func drawPlaceholders(in scene: Scene, into svg: inout MarkupBuilder) {
        let b = scene.bounds
        let top = b.minY + max(scene.bar.height, 0) + 16
        let leading = b.width * 0.08
        for row in 0..<3 {
            let width = b.width * (row == 2 ? 0.5 : 0.84)
            let x = scene.layoutDirection == .leftToRight ? b.minX + leading : b.maxX - leading - width
            svg.leaf(
                "rect",
                [
                    "x": n(x), "y": n(top + Double(row) * 22), "width": n(width), "height": "10", "rx": "5",
                    "fill": "#FFFFFF", "opacity": "0.6",
                ])
        }
    }

    private func drawBar(_ bar: BarState, in scene: Scene, into svg: inout MarkupBuilder) {
        guard bar.opacity > 0, bar.height > 0 else { return }
        let b = scene.bounds
        let appearance = bar.appearance
        svg.open("g", ["class": "bar", "transform": "translate(0 \(n(bar.offset)))", "opacity": n(bar.opacity)])
        svg.leaf(
            "rect",
            [
                "class": "bar-background", "x": n(b.minX), "y": n(b.minY), "width": n(b.width),
                "height": n(bar.height), "fill": ScreenPalette.hex(appearance.backgroundColor),
                "fill-opacity": n(appearance.backgroundColor.alpha.clampedUnit),
            ])
        if appearance.shadowLineOpacity > 0 {
            svg.leaf(
                "rect",
                [
                    "class": "hairline", "x": n(b.minX), "y": n(b.minY + bar.height - 0.5), "width": n(b.width),
                    "height": "0.5", "fill": "#000000", "opacity": n(appearance.shadowLineOpacity),
                ])
        }
        if bar.backButtonOpacity > 0 {
            let sign = scene.layoutDirection == .leftToRight ? 1.0 : -1.0
            let edge = scene.layoutDirection == .leftToRight ? b.minX : b.maxX
            let mid = b.minY + bar.height / 2
            let tip = edge + sign * 10
            let back = edge + sign * 19
            svg.leaf(
                "path",
                [
                    "class": "chevron", "d": "M\(n(back)) \(n(mid - 10))L\(n(tip)) \(n(mid))L\(n(back)) \(n(mid + 10))",
                    "fill": "none", "stroke": ScreenPalette.hex(appearance.tintColor), "stroke-width": "3",
                    "stroke-linecap": "round", "stroke-linejoin": "round", "opacity": n(bar.backButtonOpacity),
                ])
        }
        if let outgoing = bar.outgoingTitle, outgoing.opacity > 0 {
            drawTitle(
                outgoing, role: "title-outgoing", bar: bar, in: b, sign: scene.layoutDirection.trailingSign, into: &svg)
        }
        if bar.title.opacity > 0 {
            drawTitle(bar.title, role: "title", bar: bar, in: b, sign: scene.layoutDirection.trailingSign, into: &svg)
        }
        svg.close("g")
    }

    private func drawTitle(
        _ title: BarTitle, role: String, bar: BarState, in b: Rect, sign: Double, into svg: inout MarkupBuilder
    ) {
        svg.element(
            "text",
            [
                "class": role, "x": n(b.minX + b.width / 2 + sign * title.offset), "y": n(b.minY + bar.height / 2 + 6),
                "text-anchor": "middle", "font-size": "17", "font-weight": "600",
                "fill": ScreenPalette.hex(bar.appearance.titleColor), "opacity": n(title.opacity),
            ], text: title.text)
    }
}
