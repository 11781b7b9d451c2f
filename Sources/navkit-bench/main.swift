import CAllocationCounter
import Foundation
import NavKit
import NavKitTesting

// navkit-bench: frame cost, allocations, gesture scaling, deep stacks, costs flat in N, property
// engine rate. Run as `swift run -c release navkit-bench [--json FILE] [--quick]`, or with a loop
// name and a count for callgrind (scripts/callgrind-frame.sh): `navkit-bench frames N`
// (interactive frames), `timed N` (timed transition frames), `pushpop N` (push + pop pairs, not
// animated), `arena R N` (N gestures of 20 events through R recognizers).
// `navkit-bench scene-diff N` runs only the scene diff of a swipe, likewise, `host-frames N` whole
// host frames of the UIKit adapter on the stand-in (Linux), and
// `navkit-bench stack N [--generate-only] [--closures]` N passing examples of the property engine's
// stack benchmark (its generator composed of Generators types, or of Gen closures), and
// `navkit-bench row-taps N [R]` / `row-moves N [R]` N taps / N moves (drags of 400) on one row of
// a list of R rows (default 10,000) with a scroll region each.

func navkitAllocatedBytes() -> UInt64 { navkit_allocated_bytes() }

let arguments = Array(CommandLine.arguments.dropFirst())

func count(at index: Int, default value: Int) -> Int {
    arguments.count > index ? Int(arguments[index]) ?? value : value
}

switch arguments.first {
case "scene-diff":
    // N scene diffs of a swipe and nothing else (after recording the scenes).
    let diffs = count(at: 1, default: 1_000)
    let sceneLoop = HostBenchmarks.SceneDiffLoop()
    for _ in 0..<diffs { sceneLoop.frame() }
    print("ran \(diffs) scene diffs; \(sceneLoop.commands) commands")
    exit(0)
case "frames":
    let frames = count(at: 1, default: 1_000)
    let loop = FrameBenchmarks.InteractiveLoop()
    for _ in 0..<frames { loop.frame() }
    print("ran \(frames) interactive frames; interactive: \(loop.container.transition?.isInteractive == true)")
    exit(0)
case "timed":
    let frames = count(at: 1, default: 1_000)
    // One run long enough for the largest count callgrind-frame.sh uses, so no restart is counted.
    let loop = FrameBenchmarks.TimedLoop(framesPerRun: 20_000)
    for _ in 0..<frames { loop.frame() }
    print("ran \(frames) timed frames; running: \(loop.container.transition != nil)")
    exit(0)
case "pushpop":
    let pairs = count(at: 1, default: 1_000)
    let container = NavigationContainer(root: Screen(id: "root"), clock: ManualClock())
    _ = try? container.push(Screen(id: "list", title: "List"), animated: false)
    let extra = Screen(id: "extra", title: "Extra")
    for _ in 0..<pairs {
        _ = try? container.push(extra, animated: false)
        _ = try? container.pop(animated: false)
    }
    print("ran \(pairs) push+pop pairs; depth \(container.stack.count)")
    exit(0)
case "stack":
    // Profiling mode (callgrind, perf): N passing stack-property examples and nothing else;
    // `--generate-only` replaces the model check by a length check; `--closures` generates the
    // programs from their composition of Gen closures.
    let examples = count(at: 1, default: 1_000_000)
    let rate = PropertyEngineBenchmarks.stackRate(
        examples: examples, runs: 0, generateOnly: arguments.contains("--generate-only"),
        programs: arguments.contains("--closures") ? StackBenchmark.closurePrograms : StackBenchmark.programs)
    print("stack property: \(Int(rate.perCPUSecond)) passing examples per CPU-second")
    exit(0)
case "host-frames":
    // N whole host frames of the UIKit adapter on the stand-in (Linux only).
    #if os(Linux)
        let hostFrames = count(at: 1, default: 1_000)
        let hostLoop = AdapterFrameBenchmarks.SwipeLoop()
        for _ in 0..<hostFrames { hostLoop.frame() }
        print("ran \(hostFrames) UIKit host frames")
    #endif
    exit(0)
case "row-taps":
    let loop = TouchScalingBenchmarks.ListLoop(rows: count(at: 2, default: 10_000))
    let taps = count(at: 1, default: 1_000)
    for _ in 0..<taps { loop.tap() }
    print("ran \(taps) taps")
    exit(0)
case "row-moves":
    let loop = TouchScalingBenchmarks.ListLoop(rows: count(at: 2, default: 10_000))
    let moves = count(at: 1, default: 1_000)
    for _ in 0..<moves / 400 { loop.drag(moves: 400) }
    print("ran \(moves / 400) drags of 400 moves")
    exit(0)
case "checker":
    // N programs of the container's rule-based state machine, every step, frame and touch checked
    // against the reference model (the engine section's programs/s row), for profiling.
    let programs = count(at: 1, default: 200)
    let report = ContainerModelRunner.stateMachine().check(
        settings: PropertySettings(iterations: programs, seed: 42, environment: [:], database: nil))
    print("checked \(report.testedCases) programs; passed: \(report.passed)")
    exit(0)
case "shrinks":
    // Each shrinking workload's planted bug shrunk from seeds 1-20, and nothing else.
    for workload in PropertyEngineBenchmarks.shrinkWorkloads {
        let results = workload.results(1...20)
        for result in results {
            print(
                "\(workload.name), seed \(result.seed): \(result.counterexample) "
                    + "(\(result.isMinimal ? "minimal" : "NOT minimal"), \(result.attempts) attempts)")
        }
        print("\(workload.name): minimal on \(results.filter(\.isMinimal).count) of \(results.count) seeds")
    }
    exit(0)
case "arena":
    var loop = OtherBenchmarks.ArenaLoop(recognizers: count(at: 1, default: 10))
    let gestures = count(at: 2, default: 100)
    for _ in 0..<gestures { loop.gesture() }
    print("ran \(gestures) gestures of 20 events")
    exit(0)
default:
    break
}

