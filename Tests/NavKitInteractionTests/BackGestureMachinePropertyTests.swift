import NavKitCore
import NavKitInteraction
import NavKitProperties
import Testing

/// The bare back-gesture machine, no container, over random finger streams: a test-side stand-in
/// for the transition machine owns who drives (a begin it accepts makes that finger the driver; a
/// release, or a run ending under the finger, ends it) and hands it to the machine in the
/// environment, as the core does. The machine must begin only where DESIGN invariant 7 allows,
/// act on a finger's moves and lift only while that finger drives (invariant 8), begin at most
/// once per finger and release a begun swipe exactly once.
@Suite("Back-gesture machine over random finger streams (no container)")
struct BackGestureMachinePropertyTests {
    /// One finger's gesture and what happens around it.
    struct Gesture: Sendable, CustomStringConvertible {
        var startX: Double
        var moves: [Move]
        var cancelled: Bool
        /// After this many moves the run ends under the finger (a watchdog); `nil`: never.
        var runEndsAfter: Int?
        var stackDepth: Int
        var isTransitioning: Bool

        var description: String {
            "x \(startX), \(moves.count) moves\(cancelled ? ", cancelled" : "")"
                + (runEndsAfter.map { ", run ends after \($0)" } ?? "") + ", depth \(stackDepth)"
                + (isTransitioning ? ", transitioning" : "")
        }
    }

    struct Move: Sendable {
        var dx: Double
        var dy: Double
        var milliseconds: Int
    }

    static let move = Gen.zip(Gen<Int>.int(in: -30...60), Gen<Int>.int(in: -20...20), Gen<Int>.int(in: 4...40))
        .map { Move(dx: Double($0), dy: Double($1), milliseconds: $2) }
    static let gesture = Gen.zip(
        Gen<Int>.int(in: 0...390), Gen<[Move]>.array(of: move, length: 0...12), Gen<Bool>.bool,
        Gen<Int?>.frequency((4, .constant(nil)), (1, Gen<Int>.int(in: 0...8).map { Optional($0) })),
        Gen<Int>.frequency((1, .constant(1)), (4, .constant(2))),
        Gen<Bool>.frequency((5, .constant(false)), (1, .constant(true)))
    ).map {
        Gesture(
            startX: Double($0), moves: $1, cancelled: $2, runEndsAfter: $3, stackDepth: $4, isTransitioning: $5)
    }
    static let programs = Gen<[Gesture]>.array(of: gesture, length: 1...6)

    @Test("begins only where allowed, acts only for the finger that drives, releases a begun swipe once")
    func fingerStreams() {
        verifyProperty("back gestures over finger streams", Self.programs, iterations: 400) { gestures in
            try Self.play(gestures)
        }
    }

    static func play(_ gestures: [Gesture]) throws {
        var machine = try BackGestureMachine()
        var time = 0.0
        for (index, gesture) in gestures.enumerated() {
            let finger = TouchID(index + 1)
            var environment = GestureEnvironment(
                bounds: Rect(x: 0, y: 0, width: 400, height: 800), stackDepth: gesture.stackDepth,
                isTransitioning: gesture.isTransitioning)
            // The stand-in transition machine's record of who drives.
            var driving: InteractionSource?
            var began = 0
            var released = 0
            var location = Point(x: gesture.startX, y: 400)
            func feed(_ phase: TouchPhase) throws {
                environment.drivingSource = driving
                let routing = try machine.handle(
                    Touch(id: finger, phase: phase, location: location, timestamp: Timestamp(seconds: time)),
                    in: environment, topScreen: "top")
                let drives = driving == .touch(finger)
                switch routing.action {
                case .begin:
                    guard gesture.stackDepth > 1, !gesture.isTransitioning else {
                        throw PropertyViolation(
                            "began on depth \(gesture.stackDepth), transitioning \(gesture.isTransitioning)")
                    }
                    guard began == 0, driving == nil else { throw PropertyViolation("a second begin for one finger") }
                    began += 1
                    _ = machine.confirmBegin(routing)
                    driving = .touch(finger)
                case .update(let progress), .drag(let progress):
                    guard drives else {
                        throw PropertyViolation("progress \(progress) from a finger that does not drive")
                    }
                    guard progress.isFinite, (0...1).contains(progress) else {
                        throw PropertyViolation("progress \(progress) out of 0…1")
                    }
                case .finish(let velocity), .cancel(let velocity):
                    guard drives else { throw PropertyViolation("a release from a finger that does not drive") }
                    guard velocity.isFinite else { throw PropertyViolation("release velocity \(velocity)") }
                    released += 1
                    driving = nil
                case .none, .refuse:
                    break
                }
            }
            time += 0.05
            try feed(.began)
            for (step, move) in gesture.moves.enumerated() {
                if step == gesture.runEndsAfter, let source = driving {
                    // The run ended under the finger: the core tells the machine.
                    machine.interactionEnded(source)
                    driving = nil
                }
                time += Double(move.milliseconds) / 1_000
                location = Point(x: location.x + move.dx, y: location.y + move.dy)
                try feed(.moved)
            }
            time += 0.01
            let endedUnderFinger = gesture.runEndsAfter.map { $0 < gesture.moves.count } ?? false
            let stillDriving = driving != nil
            try feed(gesture.cancelled ? .cancelled : .ended)
            guard released <= 1 else { throw PropertyViolation("released \(released) times") }
            if stillDriving, released != 1 { throw PropertyViolation("a driving finger lifted without a release") }
            if began == 1, released == 0, !endedUnderFinger, stillDriving {
                throw PropertyViolation("a begun swipe was never released")
            }
        }
    }
}
