import NavKitCore
import NavKitPreview
import Testing

@Suite("SVG filmstrips")
struct SVGFilmstripTests {
    @Test(
        "draws as many frames as requested, or all of the segment when it has fewer",
        arguments: [(1, 1), (4, 4), (8, 8), (11, 11), (40, 11)])
    func frameCount(_ requested: Int, _ expected: Int) throws {
        let timeline = try Samples.session(frames: 10)
        let svg = SVGFilmstrip(columns: 4).render(timeline, frames: requested, segment: 1)
        #expect(XMLWellFormedness.firstProblem(in: svg) == nil)
        #expect(svg.occurrences(of: "<g class=\"frame\"") == expected)
        #expect(svg.contains("data-frame-count=\"\(expected)\""))
        #expect(svg.occurrences(of: "<clipPath id=\"f") == expected)
        #expect(svg.contains("<clipPath id=\"f\(expected - 1)-clip\">"))
    }

    @Test("frames are laid out in rows, scaled to the frame width and captioned with time and progress")
    func layout() throws {
        let timeline = try Samples.session(frames: 10)
        let svg = SVGFilmstrip(frameWidth: 160, columns: 3).render(timeline, frames: 4, segment: 1)
        #expect(svg.contains("width=\"544\" height=\"660\""))
        #expect(svg.contains("<g class=\"frame\" data-index=\"3\" transform=\"translate(16 338)\">"))
        #expect(svg.contains("scale(0.5) translate(0 0)"))
        #expect(svg.contains(">t 0 ms · p 0 · push</text>"))
        #expect(svg.contains(">t 167 ms · p 1</text>"))
    }

    @Test("captions are escaped, output is deterministic and never mentions nan or inf")
    func captions() {
        var bad = Samples.parallax(covered: 0.5)
        bad.bar.offset = .nan
        let frames = [
            SVGFilmstrip.Frame(scene: Samples.parallax(covered: 0.2), caption: "<&>\"'"),
            SVGFilmstrip.Frame(scene: bad, caption: "bad"),
        ]
        let svg = SVGFilmstrip().render(frames)
        #expect(XMLWellFormedness.firstProblem(in: svg) == nil)
        #expect(svg.contains(">&lt;&amp;&gt;&quot;&apos;</text>"))
        #expect(!svg.mentionsNonFinite)
        #expect(svg == SVGFilmstrip().render(frames))
        #expect(SVGFilmstrip().render([]).contains("data-frame-count=\"0\""))
    }
}
