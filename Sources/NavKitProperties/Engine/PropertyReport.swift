/// The result of checking a property: whether it passed and, if not, the
/// shrunk counterexample and how to reproduce it.
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
        /// Too many generated cases were rejected (for example by a filter).
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

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - name: The property's name.
    ///   - seed: The seed of the run, or `nil` for a replay.
    ///   - requestedCases: The number of cases requested.
    ///   - testedCases: The number of cases checked.
    ///   - rejectedCases: The number of cases rejected during generation.
    ///   - outcome: How the check ended.
    public init(
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

    /// A multi-line report including, on failure, the shrunk and original
    /// counterexamples, the error and how to reproduce the failure.
    public var description: String {
        let seedText = seed.map { "seed \($0)" } ?? "replayed choices"
        switch outcome {
        case .passed:
            let rejected = rejectedCases > 0 ? ", \(rejectedCases) rejected" : ""
            return "Property \"\(name)\" passed \(testedCases) cases (\(seedText)\(rejected))."
        case .gaveUp(let error):
            return """
                Property "\(name)" gave up after \(testedCases) of \(requestedCases) cases (\(seedText)): \
                \(rejectedCases) cases were rejected, the last because the generator \(error).
                Generate valid values directly instead of filtering most of them out.
                """
        case .failed(let counterexample):
            return failureDescription(counterexample, seedText: seedText)
        }
    }

    private func failureDescription(_ counterexample: Counterexample<Value>, seedText: String) -> String {
        var lines = [
            "Property \"\(name)\" failed on case \(counterexample.caseNumber) of \(requestedCases) (\(seedText)).",
            "",
            "Counterexample (after \(counterexample.shrinkSteps) shrink steps, "
                + "\(counterexample.shrinkAttempts) attempts):",
            "  " + counterexample.valueDescription,
        ]
        if let error = counterexample.error {
            lines.append("Error thrown: \(String(describing: error))")
        }
        lines.append("Original counterexample:")
        lines.append("  " + Self.truncated(counterexample.originalDescription))
        lines.append("")
        lines.append("Reproduce:")
        if let seed {
            lines.append(
                "  - rerun this test with \(PropertyCheck.seedVariable)=\(seed) "
                    + "\(PropertyCheck.iterationsVariable)=\(counterexample.caseNumber) in the environment")
        }
        lines.append(
            "  - or replay the shrunk case: PropertyCheck.replay(generator, choices: "
                + Self.truncated(String(describing: counterexample.choices)) + ") { ... }")
        return lines.joined(separator: "\n")
    }

    private static func truncated(_ text: String, limit: Int = 2_000) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "… (\(text.count) characters)"
    }
}

extension PropertyReport.Outcome: Sendable where Value: Sendable {}
extension PropertyReport: Sendable where Value: Sendable {}
