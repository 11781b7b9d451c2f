import NavKit
import NavKitHost
import NavKitTesting
import Testing

@Suite("Screen lifecycle properties")
struct ScreenLifecyclePropertyTests {
    @Test(
        "random histories (push, pop, pop-to-root, set-stack, swipes finished, cancelled and caught, host appearance) keep UIKit's rules"
    )
    func abstractHistories() {
        var caught = 0
        var cancelled = 0
        let report = verifyProperty("lifecycle vs UIKit's rules", HistoryStep.histories(), iterations: 2_000) { steps in
            var player = try HistoryPlayer()
            defer {
                caught += player.caught
                cancelled += player.cancelled
            }
            try player.play(steps)
        }
        #expect(report.testedCases > 0)
        #expect(caught > report.testedCases / 4, "catches must actually happen")
        #expect(cancelled > report.testedCases / 10, "cancels must actually happen")
    }

    @Test("the driver keeps UIKit's rules on the real container through random operations, frames, swipes and touches")
    @MainActor
    func containerHistories() {
        let report = verifyProperty("driver lifecycle on the container", HostedStep.sequences(), iterations: 1_000) {
            steps in
            try HostedRun().play(steps)
        }
        #expect(report.testedCases > 0)
    }

    @Test("a driver that keeps a stale back-button title at rest is caught by the bar check")
    @MainActor
    func staleBackButtonTitleIsCaught() throws {
        let report = PropertyCheck.verify(
            HostedStep.sequences(), name: "stale back title", iterations: 1_000, seed: 16, environment: [:]
        ) { steps in
            let run = HostedRun()
            run.keepsStaleBackButton = true
            try run.play(steps)
        }
        let counterexample = try #require(report.counterexample)
        #expect("\(counterexample.error.map { "\($0)" } ?? "")".contains("the bar at rest shows"), "\(report)")
    }

    @Test(
        "a set-stack that a queued replace changes under it still gives the lifecycle a valid stack (found by the property above)"
    )
    @MainActor
    func setStackBlurredByQueue() throws {
        try HostedRun().play([
            .host(.appearing), .host(.appeared), .container(.push(1, animated: false)),
            .container(.push(2, animated: false)), .container(.beginSwipe), .container(.setStack([0], animated: true)),
            .container(.replaceTop(1, animated: false)),
        ])
    }

    @Test("a history that once broke the rules stays fixed", arguments: LifecycleRegressions.histories)
    func regressions(steps: [HistoryStep]) throws {
        var player = try HistoryPlayer()
        try player.play(steps)
    }
}

/// Histories the property tests once found; each stays as a regression.
enum LifecycleRegressions {
    static let histories: [[HistoryStep]] = [
        // A caught push cancelled: the pushed screen leaves again, balanced.
        [.host(.appearing), .host(.appeared), .push(1, animated: true), .catchRunning, .cancel],
        // The host disappears while a transition runs, then the transition finishes.
        [
            .host(.appearing), .host(.appeared), .push(1, animated: true), .host(.disappearing), .finish,
            .host(.disappeared),
        ],
    ]
}
