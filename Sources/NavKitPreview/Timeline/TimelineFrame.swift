public import NavKitCore

/// One recorded frame of a ``Timeline``.
public struct TimelineFrame: Hashable, Sendable {
    /// When the frame was shown, on the recorder's time base (e.g. the container clock's).
    public var time: Timestamp
    /// What the container showed.
    public var scene: Scene
    /// The transition progress at this frame, if a transition ran (may leave 0…1, e.g. a spring).
    public var progress: Double?
    /// A short note, e.g. "release" or "finger up"; `nil` for most frames.
    public var label: String?
    /// The index of the frame's segment in ``Timeline/segments``.
    public var segment: Int

    /// Creates a frame.
    /// - Parameters:
    ///   - time: When it was shown.
    ///   - scene: The scene.
    ///   - progress: The transition progress, if any.
    ///   - label: A short note.
    ///   - segment: The segment index.
    public init(time: Timestamp, scene: Scene, progress: Double?, label: String?, segment: Int) {
        self.time = time
        self.scene = scene
        self.progress = progress
        self.label = label
        self.segment = segment
    }
}

/// A named run of consecutive frames in a ``Timeline``, e.g. "push list" or "swipe back (cancelled)".
public struct TimelineSegment: Hashable, Sendable {
    /// The name shown in previews.
    public var name: String
    /// The indices of the segment's frames in ``Timeline/frames``.
    public var frames: Range<Int>

    /// Creates a segment.
    /// - Parameters:
    ///   - name: The name.
    ///   - frames: The frame indices.
    public init(name: String, frames: Range<Int>) {
        self.name = name
        self.frames = frames
    }
}

/// One point of a progress plot.
public struct ProgressPoint: Hashable, Sendable {
    /// The frame's index in ``Timeline/frames``.
    public var frame: Int
    /// Seconds since the start of the segment.
    public var time: Double
    /// The progress at that frame.
    public var progress: Double

    /// Creates a point.
    /// - Parameters:
    ///   - frame: The frame index.
    ///   - time: Seconds since the segment began.
    ///   - progress: The progress.
    public init(frame: Int, time: Double, progress: Double) {
        self.frame = frame
        self.time = time
        self.progress = progress
    }
}

/// Progress over time for one segment: the shape and the timing of an animator or a completion.
public struct ProgressSeries: Hashable, Sendable {
    /// The segment's index in ``Timeline/segments``.
    public var segment: Int
    /// The segment's name.
    public var name: String
    /// Frames with a finite progress, in time order.
    public var points: [ProgressPoint]

    /// Creates a series.
    /// - Parameters:
    ///   - segment: The segment index.
    ///   - name: The segment name.
    ///   - points: The points.
    public init(segment: Int, name: String, points: [ProgressPoint]) {
        self.segment = segment
        self.name = name
        self.points = points
    }
}
