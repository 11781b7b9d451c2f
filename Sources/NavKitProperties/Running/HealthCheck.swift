/// What the engine checks about a property's generators during the first
/// cases of a run, so that a test that quietly checks too little, or takes
/// too long, is reported instead of passing.
///
/// A problem does not change the report's ``PropertyReport/outcome``; it is
/// listed in ``PropertyReport/healthProblems`` and the description, and the
/// Swift Testing adapters record it as an issue.
///
/// ```swift
/// var settings = PropertySettings()
/// settings.healthCheck.maxGenerationNanoseconds = 5_000_000   // 5 ms per case
/// settings.healthCheck = .disabled                             // or none at all
/// ```
public struct HealthCheck: Sendable {
    /// Whether the check runs.
    public var isEnabled: Bool
    /// How many of the first cases are observed.
    public var sampleCases: Int
    /// A filter that rejects more than this share of its candidates (in
    /// percent, over at least ``minimumFilterCandidates``) filters too much.
    public var maxFilterRejectionPercent: Int
    /// How many candidates a filter must see before it is judged.
    public var minimumFilterCandidates: Int
    /// A run whose observed cases are rejected (by `assume` or a generator
    /// that gave up) more often than this share, in percent, rejects too many.
    public var maxRejectedCasePercent: Int
    /// Generation slower than this, on average per observed case, is too slow.
    public var maxGenerationNanoseconds: UInt64
    /// The clock generation is timed with.
    public var clock: NanosecondClock

    /// Creates a health check.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the check runs.
    ///   - sampleCases: How many of the first cases are observed.
    ///   - maxFilterRejectionPercent: The largest acceptable share of rejected
    ///     candidates of one filter.
    ///   - minimumFilterCandidates: How many candidates a filter must see
    ///     before it is judged.
    ///   - maxRejectedCasePercent: The largest acceptable share of rejected
    ///     cases.
    ///   - maxGenerationNanoseconds: The slowest acceptable average
    ///     generation time per case.
    ///   - clock: The clock generation is timed with.
    public init(
        isEnabled: Bool = true,
        sampleCases: Int = 100,
        maxFilterRejectionPercent: Int = 90,
        minimumFilterCandidates: Int = 50,
        maxRejectedCasePercent: Int = 80,
        maxGenerationNanoseconds: UInt64 = 20_000_000,
        clock: NanosecondClock = .monotonic
    ) {
        self.isEnabled = isEnabled
        self.sampleCases = sampleCases
        self.maxFilterRejectionPercent = maxFilterRejectionPercent
        self.minimumFilterCandidates = minimumFilterCandidates
        self.maxRejectedCasePercent = maxRejectedCasePercent
        self.maxGenerationNanoseconds = maxGenerationNanoseconds
        self.clock = clock
    }

    /// The default check: the first 100 cases; a filter rejecting over 90% of
    /// at least 50 candidates, over 80% rejected cases, or more than 20 ms of
    /// generation per case is a problem.
    public static let standard = HealthCheck()

    /// No health check.
    public static let disabled = HealthCheck(isEnabled: false)

    /// The problems the observations of `log` over `cases` cases (of which
    /// `rejected` were rejected, the last for `lastRejection`) show.
    func problems(in log: HealthLog, cases: Int, rejected: Int, lastRejection: String?) -> [HealthProblem] {
        var problems: [HealthProblem] = []
        for (name, tally) in log.filters.sorted(by: { $0.key < $1.key }) {
            let candidates = tally.accepted + tally.rejected
            if candidates >= minimumFilterCandidates && tally.rejected * 100 > candidates * maxFilterRejectionPercent {
                problems.append(.filtersTooMuch(generator: name, rejected: tally.rejected, candidates: candidates))
            }
        }
        if cases > 0 && rejected * 100 > cases * maxRejectedCasePercent {
            problems.append(.rejectsTooManyCases(rejected: rejected, cases: cases, reason: lastRejection ?? "unknown"))
        }
        let total = log.nanoseconds.values.reduce(0, &+)
        if cases > 0 && total / UInt64(cases) > maxGenerationNanoseconds,
            let slowest = log.nanoseconds.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })
        {
            problems.append(.tooSlow(generator: slowest.key, nanosecondsPerCase: slowest.value / UInt64(cases)))
        }
        return problems
    }
}

/// A problem the ``HealthCheck`` found, naming the generator responsible.
public enum HealthProblem: Sendable, Hashable, CustomStringConvertible {
    /// A filter rejected `rejected` of its `candidates` candidates.
    case filtersTooMuch(generator: String, rejected: Int, candidates: Int)
    /// `rejected` of the first `cases` cases were rejected, the last because of `reason`.
    case rejectsTooManyCases(rejected: Int, cases: Int, reason: String)
    /// A generator took `nanosecondsPerCase` per case on average.
    case tooSlow(generator: String, nanosecondsPerCase: UInt64)

    /// A sentence naming the generator and the remedy.
    public var description: String {
        switch self {
        case .filtersTooMuch(let generator, let rejected, let candidates):
            "health check: \(generator) filters too much: it rejected \(rejected) of \(candidates) candidates; "
                + "generate valid values directly instead of filtering them"
        case .rejectsTooManyCases(let rejected, let cases, let reason):
            "health check: \(rejected) of the first \(cases) cases were rejected (the last: \(reason)); "
                + "generate valid values directly instead of rejecting them"
        case .tooSlow(let generator, let nanoseconds):
            "health check: \(generator) is too slow: \(Self.milliseconds(nanoseconds)) ms per case; "
                + "generate smaller values or use fewer iterations"
        }
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        let tenths = (nanoseconds + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// A monotonic clock reading nanoseconds, injected into the ``HealthCheck``.
public struct NanosecondClock: Sendable {
    /// Reads the clock.
    public let now: @Sendable () -> UInt64

    /// Creates a clock from a reading function.
    ///
    /// - Parameter now: Returns the current time in nanoseconds, never
    ///   decreasing.
    public init(now: @escaping @Sendable () -> UInt64) {
        self.now = now
    }

    /// The operating system's monotonic clock.
    public static let monotonic = NanosecondClock { Platform.monotonicNanoseconds() }
}
