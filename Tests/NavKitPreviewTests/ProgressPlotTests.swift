import NavKitCore
import NavKitPreview
import Testing

@Suite("Progress plot")
struct ProgressPlotTests {
    @Test("a push rises from the bottom-left to the top-right: time to the right, progress up")
    func direction() throws {
        let timeline = TransitionRecorder().record(LinearSlide(seconds: 0.3), frames: .evenly(4))
        let svg = ProgressPlotSVG().render(try #require(timeline.progressSeries.first))
        let points = try #require(svg.between("points=\"", "\"")).split(separator: " ").map { pair in
            pair.split(separator: ",").compactMap { Double($0) }
        }
        #expect(points.count == 4)
        let (first, last) = (try #require(points.first), try #require(points.last))
        #expect(first[0] < last[0], "time runs to the right")
        #expect(first[1] > last[1], "progress runs up: SVG y grows downward")
        for (a, b) in zip(points, points.dropFirst()) {
            #expect(a[0] < b[0])
            #expect(a[1] > b[1])
        }
    }

    @Test("both axes are labelled")
    func labels() throws {
        let series = try #require(TransitionRecorder().record(LinearSlide()).progressSeries.first)
        let svg = ProgressPlotSVG().render(series)
        #expect(svg.contains(">progress</text>"))
        #expect(svg.contains("class=\"y-label\""))
        #expect(svg.contains("rotate(-90"))
        #expect(svg.contains(">time (ms)</text>"))
    }
}
