import NavKitCore
import NavKitInteraction
import Testing

/// A recognizer that fails on the first touch it gets, so the arena's events name every member a
/// finger reached, in priority order.
private struct Witness: GestureRecognizer {
    private(set) var state: GestureRecognizerState = .possible
    mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
        state = .failed
        return state
    }
    mutating func forceEnd() { if !state.isFinal { state = .failed } }
    mutating func reset() { state = .possible }
}

/// A small deterministic generator (the tests must not depend on the system's random source).
private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() % 1_000_001) / 1_000_000 * (range.upperBound - range.lowerBound)
    }
    mutating func int(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

@Suite("Gesture arena: only the regions under the finger")
struct GestureArenaRegionTests {
    /// The members a finger landing at `point` reaches, as the arena reports them.
    static func reached(_ arena: inout GestureArena, at point: Point, finger: Int) -> [String] {
        let down = arena.handle(Touch(id: TouchID(finger), phase: .began, location: point, timestamp: ts(0)))
        _ = arena.handle(Touch(id: TouchID(finger), phase: .ended, location: point, timestamp: ts(0.01)))
        return down.compactMap { event in
            if case .state(let id, .failed) = event { id.rawValue } else { nil }
        }
    }

    /// What a finger at `point` must reach: every member whose region contains it (or that has
    /// none), in priority order.
    static func expected(_ regions: [String: Rect?], order: [GestureID], at point: Point) -> [String] {
        order.map(\.rawValue).filter { id in regions[id]!.map { $0.contains(point) } ?? true }
    }

    @Test(
        "among hundreds of overlapping, nested, empty and moved regions, a finger reaches exactly those under it, in priority order"
    )
    func exactlyTheRegionsUnderTheFinger() {
        var random = SplitMix(state: 29)
        var arena = GestureArena()
        var regions: [String: Rect?] = [:]
        var finger = 0
        func check(points: Int) {
            for _ in 0..<points {
                let point = Point(x: random.double(in: -50...850), y: random.double(in: -50...850))
                finger += 1
                let got = Self.reached(&arena, at: point, finger: finger)
                #expect(got == Self.expected(regions, order: arena.memberIDs, at: point), "at \(point)")
            }
        }
        for k in 0..<400 {
            let id = GestureID("m\(k)")
            let rect: Rect?
            switch random.int(below: 10) {
            case 0: rect = nil  // everywhere
            case 1: rect = Rect(x: random.double(in: 0...800), y: random.double(in: 0...800), width: 0, height: 40)
            case 2: rect = Rect(x: 0, y: 0, width: 800, height: 800)
            default:
                rect = Rect(
                    x: random.double(in: 0...780), y: random.double(in: 0...780), width: random.double(in: 1...200),
                    height: random.double(in: 1...200))
            }
            regions[id.rawValue] = rect
            if random.int(below: 3) == 0 {
                arena.insert(Witness(), as: id, in: rect, at: random.int(below: arena.memberIDs.count + 1))
            } else if let rect {
                arena.attach(Witness(), as: id, in: rect)
            } else {
                arena.insert(Witness(), as: id, in: nil, at: nil)
            }
            if k % 50 == 49 { check(points: 40) }
        }
        // Moved, detached and replaced members are found where they are now.
        for k in stride(from: 0, to: 400, by: 7) {
            let moved = Rect(x: random.double(in: 0...700), y: random.double(in: 0...700), width: 90, height: 90)
            arena.setRegion(of: GestureID("m\(k)"), to: moved)
            regions["m\(k)"] = moved
        }
        check(points: 100)
        for k in stride(from: 3, to: 400, by: 5) {
            arena.detach(GestureID("m\(k)"))
            regions["m\(k)"] = nil
        }
        arena.attach(Witness(), as: "m1", in: Rect(x: 390, y: 390, width: 20, height: 20))
        regions["m1"] = Rect(x: 390, y: 390, width: 20, height: 20)
        check(points: 100)
        #expect(Self.reached(&arena, at: Point(x: 400, y: 400), finger: 100_000).contains("m1"))
    }

    @Test("a back swipe on one open row of a 10,000-row list is refused for that row, and a closed row lets it begin")
    func theRowUnderTheFingerBlocksTheBackSwipe() {
        var machine = BackGestureMachine.with(BackGestureConfiguration(mode: .fullscreen))
        let rows = (0..<10_000).map { row in
            ScrollRegion(
                id: ScrollRegionID("row\(row)"), frame: Rect(x: 0, y: Double(row) * 44, width: 400, height: 44),
                kind: .swipeToDeleteRow(revealedWidth: row == 5_000 ? 80 : 0))
        }
        machine.setScrollRegions(rows, for: "top")
        let environment = GestureEnvironment(bounds: Rect(x: 0, y: 0, width: 400, height: 800), stackDepth: 2)
        let open = 5_000 * 44.0 + 20
        _ = machine.feed(touch(1, .began, 100, open, at: 0), in: environment)
        _ = machine.feed(touch(1, .moved, 160, open, at: 0.02), in: environment)
        #expect(machine.lastDecision == .refused(.scrollRegion("row5000")))
        _ = machine.feed(touch(1, .ended, 160, open, at: 0.03), in: environment)
        let closed = 4_999 * 44.0 + 20
        _ = machine.feed(touch(2, .began, 100, closed, at: 1), in: environment)
        let action = machine.feed(touch(2, .moved, 160, closed, at: 1.02), in: environment)
        guard case .begin = action else {
            Issue.record("the back swipe did not begin on a closed row: \(action)")
            return
        }
    }
}
