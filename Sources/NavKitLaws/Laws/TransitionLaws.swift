public import NavKitCore
import NavKitProperties

/// The ``NavKitCore/AnimatedTransitioning`` contract as code: one call checks an animator against
/// every law and reports each broken law with its worst breach, the simplest case that shows it
/// (in the law's own terms) and a command line that replays that case.
///
/// Run it in your plug-in's tests (``expectTransitionLaws(_:name:exempt:iterations:reproduceCommand:sourceLocation:)``
/// records the issues for you):
///
/// ```swift
/// @Test func myAnimatorObeysTheLaws() {
///     let report = TransitionLaws.check(MyAnimator(), name: "my-animator")
///     #expect(report.passed, "\(report)")
/// }
/// ```
public enum TransitionLaws {
    /// Tolerances used by the laws.
    public struct Tolerances: Sendable {
        /// The progress step of the continuity law's sweep over 0…1.
        public var continuityStep: Double = 1.0 / 1024
        /// The largest allowed rate of change per unit of progress: offsets and clip lengths in
        /// container sizes (the larger of width and height), other values in their own units.
        public var maximumRate: Double = 12
        /// Relative tolerance of the mirror and symmetry laws (times the container size).
        public var relativeTolerance: Double = 1e-9

        /// The default tolerances.
        public init() {}
    }

    /// The command that checks a package's own animators: reports end with
    /// `swift package check-animator-laws <name> --law <law> --case <case>`.
    public static let pluginCommand = "swift package check-animator-laws"

    /// Checks an animator against the laws.
    /// - Parameters:
    ///   - animator: The animator under test.
    ///   - name: Its name in the report and in the reproduce line.
    ///   - exempt: Laws the animator is known not to keep, with the reason (for instance an
    ///     instant animator is exempt from continuity); they are reported as not applicable.
    ///   - iterations: Generated cases per law (overridable by `NAVKIT_PROPERTY_ITERATIONS`).
    ///   - seed: The seed; derived from the name by default (overridable by
    ///     `NAVKIT_PROPERTY_SEED`).
    ///   - tolerances: The numeric tolerances.
    ///   - reproduceCommand: The command a reproduce line starts with; ``pluginCommand`` by default.
    /// - Returns: One outcome per law.
    public static func check(
        _ animator: any AnimatedTransitioning, name: String, exempt: [TransitionLaw: String] = [:],
        iterations: Int = 200, seed: UInt64? = nil, tolerances: Tolerances = Tolerances(),
        reproduceCommand: String = pluginCommand
    ) -> TransitionLawReport {
        var outcomes: [(TransitionLaw, LawOutcome)] = []
        for law in TransitionLaw.allCases {
            if let reason = skipReason(law, animator, exempt) {
                outcomes.append((law, .notApplicable(reason)))
                continue
            }
            let rule = TransitionLawRule(law: law, animator: animator, tolerances: tolerances)
            // The engine only searches; shrinking happens in the law's own terms below.
            let report = PropertyCheck.run(
                TransitionLawCase.generator, name: "\(name): \(law.rawValue)", iterations: iterations, seed: seed,
                maxShrinkAttempts: 0
            ) { rule.breaches($0.normalized(for: law)).isEmpty }
            switch report.outcome {
            case .passed:
                outcomes.append((law, .passed(cases: report.testedCases)))
            case .gaveUp(let error):
                outcomes.append((law, .notApplicable("generator gave up: \(error)")))
            case .failed(let counterexample):
                let found = counterexample.value.normalized(for: law)
                guard let breach = LawBreach.worst(of: rule.breaches(found)) else { continue }
                let (shrunk, worst) = LawShrinker.shrink(
                    found, breach: breach, candidates: { $0.simplerCases(for: law) },
                    worstBreach: { LawBreach.worst(of: rule.breaches($0)) })
                outcomes.append(
                    (law, .failed(violation(law, shrunk, worst, name, reproduceCommand, seed: report.seed))))
            }
        }
        return TransitionLawReport(subject: name, outcomes: outcomes)
    }

