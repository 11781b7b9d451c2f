import NavKit

/// The host's own back swipe, used until the container's touch API lands on main.
///
/// A deliberately small stand-in with the shape of `NavigationGestures`: it decides at the first
/// 10 pt of movement (root, running transition, policy, direction, edge zone, scroll regions,
/// interceptor), drives `begin/update/finish/cancelInteractivePop`, and releases by fling
/// (|v| ≥ 1 width/s) or by the projected progress `p + 0.3 v` passing one half.
final class InterimGestures {
    enum Mode: String { case fullscreen, edgeOnly }

    private enum State {
        case idle
        /// A finger is down and has not moved past the slop.
        case tracking(id: Int, start: Point)
        /// The back swipe owns the finger.
        case swiping(id: Int, start: Point)
        /// The finger belongs to the content (or nothing) until it lifts.
        case refused(id: Int)
    }

    private weak var container: NavigationContainer?
    var mode: Mode = .fullscreen
    /// The decision of the latest gesture, for the overlay and the log.
    private(set) var lastDecision: String? {
        didSet { decisions += 1 }
    }
    /// How many decisions were made so far (a new one may repeat the last text).
    private(set) var decisions = 0
    /// The latest velocity estimate in widths per second (live while swiping, then at release).
    private(set) var velocity: Double = 0

    private var state = State.idle
    private var samples: [(time: Double, x: Double)] = []
    private var scrollRegions: [ScreenID: [HostScrollRegion]] = [:]
    private var interceptors: [ScreenID: (ScreenID) -> Bool] = [:]
    private let slop = 10.0
    private let edgeWidth = 20.0

    init(container: NavigationContainer) {
        self.container = container
    }

    func setScrollRegions(_ regions: [HostScrollRegion], for screen: ScreenID) {
        scrollRegions[screen] = regions
    }

    func setBackInterceptor(_ interceptor: ((ScreenID) -> Bool)?, for screen: ScreenID) {
        interceptors[screen] = interceptor
    }

    /// Feeds one touch; returns what the content gets.
    func handle(_ touch: HostTouch) -> HostRouting {
        guard let container else { return HostRouting(deliversToContent: true) }
        let width = max(1, container.bounds.width)
        let sign = container.layoutDirection.trailingSign
        switch (state, touch.phase) {
        case (.idle, .began):
            state = .tracking(id: touch.id, start: touch.location)
            samples = [(touch.timestamp.seconds, touch.location.x)]
            return HostRouting(deliversToContent: true)
        case (.tracking(let id, let start), .moved) where id == touch.id:
            let move = touch.location - start
            guard max(abs(move.dx), abs(move.dy)) >= slop else { return HostRouting(deliversToContent: true) }
            if let refusal = refusal(container, start: start, move: move) {
                lastDecision = "refused: \(refusal)"
                state = .refused(id: id)
                return HostRouting(deliversToContent: true)
            }
            let kind = container.layoutDirection.distanceFromLeadingEdge(start.x, width: width) < edgeWidth
                ? "edge" : "fullscreen"
            do {
                try container.beginInteractivePop(at: touch.timestamp)
                try container.updateInteractivePop(progress: max(0, move.dx * sign) / width, at: touch.timestamp)
            } catch {
                lastDecision = "refused: \(error)"
                state = .refused(id: id)
                return HostRouting(deliversToContent: true)
            }
            lastDecision = "began (\(kind))"
            state = .swiping(id: id, start: start)
            record(touch, width: width)
            return HostRouting(deliversToContent: false, cancelledContentTouches: [id])
        case (.swiping(let id, let start), .moved) where id == touch.id:
            record(touch, width: width)
            try? container.updateInteractivePop(
                progress: max(0, (touch.location.x - start.x) * sign) / width, at: touch.timestamp)
            return HostRouting(deliversToContent: false)
        case (.swiping(let id, _), .ended) where id == touch.id,
            (.swiping(let id, _), .cancelled) where id == touch.id:
            // The lift itself is not a sample: a finger that rested before lifting has no speed.
            let v = touch.phase == .cancelled ? 0 : sign * estimatedVelocity(at: touch.timestamp.seconds) / width
            velocity = v
            let progress = container.transitionProgress ?? 0
            let finishes = touch.phase == .ended && (abs(v) >= 1 ? v > 0 : progress + 0.3 * v > 0.5)
            if finishes {
                try? container.finishInteractivePop(velocity: v, at: touch.timestamp)
            } else {
                try? container.cancelInteractivePop(velocity: v, at: touch.timestamp)
            }
            state = .idle
            return HostRouting(deliversToContent: false)
        case (.tracking(let id, _), .ended) where id == touch.id,
            (.tracking(let id, _), .cancelled) where id == touch.id,
            (.refused(let id), .ended) where id == touch.id,
            (.refused(let id), .cancelled) where id == touch.id:
            state = .idle
            return HostRouting(deliversToContent: true)
        case (.tracking(let id, _), _) where id == touch.id, (.refused(let id), _) where id == touch.id:
            return HostRouting(deliversToContent: true)
        default:
            // A second finger, or an event out of order: the content may have it.
            return HostRouting(deliversToContent: true)
        }
    }

    private func refusal(_ container: NavigationContainer, start: Point, move: Vector) -> String? {
        let top = container.topScreen
        let sign = container.layoutDirection.trailingSign
        if container.stack.count < 2 { return "root screen" }
        if container.isTransitioning || container.queuedOperationCount > 0 { return "transition running" }
        if top.preferences.backGesture == .disabled { return "disabled by screen" }
        if abs(move.dx) <= abs(move.dy) { return "vertical first movement" }
        if move.dx * sign <= 0 { return "first movement toward leading" }
        let fromLeading = container.layoutDirection.distanceFromLeadingEdge(start.x, width: container.bounds.width)
        let edgeOnly = mode == .edgeOnly || top.preferences.backGesture == .edgeOnly
        if edgeOnly && fromLeading >= edgeWidth { return "outside edge zone" }
        if let region = scrollRegions[top.id]?.first(where: { $0.blocksBackSwipe && $0.frame.contains(start) }) {
            return "scroll region '\(region.id)' can scroll"
        }
        if let interceptor = interceptors[top.id], interceptor(top.id) { return "intercepted by screen" }
        return nil
    }

    private func record(_ touch: HostTouch, width: Double) {
        let t = touch.timestamp.seconds
        samples.append((t, touch.location.x))
        samples.removeAll { t - $0.time > 0.1 }
        let sign = container?.layoutDirection.trailingSign ?? 1
        velocity = sign * estimatedVelocity(at: t) / width
    }

    /// Points per second over the last 100 ms; 0 when the finger rested more than 40 ms.
    private func estimatedVelocity(at time: Double) -> Double {
        guard let last = samples.last, time - last.time <= 0.04 else { return 0 }
        guard let first = samples.first(where: { last.time - $0.time <= 0.1 }), last.time - first.time > 0.004
        else { return 0 }
        return (last.x - first.x) / (last.time - first.time)
    }
}
