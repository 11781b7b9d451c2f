import Foundation
import NavKit
import NavKitFuzz
import NavKitTesting
import Testing

@Suite("Reliability: fuzz corpus and regressions")
@MainActor
struct FuzzRegressionTests {
    nonisolated static let corpus: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/corpus")

    nonisolated static var corpusFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
    }

    /// A seed of a layer other than the container's, from its folder (`Fuzz/corpus-host`).
    struct LayerSeed: Sendable, CustomTestStringConvertible {
        let layer: FuzzLayer
        let name: String
        var testDescription: String { "\(layer.corpusFolder)/\(name)" }
    }

    nonisolated static var layerSeeds: [LayerSeed] {
        FuzzLayer.allCases.dropFirst().flatMap { layer in
            let folder = corpus.deletingLastPathComponent().appendingPathComponent(layer.corpusFolder).path
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map {
                LayerSeed(layer: layer, name: $0)
            }
        }
    }

    @Test("the committed corpus is there")
    func corpusExists() {
        #expect(Self.corpusFiles.count >= 20)
    }

    @Test(
        "every committed corpus input (seeds and past findings) runs with no broken invariant", arguments: corpusFiles)
    func corpusInput(name: String) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.corpus.appendingPathComponent(name).path))
        let failure = FuzzCase.check([UInt8](data))
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("every layer has committed seeds: the host, the SwiftUI model, the UIKit controller and both decoders")
    func everyLayerHasSeeds() {
        let layers = Set(Self.layerSeeds.map(\.layer))
        #expect(layers == Set(FuzzLayer.allCases.dropFirst()))
    }

    @Test(
        "every committed seed of the host, adapter and decoder layers runs on its layer with no broken invariant",
        arguments: layerSeeds)
    func layerSeed(_ seed: LayerSeed) throws {
        let path = Self.corpus.deletingLastPathComponent().appendingPathComponent(seed.layer.corpusFolder)
            .appendingPathComponent(seed.name).path
        let data = try #require(FileManager.default.contents(atPath: path))
        let failure = FuzzCase.check([UInt8](data), on: seed.layer)
        #expect(failure == nil, "\(failure ?? "")")
        // The one libFuzzer target reaches the seed's layer with the seed tagged.
        #expect(FuzzLayer.split(seed.layer.tagged([UInt8](data))).layer == seed.layer)
    }

    @Test("an input that does not start with the selector byte is the container's, whole")
    func untaggedIsContainer() {
        let bytes: [UInt8] = [3, 1, 0, 14, 0, 40]
        #expect(FuzzLayer.split(bytes).layer == .container)
        #expect(FuzzLayer.split(bytes).input == bytes)
        #expect(FuzzLayer.split([FuzzLayer.selector]).layer == .container, "a lone selector byte names no layer")
    }

    @Test("inputs the fuzzer once flagged stay fixed", arguments: FuzzFindings.all)
    func finding(_ finding: FuzzFindings.Finding) {
        let failure = FuzzCase.check(finding.bytes)
        #expect(failure == nil, "\(finding.name): \(failure ?? "")")
    }

    @Test("hostile inputs decode to the hostile actions they name")
    func decoding() throws {
        // push s1, push s2, then a bad touch (NaN x), a bad tick (NaN), a bad interactive update (NaN).
        let input = FuzzInput(decoding: [
            0, 0, 0, 0, 1, 0, 0, 2, 0, 17, 0, 252, 252, 252, 0, 0, 0, 18, 1, 0, 19, 0, 0, 0,
        ])
        #expect(input.actions.count == 5)
        guard case .badTouch(let touch) = input.actions[2] else {
            Issue.record("\(input)")
            return
        }
        #expect(touch.location.x.isNaN)
        guard case .badTick(let time) = input.actions[3] else {
            Issue.record("\(input)")
            return
        }
        #expect(time.isNaN)
        guard case .badInteractive(0, let value, false) = input.actions[4] else {
            Issue.record("\(input)")
            return
        }
        #expect(value.isNaN)
    }

    @Test("a broken invariant is caught: a harness over a container whose refused touch reports nothing fails")
    func harnessCatchesViolations() throws {
        let harness = FuzzHarness(FuzzInput(decoding: [0, 0, 0]))
        harness.runner.container.removeObserver(harness.recorder)  // the stream goes missing
        #expect(throws: PropertyViolation.self) {
            try harness.perform(
                .badTouch(Touch(id: 1, phase: .moved, location: .zero, timestamp: Timestamp(seconds: .nan))))
        }
    }
}

/// Inputs found by fuzzing, kept as regressions (the byte strings are the fuzzer's).
enum FuzzFindings {
    struct Finding: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        var testDescription: String { name }
    }

    static let all: [Finding] = [
        // A refused touch with a NaN location: the diagnostic's payload carries NaN, so the
        // harness compares diagnostics as text (found by the random driver, seed 7).
        Finding(
            name: "nan-touch-diagnostic",
            bytes: [
                169, 160, 253, 187, 82, 136, 142, 11, 212, 111, 159, 169, 111, 179, 196, 191, 125, 135, 85, 118, 59, 82,
                24, 126, 24, 3, 92,
                60, 176, 92, 173, 227, 184, 131, 117, 144, 237, 207, 93, 192, 247, 42, 238, 203, 7, 236, 247, 212, 51,
                220, 83, 252, 66,
                91, 204, 220, 27, 254, 44, 100, 236, 108, 248, 227, 174, 156, 45, 254, 7, 246, 231, 151, 239, 132, 50,
                147, 106, 34, 59, 87,
                78,
            ]),
        // An interaction plug-in that throws while advancing used to make every later tick throw,
        // leaving the transition stuck; now it is cancelled with `interactionFailed`.
        Finding(name: "throwing-interaction", bytes: [0, 3, 0, 0, 1, 0, 7, 6, 251, 6, 251]),
    ]
}
