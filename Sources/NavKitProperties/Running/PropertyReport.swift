/// The result of checking a property: whether it passed and, if not, the
/// shrunk counterexample and how to reproduce it; the labels of the tested
/// cases, the coverage requirements and the health check's findings.
///
/// Its ``description`` is a complete human-readable report, suitable for a
/// test failure message.
///
/// ```swift
/// let report = PropertyCheck.run(Gen.int(in: 0...1_000), seed: 1) { $0 < 37 }
/// if let counterexample = report.counterexample {
///     print(report)                   // explains the failure and how to reproduce it
///     print(counterexample.value)     // 37
/// }
/// ```
public struct PropertyReport<Value>: CustomStringConvertible {
    /// How a property check ended.
    public enum Outcome {
        /// Every case satisfied the property.
        case passed
        /// A case falsified the property.
        case failed(Counterexample<Value>)
        /// Too many generated cases were rejected (by a filter or ``assume(_:_:)``).
        case gaveUp(GenerationError)
    }

    /// The property's name.
    public var name: String
    /// The seed of the run, or `nil` for a replay of a choice list.
    public var seed: UInt64?
    /// The number of cases the run was asked to check.
    public var requestedCases: Int
    /// The number of cases generated and checked.
    public var testedCases: Int
    /// The number of cases whose generation was rejected.
    public var rejectedCases: Int
    /// How the check ended.
    public var outcome: Outcome
    /// How many explicit examples were checked before the generated cases.
    public var examplesChecked = 0
    /// How many sequences saved in the failure database were replayed.
    public var replayedFromDatabase = 0
    /// How many tested cases carried each label.
    public var labels: [String: Int] = [:]
    /// The coverage requirements of the run.
    public var coverage: [CoverageRequirement] = []
    /// What the health check found.
    public var healthProblems: [HealthProblem] = []
    /// Anything else worth knowing (such as a failure database that could
    /// not be written).
    public var notes: [String] = []
    /// How the report tells the reader to replay the shrunk case: the call
    /// before and after the choice list.
    var replayCall = (prefix: "PropertyCheck.replay(generator, choices: ", suffix: ") { ... }")

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - name: The property's name.
    ///   - seed: The seed of the run, or `nil` for a replay.
    ///   - requestedCases: The number of cases requested.
    ///   - testedCases: The number of cases checked.
    ///   - rejectedCases: The number of cases rejected during generation.
    ///   - outcome: How the check ended.
    package init(
        name: String,
        seed: UInt64?,
        requestedCases: Int,
        testedCases: Int,
        rejectedCases: Int,
        outcome: Outcome
    ) {
        self.name = name
        self.seed = seed
        self.requestedCases = requestedCases
        self.testedCases = testedCases
        self.rejectedCases = rejectedCases
        self.outcome = outcome
    }

    init(_ result: PropertyEngine.Result<Value>, name: String, budget: Int) {
        let outcome: Outcome
        switch result.outcome {
        case .passed:
            outcome = .passed
        case .gaveUp(let error):
            outcome = .gaveUp(error)
        case .failed(let failure):
            var counterexample = Counterexample(
                value: failure.payload, choices: failure.choices, error: failure.error,
                original: failure.originalPayload, originalChoices: failure.originalChoices,
                caseNumber: failure.caseNumber, shrinkSteps: failure.steps, shrinkAttempts: failure.attempts)
            counterexample.shrinkBudget = budget
            counterexample.origin = failure.origin
            outcome = .failed(counterexample)
        }
        self.init(
            name: name, seed: result.seed, requestedCases: result.requested, testedCases: result.tested,
            rejectedCases: result.rejected, outcome: outcome)
        replayedFromDatabase = result.replayedFromDatabase
        healthProblems = result.healthProblems
        notes = result.notes
    }

    /// Whether every case satisfied the property.
    public var passed: Bool {
        if case .passed = outcome { return true }
        return false
    }

    /// The counterexample, if the property failed.
    public var counterexample: Counterexample<Value>? {
        if case .failed(let counterexample) = outcome { return counterexample }
        return nil
    }

