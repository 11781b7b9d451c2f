import NavKit
import NavKitPreview

/// `navkit preview <animator>`: one transition rendered as HTML, SVG or text by
/// ``NavKitPreview/TransitionRecorder``.
@MainActor
struct PreviewCommand {
    let tool: NavKitTool

    static let help = """
        usage: navkit preview <animator> [--operation push|pop] [--rtl] [--frames N]
                              [--format html|svg|text] [--out FILE]

        Records one transition of <animator> (a name 'navkit list' shows) with NavKitPreview's
        TransitionRecorder — the animator's own duration, curve, layers and bar, the last frame at
        rest — and renders it: an HTML page with a scrubber and a progress plot (60 frames per
        second), an SVG filmstrip of N frames, or N lines of text under a legend. The N frames are
        evenly spaced from the start to exactly the end.

        options:
          --operation push|pop    the transition (default push)
          --rtl                   lay out right-to-left
          --frames N              frames in the filmstrip or text (default 8, 2...120)
          --format html|svg|text  the output (default: from the --out extension, else html)
          --out FILE              where to write; '-' for standard output. Default: text to standard
                                  output, HTML and SVG to <animator>-<operation>[-rtl].<ext>

        Prints what it wrote. Exit status 2 for an unknown animator or a missing output directory.
        """

    func run(_ arguments: [String]) throws(CommandLineError) {
        let parsed = try ParsedArguments(
            arguments, options: ["operation", "frames", "format", "out"], flags: ["rtl"], maximumPositionals: 1)
        if parsed.wantsHelp { return tool.output(Self.help) }
        guard let name = parsed.positionals.first else {
            throw .usage("preview needs an animator name\n\n\(Self.help)")
        }
        let operation = try parsed.choice("operation", of: ["push", "pop"], default: "push")
        let frames = try parsed.integer("frames", in: 2...120, default: 8)
        let out = parsed.options["out"]
        let format = try parsed.choice("format", of: ["html", "svg", "text"], default: Self.format(of: out))
        guard let animator = tool.animator(named: name) else {
            throw tool.unknown("animator", name, known: tool.animators.names.map(\.rawValue))
        }
        let rightToLeft = parsed.flags.contains("rtl")
        let path =
            out ?? (format == "text" ? "-" : "\(name)-\(operation)\(rightToLeft ? "-rtl" : "").\(format)")
        try tool.checkWritable(path)

        // A source element for animators that zoom (the others ignore it).
        var recorder = TransitionRecorder()
        recorder.sourceFrame = TransitionRecorder.sampleSourceFrame(in: recorder.bounds)
        let what = "\(operation) with \(name)\(rightToLeft ? ", right-to-left" : "")"
        let timeline = recorder.record(
            animator, operation: operation == "pop" ? .pop : .push,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
            frames: format == "html" ? .rate(60) : .evenly(frames), name: what)
        let milliseconds = Int((timeline.duration * 1000).rounded())
        let text: String
        switch format {
        case "svg":
            text = SVGFilmstrip().render(timeline, frames: timeline.frames.count)
        case "text":
            text = SceneTextRenderer().text(
                for: timeline,
                title: "navkit preview \(name): \(what), \(milliseconds) ms, \(frames) frames evenly spaced, "
                    + "the last at rest")
        default:
            text = TimelinePage(title: "navkit preview \(name) \(operation)").render(timeline)
        }
        try tool.emit(text, to: path)
        if path != "-" {
            tool.output(
                "wrote \(path) (\(text.utf8.count) bytes): \(timeline.frames.count) frames of \(what), \(milliseconds) ms"
            )
        }
    }

    /// The format an output file's extension names; HTML otherwise.
    static func format(of path: String?) -> String {
        guard let path else { return "html" }
        if path.hasSuffix(".svg") { return "svg" }
        if path.hasSuffix(".txt") || path == "-" { return "text" }
        return "html"
    }
}
