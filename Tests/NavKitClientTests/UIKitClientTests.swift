// The same client with UIKit's spelling: a view controller that is also a NavKit observer and
// back interceptor, declared exactly as an iOS app declares one, in Swift 6 mode with no
// upcoming features. On Linux it compiles against UIKitStandIn (the UIKit subset NavKitUIKit
// uses); `.ci/run` builds this target with warnings as errors.
#if os(iOS) || os(visionOS) || os(Linux)
    import NavKit
    import NavKitUIKit
    import Testing
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// A profile screen with unsaved edits: it logs what NavKit and UIKit tell it, and consumes the
    /// first back (to ask about the edits) before letting the next one pop.
    final class ProfileViewController: UIViewController, NavigationObserver, BackInterceptor {
        private(set) var events: [String] = []
        var hasUnsavedEdits = true

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            events.append("viewWillAppear")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            events.append("viewDidDisappear")
        }

        func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) {
            events.append("didShow \(screen.title)")
        }

        func navigationContainer(
            _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
        ) {
            events.append("didEnd \(context.operation) \(outcome)")
        }

        func shouldConsumeBack(on screen: ScreenID) -> Bool {
            guard hasUnsavedEdits else { return false }
            hasUnsavedEdits = false
            events.append("asked to discard edits")
            return true
        }
    }

    @Suite("A Swift 6 UIKit client")
    @MainActor
    struct UIKitClientTests {
        @Test(
            "a view controller conforms to NavigationObserver and BackInterceptor plainly and receives NavKit's and UIKit's events"
        )
        func viewControllerClient() throws {
            let clock = ManualClock(now: 100)
            let home = UIViewController()
            home.title = "Home"
            let navigation = NavKitNavigationController(rootViewController: home, clock: clock)
            _ = navigation.view
            navigation.beginAppearanceTransition(true, animated: false)
            navigation.endAppearanceTransition()

            let profile = ProfileViewController()
            profile.title = "Profile"
            navigation.container.addObserver(profile)
            navigation.pushViewController(profile, animated: false)
            let id = try #require(navigation.screenID(of: profile))
            navigation.container.setBackInterceptor(profile, for: id)

            #expect(
                navigation.accessibilityPerformEscape(),
                "the first back is taken by the screen: it asks about the edits")
            #expect(navigation.topViewController === profile)
            #expect(navigation.accessibilityPerformEscape(), "the second pops")
            for _ in 0..<60 {
                clock.advance(by: 1.0 / 60)
                try navigation.driver.frame(at: clock.now)
            }
            #expect(navigation.topViewController === home)
            #expect(
                profile.events == [
                    "viewWillAppear", "didShow Profile", "asked to discard edits", "didShow Home", "viewDidDisappear",
                    "didEnd pop finished",
                ])
        }
    }
#endif
