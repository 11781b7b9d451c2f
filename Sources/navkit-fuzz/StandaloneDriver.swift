// Without libFuzzer (a normal `swift build`), this driver gives the executable its `main`:
// it replays corpus files, or runs seeded random inputs for a while. `scripts/fuzz.sh` builds
// with `-DNAVKIT_LIBFUZZER`, which removes it so that libFuzzer's own `main` is linked.
#if !NAVKIT_LIBFUZZER
    import Foundation
    import NavKitFuzz
    import NavKitTesting

    /// `navkit-fuzz [FILE|DIR…]` replays inputs (a file in a layer's corpus folder, `Fuzz/corpus-host`,
    /// on that layer; any other as the fuzzer reads it); `navkit-fuzz --random SECONDS [SEED]` runs
    /// random ones on every layer; `navkit-fuzz --print FILE` shows the container case a file
    /// decodes to.
    @main
    @MainActor
    enum StandaloneDriver {
        static func main() {
            var arguments = Array(CommandLine.arguments.dropFirst())
            switch arguments.first {
            case "--random":
                let seconds = arguments.count > 1 ? Double(arguments[1]) ?? 10 : 10
                let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
                random(for: seconds, seed: seed)
            case "--print":
                for path in arguments.dropFirst() { print(FuzzInput(decoding: read(path))) }
            case nil, "--help", "-h":
                print("usage: navkit-fuzz FILE|DIR… | --random SECONDS [SEED] | --print FILE")
            default:
                arguments = arguments.flatMap(files)
                for path in arguments {
                    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
                    let failure =
                        FuzzLayer(corpusFolder: folder).map { FuzzCase.check(read(path), on: $0) }
                        ?? FuzzCase.check(read(path))
                    if let failure { fail("\(path): \(failure)") }
                }
                print("navkit-fuzz: \(arguments.count) inputs replayed, no violation")
                print(FuzzStatistics.report)
            }
        }

        private static func random(for seconds: Double, seed: UInt64) {
            var generator = SplitMix64(seed: seed)
            let clock = ContinuousClock()
            let deadline = clock.now + .milliseconds(Int(seconds * 1000))
            var executions = 0
            while clock.now < deadline {
                let count = Int.random(in: 0...400, using: &generator)
                let layer = FuzzLayer.allCases[executions % FuzzLayer.allCases.count]
                let bytes = layer.tagged((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
                if let failure = FuzzCase.check(bytes) {
                    fail("\(failure)\nbytes: \(bytes.map { String($0) }.joined(separator: ","))")
                }
                executions += 1
            }
            print("navkit-fuzz: \(executions) random executions in \(seconds) s (seed \(seed)), no violation")
            print(FuzzStatistics.report)
        }

        private static func files(_ path: String) -> [String] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return [path]
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.sorted().map { "\(path)/\($0)" }
        }

        private static func read(_ path: String) -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
            return [UInt8](data)
        }

        private static func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("navkit-fuzz: \(message)\n".utf8))
            exit(1)
        }
    }
#endif
