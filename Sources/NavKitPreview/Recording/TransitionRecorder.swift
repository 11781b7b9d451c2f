public import NavKitCore

/// Records one transition of any animator into a ``Timeline``, frame by frame, without a
/// container: the animator's duration, timing curve, layers and bar, exactly as a container asks
/// for them, then a last frame with the incoming screen at rest.
///
/// This is what `navkit preview` and the `preview-transition` plug-in render, for NavKit's
/// animators and for yours alike:
///
/// ```swift
/// import NavKitPreview
///
/// let timeline = TransitionRecorder().record(ZoomAnimator(), operation: .push, name: "zoom")
/// let html = TimelinePage(title: "zoom").render(timeline)            // scrubber and plot
/// let svg = SVGFilmstrip().render(timeline, frames: 8)               // a filmstrip
/// let text = SceneTextRenderer().text(for: timeline)                 // a legend, then a line per frame
/// ```
///
/// Times start at 0 (or at `start`) and never pass the duration: with ``Frames/rate(_:)`` the
/// frames fall every `1/rate` seconds before the end, with ``Frames/evenly(_:)`` they are spaced
/// evenly from the start to exactly the end; either way the last frame is at the end, at rest
/// (no transition, the incoming screen alone with its resting bar), with progress 1.
public struct TransitionRecorder: Hashable, Sendable {
    /// Which frames to record.
    public enum Frames: Hashable, Sendable {
        /// One frame every `1/rate` seconds from the start, then the last at exactly the end.
        case rate(Double)
        /// `count` frames (at least 2) evenly spaced from the start to exactly the end.
        case evenly(Int)
    }

    /// The container's bounds.
    public var bounds: Rect
    /// The screen nearer the root: the one a push leaves and a pop returns to.
    public var shallowScreen: Screen
    /// The screen deeper in the stack: the one a push brings and a pop removes.
    public var deepScreen: Screen
    /// Where the deep screen's source element stands on the shallow screen, in left-to-right
    /// coordinates of ``bounds`` (mirrored in right-to-left), for zoom animators; `nil` for none.
    public var sourceFrame: Rect?

    /// A thumbnail in the upper left of a container: where `navkit preview` and the demo put the
    /// source element of a zoom.
    /// - Parameter bounds: The container's bounds.
    /// - Returns: A frame 40 % wide, 15 % high, its corner at 6 % and 24 % of the bounds.
    public static func sampleSourceFrame(in bounds: Rect) -> Rect {
        Rect(
            x: bounds.minX + bounds.width * 0.06, y: bounds.minY + bounds.height * 0.24, width: bounds.width * 0.4,
            height: bounds.height * 0.15)
    }

    /// Creates a recorder.
    /// - Parameters:
    ///   - bounds: The container's bounds; a 390×844 phone by default.
    ///   - shallowScreen: The screen nearer the root (`home`).
    ///   - deepScreen: The screen deeper in the stack (`detail`).
    ///   - sourceFrame: Where the deep screen's source element stands, left-to-right; none by default.
    public init(
        bounds: Rect = Rect(x: 0, y: 0, width: 390, height: 844),
        shallowScreen: Screen = Screen(id: "home", title: "Home"),
        deepScreen: Screen = Screen(id: "detail", title: "Detail"),
        sourceFrame: Rect? = nil
    ) {
        self.bounds = bounds
        self.shallowScreen = shallowScreen
        self.deepScreen = deepScreen
        self.sourceFrame = sourceFrame
    }

    /// Records one transition into a new timeline with one segment.
    /// - Parameters:
    ///   - animator: The animator.
    ///   - operation: A push or a pop (other operations record as a push).
    ///   - layoutDirection: The layout direction.
    ///   - frames: Which frames; 60 per second by default.
    ///   - name: The segment's name; `"<operation> with <animator type>"` by default.
    /// - Returns: The timeline, starting at time 0.
    public func record(
        _ animator: any AnimatedTransitioning, operation: TransitionOperation = .push,
        layoutDirection: LayoutDirection = .leftToRight, frames: Frames = .rate(60), name: String? = nil
    ) -> Timeline {
        var timeline = Timeline()
        record(
            animator, operation: operation, layoutDirection: layoutDirection, frames: frames, name: name,
            into: &timeline, startingAt: .zero)
        return timeline
    }

