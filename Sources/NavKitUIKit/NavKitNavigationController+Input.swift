#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif
    import NavKit
    import NavKitHost

    extension NavKitNavigationController {
        /// The presses that do not go back (they go on up the responder chain).
        func pressesNotGoingBack(_ presses: Set<UIPress>) -> Set<UIPress> {
            presses.filter { press in
                guard let key = press.key else { return true }
                return !driver.handle(.key(KeyPress(key)))
            }
        }

        /// One display frame, computed for the moment it will be shown (`targetTimestamp`, not
        /// `timestamp`, the previous frame's): the driver ticks the container and applies the scene.
        /// - Parameter link: The display link.
        func displayLinkFired(_ link: CADisplayLink) {
            try? driver.frame(at: Timestamp(seconds: Double(link.targetTimestamp)))
            updateStatusBarIfNeeded()
        }

        /// Creates the display link (paused until the driver needs frames), asking for up to
        /// 120 Hz: transitions follow the finger at ProMotion's rate (an iPhone app also needs
        /// `CADisableMinimumFrameDurationOnPhone` in its Info.plist to get more than 60).
        func startDisplayLink() {
            guard displayLink == nil else { return }
            #if os(Linux)
                let selector = Selector("frame:")
            #else
                let selector = #selector(DisplayLinkTarget.frame(_:))
            #endif
            let link = CADisplayLink(target: DisplayLinkTarget(self), selector: selector)
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
            link.isPaused = !driver.needsFrames
            link.add(to: .main, forMode: .common)
            displayLink = link
        }

        /// Invalidates the display link (it keeps its target until then).
        func stopDisplayLink() {
            displayLink?.invalidate()
            displayLink = nil
        }
    }

    /// Forwards display-link frames without the link retaining the controller (a link keeps its
    /// target until it is invalidated).
    @MainActor
    final class DisplayLinkTarget: NSObject {
        weak var controller: NavKitNavigationController?

        init(_ controller: NavKitNavigationController) {
            self.controller = controller
        }

        #if !os(Linux)
            @objc
        #endif
        func frame(_ link: CADisplayLink) {
            controller?.displayLinkFired(link)
        }
    }

    #if os(Linux)
        extension DisplayLinkTarget: StandInDisplayLinkTarget {
            func standInDisplayLinkFired(_ link: CADisplayLink) { frame(link) }
        }
    #endif
#endif
