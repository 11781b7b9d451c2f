/// Frame timing of the host loop: the interval between frame starts, the work to build a frame
/// (events, tick, draw calls) and the present (where a GPU renderer rasterises, and where a
/// real vsync waits).
///
/// Frames that took a screenshot (a synchronous pixel read and file write) are instrumentation,
/// not the loop: they and the interval after them are counted apart.
struct FrameStats {
    private var intervals: [Double] = []
    private var builds: [Double] = []
    private var presents: [Double] = []
    private var skipped = 0

    init() {
        intervals.reserveCapacity(60 * 600)
        builds.reserveCapacity(60 * 600)
        presents.reserveCapacity(60 * 600)
    }

    mutating func record(interval: Double?, build: Double, present: Double, instrumented: Bool) {
        guard !instrumented else {
            skipped += 1
            return
        }
        if let interval { intervals.append(interval) }
        builds.append(build)
        presents.append(present)
    }

    /// `frames=N interval_ms median=… p99=… worst=… build_ms … present_ms … screenshot_frames=K`.
    var summary: String {
        func ms(_ value: Double) -> String { "\((value * 10_000).rounded() / 10)" }
        func stats(_ values: [Double]) -> String {
            guard !values.isEmpty else { return "median=- p99=- worst=-" }
            let sorted = values.sorted()
            let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
            return "median=\(ms(sorted[sorted.count / 2])) p99=\(ms(p99)) worst=\(ms(sorted[sorted.count - 1]))"
        }
        return "frames=\(builds.count) interval_ms \(stats(intervals)) build_ms \(stats(builds)) "
            + "present_ms \(stats(presents)) screenshot_frames=\(skipped)"
    }
}
