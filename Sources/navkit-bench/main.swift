// Filled in by the benchmarks work; see Measure.swift.
print("navkit-bench")
