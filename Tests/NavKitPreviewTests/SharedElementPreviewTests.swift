import NavKitCore
import NavKitPreview
import Testing

@Suite("Previews of shared elements in flight")
struct SharedElementPreviewTests {
    func scene(frame: Rect, opacity: Double = 1) -> Scene {
        Scene(
            bounds: Rect(x: 0, y: 0, width: 320, height: 568), layoutDirection: .leftToRight,
            layers: SceneLayers(ScreenLayer(screen: "a", title: "A", state: .resting)),
            bar: BarState(title: BarTitle(text: "A")),
            sharedElements: [
                SharedElementLayer(
                    element: "photo", fromScreen: "a", toScreen: "b", frame: frame, cornerRadius: 6, opacity: opacity)
            ])
    }

    @Test("the SVG draws the element as a rounded rectangle above the screens and below the bar")
    func svg() throws {
        let svg = SceneSVGRenderer().document(for: scene(frame: Rect(x: 10, y: 20, width: 100, height: 80)))
        #expect(XMLWellFormedness.firstProblem(in: svg) == nil)
        let layer = try #require(svg.firstRange(of: "class=\"layer\""))
        let element = try #require(svg.firstRange(of: "class=\"shared-element\" data-element=\"photo\""))
        let bar = try #require(svg.firstRange(of: "class=\"bar\""))
        #expect(layer.lowerBound < element.lowerBound && element.lowerBound < bar.lowerBound)
        #expect(svg.contains("x=\"10\" y=\"20\" width=\"100\" height=\"80\" rx=\"6\" ry=\"6\""))
    }

    @Test("non-finite numbers never reach the markup or the text line")
    func sanitised() {
        let bad = scene(frame: Rect(x: .nan, y: .infinity, width: -3, height: 40), opacity: 7)
        let svg = SceneSVGRenderer().document(for: bad)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        let line = SceneTextRenderer().line(for: bad)
        #expect(line.hasPrefix("! "))
        #expect(line.contains("photo flies") && !line.contains("nan"))
    }

    @Test("the text line names the element, its frame, radius and opacity")
    func text() {
        let line = SceneTextRenderer().line(for: scene(frame: Rect(x: 10, y: 20, width: 100, height: 80)))
        #expect(line.contains("photo flies 10,20 100x80 r 6 op 1"))
    }
}
