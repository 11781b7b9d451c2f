import NavKitCore
import NavKitLaws
import Testing

/// A report names the worst breach over every layer and property, on a case in the law's terms.
@Suite("Worst breach and shrinking")
struct WorstBreachTests {
    @Test("a jump at half-way is blamed on the incoming screen's big opacity jump, not the small scale jump underneath")
    func biggestJumpWins() throws {
        let report = TransitionLaws.check(Jumpy(), name: "jumpy", iterations: 300)
        let violation = try #require(report.violations.first { $0.lawID == "continuity" })
        #expect(violation.breach.subject == "to.opacity")
        #expect(violation.message.contains("jumps from 0 to 1 between progress 0.499 and 0.5"))
        #expect(!violation.counterexample.contains("progress"), "the sweep covers every progress")
        #expect(violation.counterexample == "push, left-to-right, 390×844")
    }

    @Test("the worst out-of-range value is reported, whichever layer it is on")
    func worstOutOfRange() throws {
        let report = TransitionLaws.check(OutOfRange(), name: "out-of-range")
        let violation = try #require(report.violations.first { $0.lawID == "finite-and-in-range" })
        #expect(violation.message == "from.dimming = -0.6 at progress 0.5, must be in 0…1")
    }

    @Test("a mirror ignored on both layers is caught and only the mirror law breaks")
    func brokenMirror() throws {
        let report = TransitionLaws.check(OneWay(), name: "one-way")
        #expect(report.violations.map(\.lawID) == ["right-to-left-mirror"])
        let violation = try #require(report.violations.first)
        #expect(violation.message.contains("in right-to-left at progress 0.5, must be"))
        #expect(!violation.counterexample.contains("left-to-right"), "the law compares both layout directions")
    }

    @Test("a broken law on a checked animator keeps the other laws' outcomes")
    func otherLawsStillReported() {
        let report = TransitionLaws.check(Jumpy(), name: "jumpy", iterations: 50)
        #expect(report.outcomes.count == TransitionLaw.allCases.count)
        #expect(report.outcomes.first { $0.law == TransitionLaw.symmetry.rawValue }?.outcome.isAcceptable == true)
    }
}
