import CAllocationCounter

/// One measured figure: time and heap allocations per operation.
struct Measurement {
    var name: String
    var nanosecondsPerOperation: Double
    var allocationsPerOperation: Double
    var bytesPerOperation: Double
    var note: String = ""
    /// For a scaling row: the family it belongs to and its N.
    var group: String?
    var n: Int?
    /// Heap bytes still held after the operation (for memory rows).
    var retainedBytes: Double?
}

/// Runs `body` (which performs `operations` operations) `runs` times after `warmup` runs and
/// reports the median time per operation and the median allocations per operation.
func measure(
    _ name: String, operations: Int, runs: Int = 15, warmup: Int = 3, note: String = "",
    prepare: () -> Void = {}, _ body: () -> Void
) -> Measurement {
    let clock = ContinuousClock()
    for _ in 0..<warmup {
        prepare()
        body()
    }
    var times: [Double] = []
    var allocations: [Double] = []
    var bytes: [Double] = []
    times.reserveCapacity(runs)
    allocations.reserveCapacity(runs)
    bytes.reserveCapacity(runs)
    for _ in 0..<runs {
        prepare()
        let allocationsBefore = navkit_allocation_count()
        let bytesBefore = navkit_allocated_bytes()
        let start = clock.now
        body()
        let elapsed = start.duration(to: clock.now)
        let allocationsAfter = navkit_allocation_count()
        let bytesAfter = navkit_allocated_bytes()
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        times.append(nanoseconds / Double(operations))
        allocations.append(Double(allocationsAfter - allocationsBefore) / Double(operations))
        bytes.append(Double(bytesAfter - bytesBefore) / Double(operations))
    }
    return Measurement(
        name: name, nanosecondsPerOperation: median(times), allocationsPerOperation: median(allocations),
        bytesPerOperation: median(bytes), note: note)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
