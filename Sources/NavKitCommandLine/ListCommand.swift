import NavKit

/// `navkit list`: the registered animators and the interaction controllers.
@MainActor
struct ListCommand {
    let tool: NavKitTool

    static let help = """
        usage: navkit list

        Lists the animators the tool knows by name — AnimatorRegistry.standard, and in a
        package's NavKit runner the package's own (marked) — with their duration and symmetry,
        and the interaction controllers with what starts them.
        """

    /// The interaction controllers that ship with NavKit, with a line on each.
    static let interactionControllers: [(String, String)] = [
        ("percent-driven", "progress from any source; velocity-matched completion ≤ 350 ms (default)"),
        ("edge-pan", "back swipe starting within 20 pt of the leading edge"),
        ("fullscreen-pan", "back swipe starting anywhere (optional maximum start distance)"),
        ("programmatic", "a host's own back gesture or predictive-back progress"),
    ]

    func run(_ arguments: [String]) throws(CommandLineError) {
        let parsed = try ParsedArguments(arguments, options: [], flags: [], maximumPositionals: 0)
        if parsed.wantsHelp { return tool.output(Self.help) }
        let registry = tool.animators
        let sample = TransitionContext(
            operation: .push, from: Screen(id: "a"), to: Screen(id: "b"),
            bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        tool.output("animators:")
        let width = registry.names.map(\.rawValue.count).max() ?? 0
        for id in registry.names {
            guard let animator = registry.animator(named: id) else { continue }
            let name = id.rawValue.padding(width)
            let duration = Int((animator.duration(for: sample) * 1000).rounded())
            let marks = [
                id == registry.defaultID ? "default" : nil, animator.isSymmetric ? "symmetric" : nil,
                tool.ownAnimators.contains(id) ? "this package" : nil,
            ]
            .compactMap { $0 }.joined(separator: ", ")
            tool.output(
                "  \(name)  \(duration) ms  \(String(describing: type(of: animator)))\(marks.isEmpty ? "" : "  (\(marks))")"
            )
        }
        tool.output("interaction controllers:")
        let controllerWidth = Self.interactionControllers.map(\.0.count).max() ?? 0
        for (name, summary) in Self.interactionControllers {
            tool.output("  \(name.padding(controllerWidth))  \(summary)")
        }
        for name in tool.ownInteractions {
            tool.output("  \(name.padding(controllerWidth))  (this package)")
        }
    }
}

extension String {
    /// The string padded with spaces to a width.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
