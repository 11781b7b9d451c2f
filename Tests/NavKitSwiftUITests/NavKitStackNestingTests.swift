#if os(Linux)
    import Foundation
    import NavKit
    import NavKitHost
    @testable import NavKitSwiftUI
    import SwiftUIStandIn
    import Testing

    @Suite("A NavKitStack inside another's screen (invariant 10), on the SwiftUI stand-in")
    @MainActor
    struct NavKitStackNestingTests {
        let outer: NavKitStackModel<String>
        let inner: NavKitStackModel<Int>
        let timeline: StackTimeline<String>
        let enclosing: EnclosingStack

        /// The outer stack shows a "tabs" screen; the inner stack fills it below a 100-point
        /// header and has pushed one message.
        init() {
            let date = TimelineDate()
            let measure: (String, BarTextStyle) -> Double = { text, _ in Double(text.count) * 9 }
            outer = NavKitStackModel(measure: measure, now: { date.value })
            inner = NavKitStackModel(measure: measure, now: { date.value })
            timeline = StackTimeline(outer, date: date)
            timeline.nested = [.init(inner)]
            outer.connect(
                size: CGSize(width: 390, height: 844), direction: .leftToRight, reduceMotion: false, path: ["tabs"])
            inner.connect(
                size: CGSize(width: 390, height: 700), direction: .leftToRight, reduceMotion: false, path: [1])
            let tabs = outer.container.topScreen.id
            enclosing = outer.enclosingStack(for: tabs)
            inner.nest(in: enclosing, frame: CGRect(x: 0, y: 100, width: 390, height: 700))
        }

        @Test("the inner stack's container is nested in the outer's screen")
        func nested() {
            #expect(outer.container.nestedContainer(in: enclosing.screen) === inner.container)
            #expect(inner.enclosing == enclosing)
        }

        @Test("a drag on the outer stack pops the inner one first and reports its path; then the outer pops")
        func swipeInnermostFirst() {
            timeline.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 330, y: 400), over: 0.3)
            timeline.settle()
            #expect(inner.pathReport == .init(number: 1, path: []))
            #expect(outer.pathReport.number == 0, "the outer path is untouched")
            #expect(outer.container.stack.count == 2)

            timeline.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 330, y: 400), over: 0.3)
            timeline.settle()
            #expect(outer.pathReport == .init(number: 1, path: []), "the inner root defers to the outer")
        }

        @Test("while nested the inner stack's own drags are ignored: the outer feeds its touches")
        func ownDragIgnored() {
            for step in 0...20 {
                inner.dragChanged(
                    to: CGPoint(x: 20 + 15 * step, y: 300), at: timeline.date.addingTimeInterval(Double(step) / 60))
            }
            inner.dragEnded(at: CGPoint(x: 320, y: 300), date: timeline.date.addingTimeInterval(0.4))
            #expect(inner.container.transition == nil)
            #expect(inner.container.stack.count == 2)
        }

        @Test("Esc on the outer stack goes back in the inner one")
        func escapeGoesInnermost() {
            #expect(outer.handle(.key(KeyPress(.escape))))
            #expect(inner.framesRunning, "the inner stack animates the pop")
            timeline.settle()
            #expect(inner.pathReport.path == [])
            #expect(outer.container.stack.count == 2)
        }

        @Test("VoiceOver's escape on the nested stack goes to the enclosing one's back: the inner pops, then the outer")
        func nestedEscapeHandsOutward() {
            #expect(inner.escape())
            timeline.settle()
            #expect(inner.pathReport.path == [])
            #expect(inner.escape(), "on its root the nested stack hands the escape to the enclosing stack")
            timeline.settle()
            #expect(outer.pathReport == .init(number: 1, path: []))
        }

        @Test("disappearing, the inner stack leaves the outer container and its drags feed it again")
        func leaves() {
            inner.disconnect()
            #expect(outer.container.nestedContainer(in: enclosing.screen) == nil)
            #expect(inner.enclosing == nil)
            timeline.nested = []
            let innerTimeline = StackTimeline(inner, date: TimelineDate())
            innerTimeline.drag(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 330, y: 300), over: 0.3)
            innerTimeline.settle()
            #expect(inner.pathReport == .init(number: 1, path: []), "its own drag popped it")
        }
    }
#endif
