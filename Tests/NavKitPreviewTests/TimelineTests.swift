import NavKitCore
import NavKitPreview
import Testing

@Suite("Timeline recording")
struct TimelineTests {
    @Test("frames are grouped into named segments that cover every frame once")
    func segments() throws {
        let timeline = try Samples.session(frames: 10)
        #expect(
            timeline.segments.map(\.name) == [
                "idle", "push detail", "swipe back (cancelled)", "pop", "push (right-to-left)",
            ])
        #expect(timeline.segments.map(\.frames) == [0..<5, 5..<16, 16..<27, 27..<38, 38..<49])
        #expect(timeline.frames.count == 49)
        #expect(timeline.frames[7].segment == 1)
        #expect(timeline.frames[5].label == "push")
    }

    @Test("frames before any segment go into \"recording\"; an empty segment is renamed, not kept")
    func implicitAndEmptySegments() throws {
        var timeline = Timeline()
        try timeline.record(Samples.resting(Samples.list), at: .zero)
        timeline.beginSegment("unused")
        timeline.beginSegment("used")
        try timeline.record(Samples.resting(Samples.list), at: Timestamp(seconds: 1))
        #expect(
            timeline.segments == [
                TimelineSegment(name: "recording", frames: 0..<1), TimelineSegment(name: "used", frames: 1..<2),
            ])
        #expect(timeline.duration == 1)
    }

    @Test("progress defaults to the scene's transition progress; an explicit one wins")
    func progress() throws {
        var timeline = Timeline()
        try timeline.record(Samples.parallax(covered: 0.25), at: .zero)
        try timeline.record(Samples.parallax(covered: 0.5), at: Timestamp(seconds: 0.1), progress: 1.08)
        try timeline.record(Samples.resting(Samples.detail), at: Timestamp(seconds: 0.2))
        #expect(timeline.frames.map(\.progress) == [0.25, 1.08, nil])
    }

    @Test(
        "a non-finite or decreasing time is refused and leaves the timeline unchanged",
        arguments: [
            (Double.nan, TimelineError.nonFiniteTime), (.infinity, .nonFiniteTime),
            (0.5, .timeWentBackwards(previous: Timestamp(seconds: 1), given: Timestamp(seconds: 0.5))),
        ])
    func refusesBadTimes(_ time: Double, _ expected: TimelineError) throws {
        var timeline = Timeline()
        try timeline.record(Samples.resting(Samples.list), at: Timestamp(seconds: 1))
        let before = timeline
        #expect(throws: expected) { try timeline.record(Samples.resting(Samples.list), at: Timestamp(seconds: time)) }
        #expect(timeline == before)
    }

    @Test(
        "sampling spreads frames evenly and keeps the first and last",
        arguments: [
            (4, nil, [0, 16, 32, 48]), (3, 1, [5, 10, 15]), (1, 1, [10]), (50, 0, [0, 1, 2, 3, 4]),
            (0, nil, []), (2, 9, []),
        ] as [(Int, Int?, [Int])])
    func sampling(_ count: Int, _ segment: Int?, _ expected: [Int]) throws {
        let timeline = try Samples.session(frames: 10)
        #expect(timeline.sampleIndices(count: count, segment: segment) == expected)
    }

    @Test("the progress series holds one series per segment, in segment time, skipping frames without progress")
    func series() throws {
        let timeline = try Samples.session(frames: 10)
        let series = timeline.progressSeries
        #expect(series.map(\.name) == timeline.segments.map(\.name))
        #expect(series[0].points.isEmpty)
        let push = series[1].points
        #expect(push.count == 11)
        #expect(push.first?.time == 0)
        #expect(abs((push.last?.time ?? 0) - 10.0 / 60) < 1e-9)
        #expect(push.last?.progress == 1)
        #expect(series[2].points.contains { $0.progress < 0 }, "the spring-back overshoots below 0")
    }
}
