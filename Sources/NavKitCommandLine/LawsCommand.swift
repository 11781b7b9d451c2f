import NavKit
import NavKitTesting

/// `navkit laws [<animator>]`: the transition laws as a pass/fail table.
@MainActor
struct LawsCommand {
    let tool: NavKitTool

    static let help = """
        usage: navkit laws [<animator>] [--iterations N] [--seed S]

        Checks every registered animator (or only <animator>) against the transition laws, and
        the percent-driven interaction against the interaction laws, and prints a table.
        Exits with status 1 if any law is broken; each violation is printed with its shrunk case.

        options:
          --iterations N   generated cases per law (default 200)
          --seed S         the seed (default: derived from each law's name)
        """

    func run(_ arguments: [String]) throws(CommandLineError) {
        let parsed = try ParsedArguments(arguments, options: ["iterations", "seed"], flags: [], maximumPositionals: 1)
        if parsed.wantsHelp { return tool.output(Self.help) }
        let iterations = try parsed.integer("iterations", in: 1...1_000_000, default: 200)
        var seed: UInt64?
        if let text = parsed.options["seed"] {
            guard let value = UInt64(text) else { throw .usage("--seed must be a whole number ≥ 0, not '\(text)'") }
            seed = value
        }
        let registry = AnimatorRegistry.standard
        var names = registry.names
        if let only = parsed.positionals.first {
            guard registry.animator(named: AnimatorID(only)) != nil else {
                throw .failure(
                    "unknown animator '\(only)'; known: \(registry.names.map(\.rawValue).joined(separator: ", "))")
            }
            names = [AnimatorID(only)]
        }
        var reports: [TransitionLawReport] = []
        for id in names {
            guard let animator = registry.animator(named: id) else { continue }
            let exempt: [TransitionLaw: String] = id == .immediate ? [.continuity: "instant by design"] : [:]
            reports.append(
                TransitionLaws.check(animator, name: id.rawValue, exempt: exempt, iterations: iterations, seed: seed))
        }
        if parsed.positionals.isEmpty {
            reports.append(
                InteractionLaws.check(name: "percent-driven", completionLimit: 0.35, iterations: iterations, seed: seed)
                {
                    PercentDrivenInteraction()
                })
        }
        printTable(reports)
        let failures = reports.filter { !$0.passed }
        for report in failures {
            for violation in report.violations { tool.output("\n\(report.subject) — \(violation)") }
        }
        if !failures.isEmpty { throw .failure("\(failures.count) of \(reports.count) plug-ins break a law") }
    }

    private func printTable(_ reports: [TransitionLawReport]) {
        let laws = reports.flatMap { $0.outcomes.map(\.law) }.reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let lawWidth = max(4, laws.map(\.count).max() ?? 0)
        let columns = reports.map(\.subject)
        let columnWidth = max(6, columns.map(\.count).max() ?? 0)
        tool.output("law".padding(lawWidth) + "  " + columns.map { $0.padding(columnWidth) }.joined(separator: "  "))
        for law in laws {
            let cells = reports.map { report -> String in
                guard let outcome = report.outcomes.first(where: { $0.law == law })?.outcome else { return "" }
                switch outcome {
                case .passed: return "pass"
                case .failed: return "FAIL"
                case .notApplicable: return "n/a"
                }
            }
            tool.output(law.padding(lawWidth) + "  " + cells.map { $0.padding(columnWidth) }.joined(separator: "  "))
        }
        let passed = reports.filter(\.passed).count
        tool.output("\(passed) of \(reports.count) plug-ins keep every law")
    }
}