let quick = arguments.contains("--quick")
var jsonPath = "build/bench.json"
if let index = arguments.firstIndex(of: "--json"), index + 1 < arguments.count { jsonPath = arguments[index + 1] }

if navkit_allocation_counting_available() == 0 {
    print("note: allocation counting is not available on this platform; allocation figures read 0")
}

// `--only SECTION[,SECTION]` runs some sections: frames, arena, stack, scaling, touches, engine.
var sections: Set<String> = ["frames", "arena", "stack", "scaling", "touches", "engine"]
if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
    sections = Set(arguments[index + 1].split(separator: ",").map(String.init))
}

var rows: [Measurement] = []
if sections.contains("frames") {
    rows.append(FrameBenchmarks.interactive(frames: quick ? 2_000 : 20_000))
    rows.append(FrameBenchmarks.timed(frames: quick ? 500 : 1_000))
    rows.append(HostBenchmarks.sceneDiff(frames: quick ? 2_000 : 20_000))
    #if os(Linux)
        rows.append(AdapterFrameBenchmarks.uikitHostFrame(frames: quick ? 2_000 : 20_000))
    #endif
}
if sections.contains("arena") {
    for count in [1, 10, 100, 1_000] {
        rows.append(OtherBenchmarks.arena(recognizers: count, events: count >= 1000 ? 2_000 : 4_000))
    }
}
var bytesPerScreen: [Int: Double] = [:]
if sections.contains("stack") {
    for depth in [10, 1_000, 100_000] {
        let (row, bytes) = OtherBenchmarks.stack(depth: depth)
        var annotated = row
        annotated.note = "\(Int(bytes.rounded())) bytes allocated per screen to build the stack"
        rows.append(annotated)
        bytesPerScreen[depth] = bytes
    }
}
if sections.contains("scaling") { rows += ScalingBenchmarks.all() }
if sections.contains("touches") { rows += TouchScalingBenchmarks.all() }
let runsEngine = sections.contains("engine")
let engine = runsEngine ? OtherBenchmarks.propertyEngine() : (generated: 0, checked: 0)
let stackRate =
    runsEngine
    ? PropertyEngineBenchmarks.stackRate(examples: quick ? 50_000 : 500_000)
    : .notRun
let closureStackRate =
    runsEngine
    ? PropertyEngineBenchmarks.stackRate(examples: quick ? 50_000 : 500_000, programs: StackBenchmark.closurePrograms)
    : .notRun
let allCoresRate = runsEngine ? await PropertyEngineBenchmarks.allCoresRate(examples: quick ? 200_000 : 2_000_000) : 0
let shrinks = runsEngine ? PropertyEngineBenchmarks.shrinkResults() : []
let otherShrinks =
    runsEngine
    ? PropertyEngineBenchmarks.shrinkWorkloads.dropFirst().map { ($0.name, $0.results(1...20)) } : []

