import NavKit
import NavKitTesting
import Testing

/// A zoom written outside the package with public API only: the deeper screen grows from a
/// third of its size and fades in; it declares that it zooms from the screen's source.
struct PlugInZoom: AnimatedTransitioning {
    var zooms = true

    func duration(for context: TransitionContext) -> Double { 0.4 }

    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        let grown = context.direction == .forward ? progress : 1 - progress
        let deeper = LayerState(scale: 1 / 3 + 2 / 3 * grown, opacity: grown, zIndex: 1)
        let shallower = LayerState(zIndex: 0)
        return context.direction == .forward
            ? TransitionLayers(from: shallower, to: deeper) : TransitionLayers(from: deeper, to: shallower)
    }

    var zoomsFromSource: Bool { zooms }
}

@Suite("No favourites: a plug-in zoom gets the zoom dismiss (invariant 12)")
@MainActor
struct PlugInZoomDismissTests {
    let grid = ThumbnailGrid()

    func harness(_ animator: PlugInZoom) throws -> GestureHarness {
        let photo = Screen(
            id: "photo", title: "Photo",
            preferences: ScreenPreferences(preferredAnimator: "plug-in-zoom", transitionSource: "cell"))
        let h = try GestureHarness(screens: [Screen(id: "home"), photo])
        h.container.animators.register(animator, as: "plug-in-zoom")
        grid.frames["cell"] = Rect(x: 145, y: 700, width: 100, height: 100)
        h.container.transitionSourceResolver = grid
        return h
    }

    /// A drag from the screen's centre straight down by 160 points, then a lift.
    func dragDown(_ h: GestureHarness) throws {
        var script = TouchScript(startingAt: h.time)
        script.down(1, 195, 422)
        script.move(1, to: 195, 582, over: 0.3)
        script.up()
        try h.play(script)
    }

    @Test("a plug-in animator that zooms from the source is dismissed by a drag toward it")
    func dismissedByDragging() throws {
        let h = try harness(PlugInZoom())
        try dragDown(h)
        #expect(h.gestures.lastDecision == .began(.zoom))
        #expect(h.container.transition?.animator == "plug-in-zoom")
        try h.settle()
        #expect(h.stackIDs == ["home"])
    }

    @Test("the same animator not declaring it gets no zoom dismiss: a drag down is not a back gesture")
    func notDeclared() throws {
        let h = try harness(PlugInZoom(zooms: false))
        try dragDown(h)
        #expect(h.gestures.lastDecision != .began(.zoom))
        try h.settle()
        #expect(h.stackIDs == ["home", "photo"])
    }
}
