#if os(Linux)
    import Foundation
    import NavKit
    import NavKitHost
    @testable import NavKitSwiftUI
    import QuartzCoreStandIn
    import SwiftUIStandIn
    import Testing

    @Suite("NavKitStack in SwiftUI's update loop (the stand-in's view graph): per-frame work and device behaviour")
    @MainActor
    struct NavKitStackDeviceTests {
        @Test("a transition frame re-evaluates no screen content and not the stack's body: only the layers and the bar")
        func framesEvaluateNoContent() async throws {
            let app = await StackAppHarness(path: ["inbox"])
            app.store.path = ["inbox", "message"]
            await app.graph.update()
            #expect(app.model.container.transition != nil, "the path change pushes")
            await app.frames(2)
            let content = app.evaluations("InboxScreen") + app.evaluations("MessageScreen")
            let stack = app.evaluations("NavKitStack<")
            let layers = app.evaluations("ScreenLayer<")
            await app.frames(10)
            #expect(app.model.container.transition != nil, "still pushing")
            #expect(app.evaluations("InboxScreen") + app.evaluations("MessageScreen") - content == 0)
            #expect(app.evaluations("NavKitStack<") - stack == 0)
            #expect(app.evaluations("ScreenLayer<") - layers == 20, "two moving layers, ten frames")
        }

        @Test("the bar's background and full-bleed content reach under the status bar: no clip stops at the safe area")
        func nothingClipsTheSafeArea() async throws {
            let app = await StackAppHarness(path: [])
            var extending = 0
            app.graph.tree.walk { ancestors, node in
                guard case .ignoresSafeArea(let edges)? = node.modifier?.payload, edges.contains(.top) else { return }
                extending += 1
                let reader = ancestors.last { $0.proxy != nil }?.proxy
                let bounds = CGRect(origin: .zero, size: reader?.size ?? .zero)
                let top = -(reader?.safeAreaInsets.top ?? 0)
                for ancestor in ancestors {
                    guard case .clip(let shape)? = ancestor.modifier?.payload else { continue }
                    let region = shape.map { $0(bounds).standInBounds } ?? bounds
                    #expect(region.minY <= top, "a clip (\(ancestor.kind)) cuts off the top safe area")
                }
            }
            #expect(extending == 2, "the bar's background and the inbox's own")
        }

        @Test("a screen's clip does not cut its shadow: the layer clips before it casts the shadow")
        func clipBeforeShadow() async throws {
            let app = await StackAppHarness(path: ["inbox"])
            var shadows = 0
            app.graph.tree.walk { ancestors, node in
                guard node.kind == "shadow" else { return }
                shadows += 1
                let layer = ancestors.lastIndex { $0.kind.hasPrefix("ScreenLayer<") } ?? 0
                #expect(!ancestors[layer...].contains { $0.kind == "clipShape" }, "a clip around the shadow cuts it")
            }
            #expect(shadows == 1)
        }

        @Test(
            "a drag SwiftUI cancels (no onEnded) cancels the finger: the swipe settles back, the next drag is a new finger"
        )
        func cancelledDragEndsTheFinger() async throws {
            let app = await StackAppHarness(path: ["inbox", "message"])
            let start = CGPoint(x: 40, y: 400)
            await app.dragPartway(from: start)
            #expect(app.model.container.transition?.isInteractive == true, "the swipe follows the finger")
            app.graph.dragCancelled()
            await app.graph.update()
            await app.frames(40)
            #expect(app.model.container.transition == nil, "the finger is gone: the swipe settled")
            #expect(app.model.container.stack.count == 3, "and went back to where it was")

            for step in 0...12 {
                app.graph.dragChanged(app.drag(CGPoint(x: 40 + 25 * CGFloat(step), y: 400), from: start))
                await app.frames(1)
            }
            app.graph.dragEnded(app.drag(CGPoint(x: 340, y: 400), from: start))
            await app.graph.update()
            await app.frames(40)
            #expect(app.store.path == ["inbox"], "a new drag swipes back")
        }

        @Test(
            "the stack's display link asks for up to 120 Hz, frames at targetTimestamp, pauses at rest, stops when the stack goes"
        )
        func displayLink() throws {
            let date = TimelineDate()
            func connected() -> NavKitStackModel<String> {
                let model = NavKitStackModel<String>(
                    measure: { text, _ in Double(text.count) * 9 }, now: { date.value }, mediaTime: { date.media })
                model.connect(
                    size: CGSize(width: 390, height: 844), direction: .leftToRight, reduceMotion: false, path: ["inbox"]
                )
                return model
            }
            let a = connected()
            let b = connected()
            let link = try #require(a.displayLink)
            #expect(link.preferredFrameRateRange.maximum == 120 && link.preferredFrameRateRange.preferred == 120)
            for model in [a, b] {
                for _ in 0..<600 where model.displayLink?.isPaused == false {
                    date.media += 1.0 / 60
                    date.value = date.value.addingTimeInterval(1.0 / 60)
                    model.displayLink?.standInFire(at: date.media, duration: 1.0 / 60)
                }
            }
            #expect(link.isPaused, "nothing moves")
            a.setPath(["inbox", "message"])
            b.setPath(["inbox", "message"])
            #expect(!link.isPaused)
            date.media += 0.05
            date.value = date.value.addingTimeInterval(0.05)
            // a: the callback runs 4 ms after the vsync it was woken for; its frame is shown at
            // targetTimestamp, 1/60 − 0.004 s from now (not 1/60, targetTimestamp − timestamp).
            a.displayLink?.standInFire(at: date.media - 0.004, duration: 1.0 / 60)
            // b: the same moment, given as a date.
            b.frame(at: date.value.addingTimeInterval(1.0 / 60 - 0.004))
            let shown = try #require(a.container.transition?.progress)
            let reference = try #require(b.container.transition?.progress)
            #expect(abs(shown - reference) < 1e-9 && shown > 0)
            a.disconnect()
            #expect(link.standInIsInvalidated && a.displayLink == nil)
        }

        @Test("a released stack model invalidates its display link, which lets its target go")
        func displayLinkInvalidatedOnRelease() throws {
            var link: CADisplayLink?
            weak var released: NavKitStackModel<String>?
            do {
                let model = NavKitStackModel<String>(measure: { text, _ in Double(text.count) * 9 })
                model.connect(
                    size: CGSize(width: 390, height: 844), direction: .leftToRight, reduceMotion: false, path: [])
                link = model.displayLink
                released = model
            }
            #expect(released == nil)
            #expect(link?.standInIsInvalidated == true, "a link keeps firing its target until it is invalidated")
        }
    }
#endif
