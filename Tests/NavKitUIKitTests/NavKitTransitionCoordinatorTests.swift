#if os(Linux)
    import NavKit
    @testable import NavKitUIKit
    import Testing
    import UIKitStandIn

    /// A screen with a toolbar shown only while it is on top, faded in and out with its
    /// transitions by the alongside animation it registers in `viewWillAppear(_:)`, as a UIKit
    /// screen does with `transitionCoordinator`.
    @MainActor
    final class ToolbarViewController: UIViewController {
        let toolbar = UIView()
        var progress: [Double] = []
        var interactionChanges: [Bool] = []
        var completions: [AlongsideFrame] = []
        /// The toolbar's alpha when each completion ran (before any appearance call after it).
        var alphaAtCompletion: [CGFloat] = []
        var registered = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(toolbar)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            // Arriving: a push brings this screen in, a pop uncovers it.
            follow { $0 }
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            // Leaving: covered by a push, or popped.
            follow { 1 - $0 }
        }

        private func follow(_ alpha: @escaping (Double) -> Double) {
            guard let coordinator = navKit.transitionCoordinator else {
                toolbar.alpha = 1
                return
            }
            registered = true
            coordinator.animate(
                alongsideTransition: { [unowned self] frame in
                    progress.append(frame.progress)
                    toolbar.alpha = alpha(frame.progress)
                },
                completion: { [unowned self] in
                    completions.append($0)
                    alphaAtCompletion.append(toolbar.alpha)
                })
            coordinator.notifyWhenInteractionChanges { [unowned self] in interactionChanges.append($0.isInteractive) }
        }
    }

    @Suite("NavKitNavigationController on the UIKit stand-in: navKit.transitionCoordinator")
    @MainActor
    struct NavKitTransitionCoordinatorTests {
        @Test("at rest a view controller's navKit.transitionCoordinator is nil, as UIKit's is")
        func nilAtRest() {
            let harness = NavigationHarness()
            #expect(harness.root.navKit.transitionCoordinator == nil)
            #expect(harness.navigation.navKit.transitionCoordinator == nil)
        }

        @Test("a screen registering in viewWillAppear moves its toolbar with the push, frame by frame, to 1")
        func push() throws {
            let harness = NavigationHarness()
            let detail = ToolbarViewController()
            harness.navigation.pushViewController(detail, animated: true)
            #expect(detail.registered)
            #expect(harness.navigation.navKit.transitionCoordinator != nil)
            harness.frames(8)
            let progress = try #require(harness.navigation.container.scene.transition?.progress)
            #expect(progress > 0 && progress < 1)
            #expect(detail.toolbar.alpha == CGFloat(progress))
            harness.settle()
            #expect(detail.toolbar.alpha == 1)
            #expect(detail.completions.map(\.outcome) == [.finished])
            #expect(detail.navKit.transitionCoordinator == nil)
        }

        @Test("a cancelled swipe back returns the top screen's toolbar exactly where it was")
        func cancelledSwipe() {
            let harness = NavigationHarness()
            let detail = ToolbarViewController()
            harness.navigation.pushViewController(detail, animated: false)
            harness.settle()
            #expect(detail.toolbar.alpha == 1)
            harness.drag(
                from: CGPoint(x: 5, y: 400),
                through: [CGPoint(x: 25, y: 400), CGPoint(x: 45, y: 400), CGPoint(x: 80, y: 400)], step: 0.2)
            #expect(harness.navigation.viewControllers.count == 2)
            #expect(detail.registered)
            #expect(detail.progress.contains { $0 > 0.1 })
            #expect(detail.interactionChanges == [true, false])
            #expect(detail.completions.map(\.outcome) == [.cancelled])
            #expect(detail.alphaAtCompletion == [1])
            #expect(detail.toolbar.alpha == 1)
        }
    }
#endif