    /// Checks one law on one case, exactly as given: what a reproduce line runs.
    /// - Parameters:
    ///   - animator: The animator under test.
    ///   - name: Its name in the report.
    ///   - law: The law.
    ///   - lawCase: The case, e.g. read by ``TransitionLawCase/init(argument:)``.
    ///   - tolerances: The numeric tolerances.
    ///   - reproduceCommand: The command a reproduce line starts with.
    /// - Returns: A report with that one law: passed (1 case), failed with the worst breach on
    ///   the case, or not applicable.
    public static func check(
        _ animator: any AnimatedTransitioning, name: String, law: TransitionLaw, case lawCase: TransitionLawCase,
        tolerances: Tolerances = Tolerances(), reproduceCommand: String = pluginCommand
    ) -> TransitionLawReport {
        if let reason = skipReason(law, animator, [:]) {
            return TransitionLawReport(subject: name, outcomes: [(law, .notApplicable(reason))])
        }
        let rule = TransitionLawRule(law: law, animator: animator, tolerances: tolerances)
        let exact = lawCase.normalized(for: law)
        guard let breach = LawBreach.worst(of: rule.breaches(exact)) else {
            return TransitionLawReport(subject: name, outcomes: [(law, .passed(cases: 1))])
        }
        return TransitionLawReport(
            subject: name, outcomes: [(law, .failed(violation(law, exact, breach, name, reproduceCommand, seed: nil)))])
    }

    private static func skipReason(
        _ law: TransitionLaw, _ animator: any AnimatedTransitioning, _ exempt: [TransitionLaw: String]
    ) -> String? {
        if let reason = exempt[law] { return reason }
        if law == .symmetry && !animator.isSymmetric { return "not declared symmetric" }
        return nil
    }

    private static func violation(
        _ law: TransitionLaw, _ lawCase: TransitionLawCase, _ breach: LawBreach, _ name: String, _ command: String,
        seed: UInt64?
    ) -> LawViolation {
        LawViolation(
            law: law.rawValue, lawID: law.id, breach: breach, counterexample: lawCase.description(for: law),
            reproduce: "\(command) \(name) --law \(law.id) --case \(lawCase.argument)", seed: seed)
    }
}

/// The result of checking one plug-in against the laws.
public struct TransitionLawReport: Sendable, CustomStringConvertible {
    /// The plug-in's name.
    public var subject: String
    /// Each law and how it fared, in law order.
    public var outcomes: [(law: String, outcome: LawOutcome)]

    /// Creates a report.
    /// - Parameters:
    ///   - subject: The plug-in's name.
    ///   - outcomes: Each law and its outcome.
    public init(subject: String, outcomes: [(TransitionLaw, LawOutcome)]) {
        self.subject = subject
        self.outcomes = outcomes.map { ($0.0.rawValue, $0.1) }
    }

    /// Creates a report from named laws.
    /// - Parameters:
    ///   - subject: The plug-in's name.
    ///   - namedOutcomes: Each law's name and its outcome.
    public init(subject: String, namedOutcomes: [(String, LawOutcome)]) {
        self.subject = subject
        self.outcomes = namedOutcomes.map { ($0.0, $0.1) }
    }

    /// Whether no law failed.
    public var passed: Bool { outcomes.allSatisfy { $0.outcome.isAcceptable } }

    /// The failed laws' violations.
    public var violations: [LawViolation] {
        outcomes.compactMap { if case .failed(let v) = $0.outcome { v } else { nil } }
    }

    /// A table: one line per law, then every violation in full.
    public var description: String {
        let width = outcomes.map(\.law.count).max() ?? 0
        var lines = ["\(subject): \(passed ? "all laws hold" : "\(violations.count) law(s) broken")"]
        for (law, outcome) in outcomes {
            lines.append("  " + law + String(repeating: " ", count: width - law.count) + "  " + outcome.description)
        }
        for violation in violations {
            lines.append("  " + violation.description.split(separator: "\n").joined(separator: "\n  "))
        }
        return lines.joined(separator: "\n")
    }
}
