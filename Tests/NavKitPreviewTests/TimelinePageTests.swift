import NavKitCore
import NavKitPreview
import Testing

@Suite("The interactive HTML page")
struct TimelinePageTests {
    /// The page's data array `name`, split into its entries (numbers or `null`).
    func numbers(_ name: String, in page: String) throws -> [Substring] {
        let list = try #require(page.between("\n\(name):[", "]"))
        return list.split(separator: ",")
    }

    @Test("the page is well-formed and holds every recorded frame, with time and progress")
    func frames() throws {
        let timeline = try Samples.session(frames: 10)
        let page = TimelinePage().render(timeline)
        #expect(XMLWellFormedness.firstProblem(in: page) == nil)
        #expect(page.contains("<body data-frame-count=\"49\" data-ready=\"0\">"))
        #expect(try numbers("O", in: page).count == 49)
        let times = try numbers("T", in: page)
        #expect(times.count == 49)
        #expect(times[6] == "0.1")
        let progress = try numbers("P", in: page)
        #expect(progress.prefix(5).allSatisfy { $0 == "null" })
        #expect(progress[15] == "1")
        #expect(page.contains("max=\"48\""))
        #expect(page.contains("L:{\"5\":\"push\",\"21\":\"release\"}"))
        #expect(page.occurrences(of: "<option value=") == 5 + 4)
    }

    @Test("identical frames are stored once; segments and plots are listed")
    func dedup() throws {
        let page = TimelinePage().render(try Samples.session(frames: 10))
        let order = try numbers("O", in: page)
        #expect(order.prefix(6) == ["0", "0", "0", "0", "0", "1"])
        let unique = try #require(page.between("FS:[", "],\nFT:["))
        #expect(unique.occurrences(of: "\"<svg ") == Set(order).count)
        #expect(page.contains("SEG:[[\"idle\",0,5,"))
        let plots = try #require(page.between("PL:[", "],\nA:["))
        #expect(plots.occurrences(of: "class=\\\"plot\\\"") == 5)
        #expect(plots.contains("no transition in this segment"))
    }

    @Test("the page has the controls, the check hooks and no outside assets")
    func controls() throws {
        let page = TimelinePage().render(try Samples.session(frames: 4))
        for id in ["scrub", "play", "prev", "next", "first", "last", "segment", "speed", "label", "stage", "plot"] {
            #expect(page.contains("id=\"\(id)\""), "missing #\(id)")
        }
        #expect(page.contains("type=\"range\""))
        #expect(page.contains("window.navkitPreview = {"))
        #expect(page.contains("document.body.dataset.ready = \"1\""))
        #expect(page.contains("NAVKIT-SCRIPT-ERROR"))
        #expect(
            !page.contains("http://")
                || page.occurrences(of: "http://") == page.occurrences(of: "http://www.w3.org/2000/svg"))
        #expect(!page.contains("https://"))
        #expect(!page.contains(" src="))
    }

    @Test("titles cannot break out of the markup or the script")
    func escaping() throws {
        var timeline = Timeline()
        timeline.beginSegment("</script><b>&\"'")
        let evil = Screen(id: "evil", title: "</script><script>alert('x')</script> <&>\"'")
        try timeline.record(Samples.parallax(back: Samples.list, front: evil, covered: 0.5), at: .zero, label: "]]>")
        let page = TimelinePage(title: "A & B <preview>").render(timeline)
        #expect(XMLWellFormedness.firstProblem(in: page) == nil)
        #expect(page.occurrences(of: "</script>") == 2)
        #expect(page.contains("<title>A &amp; B &lt;preview&gt;</title>"))
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(&apos;x&apos;)"))
    }

    @Test("output is deterministic and never mentions nan or inf, even for non-finite input")
    func deterministic() throws {
        var timeline = try Samples.session(frames: 6)
        var bad = Samples.parallax(covered: 0.5)
        bad.bar.offset = .nan
        bad.transition?.progress = .infinity
        try timeline.record(bad, at: Timestamp(seconds: 10), progress: .nan)
        let page = TimelinePage().render(timeline)
        #expect(page == TimelinePage().render(timeline))
        #expect(!page.mentionsNonFinite)
        #expect(XMLWellFormedness.firstProblem(in: page) == nil)
        #expect(try numbers("P", in: page).last == "null")
    }

    @Test("an empty timeline still gives a working page")
    func empty() {
        let page = TimelinePage().render(Timeline())
        #expect(XMLWellFormedness.firstProblem(in: page) == nil)
        #expect(page.contains("data-frame-count=\"0\""))
        #expect(page.contains("O:[]"))
    }

    @Test("500 distinct frames stay well under 3 MB")
    func size() throws {
        var timeline = Timeline()
        for index in 0..<500 {
            if index % 50 == 0 { timeline.beginSegment("push \(index / 50)") }
            try timeline.record(
                Samples.parallax(covered: Double(index) / 499), at: Timestamp(seconds: Double(index) / 60))
        }
        let page = TimelinePage().render(timeline)
        let unique = try #require(page.between("FS:[", "],\nFT:["))
        #expect(unique.occurrences(of: "\"<svg ") == 500)
        let bytes = page.utf8.count
        print("TimelinePage: 500 frames -> \(bytes) bytes")
        #expect(bytes < 3_000_000)
        #expect(try numbers("O", in: page).count == 500)
        #expect(XMLWellFormedness.firstProblem(in: page) == nil)
    }
}

@Suite("Timeline page layout")
struct TimelinePageLayoutTests {
    @Test("the plot is drawn wide beside the frame and scales to the free width")
    func wideplot() throws {
        let page = TimelinePage().render(try Samples.session(frames: 6))
        #expect(page.contains("viewBox=\\\"0 0 640 300\\\""), "plots are JavaScript strings in the page")
        #expect(page.contains("#plot svg { display: block; width: 100%; height: auto; }"))
        #expect(page.contains("#plot-box { flex: 1 1 420px;"))
    }

    @Test("the segment menu counts from 1, as #segment= does")
    func segmentsCountFromOne() throws {
        let timeline = try Samples.session(frames: 6)
        let page = TimelinePage().render(timeline)
        #expect(page.contains("<option value=\"0\">1. idle (5 frames)</option>"))
        #expect(page.contains("(parseInt(q.segment, 10) || 1) - 1"))
    }

    @Test("the page reports the screens the browser shows")
    func visibleScreensHook() {
        let page = TimelinePage().render(TransitionRecorder().record(LinearSlide()))
        #expect(page.contains("stage.setAttribute(\"data-visible-screens\", visibleScreens().join(\" \"))"))
    }
}
