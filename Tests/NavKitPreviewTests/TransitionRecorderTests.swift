import NavKitCore
import NavKitPreview
import Testing

@Suite("Transition recorder")
struct TransitionRecorderTests {
    @Test("at 60 Hz the frames fall every 1/60 s, and the last is at exactly the duration, at rest")
    func sixtyHertz() throws {
        let timeline = TransitionRecorder().record(LinearSlide(), name: "push")
        let times = timeline.frames.map(\.time.seconds)
        #expect(times.count == 7)
        for (index, time) in times.dropLast().enumerated() { #expect(time == Double(index) / 60) }
        #expect(times.last == 0.1)
        let last = try #require(timeline.frames.last)
        #expect(last.scene.transition == nil)
        #expect(last.scene.layers.map(\.screen) == ["detail"])
        #expect(last.scene.layers.first?.state == .resting)
        #expect(last.scene.bar == .resting(for: Screen(id: "detail", title: "Detail"), showsBackButton: true))
        #expect(last.progress == 1)
        #expect(last.label == "at rest")
        #expect(timeline.segments.map(\.name) == ["push"])
    }

    @Test("evenly spaced frames have equal gaps and end exactly at the duration", arguments: [2, 3, 8, 13, 120])
    func evenlySpaced(count: Int) {
        let timeline = TransitionRecorder().record(LinearSlide(seconds: 0.35), frames: .evenly(count))
        let times = timeline.frames.map(\.time.seconds)
        #expect(times.count == count)
        #expect(times.first == 0)
        #expect(times.last == 0.35)
        let gap = 0.35 / Double(count - 1)
        for (a, b) in zip(times, times.dropFirst()) { #expect(abs((b - a) - gap) < 1e-12) }
        #expect(times.allSatisfy { $0 <= 0.35 })
    }

    @Test("the frames are the animator's own layers and bar, pinned as text with the legend")
    func pinnedFrames() {
        let timeline = TransitionRecorder(bounds: Rect(x: 0, y: 0, width: 300, height: 600))
            .record(LinearSlide(seconds: 0.2), frames: .evenly(3), name: "push")
        #expect(
            SceneTextRenderer().text(for: timeline, title: "linear slide push")
                == """
                # linear slide push
                # t=  seconds since the first frame
                # <screen> dx dy  offset in points · s  scale · op  opacity · dim  dimming · sh  shadow opacity
                #   (one part per screen, back to front)
                # bar  y offset · op opacity · back  back-button opacity · "title" title opacity · ← "outgoing title" opacity
                # push|pop forward|backward p  progress (no such part at rest) · rtl  right-to-left
                t=0s  home dx 0 dy 0 s 1 op 1 dim 0 sh 0 | detail dx 300 dy 0 s 1 op 1 dim 0 sh 0 | bar y 0 op 1 back 0 "Home" 1 | push forward p 0
                t=0.1s  home dx 0 dy 0 s 1 op 1 dim 0.05 sh 0 | detail dx 150 dy 0 s 1 op 1 dim 0 sh 0 | bar y 0 op 1 back 0.5 "Detail" 0.5 ← "Home" 0.5 | push forward p 0.5
                t=0.2s  detail dx 0 dy 0 s 1 op 1 dim 0 sh 0 | bar y 0 op 1 back 1 "Detail" 1
                """)
    }

    @Test("a pop runs from the deep screen back to the shallow one, in right-to-left too")
    func popRightToLeft() throws {
        let timeline = TransitionRecorder().record(
            LinearSlide(), operation: .pop, layoutDirection: .rightToLeft, frames: .evenly(3))
        let middle = timeline.frames[1].scene
        #expect(middle.transition?.direction == .backward)
        #expect(middle.layoutDirection == .rightToLeft)
        #expect(middle.layers.layer(for: "detail")?.state.offset.dx == -195)
        let last = try #require(timeline.frames.last?.scene)
        #expect(last.layers.map(\.screen) == ["home"])
        #expect(last.bar.backButtonOpacity == 0)
    }

    @Test("a transition appended to a timeline starts after its last frame, in a segment of its own")
    func appends() {
        var timeline = TransitionRecorder().record(LinearSlide(), frames: .evenly(2), name: "push")
        TransitionRecorder().record(
            LinearSlide(), operation: .pop, layoutDirection: .leftToRight, frames: .evenly(2), name: "pop",
            into: &timeline, startingAt: .zero)
        #expect(timeline.segments.map(\.name) == ["push", "pop"])
        #expect(timeline.frames.map(\.time.seconds) == [0, 0.1, 0.1, 0.2])
    }

    @Test("a non-finite duration records the start and the resting end at the same time")
    func badDuration() {
        let timeline = TransitionRecorder().record(LinearSlide(seconds: .nan))
        #expect(timeline.frames.map(\.time.seconds) == [0, 0])
        #expect(timeline.frames.last?.scene.transition == nil)
    }
}