    /// The coverage requirements whose label was too rare among the tested
    /// cases.
    public var unmetCoverage: [CoverageRequirement] {
        passed ? PropertyLabels.unmet(coverage, counts: labels, cases: testedCases) : []
    }

    /// Whether the run passed, met its coverage requirements and found no
    /// health problems: what the Swift Testing adapters require.
    public var isAcceptable: Bool {
        passed && unmetCoverage.isEmpty && healthProblems.isEmpty
    }

    /// A multi-line report including, on failure, the shrunk and original
    /// counterexamples, the error and how to reproduce the failure.
    public var description: String {
        let seedText = seed.map { "seed \($0)" } ?? "replayed choices"
        var lines: [String]
        switch outcome {
        case .passed:
            let rejected = rejectedCases > 0 ? ", \(rejectedCases) rejected" : ""
            lines = ["Property \"\(name)\" passed \(testedCases) cases (\(seedText)\(rejected))."]
        case .gaveUp(let error):
            lines = [
                "Property \"\(name)\" gave up after \(testedCases) of \(requestedCases) cases (\(seedText)): "
                    + "\(rejectedCases) cases were rejected, the last because \(error).",
                "Generate valid values directly instead of filtering or rejecting most of them.",
            ]
        case .failed(let counterexample):
            lines = failureLines(counterexample, seedText: seedText)
        }
        lines += summaryLines()
        return lines.joined(separator: "\n")
    }

    private func failureLines(_ counterexample: Counterexample<Value>, seedText: String) -> [String] {
        let headline: String
        switch counterexample.origin {
        case .generated:
            headline = "failed on case \(counterexample.caseNumber) of \(requestedCases) (\(seedText))."
        case .database:
            headline = "failed on a case saved in the failure database by an earlier run."
        case .explicitExample:
            headline = "failed on explicit example \(counterexample.caseNumber)."
        }
        var lines = ["Property \"\(name)\" " + headline, ""]
        if counterexample.origin == .explicitExample {
            lines += ["Counterexample:", Self.indented(counterexample.valueDescription)]
            if let error = counterexample.error { lines.append("Error thrown: \(String(describing: error))") }
            return lines
        }
        let budget = counterexample.exhaustedShrinkBudget ? ", the whole budget; it may not be minimal" : ""
        lines.append(
            "Counterexample (after \(counterexample.shrinkSteps) shrink steps, "
                + "\(counterexample.shrinkAttempts) of at most \(counterexample.shrinkBudget) attempts\(budget)):")
        lines.append(Self.indented(counterexample.valueDescription))
        if let error = counterexample.error {
            lines.append("Error thrown: \(String(describing: error))")
        }
        lines.append("Original counterexample:")
        lines.append(Self.indented(Self.truncated(counterexample.originalDescription)))
        lines.append("")
        lines.append("Reproduce:")
        if let seed, counterexample.origin == .generated {
            lines.append(
                "  - rerun this test with \(PropertyCheck.seedVariable)=\(seed) "
                    + "\(PropertyCheck.iterationsVariable)=\(counterexample.caseNumber) in the environment")
        }
        let choices = Self.truncated(String(describing: counterexample.choices))
        lines.append("  - or replay the shrunk case: " + replayCall.prefix + choices + replayCall.suffix)
        return lines
    }

    private func summaryLines() -> [String] {
        var lines: [String] = []
        if !labels.isEmpty {
            let total = max(testedCases, 1)
            let sorted = labels.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            lines.append("Labels (of \(testedCases) tested cases):")
            for (label, count) in sorted {
                lines.append("  \(PropertyLabels.percentText(Double(count) * 100 / Double(total))) \(label)")
            }
        }
        for requirement in unmetCoverage {
            let count = labels[requirement.label] ?? 0
            lines.append("Coverage not met: \(requirement) (\(count) of \(testedCases) cases)")
        }
        lines += healthProblems.map(\.description)
        lines += notes.map { "Note: \($0)" }
        return lines
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    private static func truncated(_ text: String, limit: Int = 2_000) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "… (\(text.count) characters)"
    }
}

extension PropertyReport.Outcome: Sendable where Value: Sendable {}
extension PropertyReport: Sendable where Value: Sendable {}
