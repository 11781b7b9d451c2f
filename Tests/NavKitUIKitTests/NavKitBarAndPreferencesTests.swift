#if os(Linux)
    import NavKit
    @testable import NavKitUIKit
    import Testing
    import UIKitStandIn

    @Suite("NavKitNavigationController on the UIKit stand-in: bar, preferences and input")
    @MainActor
    struct NavKitBarAndPreferencesTests {
        @Test("the bar lays out its labels: the previous title on the back button, the title centred")
        func barLabels() throws {
            let harness = NavigationHarness(rootTitle: "Inbox")
            harness.navigation.pushViewController(harness.screen("detail", title: "Message"), animated: false)
            let bar = harness.navigation.barView
            #expect(bar.primary.titleLabel.text == "Message")
            #expect(bar.primary.titleLabel.frame.midX == 195)
            #expect(bar.primary.backLabel.text == "Inbox")
            #expect(!bar.primary.backLabel.isHidden)
            #expect(bar.backButton.accessibilityLabel == "Inbox")
            #expect(bar.backButton.accessibilityTraits.contains(.button))
            #expect(bar.primary.backLabel.frame.maxX <= bar.primary.titleLabel.frame.minX)
            // The bar sits below the status bar; its background reaches the top edge.
            #expect(bar.frame.minY == 0 && bar.frame.height == 47 + 44)
        }

        @Test("a previous title too long to fit becomes \"Back\"; VoiceOver still hears the full title")
        func longBackTitle() {
            let harness = NavigationHarness(rootTitle: "All Conversations From Everyone")
            harness.navigation.pushViewController(harness.screen("detail", title: "Message Details"), animated: false)
            let bar = harness.navigation.barView
            #expect(bar.primary.backLabel.text == "Back")
            #expect(bar.backButton.accessibilityLabel == "All Conversations From Everyone")
        }

        @Test("a title set after the push renames the bar, and the back button of the screen above")
        func titleAfterPush() {
            let harness = NavigationHarness()
            let detail = harness.screen("detail", title: "Detail")
            harness.navigation.pushViewController(detail, animated: false)
            detail.navKit.title = "Message"
            let bar = harness.navigation.barView
            #expect(bar.primary.titleLabel.text == "Message")
            harness.navigation.pushViewController(harness.screen("reply", title: "Reply"), animated: false)
            #expect(bar.primary.backLabel.text == "Message")
        }

        @Test("during a push the two bar contents cross-fade")
        func barCrossFade() {
            let harness = NavigationHarness()
            harness.navigation.pushViewController(harness.screen("detail"), animated: true)
            harness.frames(8)
            let bar = harness.navigation.barView
            #expect(bar.primary.titleLabel.text == "Detail")
            #expect(bar.secondary.titleLabel.text == "Root")
            #expect(bar.primary.titleLabel.alpha > 0 && bar.primary.titleLabel.alpha < 1)
            #expect(abs(bar.primary.titleLabel.alpha + bar.secondary.titleLabel.alpha - 1) < 1e-9)
            harness.settle()
            #expect(bar.secondary.titleLabel.isHidden)
        }

        @Test(
            "FD-style preferences need no subclassing: a hidden bar, and content insets that follow each screen's own bar"
        )
        func barHiddenPreference() {
            let harness = NavigationHarness()
            let photo = harness.screen("photo")
            photo.navKit.prefersBarHidden = true
            harness.navigation.pushViewController(photo, animated: true)
            harness.settle()
            #expect(harness.navigation.barView.isHidden)
            #expect(photo.additionalSafeAreaInsets.top == 0)
            #expect(harness.root.additionalSafeAreaInsets.top == 44)
            photo.navKit.prefersBarHidden = false
            #expect(!harness.navigation.barView.isHidden)
        }

        @Test("a screen whose back gesture is disabled refuses the swipe; its back button still pops")
        func disabledGestureBackButton() {
            let harness = NavigationHarness()
            let canvas = harness.screen("canvas")
            canvas.navKit.backGesture = .disabled
            harness.navigation.pushViewController(canvas, animated: false)
            harness.drag(from: CGPoint(x: 5, y: 400), through: (1...6).map { CGPoint(x: 5 + Double($0) * 40, y: 400) })
            #expect(harness.navigation.topViewController === canvas)
            harness.navigation.barView.backButton.sendActions(for: .touchUpInside)
            harness.settle()
            #expect(harness.navigation.topViewController === harness.root)
        }

        @Test("Esc goes back; other keys go on up the responder chain")
        func escapeKey() {
            let harness = NavigationHarness()
            harness.navigation.pushViewController(harness.screen("detail"), animated: false)
            harness.navigation.pressesBegan(
                [UIPress(standInKey: UIKey(standInKeyCode: .keyboardB, characters: "b"))], with: nil)
            #expect(harness.navigation.container.transition == nil)
            harness.navigation.pressesBegan([UIPress(standInKey: UIKey(standInKeyCode: .keyboardEscape))], with: nil)
            #expect(harness.navigation.container.transition != nil)
            harness.settle()
            #expect(harness.navigation.topViewController === harness.root)
        }

        @Test("⌘[ goes back; VoiceOver's escape goes back and reports false on the root")
        func commandBracketAndVoiceOver() {
            let harness = NavigationHarness()
            harness.navigation.setViewControllers(
                [harness.root, harness.screen("a"), harness.screen("b")], animated: false)
            let press = UIPress(
                standInKey: UIKey(standInKeyCode: .keyboardOpenBracket, modifiers: .command, characters: "["))
            harness.navigation.pressesBegan([press], with: nil)
            harness.settle()
            #expect(harness.navigation.viewControllers.count == 2)
            #expect(harness.navigation.accessibilityPerformEscape())
            harness.settle()
            #expect(!harness.navigation.accessibilityPerformEscape())
        }

        @Test("the status bar follows the top screen's style")
        func statusBar() {
            let harness = NavigationHarness()
            let dark = harness.screen("dark")
            dark.navKit.statusBarStyle = .lightContent
            let updates = harness.navigation.standInStatusBarUpdates
            harness.navigation.pushViewController(dark, animated: true)
            harness.settle()
            #expect(harness.navigation.preferredStatusBarStyle == .lightContent)
            #expect(harness.navigation.standInStatusBarUpdates > updates)
        }

        @Test("Reduce Motion cross-fades a push in place")
        func reduceMotion() throws {
            let harness = NavigationHarness()
            harness.navigation.prefersReducedMotion = true
            let detail = harness.screen("detail")
            harness.navigation.pushViewController(detail, animated: true)
            harness.frames(8)
            let host = try #require(harness.hostView(of: detail))
            #expect(host.transform.isIdentity)
            #expect(host.alpha > 0 && host.alpha < 1)
        }

        @Test("a tap on a bar item reaches its screen by the item's identifier")
        func barItemTap() {
            let harness = NavigationHarness()
            let detail = harness.screen("detail")
            var tapped: [BarItemID] = []
            detail.navKit.trailingBarItems = [BarItem(id: "share", title: "Share"), BarItem(id: "edit", title: "Edit")]
            detail.navKit.onBarItemTap = { tapped.append($0) }
            harness.navigation.pushViewController(detail, animated: false)
            let buttons = harness.navigation.barView.primary.trailingButtons
            #expect(buttons.map { $0.title(for: .normal) } == ["Share", "Edit"])
            buttons[1].sendActions(for: .touchUpInside)
            #expect(tapped == ["edit"])
        }
    }
#endif
