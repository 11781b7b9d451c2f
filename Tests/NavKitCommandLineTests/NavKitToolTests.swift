import NavKitCommandLine
import Testing

@MainActor
@Suite("navkit command line")
struct NavKitToolTests {
    @Test("every command has --help and exits 0", arguments: ["demo", "preview", "laws", "list"])
    func help(command: String) {
        let run = ToolRun(command, "--help")
        #expect(run.status == 0)
        #expect(run.text.contains("usage: navkit \(command)"))
        #expect(run.files.isEmpty)
    }

    @Test("--help and --version exit 0; the overview documents the exit statuses")
    func overview() {
        let help = ToolRun("--help")
        #expect(help.status == 0)
        #expect(help.text.contains("exit status: 0 success · 1 a check failed"))
        #expect(help.text.contains("2 a usage error"))
        let version = ToolRun("--version")
        #expect(version.status == 0)
        #expect(version.text == "navkit \(NavKitTool.version)")
    }

    @Test("a bare navkit is a usage error: exit 2, the overview on standard error")
    func bare() {
        let run = ToolRun()
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorText.hasPrefix("navkit: no command given"))
        #expect(run.errorText.contains("usage: navkit <command>"))
    }

    @Test(
        "usage errors exit 2 with the reason on standard error",
        arguments: [
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["preview"], "preview needs an animator name"),
            (
                ["preview", "warp"],
                "unknown animator 'warp'; known: slide-parallax, fade, cover, scale-fade, zoom, none"
            ),
            (["preview", "fade", "--frames", "many"], "--frames must be a whole number"),
            (["preview", "fade", "--frames", "1"], "--frames must be a whole number in 2...120"),
            (["preview", "fade", "--format", "gif"], "--format must be one of html, svg, text"),
            (["preview", "fade", "--operation", "sideways"], "--operation must be one of push, pop"),
            (["preview", "fade", "--out"], "--out needs a value"),
            (["preview", "fade", "--wobble"], "unknown option '--wobble'"),
            (
                ["preview", "fade", "--out", "/nonexistent/dir/x.html"],
                "the directory '/nonexistent/dir' does not exist"
            ),
            (["list", "extra"], "unexpected argument 'extra'"),
            (["laws", "warp"], "unknown animator or interaction 'warp'"),
            (["laws", "--iterations", "-3"], "--iterations must be a whole number"),
            (["laws", "--seed", "x"], "--seed must be a whole number"),
            (["laws", "--law", "gravity"], "unknown law 'gravity'; known: positive-duration"),
            (["laws", "fade", "--case", "push"], "--case replays one case"),
            (["laws", "fade", "--law", "continuity", "--case", "push,sideways"], "--case: cannot read 'sideways'"),
            (["laws", "fade", "--law", "bounded-completion", "--case", "empty"], "is an interaction law"),
            (["demo", "--rtl"], "unknown option '--rtl'"),
        ])
    func usageErrors(arguments: [String], message: String) {
        let run = ToolRun(arguments, tool: NavKitTool())
        #expect(run.status == 2)
        #expect(run.errorText.contains(message), "\(run.errors)")
        #expect(run.files.isEmpty)
    }

    @Test("a file that cannot be written fails with status 1 and names the path")
    func unwritable() {
        let run = ToolRun(["preview", "fade", "--out", "x.html"], tool: NavKitTool(), failWrites: true)
        #expect(run.status == 1)
        #expect(run.errorText.contains("cannot write 'x.html'"))
    }

    @Test("demo --out into a missing directory fails with status 2 before the session runs")
    func demoMissingDirectory() {
        let run = ToolRun("demo", "--out", "/nonexistent/x.html")
        #expect(run.status == 2)
        #expect(
            run.errorText == "navkit: cannot write '/nonexistent/x.html': the directory '/nonexistent' does not exist")
        #expect(run.output.isEmpty, "the session never ran")
    }

    @Test("demo runs the scripted session and writes the page")
    func demo() throws {
        let run = ToolRun("demo", "--out", "demo.html")
        #expect(run.status == 0, "\(run.errorText)")
        let page = try #require(run.files["demo.html"])
        #expect(page.contains("data-ready") || page.contains("dataset.ready"))
        let text = run.text
        #expect(text.contains("gesture: began (fullscreen)"))
        #expect(text.contains("gesture: began (edge)"))
        #expect(text.contains("gesture: refused: root screen"))
        #expect(text.contains("released at 30% → cancels (stays)"))
        #expect(text.contains("layout direction → right-to-left"))
        #expect(text.contains("gesture: began (zoom)"), "the photo is dragged into its thumbnail")
        #expect(text.contains("20 transitions (18 finished, 2 cancelled)"))
    }

    @Test("list shows every animator, the default and the interaction controllers")
    func list() {
        let run = ToolRun("list")
        #expect(run.status == 0)
        for name in [
            "slide-parallax", "fade", "cover", "scale-fade", "zoom", "none", "percent-driven", "edge-pan",
            "fullscreen-pan",
        ] {
            #expect(run.text.contains(name))
        }
        #expect(run.text.contains("(default, symmetric)"))
        #expect(!run.text.contains("broken"), "the broken animators are for checking the laws, not for use")
    }
}
