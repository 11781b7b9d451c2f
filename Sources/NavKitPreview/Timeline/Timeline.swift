public import NavKitCore

/// An ordered recording of scenes over time, grouped into named segments.
///
/// A demo session records every frame it renders; a preview records one transition. Renderers
/// turn a timeline into a filmstrip (``SVGFilmstrip``), an interactive page (``TimelinePage``)
/// or text (``SceneTextRenderer``).
///
/// Frames recorded before any ``beginSegment(_:)`` go into a segment named "recording". Times
/// are ``NavKitCore/Timestamp``s on the recorder's own time base (a container's clock, or 0 at
/// the start of a preview); they must be finite and never decrease.
///
/// Record a container session frame by frame, or let ``TransitionRecorder`` record one
/// transition of any animator:
///
/// ```swift
/// var timeline = Timeline()
/// timeline.beginSegment("push list")
/// try container.push(list)
/// while container.isTransitioning {
///     clock.advance(by: 1.0 / 60)
///     try timeline.record(try container.tick(), at: clock.now)
/// }
/// let page = TimelinePage().render(timeline)
/// ```
public struct Timeline: Hashable, Sendable {
    /// The frames, in recording order.
    public private(set) var frames: [TimelineFrame] = []
    /// The segments, in recording order; together they cover every frame exactly once.
    public private(set) var segments: [TimelineSegment] = []

    /// An empty timeline.
    public init() {}

    /// Starts a new segment; following frames belong to it.
    ///
    /// If the current segment has no frames yet it is renamed instead, so a timeline never holds
    /// an empty segment followed by another one.
    /// - Parameter name: The name shown in previews, e.g. "swipe back (cancelled)".
    public mutating func beginSegment(_ name: String) {
        if let last = segments.indices.last, segments[last].frames.isEmpty {
            segments[last].name = name
        } else {
            segments.append(TimelineSegment(name: name, frames: frames.count..<frames.count))
        }
    }

    /// Appends a frame to the current segment.
    /// - Parameters:
    ///   - scene: What the container showed.
    ///   - time: When it was shown; finite and not earlier than the previous frame.
    ///   - progress: The transition progress; `nil` takes the scene's transition progress, if any.
    ///   - label: A short note for this frame.
    /// - Throws: ``TimelineError`` for a non-finite or decreasing time; nothing is recorded then.
    public mutating func record(
        _ scene: Scene, at time: Timestamp, progress: Double? = nil, label: String? = nil
    ) throws(TimelineError) {
        guard time.isFinite else { throw .nonFiniteTime }
        if let previous = frames.last?.time, time < previous {
            throw .timeWentBackwards(previous: previous, given: time)
        }
        if segments.isEmpty { beginSegment("recording") }
        let segment = segments.count - 1
        frames.append(
            TimelineFrame(
                time: time, scene: scene, progress: progress ?? scene.transition?.progress, label: label,
                segment: segment))
        segments[segment].frames = segments[segment].frames.lowerBound..<frames.count
    }

    /// Seconds from the first to the last frame (0 when empty).
    public var duration: Double {
        guard let first = frames.first, let last = frames.last else { return 0 }
        return last.time - first.time
    }

    /// Up to `count` frames spread evenly over a segment (or the whole timeline), first and last
    /// included; all of them when there are fewer.
    /// - Parameters:
    ///   - count: How many frames to pick.
    ///   - segment: A segment index, or `nil` for the whole timeline; an invalid index gives none.
    /// - Returns: Indices into ``frames``, increasing.
    public func sampleIndices(count: Int, segment: Int? = nil) -> [Int] {
        let range: Range<Int>
        if let segment {
            guard segments.indices.contains(segment) else { return [] }
            range = segments[segment].frames
        } else {
            range = frames.indices
        }
        guard count > 0, !range.isEmpty else { return [] }
        if count >= range.count { return Array(range) }
        if count == 1 { return [range.lowerBound + (range.count - 1) / 2] }
        let span = Double(range.count - 1)
        return (0..<count).map { i in
            range.lowerBound + Int((Double(i) * span / Double(count - 1)).rounded())
        }
    }

    /// Progress over time for every segment (time measured from each segment's first frame),
    /// skipping frames without a finite progress.
    public var progressSeries: [ProgressSeries] {
        segments.indices.map { index in
            let segment = segments[index]
            let start = segment.frames.first.map { frames[$0].time } ?? .zero
            let points = segment.frames.compactMap { i -> ProgressPoint? in
                guard let progress = frames[i].progress, progress.isFinite else { return nil }
                return ProgressPoint(frame: i, time: frames[i].time - start, progress: progress)
            }
            return ProgressSeries(segment: index, name: segment.name, points: points)
        }
    }
}
