import Foundation
import NavKitProperties
import Testing

@Suite("Failure database")
struct FailureDatabaseTests {
    static let sum = Gen.array(of: Gen.int(in: 0...10_000))

    @Test("Saved sequences round-trip per key, once each, and go when removed")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = FailureDatabase(directory: directory.path + "/nested/folder")
        #expect(database.entries(for: "a").isEmpty)
        try database.save([1, 1001], for: "a")
        try database.save([1, 1001], for: "a")
        try database.save([], for: "a")
        try database.save([7, 0, UInt64.max], for: "b")
        #expect(database.entries(for: "a") == [[1, 1001], []])
        #expect(database.entries(for: "b") == [[7, 0, UInt64.max]])
        #expect(database.path(for: "a") != database.path(for: "b"))
        try database.remove([[1, 1001]], for: "a")
        #expect(database.entries(for: "a") == [[]])
        try database.remove([[]], for: "a")
        #expect(database.entries(for: "a").isEmpty)
        #expect(try TemporaryDirectory.files(in: directory.path + "/nested/folder").count == 1)
    }

    @Test("A failure is saved, replayed first by the next run, and removed once it passes")
    func failuresAreReplayedFirst() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var settings = PropertySettings(iterations: 200, seed: 42, environment: [:])
        settings.database = FailureDatabase(directory: directory.path)
        let first = PropertyCheck.run(Self.sum, name: "sum", settings: settings) { $0.reduce(0, +) <= 1000 }
        let found = try #require(first.counterexample)
        #expect(found.origin == .generated && found.value == [1001])
        #expect(settings.database?.entries(for: "sum") == [found.choices])

        // A run that would not find the bug by itself: no random cases at all.
        settings.iterations = 0
        let second = PropertyCheck.run(Self.sum, name: "sum", settings: settings) { $0.reduce(0, +) <= 1000 }
        let replayed = try #require(second.counterexample, "\(second)")
        #expect(replayed.origin == .database && replayed.value == [1001])
        #expect(second.replayedFromDatabase == 1)
        #expect(second.description.contains("failed on a case saved in the failure database"))

        // Fixed: the entry passes, is removed, and the run goes on to random cases.
        let fixed = PropertyCheck.run(Self.sum, name: "sum", settings: settings) { _ in true }
        #expect(fixed.passed && fixed.replayedFromDatabase == 1 && fixed.testedCases == 0)
        #expect(settings.database?.entries(for: "sum").isEmpty == true)
    }

    @Test("The environment variable moves or switches off the database")
    func environmentOverride() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let configured = FailureDatabase(directory: "/unused")
        let variable = FailureDatabase.directoryVariable
        #expect(FailureDatabase.resolved(configured, environment: [:]) == configured)
        #expect(FailureDatabase.resolved(configured, environment: [variable: "off"]) == nil)
        #expect(FailureDatabase.resolved(nil, environment: [variable: directory.path])?.directory == directory.path)

        let settings = PropertySettings(seed: 1, environment: [variable: directory.path], database: nil)
        _ = PropertyCheck.run(Self.sum, name: "moved", settings: settings) { $0.reduce(0, +) <= 1000 }
        #expect(FailureDatabase(directory: directory.path).entries(for: "moved").count == 1)
        let off = PropertySettings(
            seed: 1, environment: [variable: "off"], database: FailureDatabase(directory: directory.path))
        _ = PropertyCheck.run(Self.sum, name: "switched off", settings: off) { $0.reduce(0, +) <= 1000 }
        #expect(FailureDatabase(directory: directory.path).entries(for: "switched off").isEmpty)
    }

    @Test("A file of another key or with damaged lines is not replayed")
    func damagedFilesAreIgnored() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = FailureDatabase(directory: directory.path)
        try database.save([3, 4], for: "key")
        let path = database.path(for: "key")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (text + "5 x 6\n12 13\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(database.entries(for: "key") == [[3, 4], [12, 13]])
        try text.replacingOccurrences(of: "key", with: "other").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(database.entries(for: "key").isEmpty)
    }

    @Test("A database that cannot be written is reported as a note, and the failure still is")
    func unwritableDatabase() throws {
        let settings = PropertySettings(seed: 1, environment: [:], database: FailureDatabase(directory: "/proc/navkit"))
        let report = PropertyCheck.run(Self.sum, name: "unwritable", settings: settings) { $0.reduce(0, +) <= 1000 }
        #expect(report.counterexample?.value == [1001])
        #expect(report.notes.count == 1 && report.description.contains("Note: could not save the failure"))
        #expect(throws: FailureDatabaseError.self) {
            try FailureDatabase(directory: "/proc/navkit").save([1], for: "x")
        }
    }
}

extension TemporaryDirectory {
    static func files(in path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
    }
}
