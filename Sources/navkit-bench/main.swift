import CAllocationCounter
import Foundation
import NavKit

// navkit-bench: frame cost, allocations, gesture scaling, deep stacks, property-engine rate.
// Run as `swift run -c release navkit-bench [--json FILE] [--quick]`, or
// `navkit-bench frames N` (only the interactive frame loop, for callgrind), or
// `navkit-bench scene-diff N` (only the scene diff of a swipe, likewise).

func navkitAllocatedBytes() -> UInt64 { navkit_allocated_bytes() }

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "frames" {
    // Callgrind mode: N interactive frames and nothing else.
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
    let loop = FrameBenchmarks.InteractiveLoop()
    for _ in 0..<count { loop.frame() }
    print("ran \(count) interactive frames; interactive: \(loop.container.transition?.isInteractive == true)")
    exit(0)
}

if arguments.first == "scene-diff" {
    // Callgrind mode: N scene diffs of a swipe and nothing else (after recording the scenes).
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
    let loop = HostBenchmarks.SceneDiffLoop()
    for _ in 0..<count { loop.frame() }
    print("ran \(count) scene diffs; \(loop.commands) commands")
    exit(0)
}

if arguments.first == "stack" {
    // Profiling mode (callgrind, perf): N passing stack-property examples and nothing else;
    // `--generate-only` replaces the model check by a length check.
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
    let rate = PropertyEngineBenchmarks.stackRate(
        examples: count, runs: 0, generateOnly: arguments.contains("--generate-only"))
    print("stack property: \(Int(rate.perCPUSecond)) passing examples per CPU-second")
    exit(0)
}

let quick = arguments.contains("--quick")
var jsonPath = "build/bench.json"
if let index = arguments.firstIndex(of: "--json"), index + 1 < arguments.count { jsonPath = arguments[index + 1] }

if navkit_allocation_counting_available() == 0 {
    print("note: allocation counting is not available on this platform; allocation figures read 0")
}

var rows: [Measurement] = []
let frames = quick ? 2_000 : 20_000
rows.append(FrameBenchmarks.interactive(frames: frames))
rows.append(FrameBenchmarks.timed(frames: quick ? 500 : 1_000))
rows.append(HostBenchmarks.sceneDiff(frames: frames))
for count in [1, 10, 100, 1_000] {
    rows.append(OtherBenchmarks.arena(recognizers: count, events: count >= 1000 ? 200 : 2_000))
}
var bytesPerScreen: [Int: Double] = [:]
for depth in [10, 1_000, 100_000] {
    let (row, bytes) = OtherBenchmarks.stack(depth: depth)
    var annotated = row
    annotated.note = "\(Int(bytes.rounded())) bytes allocated per screen to build the stack"
    rows.append(annotated)
    bytesPerScreen[depth] = bytes
}
let engine = OtherBenchmarks.propertyEngine()
let stackRate = PropertyEngineBenchmarks.stackRate(examples: quick ? 50_000 : 500_000)
let allCoresRate = await PropertyEngineBenchmarks.allCoresRate(examples: quick ? 200_000 : 2_000_000)
let shrinks = PropertyEngineBenchmarks.shrinkResults()

// MARK: Report

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

print(pad("benchmark", 28) + pad("ns/op", 12, right: true) + pad("allocs/op", 12, right: true) + "  note")
for row in rows {
    print(
        pad(row.name, 28) + pad(String(format: "%.1f", row.nanosecondsPerOperation), 12, right: true)
            + pad(String(format: "%.3f", row.allocationsPerOperation), 12, right: true) + "  " + row.note)
}
print(
    String(
        format: "property engine: %.0f generated container cases/s, %.0f generated+model-checked cases/s",
        engine.generated, engine.checked))
print(
    String(
        format: "stack property: %.0f passing examples per CPU-second on one core (%.0f per wall-clock second); "
            + "%.0f/s on all %d cores",
        stackRate.perCPUSecond, stackRate.perSecond, allCoresRate, PropertyEngineBenchmarks.processorCount))
print("stack property, planted bug, seeds 1-20: shrunk counterexample")
for result in shrinks {
    print(
        "  seed \(pad(String(result.seed), 2, right: true)): \(result.counterexample) "
            + "(\(result.isMinimal ? "minimal" : "NOT minimal"), \(result.attempts) shrink attempts)")
}
print("  minimal on \(shrinks.filter(\.isMinimal).count) of \(shrinks.count) seeds")

var json = "{\n  \"benchmarks\": [\n"
json += rows.map { row in
    "    {\"name\": \"\(row.name)\", \"nanosecondsPerOperation\": \(row.nanosecondsPerOperation), "
        + "\"allocationsPerOperation\": \(row.allocationsPerOperation), \"bytesPerOperation\": \(row.bytesPerOperation)}"
}.joined(separator: ",\n")
json += "\n  ],\n  \"bytesPerScreen\": {"
json += bytesPerScreen.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
json +=
    "},\n  \"propertyEngine\": {\"generatedCasesPerSecond\": \(engine.generated), \"checkedCasesPerSecond\": \(engine.checked), "
    + "\"stackExamplesPerCPUSecond\": \(stackRate.perCPUSecond), \"stackExamplesPerSecond\": \(stackRate.perSecond), "
    + "\"stackExamplesPerSecondAllCores\": \(allCoresRate), "
    + "\"stackShrinksMinimal\": \(shrinks.filter(\.isMinimal).count), \"stackShrinkSeeds\": \(shrinks.count)}\n}\n"
do {
    try FileManager.default.createDirectory(
        atPath: (jsonPath as NSString).deletingLastPathComponent.isEmpty
            ? "." : (jsonPath as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
    try json.write(toFile: jsonPath, atomically: true, encoding: .utf8)
    print("wrote \(jsonPath)")
} catch {
    print("navkit-bench: cannot write \(jsonPath): \(error)")
    exit(1)
}
