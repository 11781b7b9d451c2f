#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import QuartzCoreStandIn
    #else
        public import QuartzCore
    #endif
    import Foundation
    public import NavKitCore

    /// The display link both adapters draw their frames from (NavKitUIKit's controller and
    /// NavKitSwiftUI's stack): created paused, asking for up to 120 Hz (transitions follow the
    /// finger at ProMotion's rate; an iPhone app also needs `CADisableMinimumFrameDurationOnPhone`
    /// in its Info.plist to get more than 60), invalidated when released (a link keeps its target
    /// and fires until then), and each frame computed for the moment it is shown.
    ///
    /// A frame is shown at `targetTimestamp`, on the media clock (`CACurrentMediaTime()`); the
    /// callback runs some time after the previous frame's `timestamp`, so neither `timestamp` nor
    /// `targetTimestamp − timestamp` from now is that moment. The frame's time on the host's
    /// clock is its "now" plus the time left until the frame is shown:
    /// `clock.now + (targetTimestamp − mediaTime())`. A clock on the media time base (UIKit's)
    /// gets `targetTimestamp` itself; SwiftUI's `Date` clock gets the date the frame is shown.
    @MainActor
    public final class FrameDisplayLink {
        /// The Core Animation display link.
        public nonisolated(unsafe) let link: CADisplayLink
        private let target: Target

        /// Creates the link, paused, and adds it to the main run loop.
        /// - Parameters:
        ///   - clock: The host's clock: frame times are given on its time base.
        ///   - mediaTime: The media clock's current time (`CACurrentMediaTime()`, or the host's
        ///     clock when that is on the media time base).
        ///   - frame: Called on each display frame with the time the frame is shown.
        public init(
            clock: any NavigationClock, mediaTime: @escaping @MainActor () -> Double = { CACurrentMediaTime() },
            frame: @escaping @MainActor (Timestamp) -> Void
        ) {
            let target = Target { link in
                frame(clock.now + (Double(link.targetTimestamp) - mediaTime()))
            }
            #if os(Linux)
                let selector = Selector("frame:")
            #else
                let selector = #selector(Target.frame(_:))
            #endif
            link = CADisplayLink(target: target, selector: selector)
            self.target = target
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
            link.isPaused = true
            link.add(to: .main, forMode: .common)
        }

        /// Stops the link, which lets its target go.
        deinit {
            link.invalidate()
        }

        /// Whether frames are paused.
        public var isPaused: Bool {
            get { link.isPaused }
            set { link.isPaused = newValue }
        }
    }

    /// What the display link calls each frame (it keeps its target until invalidated).
    @MainActor
    private final class Target: NSObject {
        private let fired: @MainActor (CADisplayLink) -> Void

        init(_ fired: @escaping @MainActor (CADisplayLink) -> Void) {
            self.fired = fired
        }

        #if !os(Linux)
            @objc
        #endif
        func frame(_ link: CADisplayLink) { fired(link) }
    }

    #if os(Linux)
        extension Target: StandInDisplayLinkTarget {
            func standInDisplayLinkFired(_ link: CADisplayLink) { frame(link) }
        }
    #endif
#endif