// MARK: Report

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

func label(_ row: Measurement) -> String {
    guard let n = row.n else { return row.name }
    return row.name.replacingOccurrences(of: " N", with: " \(n)").replacingOccurrences(of: "N ", with: "\(n) ")
}

print(pad("benchmark", 44) + pad("ns/op", 12, right: true) + pad("allocs/op", 12, right: true) + "  note")
for row in rows {
    var note = row.note
    if let retained = row.retainedBytes { note += "; \(Int(retained)) B still held" }
    print(
        pad(label(row), 44) + pad(String(format: "%.1f", row.nanosecondsPerOperation), 12, right: true)
            + pad(String(format: "%.3f", row.allocationsPerOperation), 12, right: true) + "  " + note)
}
print(
    String(
        format: "property engine: %.0f generated container cases/s; %.0f model-checked state-machine programs/s",
        engine.generated, engine.checked))
print(
    String(
        format: "stack property: %.0f passing examples per CPU-second on one core (median of 7; best %.0f; "
            + "%.0f per wall-clock second); %.0f/s on all %d cores",
        stackRate.perCPUSecond, stackRate.bestPerCPUSecond, stackRate.perSecond, allCoresRate,
        PropertyEngineBenchmarks.processorCount))
print(
    String(
        format:
            "stack property, programs composed of Gen closures: %.0f per CPU-second on one core (median; best %.0f)",
        closureStackRate.perCPUSecond, closureStackRate.bestPerCPUSecond))
if !shrinks.isEmpty {
    print("stack property, planted bug, seeds 1-20: shrunk counterexample")
    for result in shrinks {
        print(
            "  seed \(pad(String(result.seed), 2, right: true)): \(result.counterexample) "
                + "(\(result.isMinimal ? "minimal" : "NOT minimal"), \(result.attempts) shrink attempts)")
    }
    print("  minimal on \(shrinks.filter(\.isMinimal).count) of \(shrinks.count) seeds")
}
for (name, results) in otherShrinks {
    let missed = results.filter { !$0.isMinimal }
    print(
        "\(name), planted bug, seeds 1-20: minimal on \(results.count - missed.count) of \(results.count) seeds"
            + " (\(results.map(\.attempts).max() ?? 0) shrink attempts at most)")
    for result in missed { print("  seed \(pad(String(result.seed), 2, right: true)): \(result.counterexample)") }
}

func jsonString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

var json = "{\n  \"benchmarks\": [\n"
json += rows.map { row in
    var fields = [
        "\"name\": \(jsonString(label(row)))",
        "\"nanosecondsPerOperation\": \(row.nanosecondsPerOperation)",
        "\"allocationsPerOperation\": \(row.allocationsPerOperation)",
        "\"bytesPerOperation\": \(row.bytesPerOperation)",
    ]
    if let group = row.group { fields.append("\"group\": \(jsonString(group))") }
    if let n = row.n { fields.append("\"n\": \(n)") }
    if let retained = row.retainedBytes { fields.append("\"retainedBytes\": \(retained)") }
    return "    {" + fields.joined(separator: ", ") + "}"
}.joined(separator: ",\n")
json += "\n  ],\n  \"bytesPerScreen\": {"
json += bytesPerScreen.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
json +=
    "},\n  \"propertyEngine\": {\"generatedCasesPerSecond\": \(engine.generated), \"stateMachineProgramsPerSecond\": \(engine.checked), "
    + "\"stackExamplesPerCPUSecond\": \(stackRate.perCPUSecond), \"stackExamplesPerCPUSecondBest\": \(stackRate.bestPerCPUSecond), \"stackExamplesPerSecond\": \(stackRate.perSecond), "
    + "\"stackExamplesPerSecondAllCores\": \(allCoresRate), "
    + "\"stackExamplesPerCPUSecondGenClosures\": \(closureStackRate.perCPUSecond), "
    + "\"stackShrinksMinimal\": \(shrinks.filter(\.isMinimal).count), \"stackShrinkSeeds\": \(shrinks.count), "
    + "\"shrinksMinimal\": {"
    + otherShrinks.map { "\(jsonString($0.0)): \($0.1.filter(\.isMinimal).count)" }.joined(separator: ", ")
    + "}}\n}\n"
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
