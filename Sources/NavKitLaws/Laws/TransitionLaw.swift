public import NavKitProperties

/// One rule of the ``NavKitCore/AnimatedTransitioning`` contract, checked by ``TransitionLaws``.
public enum TransitionLaw: String, CaseIterable, Hashable, Sendable {
    /// The duration is positive and finite for every context.
    case positiveDuration = "positive finite duration"
    /// Progress 0 is exactly the from-state and progress 1 exactly the to-state: the screen at
    /// rest is ``NavKitCore/LayerState/resting`` (z-index aside) and the other screen is invisible,
    /// off-screen, or under an opaque screen at rest.
    case exactEndpoints = "exact endpoints"
    /// Every value is finite and every opacity, shadow and dimming lies in 0…1, at every progress.
    case finiteAndInRange = "finite values, opacity in 0…1"
    /// A small progress step gives a small change (bounded rate).
    case continuity
    /// Right-to-left output is the exact mirror of left-to-right output.
    case rightToLeftMirror = "right-to-left mirror"
    /// The same input gives the same output.
    case determinism
    /// The bar is exactly the from-bar at progress 0 and the to-bar at progress 1, and well
    /// formed in between.
    case barEndpoints = "bar endpoints"
    /// For an animator declaring ``NavKitCore/AnimatedTransitioning/isSymmetric``: backward at
    /// `p` equals forward at `1 - p` with the roles swapped.
    case symmetry = "push/pop symmetry"
    /// The timing curve starts at 0 and ends at 1 and stays finite.
    case timingCurveEndpoints = "timing curve endpoints"
}

/// How one law fared for one plug-in.
public enum LawOutcome: Sendable, CustomStringConvertible {
    /// Every generated case satisfied the law.
    case passed(cases: Int)
    /// A case broke the law; the shrunk case and the reason.
    case failed(LawViolation)
    /// The law does not apply (e.g. symmetry for an animator that does not declare it) or was
    /// exempted by the caller; the reason.
    case notApplicable(String)

    /// The outcome of a law checked by the property engine.
    /// - Parameters:
    ///   - law: The law's name.
    ///   - report: The engine's report of the check.
    public init<Value>(law: String, report: PropertyReport<Value>) {
        switch report.outcome {
        case .passed:
            self = .passed(cases: report.testedCases)
        case .failed(let counterexample):
            self = .failed(
                LawViolation(
                    law: law, message: counterexample.error.map { "\($0)" } ?? "law broken",
                    counterexample: counterexample.valueDescription, seed: report.seed,
                    choices: counterexample.choices))
        case .gaveUp(let error):
            self = .notApplicable("generator gave up: \(error)")
        }
    }

    /// Whether this outcome is not a failure.
    public var isAcceptable: Bool {
        if case .failed = self { false } else { true }
    }

    /// `pass`, `FAIL: …` or `n/a (…)`.
    public var description: String {
        switch self {
        case .passed(let cases): "pass (\(cases) cases)"
        case .failed(let violation): "FAIL: \(violation.message)"
        case .notApplicable(let why): "n/a (\(why))"
        }
    }
}

/// A law broken by a plug-in, with the smallest case found that breaks it.
public struct LawViolation: Sendable, CustomStringConvertible {
    /// The law.
    public var law: String
    /// What went wrong, in words.
    public var message: String
    /// The shrunk case, described.
    public var counterexample: String
    /// The seed that found it.
    public var seed: UInt64?
    /// The shrunk choice list, replayable with the property engine.
    public var choices: [UInt64]

    /// Creates a violation.
    /// - Parameters:
    ///   - law: The law.
    ///   - message: What went wrong.
    ///   - counterexample: The shrunk case.
    ///   - seed: The seed of the run.
    ///   - choices: The shrunk choice list.
    public init(law: String, message: String, counterexample: String, seed: UInt64?, choices: [UInt64]) {
        self.law = law
        self.message = message
        self.counterexample = counterexample
        self.seed = seed
        self.choices = choices
    }

    /// The law, the message and the shrunk case.
    public var description: String {
        "\(law): \(message)\n  shrunk case: \(counterexample)\n  seed: \(seed.map(String.init) ?? "-"), choices: \(choices)"
    }
}
