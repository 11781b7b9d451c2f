import NavKitCommandLine
import NavKitCore
import NavKitLaws
import Testing

@MainActor
@Suite("navkit laws")
struct LawsCommandTests {
    @Test("one animator: its column and the percent-driven interaction's, every law passes, exit 0")
    func oneAnimator() {
        let run = ToolRun("laws", "fade", "--iterations", "20")
        #expect(run.status == 0, "\(run.errorText)")
        let header = run.text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.hasPrefix("law"))
        #expect(header.contains("fade"))
        #expect(header.contains("percent-driven"), "the interaction column stays")
        #expect(run.text.contains("exact endpoints"))
        #expect(run.text.contains("bounded completion"))
        #expect(run.text.hasSuffix("2 of 2 plug-ins keep every law"))
    }

    @Test("a broken animator fails with exit 1 and a report naming the law, the breach and a reproduce line")
    func brokenAnimator() {
        let run = ToolRun("laws", "broken-exact-endpoints", "--iterations", "30")
        #expect(run.status == 1)
        #expect(run.errorText == "navkit: 1 of 2 plug-ins break a law")
        #expect(
            run.text.contains(
                """
                broken-exact-endpoints — exact endpoints: to.opacity = 0.98 at progress 1, must be 1: the incoming screen ends at rest
                  case: push, left-to-right, 390×844
                  reproduce: swift run navkit laws broken-exact-endpoints --law exact-endpoints --case push,390x844
                """))
    }

    @Test(
        "a broken interaction fails with exit 1", arguments: ["broken-bounded-completion", "broken-progress-clamped"])
    func brokenInteraction(name: String) {
        let run = ToolRun("laws", name, "--iterations", "30")
        #expect(run.status == 1)
        #expect(run.text.contains("\(name) — "))
        #expect(run.text.contains("reproduce: swift run navkit laws \(name) --law "))
    }

    @Test("the reproduce line replays exactly the reported case, and it fails the same way")
    func reproduce() {
        let run = ToolRun(
            "laws", "broken-continuity", "--law", "continuity", "--case", "push,390x844")
        #expect(run.status == 1)
        #expect(run.text.contains("law         broken-continuity"))
        #expect(run.text.contains("continuity  FAIL"))
        #expect(run.text.contains("to.opacity jumps from 0 to 1 between progress 0.499 and 0.5"))
        let fine = ToolRun("laws", "fade", "--law", "continuity", "--case", "pop,rtl,1024x768")
        #expect(fine.status == 0)
        #expect(fine.text.hasSuffix("1 of 1 plug-ins keep every law"))
    }

    @Test("--law keeps only that row")
    func oneLaw() {
        let run = ToolRun("laws", "fade", "--law", "symmetry", "--iterations", "10")
        #expect(run.status == 0)
        let rows = run.text.split(separator: "\n").dropFirst().dropLast()
        #expect(rows.map { $0.split(separator: " ").first.map(String.init) } == ["push/pop"])
    }

    @Test("in a package runner, laws checks the package's own animators and reproduce lines name the plug-in")
    func packageRunner() {
        var tool = NavKitTool.packageRunner()
        tool.register(BrokenAnimator(breaking: .timingCurveEndpoints), as: "zoom")
        let run = ToolRun(["laws", "--iterations", "20"], tool: tool)
        #expect(run.status == 1)
        let header = run.text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.split(separator: " ").map(String.init) == ["law", "zoom"])
        #expect(run.text.contains("reproduce: swift package check-animator-laws zoom --law timing-curve-endpoints"))
        let list = ToolRun(["list"], tool: tool)
        #expect(list.text.contains("zoom"))
        #expect(list.text.contains("this package"))
    }
}
