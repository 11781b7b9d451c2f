public import NavKitCore
import NavKitProperties

/// The ``NavKitCore/AnimatedTransitioning`` contract as code: one call checks an animator against
/// every law and reports each violation with the smallest progress, size and direction that
/// breaks it.
///
/// Run it in your plug-in's tests:
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
        /// The largest allowed rate of change per unit of progress: offsets in container sizes
        /// (the larger of width and height), other values in their own units.
        public var maximumRate: Double = 12
        /// Relative tolerance of the mirror and symmetry laws (times the container size).
        public var relativeTolerance: Double = 1e-9

        /// The default tolerances.
        public init() {}
    }

    /// Checks an animator against the laws.
    /// - Parameters:
    ///   - animator: The animator under test.
    ///   - name: Its name in the report.
    ///   - exempt: Laws the animator is known not to keep, with the reason (for instance an
    ///     instant animator is exempt from continuity); they are reported as not applicable.
    ///   - iterations: Generated cases per law (overridable by `NAVKIT_PROPERTY_ITERATIONS`).
    ///   - seed: The seed; derived from the name by default (overridable by
    ///     `NAVKIT_PROPERTY_SEED`).
    ///   - tolerances: The numeric tolerances.
    /// - Returns: One outcome per law.
    public static func check(
        _ animator: any AnimatedTransitioning, name: String, exempt: [TransitionLaw: String] = [:],
        iterations: Int = 200, seed: UInt64? = nil, tolerances: Tolerances = Tolerances()
    ) -> TransitionLawReport {
        var outcomes: [(TransitionLaw, LawOutcome)] = []
        for law in TransitionLaw.allCases {
            if let reason = exempt[law] {
                outcomes.append((law, .notApplicable(reason)))
                continue
            }
            if law == .symmetry && !animator.isSymmetric {
                outcomes.append((law, .notApplicable("not declared symmetric")))
                continue
            }
            let rule = TransitionLawRule(law: law, animator: animator, tolerances: tolerances)
            let report = PropertyCheck.verify(
                TransitionLawCase.generator, name: "\(name): \(law.rawValue)", iterations: iterations, seed: seed
            ) { (lawCase: TransitionLawCase) throws in
                try rule.check(lawCase)
            }
            outcomes.append((law, LawOutcome(law: law.rawValue, report: report)))
        }
        return TransitionLawReport(subject: name, outcomes: outcomes)
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
        for violation in violations { lines.append("  " + violation.description) }
        return lines.joined(separator: "\n")
    }
}
