public import NavKitCore
import NavKitProperties

/// The ``NavKitCore/InteractiveTransitioning`` contract as code: random input scripts are played
/// against fresh instances, and every law is checked on every script.
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
        /// After a release, exactly one step reports an outcome, the one released toward.
        case completesExactlyOnce = "completion exactly once"
        /// A cancel ends at progress 0 exactly and a finish at 1 exactly.
        case endsAtItsTarget = "cancel returns to start, finish reaches end"
        /// The completion ends within the time limit.
        case boundedCompletion = "bounded completion"
        /// Non-finite values and backward times are refused and change nothing.
        case refusesBadInput = "bad input refused without change"
    }

    /// One input of a generated script.
    public enum Input: Sendable, CustomStringConvertible {
        /// `update(progress, at: now + dt)`.
        case update(Double, dt: Double)
        /// Time passes (`advance(to:)` while interacting).
        case wait(Double)

        /// A readable form.
        public var description: String {
            switch self {
            case .update(let p, let dt): "update(\(p), +\(dt)s)"
            case .wait(let dt): "wait(\(dt)s)"
            }
        }
    }

    /// A whole generated script: inputs, then a release.
    public struct Script: Sendable, CustomStringConvertible {
        /// The inputs before the release.
        public var inputs: [Input]
        /// Whether the release is a finish (else a cancel).
        public var finishes: Bool
        /// The release velocity, in progress units per second.
        public var velocity: Double
        /// A bad value to try somewhere, for the refusal law.
        public var poison: Double

        /// A readable form.
        public var description: String {
            "\(inputs) then \(finishes ? "finish" : "cancel")(velocity: \(velocity)), poison \(poison)"
        }

        /// The generator of scripts.
        public static var generator: Gen<Script> {
            let input = Gen<Input>.frequency(
                (
                    4,
                    Gen.zip(Gen<Double>.double(in: -2...3), Gen<Double>.double(in: 0...0.1)).map {
                        Input.update($0, dt: $1)
                    }
                ),
                (1, Gen<Double>.double(in: 0...0.5).map { Input.wait($0) }))
            return Gen.zip(
                Gen<[Input]>.array(of: input, length: 0...30), Gen<Bool>.bool, Gen<Double>.double(in: -20...20),
                Gen<Double>.doubleIncludingNonFinite.filter { !$0.isFinite }
            ).map { Script(inputs: $0, finishes: $1, velocity: $2, poison: $3) }
        }
    }

    /// Checks an interactive transition against every law.
    /// - Parameters:
    ///   - name: Its name in the report.
    ///   - completionLimit: The longest allowed completion after release, in seconds.
    ///   - iterations: Generated scripts per law.
    ///   - seed: The seed; derived from the name by default.
    ///   - make: Makes a fresh instance.
    /// - Returns: One outcome per law.
    public static func check(
        name: String, completionLimit: Double = 0.5, iterations: Int = 200, seed: UInt64? = nil,
        make: @escaping () -> any InteractiveTransitioning
    ) -> TransitionLawReport {
        var outcomes: [(String, LawOutcome)] = []
        for law in Law.allCases {
            let report = PropertyCheck.verify(
                Script.generator, name: "\(name): \(law.rawValue)", iterations: iterations, seed: seed
            ) { (script: Script) throws in
                try play(script, law: law, limit: completionLimit, instance: make())
            }
            outcomes.append((law.rawValue, LawOutcome(law: law.rawValue, report: report)))
        }
        return TransitionLawReport(subject: name, namedOutcomes: outcomes)
    }

    private static func play(_ script: Script, law: Law, limit: Double, instance: any InteractiveTransitioning) throws {
        var interaction = instance
        var now = Timestamp(seconds: 10)
        try interaction.begin(at: now)
        func checkProgress(_ p: Double, _ when: String) throws {
            if law == .progressClamped, !(p.isFinite && (0...1).contains(p)) {
                throw PropertyViolation("progress \(p) \(when)")
            }
        }
        for input in script.inputs {
            switch input {
            case .update(let p, let dt):
                now = now + dt
                try interaction.update(p, at: now)
                try checkProgress(interaction.progress, "after update(\(p))")
            case .wait(let dt):
                now = now + dt
                let step = try interaction.advance(to: now)
                try checkProgress(step.progress, "while waiting")
                if step.completion != nil { throw PropertyViolation("completed before any release") }
            }
        }
        if law == .refusesBadInput { try checkRefusals(&interaction, script.poison, now) }
        if script.finishes {
            try interaction.finish(velocity: script.velocity, at: now)
        } else {
            try interaction.cancel(velocity: script.velocity, at: now)
        }
        let released = now
        var completions: [TransitionOutcome] = []
        var finalProgress = interaction.progress
        var completedAt: Double?
        for frame in 1...Int(4 * 120) {
            now = released + Double(frame) / 120
            let step = try interaction.advance(to: now)
            try checkProgress(step.progress, "at \(now - released)s after release")
            finalProgress = step.progress
            if let outcome = step.completion {
                completions.append(outcome)
                if completedAt == nil { completedAt = now - released }
            }
        }
        let expected: TransitionOutcome = script.finishes ? .finished : .cancelled
        switch law {
        case .completesExactlyOnce:
            guard completions == [expected] else {
                throw PropertyViolation("completions \(completions), expected [\(expected)]")
            }
        case .endsAtItsTarget:
            let target = script.finishes ? 1.0 : 0.0
            guard finalProgress == target else {
                throw PropertyViolation("ended at \(finalProgress), expected \(target)")
            }
        case .boundedCompletion:
            guard let completedAt, completedAt <= limit + 1.0 / 120 else {
                throw PropertyViolation("completion took \(completedAt.map { "\($0)s" } ?? "forever"), limit \(limit)s")
            }
        case .progressClamped, .refusesBadInput:
            break
        }
    }

    private static func checkRefusals(
        _ interaction: inout any InteractiveTransitioning, _ poison: Double, _ now: Timestamp
    ) throws {
        let phase = interaction.phase
        let progress = interaction.progress
        func unchanged(_ what: String) throws {
            guard interaction.phase == phase, interaction.progress.bitPattern == progress.bitPattern else {
                throw PropertyViolation("\(what) changed the state to \(interaction.phase), \(interaction.progress)")
            }
        }
        let attempts: [(String, (inout any InteractiveTransitioning) throws -> Void)] = [
            ("update(\(poison))", { try $0.update(poison, at: now) }),
            ("finish(velocity: \(poison))", { try $0.finish(velocity: poison, at: now) }),
            ("cancel(velocity: \(poison))", { try $0.cancel(velocity: poison, at: now) }),
            ("update at non-finite time", { try $0.update(0.5, at: Timestamp(seconds: poison)) }),
            ("update at an earlier time", { try $0.update(0.5, at: now + -1) }),
            ("begin twice", { try $0.begin(at: now) }),
        ]
        for (what, attempt) in attempts {
            var refused = false
            do { try attempt(&interaction) } catch { refused = true }
            guard refused else { throw PropertyViolation("\(what) was accepted") }
            try unchanged(what)
        }
    }
}
