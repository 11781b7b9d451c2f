#if os(Linux)
    import NavKit
    @testable import NavKitUIKit
    import Testing
    import UIKitStandIn

    /// A view that takes the keyboard focus, as a text field does.
    @MainActor
    final class FocusableView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    /// A screen that focuses its text field as it appears, as a compose screen does.
    @MainActor
    final class ComposeViewController: UIViewController {
        let field = FocusableView(frame: CGRect(x: 20, y: 120, width: 350, height: 44))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            field.becomeFirstResponder()
        }
    }

    /// A recognizer standing for a content scroll view's pan.
    @MainActor
    final class ContentPanRecognizer: UIGestureRecognizer {}

    @Suite("NavKitNavigationController's device behaviour, on the UIKit stand-in")
    @MainActor
    struct NavKitDeviceBehaviourTests {
        @Test("a text field the top screen focuses as it appears keeps the focus; with none, the controller takes it")
        func focusIsNotStolen() {
            let compose = ComposeViewController()
            let navigation = NavKitNavigationController(rootViewController: compose, clock: ManualClock())
            navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            navigation.viewDidLayoutSubviews()
            navigation.beginAppearanceTransition(true, animated: false)
            navigation.endAppearanceTransition()
            #expect(compose.field.isFirstResponder, "the keyboard stays up")
            #expect(!navigation.isFirstResponder)

            let harness = NavigationHarness()
            #expect(harness.navigation.isFirstResponder, "nothing else had the focus: back keys reach the controller")
        }

        @Test(
            "the touch forwarder passes every touch to UIKit's base class, which tracks it (the header's 'must call super')"
        )
        func touchMethodsCallSuper() {
            let harness = NavigationHarness()
            let touch = UITouch(standInLocation: CGPoint(x: 200, y: 400), timestamp: harness.clock.now.seconds)
            harness.forwarder.touchesBegan([touch], with: UIEvent())
            #expect(harness.forwarder.numberOfTouches == 1)
            touch.standInMove(to: CGPoint(x: 200, y: 420), at: harness.clock.now.seconds + 0.01, phase: .ended)
            harness.forwarder.touchesEnded([touch], with: UIEvent())
            #expect(harness.forwarder.numberOfTouches == 0)
        }

        @Test("a clipped screen still casts its shadow (the mask is on the content), along an explicit shadow path")
        func clipKeepsShadow() throws {
            let host = ScreenHostView(content: UIView())
            host.layOut(in: CGRect(x: 0, y: 0, width: 390, height: 844), direction: .leftToRight)
            host.layer.shadowOpacity = 0.4
            host.apply(LayerClip(top: 100, left: 20, bottom: 300, right: 20, cornerRadius: 16))
            #expect(host.standInDrawsShadow, "a mask on the shadow's own view would cut it away")
            let path = try #require(host.layer.shadowPath, "no shadow path: an offscreen pass every frame")
            #expect(path.standInRect == CGRect(x: 20, y: 100, width: 350, height: 444))
            #expect(path.standInCornerSize == CGSize(width: 16, height: 16))
            host.apply(.none)
            #expect(host.layer.shadowPath?.standInRect == CGRect(x: 0, y: 0, width: 390, height: 844))
        }

        @Test("every frame of a push that casts a shadow has a shadow path")
        func pushShadowHasPath() throws {
            let harness = NavigationHarness()
            let detail = harness.screen("detail")
            harness.navigation.pushViewController(detail, animated: true)
            harness.frames(8)
            let host = try #require(harness.hostView(of: detail))
            #expect(host.layer.shadowOpacity > 0)
            #expect(host.layer.shadowPath != nil && host.standInDrawsShadow)
        }

        @Test("bar buttons draw their titles in the 17 pt font the bar's layout measured them in")
        func barButtonFont() throws {
            let harness = NavigationHarness()
            let detail = harness.screen("detail")
            detail.navKit.trailingBarItems = [BarItem(id: "edit", title: "Edit")]
            harness.navigation.pushViewController(detail, animated: false)
            let button = try #require(harness.navigation.barView.primary.trailingButtons.first)
            #expect(button.titleLabel?.font.pointSize == NavKitBarView.buttonFont.pointSize)
            #expect(button.sizeThatFits(.zero).width <= button.frame.width, "the title fits where it was laid out")
        }

        @Test("the display link asks for up to 120 Hz, and each frame is computed for the time it is shown")
        func displayLinkTargetsShownTime() throws {
            let clock = ManualClock(now: Timestamp(seconds: 10))
            func pushing() -> NavKitNavigationController {
                let navigation = NavKitNavigationController(rootViewController: UIViewController(), clock: clock)
                navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
                navigation.viewDidLayoutSubviews()
                navigation.beginAppearanceTransition(true, animated: false)
                navigation.endAppearanceTransition()
                navigation.pushViewController(UIViewController(), animated: true)
                return navigation
            }
            let a = pushing()
            let b = pushing()
            let link = try #require(a.displayLink)
            #expect(link.preferredFrameRateRange.maximum == 120 && link.preferredFrameRateRange.preferred == 120)
            // a: the frame shown at 10.1, computed while the one at 10.05 is on screen.
            a.displayLink?.standInFire(at: 10.05, duration: 0.05)
            b.displayLink?.standInFire(at: 10.1, duration: 0)
            let progress = try #require(a.container.transition?.progress)
            let shownAt = try #require(b.container.transition?.progress)
            #expect(abs(progress - shownAt) < 1e-9 && progress > 0)
        }

        @Test("a released controller invalidates its display link, which lets its target go")
        func displayLinkInvalidatedOnRelease() throws {
            var link: CADisplayLink?
            weak var released: NavKitNavigationController?
            do {
                let harness = NavigationHarness()
                harness.navigation.pushViewController(harness.screen("detail"), animated: true)
                link = harness.navigation.displayLink
                released = harness.navigation
            }
            #expect(released == nil)
            #expect(link?.standInIsInvalidated == true, "a link keeps firing its target until it is invalidated")
        }

        @Test(
            "shared-element snapshots never force a screen update, and one flying to a screen never drawn is not blank")
        func snapshotsOfDrawnViews() throws {
            let harness = NavigationHarness()
            let thumbnail = UIView(frame: CGRect(x: 20, y: 500, width: 100, height: 80))
            harness.root.view.addSubview(thumbnail)
            harness.root.navKit.setSharedElement(thumbnail, as: "photo")
            harness.commit()
            let detail = harness.screen("detail")
            let hero = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
            detail.view.addSubview(hero)
            detail.navKit.setSharedElement(hero, as: "photo")
            harness.navigation.pushViewController(detail, animated: true)
            harness.frames(2)
            let snapshot = try #require(harness.navigation.sharedElementsView.subviews.first)
            #expect(!snapshot.standInIsBlankSnapshot)
            #expect(thumbnail.standInForcedScreenUpdates == 0 && hero.standInForcedScreenUpdates == 0)
        }

        @Test("a transition frame runs no layout pass: only transforms, alphas, masks and shadows change")
        func noLayoutPassPerFrame() {
            let harness = NavigationHarness()
            harness.navigation.pushViewController(harness.screen("detail"), animated: true)
            harness.frames(2)
            let pushStart = harness.layoutPasses
            harness.frames(10)
            #expect(harness.navigation.container.transition != nil, "still pushing")
            #expect(harness.layoutPasses - pushStart == 0, "layout passes in 10 push frames")

            harness.settle()
            let touch = harness.beginSwipe()
            harness.swipe(touch, through: 1...4)
            let swipeStart = harness.layoutPasses
            harness.swipe(touch, through: 5...14)
            #expect(harness.navigation.container.transition?.isInteractive == true, "still swiping")
            #expect(harness.layoutPasses - swipeStart == 0, "layout passes in 10 swipe frames")
        }

        @Test("nested in another NavKit controller's screen, the inner stack's top screen decides the status bar")
        func statusBarForwardedToNestedStack() {
            let harness = NavigationHarness()
            let inbox = harness.screen("inbox")
            inbox.navKit.statusBarStyle = .lightContent
            let inner = NavKitNavigationController(rootViewController: inbox, clock: harness.clock)
            _ = harness.pushTabs(showing: inner)
            #expect(harness.navigation.childForStatusBarStyle === inner)
            #expect(harness.navigation.standInResolvedStatusBarStyle == .lightContent)
        }

        /// A back swipe from the edge over a screen whose content pan has begun recognizing.
        private func swipeOverScrollingContent(cancelsTouchesInContent: Bool) throws -> (
            pan: ContentPanRecognizer, forwarder: UIGestureRecognizer, popped: Bool
        ) {
            let harness = NavigationHarness()
            try harness.navigation.container.setBackGestureConfiguration(
                BackGestureConfiguration(cancelsTouchesInContent: cancelsTouchesInContent))
            let detail = harness.screen("detail")
            harness.navigation.pushViewController(detail, animated: false)
            let pan = ContentPanRecognizer(target: nil, action: nil)
            detail.view.addGestureRecognizer(pan)
            let touch = UITouch(standInLocation: CGPoint(x: 5, y: 400), timestamp: harness.clock.now.seconds)
            touch.standInGestureRecognizers = [harness.forwarder, pan]
            harness.forwarder.touchesBegan([touch], with: UIEvent())
            pan.state = .began
            for step in 1...8 {
                harness.clock.advance(by: 1.0 / 60)
                touch.standInMove(to: CGPoint(x: 5 + 25 * Double(step), y: 402), at: harness.clock.now.seconds)
                harness.forwarder.touchesMoved([touch], with: UIEvent())
                if pan.state == .began || pan.state == .changed { pan.state = .changed }
                harness.frames(1)
            }
            let popping = harness.navigation.container.transition?.isInteractive == true
            return (pan, harness.forwarder, popping)
        }

        @Test(
            "when the back swipe takes the touch, content stops: the view's touches and its scroll view's pan are cancelled"
        )
        func swipeCancelsContent() throws {
            let result = try swipeOverScrollingContent(cancelsTouchesInContent: true)
            #expect(result.popped, "the swipe runs")
            #expect(result.pan.state == .cancelled, "the content scroll view stops scrolling under the swipe")
            #expect(result.forwarder.standInCancelledViewTouches == 1)
        }

        @Test("with cancelsTouchesInContent off, the content keeps its touch and its pan while the swipe runs")
        func swipeLeavesContentWhenAsked() throws {
            let result = try swipeOverScrollingContent(cancelsTouchesInContent: false)
            #expect(result.popped, "the swipe runs")
            #expect(result.pan.state == .changed)
            #expect(result.forwarder.standInCancelledViewTouches == 0)
            #expect(result.forwarder.state == .possible)
        }
    }
#endif
