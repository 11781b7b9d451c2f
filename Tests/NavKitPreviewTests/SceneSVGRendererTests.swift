import NavKitCore
import NavKitPreview
import Testing

@Suite("SVG rendering of one scene")
struct SceneSVGRendererTests {
    let renderer = SceneSVGRenderer()

    @Test("the document is well-formed, clipped to the bounds and draws layers back to front")
    func structure() throws {
        let svg = renderer.document(for: Samples.parallax(covered: 0.5), width: 160)
        #expect(XMLWellFormedness.firstProblem(in: svg) == nil)
        #expect(svg.contains("viewBox=\"0 0 320 568\" width=\"160\" height=\"284\""))
        #expect(
            svg.contains("<clipPath id=\"nk-clip\"><rect x=\"0\" y=\"0\" width=\"320\" height=\"568\"/></clipPath>"))
        #expect(svg.contains("clip-path=\"url(#nk-clip)\""))
        let list = try #require(svg.firstRange(of: "data-screen=\"list\""))
        let detail = try #require(svg.firstRange(of: "data-screen=\"detail\""))
        let bar = try #require(svg.firstRange(of: "class=\"bar\""))
        #expect(list.lowerBound < detail.lowerBound && detail.lowerBound < bar.lowerBound)
    }

    @Test("offsets become translations, scale is about the centre, opacity and dimming are written as given")
    func values() {
        let state = LayerState(offset: Vector(dx: 123.5, dy: -4), scale: 0.9, opacity: 0.75, dimming: 0.1)
        let scene = Scene(
            bounds: Samples.bounds, layoutDirection: .leftToRight,
            layers: SceneLayers(ScreenLayer(screen: "a", title: "A", state: state)),
            bar: .resting(for: Samples.list, showsBackButton: false))
        let svg = renderer.document(for: scene)
        #expect(svg.contains("transform=\"translate(123.5 -4) translate(160 284) scale(0.9) translate(-160 -284)\""))
        #expect(svg.contains("opacity=\"0.75\""))
        #expect(
            svg.contains("class=\"dim\" x=\"0\" y=\"0\" width=\"320\" height=\"568\" fill=\"#000000\" opacity=\"0.1\""))
        let plain = renderer.document(for: Samples.parallax(covered: 1))
        #expect(!plain.contains("scale("))
        #expect(plain.contains("data-screen=\"detail\" transform=\"translate(0 0)\""))
    }

    @Test("the bar shows background alpha, hairline, chevron and both titles of a cross-fade with their opacities")
    func bar() {
        let svg = renderer.document(for: Samples.parallax(covered: 0.25))
        #expect(
            svg.contains(
                "class=\"bar-background\" x=\"0\" y=\"0\" width=\"320\" height=\"44\" fill=\"#F7F7F7\" fill-opacity=\"0.94\""
            ))
        #expect(svg.contains("class=\"hairline\""))
        #expect(svg.contains("class=\"chevron\" d=\"M19 12L10 22L19 32\""))
        #expect(svg.contains("stroke-linejoin=\"round\" opacity=\"0.25\"/>"))
        #expect(svg.contains("opacity=\"0.75\">List</text>"))
        #expect(svg.contains("opacity=\"0.25\">Detail</text>"))
        let hidden = Samples.resting(Screen(id: "photo", preferences: ScreenPreferences(prefersBarHidden: true)))
        #expect(!renderer.document(for: hidden).contains("class=\"bar\""))
    }

    @Test("titles and identifiers are escaped")
    func escaping() {
        let nasty = Screen(id: "a\"b<c>", title: "<&>\"' Tom & Jerry")
        let svg = renderer.document(for: Samples.parallax(back: Samples.list, front: nasty, covered: 0.6))
        #expect(XMLWellFormedness.firstProblem(in: svg) == nil)
        #expect(svg.contains("&lt;&amp;&gt;&quot;&apos; Tom &amp; Jerry</text>"))
        #expect(svg.contains("data-screen=\"a&quot;b&lt;c&gt;\""))
        #expect(!svg.contains("Tom & Jerry"))
    }

    @Test(
        "the edge shadow sits on the moving screen's leading edge: left in LTR, right in RTL",
        arguments: [(LayoutDirection.leftToRight, "-16", "0", "0.45"), (.rightToLeft, "320", "0.45", "0")])
    func shadow(_ direction: LayoutDirection, _ x: String, _ firstStop: String, _ lastStop: String) {
        let svg = renderer.document(for: Samples.parallax(covered: 0.5, direction: direction))
        #expect(
            svg.contains(
                "class=\"shadow\" x=\"\(x)\" y=\"0\" width=\"16\" height=\"568\" fill=\"url(#nk-shadow)\" opacity=\"0.2\""
            ))
        #expect(
            svg.contains(
                "<stop offset=\"0\" stop-color=\"#000000\" stop-opacity=\"\(firstStop)\"/><stop offset=\"1\" stop-color=\"#000000\" stop-opacity=\"\(lastStop)\"/>"
            ))
        let sign = direction == .leftToRight ? "" : "-"
        #expect(svg.contains("data-screen=\"detail\" transform=\"translate(\(sign)160 0)\""))
        #expect(
            svg.contains("data-screen=\"list\" transform=\"translate(\(direction == .leftToRight ? "-" : "")53.33 0)\"")
        )
        #expect(svg.occurrences(of: "class=\"shadow\"") == 1)
    }

    @Test("non-finite values are clamped deterministically: no nan or inf, still well-formed")
    func nonFinite() {
        var scene = Samples.parallax(covered: 0.5)
        let bad = LayerState(
            offset: Vector(dx: .nan, dy: .infinity), scale: .nan, opacity: .infinity, shadowOpacity: .nan,
            dimming: -.infinity, zIndex: 1)
        scene.layers = SceneLayers(ScreenLayer(screen: "x", title: "X", state: bad))
        scene.bar.offset = .nan
        scene.bar.height = .infinity
        scene.bar.appearance.backgroundColor.alpha = .nan
        scene.bounds.size.width = .nan
        let svg = renderer.document(for: scene, width: .infinity)
        #expect(!svg.mentionsNonFinite)
        #expect(XMLWellFormedness.firstProblem(in: svg) == nil)
        #expect(svg == renderer.document(for: scene, width: .infinity))
        #expect(svg.contains("data-screen=\"x\" transform=\"translate(0 1000000)\" opacity=\"1\""))
    }

    @Test("the same scene always gives the same bytes")
    func deterministic() {
        let scenes = (0...10).map { Samples.parallax(covered: Double($0) / 10) }
        #expect(scenes.map { renderer.document(for: $0) } == scenes.map { renderer.document(for: $0) })
    }
}

