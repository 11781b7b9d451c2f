import NavKitAnimators
import NavKitCore
import Testing

@Suite("Zoom animator")
struct ZoomAnimatorTests {
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let thumbnail = Rect(x: 20, y: 200, width: 160, height: 120)
    let zoom = ZoomAnimator()

    func context(_ direction: TransitionDirection, source: Rect?, layout: LayoutDirection = .leftToRight)
        -> TransitionContext
    {
        TransitionContext(
            operation: direction == .forward ? .push : .pop, direction: direction, from: Screen(id: "from"),
            to: Screen(id: "to"), bounds: bounds, layoutDirection: layout, sourceFrame: source)
    }

    /// Where a layer's visible (clipped) part stands in the container: its clip rectangle,
    /// scaled about the bounds' centre and moved by its offset.
    func visibleFrame(_ state: LayerState) -> Rect {
        let clip = state.clip.rect(in: bounds)
        let cx = bounds.minX + bounds.width / 2
        let cy = bounds.minY + bounds.height / 2
        return Rect(
            x: cx + (clip.minX - cx) * state.scale + state.offset.dx,
            y: cy + (clip.minY - cy) * state.scale + state.offset.dy, width: clip.width * state.scale,
            height: clip.height * state.scale)
    }

    func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test("a push starts exactly over the source, rounded like it and transparent; the screen below at rest")
    func pushStartsOverTheSource() {
        let layers = zoom.layers(at: 0, in: context(.forward, source: thumbnail))
        #expect(close(visibleFrame(layers.to), thumbnail), "\(visibleFrame(layers.to))")
        #expect(abs(layers.to.clip.radius(in: bounds) * layers.to.scale - 12) < 1e-9)
        #expect(layers.to.opacity == 0)
        #expect(layers.from == LayerState(zIndex: 0))
    }

    @Test("a push grows the screen toward the full container, the corners square off, the screen below dims")
    func pushGrows() {
        let ctx = context(.forward, source: thumbnail)
        var previous = zoom.layers(at: 0, in: ctx)
        for step in 1...20 {
            let layers = zoom.layers(at: Double(step) / 20, in: ctx)
            let frame = visibleFrame(layers.to)
            #expect(frame.width > visibleFrame(previous.to).width)
            #expect(frame.height > visibleFrame(previous.to).height)
            let radius = layers.to.clip.radius(in: bounds) * layers.to.scale
            #expect(radius <= previous.to.clip.radius(in: bounds) * previous.to.scale + 1e-12)
            #expect(layers.from.scale < previous.from.scale && layers.from.dimming > previous.from.dimming)
            previous = layers
        }
        let end = zoom.layers(at: 1, in: ctx)
        #expect(end.to == LayerState(zIndex: 1))
        #expect(end.from == LayerState(scale: 0.94, dimming: 0.2, zIndex: 0))
    }

    @Test("a pop is the push backward: it shrinks into the source frame it is given")
    func popShrinksIntoTheSource() {
        let scrolled = Rect(x: 210, y: 520, width: 160, height: 120)
        for p in [0.0, 0.3, 0.7, 1] {
            let pop = zoom.layers(at: p, in: context(.backward, source: scrolled))
            let push = zoom.layers(at: 1 - p, in: context(.forward, source: scrolled))
            #expect(pop.from == push.to && pop.to == push.from)
        }
        let end = zoom.layers(at: 1, in: context(.backward, source: scrolled))
        #expect(close(visibleFrame(end.from), scrolled))
        #expect(end.from.opacity == 0)
    }

    @Test(
        "without a usable source — none, scrolled away, empty, huge — the zoom is a cross-fade",
        arguments: [
            nil, Rect(x: 500, y: 100, width: 100, height: 100), Rect(x: 10, y: 10, width: 0, height: 50),
            Rect(x: 0, y: 0, width: 5000, height: 100), Rect(x: .nan, y: 0, width: 10, height: 10),
        ] as [Rect?])
    func fallsBackToAFade(source: Rect?) {
        let fade = FadeAnimator()
        for direction in TransitionDirection.allCases {
            for p in [0.0, 0.25, 0.5, 1] {
                let ctx = context(direction, source: source)
                #expect(zoom.layers(at: p, in: ctx) == fade.layers(at: p, in: ctx))
            }
        }
        #expect(!zoom.zooms(from: source, in: bounds))
        #expect(zoom.zooms(from: thumbnail, in: bounds))
    }

    @Test("right-to-left with the mirrored source is the mirror of left-to-right, clip included")
    func rightToLeft() {
        let ltr = context(.forward, source: thumbnail)
        let rtl = ltr.mirrored
        #expect(rtl.sourceFrame == Rect(x: 210, y: 200, width: 160, height: 120))
        for p in [0.0, 0.2, 0.5, 0.9] {
            let a = zoom.layers(at: p, in: ltr).to.mirrored
            let b = zoom.layers(at: p, in: rtl).to
            #expect(abs(a.offset.dx - b.offset.dx) < 1e-9 && a.scale == b.scale && a.clip == b.clip)
        }
    }

    @Test("a caught zoom continues from the frame it was caught at: interactivity changes nothing")
    func catchContinuity() {
        var timed = context(.forward, source: thumbnail)
        var caught = timed
        caught.isInteractive = true
        timed.isInteractive = false
        for p in [0.1, 0.5, 0.8] {
            #expect(zoom.layers(at: p, in: timed) == zoom.layers(at: p, in: caught))
        }
    }
}
