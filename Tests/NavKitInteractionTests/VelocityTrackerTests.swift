import NavKitCore
import NavKitInteraction
import Testing

@Suite("Velocity tracker")
struct VelocityTrackerTests {
    static let frames = (0...12).map { Double($0) / 120 }

    @Test("a constant speed is measured exactly, in points per second, on both axes")
    func constantSpeed() {
        var tracker = VelocityTracker()
        for t in Self.frames { tracker.add(Point(x: 10 + 800 * t, y: 5 - 300 * t), at: ts(t)) }
        #expect(abs(tracker.velocity.dx - 800) < 1e-6)
        #expect(abs(tracker.velocity.dy + 300) < 1e-6)
    }

    @Test("a degree-2 fit reports the slope at the newest sample for an accelerating finger")
    func acceleration() {
        // x = 2000 t², so dx/dt at the newest sample (t = 0.1) is 400.
        let tracker = VelocityTracker.fed(times: Self.frames, x: { 2000 * $0 * $0 })
        #expect(abs(tracker.velocity.dx - 4000 * Self.frames.last!) < 1e-6)
    }

    @Test("no sample or one sample gives zero; two give their slope")
    func fewSamples() {
        #expect(VelocityTracker().velocity == .zero)
        #expect(VelocityTracker.fed(times: [0.5], x: { _ in 40 }).velocity == .zero)
        let two = VelocityTracker.fed(times: [0, 0.01], x: { 1000 * $0 })
        #expect(abs(two.velocity.dx - 1000) < 1e-9)
    }

    @Test("three samples are enough for the degree-2 fit: an accelerating finger's three give the slope at the newest")
    func threeSamplesFit() {
        // x = 2000 t² at 0, 10 and 20 ms: the fit's slope at the newest is 4000 × 0.02 = 80 pt/s;
        // the two-point fallback would give the average, 40.
        let three = VelocityTracker.fed(times: [0, 0.01, 0.02], x: { 2000 * $0 * $0 })
        #expect(abs(three.velocity.dx - 80) < 1e-6)
    }

    @Test("bursts with equal timestamps stay finite: all equal gives zero, a mixed burst gives the slope")
    func equalTimestamps() {
        let same = VelocityTracker.fed(times: [0.2, 0.2, 0.2, 0.2], x: { _ in 1 })
        #expect(same.velocity == .zero)
        var mixed = VelocityTracker()
        for (t, x) in [(0.0, 0.0), (0.0, 0.0), (0.01, 10.0), (0.01, 10.0)] { mixed.add(Point(x: x, y: 0), at: ts(t)) }
        #expect(mixed.velocity.isFinite)
        #expect(abs(mixed.velocity.dx - 1000) < 1e-6)
    }

    @Test(
        "a pause of more than 40 ms before the last sample means the finger stopped",
        arguments: [(0.03, false), (0.05, true)])
    func pause(gap: Double, stopped: Bool) {
        var tracker = VelocityTracker.fed(times: Self.frames, x: { 1000 * $0 })
        let last = Self.frames.last!
        tracker.add(Point(x: 1000 * last, y: 0), at: ts(last + gap))
        if stopped {
            #expect(tracker.velocity == .zero)
        } else {
            #expect(tracker.velocity.dx > 50)  // still moving: not reported as stopped
        }
    }

    @Test("samples older than 100 ms are ignored")
    func horizon() {
        var tracker = VelocityTracker()
        // Fast and old, then slow and recent: only the recent 100 ms count.
        for k in 0..<10 { tracker.add(Point(x: Double(k) * 50, y: 0), at: ts(Double(k) * 0.02)) }
        for k in 1...5 { tracker.add(Point(x: 450 + Double(k) * 1, y: 0), at: ts(0.18 + Double(k) * 0.02)) }
        #expect(abs(tracker.velocity.dx - 50) < 1e-6)
    }

    @Test("at most 20 samples are kept and non-finite ones are ignored")
    func historySize() {
        var tracker = VelocityTracker.fed(times: (0..<50).map { Double($0) / 1000 }, x: { 300 * $0 })
        tracker.add(Point(x: .nan, y: 0), at: ts(1))
        tracker.add(Point(x: 0, y: 0), at: ts(.infinity))
        #expect(tracker.sampleCount == 20)
        #expect(abs(tracker.velocity.dx - 300) < 1e-6)
    }
}
