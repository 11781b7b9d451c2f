import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("navkit-properties-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// The files in the folder.
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
