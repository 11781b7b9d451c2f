extension Gen {
    /// A generator of arrays whose elements come from `element`.
    ///
    /// The first `length.lowerBound` elements are drawn directly; each
    /// further element is preceded by a "continue?" choice (`0` stops), so
    /// shrinking deletes elements by deleting their choices and the simplest
    /// array is the shortest. Random lengths mostly stay within a few dozen
    /// elements beyond the minimum, occasionally reaching the maximum.
    ///
    /// ```swift
    /// let report = PropertyCheck.run(Gen.array(of: .int(in: 0...10_000))) { xs in
    ///     xs.reduce(0, +) <= 1000
    /// }
    /// // report.counterexample?.value == [1001]
    /// ```
    ///
    /// - Parameters:
    ///   - element: The generator of elements.
    ///   - length: The allowed lengths; non-negative.
    /// - Returns: A generator of arrays.
    public static func array<Element>(
        of element: Gen<Element>,
        length: ClosedRange<Int> = 0...100
    ) -> Gen<Value> where Value == [Element] {
        precondition(length.lowerBound >= 0, "array lengths must be non-negative")
        let minimum = length.lowerBound
        let maximum = length.upperBound
        return Gen { source throws(GenerationError) in
            var result: [Element] = []
            result.reserveCapacity(minimum)
            for _ in 0..<minimum {
                result.append(try element.generate(from: source))
            }
            guard maximum > minimum else { return result }
            var target = minimum
            if !source.isReplaying {
                target = randomTargetLength(minimum: minimum, maximum: maximum, source: source)
            }
            while result.count < maximum {
                let start = source.choices.count
                let proceed = source.draw(upTo: 1) { _ in result.count < target ? 1 : 0 }
                if proceed == 0 { break }
                result.append(try element.generate(from: source))
                source.recordSpan(from: start)
            }
            return result
        }
    }

    /// Picks a random target length; the draw is not recorded, only the
    /// "continue?" choices that realise it are.
    private static func randomTargetLength(minimum: Int, maximum: Int, source: ChoiceSource) -> Int {
        let extra = UInt64(maximum - minimum)
        return source.withUnrecordedRandomness { generator in
            switch generator.next(upTo: 19) {
            case 0, 1: minimum
            case 2...13: minimum + Int(generator.next(upTo: min(extra, 10)))
            case 14...18: minimum + Int(generator.next(upTo: min(extra, 50)))
            default: minimum + Int(generator.next(upTo: extra))
            }
        }
    }
}
