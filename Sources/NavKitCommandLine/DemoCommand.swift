import NavKit
import NavKitPreview

/// `navkit demo`: the main job. A scripted session on the real container, printed as a timeline
/// and written as an HTML page that shows every transition.
@MainActor
struct DemoCommand {
    let tool: NavKitTool

    static let help = """
        usage: navkit demo [--out FILE] [--quiet]

        Runs a scripted session on the real NavigationContainer with real touches: pushes three
        screens (one with a hidden bar), a fullscreen swipe released at about 30% that cancels,
        a fling that pops, an edge swipe that pops, a swipe on the root that is refused, and the
        same in right-to-left. Prints the timeline (operation, gesture decision and why,
        duration, finished or cancelled) and writes a page to scrub through every frame.

        options:
          --out FILE   the HTML page (default navkit-demo.html); its directory must exist
          --quiet      print only the summary

        Exit status 2 (before the session runs) when the page's directory does not exist.
        """

    func run(_ arguments: [String]) throws(CommandLineError) {
        let parsed = try ParsedArguments(arguments, options: ["out"], flags: ["quiet"], maximumPositionals: 0)
        if parsed.wantsHelp { return tool.output(Self.help) }
        let path = parsed.options["out"] ?? "navkit-demo.html"
        try tool.checkWritable(path)
        let session = DemoSession()
        do {
            try Self.script(session)
        } catch {
            throw .failure("the demo session failed: \(error)")
        }
        if !parsed.flags.contains("quiet") {
            tool.output(session.lines.joined(separator: "\n"))
        }
        let page = TimelinePage(title: "NavKit demo").render(session.timeline)
        try tool.emit(page, to: path)
        let finished = session.outcomes.filter { $0.1 == .finished }.count
        let cancelled = session.outcomes.count - finished
        tool.output(
            "\(session.outcomes.count) transitions (\(finished) finished, \(cancelled) cancelled), "
                + "\(session.timeline.frames.count) frames in \(session.timeline.segments.count) segments → \(path)")
    }

    /// The session: the same story left-to-right, then right-to-left; each ends with a zoom out of
    /// the home screen's thumbnail and back, and one dragged back into it.
    static func script(_ session: DemoSession) throws {
        let screens = [
            Screen(id: "list", title: "Messages"),
            Screen(id: "photo", title: "Photo", preferences: ScreenPreferences(prefersBarHidden: true)),
            Screen(id: "detail", title: "Details"),
        ]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            if direction == .rightToLeft {
                try session.popToRoot()
                session.setLayoutDirection(.rightToLeft)
            }
            for screen in screens { try session.push(screen) }
            // ~30% of the width, then the finger rests before lifting: no velocity, so it cancels.
            try session.swipe(
                "fullscreen swipe, released at ~30%", from: 160, travel: 0.3 * session.width, over: 0.45, stop: 0.08)
            try session.swipe("fling", from: 120, travel: 90, over: 0.06)
            try session.swipe("edge swipe", from: 6, travel: 0.75 * session.width, over: 0.4)
            try session.popToRoot()
            try session.swipe("swipe on the root", from: 8, travel: 200, over: 0.3)
            // A photo grows out of the home screen's thumbnail and shrinks back into it; then again,
            // dragged toward the thumbnail by a finger (the zoom dismiss) until it flies into it. The
            // thumbnail's photo is a shared element: it flies between the two screens above both.
            let albumPhoto = Screen(
                id: "album-photo", title: "Photo",
                preferences: ScreenPreferences(
                    prefersBarHidden: true, preferredAnimator: .zoom, transitionSource: "thumbnail",
                    sharedElements: [DemoSession.photo]))
            try session.push(albumPhoto)
            try session.pop("zoom back into the thumbnail")
            try session.push(albumPhoto)
            let towardThumbnail = Vector(dx: -70 * direction.trailingSign, dy: -220)
            try session.drag("drag the photo into the thumbnail", by: towardThumbnail, over: 0.35)
        }
    }
}
