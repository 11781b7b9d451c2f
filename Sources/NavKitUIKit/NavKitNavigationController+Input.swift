#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
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

        /// One display frame: the driver ticks the container and applies the scene.
        /// - Parameter link: The display link.
        func displayLinkFired(_ link: CADisplayLink) {
            try? driver.frame(at: Timestamp(seconds: Double(link.timestamp)))
            updateStatusBarIfNeeded()
        }

        /// Creates the display link (paused until the driver needs frames).
        func startDisplayLink() {
            guard displayLink == nil else { return }
            #if canImport(UIKit)
                // Apple-only (not type-checked on Linux): the selector-based display link.
                let link = CADisplayLink(
                    target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.frame(_:)))
            #else
                let link = CADisplayLink(standInHandler: { [weak self] link in self?.displayLinkFired(link) })
            #endif
            link.isPaused = !driver.needsFrames
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
    }

    #if canImport(UIKit)
        /// Forwards display-link frames without the link retaining the controller.
        @MainActor
        private final class DisplayLinkTarget: NSObject {
            weak var controller: NavKitNavigationController?

            init(_ controller: NavKitNavigationController) {
                self.controller = controller
            }

            // Apple-only (not type-checked on Linux): the display link's selector target.
            @objc func frame(_ link: CADisplayLink) {
                controller?.displayLinkFired(link)
            }
        }
    #endif
#endif
