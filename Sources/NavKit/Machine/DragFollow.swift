import NavKitCore

/// How a finger's 2-D drag moves the deeper screen of a run on top of what its animator says
/// (the zoom dismiss): an offset the run carries, so animators stay pure functions of progress
/// and context.
///
/// While a finger drags, the screen's centre is where it was when the finger caught it plus the
/// finger's translation: the screen sticks to the finger, and the animator's own offset at that
/// progress is replaced (its scale, clip and the rest still follow the progress). Once released,
/// the centre flies on its own clock (``DragFlight``) from where the finger left it to where the
/// animator ends — the source's centre, or rest — starting at the finger's velocity and arriving
/// at rest, while the progress completes by the run's plug-in as usual. So neither the release nor
/// the end jumps; a short drag springs back at a pace set by how far the screen is from home,
/// not by the little progress left; and the run ends exactly at the animator's endpoint (the run
/// waits for the flight when its progress arrives first). A run caught again holds the offset
/// where it is shown, relative to the animator's; the next release flies it the same way.
struct DragFollow: Hashable, Sendable {
    /// The offset the deeper screen had when the finger took it.
    var anchor: Vector
    /// The finger's displacement since then, while it drags; `nil` while the offset is held (the
    /// run was caught by a source that sets only the progress) and after the release.
    var translation: Vector?
    /// The rendered offset minus the animator's, as of the latest frame.
    var residual: Vector = .zero
    /// The rendered offset of the latest frame.
    var shown: Vector = .zero
    /// The centre's flight, from the release on.
    var flight: DragFlight?
    /// The time of the frame being rendered (the flight's clock; set by each frame after the
    /// release, and by the release itself).
    var now: Timestamp = 0
    /// The outcome the run's plug-in reported while the flight was still under way: the run ends
    /// with it when the flight lands.
    var pendingOutcome: TransitionOutcome?

    /// The deeper screen's offset for a frame whose animator offset is `animated`, updating the
    /// residual.
    mutating func offset(animated: Vector) -> Vector {
        if let flight {
            shown = flight.offset(at: now)
        } else if let translation {
            shown = anchor + translation
        } else {
            shown = animated + residual
        }
        residual = shown - animated
        return shown
    }

    /// The follow of a run caught again: the offset held where it was last shown.
    var held: DragFollow { DragFollow(anchor: .zero, translation: nil, residual: residual, shown: shown) }

    /// Whether the flight has landed by `time` (never before a release).
    func hasLanded(at time: Timestamp) -> Bool { flight.map { time >= $0.end } ?? false }
}

/// The way a released screen's centre goes where its animator ends: a cubic Hermite segment in
/// 2-D from the offset at the release to the animator's endpoint offset, starting at a velocity
/// and arriving at rest — the motion of the progress's ``NavKitCore/HermiteCompletion``, per
/// component.
struct DragFlight: Hashable, Sendable {
    /// The release.
    var start: Timestamp
    /// The offset at the release.
    var from: Vector
    /// The offset at the end: the animator's at the progress the run heads to.
    var to: Vector
    /// The velocity at the release, in points per second, already limited
    /// (``init(at:from:to:velocity:reach:)``).
    var velocity: Vector
    /// Seconds from the release to the end.
    var duration: Double

    /// The longest flight, as the longest completion of the progress (DESIGN.md section 4: a
    /// completion takes at most 350 ms).
    static let maximumDuration = 0.35
    /// The shortest flight of a distance that is not zero.
    static let minimumDuration = 0.12
    /// The fastest start, in flight distances per flight duration: the Hermite segment's own
    /// limit for a start toward the end that does not overshoot it (a start in another direction
    /// bends out by less than half the distance).
    static let fastestStart = 3.0

    /// When the flight lands.
    var end: Timestamp { start + duration }

    /// Plans the flight.
    /// - Parameters:
    ///   - time: The release.
    ///   - from: The offset at the release, in points.
    ///   - to: The offset at the end, in points.
    ///   - velocity: How fast it should move at first, in points per second.
    ///   - reach: The distance that takes the longest flight (half the screen's shorter side),
    ///     in points.
    init(at time: Timestamp, from: Vector, to: Vector, velocity: Vector, reach: Double) {
        start = time
        self.from = from
        self.to = to
        let distance = (to - from).length
        guard distance > 0, distance.isFinite else {
            self.velocity = .zero
            duration = 0
            return
        }
        let share = reach > 0 && reach.isFinite ? distance / reach : 1
        duration = min(Self.maximumDuration, max(Self.minimumDuration, Self.maximumDuration * share))
        let limit = Self.fastestStart * distance / duration
        let speed = velocity.isFinite ? velocity.length : 0
        self.velocity = speed > limit ? velocity * (limit / speed) : (velocity.isFinite ? velocity : .zero)
    }

    /// The offset at `time`: ``from`` at the release, ``to`` from ``end`` on.
    func offset(at time: Timestamp) -> Vector {
        guard duration > 0, time < end else { return to }
        let weights = HermiteWeights(max(0, (time - start) / duration))
        return to + (from - to) * (1 - weights.rise) + velocity * (weights.slope * duration)
    }
}
