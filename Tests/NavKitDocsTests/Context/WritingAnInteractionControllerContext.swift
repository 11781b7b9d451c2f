// What "Writing an interaction controller" assumes: a clock and three input times.
import NavKit
import Testing

@MainActor final class WritingAnInteractionControllerContext {
    let clock = ManualClock()
    let t0 = Timestamp(seconds: 1)
    let t1 = Timestamp(seconds: 1.1)
    let t2 = Timestamp(seconds: 1.2)
}
