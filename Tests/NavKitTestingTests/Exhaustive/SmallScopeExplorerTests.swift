import NavKit
import NavKitTesting
import Testing

@Suite("Exhaustive small-scope checking of the machines")
struct SmallScopeExplorerTests {
    @Test("every sequence of up to 5 abstract events keeps every invariant, and the explorer reaches many states")
    func machinesHoldUp() {
        // CI goes deeper in release: `navkit explore --depth 6`.
        let report = SmallScopeExplorer().explore(maxDepth: 5)
        #expect(report.violation == nil, "\(report)")
        #expect(report.depth == 5)
        #expect(report.distinctStates > 10_000, "\(report)")
    }

    @Test("a planted double completion is found, at its shortest depth: a push, then frames until it ends")
    func findsDoubleCompletion() throws {
        let explorer = SmallScopeExplorer(events: [.push, .tick, .pop], planting: .doubleCompletion)
        let report = explorer.explore(maxDepth: 14)
        let violation = try #require(report.violation)
        #expect(violation.message == "invariant 3: a request completed twice")
        #expect(violation.events.first == .push)
        #expect(violation.events.last == .tick)
        // Shortest: one level less finds nothing (the 0.5 s push needs that many 50 ms events).
        #expect(explorer.explore(maxDepth: violation.events.count - 1).violation == nil)
    }

    @Test("a planted stall after a cancel is found: catch a push, throw it back, with a request queued behind it")
    func findsStallAfterCancel() throws {
        let report = SmallScopeExplorer(
            events: [.push, .pop, .tick, .downMidScreen, .moveTrailing, .lift], planting: .queueStallsAfterCancel
        ).explore(maxDepth: 12)
        let violation = try #require(report.violation)
        #expect(violation.message.hasPrefix("invariant 2"))
        #expect(Set(violation.events).isSuperset(of: [.push, .downMidScreen, .lift]))
    }
}
