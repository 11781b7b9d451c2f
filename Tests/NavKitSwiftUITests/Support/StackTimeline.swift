#if os(Linux)
    import Foundation
    import NavKit
    @testable import NavKitSwiftUI
    import SwiftUIStandIn

    /// Plays the part of SwiftUI for a stack's model: the timeline's frame dates (60 Hz while the
    /// model asks for frames), and drags with their dates — the adapter's own inputs, on the
    /// model's time base.
    @MainActor
    final class StackTimeline<Element: Hashable> {
        let model: NavKitStackModel<Element>
        private(set) var date: Date

        init(_ model: NavKitStackModel<Element>) {
            self.model = model
            date = Date()
        }

        /// Frames for a while, as a running `TimelineView(.animation)` delivers them.
        func run(for seconds: Double) {
            for _ in 0..<Int((seconds * 60).rounded(.up)) { frame() }
        }

        /// Frames until the model pauses the timeline (at most ten seconds of them).
        func settle() {
            var frames = 0
            while model.framesRunning, frames < 600 {
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
            date = date.addingTimeInterval(1.0 / 60)
            model.frame(at: date)
        }
    }
#endif
