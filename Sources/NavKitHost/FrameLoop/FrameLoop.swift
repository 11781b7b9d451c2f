public import NavKitCore

/// When a host's display callback should tick the container, and when it may stop.
///
/// A host keeps its display callback (`CADisplayLink`, `CVDisplayLink`, a vsync loop) paused
/// while nothing moves. It calls ``wake(at:)`` when something may need frames (a touch, a
/// navigation request, a size change) and resumes the callback when told to; on each frame it
/// asks ``frame(at:isBusy:)`` whether to tick or to pause. The loop keeps ticking while the
/// container is busy (a transition runs, a request waits, a finger is down) and for a short
/// ``linger`` after, so back-to-back requests do not start and stop the callback each time.
///
/// ```swift
/// if try loop.wake(at: now) { displayLink.isPaused = false }
/// // on each display frame:
/// switch try loop.frame(at: frameTime, isBusy: container.transition != nil) {
/// case .tick: apply(try container.tick(at: frameTime))
/// case .stop: displayLink.isPaused = true
/// }
/// ```
package struct FrameLoop: Hashable, Sendable {
    /// What to do with a display frame.
    package enum Decision: Hashable, Sendable {
        /// Tick the container and apply its scene.
        case tick
        /// Nothing moves: pause the display callback (no tick this frame).
        case stop
    }

    /// How long to keep ticking after the last busy frame or wake, in seconds.
    package let linger: Double
    /// Whether the host's display callback should be running.
    package private(set) var isRunning = false
    /// The last time something needed frames.
    private var lastActivity: Timestamp?
    /// The last frame's time.
    private var lastFrame: Timestamp?

    /// Creates a stopped loop.
    /// - Parameter linger: Seconds to keep ticking after activity ends; non-finite or negative
    ///   values count as 0.
    package init(linger: Double = 0.1) {
        self.linger = linger.isFinite ? max(0, linger) : 0
    }

    /// Something happened that may need frames.
    /// - Parameter time: When (a touch's or request's time; it may be slightly before the last
    ///   frame, which is fine).
    /// - Returns: `true` when the host must resume its display callback.
    /// - Throws: ``FrameLoopError/nonFiniteTime(_:)``; nothing changes then.
    package mutating func wake(at time: Timestamp) throws(FrameLoopError) -> Bool {
        guard time.isFinite else { throw .nonFiniteTime(time.seconds) }
        lastActivity = max(time, lastActivity ?? time)
        guard !isRunning else { return false }
        isRunning = true
        return true
    }

    /// A display frame arrived.
    /// - Parameters:
    ///   - time: The frame's time; finite and not before the previous frame's.
    ///   - isBusy: Whether the container needs frames now (a transition runs, a request waits,
    ///     a finger is down), asked before ticking.
    /// - Returns: Whether to tick, or to pause the display callback.
    /// - Throws: ``FrameLoopError``; nothing changes then.
    package mutating func frame(at time: Timestamp, isBusy: Bool) throws(FrameLoopError) -> Decision {
        guard time.isFinite else { throw .nonFiniteTime(time.seconds) }
        if let lastFrame, time < lastFrame { throw .timeWentBackwards(previous: lastFrame, received: time) }
        lastFrame = time
        if isBusy { lastActivity = time }
        if let lastActivity, isBusy || time - lastActivity <= linger {
            isRunning = true
            return .tick
        }
        isRunning = false
        return .stop
    }
}

/// Why a `FrameLoop` refused a time. A refused time changes nothing.
public enum FrameLoopError: Error, Hashable, Sendable {
    /// A NaN or infinite time.
    case nonFiniteTime(Double)
    /// A frame earlier than the previous frame.
    case timeWentBackwards(previous: Timestamp, received: Timestamp)
}
