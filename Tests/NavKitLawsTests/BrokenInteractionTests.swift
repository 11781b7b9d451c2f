import NavKitCore
import NavKitLaws
import Testing

/// Every interaction law can fail: a deliberately broken interaction per law breaks exactly that
/// law, and the report blames the right thing on the simplest script.
@Suite("Broken interactions break exactly their law")
struct BrokenInteractionTests {
    static let expected: [InteractionLaws.Law: (subject: String, counterexample: String)] = [
        .progressClamped: ("progress", "update to -0.4, then finish at velocity 0"),
        .completesExactlyOnce: ("completions", "no update, then finish at velocity 0"),
        .endsAtItsTarget: ("final progress", "no update, then finish at velocity 0"),
        .boundedCompletion: ("completion time", "no update, then finish at velocity 0"),
        .refusesBadInput: ("update(non-finite)", "no update, then try nan"),
    ]

    @Test("the reference interaction keeps every law")
    func referenceKeepsEveryLaw() {
        let report = InteractionLaws.check(name: "reference", completionLimit: 0.35) {
            BrokenInteraction(breaking: nil)
        }
        #expect(report.passed, "\(report)")
    }

    @Test("exactly the broken law fails, and the report names it", arguments: InteractionLaws.Law.allCases)
    func exactlyThatLawFails(law: InteractionLaws.Law) throws {
        let name = "broken-\(law.id)"
        let report = InteractionLaws.check(name: name, completionLimit: 0.35, iterations: 60) {
            BrokenInteraction(breaking: law)
        }
        #expect(report.violations.map(\.lawID) == [law.id], "\(report)")
        let violation = try #require(report.violations.first)
        let want = try #require(Self.expected[law])
        #expect(violation.breach.subject == want.subject)
        #expect(violation.counterexample == want.counterexample)
        #expect(violation.reproduce.hasPrefix("swift package check-animator-laws \(name) --law \(law.id) --case "))
        let comments = report.issueComments(kind: "an interaction law").map(\.rawValue)
        #expect(comments.count == 1)
        #expect(comments.first?.hasPrefix("\(name) breaks an interaction law\n\(law.rawValue): ") == true)
    }

    @Test("the reproduce line's script replays the same breach", arguments: InteractionLaws.Law.allCases)
    func reproduceLineReplays(law: InteractionLaws.Law) throws {
        let report = InteractionLaws.check(name: "broken", completionLimit: 0.35, iterations: 60) {
            BrokenInteraction(breaking: law)
        }
        let violation = try #require(report.violations.first)
        let argument = try #require(violation.reproduce.split(separator: " ").last.map(String.init))
        let script = try InteractionLaws.Script(argument: argument)
        let replayed = InteractionLaws.check(name: "broken", law: law, script: script, completionLimit: 0.35) {
            BrokenInteraction(breaking: law)
        }
        #expect(replayed.violations.map(\.message) == [violation.message])
    }

    @Test("a completion reported on every later frame is counted, not listed")
    func repeatedCompletionsAreCounted() throws {
        let report = InteractionLaws.check(name: "chatty", iterations: 20) {
            BrokenInteraction(breaking: .completesExactlyOnce)
        }
        let message = try #require(report.violations.first?.message)
        #expect(
            message.hasPrefix("it completed 451 times (finished) within 4 s after finish(velocity: 0)"), "\(message)")
        #expect(message.hasSuffix("must complete exactly once, finished"))
    }

    @Test("bad calls are each tried on a copy, so one accepted call does not blame the next")
    func refusalsAreIndependent() throws {
        let report = InteractionLaws.check(name: "lenient", iterations: 50) {
            BrokenInteraction(breaking: .refusesBadInput)
        }
        let message = try #require(report.violations.first?.message)
        #expect(message == "update(nan) was accepted, must throw and change nothing")
    }
}
