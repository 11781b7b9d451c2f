// A client of NavKit as an app writes one: Swift 6 language mode, no upcoming features, no
// isolation annotations on the conformances. `.ci/run` builds it with warnings as errors.
import NavKit
import Testing

/// A main-actor screen controller, like every UIKit view controller, conforming to the
/// protocols a host implements exactly as it conforms to UIKit's delegates: `: NavigationObserver`,
/// not `: @MainActor NavigationObserver`.
@MainActor
final class ArticleController: NavigationObserver, BackInterceptor {
    private(set) var shown: [ScreenID] = []
    private(set) var diagnostics: [NavigationDiagnostic] = []
    var pagesBehind = 2

    func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) {
        shown.append(screen.id)
    }

    func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {
        diagnostics.append(diagnostic)
    }

    func shouldConsumeBack(on screen: ScreenID) -> Bool {
        guard pagesBehind > 0 else { return false }
        pagesBehind -= 1
        return true
    }
}

/// A host clock on the display link's time base, main-actor isolated like the display link.
final class DisplayClock: NavigationClock {
    var now: Timestamp = 10
}

@Suite("A Swift 6 main-actor client")
@MainActor
struct MainActorClientTests {
    @Test("main-actor observers, interceptors and clocks conform with the plain spelling and receive everything")
    func plainConformancesWork() throws {
        let clock = DisplayClock()
        let controller = ArticleController()
        let container = NavigationContainer(root: Screen(id: "feed"), clock: clock)
        container.addObserver(controller)
        try container.push(Screen(id: "article"), animated: false)
        container.setBackInterceptor(controller, for: "article")
        #expect(controller.shown == ["article"])

        // Two programmatic backs step back through the article's own pages, the third pops.
        for _ in 0..<2 {
            try container.handle(.started(at: clock.now))
            try container.handle(.cancelled(velocity: 0, at: clock.now))
        }
        #expect(controller.diagnostics == [.backGestureRefused(.intercepted), .backGestureRefused(.intercepted)])
        try container.handle(.started(at: clock.now))
        try container.handle(.committed(velocity: 2, at: clock.now))
        clock.now = clock.now + 1
        try container.tick()
        #expect(container.stack.map(\.id) == ["feed"])
        #expect(controller.shown == ["article", "feed"])
    }
}
