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
    /// Catching a running transition does not jump: at every progress the layers and the bar of
    /// the interactive context equal those of the timed one, within 1e-9, for a push, a pop, a
    /// pop to the root, a set-stack either way and a replace.
    case catchContinuity = "catch continuity"

    /// The law's name on the command line, e.g. `continuity`, `exact-endpoints`.
    public var id: String { LawIdentifier.kebabCase(String(describing: self)) }

    /// The law with a command-line name.
    /// - Parameter id: A name as ``id`` spells it.
    public init?(id: String) {
        guard let law = Self.allCases.first(where: { $0.id == id }) else { return nil }
        self = law
    }
}

/// How one law fared for one plug-in.
public enum LawOutcome: Sendable, CustomStringConvertible {
    /// Every generated case satisfied the law.
    case passed(cases: Int)
    /// A case broke the law; the worst breach of the shrunk case.
    case failed(LawViolation)
    /// The law does not apply (e.g. symmetry for an animator that does not declare it) or was
    /// exempted by the caller; the reason.
    case notApplicable(String)

    /// Whether this outcome is not a failure.
    public var isAcceptable: Bool {
        if case .failed = self { false } else { true }
    }

    /// `pass (n cases)`, `FAIL: …` or `n/a (…)`.
    public var description: String {
        switch self {
        case .passed(let cases): "pass (\(cases) cases)"
        case .failed(let violation): "FAIL: \(violation.message)"
        case .notApplicable(let why): "n/a (\(why))"
        }
    }
}

/// A law broken by a plug-in: its worst breach on the smallest case found, that case in the
/// law's own terms, and one command line that replays exactly that case.
///
/// ```
/// exact endpoints: to.opacity = 0.98 at progress 1, must be 1: the incoming screen ends at rest
///   case: push, left-to-right, 390×844
///   reproduce: swift package check-animator-laws zoom --law exact-endpoints --case push,390x844
/// ```
public struct LawViolation: Sendable, CustomStringConvertible {
    /// The law's name, e.g. `continuity` or `exact endpoints`.
    public var law: String
    /// The law's command-line name, e.g. `exact-endpoints`.
    public var lawID: String
    /// The worst breach on the shrunk case.
    public var breach: LawBreach
    /// The shrunk case, in the law's terms: only what matters to it (operation, layout
    /// direction, size, progress; or the input script of an interaction).
    public var counterexample: String
    /// One command line that replays exactly the shrunk case.
    public var reproduce: String
    /// The seed of the run that found it, if it came from generated cases.
    public var seed: UInt64?

    /// Creates a violation.
    /// - Parameters:
    ///   - law: The law's name.
    ///   - lawID: The law's command-line name.
    ///   - breach: The worst breach.
    ///   - counterexample: The shrunk case in the law's terms.
    ///   - reproduce: The command that replays it.
    ///   - seed: The seed of the run.
    public init(
        law: String, lawID: String, breach: LawBreach, counterexample: String, reproduce: String, seed: UInt64?
    ) {
        self.law = law
        self.lawID = lawID
        self.breach = breach
        self.counterexample = counterexample
        self.reproduce = reproduce
        self.seed = seed
    }

    /// What went wrong, in words: the worst breach.
    public var message: String { breach.description }

    /// Three lines: the law and the breach, the case, the reproduce command.
    public var description: String {
        "\(law): \(message)\n  case: \(counterexample)\n  reproduce: \(reproduce)"
    }
}

/// Command-line names of laws.
enum LawIdentifier {
    /// `exactEndpoints` → `exact-endpoints`.
    static func kebabCase(_ name: String) -> String {
        var text = ""
        for character in name {
            if character.isUppercase, !text.isEmpty { text.append("-") }
            text.append(character.lowercased())
        }
        return text
    }
}
