/// The part of a property run that does not depend on what is generated
/// (internal): the failure database, the random cases, the health check, the
/// regeneration of a failing case with its choices recorded, and shrinking.
///
/// A *test function* draws from a ``ChoiceSource`` and says whether the case
/// passed, was rejected, or failed; when it fails it also stores a payload
/// that describes the case (the generated value, or a state machine's
/// program). The verdict is not generic, so the per-case path needs no
/// generic metadata. Values, state machines and replays all run through here.
struct PropertyEngine {
    /// A test function: runs one case from the source in the given phase;
    /// on failure it stores the case's payload.
    typealias Test<Payload> = (inout ChoiceSource, Phase, inout Payload?) -> Verdict

    /// The phase a test function is called in; labels count only while
    /// exploring.
    enum Phase {
        case exploring
        case replayingDatabase
        case regenerating
        case shrinking
    }

    /// What one case did.
    enum Verdict {
        case passed
        case rejected(any Error)
        case failed((any Error)?)
    }

    /// A failure, shrunk.
    struct Failure<Payload> {
        var payload: Payload
        var error: (any Error)?
        var choices: [UInt64]
        var originalPayload: Payload
        var originalChoices: [UInt64]
        var caseNumber: Int
        var steps: Int
        var attempts: Int
        var origin: Counterexample<Payload>.Origin
    }

    /// How a run ended.
    enum Outcome<Payload> {
        case passed
        case failed(Failure<Payload>)
        case gaveUp(GenerationError)
    }

    /// What a run did.
    struct Result<Payload> {
        var seed: UInt64
        var requested: Int
        var tested = 0
        var rejected = 0
        var outcome: Outcome<Payload> = .passed
        var healthProblems: [HealthProblem] = []
        var replayedFromDatabase = 0
        var notes: [String] = []
    }

    let key: String
    let seed: UInt64
    let iterations: Int
    let settings: PropertySettings
    let database: FailureDatabase?

    /// Resolves `settings` against their environment for the property named
    /// `name` (the seed is derived from it) and stored under `key`.
    init(name: String, key: String, settings: PropertySettings) {
        self.key = key
        self.settings = settings
        self.seed = PropertyCheck.resolvedSeed(settings.seed, name: name, environment: settings.environment)
        self.iterations = PropertyCheck.resolvedIterations(settings.iterations, environment: settings.environment)
        self.database = FailureDatabase.resolved(settings.database, environment: settings.environment)
    }

    /// Runs the database entries, then up to `iterations` random cases; the
    /// first failure is regenerated with its choices recorded, shrunk and
    /// saved.
    func run<Payload>(_ test: Test<Payload>) -> Result<Payload> {
        var result = Result<Payload>(seed: seed, requested: iterations)
        if let database, replayDatabase(database, test, into: &result) { return result }
        explore(test, into: &result)
        save(&result)
        return result
    }

    /// Saves the failure of `result`, if any, in the database; a note if it
    /// cannot.
    func save<Payload>(_ result: inout Result<Payload>) {
        guard case .failed(let failure) = result.outcome, let database else { return }
        do {
            try database.save(failure.choices, for: key)
        } catch {
            result.notes.append("could not save the failure: \(error)")
        }
    }

    /// Replays the saved sequences; whether one of them still fails.
    func replayDatabase<Payload>(
        _ database: FailureDatabase, _ test: Test<Payload>,
        into result: inout Result<Payload>
    ) -> Bool {
        var stale: [[UInt64]] = []
        for entry in database.entries(for: key) {
            result.replayedFromDatabase += 1
            var source = replaySource(entry)
            var failing: Payload?
            guard case .failed(let error) = test(&source, .replayingDatabase, &failing), let payload = failing else {
                stale.append(entry)
                continue
            }
            result.tested += 1
            var failure = shrink(
                test, payload: payload, error: error, record: source.record, caseNumber: result.tested)
            failure.origin = .database
            result.outcome = .failed(failure)
            try? database.remove([entry], for: key)
            try? database.save(failure.choices, for: key)
            return true
        }
        if !stale.isEmpty { try? database.remove(stale, for: key) }
        return false
    }