    /// Records one transition as a new segment at the end of a timeline.
    /// - Parameters:
    ///   - animator: The animator.
    ///   - operation: A push or a pop.
    ///   - layoutDirection: The layout direction.
    ///   - frames: Which frames.
    ///   - name: The segment's name.
    ///   - timeline: The timeline to append to.
    ///   - start: When the transition starts; a time before the timeline's last frame is moved
    ///     to that frame's time.
    public func record(
        _ animator: any AnimatedTransitioning, operation: TransitionOperation, layoutDirection: LayoutDirection,
        frames: Frames, name: String?, into timeline: inout Timeline, startingAt start: Timestamp
    ) {
        let context = context(for: operation, layoutDirection: layoutDirection)
        let requested = animator.duration(for: context)
        let duration = requested.isFinite && requested > 0 ? requested : 0
        let curve = animator.timingCurve(for: context)
        let begin = max(start.isFinite ? start : .zero, timeline.frames.last?.time ?? .zero)
        timeline.beginSegment(name ?? "\(context.operation.rawValue) with \(type(of: animator))")
        for elapsed in Self.times(frames, duration: duration) {
            let progress = duration > 0 ? curve.value(at: elapsed / duration) : 1
            try? timeline.record(scene(animator, at: progress, in: context), at: begin + elapsed, progress: progress)
        }
        try? timeline.record(restingScene(after: context), at: begin + duration, progress: 1, label: "at rest")
    }

    /// The context of a transition between the two screens.
    /// - Parameters:
    ///   - operation: A push or a pop (other operations count as a push).
    ///   - layoutDirection: The layout direction.
    /// - Returns: From the shallow to the deep screen for a push, the reverse for a pop, with
    ///   ``sourceFrame`` (mirrored in right-to-left).
    public func context(for operation: TransitionOperation, layoutDirection: LayoutDirection) -> TransitionContext {
        let pop = operation == .pop
        let context = TransitionContext(
            operation: pop ? .pop : .push, from: pop ? deepScreen : shallowScreen, to: pop ? shallowScreen : deepScreen,
            bounds: bounds, layoutDirection: .leftToRight, sourceFrame: sourceFrame)
        return layoutDirection == .leftToRight ? context : context.mirrored
    }

    /// What a container shows at a progress of a transition: both layers, the bar, the progress.
    /// - Parameters:
    ///   - animator: The animator.
    ///   - progress: The progress (after the timing curve).
    ///   - context: The transition, e.g. from ``context(for:layoutDirection:)``.
    /// - Returns: The scene.
    public func scene(_ animator: any AnimatedTransitioning, at progress: Double, in context: TransitionContext)
        -> Scene
    {
        let layers = animator.layers(at: progress, in: context)
        let bar = animator.bar(
            at: progress, from: restingBar(of: context.from), to: restingBar(of: context.to), in: context)
        return Scene(
            bounds: context.bounds, layoutDirection: context.layoutDirection,
            layers: SceneLayers(
                ScreenLayer(screen: context.from.id, title: context.from.title, state: layers.from),
                ScreenLayer(screen: context.to.id, title: context.to.title, state: layers.to)),
            bar: bar,
            transition: SceneTransition(
                operation: context.operation, direction: context.direction, progress: progress,
                isInteractive: context.isInteractive))
    }

    /// The incoming screen alone, at rest, with its resting bar.
    private func restingScene(after context: TransitionContext) -> Scene {
        Scene(
            bounds: context.bounds, layoutDirection: context.layoutDirection,
            layers: SceneLayers(ScreenLayer(screen: context.to.id, title: context.to.title, state: .resting)),
            bar: restingBar(of: context.to))
    }

    /// A screen's resting bar; the deep screen shows a back button.
    private func restingBar(of screen: Screen) -> BarState {
        .resting(for: screen, showsBackButton: screen.id == deepScreen.id)
    }

    /// Seconds since the start of every frame before the last, which is at `duration`.
    static func times(_ frames: Frames, duration: Double) -> [Double] {
        switch frames {
        case .rate(let rate):
            let step = rate.isFinite && rate > 0 ? 1 / rate : 1.0 / 60
            var times: [Double] = []
            var index = 0
            while Double(index) * step < duration || index == 0 {
                times.append(Double(index) * step)
                index += 1
            }
            return times
        case .evenly(let count):
            let intervals = max(1, count - 1)
            return (0..<intervals).map { duration * Double($0) / Double(intervals) }
        }
    }
}
