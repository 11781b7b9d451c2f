#if os(Linux)
    import Foundation
    import NavKit
    import NavKitHost
    @testable import NavKitSwiftUI
    import SwiftUIStandIn
    import Testing

    @Suite("NavKitStack's model on the SwiftUI stand-in: path, frames, drags, bar, keys")
    @MainActor
    struct NavKitStackModelTests {
        let model: NavKitStackModel<String>
        let timeline: StackTimeline<String>

        init() {
            let date = TimelineDate()
            model = NavKitStackModel<String>(measure: { text, _ in Double(text.count) * 9 }, now: { date.value })
            timeline = StackTimeline(model, date: date)
            model.connect(
                size: CGSize(width: 390, height: 844), direction: .leftToRight, reduceMotion: false,
                path: ["inbox"])
        }

        var top: ScreenID? { model.views.screens.last?.screen }

        @Test("connecting shows the path's top screen at rest, appeared, with the bar")
        func connect() throws {
            #expect(model.container.stack.map(\.id) == ["navkit-root", "path-1"])
            #expect(model.views.screens.map(\.screen) == ["path-1"])
            #expect(model.appearance(of: "path-1") == .appeared)
            #expect(model.appearance(of: "navkit-root") == .disappeared)
            let bar = try #require(model.bar)
            #expect(bar.primary.layout.backButton != nil)
            #expect(model.views.bounds.width == 390)
        }

        @Test("setting the path animates a push on the timeline, then the timeline pauses")
        func push() {
            model.setPath(["inbox", "message"])
            #expect(model.framesRunning)
            timeline.run(for: 0.15)
            #expect(model.views.screens.map(\.screen) == ["path-1", "path-2"])
            #expect(model.appearance(of: "path-2") == .appearing)
            timeline.settle()
            #expect(!model.framesRunning)
            #expect(model.views.screens.map(\.screen) == ["path-2"])
            #expect(model.appearance(of: "path-2") == .appeared)
            #expect(model.appearance(of: "path-1") == .disappeared)
            #expect(model.pathReport.number == 0, "a path the app set is not reported back")
        }

        @Test("a drag across the screen swipes back, and the path binding hears the shorter path")
        func swipeBack() {
            model.setPath(["inbox", "message"], animated: false)
            timeline.drag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 330, y: 400), over: 0.3)
            timeline.settle()
            #expect(model.pathReport == .init(number: 1, path: ["inbox"]))
            #expect(top == "path-1")
            model.setPath(model.pathReport.path)
            #expect(model.container.transition == nil, "writing the reported path back changes nothing")
        }

        @Test("while the back swipe has the finger the content gets no touches; after, it does")
        func contentTouches() {
            model.setPath(["inbox", "message"], animated: false)
            model.dragChanged(to: CGPoint(x: 40, y: 400), at: timeline.date)
            #expect(model.contentReceivesTouches)
            timeline.run(for: 0.05)
            model.dragChanged(to: CGPoint(x: 140, y: 402), at: timeline.date.addingTimeInterval(0.01))
            #expect(!model.contentReceivesTouches)
            model.dragEnded(at: CGPoint(x: 300, y: 402), date: timeline.date.addingTimeInterval(0.02))
            #expect(model.contentReceivesTouches)
        }

        @Test("a screen's modifiers name it in the bar and the back button above it, and set its gesture policy")
        func settings() throws {
            model.update("path-1", with: ScreenSettings(title: "Inbox", backGesture: .edgeOnly))
            #expect(model.bar?.primary.layout.title?.text == "Inbox")
            #expect(model.container.topScreen.preferences.backGesture == .edgeOnly)
            model.setPath(["inbox", "message"], animated: false)
            model.update("path-2", with: ScreenSettings(title: "Message", prefersBarHidden: true))
            #expect(model.topInset(of: "path-2") == 0)
            #expect(model.topInset(of: "path-1") == 44)
            #expect(model.driver.incomingBar.backButton?.title == "Inbox")
            model.update("path-2", with: ScreenSettings(title: "Message"))
            #expect(
                model.container.topScreen.preferences.prefersBarHidden == false,
                "a removed modifier restores the default")
        }

        @Test("a screen popped and pushed again keeps the settings its view reported")
        func settingsKept() {
            model.update("path-1", with: ScreenSettings(title: "Inbox", backButtonTitle: "Mail"))
            model.setPath([], animated: false)
            model.setPath(["inbox"], animated: false)
            #expect(model.container.topScreen.title == "Inbox")
            #expect(model.container.topScreen.preferences.backButtonTitle == "Mail")
        }

        @Test("Esc, ⌘[ and VoiceOver's escape go back through NavKitHost's one back")
        func keys() {
            model.setPath(["inbox", "message", "reply"], animated: false)
            #expect(model.handle(.key(KeyPress(.escape))))
            timeline.settle()
            #expect(model.handle(.key(KeyPress(.leftBracket, modifiers: .command))))
            timeline.settle()
            #expect(model.handle(.accessibilityEscape))
            timeline.settle()
            #expect(!model.handle(.accessibilityEscape), "nothing to go back to on the root")
            #expect(model.pathReport.path == [])
            #expect(model.pathReport.number == 3)
        }

        @Test("Reduce Motion from the environment swaps the animators for cross-fades")
        func reduceMotion() {
            model.setReduceMotion(true)
            #expect(model.driver.motionPolicy == .reduced)
            model.setPath(["inbox", "message"])
            timeline.run(for: 0.15)
            #expect(model.views.screens.allSatisfy { $0.state.offset == .zero })
            model.setReduceMotion(false)
            #expect(model.driver.motionPolicy == .standard)
        }

        @Test("a bar item tap reaches the app with the screen it belongs to")
        func barItem() {
            var taps: [String] = []
            model.onBarItemTap = { item, screen in taps.append("\(item.rawValue)@\(screen.rawValue)") }
            model.barItemTapped("edit")
            #expect(taps == ["edit@path-1"])
        }

        @Test(
            "a path value's screen zooms out of the view marked with its source and back into it; unmarked, it cross-fades"
        )
        func zoomSource() throws {
            let cell = CGRect(x: 20, y: 200, width: 120, height: 90)
            model.zoomSource = { $0 == "photo" ? "photo-3" : nil }
            model.updateTransitionSources(
                "path-1", ["photo-3": cell, "photo-4": CGRect(x: 0, y: 0, width: 1, height: 1)])
            model.setPath(["inbox", "photo"])
            // Known as the screen is made: the push itself zooms, out of the cell.
            #expect(model.container.transition?.context.sourceFrame == Rect(cell))
            timeline.run(for: 0.1)
            #expect(model.views.screens.contains { !$0.state.clip.isNone }, "the photo grows out of the cell")
            timeline.run(for: 1)
            #expect(model.container.topScreen.preferences.transitionSource == "photo-3")
            #expect(model.container.topScreen.preferences.preferredAnimator == .zoom)
            // The screen's own modifiers report later; the zoom stays.
            model.update(model.container.topScreen.id, with: ScreenSettings(title: "Photo", prefersBarHidden: true))
            #expect(model.container.topScreen.preferences.transitionSource == "photo-3")
            #expect(model.container.topScreen.preferences.prefersBarHidden)
            model.setPath(["inbox"])
            model.updateTransitionSources("path-1", ["photo-3": cell])  // the grid, drawn again for the pop
            #expect(model.container.transition?.context.sourceFrame == Rect(cell))
            timeline.run(for: 1)
            #expect(model.container.stack.map(\.id) == ["navkit-root", "path-1"])

            // Another value does not zoom; and once the cell's view is gone there is no frame.
            model.setPath(["inbox", "message"], animated: false)
            #expect(model.container.topScreen.preferences.transitionSource == nil)
            model.setPath(["inbox"], animated: false)
            model.updateTransitionSources("path-1", [:])
            #expect(model.frame(of: "photo-3", on: "path-1") == nil)
            model.setPath(["inbox", "photo"])
            #expect(model.container.transition != nil)
            #expect(model.container.transition?.context.sourceFrame == nil)
        }

        @Test(
            "a screen below the top reports its cell again when the pop draws it: the pop zooms into where the cell is then"
        )
        func sourceReportedAfterThePopBegan() throws {
            model.zoomSource = { $0 == "photo" ? "photo-3" : nil }
            model.updateTransitionSources("path-1", ["photo-3": CGRect(x: 20, y: 200, width: 120, height: 90)])
            model.setPath(["inbox", "photo"])
            timeline.run(for: 1)
            #expect(model.views.screens.map(\.screen) == ["path-2"], "at rest the grid is not drawn")
            #expect(model.frame(of: "photo-3", on: "path-1") == nil, "its last frame may be stale")
            model.setPath(["inbox"])
            #expect(model.container.transition?.context.sourceFrame == nil)
            // SwiftUI draws the grid for the pop; it reports the cell where it is now (scrolled).
            let scrolled = CGRect(x: 150, y: 40, width: 120, height: 90)
            model.updateTransitionSources("path-1", ["photo-3": scrolled])
            #expect(model.container.transition?.context.sourceFrame == Rect(scrolled))
            timeline.run(for: 1)
            #expect(model.container.stack.map(\.id) == ["navkit-root", "path-1"])
        }

        @Test("zoom sources marked side by side in a screen combine; the later one wins a name both mark")
        func transitionSourcesCombine() {
            var value = NavKitTransitionSourcesKey.defaultValue
            NavKitTransitionSourcesKey.reduce(value: &value) { ["a": CGRect(x: 0, y: 0, width: 10, height: 10)] }
            NavKitTransitionSourcesKey.reduce(value: &value) {
                ["b": CGRect(x: 5, y: 5, width: 10, height: 10), "a": CGRect(x: 1, y: 1, width: 2, height: 2)]
            }
            #expect(
                value == ["a": CGRect(x: 1, y: 1, width: 2, height: 2), "b": CGRect(x: 5, y: 5, width: 10, height: 10)])
        }

        @Test("a new size or direction lays the screens out again")
        func resize() {
            model.resize(CGSize(width: 320, height: 700), direction: .rightToLeft)
            #expect(model.views.bounds.width == 320)
            #expect(model.views.direction == .rightToLeft)
        }
    }
#endif
