import NavKitCore
import NavKitInteraction
import NavKitProperties
import Testing

@Suite("Zoom dismiss: the release toward the source")
struct ZoomDismissPolicyTests {
    let policy = ZoomDismissPolicy()
    static let size = Size(width: 390, height: 844)

    /// A release: the drag, the velocity and the direction of the source, in points.
    struct Release: Hashable, Sendable, CustomStringConvertible {
        var translation: Vector
        var velocity: Vector
        var towardSource: Vector

        var description: String { "drag \(translation), velocity \(velocity), source \(towardSource)" }

        var mirrored: Release {
            Release(
                translation: Vector(dx: -translation.dx, dy: translation.dy),
                velocity: Vector(dx: -velocity.dx, dy: velocity.dy),
                towardSource: Vector(dx: -towardSource.dx, dy: towardSource.dy))
        }
    }

    static var vectors: Gen<Vector> {
        Gen.zip(Gen<Double>.double(in: -600...600), Gen<Double>.double(in: -600...600)).map { Vector(dx: $0, dy: $1) }
    }

    static var releases: Gen<Release> {
        // A source in some direction (the policy's fallbacks for none are tested by example).
        let sources = vectors.map { $0.length > 0 ? $0 : Vector(dx: 0, dy: 1) }
        return Gen.zip(vectors, vectors.map { $0 * 6 }, sources).map {
            Release(translation: $0, velocity: $1, towardSource: $2)
        }
    }

    func outcome(_ release: Release) -> TransitionOutcome {
        policy.outcome(
            translation: release.translation, velocity: release.velocity, towardSource: release.towardSource,
            in: Self.size)
    }

    /// The unit vector toward the source of a release (the generated sources are never zero).
    func unit(_ v: Vector) -> Vector { v.length > 0 ? v * (1 / v.length) : Vector(dx: 0, dy: 1) }

    @Test("more drag toward the source never turns a dismiss into a spring back")
    func monotoneInDistance() {
        _ = verifyProperty("monotone in distance", Gen.zip(Self.releases, Gen<Double>.double(in: 0...400))) {
            release, extra in
            var farther = release
            farther.translation = release.translation + unit(release.towardSource) * extra
            if outcome(release) == .finished && outcome(farther) != .finished {
                throw PropertyViolation("\(release) finishes, \(extra) pt farther toward the source does not")
            }
        }
    }

    @Test("more speed toward the source never turns a dismiss into a spring back")
    func monotoneInVelocity() {
        _ = verifyProperty("monotone in velocity", Gen.zip(Self.releases, Gen<Double>.double(in: 0...3000))) {
            release, extra in
            var faster = release
            faster.velocity = release.velocity + unit(release.towardSource) * extra
            if outcome(release) == .finished && outcome(faster) != .finished {
                throw PropertyViolation("\(release) finishes, \(extra) pt/s faster toward the source does not")
            }
        }
    }

    @Test("mirroring the drag, the velocity and the source (right-to-left) decides the same")
    func mirrorSymmetric() {
        _ = verifyProperty("mirror symmetric", Self.releases) { release in
            if outcome(release) != outcome(release.mirrored) {
                throw PropertyViolation("\(release) decides \(outcome(release)), its mirror the other way")
            }
        }
    }

    @Test("a fast move away from the source never dismisses, however far the drag went")
    func awayFastNeverFinishes() {
        _ = verifyProperty("away fast cancels", Gen.zip(Self.releases, Gen<Double>.double(in: 0...5000))) {
            release, extra in
            var away = release
            // Faster than the fling speed (1 full drag, 195 pt, per second) away from the source.
            let along =
                release.velocity.dx * unit(release.towardSource).dx
                + release.velocity.dy * unit(release.towardSource).dy
            away.velocity = release.velocity - unit(release.towardSource) * (along + 196 + extra)
            if outcome(away) == .finished { throw PropertyViolation("\(away) moves away fast yet finishes") }
        }
    }

    @Test("examples: a flick toward the thumbnail dismisses, a slow short drag springs back, any direction shrinks")
    func examples() {
        let down = Vector(dx: 0, dy: 300)
        #expect(
            policy.outcome(
                translation: Vector(dx: 0, dy: 40), velocity: Vector(dx: 0, dy: 500), towardSource: down,
                in: Self.size) == .finished)
        #expect(
            policy.outcome(translation: Vector(dx: 0, dy: 40), velocity: .zero, towardSource: down, in: Self.size)
                == .cancelled)
        #expect(
            policy.outcome(translation: Vector(dx: 0, dy: 120), velocity: .zero, towardSource: down, in: Self.size)
                == .finished)
        #expect(policy.progress(translation: Vector(dx: -117, dy: 156), in: Self.size) == 1)
        #expect(policy.progress(translation: Vector(dx: 58.5, dy: 78), in: Self.size) == 0.5)
        #expect(policy.progress(translation: Vector(dx: .nan, dy: 1), in: Self.size) == 0)
        #expect(
            policy.outcome(translation: .zero, velocity: Vector(dx: .infinity, dy: 0), towardSource: .zero, in: .zero)
                == .cancelled)
    }
}
