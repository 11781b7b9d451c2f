import NavKitCore
import NavKitInteraction
import Testing

@Suite("Percent-driven interaction")
struct PercentDrivenInteractionTests {
    @Test("updates clamp to 0…1 and non-finite ones are refused without change")
    func clamps() throws {
        var interaction = PercentDrivenInteraction()
        try interaction.begin(at: ts(0))
        try interaction.update(1.7, at: ts(0.1))
        #expect(interaction.progress == 1)
        try interaction.update(-3, at: ts(0.2))
        #expect(interaction.progress == 0)
        try interaction.update(0.4, at: ts(0.3))
        #expect(throws: InteractionError.nonFinite("progress nan")) { try interaction.update(.nan, at: ts(0.4)) }
        #expect(interaction.progress == 0.4)
    }

    @Test("a completion speed that is not positive and finite is a typed error", arguments: [0.0, -1, .infinity, .nan])
    func completionSpeed(speed: Double) throws {
        #expect(throws: InteractionError.self) { _ = try PercentDrivenInteraction(completionSpeed: speed) }
        var interaction = try PercentDrivenInteraction(completionSpeed: 2)
        #expect(throws: InteractionError.self) { try interaction.setCompletionSpeed(speed) }
        #expect(interaction.completionSpeed == 2)
    }

    @Test("pause holds the progress; an update resumes")
    func pause() throws {
        var interaction = PercentDrivenInteraction()
        try interaction.begin(at: ts(0))
        try interaction.update(0.3, at: ts(0.1))
        try interaction.pause(at: ts(0.2))
        #expect(interaction.phase == .paused)
        #expect(try interaction.advance(to: ts(0.5)).progress == 0.3)
        try interaction.update(0.35, at: ts(0.6))
        #expect(interaction.phase == .interacting)
    }

    /// Runs the completion at 240 Hz; returns (seconds taken, outcome steps, first-frame progress gain).
    static func complete(_ interaction: inout PercentDrivenInteraction, from start: Double) throws -> (
        Double, Int, Double
    ) {
        var t = start
        var outcomes = 0
        let startProgress = interaction.progress
        var firstGain = 0.0
        while t - start < 1 {
            t += 1.0 / 240
            let step = try interaction.advance(to: ts(t))
            if firstGain == 0 { firstGain = abs(step.progress - startProgress) }
            if step.completion != nil {
                outcomes += 1
                break
            }
        }
        _ = try interaction.advance(to: ts(t + 0.1))
        return (t - start, outcomes, firstGain)
    }

    @Test("finish and cancel reach 1 and 0 within 350 ms and report the outcome once", arguments: [true, false])
    func bounded(finish: Bool) throws {
        var interaction = PercentDrivenInteraction()
        try interaction.begin(at: ts(0))
        try interaction.update(0.5, at: ts(0.1))
        if finish {
            try interaction.finish(velocity: 0, at: ts(0.1))
        } else {
            try interaction.cancel(velocity: 0, at: ts(0.1))
        }
        let (took, outcomes, _) = try Self.complete(&interaction, from: 0.1)
        #expect(took <= 0.35 + 1e-9)
        #expect(outcomes == 1)
        #expect(interaction.progress == (finish ? 1 : 0))
        #expect(interaction.phase == .completed(finish ? .finished : .cancelled))
    }

    @Test("the completion continues from the release velocity: a faster release moves faster at first")
    func continuesFromVelocity() throws {
        func firstGain(velocity: Double) throws -> Double {
            var interaction = PercentDrivenInteraction()
            try interaction.begin(at: ts(0))
            try interaction.update(0.3, at: ts(0.1))
            try interaction.finish(velocity: velocity, at: ts(0.1))
            return try Self.complete(&interaction, from: 0.1).2
        }
        let slow = try firstGain(velocity: 0)
        let fast = try firstGain(velocity: 3)
        #expect(fast > 3 * slow)
        // At 3 widths/s, one 240 Hz frame covers about 3/240 of a width.
        #expect(abs(fast - 3.0 / 240) < 0.004)
    }

    @Test("a higher completion speed completes sooner")
    func completionSpeedShortens() throws {
        var interaction = try PercentDrivenInteraction(completionSpeed: 2)
        try interaction.begin(at: ts(0))
        try interaction.update(0.5, at: ts(0.1))
        try interaction.finish(velocity: 0, at: ts(0.1))
        let (took, _, _) = try Self.complete(&interaction, from: 0.1)
        #expect(took <= 0.175 + 1e-9 + 1.0 / 240)
    }

    @Test("a custom completion curve is used")
    func customCurve() throws {
        var interaction = PercentDrivenInteraction(
            completionMotion: HermiteCompletion(fullDistanceDuration: 0.1, minimumDuration: 0.1, maximumDuration: 0.1))
        try interaction.begin(at: ts(0))
        try interaction.update(0.5, at: ts(0))
        try interaction.cancel(velocity: 0, at: ts(0))
        #expect(try interaction.advance(to: ts(0.1)).completion == .cancelled)
    }

    @Test("inputs out of order are typed errors")
    func ordering() throws {
        var interaction = PercentDrivenInteraction()
        #expect(throws: InteractionError.notInteracting) { try interaction.update(0.1, at: ts(0)) }
        try interaction.begin(at: ts(1))
        #expect(throws: InteractionError.alreadyBegun) { try interaction.begin(at: ts(1)) }
        #expect(throws: InteractionError.timeWentBackwards(previous: ts(1), received: ts(0.5))) {
            try interaction.update(0.1, at: ts(0.5))
        }
        try interaction.finish(velocity: 0, at: ts(1))
        #expect(throws: InteractionError.notInteracting) { try interaction.cancel(velocity: 0, at: ts(1)) }
    }
}
