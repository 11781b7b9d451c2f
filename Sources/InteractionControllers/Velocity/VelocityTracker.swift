public import NavKitCore

/// Estimates a finger's velocity from its recent positions, in points per second.
///
/// The estimate is Flutter's (itself Android's): a least-squares fit of a degree-2 polynomial
/// to at most the last ``historySize`` samples within ``horizon`` seconds of the newest one, the
/// velocity being the fit's slope at the newest sample. A gap of more than ``stopGap`` seconds
/// between consecutive samples means the finger stopped, so older samples are ignored: a finger
/// that pauses before lifting reports about zero, not its old speed. With fewer than 3 samples,
/// or when the fit is degenerate (bursts of equal timestamps), the estimate falls back to the
/// slope between the newest and the oldest usable sample, or zero when they share a timestamp.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.add(Point(x: 0, y: 0), at: Timestamp(seconds: 0))
/// tracker.add(Point(x: 8, y: 0), at: Timestamp(seconds: 0.008))
/// tracker.add(Point(x: 16, y: 0), at: Timestamp(seconds: 0.016))
/// tracker.velocity   // ≈ (1000, 0) points per second
/// ```
public struct VelocityTracker: Hashable, Sendable {
    /// The most samples the fit uses.
    public static let historySize = 20
    /// How far back from the newest sample the fit looks, in seconds.
    public let horizon: Double
    /// A gap between consecutive samples longer than this (seconds) means the finger stopped.
    public let stopGap: Double

    /// A ring of samples: the first ``sampleCount`` entries are valid; a reset keeps the storage,
    /// so a stream of gestures writes in place and allocates nothing.
    private var samples: [Sample] = []
    private var count = 0
    private var next = 0

    private struct Sample: Hashable, Sendable {
        var point: Point
        var time: Timestamp
    }

    /// Creates an empty tracker.
    /// - Parameters:
    ///   - horizon: Seconds of history to fit (100 ms by default); non-positive or non-finite
    ///     values use the default.
    ///   - stopGap: The gap in seconds that means the finger stopped (40 ms by default).
    public init(horizon: Double = 0.1, stopGap: Double = 0.04) {
        self.horizon = horizon.isFinite && horizon > 0 ? horizon : 0.1
        self.stopGap = stopGap.isFinite && stopGap > 0 ? stopGap : 0.04
        samples.reserveCapacity(Self.historySize)
    }

    /// The number of samples held (at most ``historySize``).
    public var sampleCount: Int { count }

    /// Records a position. Non-finite positions or times are ignored.
    /// - Parameters:
    ///   - point: Where the finger was.
    ///   - time: When.
    public mutating func add(_ point: Point, at time: Timestamp) {
        guard point.isFinite, time.isFinite else { return }
        let sample = Sample(point: point, time: time)
        if count < Self.historySize {
            if count < samples.count { samples[count] = sample } else { samples.append(sample) }
            count += 1
            next = count % Self.historySize
        } else {
            samples[next] = sample
            next = (next + 1) % Self.historySize
        }
    }

    /// Forgets every sample.
    public mutating func reset() {
        count = 0
        next = 0
    }

    /// The velocity at a later moment, such as a lift, whose position is not a sample.
    ///
    /// A lift lands where the last move was, so adding it as a sample would drag the fit toward
    /// zero; only its time matters: if the finger has not moved for longer than ``stopGap``, it
    /// had stopped and the velocity is zero. Otherwise it is ``velocity``.
    /// - Parameter time: The moment, e.g. the lift's timestamp.
    /// - Returns: The velocity in points per second.
    public func velocity(at time: Timestamp) -> Vector {
        guard let newest = samples[..<count].max(by: { $0.time < $1.time }) else { return .zero }
        if time.isFinite, time - newest.time > stopGap { return .zero }
        return velocity
    }

    /// The estimated velocity in points per second; zero without samples.
    public var velocity: Vector {
        let window = recentSamples()
        guard let newest = window.first, let oldest = window.last else { return .zero }
        if window.count >= 3 {
            // Times in milliseconds before the newest sample, as Flutter, for a well-scaled fit.
            let times = window.map { ($0.time - newest.time) * 1000 }
            if let xSlope = Self.slope(times: times, values: window.map(\.point.x)),
                let ySlope = Self.slope(times: times, values: window.map(\.point.y))
            {
                return Vector(dx: xSlope * 1000, dy: ySlope * 1000)
            }
        }
        let dt = newest.time - oldest.time
        guard dt > 0 else { return .zero }
        return (newest.point - oldest.point) * (1 / dt)
    }

    /// The samples the estimate may use, newest first.
    private func recentSamples() -> [Sample] {
        var window: [Sample] = []
        window.reserveCapacity(count)
        guard count > 0 else { return window }
        var index = (next - 1 + count) % count
        let newest = samples[index]
        var previous = newest
        for _ in 0..<count {
            let sample = samples[index]
            let age = newest.time - sample.time
            let gap = abs(previous.time - sample.time)
            if age > horizon || gap > stopGap { break }
            window.append(sample)
            previous = sample
            index = (index - 1 + count) % count
        }
        return window
    }

    /// The linear coefficient of a degree-2 least-squares fit, or `nil` when degenerate.
    private static func slope(times: [Double], values: [Double]) -> Double? {
        let m = times.count
        let n = 3
        // Rows of the design matrix (unit weights): 1, t, t².
        var a = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        for h in 0..<m {
            a[0][h] = 1
            a[1][h] = times[h]
            a[2][h] = times[h] * times[h]
        }
        // Gram-Schmidt QR decomposition.
        var q = a
        var r = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        for j in 0..<n {
            for i in 0..<j {
                let d = dot(q[j], q[i])
                for h in 0..<m { q[j][h] -= d * q[i][h] }
            }
            let norm = dot(q[j], q[j]).squareRoot()
            guard norm >= 1e-10, norm.isFinite else { return nil }
            for h in 0..<m { q[j][h] /= norm }
            for i in j..<n { r[j][i] = dot(q[j], a[i]) }
        }
        var coefficients = [Double](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            var c = dot(q[i], values)
            for j in (i + 1)..<n { c -= r[i][j] * coefficients[j] }
            coefficients[i] = c / r[i][i]
        }
        return coefficients[1].isFinite ? coefficients[1] : nil
    }

    private static func dot(_ u: [Double], _ v: [Double]) -> Double {
        var sum = 0.0
        for k in 0..<u.count { sum += u[k] * v[k] }
        return sum
    }

    /// Two trackers are equal when their settings and their valid samples, in ring order, are.
    public static func == (lhs: VelocityTracker, rhs: VelocityTracker) -> Bool {
        lhs.horizon == rhs.horizon && lhs.stopGap == rhs.stopGap && lhs.next == rhs.next
            && lhs.samples[..<lhs.count].elementsEqual(rhs.samples[..<rhs.count])
    }

    /// Hashes what ``==(_:_:)`` compares.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizon)
        hasher.combine(stopGap)
        hasher.combine(next)
        hasher.combine(count)
        for sample in samples[..<count] { hasher.combine(sample) }
    }
}
