import NavKit
import NavKitTesting
import Testing

@Suite("Reliability: misbehaving animators")
@MainActor
struct MisbehavingAnimatorTests {
    nonisolated static let frameFaults: [MisbehavingAnimator.Fault] = [
        .nonFiniteLayers, .infiniteEverywhere, .outOfRangeOpacity, .nonFiniteBar,
    ]

    private func harness(_ fault: MisbehavingAnimator.Fault, configuration: NavigationConfiguration = .init()) -> (
        Harness, DiagnosticLog
    ) {
        var registry = AnimatorRegistry.standard
        registry.register(MisbehavingAnimator(fault), as: "broken")
        registry.setDefault("broken")
        let h = Harness(registry: registry, configuration: configuration)
        return (h, DiagnosticLog(h.container))
    }

    @Test(
        "a frame with non-finite or out-of-range values is sanitised, reported once per transition, and the push completes",
        arguments: frameFaults)
    func sanitisedFrames(fault: MisbehavingAnimator.Fault) throws {
        let (h, log) = harness(fault)
        var result: NavigationResult?
        try h.container.push(Screens.list) { result = $0 }
        for _ in 0..<30 {
            try h.run(for: 1.0 / 60)
            #expect(h.container.scene.firstViolation == nil)
        }
        try h.settle()
        #expect(result == .finished)
        #expect(h.ids == ["home", "list"])
        #expect(log.sanitizedFrames.count == 1)
        #expect(log.sanitizedFrames.allSatisfy { $0.isFinite && (0...1).contains($0) })
        #expect(h.container.scene.transition == nil)
    }

    @Test(
        "an interactive pop with a broken animator is sanitised the same way, then cancels cleanly",
        arguments: frameFaults)
    func sanitisedInteractive(fault: MisbehavingAnimator.Fault) throws {
        let (h, log) = harness(fault)
        try h.container.push(Screens.list, animated: false)
        let before = h.container.scene
        try h.container.beginInteractivePop()
        try h.container.updateInteractivePop(progress: 0.4)
        #expect(h.container.scene.firstViolation == nil)
        try h.container.cancelInteractivePop()
        try h.settle()
        #expect(h.ids == ["home", "list"])
        #expect(h.container.scene == before)
        #expect(log.sanitizedFrames.count == 1)
    }

    @Test(
        "zero, negative, non-finite and absurd durations are clamped into the allowed range and the transition ends",
        arguments: [0.0, -1, -.infinity, .nan, .infinity, 1e300, 86_400])
    func clampedDurations(requested: Double) throws {
        let configuration = NavigationConfiguration(allowedDurations: 0.05...2, fallbackDuration: 0.3)
        let (h, log) = harness(.duration(requested), configuration: configuration)
        var result: NavigationResult?
        try h.container.push(Screens.list) { result = $0 }
        let clamp = try #require(log.durationClamps.first)
        let expected = requested.isFinite ? min(2, max(0.05, requested)) : 0.3
        #expect(clamp.used == expected)
        #expect(log.durationClamps.count == 1)
        try h.run(for: expected + 1.0 / 60)
        #expect(result == .finished)
        #expect(h.container.transition == nil)
    }

    @Test("a duration inside the allowed range is used as is, with no diagnostic")
    func saneDuration() throws {
        let (h, log) = harness(.duration(0.5))
        try h.container.push(Screens.list)
        try h.run(for: 0.45)
        #expect(h.container.transition != nil)
        try h.run(for: 0.1)
        #expect(h.container.transition == nil)
        #expect(log.all.isEmpty)
    }

    @Test(
        "a duration configuration that could never end is replaced by sane bounds",
        arguments: [(0.0...Double.infinity, 0.35), (-5.0...10, 0.35), (0.01...10, Double.infinity), (0.01...10, -.nan)])
    func saneConfiguration(range: ClosedRange<Double>, fallback: Double) throws {
        let configuration = NavigationConfiguration(allowedDurations: range, fallbackDuration: fallback)
        #expect(configuration.allowedDurations.upperBound.isFinite)
        #expect(configuration.allowedDurations.lowerBound >= 0)
        #expect(configuration.fallbackDuration.isFinite)
        let (h, log) = harness(.duration(.infinity), configuration: configuration)
        try h.container.push(Screens.list)
        let used = try #require(log.durationClamps.first?.used)
        #expect(configuration.allowedDurations.contains(used))
        try h.run(for: used + 1.0 / 60)
        #expect(h.ids == ["home", "list"])
    }

