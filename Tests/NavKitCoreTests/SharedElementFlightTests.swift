import NavKitCore
import Testing

@Suite("Shared element flights: the pure function from progress and layer states to a flying layer")
struct SharedElementFlightTests {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 800)
    let flight = SharedElementFlight(
        element: "photo", fromScreen: "grid", toScreen: "detail",
        fromFrame: SharedElementFrame(Rect(x: 20, y: 500, width: 100, height: 80), cornerRadius: 8),
        toFrame: SharedElementFrame(Rect(x: 0, y: 100, width: 400, height: 300)))
    let still = TransitionLayers(from: .resting, to: .resting)

    @Test("at rest, progress 0 and 1 give the two resolved frames exactly; between, their blend")
    func endsAndMiddle() {
        #expect(flight.layer(at: 0, riding: still, in: bounds).frame == flight.fromFrame.frame)
        #expect(flight.layer(at: 0, riding: still, in: bounds).cornerRadius == 8)
        #expect(flight.layer(at: 1, riding: still, in: bounds).frame == flight.toFrame.frame)
        #expect(flight.layer(at: 1, riding: still, in: bounds).cornerRadius == 0)
        let middle = flight.layer(at: 0.5, riding: still, in: bounds)
        #expect(middle.frame == Rect(x: 10, y: 300, width: 250, height: 190))
        #expect(middle.cornerRadius == 4)
        #expect(middle.element == "photo" && middle.fromScreen == "grid" && middle.toScreen == "detail")
    }

    @Test("progress outside 0…1 is clamped")
    func clamped() {
        #expect(flight.layer(at: -2, riding: still, in: bounds).frame == flight.fromFrame.frame)
        #expect(flight.layer(at: 7, riding: still, in: bounds).frame == flight.toFrame.frame)
    }

    @Test("each end rides on its screen: offset and scale about the bounds' centre move it as a host draws it")
    func riding() {
        let state = LayerState(offset: Vector(dx: 30, dy: -10), scale: 0.5)
        let moved = state.frame(of: Rect(x: 0, y: 0, width: 400, height: 800), in: bounds)
        #expect(moved == Rect(x: 130, y: 190, width: 200, height: 400))
        let layers = TransitionLayers(from: state, to: .resting)
        let start = flight.layer(at: 0, riding: layers, in: bounds)
        #expect(start.frame == state.frame(of: flight.fromFrame.frame, in: bounds))
        #expect(start.cornerRadius == 4, "the radius scales with its screen")
    }

    @Test("a negative scale flips the rectangle without giving it a negative size")
    func negativeScale() {
        let flipped = LayerState(scale: -1).frame(of: Rect(x: 0, y: 0, width: 100, height: 50), in: bounds)
        #expect(flipped == Rect(x: 300, y: 750, width: 100, height: 50))
    }

    @Test("the opacity is the more opaque screen's, the radius at most half the shorter side")
    func opacityAndRadius() {
        let fading = TransitionLayers(from: LayerState(opacity: 0.3), to: LayerState(opacity: 0.6))
        #expect(flight.layer(at: 0.5, riding: fading, in: bounds).opacity == 0.6)
        var round = flight
        round.fromFrame.cornerRadius = 500
        #expect(round.layer(at: 0, riding: still, in: bounds).cornerRadius == 40)
    }

    @Test("sanitising: no area or a non-finite frame is unusable, a bad radius becomes 0")
    func sanitizing() {
        #expect(SharedElementFrame(Rect(x: 0, y: 0, width: 0, height: 5)).sanitized == nil)
        #expect(SharedElementFrame(Rect(x: .nan, y: 0, width: 5, height: 5)).sanitized == nil)
        #expect(
            SharedElementFrame(Rect(x: 0, y: 0, width: 5, height: 5), cornerRadius: -1).sanitized?.cornerRadius == 0)
        let fine = SharedElementFrame(Rect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 2)
        #expect(fine.sanitized == fine)
    }

    @Test("a scene with a flying element that is not well formed says so; copies hide only on its two screens")
    func sceneChecks() {
        var scene = Scene(
            bounds: bounds, layoutDirection: .leftToRight, layers: SceneLayers(),
            bar: BarState(title: BarTitle(text: "")))
        #expect(scene.isWellFormed)
        scene.sharedElements = [flight.layer(at: 0.5, riding: still, in: bounds)]
        #expect(scene.isWellFormed)
        #expect(scene.hidesElement("photo", on: "grid") && scene.hidesElement("photo", on: "detail"))
        #expect(!scene.hidesElement("photo", on: "other") && !scene.hidesElement("title", on: "grid"))
        scene.sharedElements[0].opacity = 2
        #expect(!scene.isWellFormed)
        scene.sharedElements[0].opacity = 1
        scene.sharedElements[0].frame.size.width = .nan
        #expect(scene.firstViolation?.hasPrefix("shared element photo") == true)
    }
}