    /// Runs random cases until one fails, `iterations` pass, too many are
    /// rejected, or `stop` says so (it is asked every 64 cases).
    func explore<Payload>(
        _ test: Test<Payload>, into result: inout Result<Payload>, stop: () -> Bool = { false }
    ) {
        var source = ChoiceSource(
            generator: Xoshiro256StarStar(seed: seed), replaying: [], isReplaying: false,
            maximumChoices: settings.maximumChoices, recording: false)
        source.edgeValuePercent = settings.edgeValuePercent
        let health = settings.healthCheck
        var failing: Payload?
        var observed = 0
        var observedRejections = 0
        var lastRejection: String?
        if health.isEnabled && health.sampleCases > 0 { source.health = HealthLog(clock: health.clock) }
        defer {
            if let log = source.health {
                result.healthProblems = health.problems(
                    in: log, cases: observed, rejected: observedRejections, lastRejection: lastRejection)
            }
        }
        while result.tested < iterations {
            if observed & 63 == 63 && stop() { return }
            if source.health != nil && observed >= health.sampleCases {
                result.healthProblems = health.problems(
                    in: source.health!, cases: observed, rejected: observedRejections, lastRejection: lastRejection)
                source.health = nil
            }
            let state = source.generator
            source.startNextCase()
            observed += 1
            switch test(&source, .exploring, &failing) {
            case .passed:
                result.tested += 1
            case .rejected(let error):
                result.rejected += 1
                if source.health != nil {
                    observedRejections += 1
                    lastRejection = String(describing: error)
                }
                if result.rejected > max(iterations, 10) {
                    result.outcome = .gaveUp(Self.generationError(for: error, rejected: result.rejected))
                    return
                }
            case .failed(let error):
                result.tested += 1
                guard let payload = failing else { preconditionFailure("a failing test stores its payload") }
                result.outcome = .failed(
                    regenerate(test, from: state, payload: payload, error: error, caseNumber: result.tested))
                return
            }
        }
    }

    /// Reruns the failing case from the generator state it started with,
    /// recording its choices, and shrinks it.
    private func regenerate<Payload>(
        _ test: Test<Payload>, from state: Xoshiro256StarStar,
        payload: Payload, error: (any Error)?, caseNumber: Int
    ) -> Failure<Payload> {
        var source = ChoiceSource(
            generator: state, replaying: [], isReplaying: false, maximumChoices: settings.maximumChoices)
        source.edgeValuePercent = settings.edgeValuePercent
        var failing: Payload?
        guard case .failed(let againError) = test(&source, .regenerating, &failing), let again = failing else {
            let flaky = FlakyProperty(error: error)
            return Failure(
                payload: payload, error: flaky, choices: source.choices, originalPayload: payload,
                originalChoices: source.choices, caseNumber: caseNumber, steps: 0, attempts: 0, origin: .generated)
        }
        return shrink(test, payload: again, error: againError, record: source.record, caseNumber: caseNumber)
    }

    /// Shrinks a failure whose choices are `record`.
    func shrink<Payload>(
        _ test: Test<Payload>, payload: Payload, error: (any Error)?,
        record: ChoiceRecord, caseNumber: Int, maxAttempts: Int? = nil
    ) -> Failure<Payload> {
        withoutActuallyEscaping(test) { test in
            var shrinker = Shrinker(
                failing: record, payload: (payload, error), maxAttempts: maxAttempts ?? settings.maxShrinkAttempts
            ) { candidate in
                var source = replaySource(candidate)
                var failing: Payload?
                guard case .failed(let error) = test(&source, .shrinking, &failing), let payload = failing else {
                    return nil
                }
                return (source.record, (payload, error))
            }
            shrinker.shrink()
            return Failure(
                payload: shrinker.bestPayload.0, error: shrinker.bestPayload.1, choices: shrinker.best.choices,
                originalPayload: payload, originalChoices: record.choices, caseNumber: caseNumber,
                steps: shrinker.steps, attempts: shrinker.attempts, origin: .generated)
        }
    }

    /// A recording source that replays `choices`.
    func replaySource(_ choices: [UInt64]) -> ChoiceSource {
        var source = ChoiceSource(replaying: choices, maximumChoices: settings.maximumChoices)
        source.edgeValuePercent = settings.edgeValuePercent
        return source
    }

    private static func generationError(for error: any Error, rejected: Int) -> GenerationError {
        if let error = error as? GenerationError { return error }
        return .unsatisfiedAssumption(rejected: rejected, reason: String(describing: error))
    }
}

/// The error reported when a failing case passed when it was rerun: the
/// property depends on something other than its input.
public struct FlakyProperty: Error, CustomStringConvertible {
    /// The error of the first, failing, evaluation, if it threw.
    public var error: (any Error)?

    /// Explains the flakiness.
    public var description: String {
        "flaky: the case failed"
            + (error.map { " (\($0))" } ?? "")
            + " but passed when it was rerun; the property depends on something other than its input"
    }
}

extension PropertyEngine.Result: Sendable where Payload: Sendable {}
extension PropertyEngine.Outcome: Sendable where Payload: Sendable {}
extension PropertyEngine.Failure: Sendable where Payload: Sendable {}
