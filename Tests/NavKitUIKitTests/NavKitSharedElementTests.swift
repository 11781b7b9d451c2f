#if os(Linux)
    import NavKit
    @testable import NavKitUIKit
    import Testing
    import UIKitStandIn

    @Suite("NavKitNavigationController on the UIKit stand-in: shared elements")
    @MainActor
    struct NavKitSharedElementTests {
        @Test("registered views fly as a snapshot above the screens, the originals hidden, and show again on landing")
        func snapshotFlies() throws {
            let harness = NavigationHarness()
            let thumbnail = UIView(frame: CGRect(x: 20, y: 500, width: 100, height: 80))
            thumbnail.layer.cornerRadius = 8
            harness.root.view.addSubview(thumbnail)
            harness.root.navKit.setSharedElement(thumbnail, as: "photo")
            let detail = harness.screen("detail")
            let hero = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
            detail.view.addSubview(hero)
            detail.navKit.setSharedElement(hero, as: "photo")
            #expect(detail.navKit.preferences.sharedElements == ["photo"])
            harness.navigation.pushViewController(detail, animated: true)
            let first = try #require(harness.navigation.container.scene.sharedElements.first)
            #expect(first.frame == Rect(x: 20, y: 500, width: 100, height: 80), "resolved from the registered views")
            #expect(first.cornerRadius == 8)
            harness.frames(10)
            let snapshot = try #require(harness.navigation.sharedElementsView.subviews.first)
            let layer = try #require(harness.navigation.container.scene.sharedElements.first)
            #expect(snapshot.frame == CGRect(layer.frame))
            #expect(snapshot.clipsToBounds && snapshot.layer.cornerRadius == CGFloat(layer.cornerRadius))
            #expect(thumbnail.isHidden && hero.isHidden)
            harness.settle()
            #expect(harness.navigation.sharedElementsView.subviews.isEmpty)
            #expect(!thumbnail.isHidden && !hero.isHidden)
        }

        @Test("removing a registration takes the element out of the screen's preferences")
        func unregister() {
            let screen = UIViewController()
            let view = UIView()
            screen.navKit.setSharedElement(view, as: "a")
            screen.navKit.setSharedElement(UIView(), as: "b")
            screen.navKit.setSharedElement(view, as: "a")
            #expect(screen.navKit.sharedElements == ["a", "b"])
            screen.navKit.setSharedElement(nil, as: "a")
            #expect(screen.navKit.sharedElements == ["b"])
            #expect(screen.navKit.sharedElementView("a") == nil)
        }
    }
#endif
