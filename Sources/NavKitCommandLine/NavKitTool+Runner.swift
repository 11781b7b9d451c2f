import Foundation
public import NavKit
import NavKitLaws

extension NavKitTool {
    /// The tool as a package's NavKit runner: reproduce lines name the
    /// `swift package check-animator-laws` plug-in, and `laws` and `list` start from the
    /// package's own animators.
    ///
    /// `swift package new-animator` writes the runner (`Sources/NavKitRunner/main.swift`) and adds
    /// a line for each animator it scaffolds:
    ///
    /// ```swift
    /// import MyAnimators
    /// import NavKitCommandLine
    ///
    /// var tool = NavKitTool.packageRunner()
    /// tool.register(ZoomAnimator(), as: "zoom")
    /// tool.runAsMain()
    /// ```
    /// - Returns: A tool with no animators of the package's own yet.
    public static func packageRunner() -> NavKitTool {
        var tool = NavKitTool()
        tool.lawsCommand = TransitionLaws.pluginCommand
        return tool
    }

    /// Adds one of the package's animators; `preview`, `laws` and `list` then treat it as they
    /// treat NavKit's own (registering a name again replaces the animator).
    /// - Parameters:
    ///   - animator: The animator.
    ///   - name: Its name on the command line, e.g. `"zoom"`.
    public mutating func register(_ animator: any AnimatedTransitioning, as name: AnimatorID) {
        animators.register(animator, as: name)
        if !ownAnimators.contains(name) { ownAnimators.append(name) }
    }

    /// Adds one of the package's interactions for `laws`.
    /// - Parameters:
    ///   - name: Its name on the command line.
    ///   - completionLimit: The longest allowed completion after release, in seconds.
    ///   - make: Makes a fresh instance.
    public mutating func register(
        interaction name: String, completionLimit: Double = 0.35, make: @escaping () -> any InteractiveTransitioning
    ) {
        interactions.removeAll { $0.name == name }
        interactions.append(NamedInteraction(name: name, completionLimit: completionLimit, make: make))
        if !ownInteractions.contains(name) { ownInteractions.append(name) }
    }

    /// Runs the process's command line and exits with the status.
    @MainActor
    public func runAsMain() -> Never {
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// An animator by name: a registered one, or a deliberately broken one (`broken-<law>`).
    func animator(named name: String) -> (any AnimatedTransitioning)? {
        animators.animator(named: AnimatorID(name)) ?? BrokenAnimator.all.first { $0.name == name }?.animator
    }

    /// An interaction by name: a registered one, or a deliberately broken one (`broken-<law>`).
    func interaction(named name: String) -> NamedInteraction? {
        if let known = interactions.first(where: { $0.name == name }) { return known }
        guard let broken = BrokenInteraction.all.first(where: { $0.name == name }) else { return nil }
        return NamedInteraction(name: name, completionLimit: 0.35) { broken.make() }
    }

    /// The animators `laws` and `list` start from: the package's own, or else every registered one.
    var defaultAnimators: [AnimatorID] { ownAnimators.isEmpty ? animators.names : ownAnimators }

    /// The interactions `laws` checks unless told otherwise: the package's own in a runner with
    /// animators of its own, else every registered one.
    var defaultInteractions: [NamedInteraction] {
        let names = ownAnimators.isEmpty && ownInteractions.isEmpty ? interactions.map(\.name) : ownInteractions
        return interactions.filter { names.contains($0.name) }
    }

    /// `unknown animator 'x'; known: …` as a usage error.
    func unknown(_ kind: String, _ name: String, known: [String]) -> CommandLineError {
        .usage("unknown \(kind) '\(name)'; known: \(known.joined(separator: ", "))")
    }
}
