#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif
    import NavKit
    import NavKitDisplayLink
    import NavKitHost

    extension NavKitNavigationController {
        /// The presses that do not go back (they go on up the responder chain).
        func pressesNotGoingBack(_ presses: Set<UIPress>) -> Set<UIPress> {
            presses.filter { press in
                guard let key = press.key else { return true }
                return !driver.handle(.key(KeyPress(key)))
            }
        }

        /// Starts frames: the shared ``NavKitDisplayLink/FrameDisplayLink`` (paused until the
        /// driver needs frames, up to 120 Hz), each frame computed for the moment it is shown
        /// (`targetTimestamp`, on the media time base this controller's clock is on): the driver
        /// ticks the container and applies the scene.
        func startDisplayLink() {
            guard frameLink == nil else { return }
            let clock = container.clock
            let link = FrameDisplayLink(
                clock: clock, mediaTime: { clock.now.seconds },
                frame: { [weak self] time in
                    guard let self else { return }
                    try? driver.frame(at: time)
                    updateStatusBarIfNeeded()
                })
            link.isPaused = !driver.needsFrames
            frameLink = link
        }

        /// Stops frames: the link is invalidated (it keeps its target until then).
        func stopDisplayLink() {
            frameLink?.link.invalidate()
            frameLink = nil
        }

        /// The Core Animation display link frames come from, while the controller shows.
        package var displayLink: CADisplayLink? { frameLink?.link }

        /// The view that carries a screen's view in ``screensView`` (its transform, alpha and
        /// clip are the screen's layer state), while the screen has one.
        /// - Parameter id: The screen.
        /// - Returns: Its host view, or `nil`.
        package func hostView(of id: ScreenID) -> UIView? { hostViews[id] }
    }
#endif
