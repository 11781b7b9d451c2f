// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// (These are Apple's C and Objective-C names.)

#if os(Linux)
    /// The current time of the media clock, which display links and touches are stamped with.
    public func CACurrentMediaTime() -> CFTimeInterval {
        ProcessInfo.processInfo.systemUptime
    }

    /// A timer synchronised with the display's refresh.
    open class CADisplayLink {
        /// The time of the last frame shown.
        open private(set) var timestamp: CFTimeInterval = 0
        /// The time the next frame will be shown.
        open private(set) var targetTimestamp: CFTimeInterval = 0
        /// Whether frames are paused.
        open var isPaused = false
        /// Stand-in only: whether `invalidate()` was called.
        public private(set) var standInIsInvalidated = false
        /// Stand-in only: whether the link was added to a run loop.
        public private(set) var standInIsScheduled = false
        private let handler: (@MainActor (CADisplayLink) -> Void)?

        /// Creates a link that sends `sel` to `target` every frame (the stand-in never sends it).
        public init(target: Any, selector sel: Selector) {
            handler = nil
        }

        /// Stand-in only: a link that calls a closure every frame `standInFire(at:)` delivers.
        public init(standInHandler handler: @escaping @MainActor (CADisplayLink) -> Void) {
            self.handler = handler
        }

        /// Schedules the link.
        open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
            standInIsScheduled = true
        }

        /// Removes the link from every run loop.
        open func invalidate() {
            standInIsInvalidated = true
        }

        /// Stand-in only: delivers a frame at a time, as the display would, unless paused,
        /// unscheduled or invalidated.
        @MainActor
        public func standInFire(at time: CFTimeInterval, duration: CFTimeInterval = 1.0 / 60) {
            guard !isPaused, standInIsScheduled, !standInIsInvalidated else { return }
            timestamp = time
            targetTimestamp = time + duration
            handler?(self)
        }
    }

    /// Accessibility settings.
    public enum UIAccessibility {
        /// Whether the user turned on Reduce Motion (stand-in: never).
        @MainActor public static var isReduceMotionEnabled: Bool { false }
        /// Posted when Reduce Motion changes.
        public static let reduceMotionStatusDidChangeNotification = Notification.Name(
            "UIAccessibilityReduceMotionStatusDidChangeNotification")
    }
#endif
