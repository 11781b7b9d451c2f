import Foundation
import NavKitPreview
import Testing

/// Renders the sample session page; `scripts/browser-check.sh` sets `NAVKIT_PREVIEW_SAMPLE` to a
/// path to get the page written there for a headless-browser check.
@Suite("Sample page export")
struct SamplePageExportTests {
    @Test("the sample session page renders and is written where NAVKIT_PREVIEW_SAMPLE says")
    func export() throws {
        let timeline = try Samples.session(frames: 36)
        let page = TimelinePage(title: "NavKit preview sample").render(timeline)
        #expect(XMLWellFormedness.firstProblem(in: page) == nil)
        #expect(page.contains("data-frame-count=\"153\""))
        guard let path = ProcessInfo.processInfo.environment["NAVKIT_PREVIEW_SAMPLE"], !path.isEmpty else { return }
        try page.write(toFile: path, atomically: true, encoding: .utf8)
        let filmstrip = SVGFilmstrip(columns: 6).render(timeline, frames: 12, segment: 1)
        try filmstrip.write(toFile: path + ".filmstrip.svg", atomically: true, encoding: .utf8)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == page)
    }
}
