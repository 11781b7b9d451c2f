import NavKitCore
import NavKitLaws
import Testing

/// Every transition law can fail: a deliberately broken animator per law breaks exactly that
/// law, the report names it and its worst breach, the reproduce line replays it, and the Swift
/// Testing adapter records it.
@Suite("Broken animators break exactly their law")
struct BrokenAnimatorTests {
    /// What each broken animator's report must blame: the subject of the worst breach, and the
    /// shrunk case in the law's terms.
    static let expected: [TransitionLaw: (subject: String, counterexample: String)] = [
        .positiveDuration: ("duration", "push, left-to-right, 390×844"),
        .exactEndpoints: ("to.opacity", "push, left-to-right, 390×844"),
        .finiteAndInRange: ("to.opacity", "push, left-to-right, 390×844, progress 0.5"),
        .continuity: ("to.opacity", "push, left-to-right, 390×844"),
        .rightToLeftMirror: ("from.offset.dx", "push, 390×844, progress 0.5"),
        .determinism: ("to.offset.dx", "push, left-to-right, 390×844, progress 0.5"),
        .barEndpoints: ("bar.title.text", "push, left-to-right, 390×844, progress 0.5"),
        .symmetry: ("pop's from.offset.dx", "left-to-right, 390×844, progress 0.5"),
        .timingCurveEndpoints: ("curve(1)", "push, left-to-right, 390×844, progress 0.5"),
        .catchContinuity: ("to.offset.dx", "left-to-right, 390×844, progress 0.5"),
    ]

    @Test("the reference animator keeps every law")
    func referenceKeepsEveryLaw() {
        let report = TransitionLaws.check(BrokenAnimator(breaking: nil), name: "reference")
        #expect(report.passed, "\(report)")
        #expect(report.outcomes.allSatisfy { if case .passed = $0.outcome { true } else { false } })
    }

    @Test("exactly the broken law fails, and the report names it", arguments: TransitionLaw.allCases)
    func exactlyThatLawFails(law: TransitionLaw) throws {
        let name = "broken-\(law.id)"
        let report = TransitionLaws.check(BrokenAnimator(breaking: law), name: name, iterations: 60)
        #expect(report.violations.map(\.lawID) == [law.id], "\(report)")
        let failed = report.outcomes.filter { !$0.outcome.isAcceptable }.map(\.law)
        #expect(failed == [law.rawValue])
        let violation = try #require(report.violations.first)
        let want = try #require(Self.expected[law])
        #expect(violation.breach.subject == want.subject)
        #expect(violation.counterexample == want.counterexample)
        #expect(violation.reproduce.hasPrefix("swift package check-animator-laws \(name) --law \(law.id) --case "))
        #expect(report.description.contains("\(law.rawValue): \(violation.message)"))
    }

    @Test("the reproduce line's case replays the same breach", arguments: TransitionLaw.allCases)
    func reproduceLineReplays(law: TransitionLaw) throws {
        let report = TransitionLaws.check(BrokenAnimator(breaking: law), name: "broken", iterations: 60)
        let violation = try #require(report.violations.first)
        let argument = try #require(violation.reproduce.split(separator: " ").last.map(String.init))
        let replayed = TransitionLaws.check(
            BrokenAnimator(breaking: law), name: "broken", law: law, case: try TransitionLawCase(argument: argument))
        let again = try #require(replayed.violations.first)
        #expect(again.breach.subject == violation.breach.subject)
        #expect(again.reproduce == violation.reproduce)
        if law != .determinism {  // its values are random by design
            #expect(again.message == violation.message)
        }
        let correct = TransitionLaws.check(
            BrokenAnimator(breaking: nil), name: "reference", law: law, case: try TransitionLawCase(argument: argument))
        #expect(correct.passed)
    }

    @Test(
        "the Swift Testing adapter records one issue naming the plug-in and the law", arguments: TransitionLaw.allCases)
    func adapterRecordsTheViolation(law: TransitionLaw) {
        let report = TransitionLaws.check(BrokenAnimator(breaking: law), name: "broken-\(law.id)", iterations: 50)
        let comments = report.issueComments(kind: "a transition law").map(\.rawValue)
        #expect(comments.count == 1)
        #expect(comments.first?.hasPrefix("broken-\(law.id) breaks a transition law\n\(law.rawValue): ") == true)
        #expect(comments.first?.contains("reproduce: swift package check-animator-laws broken-\(law.id)") == true)
    }

    @Test("a passing report gives the adapter nothing to record")
    func adapterIsQuietWhenTheLawsHold() {
        let report = TransitionLaws.check(BrokenAnimator(breaking: nil), name: "reference", iterations: 20)
        #expect(report.issueComments(kind: "a transition law").isEmpty)
    }

    @Test("every broken animator is listed under its broken-<law> name")
    func namedSet() {
        #expect(BrokenAnimator.all.map(\.name) == TransitionLaw.allCases.map { "broken-\($0.id)" })
        #expect(BrokenAnimator.all.map(\.animator.law) == TransitionLaw.allCases)
    }
}
