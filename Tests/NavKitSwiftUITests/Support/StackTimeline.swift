#if os(Linux)
    import Foundation
    import NavKit
    @testable import NavKitSwiftUI
    import SwiftUIStandIn

    /// The date a played timeline has reached: what "now" is for the model under test, so a
    /// key press or a path change happens on the timeline's time base however slowly the test
    /// runs (under a sanitizer, wall-clock time would run ahead of the frames).
    @MainActor
    final class TimelineDate {
        var value = Date()
        /// The media clock's time (`CACurrentMediaTime()`), for a test that fires display links.
        var media = 10.0
    }

    /// Plays the part of SwiftUI for a stack's model: the timeline's frame dates (60 Hz while the
    /// model asks for frames), and drags with their dates — the adapter's own inputs, on the
    /// model's time base.
    @MainActor
    final class StackTimeline<Element: Hashable> {
        let model: NavKitStackModel<Element>
        private let current: TimelineDate
        /// Stacks nested in the model's screens: their timelines run with its own (each gets
        /// every frame date, and settling waits for them too).
        var nested: [NestedTimeline] = []

        /// A nested stack's frames, whatever its path's element type.
        @MainActor
        struct NestedTimeline {
            let frame: @MainActor (Date) -> Void
            let isRunning: @MainActor () -> Bool

            init<Other>(_ model: NavKitStackModel<Other>) {
                frame = { model.frame(at: $0) }
                isRunning = { model.framesRunning }
            }
        }

        /// The date the timeline has reached.
        var date: Date { current.value }

        /// - Parameters:
        ///   - model: The model to play frames and drags into.
        ///   - date: The model's "now"; pass the one the model was made with, so events without
        ///     a date of their own happen at the timeline's date.
        init(_ model: NavKitStackModel<Element>, date: TimelineDate = TimelineDate()) {
            self.model = model
            current = date
        }

        /// Frames for a while, as a running `TimelineView(.animation)` delivers them.
        func run(for seconds: Double) {
            for _ in 0..<Int((seconds * 60).rounded(.up)) { frame() }
        }

        /// Frames until the model pauses the timeline (at most ten seconds of them).
        func settle() {
            var frames = 0
            while model.framesRunning || nested.contains(where: { $0.isRunning() }), frames < 600 {
                frame()
                frames += 1
            }
        }

        /// A one-finger drag from one point to another, a move per frame, then the finger lifts.
        func drag(from start: CGPoint, to end: CGPoint, over seconds: Double) {
            let steps = max(1, Int((seconds * 60).rounded()))
            model.dragChanged(to: start, at: date)
            for step in 1...steps {
                frame()
                let t = CGFloat(step) / CGFloat(steps)
                model.dragChanged(
                    to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), at: date)
            }
            model.dragEnded(at: end, date: date)
        }

        private func frame() {
            current.value = current.value.addingTimeInterval(1.0 / 60)
            model.frame(at: date)
            for stack in nested { stack.frame(date) }
        }
    }
#endif
