import NavKitCore

/// How a finger's 2-D drag moves the deeper screen of a run on top of what its animator says
/// (the zoom dismiss): an additive offset the run carries, so animators stay pure functions of
/// progress and context.
///
/// While a finger drags, the screen's centre is where it was when the finger caught it plus the
/// finger's translation: the screen sticks to the finger, and the animator's own offset at that
/// progress is replaced; the difference (``residual``) is kept. Once released, the residual is
/// added to the animator's offset scaled by how much of the completion is left — 1 at the
/// release, 0 at the end — so the release shows the same frame as the finger's last, and the run
/// ends exactly at the animator's endpoint. A run caught again holds the offset where it is, and
/// it decays over the next completion the same way.
struct DragFollow: Hashable, Sendable {
    /// The offset the deeper screen had when the finger took it.
    var anchor: Vector
    /// The finger's displacement since then, while it drags; `nil` while the offset is held (the
    /// run was caught by a source that sets only the progress).
    var translation: Vector?
    /// The rendered offset minus the animator's, as of the latest frame before the release.
    var residual: Vector = .zero
    /// The release: the progress it happened at and the progress the completion heads to.
    var release: (progress: Double, target: Double)?

    static func == (a: DragFollow, b: DragFollow) -> Bool {
        a.anchor == b.anchor && a.translation == b.translation && a.residual == b.residual
            && a.release?.progress == b.release?.progress && a.release?.target == b.release?.target
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(anchor)
        hasher.combine(translation)
        hasher.combine(residual)
        hasher.combine(release?.progress)
        hasher.combine(release?.target)
    }

    /// The part of the residual still shown at a progress.
    func remaining(at progress: Double) -> Double {
        guard let release else { return 1 }
        let span = abs(release.progress - release.target)
        return span > 0 ? (abs(progress - release.target) / span).clampedUnit : 0
    }

    /// The deeper screen's offset for a frame whose animator offset is `animated`, updating the
    /// residual while a finger drags.
    mutating func offset(animated: Vector, at progress: Double) -> Vector {
        if release == nil, let translation {
            let followed = anchor + translation
            residual = followed - animated
            return followed
        }
        return animated + residual * remaining(at: progress)
    }

    /// The follow of a run caught again at `progress`: the offset held where it is.
    func held(at progress: Double) -> DragFollow {
        let shown = residual * remaining(at: progress)
        return DragFollow(anchor: .zero, translation: nil, residual: shown, release: nil)
    }
}
