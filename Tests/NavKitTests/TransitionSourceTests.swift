import NavKit
import NavKitTesting
import Testing

/// A host's grid of thumbnails: answers where a cell stands now, and remembers every question.
@MainActor
final class ThumbnailGrid: TransitionSourceResolver {
    var frames: [TransitionSourceID: Rect] = [:]
    private(set) var questions: [String] = []

    func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? {
        questions.append("\(source) on \(screen)")
        return frames[source]
    }
}

@Suite("Transition sources: the zoom's source element, resolved by the host")
@MainActor
struct TransitionSourceTests {
    static let photo = Screen(
        id: "photo", title: "Photo",
        preferences: ScreenPreferences(preferredAnimator: .zoom, transitionSource: "cell-3"))
    let cell = Rect(x: 20, y: 200, width: 120, height: 90)

    func harness() -> (Harness, ThumbnailGrid) {
        let h = Harness()
        let grid = ThumbnailGrid()
        grid.frames["cell-3"] = cell
        h.container.transitionSourceResolver = grid
        return (h, grid)
    }

    @Test("a push asks the screen below for the source's frame once, before its first frame is shown")
    func pushResolves() throws {
        let (h, grid) = harness()
        try h.container.push(Self.photo)
        #expect(grid.questions == ["cell-3 on home"])
        #expect(h.container.transition?.context.sourceFrame == cell)
        try h.run(for: 0.1)
        let top = try #require(h.container.scene.layers.layer(for: "photo"))
        #expect(!top.state.clip.isNone && top.state.scale < 1, "mid-zoom the photo is clipped and scaled")
        try h.settle()
        #expect(h.container.scene.layers.layer(for: "photo")?.state == .resting)
        #expect(grid.questions == ["cell-3 on home"])
    }

    @Test("observers hear of a zoom with the source frame the host just resolved, push and pop")
    func observersSeeTheSourceFrame() throws {
        let (h, grid) = harness()
        let observer = RecordingObserver()
        var frames: [Rect?] = []
        observer.onDidBegin = { frames.append($0.sourceFrame) }
        h.container.addObserver(observer)
        try h.container.push(Self.photo)
        try h.settle()
        let scrolled = Rect(x: 20, y: 520, width: 120, height: 90)
        grid.frames["cell-3"] = scrolled
        try h.container.pop()
        try h.settle()
        #expect(frames == [cell, scrolled])
    }

    @Test("a pop asks again, so a list scrolled meanwhile zooms back into where the cell is now")
    func popResolvesAgain() throws {
        let (h, grid) = harness()
        try h.container.push(Self.photo)
        try h.settle()
        let scrolled = Rect(x: 20, y: 520, width: 120, height: 90)
        grid.frames["cell-3"] = scrolled
        try h.container.pop()
        #expect(grid.questions == ["cell-3 on home", "cell-3 on home"])
        #expect(h.container.transition?.context.sourceFrame == scrolled)
        try h.settle()
        #expect(h.ids == ["home"])
    }

    @Test("an interactive swipe back resolves the source when it begins")
    func swipeResolves() throws {
        let (h, grid) = harness()
        try h.container.push(Self.photo)
        try h.settle()
        try h.container.beginInteractivePop()
        #expect(grid.questions.count == 2)
        #expect(h.container.transition?.context.sourceFrame == cell)
        try h.container.cancelInteractivePop(velocity: 0)
        try h.settle()
        #expect(h.ids == ["home", "photo"])
    }

    @Test("told the source changed mid-transition, the container asks again and the run zooms into the new frame")
    func askedAgain() throws {
        let (h, grid) = harness()
        try h.container.push(Self.photo)
        try h.settle()
        grid.frames["cell-3"] = nil
        try h.container.pop()
        #expect(h.container.transition?.context.sourceFrame == nil, "the cell is not on screen yet")
        let moved = Rect(x: 200, y: 500, width: 100, height: 80)
        grid.frames["cell-3"] = moved
        h.container.transitionSourceDidChange()
        #expect(grid.questions.count == 3)
        #expect(h.container.transition?.context.sourceFrame == moved)
        try h.run(for: 0.1)
        #expect(h.container.scene.layers.contains { !$0.state.clip.isNone }, "zooming now, into the moved cell")
        try h.settle()
        #expect(h.ids == ["home"])
        // With nothing in flight, or a transition without a source, nothing is asked.
        h.container.transitionSourceDidChange()
        try h.container.push(Screen(id: "plain", title: "Plain"))
        h.container.transitionSourceDidChange()
        #expect(grid.questions.count == 3)
        try h.settle()
    }

    @Test(
        "a source that is gone, empty or not finite cross-fades: no clip at any frame",
        arguments: [nil, Rect(x: 0, y: 0, width: 0, height: 40), Rect(x: .nan, y: 0, width: 10, height: 10)]
            as [Rect?])
    func unresolvableFallsBack(frame: Rect?) throws {
        let (h, grid) = harness()
        let observer = RecordingObserver()
        h.container.addObserver(observer)
        grid.frames["cell-3"] = frame
        try h.container.push(Self.photo)
        #expect(h.container.transition?.context.sourceFrame == nil)
        // A frame the host gave but that cannot be used is reported; no answer is not an error.
        let reported: [NavigationDiagnostic] = frame == nil ? [] : [.sanitizedSourceFrame("cell-3", screen: "home")]
        #expect(observer.diagnostics == reported)
        for _ in 0..<30 {
            try h.run(for: 1.0 / 60)
            #expect(h.container.scene.layers.allSatisfy { $0.state.clip.isNone && $0.state.scale == 1 })
            #expect(h.container.scene.isWellFormed)
        }
        try h.settle()
        #expect(h.ids == ["home", "photo"])
    }

    @Test("the resolver is held weakly: once released, nothing is asked and the zoom cross-fades")
    func heldWeakly() throws {
        let h = Harness()
        weak var released: ThumbnailGrid?
        do {
            let grid = ThumbnailGrid()
            grid.frames["cell-3"] = cell
            h.container.transitionSourceResolver = grid
            released = grid
        }
        #expect(released == nil)
        try h.container.push(Self.photo)
        #expect(h.container.transition?.context.sourceFrame == nil)
        try h.settle()
    }

    @Test("a screen that names no source never asks the resolver")
    func noSourceNoQuestion() throws {
        let (h, grid) = harness()
        try h.container.push(Screens.list)
        try h.settle()
        try h.container.pop()
        try h.settle()
        #expect(grid.questions.isEmpty)
    }
}
