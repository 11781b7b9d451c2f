import Foundation
import NavKit
import NavKitFuzz
import NavKitTesting
import Testing

/// Restoration over random stacks, random histories and random bytes.
@Suite("Restoration, properties")
@MainActor
struct RestorationPropertyTests {
    @Test("encode → decode is the identity over random stacks with payloads, in NavKit's text and Foundation's JSON")
    func encodeDecodeIdentity() {
        verifyProperty("snapshot round trip", Generated.entries, iterations: 1_000) { entries in
            let snapshot = try NavigationSnapshot(entries)
            let text = try snapshot.text()
            let read = try NavigationSnapshot<Draft>(text: text)
            guard read == snapshot else { throw PropertyViolation("\(text) read back as \(read.screens)") }
            // Exactly the same scalars: `==` would not see a title or identity normalised on the way.
            guard try sameScalars(read.text(), text),
                zip(read.screens, entries.map(\.screen)).allSatisfy({ read, saved in
                    sameScalars(read.id.rawValue, saved.id.rawValue) && sameScalars(read.title, saved.title)
                }),
                zip(read.entries, entries).allSatisfy({ sameScalars($0.payload?.text, $1.payload?.text) })
            else { throw PropertyViolation("the text of what was read differs") }
            let viaFoundation = try JSONDecoder().decode(
                NavigationSnapshot<Draft>.self, from: JSONEncoder().encode(snapshot))
            guard viaFoundation == snapshot else { throw PropertyViolation("Foundation's round trip differs") }
            // What a container restores is exactly what was saved.
            let container = NavigationContainer(root: Screen(id: "launch"), clock: ManualClock())
            try container.restore(read)
            guard container.stack == entries.map(\.screen) else {
                throw PropertyViolation("restored \(container.stack.map(\.id))")
            }
        }
    }

