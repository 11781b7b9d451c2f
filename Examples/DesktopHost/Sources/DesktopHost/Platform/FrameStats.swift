/// Frame timing of the host loop: the interval between frames and the work inside one.
struct FrameStats {
    private(set) var intervals: [Double] = []
    private(set) var work: [Double] = []

    init() {
        intervals.reserveCapacity(60 * 600)
        work.reserveCapacity(60 * 600)
    }

    mutating func record(interval: Double?, work seconds: Double) {
        if let interval { intervals.append(interval) }
        work.append(seconds)
    }

    /// `frames=N interval_ms median=… worst=… work_ms median=… p99=… worst=…`.
    var summary: String {
        func ms(_ value: Double) -> String {
            let rounded = (value * 10_000).rounded() / 10
            return "\(rounded)"
        }
        func stats(_ values: [Double]) -> String {
            guard !values.isEmpty else { return "median=- p99=- worst=-" }
            let sorted = values.sorted()
            let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
            return "median=\(ms(sorted[sorted.count / 2])) p99=\(ms(p99)) worst=\(ms(sorted[sorted.count - 1]))"
        }
        return "frames=\(work.count) interval_ms \(stats(intervals)) work_ms \(stats(work))"
    }
}
