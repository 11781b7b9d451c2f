import NavKitAnimators
import NavKitCore
import NavKitInteraction
import NavKitLaws
import Testing

/// NavKit's own plug-ins keep the laws a plug-in author's must keep.
@Suite("Built-in plug-ins keep the laws")
struct BuiltInPluginsTests {
    @Test("every registered animator keeps every transition law", arguments: AnimatorRegistry.standard.names)
    func animators(id: AnimatorID) throws {
        let animator = try #require(AnimatorRegistry.standard.animator(named: id))
        let exempt: [TransitionLaw: String] = id == .immediate ? [.continuity: "instant by design"] : [:]
        let report = expectTransitionLaws(animator, name: id.rawValue, exempt: exempt)
        #expect(report.outcomes.count == TransitionLaw.allCases.count)
    }

    @Test("the percent-driven interaction keeps every interaction law")
    func percentDriven() {
        let report = expectInteractionLaws(name: "percent-driven", completionLimit: 0.35) { PercentDrivenInteraction() }
        #expect(report.outcomes.count == InteractionLaws.Law.allCases.count)
    }
}
