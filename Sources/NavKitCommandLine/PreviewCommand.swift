import NavKit
import NavKitPreview

/// `navkit preview <animator>`: one transition rendered as SVG, HTML or text.
@MainActor
struct PreviewCommand {
    let tool: NavKitTool

    static let help = """
        usage: navkit preview <animator> [--operation push|pop] [--rtl] [--frames N]
                              [--format svg|html|text] [--out FILE]

        Runs one transition of <animator> on a real container, frame by frame at 60 Hz, and
        renders it: an SVG filmstrip of N frames, an HTML page with a scrubber and a progress
        plot, or text lines. Writes to FILE, or to standard output.

        options:
          --operation push|pop    the transition (default push)
          --rtl                   lay out right-to-left
          --frames N              frames in the filmstrip or text (default 8, 1...120)
          --format svg|html|text  the output (default html)
          --out FILE              where to write (default standard output)
        """

    func run(_ arguments: [String]) throws(CommandLineError) {
        let parsed = try ParsedArguments(
            arguments, options: ["operation", "frames", "format", "out"], flags: ["rtl"], maximumPositionals: 1)
        if parsed.wantsHelp { return tool.output(Self.help) }
        guard let name = parsed.positionals.first else {
            throw .usage("preview needs an animator name\n\n\(Self.help)")
        }
        let operation = try parsed.choice("operation", of: ["push", "pop"], default: "push")
        let frames = try parsed.integer("frames", in: 1...120, default: 8)
        let format = try parsed.choice("format", of: ["svg", "html", "text"], default: "html")
        let registry = AnimatorRegistry.standard
        guard registry.animator(named: AnimatorID(name)) != nil else {
            throw .failure(
                "unknown animator '\(name)'; known: \(registry.names.map(\.rawValue).joined(separator: ", "))")
        }
        let timeline = TransitionRecorder.record(
            animator: AnimatorID(name), operation: operation == "pop" ? .pop : .push,
            layoutDirection: parsed.flags.contains("rtl") ? .rightToLeft : .leftToRight)
        let text: String
        switch format {
        case "svg":
            text = SVGFilmstrip().render(timeline, frames: frames)
        case "text":
            let renderer = SceneTextRenderer()
            text = timeline.sampleIndices(count: frames).map { index in
                let frame = timeline.frames[index]
                return "t=\(PreviewNumber.format(frame.time, decimals: 3))s  " + renderer.line(for: frame.scene)
            }.joined(separator: "\n")
        default:
            text = TimelinePage(title: "navkit preview \(name) \(operation)").render(timeline)
        }
        try tool.emit(text, to: parsed.options["out"])
    }
}

/// Records one transition of a container, every frame, into a ``Timeline``.
@MainActor
enum TransitionRecorder {
    static func record(
        animator: AnimatorID, operation: TransitionOperation, layoutDirection: LayoutDirection, frameRate: Double = 60
    ) -> Timeline {
        let clock = ManualClock()
        let home = Screen(id: "home", title: "Home")
        let detail = Screen(id: "detail", title: "Detail", preferences: ScreenPreferences(prefersBarHidden: false))
        let container = NavigationContainer(root: home, layoutDirection: layoutDirection, clock: clock)
        var timeline = Timeline()
        timeline.beginSegment("\(operation) with \(animator)")
        if operation == .pop {
            _ = try? container.push(detail, animated: false)
            _ = try? container.pop(animator: animator)
        } else {
            _ = try? container.push(detail, animator: animator)
        }
        try? timeline.record(container.scene, at: 0)
        var frames = 0
        while container.transition != nil && frames < 600 {
            clock.advance(by: 1 / frameRate)
            frames += 1
            guard let scene = try? container.tick() else { break }
            try? timeline.record(scene, at: clock.now.seconds)
        }
        return timeline
    }
}
