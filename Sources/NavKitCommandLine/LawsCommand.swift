import NavKit
import NavKitLaws

/// `navkit laws [<name>...]`: the transition and interaction laws as a pass/fail table, then
/// every violation with its worst breach, shrunk case and reproduce line.
@MainActor
struct LawsCommand {
    let tool: NavKitTool

    static let help = """
        usage: navkit laws [<name>...] [--iterations N] [--seed S] [--law LAW [--case CASE]]

        Checks animators against the transition laws and interaction controllers against the
        interaction laws, and prints a table (a column per plug-in, a row per law). Without names:
        every animator 'navkit list' shows and the percent-driven interaction (in a package's NavKit
        runner: the package's own). Naming only animators still checks the interactions.
        Each broken law is then printed with its worst breach in words, the smallest case that
        shows it, and a command that replays exactly that case.

        options:
          --iterations N   generated cases per law (default 200)
          --seed S         the seed (default: derived from each law's name)
          --law LAW        check only this law, e.g. continuity, exact-endpoints, bounded-completion
          --case CASE      replay one case of --law for one <name>, as a reproduce line gives it

        broken-<law> (e.g. broken-continuity, broken-bounded-completion) names a deliberately
        broken animator or interaction that breaks exactly that law, for checking the laws.

        Exit status 0 when every law holds, 1 when one is broken, 2 for a usage error.
        """

    /// One column of the table: a plug-in and how to check it.
    private enum Subject {
        case animator(String, any AnimatedTransitioning)
        case interaction(NamedInteraction)
    }

    func run(_ arguments: [String]) throws(CommandLineError) {
        let parsed = try ParsedArguments(
            arguments, options: ["iterations", "seed", "law", "case", "reproduce-command"], flags: [],
            maximumPositionals: .max)
        if parsed.wantsHelp { return tool.output(Self.help) }
        let iterations = try parsed.integer("iterations", in: 1...1_000_000, default: 200)
        var seed: UInt64?
        if let text = parsed.options["seed"] {
            guard let value = UInt64(text) else { throw .usage("--seed must be a whole number ≥ 0, not '\(text)'") }
            seed = value
        }
        let command = parsed.options["reproduce-command"] ?? tool.lawsCommand
        let law = try parsed.options["law"].map { id throws(CommandLineError) in try Self.law(id) }
        let subjects = try subjects(parsed.positionals)
        var reports: [TransitionLawReport] = []
        if let text = parsed.options["case"] {
            guard let law, subjects.count == 1 || parsed.positionals.count == 1 else {
                throw .usage("--case replays one case: give exactly one <name> and a --law")
            }
            reports = [try replay(subjects[0], law: law, case: text, command: command)]
        } else {
            for subject in subjects {
                guard let report = check(subject, law: law, iterations: iterations, seed: seed, command: command)
                else { continue }
                reports.append(report)
            }
        }
        printTable(reports)
        let failures = reports.filter { !$0.passed }
        for report in failures {
            for violation in report.violations { tool.output("\n\(report.subject) — \(violation)") }
        }
        if !failures.isEmpty { throw .failure("\(failures.count) of \(reports.count) plug-ins break a law") }
    }

    /// The columns: the named plug-ins (plus the default interactions when only animators are
    /// named), or the defaults.
    private func subjects(_ names: [String]) throws(CommandLineError) -> [Subject] {
        var subjects: [Subject] = []
        for name in names {
            if let animator = tool.animator(named: name) {
                subjects.append(.animator(name, animator))
            } else if let interaction = tool.interaction(named: name) {
                subjects.append(.interaction(interaction))
            } else {
                throw tool.unknown(
                    "animator or interaction", name,
                    known: tool.animators.names.map(\.rawValue) + tool.interactions.map(\.name))
            }
        }
        if names.isEmpty {
            subjects = tool.defaultAnimators.compactMap { id in
                tool.animator(named: id.rawValue).map { .animator(id.rawValue, $0) }
            }
        }
        if !subjects.contains(where: { if case .interaction = $0 { true } else { false } }) {
            subjects += tool.defaultInteractions.map { .interaction($0) }
        }
        return subjects
    }

    private static func law(_ id: String) throws(CommandLineError) -> LawChoice {
        if let law = TransitionLaw(id: id) { return .transition(law) }
        if let law = InteractionLaws.Law(id: id) { return .interaction(law) }
        let known = TransitionLaw.allCases.map(\.id) + InteractionLaws.Law.allCases.map(\.id)
        throw .usage("unknown law '\(id)'; known: \(known.joined(separator: ", "))")
    }

    private enum LawChoice {
        case transition(TransitionLaw)
        case interaction(InteractionLaws.Law)
    }

    /// The report of one column; `nil` when `--law` names a law of the other kind.
    private func check(_ subject: Subject, law: LawChoice?, iterations: Int, seed: UInt64?, command: String)
        -> TransitionLawReport?
    {
        switch (subject, law) {
        case (.animator(let name, let animator), nil), (.animator(let name, let animator), .transition?):
            let exempt: [TransitionLaw: String] =
                name == AnimatorID.immediate.rawValue ? [.continuity: "instant by design"] : [:]
            var report = TransitionLaws.check(
                animator, name: name, exempt: exempt, iterations: iterations, seed: seed, reproduceCommand: command)
            if case .transition(let only)? = law {
                report.outcomes = report.outcomes.filter { $0.law == only.rawValue }
            }
            return report
        case (.interaction(let entry), nil), (.interaction(let entry), .interaction?):
            var report = InteractionLaws.check(
                name: entry.name, completionLimit: entry.completionLimit, iterations: iterations, seed: seed,
                reproduceCommand: command, make: entry.make)
            if case .interaction(let only)? = law {
                report.outcomes = report.outcomes.filter { $0.law == only.rawValue }
            }
            return report
        case (.animator, .interaction?), (.interaction, .transition?):
            return nil
        }
    }

    private func replay(_ subject: Subject, law: LawChoice, case text: String, command: String)
        throws(CommandLineError) -> TransitionLawReport
    {
        do {
            switch (subject, law) {
            case (.animator(let name, let animator), .transition(let law)):
                return TransitionLaws.check(
                    animator, name: name, law: law, case: try TransitionLawCase(argument: text),
                    reproduceCommand: command)
            case (.interaction(let entry), .interaction(let law)):
                return InteractionLaws.check(
                    name: entry.name, law: law, script: try InteractionLaws.Script(argument: text),
                    completionLimit: entry.completionLimit, reproduceCommand: command, make: entry.make)
            case (.animator(let name, _), .interaction(let law)):
                throw CommandLineError.usage("--law \(law.id) is an interaction law; '\(name)' is an animator")
            case (.interaction(let entry), .transition(let law)):
                throw CommandLineError.usage("--law \(law.id) is a transition law; '\(entry.name)' is an interaction")
            }
        } catch let error as TransitionLawCaseError {
            throw .usage("--case: \(error)")
        } catch let error as CommandLineError {
            throw error
        } catch {
            throw .usage("--case: \(error)")
        }
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
                guard let outcome = report.outcomes.first(where: { $0.law == law })?.outcome else { return "·" }
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