@Suite("SVG rendering of clipped layers")
struct SceneSVGClipTests {
    @Test("a clipped layer draws inside a rounded clip path in its own coordinates; an unclipped one has none")
    func clipPath() throws {
        let clip = LayerClip(top: 100, left: 20, bottom: 300, right: 40, cornerRadius: 24)
        let scene = Scene(
            bounds: Samples.bounds, layoutDirection: .leftToRight,
            layers: SceneLayers(
                ScreenLayer(screen: "a", title: "A", state: .resting),
                ScreenLayer(screen: "b", title: "B", state: LayerState(scale: 0.5, zIndex: 1, clip: clip))),
            bar: .resting(for: Samples.list, showsBackButton: false))
        let svg = SceneSVGRenderer().document(for: scene)
        #expect(XMLWellFormedness.firstProblem(in: svg) == nil)
        #expect(
            svg.contains(
                "<clipPath id=\"nk-layer1-clip\"><rect x=\"20\" y=\"100\" width=\"260\" height=\"168\" rx=\"24\" ry=\"24\"/>"
            ))
        #expect(svg.contains("clip-path=\"url(#nk-layer1-clip)\""))
        #expect(!svg.contains("nk-layer0-clip"))
        // The clip path sits inside the scaled layer group, so it scales with the card.
        let layer = try #require(svg.firstRange(of: "data-screen=\"b\""))
        let path = try #require(svg.firstRange(of: "nk-layer1-clip"))
        #expect(layer.lowerBound < path.lowerBound)
    }
}
