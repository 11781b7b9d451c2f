import NavKitCommandLine
import Testing

/// Runs the tool in process, capturing output, errors and written files.
@MainActor
final class ToolRun {
    var output: [String] = []
    var errors: [String] = []
    var files: [String: String] = [:]
    var failWrites = false
    private(set) var status: Int32 = -1

    struct WriteFailure: Error {}

    @discardableResult
    init(_ arguments: String...) {
        let tool = NavKitTool(
            output: { [unowned self] in output.append($0) },
            errorOutput: { [unowned self] in errors.append($0) },
            writeFile: { [unowned self] path, contents in
                if failWrites || path.hasPrefix("/nonexistent/") { throw WriteFailure() }
                files[path] = contents
            })
        status = tool.run(arguments)
    }

    var text: String { output.joined(separator: "\n") }
    var errorText: String { errors.joined(separator: "\n") }
}

@Suite("navkit command line")
@MainActor
struct NavKitToolTests {
    @Test("every command has --help and exits 0", arguments: ["demo", "preview", "laws", "list"])
    func help(command: String) {
        let run = ToolRun(command, "--help")
        #expect(run.status == 0)
        #expect(run.text.contains("usage: navkit \(command)"))
        #expect(run.files.isEmpty)
    }

    @Test(
        "argument errors are reported with exit status 2",
        arguments: [
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["preview"], "preview needs an animator name"),
            (["preview", "fade", "--frames", "many"], "--frames must be a whole number"),
            (["preview", "fade", "--frames", "0"], "--frames must be a whole number"),
            (["preview", "fade", "--format", "gif"], "--format must be one of svg, html, text"),
            (["preview", "fade", "--operation", "sideways"], "--operation must be one of push, pop"),
            (["preview", "fade", "--out"], "--out needs a value"),
            (["preview", "fade", "--wobble"], "unknown option '--wobble'"),
            (["list", "extra"], "unexpected argument 'extra'"),
            (["laws", "--iterations", "-3"], "--iterations must be a whole number"),
            (["laws", "--seed", "x"], "--seed must be a whole number"),
            (["demo", "--rtl"], "unknown option '--rtl'"),
        ])
    func usageErrors(arguments: [String], message: String) {
        var errors: [String] = []
        let status = NavKitTool(output: { _ in }, errorOutput: { errors.append($0) }, writeFile: { _, _ in }).run(
            arguments)
        #expect(status == 2)
        #expect(errors.joined().contains(message), "\(errors)")
    }

    @Test("an unknown animator fails with status 1 and lists the known ones")
    func unknownAnimator() {
        let run = ToolRun("preview", "warp")
        #expect(run.status == 1)
        #expect(run.errorText.contains("unknown animator 'warp'; known: slide-parallax, fade, cover, scale-fade, none"))
        let laws = ToolRun("laws", "warp")
        #expect(laws.status == 1)
    }

    @Test("an unwritable path fails with status 1 and names the path")
    func unwritable() {
        let run = ToolRun("preview", "fade", "--out", "/nonexistent/dir/x.html")
        #expect(run.status == 1)
        #expect(run.errorText.contains("cannot write '/nonexistent/dir/x.html'"))
    }

    @Test("preview renders the requested number of frames as text")
    func previewText() {
        let run = ToolRun("preview", "slide-parallax", "--format", "text", "--frames", "5")
        #expect(run.status == 0)
        let lines = run.text.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.first?.hasPrefix("t=0s  home dx 0") == true)
        #expect(lines.last?.contains("detail dx 0") == true)
    }

    @Test("preview writes SVG and HTML files", arguments: ["svg", "html"])
    func previewFiles(format: String) throws {
        let run = ToolRun(
            "preview", "cover", "--operation", "pop", "--rtl", "--format", format, "--out", "out.\(format)")
        #expect(run.status == 0)
        let contents = try #require(run.files["out.\(format)"])
        #expect(contents.contains("<svg"))
        if format == "html" { #expect(contents.contains("navkitPreview")) }
    }

    @Test("list shows every animator, the default and the interaction controllers")
    func list() {
        let run = ToolRun("list")
        #expect(run.status == 0)
        for name in [
            "slide-parallax", "fade", "cover", "scale-fade", "none", "percent-driven", "edge-pan", "fullscreen-pan",
        ] {
            #expect(run.text.contains(name))
        }
        #expect(run.text.contains("(default, symmetric)"))
    }

    @Test("laws prints a pass table for one animator")
    func laws() {
        let run = ToolRun("laws", "fade", "--iterations", "20")
        #expect(run.status == 0, "\(run.errorText)")
        #expect(run.text.contains("exact endpoints"))
        #expect(run.text.contains("1 of 1 plug-ins keep every law"))
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
        #expect(text.contains("12 transitions (10 finished, 2 cancelled)"))
    }
}
