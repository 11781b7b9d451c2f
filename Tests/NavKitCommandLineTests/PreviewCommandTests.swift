import NavKitCommandLine
import Testing

@MainActor
@Suite("navkit preview")
struct PreviewCommandTests {
    @Test("text goes to standard output: a title, the legend, then N evenly spaced frames ending at rest")
    func text() {
        let run = ToolRun("preview", "slide-parallax", "--format", "text", "--frames", "5")
        #expect(run.status == 0)
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("# navkit preview slide-parallax: push with slide-parallax, ") == true)
        #expect(lines.contains("# t=  seconds since the first frame"))
        let frames = lines.filter { $0.hasPrefix("t=") }
        #expect(frames.count == 5)
        #expect(frames.first?.hasPrefix("t=0s  home dx 0") == true)
        #expect(frames.last?.hasPrefix("t=0.5s  detail dx 0 dy 0 s 1 op 1") == true, "\(frames)")
        #expect(frames.last?.contains("push forward") == false, "the last frame is at rest")
        let times = frames.compactMap { Double($0.dropFirst(2).prefix { $0 != "s" }) }
        #expect(times == [0, 0.125, 0.25, 0.375, 0.5])
    }

    @Test("HTML and SVG are written to the named file, and the tool says what it wrote", arguments: ["svg", "html"])
    func files(format: String) throws {
        let run = ToolRun("preview", "cover", "--operation", "pop", "--rtl", "--out", "out.\(format)")
        #expect(run.status == 0)
        let contents = try #require(run.files["out.\(format)"])
        #expect(contents.contains("<svg"))
        if format == "html" { #expect(contents.contains("navkitPreview")) }
        #expect(run.text.hasPrefix("wrote out.\(format) (\(contents.utf8.count) bytes): "))
        #expect(run.text.contains("frames of pop with cover, right-to-left"))
    }

    @Test("without --out, HTML goes to a named file in the current directory, never to the terminal")
    func defaultFile() throws {
        let run = ToolRun("preview", "cover")
        #expect(run.status == 0)
        let page = try #require(run.files["cover-push.html"])
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(run.output.count == 1)
        #expect(run.text.hasPrefix("wrote cover-push.html ("))
        #expect(
            try #require(
                ToolRun("preview", "fade", "--format", "svg", "--operation", "pop", "--rtl").files["fade-pop-rtl.svg"]
            ).contains("<svg"))
    }

    @Test("--out - writes to standard output")
    func standardOutput() {
        let run = ToolRun("preview", "fade", "--format", "html", "--out", "-")
        #expect(run.status == 0)
        #expect(run.files.isEmpty)
        #expect(run.text.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("the SVG filmstrip holds exactly N frames")
    func filmstrip() throws {
        let run = ToolRun("preview", "fade", "--frames", "6", "--out", "f.svg")
        #expect(try #require(run.files["f.svg"]).contains("data-frame-count=\"6\""))
    }

    @Test("a broken animator can be previewed by its broken-<law> name")
    func brokenPreview() {
        let run = ToolRun("preview", "broken-continuity", "--format", "text", "--frames", "3")
        #expect(run.status == 0)
        #expect(run.text.contains("detail dx 0 dy 0 s 1 op 1"))
    }
}

@MainActor
@Suite("navkit preview zoom")
struct ZoomPreviewTests {
    @Test("the zoom grows out of the sample thumbnail: clipped, scaled and rounded, then at rest")
    func text() {
        let run = ToolRun("preview", "zoom", "--format", "text", "--frames", "3")
        #expect(run.status == 0)
        let frames = run.text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("t=") }
        #expect(frames.count == 3)
        #expect(frames[0].contains("detail dx -93.6 dy -156.14 s 0.4 op 0"), "\(frames[0])")
        #expect(frames[0].contains(" clip ") && frames[1].contains(" clip "))
        #expect(frames[2].hasPrefix("t=0.45s  detail dx 0 dy 0 s 1 op 1") && !frames[2].contains("clip"))
    }

    @Test("the HTML page's frames clip the growing screen to a rounded rectangle", arguments: [false, true])
    func page(rightToLeft: Bool) throws {
        let run = ToolRun(
            ["preview", "zoom", "--out", "zoom.html"] + (rightToLeft ? ["--rtl"] : []), tool: NavKitTool())
        #expect(run.status == 0)
        let page = try #require(run.files["zoom.html"])
        #expect(page.contains("-layer1-clip"))
        #expect(page.contains("url(#stage-layer1-clip)"))
    }
}
