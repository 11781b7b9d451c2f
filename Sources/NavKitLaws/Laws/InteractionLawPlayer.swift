import NavKitCore

/// Plays one script against a fresh interaction and returns every breach of one law.
struct InteractionLawPlayer {
    var law: InteractionLaws.Law
    /// The longest allowed completion after release, in seconds.
    var limit: Double

    /// Frames per second after the release, and how long to watch.
    private static let frameRate = 120.0
    private static let watchedSeconds = 4.0

    func breaches(_ script: InteractionLaws.Script, _ instance: any InteractiveTransitioning) -> [LawBreach] {
        var interaction = instance
        var found: [LawBreach] = []
        var now = Timestamp(seconds: 10)
        /// Runs a call the contract says must succeed; a throw is a breach of every law.
        func accepted(_ what: String, _ call: (inout any InteractiveTransitioning) throws -> Void) -> Bool {
            do {
                try call(&interaction)
                return true
            } catch {
                found.append(
                    LawBreach(
                        subject: "error", description: "\(what) threw \(error), must be accepted", severity: .infinity))
                return false
            }
        }
        func observe(_ progress: Double, _ when: String) {
            guard law == .progressClamped, !(progress.isFinite && (0...1).contains(progress)) else { return }
            found.append(
                .value(
                    "progress", progress, where: " \(when)", mustBe: "in 0…1",
                    severity: progress.isFinite ? (progress < 0 ? -progress : progress - 1) : .infinity))
        }
        guard accepted("begin", { try $0.begin(at: now) }) else { return found }
        for input in script.inputs {
            switch input {
            case .update(let p, let dt):
                now = now + dt
                guard accepted(input.description, { try $0.update(p, at: now) }) else { return found }
                observe(interaction.progress, "after \(input)")
            case .wait(let dt):
                now = now + dt
                var step = InteractionStep(progress: 0)
                guard accepted(input.description, { step = try $0.advance(to: now) }) else { return found }
                observe(step.progress, "after \(input)")
                if law == .completesExactlyOnce, let outcome = step.completion {
                    found.append(
                        LawBreach(
                            subject: "completions",
                            description: "completed (\(outcome)) after \(input), before any release; must complete "
                                + "only after a finish or cancel",
                            severity: 1))
                }
            }
        }
        if law == .refusesBadInput { return found + refusalBreaches(interaction, script.poison, now) }
        let release = "\(script.finishes ? "finish" : "cancel")(velocity: \(LawNumber.exact(script.velocity)))"
        guard
            accepted(
                release,
                {
                    if script.finishes {
                        try $0.finish(velocity: script.velocity, at: now)
                    } else {
                        try $0.cancel(velocity: script.velocity, at: now)
                    }
                })
        else { return found }
        let released = now
        var completions: [TransitionOutcome] = []
        var finalProgress = interaction.progress
        var completedAt: Double?
        for frame in 1...Int(Self.watchedSeconds * Self.frameRate) {
            now = released + Double(frame) / Self.frameRate
            var step = InteractionStep(progress: 0)
            guard accepted("advance after \(release)", { step = try $0.advance(to: now) }) else { return found }
            observe(step.progress, "\(LawNumber.text(now - released)) s after \(release)")
            finalProgress = step.progress
            if let outcome = step.completion {
                completions.append(outcome)
                if completedAt == nil { completedAt = now - released }
            }
        }
        let expected: TransitionOutcome = script.finishes ? .finished : .cancelled
        switch law {
        case .completesExactlyOnce where completions != [expected]:
            let kinds = Set(completions).map { "\($0)" }.sorted().joined(separator: " and ")
            let seen =
                completions.isEmpty
                ? "never" : completions.count == 1 ? "once (\(kinds))" : "\(completions.count) times (\(kinds))"
            found.append(
                LawBreach(
                    subject: "completions",
                    description:
                        "it completed \(seen) within \(LawNumber.text(Self.watchedSeconds)) s after \(release); "
                        + "must complete exactly once, \(expected)",
                    severity: 1 + Double(abs(completions.count - 1))))
        case .endsAtItsTarget:
            let target = script.finishes ? 1.0 : 0.0
            if finalProgress != target {
                found.append(
                    .value(
                        "final progress", finalProgress,
                        where: " \(LawNumber.text(Self.watchedSeconds)) s after \(release)",
                        mustBe: "\(LawNumber.exact(target)) exactly", severity: abs(finalProgress - target)))
            }
        case .boundedCompletion:
            let slack = 1 / Self.frameRate
            if let completedAt, completedAt <= limit + slack { break }
            found.append(
                LawBreach(
                    subject: "completion time",
                    description: (completedAt.map { "the completion took \(LawNumber.text($0)) s after \(release)" }
                        ?? "the completion never ended within \(LawNumber.text(Self.watchedSeconds)) s after \(release)")
                        + ", must take at most \(LawNumber.text(limit)) s",
                    severity: completedAt ?? .infinity))
        case .progressClamped, .refusesBadInput, .completesExactlyOnce:
            break
        }
        return found
    }

    /// Each bad call on its own copy of the interaction: it must throw and leave phase and
    /// progress exactly as they were.
    private func refusalBreaches(_ interaction: any InteractiveTransitioning, _ poison: Double, _ now: Timestamp)
        -> [LawBreach]
    {
        let poisonText = LawNumber.text(poison)
        let attempts: [(String, String, (inout any InteractiveTransitioning) throws -> Void)] = [
            ("update(non-finite)", "update(\(poisonText))", { try $0.update(poison, at: now) }),
            ("finish(non-finite)", "finish(velocity: \(poisonText))", { try $0.finish(velocity: poison, at: now) }),
            ("cancel(non-finite)", "cancel(velocity: \(poisonText))", { try $0.cancel(velocity: poison, at: now) }),
            (
                "update at a non-finite time", "update(0.5) at time \(poisonText)",
                {
                    try $0.update(0.5, at: Timestamp(seconds: poison))
                }
            ),
            ("update at an earlier time", "update(0.5) 1 s earlier", { try $0.update(0.5, at: now + -1) }),
            ("begin twice", "a second begin", { try $0.begin(at: now) }),
        ]
        var found: [LawBreach] = []
        for (subject, what, attempt) in attempts {
            var trial = interaction
            var refused = false
            do { try attempt(&trial) } catch { refused = true }
            let unchanged =
                trial.phase == interaction.phase && trial.progress.bitPattern == interaction.progress.bitPattern
            guard !refused || !unchanged else { continue }
            let change =
                unchanged
                ? ""
                : " and changed the state from \(interaction.phase), \(LawNumber.text(interaction.progress)) "
                    + "to \(trial.phase), \(LawNumber.text(trial.progress))"
            found.append(
                LawBreach(
                    subject: subject,
                    description:
                        "\(what) was \(refused ? "refused" : "accepted")\(change), must throw and change nothing",
                    severity: unchanged ? 1 : 2))
        }
        return found
    }
}
