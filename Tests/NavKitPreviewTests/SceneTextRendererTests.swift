import NavKitCore
import NavKitPreview
import Testing

@Suite("Text rendering")
struct SceneTextRendererTests {
    @Test("one line lists every layer's values, the bar and the transition")
    func line() {
        let text = SceneTextRenderer().line(for: Samples.parallax(covered: 0.25))
        #expect(
            text == "list dx -26.67 dy 0 s 1 op 1 dim 0.03 sh 0 | detail dx 240 dy 0 s 1 op 1 dim 0 sh 0.1"
                + " | bar y 0 op 1 back 0.25 \"Detail\" 0.25 ← \"List\" 0.75 | push forward p 0.25")
        let rtl = SceneTextRenderer(decimals: 0).line(for: Samples.parallax(covered: 0.5, direction: .rightToLeft))
        #expect(rtl.hasPrefix("list dx 53 "))
        #expect(rtl.hasSuffix(" | rtl"))
    }

    @Test("a scene with a non-finite value is flagged, clamped, and never prints nan or inf")
    func nonFinite() {
        var scene = Samples.parallax(covered: 0.5)
        scene.bar.offset = -.infinity
        scene.bar.opacity = .nan
        let line = SceneTextRenderer().line(for: scene)
        #expect(line.hasPrefix("! list"))
        #expect(line.contains("bar hidden"))
        #expect(!line.mentionsNonFinite)
    }

    @Test("timeline lines carry index, time and segment")
    func timelineLines() throws {
        let lines = SceneTextRenderer().lines(for: try Samples.session(frames: 10))
        #expect(lines.count == 49)
        #expect(lines[6].hasPrefix("6 t 0.1 [push detail] list dx -"))
    }

    @Test("the picture places screens by offset, dims with lower case and draws the shadow on the leading edge")
    func picture() {
        let renderer = ScenePictureRenderer(columns: 20, rows: 4)
        let ltr = renderer.picture(of: Samples.parallax(covered: 0.5)).split(separator: "\n")
        #expect(
            ltr
                == [
                    "+--------------------+",
                    "|=<=====Detail=======|",
                    "|lllllllll|DDDDDDDDDD|",
                    "|lllllllll|DDDDDDDDDD|",
                    "|lllllllll|DDDDDDDDDD|",
                    "+--------------------+",
                ].map { Substring($0) })
        let rtl = renderer.picture(of: Samples.parallax(covered: 0.5, direction: .rightToLeft)).split(separator: "\n")
        #expect(rtl[2] == "|DDDDDDDDDD|lllllllll|")
        #expect(rtl[1].contains(">"))
    }
}