    /// Bytes near the seeds (replaced, inserted, removed, spliced) and plain random bytes.
    static let bytes = FuzzSeeds.nearby("corpus-restore", favouring: #"{}[],:"\ntrufalse0123456789-.eE+ "#)

    @Test("random bytes fed to the decoder never crash and never change the container")
    func randomBytesNeverHarm() {
        verifyProperty("restore takes any bytes", Self.bytes, iterations: 3_000) { bytes in
            if let failure = fuzzRestore(bytes) { throw PropertyViolation(failure) }
        }
    }

    @Test("the restore fuzz target's seeds pass it, and read or fail as their names say")
    func seedsPass() throws {
        let refusals: [String: RestorationError] = [
            "unknown-version": .unsupportedVersion(2), "duplicate": .duplicateScreen("inbox"), "empty": .emptyStack,
            "bad-payload": .undecodablePayload("compose", "screens[1].payload.count: expected Int, found a string"),
        ]
        #expect(FuzzSeeds.all(in: "corpus-restore").count >= 12)
        for (name, text) in FuzzSeeds.all(in: "corpus-restore") {
            #expect(fuzzRestore(Array(text.utf8)) == nil, "\(name)")
            do {
                _ = try NavigationSnapshot<RestoreFuzzPayload>(text: text)
                #expect(refusals[name] == nil && !["unknown-case", "not-json"].contains(name), "\(name) read")
            } catch {
                if let expected = refusals[name] {
                    #expect(error == expected, "\(name)")
                } else {
                    guard case .malformed = error else { throw error }
                    #expect(["unknown-case", "not-json"].contains(name), "\(name): \(error)")
                }
            }
        }
    }

    // MARK: Snapshots at any moment

    enum Step: Sendable, CustomStringConvertible {
        case push(Int, animated: Bool)
        case pop(animated: Bool)
        case popTo(Int)
        case popToRoot(animated: Bool)
        case replaceTop(Int)
        case setStack([Int], animated: Bool)
        case beginSwipe
        case updateSwipe(Double)
        case releaseSwipe(finish: Bool)
        case answer(allow: Bool)
        case advance(Double)

        var description: String {
            switch self {
            case .push(let n, let animated): "push(s\(n)\(animated ? "" : ", animated: false"))"
            case .pop(let animated): "pop(\(animated ? "" : "animated: false"))"
            case .popTo(let n): "popTo(s\(n))"
            case .popToRoot(let animated): "popToRoot(\(animated ? "" : "animated: false"))"
            case .replaceTop(let n): "replaceTop(s\(n))"
            case .setStack(let list, let animated): "setStack(\(list)\(animated ? "" : ", animated: false"))"
            case .beginSwipe: "beginSwipe"
            case .updateSwipe(let progress): "updateSwipe(\(progress))"
            case .releaseSwipe(let finish): finish ? "finishSwipe" : "cancelSwipe"
            case .answer(let allow): "answer(\(allow ? "allow" : "deny"))"
            case .advance(let seconds): "advance(\(seconds))"
            }
        }
    }

    static let screen = Gen<Int>.int(in: 1...5)
    static let step = Gen<Step>.frequency(
        (4, Gen.zip(screen, Gen<Bool>.bool).map { Step.push($0, animated: $1) }),
        (2, Gen<Bool>.bool.map { Step.pop(animated: $0) }),
        (1, screen.map { Step.popTo($0) }),
        (1, Gen<Bool>.bool.map { Step.popToRoot(animated: $0) }),
        (1, screen.map { Step.replaceTop($0) }),
        (
            1,
            Gen.zip(Gen<[Int]>.array(of: screen, length: 0...3), Gen<Bool>.bool).map {
                Step.setStack($0, animated: $1)
            }
        ),
        (4, .constant(Step.beginSwipe)),
        (2, Gen<Double>.double(in: 0...1).map { Step.updateSwipe($0) }),
        (2, Gen<Bool>.bool.map { Step.releaseSwipe(finish: $0) }),
        (1, Gen<Bool>.bool.map { Step.answer(allow: $0) }),
        (3, Gen<Double>.double(in: 0...0.5).map { Step.advance($0) }))
    /// Each screen's guard: none (0 or 3: half of them, so a swipe, which a guarded top screen
    /// refuses, is held often enough), deny (1), or decide later (2). (An allowing guard would be
    /// asked again when a cancel changes what a queued request removes, which a snapshot cannot ask.)
    static let guards = Gen<[Int]>.array(of: .int(in: 0...3), length: 6...6)
    static let histories = Gen.zip(guards, Gen<[Step]>.array(of: step, length: 0...25))

    @Test("a snapshot taken at any moment is where the container settles when nothing else decides")
    func snapshotIsWhereTheContainerSettles() {
        var settings = PropertySettings(iterations: 500)
        settings.coverage = [
            CoverageRequirement("transition in flight", atLeast: 30), CoverageRequirement("queue", atLeast: 20),
            CoverageRequirement("awaiting a guard", atLeast: 5), CoverageRequirement("held swipe", atLeast: 3),
        ]
        let inFlight = Labels()
        verifyProperty(
            "snapshots settle", Self.histories, settings: settings, classify: { _ in inFlight.last },
            property: { guardKinds, steps in
                let h = Harness(root: Screen(id: "s0"))
                let fixed = guardKinds.enumerated().compactMap { number, kind -> (ScreenID, FixedLeaveGuard)? in
                    kind % 3 == 0 ? nil : (ScreenID("s\(number)"), FixedLeaveGuard(kind == 1 ? .deny : .decideLater))
                }
                for step in steps {
                    for (id, guardian) in fixed { h.container.setLeaveGuard(guardian, for: id) }
                    try Self.perform(step, on: h)
                }
                inFlight.last = Labels.of(h.container)
                let snapshot = h.container.snapshot()
                let saved = try NavigationSnapshot<Never>(text: try snapshot.text())
                // Left alone: a held swipe is let go back, no guard answers, time passes.
                if let phase = h.container.transition?.interactionPhase, phase == .interacting || phase == .paused {
                    try h.container.cancelInteractivePop()
                }
                // Until nothing runs: settled, or holding the queue for a guard's answer.
                for _ in 0..<200 where h.container.transition != nil { try h.run(for: 0.25) }
                guard h.container.stack == saved.screens else {
                    throw PropertyViolation(
                        "saved \(saved.screens.map(\.id)), settled at \(h.container.stack.map(\.id))")
                }
                withExtendedLifetime(fixed) {}
            })
    }

    static func perform(_ step: Step, on h: Harness) throws {
        let c = h.container
        func screen(_ n: Int) -> Screen { Screen(id: ScreenID("s\(n)"), title: "Screen \(n)") }
        switch step {
        case .push(let n, let animated): _ = try? c.push(screen(n), animated: animated)
        case .pop(let animated): _ = try? c.pop(animated: animated)
        case .popTo(let n): _ = try? c.pop(to: ScreenID("s\(n)"))
        case .popToRoot(let animated): _ = try? c.popToRoot(animated: animated)
        case .replaceTop(let n): _ = try? c.replaceTop(with: screen(n))
        case .setStack(let list, let animated):
            _ = try? c.setStack([Screen(id: "s0")] + list.map(screen), animated: animated)
        case .beginSwipe: _ = try? c.beginInteractivePop()
        case .updateSwipe(let progress): _ = try? c.updateInteractivePop(progress: progress)
        case .releaseSwipe(let finish):
            _ = try? (finish ? c.finishInteractivePop(velocity: 0) : c.cancelInteractivePop(velocity: 0))
        case .answer(let allow):
            if let question = c.pendingLeaveRequests.first { try c.answer(question.id, allowing: allow) }
        case .advance(let seconds): try h.run(for: seconds)
        }
    }

}

/// What the latest history had in flight when its snapshot was taken (the engine classifies a
/// case after running it), for the coverage requirements.
@MainActor
final class Labels {
    var last: [String] = []

    static func of(_ container: NavigationContainer) -> [String] {
        var found: [String] = []
        if let transition = container.transition {
            found.append("transition in flight")
            if let phase = transition.interactionPhase, phase == .interacting || phase == .paused {
                found.append("held swipe")
            }
        }
        if container.queuedOperationCount > 0 { found.append("queue") }
        if !container.pendingLeaveRequests.isEmpty, container.queuedOperationCount > 0 {
            found.append("awaiting a guard")
        }
        return found
    }
}
