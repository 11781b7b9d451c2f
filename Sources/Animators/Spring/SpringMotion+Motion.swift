extension SpringMotion {
    /// The position and velocity of the spring covering `distance` from 0: the exact solution,
    /// without the rest snap or the time cap (useful for plotting and checking).
    /// - Parameters:
    ///   - elapsed: Seconds since the start (negative counts as 0).
    ///   - distance: The distance to cover, in progress units.
    ///   - velocity: The starting velocity toward the target, in progress units per second.
    /// - Returns: Position and velocity; with ``clampsOvershoot``, held at the target from the
    ///   first time it is reached.
    public func state(at elapsed: Double, distance: Double, velocity: Double) -> (position: Double, velocity: Double) {
        let solution = self.solution(distance: distance, velocity: velocity)
        let t = Swift.max(0, elapsed)
        if clampsOvershoot, let crossing = solution.firstZeroCrossing, t >= crossing { return (distance, 0) }
        let (x, v) = solution.state(at: t)
        return (distance + x, v)
    }

    /// How long the spring itself takes to settle over a distance (no time cap).
    ///
    /// The earliest time from which the displacement is guaranteed within ``restThreshold`` (the
    /// envelope's crossing), or, with ``clampsOvershoot``, the first time the target is reached
    /// if that comes sooner.
    /// - Parameters:
    ///   - distance: The distance to cover, in progress units.
    ///   - velocity: The starting velocity toward the target.
    /// - Returns: Seconds, at least 1 ms; infinite for a non-finite input.
    public func settlingTime(distance: Double, velocity: Double) -> Double {
        guard distance.isFinite, velocity.isFinite else { return .infinity }
        return settlingTime(of: solution(distance: distance, velocity: velocity))
    }

    /// How long the completion takes: the settling time, limited by ``maximumDuration``.
    /// - Parameters:
    ///   - distance: The progress left to cover, in 0…1.
    ///   - velocity: The release velocity toward the target, in progress units per second.
    /// - Returns: A positive, finite number of seconds (the cap, or 1 s without one, for a
    ///   non-finite input).
    public func duration(distance: Double, velocity: Double) -> Double {
        capped(settlingTime(distance: distance, velocity: velocity))
    }

    /// The fraction of `distance` covered after `elapsed` seconds.
    /// - Parameters:
    ///   - elapsed: Seconds since the release.
    ///   - distance: The progress left to cover at the release.
    ///   - velocity: The release velocity toward the target.
    /// - Returns: 0 at the release, exactly 1 at and after
    ///   ``duration(distance:velocity:)``; never above 1 with ``clampsOvershoot``.
    public func fractionCovered(at elapsed: Double, distance: Double, velocity: Double) -> Double {
        guard elapsed.isFinite, elapsed > 0 else { return elapsed == .infinity ? 1 : 0 }
        guard distance > 0, distance.isFinite, velocity.isFinite else {
            return Swift.min(1, elapsed / duration(distance: distance, velocity: velocity))
        }
        let solution = self.solution(distance: distance, velocity: velocity)
        let settling = settlingTime(of: solution)
        let total = capped(settling)
        if elapsed >= total { return 1 }
        let crossing = clampsOvershoot ? solution.firstZeroCrossing : nil
        func covered(at t: Double) -> Double {
            if let crossing, t >= crossing { return 1 }
            return 1 + solution.state(at: t).displacement / distance
        }
        var fraction = covered(at: elapsed)
        if settling > total {
            // Capped: ease in what the spring has left at the cap, starting with zero slope.
            let u = elapsed / total
            fraction += (1 - covered(at: total)) * u * u * (3 - 2 * u)
        }
        return clampsOvershoot ? Swift.min(1, fraction) : fraction
    }

    /// The progress when `fraction` of the duration has elapsed, for distance 1 starting at
    /// ``initialVelocity``.
    /// - Parameter fraction: Elapsed time over ``duration(distance:velocity:)``.
    /// - Returns: Exactly 0 at 0 and 1 at 1; may pass 1 in between when the spring overshoots.
    public func value(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        let total = duration(distance: 1, velocity: initialVelocity)
        return fractionCovered(at: fraction * total, distance: 1, velocity: initialVelocity)
    }

    /// The solver for a move over `distance` (displacement `-distance`, velocity toward 0).
    func solution(distance: Double, velocity: Double) -> SpringSolution {
        SpringSolution(mass: mass, stiffness: stiffness, damping: damping, displacement: -distance, velocity: velocity)
    }

    private func settlingTime(of solution: SpringSolution) -> Double {
        var time = solution.envelopeSettlingTime(threshold: restThreshold)
        if clampsOvershoot, let crossing = solution.firstZeroCrossing { time = Swift.min(time, crossing) }
        return Swift.max(Self.minimumDuration, time)
    }

    private func capped(_ settling: Double) -> Double {
        guard settling.isFinite else { return maximumDuration ?? 1 }
        return Swift.min(settling, maximumDuration ?? .infinity)
    }
}
