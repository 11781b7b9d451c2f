import NavKitCore
import Testing

/// The frame loop's well-formedness checks are branch-free bit tricks; these pin them to the
/// plain range checks they replace, on every edge value.
@Suite("Well-formedness checks agree with the plain range checks")
struct WellFormedCheckTests {
    static let edges: [Double] = [
        0, -0.0, 1, 0.5, 1.0.nextUp, (-0.0).nextDown, Double.leastNonzeroMagnitude, -1, 2, 1e300,
        .greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan,
    ]

    static func unit(_ x: Double) -> Bool { (0...1).contains(x) }
    static func nonNegativeFinite(_ x: Double) -> Bool { x >= 0 && x < .infinity }

    @Test("a layer state is well formed exactly when its numbers are finite and its opacities lie in 0…1")
    func layerState() {
        for value in Self.edges {
            #expect(LayerState(offset: Vector(dx: value, dy: 0)).isWellFormed == value.isFinite)
            #expect(LayerState(offset: Vector(dx: 0, dy: value)).isWellFormed == value.isFinite)
            #expect(LayerState(scale: value).isWellFormed == value.isFinite)
            #expect(LayerState(opacity: value).isWellFormed == Self.unit(value))
            #expect(LayerState(shadowOpacity: value).isWellFormed == Self.unit(value))
            #expect(LayerState(dimming: value).isWellFormed == Self.unit(value))
            #expect(LayerState(clip: LayerClip(top: value)).isWellFormed == Self.nonNegativeFinite(value))
        }
    }

    @Test("a clip is well formed exactly when every inset and the radius is finite and not negative")
    func clip() {
        for value in Self.edges {
            let expected = Self.nonNegativeFinite(value)
            #expect(LayerClip(top: value).isWellFormed == expected)
            #expect(LayerClip(left: value).isWellFormed == expected)
            #expect(LayerClip(bottom: value).isWellFormed == expected)
            #expect(LayerClip(right: value).isWellFormed == expected)
            #expect(LayerClip(cornerRadius: value).isWellFormed == expected)
        }
    }

    @Test("a bar is well formed exactly when its numbers are finite and its opacities lie in 0…1")
    func bar() {
        let title = BarTitle(text: "Title")
        for value in Self.edges {
            #expect(BarState(height: value, title: title).isWellFormed == value.isFinite)
            #expect(BarState(offset: value, title: title).isWellFormed == value.isFinite)
            #expect(BarState(opacity: value, title: title).isWellFormed == Self.unit(value))
            #expect(BarState(title: title, backButtonOpacity: value).isWellFormed == Self.unit(value))
            #expect(BarState(title: BarTitle(text: "", opacity: value)).isWellFormed == Self.unit(value))
            #expect(BarState(title: BarTitle(text: "", offset: value)).isWellFormed == value.isFinite)
            let outgoingOpacity = BarState(title: title, outgoingTitle: BarTitle(text: "", opacity: value))
            #expect(outgoingOpacity.isWellFormed == Self.unit(value))
            let outgoingOffset = BarState(title: title, outgoingTitle: BarTitle(text: "", offset: value))
            #expect(outgoingOffset.isWellFormed == value.isFinite)
        }
    }
}
