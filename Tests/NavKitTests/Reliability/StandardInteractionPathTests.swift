import NavKit
import NavKitTesting
import Testing

/// The standard interaction behind a wrapper: a plug-in of the test target's own, which the
/// container must treat exactly as the standard one (no built-in has a path of its own).
struct WrappedInteraction: InteractiveTransitioning {
    var wrapped: PercentDrivenInteraction
    var phase: InteractionPhase { wrapped.phase }
    var progress: Double { wrapped.progress }
    mutating func begin(at time: Timestamp) throws(InteractionError) { try wrapped.begin(at: time) }
    mutating func update(_ progress: Double, at time: Timestamp) throws(InteractionError) {
        try wrapped.update(progress, at: time)
    }
    mutating func finish(velocity: Double, at time: Timestamp) throws(InteractionError) {
        try wrapped.finish(velocity: velocity, at: time)
    }
    mutating func cancel(velocity: Double, at time: Timestamp) throws(InteractionError) {
        try wrapped.cancel(velocity: velocity, at: time)
    }
    mutating func advance(to time: Timestamp) throws(InteractionError) -> InteractionStep {
        try wrapped.advance(to: time)
    }
}

@Suite("Reliability: the standard interaction on the plug-ins' path")
@MainActor
struct StandardInteractionPathTests {
    /// How a case drives the two containers.
    enum Drive: String, CaseIterable, Sendable {
        case apiFinish, apiCancel, swipeFinish, swipeCancel, catchPush
    }

    /// One way of driving, with the default or a custom completion.
    struct PathCase: Sendable, CustomTestStringConvertible {
        var drive: Drive
        var custom: Bool
        var testDescription: String { "\(drive)\(custom ? ", custom completion" : "")" }

        static let all: [PathCase] = Drive.allCases.flatMap { drive in
            [false, true].map { PathCase(drive: drive, custom: $0) }
        }
    }

    @Test(
        "the standard percent-driven interaction gives exactly the frames and status of the same plug-in behind a wrapper",
        arguments: PathCase.all)
    func percentDrivenMatchesWrappedPlugIn(_ testCase: PathCase) throws {
        let custom = testCase.custom
        let make: @Sendable () -> PercentDrivenInteraction = {
            custom
                ? try! PercentDrivenInteraction(
                    completionMotion: HermiteCompletion(maximumDuration: 0.2), completionSpeed: 1.5)
                : PercentDrivenInteraction()
        }
        let direct = Harness(configuration: NavigationConfiguration(makeInteraction: { make() }))
        let wrapped = Harness(
            configuration: NavigationConfiguration(makeInteraction: { WrappedInteraction(wrapped: make()) }))
        var sawInteractive = false
        func step(_ body: (Harness) throws -> Void) throws {
            try body(direct)
            try body(wrapped)
            if direct.container.transition?.isInteractive == true { sawInteractive = true }
            #expect(direct.container.scene == wrapped.container.scene, "\(direct.container.scene)")
            #expect(direct.container.transition == wrapped.container.transition)
        }
        for h in [direct, wrapped] { try h.container.push(Screens.list, animated: false) }
        switch testCase.drive {
        case .apiFinish, .apiCancel:
            try step { try $0.container.beginInteractivePop() }
            for progress in [0.1, 0.45, 1.3, -0.2, 0.7] {
                try step { try $0.container.updateInteractivePop(progress: progress) }
                try step { try $0.run(for: 1.0 / 60) }
            }
            if testCase.drive == .apiFinish {
                try step { try $0.container.finishInteractivePop(velocity: 0.8) }
            } else {
                try step { try $0.container.cancelInteractivePop(velocity: -0.5) }
            }
        case .swipeFinish, .swipeCancel:
            let end = testCase.drive == .swipeFinish ? 300.0 : 60.0
            let swipe = GestureScript.swipe(
                from: Point(x: 5, y: 400), to: Point(x: end, y: 400), over: 0.3,
                stop: testCase.drive == .swipeFinish ? 0 : 0.1, startingAt: direct.clock.now)
            for touch in swipe.touches {
                try step { _ = try $0.host.feed(touch) }
            }
        case .catchPush:
            try step { try $0.container.push(Screens.detail) }
            try step { try $0.run(for: 0.15) }
            let swipe = GestureScript.swipe(
                from: Point(x: 200, y: 400), to: Point(x: 320, y: 400), over: 0.2, startingAt: direct.clock.now)
            for touch in swipe.touches {
                try step { _ = try $0.host.feed(touch) }
            }
        }
        for _ in 0..<40 { try step { try $0.run(for: 1.0 / 60) } }
        #expect(sawInteractive)
        #expect(direct.container.transition == nil)
        #expect(direct.ids == wrapped.ids)
        switch testCase.drive {
        case .apiFinish, .swipeFinish: #expect(direct.ids == ["home"])
        case .apiCancel, .swipeCancel: #expect(direct.ids == ["home", "list"])
        case .catchPush: break
        }
    }
}
