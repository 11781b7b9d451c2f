import NavKitProperties
import Testing

@Suite("Explicit examples, assume, labels and coverage")
struct RunFeatureTests {
    static let settings = PropertySettings(iterations: 300, seed: 5, environment: [:], database: nil)

    @Test("Explicit examples run first; a failing one is reported as it is, without shrinking")
    func explicitExamples() throws {
        var seen: [[Int]] = []
        let passing = PropertyCheck.run(
            Gen.array(of: .int(in: 0...9)), name: "examples", settings: Self.settings, examples: [[42], [7, 7]]
        ) { xs in
            seen.append(xs)
            return true
        }
        #expect(passing.passed && passing.examplesChecked == 2 && passing.testedCases == 300)
        #expect(Array(seen.prefix(2)) == [[42], [7, 7]])

        let failing = PropertyCheck.run(
            Gen.array(of: .int(in: 0...9)), name: "examples", settings: Self.settings, examples: [[1], [500, 3]]
        ) { xs in xs.allSatisfy { $0 < 100 } }
        let counterexample = try #require(failing.counterexample)
        #expect(counterexample.origin == .explicitExample)
        #expect(counterexample.value == [500, 3] && counterexample.caseNumber == 2 && counterexample.choices.isEmpty)
        #expect(failing.testedCases == 0)
        #expect(failing.description.hasPrefix("Property \"examples\" failed on explicit example 2."))
    }

    @Test("assume rejects cases: they are not tested, not shrunk into, and too many give up")
    func assumeRejectsCases() throws {
        var tested = 0
        let report = PropertyCheck.verify(Gen.int(in: -100...100), name: "assume", settings: Self.settings) { x in
            try assume(x != 0)
            tested += 1
            if x == 0 { throw PropertyViolation("saw a rejected case") }
        }
        #expect(report.passed && report.testedCases == 300 && tested == 300)
        #expect(report.rejectedCases > 0)

        let shrunk = PropertyCheck.verify(Gen.int(in: 0...1_000), name: "assume", settings: Self.settings) { x in
            try assume(x % 2 == 1)
            if x > 10 { throw PropertyViolation("too big") }
        }
        #expect(shrunk.counterexample?.value == 11, "\(shrunk)")

        let impossible = PropertyCheck.verify(Gen.int(in: 0...1_000), name: "assume", settings: Self.settings) { _ in
            try assume(false, "never")
        }
        guard case .gaveUp(.unsatisfiedAssumption(_, let reason)) = impossible.outcome else {
            Issue.record("expected to give up: \(impossible)")
            return
        }
        #expect(reason == "never")
        #expect(impossible.description.contains("gave up after 0 of 300 cases"))
    }

    @Test("Labels are counted over the tested cases and listed in the report")
    func labels() {
        let report = PropertyCheck.run(
            Gen.array(of: .int(in: 0...9), length: 0...3), name: "labels", settings: Self.settings,
            classify: { xs in xs.isEmpty ? ["empty"] : ["non-empty", xs.count == 3 ? "full" : "partial"] },
            property: { _ in true })
        #expect(report.labels["empty", default: 0] + report.labels["non-empty", default: 0] == 300)
        #expect(report.labels["full", default: 0] + report.labels["partial", default: 0] == report.labels["non-empty"])
        #expect(report.labels["empty", default: 0] > 0 && report.labels["full", default: 0] > 0)
        #expect(report.description.contains("Labels (of 300 tested cases):"))
        #expect(report.isAcceptable)
    }

    @Test("An unmet coverage requirement makes the run unacceptable and is recorded by the adapter")
    func coverageRequirements() {
        var settings = Self.settings
        settings.coverage = [CoverageRequirement("big", atLeast: 50), CoverageRequirement("any", atLeast: 100)]
        var issues: [String] = []
        let report = expectProperty(
            "coverage", Gen.int(in: 0...1_000), settings: settings,
            classify: { x in x > 900 ? ["big", "any"] : ["any"] },
            recordIssue: { comment, _ in issues.append(comment.rawValue) }, property: { _ in true })
        #expect(report.passed && !report.isAcceptable)
        #expect(report.unmetCoverage == [CoverageRequirement("big", atLeast: 50)])
        #expect(issues.count == 1)
        #expect(issues.first?.contains("Coverage not met: \"big\" in at least 50% of cases") == true)

        settings.coverage = [CoverageRequirement("big", atLeast: 2)]
        let met = expectProperty(
            "coverage", Gen.int(in: 0...1_000), settings: settings, classify: { x in x > 900 ? ["big"] : [] },
            recordIssue: { comment, _ in issues.append(comment.rawValue) }, property: { _ in true })
        #expect(met.isAcceptable && issues.count == 1)
    }

    @Test("A case that fails once and passes when rerun is reported as flaky, not shrunk")
    func flakyProperties() throws {
        var calls = 0
        let report = PropertyCheck.run(Gen.int(in: 0...9), name: "flaky", settings: Self.settings) { _ in
            calls += 1
            return calls != 3
        }
        let counterexample = try #require(report.counterexample)
        let flaky = try #require(counterexample.error as? FlakyProperty)
        #expect(counterexample.caseNumber == 3 && counterexample.shrinkAttempts == 0)
        #expect("\(flaky)".contains("passed when it was rerun"))
    }
}
