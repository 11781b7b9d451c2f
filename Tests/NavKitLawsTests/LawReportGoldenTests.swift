import NavKitCore
import NavKitLaws
import Testing

/// The wording of law reports, pinned: a person must be able to act on them.
@Suite("Law reports read well")
struct LawReportGoldenTests {
    @Test("a continuity report names the biggest jump, the case without progress, and a reproduce line")
    func continuity() throws {
        let report = TransitionLaws.check(BrokenAnimator(breaking: .continuity), name: "zoom")
        let violation = try #require(report.violations.first)
        #expect(
            violation.description == """
                continuity: to.opacity jumps from 0 to 1 between progress 0.499 and 0.5, where a change of at most \
                0.01172 is allowed
                  case: push, left-to-right, 390×844
                  reproduce: swift package check-animator-laws zoom --law continuity --case push,390x844
                """)
    }

    @Test("an endpoint report says what was expected of which screen")
    func endpoints() throws {
        let report = TransitionLaws.check(
            BrokenAnimator(breaking: .exactEndpoints), name: "zoom", reproduceCommand: "swift run navkit laws")
        let violation = try #require(report.violations.first)
        #expect(
            violation.description == """
                exact endpoints: to.opacity = 0.98 at progress 1, must be 1: the incoming screen ends at rest
                  case: push, left-to-right, 390×844
                  reproduce: swift run navkit laws zoom --law exact-endpoints --case push,390x844
                """)
    }

    @Test("the whole report: a table line per law, then each violation indented")
    func wholeReport() {
        let report = TransitionLaws.check(BrokenAnimator(breaking: .finiteAndInRange), name: "bulge", iterations: 50)
        let lines = report.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "bulge: 1 law(s) broken")
        #expect(lines.count == 1 + TransitionLaw.allCases.count + 3)
        #expect(lines[3] == "  finite values, opacity in 0…1  FAIL: to.opacity = 1.2 at progress 0.5, must be in 0…1")
        #expect(
            Array(lines.suffix(3)) == [
                "  finite values, opacity in 0…1: to.opacity = 1.2 at progress 0.5, must be in 0…1",
                "    case: push, left-to-right, 390×844, progress 0.5",
                "    reproduce: swift package check-animator-laws bulge --law finite-and-in-range --case push,390x844,p=0.5",
            ])
    }

    @Test("a passing report is one line per law under a summary")
    func passingTable() {
        let report = TransitionLaws.check(BrokenAnimator(breaking: nil), name: "reference", iterations: 20)
        let lines = report.description.split(separator: "\n")
        #expect(lines.first == "reference: all laws hold")
        #expect(lines.count == 1 + TransitionLaw.allCases.count)
        #expect(lines[1] == "  positive finite duration       pass (20 cases)")
    }
}
