import NavKit
import NavKitTesting
import Testing

@Suite("Shared element properties: always between its two ends, continuous frame to frame")
@MainActor
struct SharedElementPropertyTests {
    typealias F = SharedFixtures

    /// Two resolved frames and a sequence of progress values a finger drives a pop through.
    struct Flight: Hashable, Sendable, CustomStringConvertible {
        var from: Rect
        var to: Rect
        var progress: [Double]
        var slide: Bool

        var description: String { "from \(from) to \(to), \(slide ? "slide" : "fade"), progress \(progress)" }
    }

    nonisolated static var rect: Gen<Rect> {
        Gen.zip(
            Gen<Double>.double(in: -50...400), Gen<Double>.double(in: -50...800), Gen<Double>.double(in: 1...400),
            Gen<Double>.double(in: 1...800)
        ).map { Rect(x: $0, y: $1, width: $2, height: $3) }
    }

    nonisolated static var flights: Gen<Flight> {
        Gen.zip(rect, rect, Gen.array(of: Gen<Double>.double(in: 0...1), length: 1...30), Gen<Bool>.bool).map {
            Flight(from: $0, to: $1, progress: $2, slide: $3)
        }
    }

    @Test(
        "for random frames and progress sequences the layer stays within its ends and moves no more than the progress does"
    )
    func betweenAndContinuous() {
        let board = SharedElementBoard()
        verifyProperty("shared element between its ends", Self.flights, iterations: 150) { flight in
            let h = Harness(root: F.grid)
            board.set("photo", on: "grid", flight.from)
            board.set("photo", on: "detail", flight.to)
            h.container.transitionSourceResolver = board
            try h.container.push(F.detail(animator: flight.slide ? nil : .fade), animated: false)
            try h.container.beginInteractivePop()
            var previous: (progress: Double, frame: Rect)?
            for progress in flight.progress {
                h.clock.advance(by: 1.0 / 60)
                try h.container.updateInteractivePop(progress: progress)
                let scene = h.container.scene
                guard let layer = scene.sharedElements.first, scene.sharedElements.count == 1 else {
                    throw PropertyViolation("no single flying layer at \(progress)")
                }
                guard layer.isWellFormed, scene.isWellFormed else {
                    throw PropertyViolation("\(layer) not well formed")
                }
                // The ends where the screens stand now (the detail's copy at 0, the grid's at 1).
                let fromState = scene.layers.layer(for: "detail")?.state ?? .resting
                let toState = scene.layers.layer(for: "grid")?.state ?? .resting
                let a = fromState.frame(of: flight.to, in: scene.bounds)
                let b = toState.frame(of: flight.from, in: scene.bounds)
                if !F.isBetween(layer.frame, a, b, slack: 1e-6) {
                    throw PropertyViolation("\(layer.frame) outside \(a) … \(b) at \(progress)")
                }
                if !flight.slide {
                    // The fade leaves the screens in place: between the two resolved frames, and
                    // moving by exactly the progress's share of the distance.
                    if !F.isBetween(layer.frame, flight.to, flight.from, slack: 1e-6) {
                        throw PropertyViolation("\(layer.frame) outside the resolved frames at \(progress)")
                    }
                    let expected = F.blend(flight.to, flight.from, progress)
                    if F.distance(layer.frame, expected) > 1e-6 {
                        throw PropertyViolation("\(layer.frame) ≠ blend \(expected) at \(progress)")
                    }
                    if let previous {
                        let allowed = abs(progress - previous.progress) * F.distance(flight.to, flight.from) + 1e-6
                        if F.distance(layer.frame, previous.frame) > allowed {
                            throw PropertyViolation("jumped \(F.distance(layer.frame, previous.frame)) > \(allowed)")
                        }
                    }
                }
                previous = (progress, layer.frame)
            }
            try h.container.cancelInteractivePop()
            try h.settle()
            if !h.container.scene.sharedElements.isEmpty { throw PropertyViolation("a layer stayed after the end") }
        }
    }

    @Test("a zoom dismissed by dragging carries the photo with the finger, continuously, and lands it in the cell")
    func zoomDragCarriesTheElement() throws {
        let board = SharedElementBoard()
        let cell = Rect(x: 145, y: 700, width: 100, height: 100)
        board.sources["cell"] = cell
        board.set("photo", on: "home", cell, radius: 12)
        board.set("photo", on: "photo", Rect(x: 0, y: 200, width: 390, height: 390))
        let photo = Screen(
            id: "photo",
            preferences: ScreenPreferences(
                preferredAnimator: .zoom, transitionSource: "cell", sharedElements: ["photo"]))
        let home = Screen(id: "home", preferences: ScreenPreferences(sharedElements: ["photo"]))
        let h = try GestureHarness(screens: [home, photo])
        h.container.transitionSourceResolver = board
        var script = TouchScript(startingAt: h.time)
        script.down(1, 195, 422)
        script.move(1, to: 195, 622, over: 0.3)
        try h.play(script)
        #expect(h.gestures.lastDecision == .began(.zoom))
        let layer = try #require(h.container.scene.sharedElements.first)
        let screen = try #require(h.container.scene.layers.layer(for: "photo")).state
        #expect(screen.offset.dy > 100, "the photo screen follows the finger")
        #expect(layer.frame.minY > 200 + 50, "and the element on it goes along")
        var previous = layer.frame
        script = TouchScript(startingAt: h.time)
        script.up()
        try h.play(script)
        var budget = FrameBudget()
        while h.container.transition != nil {
            try budget.spend()
            try h.tick(1.0 / 60)
            guard let frame = h.container.scene.sharedElements.first?.frame else { break }
            #expect(F.distance(frame, previous) < 80, "no jump after the release")
            previous = frame
        }
        #expect(h.stackIDs == ["home"])
        #expect(F.distance(previous, cell) < 30, "it flew into the cell")
    }
}
