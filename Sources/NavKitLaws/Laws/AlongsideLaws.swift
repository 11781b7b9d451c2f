public import NavKitCore

/// The alongside contract as code: what a transition coordinator tells an alongside animation
/// must be exactly what the screens do.
///
/// A coordinator is checked on recordings: after every event the host sees (a frame, a touch),
/// one ``Step`` holds the transition the rendered scene shows and the
/// ``NavKitCore/AlongsideFrame``s delivered during that event. The laws hold for any container
/// and any animator; NavKitTesting's `expectAlongsideLaws(_:name:)` records NavKit's own
/// container through timed, swiped, caught and cancelled transitions and checks them here.
///
/// ```swift
/// let report = AlongsideLaws.check(recordings, name: "slide-parallax")
/// #expect(report.passed, "\(report)")
/// ```
public enum AlongsideLaws {
    /// The laws of alongside frames.
    public enum Law: String, CaseIterable, Sendable {
        /// After every event, the alongside animations last heard the progress and the
        /// interactivity the rendered scene shows — exactly, not within a tolerance.
        case sameProgress = "alongside progress is the transition's progress"
        /// Every transition's last frame carries its outcome and stands where the screens come to
        /// rest: at 1 (the stack after) when it finished, at 0 — where it began, the stack before —
        /// when it was cancelled, however far a finger had taken it.
        case endsWhereTheScreensRest = "a cancel ends where it began, a finish at 1"
        /// Every progress heard is finite and in 0…1.
        case progressInRange = "alongside progress finite, in 0…1"

        /// The law's name on the command line, e.g. `same-progress`.
        public var id: String { LawIdentifier.kebabCase(String(describing: self)) }
    }

    /// What happened in one event of a recorded run.
    public struct Step: Hashable, Sendable {
        /// The transition the scene rendered after the event showed, `nil` at rest.
        public var rendered: SceneTransition?
        /// The alongside frames delivered during the event, in order.
        public var delivered: [AlongsideFrame]

        /// Creates a step.
        /// - Parameters:
        ///   - rendered: The rendered scene's transition.
        ///   - delivered: The frames delivered meanwhile.
        public init(rendered: SceneTransition?, delivered: [AlongsideFrame]) {
            self.rendered = rendered
            self.delivered = delivered
        }
    }

    /// One recorded run: a scenario's name and its steps.
    public struct Recording: Hashable, Sendable {
        /// What was played, e.g. `caught push, cancelled`.
        public var scenario: String
        /// The events, in order.
        public var steps: [Step]

        /// Creates a recording.
        /// - Parameters:
        ///   - scenario: What was played.
        ///   - steps: The events, in order.
        public init(scenario: String, steps: [Step]) {
            self.scenario = scenario
            self.steps = steps
        }
    }

    /// Checks recordings against every law.
    /// - Parameters:
    ///   - recordings: The recorded runs.
    ///   - name: The subject in the report (an animator's name).
    ///   - reproduceCommand: What replays a recording; a failure's reproduce line is this command
    ///     followed by the failing recording's scenario.
    /// - Returns: One outcome per law; a failure names the scenario and the step.
    public static func check(
        _ recordings: [Recording], name: String, reproduceCommand: String = "AlongsideLaws.check"
    ) -> TransitionLawReport {
        var outcomes: [(String, LawOutcome)] = []
        for law in Law.allCases {
            var worst: (breach: LawBreach, recording: Recording)?
            for recording in recordings {
                if let breach = LawBreach.worst(of: breaches(of: law, in: recording.steps)),
                    breach.severity > worst?.breach.severity ?? -1
                {
                    worst = (breach, recording)
                }
            }
            if let worst {
                let violation = LawViolation(
                    law: law.rawValue, lawID: law.id, breach: worst.breach, counterexample: worst.recording.scenario,
                    reproduce: "\(reproduceCommand) — scenario \(worst.recording.scenario)",
                    seed: nil)
                outcomes.append((law.rawValue, .failed(violation)))
            } else {
                outcomes.append((law.rawValue, .passed(cases: recordings.count)))
            }
        }
        return TransitionLawReport(subject: name, namedOutcomes: outcomes)
    }

    /// The breaches of one law in one recorded run.
    /// - Parameters:
    ///   - law: The law.
    ///   - steps: The run's events.
    /// - Returns: Every breach, empty when the law holds.
    public static func breaches(of law: Law, in steps: [Step]) -> [LawBreach] {
        switch law {
        case .sameProgress: sameProgressBreaches(steps)
        case .endsWhereTheScreensRest: restBreaches(steps)
        case .progressInRange: rangeBreaches(steps)
        }
    }

    private static func sameProgressBreaches(_ steps: [Step]) -> [LawBreach] {
        var breaches: [LawBreach] = []
        var heard: AlongsideFrame?
        for (index, step) in steps.enumerated() {
            if let last = step.delivered.last { heard = last.outcome == nil ? last : nil }
            guard let rendered = step.rendered else { continue }
            guard let heard else {
                breaches.append(
                    LawBreach(
                        subject: "step \(index)",
                        description: "the scene shows a \(rendered.operation) at \(rendered.progress), nothing heard",
                        severity: 1))
                continue
            }
            let gap = abs(heard.progress - rendered.progress)
            if gap != 0 || !gap.isFinite || heard.isInteractive != rendered.isInteractive {
                breaches.append(
                    LawBreach(
                        subject: "step \(index)",
                        description: "heard progress \(heard.progress) (interactive \(heard.isInteractive)), "
                            + "the scene shows \(rendered.progress) (interactive \(rendered.isInteractive))",
                        severity: gap.isFinite ? max(gap, 1e-12) : 1))
            }
        }
        return breaches
    }

    private static func restBreaches(_ steps: [Step]) -> [LawBreach] {
        var breaches: [LawBreach] = []
        for (index, step) in steps.enumerated() {
            for frame in step.delivered {
                guard let outcome = frame.outcome else { continue }
                let rest: Double = outcome == .finished ? 1 : 0
                if frame.progress != rest {
                    let gap = abs(frame.progress - rest)
                    breaches.append(
                        LawBreach(
                            subject: "step \(index)",
                            description: "\(outcome) ended at \(frame.progress), the screens rest at \(rest)",
                            severity: gap.isFinite ? max(gap, 1e-12) : 1))
                }
            }
        }
        return breaches
    }

    private static func rangeBreaches(_ steps: [Step]) -> [LawBreach] {
        var breaches: [LawBreach] = []
        for (index, step) in steps.enumerated() {
            for frame in step.delivered where !(frame.progress.isFinite && (0...1).contains(frame.progress)) {
                breaches.append(
                    LawBreach(
                        subject: "step \(index)", description: "progress \(frame.progress) outside 0…1",
                        severity: frame.progress.isFinite ? abs(frame.progress) : 1))
            }
        }
        return breaches
    }
}