    @Test("a timing curve that returns NaN still moves the scene with finite progress to the end")
    func nanCurve() throws {
        let (h, log) = harness(.nonFiniteCurve)
        try h.container.push(Screens.list)
        var progresses: [Double] = []
        for _ in 0..<17 {
            try h.run(for: 1.0 / 60)
            if let p = h.container.transition?.progress { progresses.append(p) }
            #expect(h.container.scene.firstViolation == nil)
        }
        #expect(progresses.allSatisfy { $0.isFinite && (0...1).contains($0) })
        #expect(progresses == progresses.sorted(), "falls back to linear time, which only moves forward")
        try h.settle()
        #expect(h.ids == ["home", "list"])
        #expect(log.sanitizedFrames.isEmpty)
    }

    @Test(
        "a slide-parallax animator set out of range after creation renders as checked as any plug-in: sanitised and reported",
        arguments: ["parallax", "dimming", "shadow"])
    func slideParallaxOutOfRange(property: String) throws {
        var animator = SlideParallaxAnimator()
        switch property {
        case "parallax": animator.parallax = .nan
        case "dimming": animator.maximumDimming = 3
        default: animator.maximumShadowOpacity = -1
        }
        var registry = AnimatorRegistry.standard
        registry.register(animator, as: "odd")
        registry.setDefault("odd")
        let h = Harness(registry: registry)
        let log = DiagnosticLog(h.container)
        try h.container.push(Screens.list)
        for _ in 0..<10 {
            try h.run(for: 1.0 / 60)
            #expect(h.container.scene.firstViolation == nil)
        }
        try h.settle()
        #expect(h.ids == ["home", "list"])
        #expect(log.sanitizedFrames.count == 1)
    }

    /// How a case drives the two containers.
    enum Drive: String, CaseIterable, Sendable {
        case timedPush, timedPop, interactivePop
    }

    /// One way of driving, in one layout, with the default or custom numbers.
    struct PathCase: Sendable, CustomTestStringConvertible {
        var drive: Drive
        var rightToLeft: Bool
        var custom: Bool
        var testDescription: String { "\(drive)\(rightToLeft ? ", right-to-left" : "")\(custom ? ", custom" : "")" }

        static let all: [PathCase] = Drive.allCases.flatMap { drive in
            [false, true].flatMap { rtl in
                [false, true].map { PathCase(drive: drive, rightToLeft: rtl, custom: $0) }
            }
        }
    }

    @Test(
        "an animator declaring usesStandardBar (the slide) gives exactly the frames of the same animator asked for each bar",
        arguments: PathCase.all)
    func standardBarInPlaceMatchesAskedBar(_ testCase: PathCase) throws {
        let (drive, rightToLeft, custom) = (testCase.drive, testCase.rightToLeft, testCase.custom)
        // The same animator behind a wrapper that asks it for every bar (declaring nothing):
        // every frame must match the in-place blend, both directions, both layouts, custom
        // numbers, interactive progress out of range included.
        let animator =
            custom ? SlideParallaxAnimator(parallax: 0.5, maximumDimming: 0.3, maximumShadowOpacity: 0.6) : .init()
        var plain = AnimatorRegistry.standard
        plain.register(animator, as: "slide")
        var registry = AnimatorRegistry.standard
        registry.register(RecordingAnimator(wrapping: animator), as: "slide")
        let direct = Harness(registry: plain)
        let wrapped = Harness(registry: registry)
        for h in [direct, wrapped] {
            if rightToLeft { h.container.layoutDirection = .rightToLeft }
            if drive != .timedPush { try h.container.push(Screens.list, animated: false) }
        }
        func step(_ body: (Harness) throws -> Void) throws {
            try body(direct)
            try body(wrapped)
            #expect(direct.container.scene == wrapped.container.scene, "\(direct.container.scene)")
        }
        switch drive {
        case .timedPush:
            try step { try $0.container.push(Screens.list, animator: "slide") }
        case .timedPop:
            try step { try $0.container.pop(animator: "slide") }
        case .interactivePop:
            try step { try $0.container.beginInteractivePop(animator: "slide") }
            for progress in [0.1, 0.45, 1.3, -0.2, 0.7] {
                try step { try $0.container.updateInteractivePop(progress: progress) }
            }
            try step { try $0.container.cancelInteractivePop(velocity: -0.5) }
        }
        for _ in 0..<40 { try step { try $0.run(for: 1.0 / 60) } }
    }
}
