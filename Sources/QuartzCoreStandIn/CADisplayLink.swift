// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (`CACurrentMediaTime` is Apple's C name.)

// A stand-in for the QuartzCore subset the adapters use, compiled on Linux only. Like QuartzCore
// it re-exports CoreGraphics (and, through ObjectiveC, `NSObject`); every declaration is in
// scripts/standin-manifest.txt.
#if os(Linux)
    @_exported import CoreGraphicsStandIn
    import Foundation
    @_exported import ObjectiveCStandIn

    /// The current time of the media clock, which display links and touches are stamped with.
    public func CACurrentMediaTime() -> CFTimeInterval {
        ProcessInfo.processInfo.systemUptime
    }

    /// A range of frame rates, in frames per second, a display link asks for.
    public struct CAFrameRateRange: Equatable, Sendable {
        /// The lowest rate the animation looks right at.
        public var minimum: Float
        /// The highest rate it can use.
        public var maximum: Float
        /// The rate it prefers.
        public var preferred: Float?

        /// Creates a range.
        public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
            self.minimum = minimum
            self.maximum = maximum
            self.preferred = preferred
        }

        /// The range the system chooses itself (every field 0).
        public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
    }

    /// Stand-in only: what a display link's target does when the link fires. UIKit sends the
    /// link's selector to its target; the stand-in calls this on a target that conforms.
    @MainActor
    public protocol StandInDisplayLinkTarget: AnyObject {
        /// The display link fired (the stand-in sends no selector).
        func standInDisplayLinkFired(_ link: CADisplayLink)
    }

    /// A timer synchronised with the display's refresh. As on Apple platforms it keeps its target
    /// (strongly) until it is invalidated.
    open class CADisplayLink: NSObject {
        /// The time of the last frame shown.
        open private(set) var timestamp: CFTimeInterval = 0
        /// The time the next frame will be shown: what a frame is computed for.
        open private(set) var targetTimestamp: CFTimeInterval = 0
        /// The time between frames.
        open private(set) var duration: CFTimeInterval = 0
        /// Whether frames are paused.
        open var isPaused = false
        /// The frame rates the link asks for.
        open var preferredFrameRateRange = CAFrameRateRange.default
        /// Stand-in only: whether `invalidate()` was called.
        public private(set) var standInIsInvalidated = false
        /// Stand-in only: whether the link was added to a run loop.
        public private(set) var standInIsScheduled = false
        private var target: AnyObject?

        /// Creates a link that sends `sel` to `target` every frame (the stand-in calls
        /// ``StandInDisplayLinkTarget/standInDisplayLinkFired(_:)`` instead), keeping the target.
        /// (A convenience initializer, as Apple's `+displayLinkWithTarget:selector:` imports.)
        public convenience init(target: Any, selector sel: Selector) {
            self.init(keeping: target as AnyObject)
        }

        private init(keeping target: AnyObject) {
            self.target = target
            super.init()
        }

        /// Schedules the link.
        open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
            standInIsScheduled = true
            Self.scheduled.add(self)
        }

        /// Removes the link from every run loop and lets its target go.
        open func invalidate() {
            standInIsInvalidated = true
            target = nil
            Self.scheduled.remove(self)
        }

        /// The links added to a run loop and not invalidated (what the display fires).
        private static let scheduled = ScheduledLinks()

        /// Stand-in only: the display shows a frame: every scheduled link that is not paused fires.
        @MainActor
        public static func standInFireScheduledLinks(at time: CFTimeInterval, duration: CFTimeInterval = 1.0 / 60) {
            // Fired outside the lock: a link's target may add or invalidate links as it fires.
            for link in scheduled.links { link.standInFire(at: time, duration: duration) }
        }

        /// Stand-in only: delivers a frame shown at `time` whose successor shows `duration` later,
        /// as the display would, unless the link is paused, unscheduled or invalidated.
        @MainActor
        public func standInFire(at time: CFTimeInterval, duration: CFTimeInterval = 1.0 / 60) {
            guard !isPaused, standInIsScheduled, !standInIsInvalidated else { return }
            timestamp = time
            self.duration = duration
            targetTimestamp = time + duration
            (target as? any StandInDisplayLinkTarget)?.standInDisplayLinkFired(self)
        }
    }

    /// Stand-in only: the display's list of scheduled links, behind a lock — a link's owner may
    /// invalidate it from its `deinit`, on whatever thread let go of it last, while the main
    /// thread fires the display.
    private final class ScheduledLinks: @unchecked Sendable {
        private struct WeakLink {
            weak var link: CADisplayLink?
        }
        private let lock = NSLock()
        private var entries: [WeakLink] = []

        func add(_ link: CADisplayLink) {
            lock.withLock { entries.append(WeakLink(link: link)) }
        }

        func remove(_ link: CADisplayLink) {
            lock.withLock { entries.removeAll { $0.link === link || $0.link == nil } }
        }

        /// The links still alive, in the order they were added.
        var links: [CADisplayLink] { lock.withLock { entries.compactMap(\.link) } }
    }

    /// A layer of Core Animation; only the shadow, mask and corner properties the adapters set.
    open class CALayer: NSObject {
        /// The radius of the rounded corners of the layer's background (and of its mask).
        open var cornerRadius: CGFloat = 0
        /// The shadow's opacity.
        open var shadowOpacity: Float = 0
        /// The shadow's blur radius.
        open var shadowRadius: CGFloat = 3
        /// The shadow's offset.
        open var shadowOffset = CGSize(width: 0, height: -3)
        /// The shape of the shadow; `nil` makes Core Animation derive it from the layer's
        /// content, an offscreen pass every frame.
        open var shadowPath: CGPath?
        /// Whether sublayers are clipped to the bounds (and the shadow with them).
        open var masksToBounds = false

        /// Creates a layer.
        public override init() {
            super.init()
        }
    }
#endif
