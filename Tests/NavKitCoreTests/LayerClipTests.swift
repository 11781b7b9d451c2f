import NavKitCore
import Testing

@Suite("Layer clips: the rounded rectangle of a screen that shows")
struct LayerClipTests {
    let frame = Rect(x: 0, y: 0, width: 390, height: 844)

    @Test("no clip is the default: every existing layer state shows its whole view with square corners")
    func defaultIsNone() {
        #expect(LayerState().clip == .none)
        #expect(LayerState.resting.clip.isNone)
        #expect(LayerClip.none.rect(in: frame) == frame)
        #expect(LayerClip.none.radius(in: frame) == 0)
    }

    @Test("the visible rectangle is the frame shrunk by the insets, never below zero size")
    func visibleRectangle() {
        let clip = LayerClip(top: 10, left: 20, bottom: 30, right: 40, cornerRadius: 8)
        #expect(clip.rect(in: frame) == Rect(x: 20, y: 10, width: 330, height: 804))
        let over = LayerClip(top: 500, left: 300, bottom: 500, right: 300)
        #expect(over.rect(in: frame).size == Size(width: 0, height: 0))
    }

    @Test("hosts draw at most half the visible rectangle's shorter side as the corner radius")
    func radiusIsCapped() {
        let clip = LayerClip(top: 372, left: 95, bottom: 372, right: 95, cornerRadius: 400)
        #expect(clip.radius(in: frame) == 50)
        #expect(LayerClip(cornerRadius: 12).radius(in: frame) == 12)
    }

    @Test(
        "a negative or non-finite inset or radius makes the state ill-formed",
        arguments: [-1, Double.nan, .infinity, -.infinity])
    func wellFormed(bad: Double) {
        #expect(LayerState(clip: LayerClip(top: 3, cornerRadius: 4)).isWellFormed)
        #expect(!LayerState(clip: LayerClip(top: bad)).isWellFormed)
        #expect(!LayerState(clip: LayerClip(left: bad)).isWellFormed)
        #expect(!LayerState(clip: LayerClip(bottom: bad)).isWellFormed)
        #expect(!LayerState(clip: LayerClip(right: bad)).isWellFormed)
        #expect(!LayerState(clip: LayerClip(cornerRadius: bad)).isWellFormed)
    }

    @Test("interpolation gives the ends exactly and blends every inset and the radius in between")
    func interpolation() {
        let a = LayerState(scale: 0.5, clip: LayerClip(top: 100, left: 40, bottom: 200, right: 60, cornerRadius: 20))
        let b = LayerState.resting
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        let half = a.interpolated(to: b, fraction: 0.5).clip
        #expect(half == LayerClip(top: 50, left: 20, bottom: 100, right: 30, cornerRadius: 10))
    }

    @Test("mirroring for right-to-left swaps the left and right insets (and twice gives the state back)")
    func mirroring() {
        let state = LayerState(offset: Vector(dx: 30, dy: 5), clip: LayerClip(top: 1, left: 2, bottom: 3, right: 4))
        #expect(state.mirrored.clip == LayerClip(top: 1, left: 4, bottom: 3, right: 2))
        #expect(state.mirrored.offset == Vector(dx: -30, dy: 5))
        #expect(state.mirrored.mirrored == state)
    }
}
