import Foundation
import NavKitTesting

/// The committed seeds of a fuzz target (`Fuzz/<folder>`), by name (the file's name without its
/// extension), in name order.
enum FuzzSeeds {
    static let fuzz = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func all(in folder: String) -> [(name: String, text: String)] {
        let directory = fuzz.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { file in
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path) else {
                return nil
            }
            return ((file as NSString).deletingPathExtension, String(decoding: data, as: UTF8.self))
        }
    }

    /// Bytes near the seeds of a fuzz target — each with a few bytes replaced, inserted or removed,
    /// or cut and spliced with its own tail — and now and then random bytes.
    /// - Parameters:
    ///   - folder: The target's seed folder.
    ///   - alphabet: Bytes an edit favours (the syntax of what the target reads).
    static func nearby(_ folder: String, favouring alphabet: String) -> Gen<[UInt8]> {
        let seeds = all(in: folder).map { Array($0.text.utf8) }
        let anyByte = Gen<UInt8>.integer(in: UInt8.min...UInt8.max)
        let edit = Gen.zip(
            Gen.int(in: 0...3), Gen.int(in: 0...10_000), Gen.oneOf(Gen.element(of: Array(alphabet.utf8)), anyByte))
        let mutated = Gen.zip(Gen.element(of: seeds), Gen.array(of: edit, length: 1...6)).map { seed, edits in
            edits.reduce(into: seed) { bytes, edit in
                let (kind, place, byte) = edit
                guard !bytes.isEmpty else {
                    bytes = [byte]
                    return
                }
                let at = place % bytes.count
                switch kind {
                case 0: bytes[at] = byte
                case 1: bytes.insert(byte, at: at)
                case 2: bytes.remove(at: at)
                default: bytes = Array(bytes[..<at]) + Array(bytes[(place / 7 % bytes.count)...])
                }
            }
        }
        return Gen.frequency((4, mutated), (1, Gen.array(of: anyByte, length: 0...80)))
    }
}
