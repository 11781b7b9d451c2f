#if os(Linux)
    import NavKit
    @testable import NavKitUIKit
    import Testing
    import UIKitStandIn

    /// A leave guard with a fixed answer that records the reasons it was asked for.
    @MainActor
    final class TabGuard: LeaveGuard {
        var decision: LeaveDecision
        var reasons: [LeaveReason] = []

        init(_ decision: LeaveDecision) {
            self.decision = decision
        }

        func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
            reasons.append(request.reason)
            return decision
        }
    }

    @Suite("NavKitNavigationController in a UITabBarController on the stand-in: re-tapping a tab")
    @MainActor
    struct NavKitTabReselectionTests {
        /// The harness's controller as the first of two tabs, three screens deep, with NavKit's
        /// tab bar controller delegate.
        func tabs(_ harness: NavigationHarness) -> (UITabBarController, NavKitTabBarControllerDelegate) {
            let tabs = UITabBarController()
            let delegate = NavKitTabBarControllerDelegate()
            let other = NavKitNavigationController(rootViewController: harness.screen("archive"), clock: harness.clock)
            tabs.viewControllers = [harness.navigation, other]
            tabs.delegate = delegate
            harness.navigation.pushViewController(harness.screen("list"), animated: false)
            harness.navigation.pushViewController(harness.screen("detail"), animated: false)
            harness.settle()
            return (tabs, delegate)
        }

        @Test("re-tapping the selected tab pops its stack to the root; switching tabs pops nothing")
        func reTapPopsToRoot() {
            let harness = NavigationHarness()
            let (tabs, delegate) = tabs(harness)
            tabs.standInTap(1)
            tabs.standInTap(0)
            harness.settle()
            #expect(harness.navigation.viewControllers.count == 3, "selecting a tab is not a re-tap")
            tabs.standInTap(0)
            #expect(harness.navigation.container.transition?.context.operation == .pop, "animated")
            harness.settle()
            #expect(harness.navigation.viewControllers == [harness.root])
            #expect(tabs.selectedIndex == 0)
            withExtendedLifetime(delegate) {}
        }

        @Test("a guarded screen is asked first; denying, it keeps the stack")
        func guardDenies() throws {
            let harness = NavigationHarness()
            let (tabs, delegate) = tabs(harness)
            let form = TabGuard(.deny)
            let top = try #require(harness.navigation.topViewController)
            let id = try #require(harness.navigation.screenID(of: top))
            harness.navigation.container.setLeaveGuard(form, for: id)
            tabs.standInTap(0)
            harness.settle()
            #expect(form.reasons == [.reselectTab])
            #expect(harness.navigation.viewControllers.count == 3)
            form.decision = .allow
            tabs.standInTap(0)
            harness.settle()
            #expect(harness.navigation.viewControllers == [harness.root])
            withExtendedLifetime(delegate) {}
        }
    }
#endif
