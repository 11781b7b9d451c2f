public import NavKitCore
import NavKitProperties

/// The ``NavKitCore/InteractiveTransitioning`` contract as code: random input scripts are played
/// against fresh instances, every law is checked on every script, and a broken law is reported
/// with its worst breach, the simplest script that shows it and a command line that replays it.
///
/// ```swift
/// let report = InteractionLaws.check(name: "percent-driven") { PercentDrivenInteraction() }
/// #expect(report.passed, "\(report)")
/// ```
public enum InteractionLaws {
    /// The laws of an interactive transition.
    public enum Law: String, CaseIterable, Sendable {
        /// Progress handed out is finite and in 0…1, whatever the updates were.
        case progressClamped = "progress clamped to 0…1"
        /// After a release, exactly one step reports an outcome, the one released toward; none
        /// before the release.
        case completesExactlyOnce = "completion exactly once"
        /// A cancel ends at progress 0 exactly and a finish at 1 exactly.
        case endsAtItsTarget = "cancel returns to start, finish reaches end"
        /// The completion ends within the time limit.
        case boundedCompletion = "bounded completion"
        /// Non-finite values, backward times and a second begin are refused and change nothing.
        case refusesBadInput = "bad input refused without change"

        /// The law's name on the command line, e.g. `bounded-completion`.
        public var id: String { LawIdentifier.kebabCase(String(describing: self)) }

        /// The law with a command-line name.
        /// - Parameter id: A name as ``id`` spells it.
        public init?(id: String) {
            guard let law = Self.allCases.first(where: { $0.id == id }) else { return nil }
            self = law
        }
    }

    /// Checks an interactive transition against every law.
    /// - Parameters:
    ///   - name: Its name in the report and in the reproduce line.
    ///   - completionLimit: The longest allowed completion after release, in seconds.
    ///   - iterations: Generated scripts per law.
    ///   - seed: The seed; derived from the name by default.
    ///   - reproduceCommand: The command a reproduce line starts with.
    ///   - make: Makes a fresh instance.
    /// - Returns: One outcome per law.
    public static func check(
        name: String, completionLimit: Double = 0.5, iterations: Int = 200, seed: UInt64? = nil,
        reproduceCommand: String = TransitionLaws.pluginCommand, make: () -> any InteractiveTransitioning
    ) -> TransitionLawReport {
        var outcomes: [(String, LawOutcome)] = []
        for law in Law.allCases {
            let player = InteractionLawPlayer(law: law, limit: completionLimit)
            let report = PropertyCheck.run(
                Script.generator, name: "\(name): \(law.rawValue)", iterations: iterations, seed: seed,
                maxShrinkAttempts: 0
            ) { player.breaches($0.normalized(for: law), make()).isEmpty }
            switch report.outcome {
            case .passed:
                outcomes.append((law.rawValue, .passed(cases: report.testedCases)))
            case .gaveUp(let error):
                outcomes.append((law.rawValue, .notApplicable("generator gave up: \(error)")))
            case .failed(let counterexample):
                let found = counterexample.value.normalized(for: law)
                guard let breach = LawBreach.worst(of: player.breaches(found, make())) else { continue }
                let (shrunk, worst) = LawShrinker.shrink(
                    found, breach: breach, candidates: { $0.simplerScripts(for: law) },
                    worstBreach: { LawBreach.worst(of: player.breaches($0, make())) })
                outcomes.append(
                    (law.rawValue, .failed(violation(law, shrunk, worst, name, reproduceCommand, seed: report.seed))))
            }
        }
        return TransitionLawReport(subject: name, namedOutcomes: outcomes)
    }

    /// Checks one law on one script, exactly as given: what a reproduce line runs.
    /// - Parameters:
    ///   - name: Its name in the report.
    ///   - law: The law.
    ///   - script: The script, e.g. read by ``Script/init(argument:)``.
    ///   - completionLimit: The longest allowed completion after release, in seconds.
    ///   - reproduceCommand: The command a reproduce line starts with.
    ///   - make: Makes a fresh instance.
    /// - Returns: A report with that one law.
    public static func check(
        name: String, law: Law, script: Script, completionLimit: Double = 0.5,
        reproduceCommand: String = TransitionLaws.pluginCommand, make: () -> any InteractiveTransitioning
    ) -> TransitionLawReport {
        let exact = script.normalized(for: law)
        let player = InteractionLawPlayer(law: law, limit: completionLimit)
        guard let breach = LawBreach.worst(of: player.breaches(exact, make())) else {
            return TransitionLawReport(subject: name, namedOutcomes: [(law.rawValue, .passed(cases: 1))])
        }
        return TransitionLawReport(
            subject: name,
            namedOutcomes: [(law.rawValue, .failed(violation(law, exact, breach, name, reproduceCommand, seed: nil)))])
    }

    private static func violation(
        _ law: Law, _ script: Script, _ breach: LawBreach, _ name: String, _ command: String, seed: UInt64?
    ) -> LawViolation {
        LawViolation(
            law: law.rawValue, lawID: law.id, breach: breach, counterexample: script.description(for: law),
            reproduce: "\(command) \(name) --law \(law.id) --case \(script.argument)", seed: seed)
    }
}
