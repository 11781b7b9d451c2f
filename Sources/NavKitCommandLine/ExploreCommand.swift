import NavKitTesting

/// `navkit explore`: exhaustive small-scope checking of the container's machines.
@MainActor
struct ExploreCommand {
    let tool: NavKitTool

    static let help = """
        usage: navkit explore [--depth N]

        Explores every sequence of up to N abstract events (push, pop, pop to root, frames, a
        finger down at the edge or mid-screen, moves either way, a lift, a programmatic back)
        breadth first over the value-type machines, pruning visited states, and checks every
        invariant of NavKit's design in every state. Prints N, the distinct states reached per
        depth, and the shortest failing sequence if there is one (exit status 1).

        options:
          --depth N   the longest sequence (1…12; default 7)
        """

    func run(_ arguments: [String]) throws(CommandLineError) {
        let parsed = try ParsedArguments(arguments, options: ["depth"], flags: [], maximumPositionals: 0)
        if parsed.wantsHelp { return tool.output(Self.help) }
        let depth = try parsed.integer("depth", in: 1...12, default: 7)
        let report = SmallScopeExplorer().explore(maxDepth: depth)
        tool.output(report.description)
        if report.violation != nil { throw .failure("an invariant broke; the sequence above shows where") }
    }
}
