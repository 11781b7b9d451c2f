import NavKitProperties
import Testing

@Suite("Property runner")
struct PropertyCheckTests {
    @Test("A true property passes all requested cases")
    func passingProperty() {
        var calls = 0
        let report = PropertyCheck.run(Gen.int(in: 0...10), iterations: 250, seed: 1, environment: [:]) { x in
            calls += 1
            return (0...10).contains(x)
        }
        #expect(report.passed)
        #expect(report.testedCases == 250 && calls == 250)
        #expect(report.description == "Property \"property\" passed 250 cases (seed 1).")
    }

    @Test("Iterations and seed are read from the injected environment")
    func environmentOverrides() {
        let environment = [PropertyCheck.iterationsVariable: "37", PropertyCheck.seedVariable: "0x2A"]
        var seen: [Int] = []
        let report = PropertyCheck.run(Gen.int(in: 0...1_000), iterations: 5, seed: 9, environment: environment) { x in
            seen.append(x)
            return true
        }
        #expect(report.testedCases == 37)
        #expect(report.seed == 42)
        #expect(seen == (try? Gen.int(in: 0...1_000).samples(count: 37, seed: 42)))

        #expect(PropertyCheck.resolvedIterations(5, environment: [PropertyCheck.iterationsVariable: "oops"]) == 5)
        #expect(PropertyCheck.resolvedSeed(nil, name: "a", environment: [PropertyCheck.seedVariable: "123"]) == 123)
        #expect(PropertyCheck.resolvedSeed(7, name: "a", environment: [:]) == 7)
        #expect(PropertyCheck.resolvedSeed(nil, name: "a", environment: [:]) == 0xAF63_DC4C_8601_EC8C)
        #expect(
            PropertyCheck.resolvedSeed(nil, name: "a", environment: [:])
                != PropertyCheck.resolvedSeed(nil, name: "b", environment: [:]))
    }

    @Test("The process environment is read without Foundation; only the engine's variables are taken")
    func processEnvironment() {
        #expect(ProcessEnvironment.value(named: "PATH") != nil)
        #expect(ProcessEnvironment.value(named: "NAVKIT_SURELY_UNSET_VARIABLE_1234") == nil)
        let names = [PropertyCheck.iterationsVariable, PropertyCheck.seedVariable, FailureDatabase.directoryVariable]
        #expect(ProcessEnvironment.propertyVariableNames == names)
        #expect(ProcessEnvironment.propertyVariables().keys.allSatisfy(names.contains))
        let fake = [
            "NAVKIT_PROPERTY_ITERATIONS": "9", "NAVKIT_PROPERTY_SEED": "0x10", "NAVKIT_PROPERTY_DATABASE": "off",
        ]
        let variables = ProcessEnvironment.propertyVariables { fake[$0] ?? ($0 == "HOME" ? "/root" : nil) }
        #expect(variables == fake)
    }

    @Test("Generators are Sendable and checks can run concurrently")
    func concurrentChecks() async {
        let gen = Gen.array(of: .int(in: 0...10_000))
        let seeds: [UInt64] = Array(1...8)
        let parallel = await withTaskGroup(of: (UInt64, [Int]?).self) { group in
            for seed in seeds {
                group.addTask {
                    let report = PropertyCheck.run(gen, seed: seed, environment: [:]) { $0.reduce(0, +) <= 1000 }
                    return (seed, report.counterexample?.value)
                }
            }
            var results: [UInt64: [Int]?] = [:]
            for await (seed, value) in group { results[seed] = value }
            return results
        }
        for seed in seeds {
            let sequential = PropertyCheck.run(gen, seed: seed, environment: [:]) { $0.reduce(0, +) <= 1000 }
            #expect(parallel[seed] == .some(sequential.counterexample?.value))
        }
    }

    @Test("The same seed finds the same failure; the report explains how to reproduce it")
    func failureReport() throws {
        let gen = Gen.array(of: .int(in: 0...10_000))
        let first = PropertyCheck.run(gen, name: "sum", iterations: 200, seed: 42, environment: [:]) { xs in
            xs.reduce(0, +) <= 1000
        }
        let second = PropertyCheck.run(gen, name: "sum", iterations: 200, seed: 42, environment: [:]) { xs in
            xs.reduce(0, +) <= 1000
        }
        let counterexample = try #require(first.counterexample)
        #expect(counterexample.originalChoices == second.counterexample?.originalChoices)
        #expect(counterexample.caseNumber == second.counterexample?.caseNumber)
        #expect(counterexample.originalDescription == String(describing: counterexample.original))
        let text = first.description
        #expect(text.contains("Property \"sum\" failed on case \(counterexample.caseNumber) of 200 (seed 42)."))
        #expect(text.contains("  [1001]\n"))
        #expect(text.contains("NAVKIT_PROPERTY_SEED=42 NAVKIT_PROPERTY_ITERATIONS=\(counterexample.caseNumber)"))

        // Following the printed instructions reproduces the same counterexample.
        let environment = [
            PropertyCheck.seedVariable: "42", PropertyCheck.iterationsVariable: "\(counterexample.caseNumber)",
        ]
        let rerun = PropertyCheck.run(gen, name: "sum", seed: 1, environment: environment) { xs in
            xs.reduce(0, +) <= 1000
        }
        #expect(rerun.counterexample?.originalChoices == counterexample.originalChoices)
        #expect(text.contains("choices: [1, 1001]"))
    }

    @Test("Replaying a choice list reproduces the failure and the counterexample")
    func replayReproduces() throws {
        let gen = Gen.zip(Gen.array(of: .int(in: -50...50)), Gen.bool)
        let property: ((([Int], Bool))) -> Bool = { pair in !(pair.1 && pair.0.contains { $0 > 20 }) }
        let report = PropertyCheck.run(gen, iterations: 1_000, seed: 17, environment: [:], property: property)
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.value.0 == [21] && counterexample.value.1)

        let replayed = PropertyCheck.replay(gen, choices: counterexample.choices, property: property)
        let again = try #require(replayed.counterexample)
        #expect(again.valueDescription == counterexample.valueDescription)
        #expect(again.choices == counterexample.choices)
        #expect(again.shrinkSteps == 0)

        let original = PropertyCheck.replay(gen, choices: counterexample.originalChoices, property: property)
        #expect(original.counterexample?.valueDescription == counterexample.originalDescription)
        #expect(PropertyCheck.replay(gen, choices: [], property: property).passed)
    }

    @Test("The Swift Testing adapter returns the report of a passing property")
    func adapterPasses() throws {
        let report = expectProperty("abs is non-negative", Gen.int(in: -1_000...1_000), iterations: 300) { x in
            abs(x) >= 0
        }
        try #require(report.passed)
        verifyProperty("throwing form", Gen.array(of: Gen.bool)) { xs in
            if xs.count > 100 { throw PropertyViolation("too long") }
        }
    }

    @Test("The Swift Testing adapter records one issue with the whole report on failure, and none on success")
    func adapterRecordsIssue() throws {
        var issues: [(comment: String, line: Int)] = []
        let settings = PropertySettings(seed: 1, environment: [:], database: nil)
        let line = #line + 1
        let report = expectProperty(
            "planted bug", Gen.int(in: 0...1_000), settings: settings,
            recordIssue: { comment, location in issues.append((comment.rawValue, location.line)) },
            property: { x in x < 37 })
        #expect(report.counterexample?.value == 37)
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.line == line)
        #expect(issue.comment == report.description)
        #expect(issue.comment.contains("Property \"planted bug\" failed") && issue.comment.contains("  37\n"))

        verifyProperty(
            "no issue", Gen.bool, settings: settings, recordIssue: { _, _ in issues.append(("unexpected", 0)) },
            property: { _ in })
        #expect(issues.count == 1)
    }

    @Test("The Swift Testing adapters read the injected environment and key the database by location")
    func adapterSettings() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let environment = [
            PropertyCheck.iterationsVariable: "23", FailureDatabase.directoryVariable: directory.path,
        ]
        let report = expectProperty("classic", Gen.int(in: 0...9), iterations: 5, environment: environment) { _ in
            true
        }
        #expect(report.testedCases == 23)
        var issues = 0
        let settings = PropertySettings(seed: 1, environment: environment, database: nil)
        let line = #line + 1
        expectProperty(
            "saved", Gen.int(in: 0...1_000), settings: settings, recordIssue: { _, _ in issues += 1 },
            property: { $0 < 37 })
        let key = "saved @ NavKitPropertiesTests/PropertyCheckTests.swift:\(line)"
        #expect(FailureDatabase(directory: directory.path).entries(for: key) == [[37]])
        #expect(issues == 1)
    }
}
