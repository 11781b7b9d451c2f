extension Gen {
    /// A generator of arrays whose elements come from `element`.
    ///
    /// The first `length.lowerBound` elements are drawn directly; each
    /// further element is preceded by a "continue?" choice (`0` stops), so
    /// shrinking deletes elements by deleting their choices and the simplest
    /// array is the shortest. An array that reaches its maximum length still
    /// records a (forced) stop marker (unless its length is fixed), so every
    /// array's choices end the same way and deleting one of its elements never
    /// shifts the choices of what is generated after it. Random lengths mostly stay within a few dozen
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
    @inlinable
    public static func array<Element>(
        of element: Gen<Element>,
        length: ClosedRange<Int> = 0...100
    ) -> Gen<Value> where Value == [Element] {
        precondition(length.lowerBound >= 0, "array lengths must be non-negative")
        let (minimum, maximum) = (length.lowerBound, length.upperBound)
        // The element's body, not the element: the optimizer specialises this closure for a known
        // body (a constant or small integer range is then drawn inline).
        let body = element.body
        return Gen { source throws(GenerationError) in
            try source.generateArray(of: Gen<Element>(body), minimum: minimum, maximum: maximum)
        }
    }

    /// A generator of arrays without duplicate elements, where two elements
    /// are duplicates if `key` maps them to the same value.
    ///
    /// A duplicate candidate is redrawn, up to `maxAttemptsPerElement` times;
    /// when no new element turns up the array ends there (or, below the
    /// minimum length, generation throws
    /// ``GenerationError/unsatisfiedFilter(attempts:)``). Shrinking works as
    /// for ``array(of:length:)``.
    ///
    /// ```swift
    /// let screens = Gen.uniqueArray(of: screenGen, length: 1...6) { $0.id }
    /// ```
    ///
    /// - Parameters:
    ///   - element: The generator of elements.
    ///   - length: The allowed lengths; non-negative.
    ///   - maxAttemptsPerElement: How many candidates to draw for one element.
    ///   - key: What makes two elements the same.
    /// - Returns: A generator of arrays with distinct keys.
    @inlinable
    public static func uniqueArray<Element, Key: Hashable & Sendable>(
        of element: Gen<Element>,
        length: ClosedRange<Int> = 0...100,
        maxAttemptsPerElement: Int = 10,
        by key: @escaping @Sendable (Element) -> Key
    ) -> Gen<Value> where Value == [Element] {
        precondition(length.lowerBound >= 0, "array lengths must be non-negative")
        let minimum = length.lowerBound
        let maximum = length.upperBound
        let body = element.body
        return Gen { source throws(GenerationError) in
            var result: [Element] = []
            var seen: Set<Key> = []
            let target = source.targetLength(minimum: minimum, maximum: maximum)
            func drawNew(_ source: inout ChoiceSource) throws(GenerationError) -> Element? {
                for _ in 0..<maxAttemptsPerElement {
                    let candidate = try body(&source)
                    if seen.insert(key(candidate)).inserted { return candidate }
                }
                return nil
            }
            for _ in 0..<minimum {
                guard let next = try drawNew(&source) else {
                    throw GenerationError.unsatisfiedFilter(attempts: maxAttemptsPerElement)
                }
                result.append(next)
            }
            guard maximum > minimum else { return result }
            while result.count < maximum {
                let start = source.position
                let more: UInt64 = result.count < target ? 1 : 0
                if source.draw(upTo: 1, using: { _ in more }) == 0 { return result }
                let next = try drawNew(&source)
                source.recordSpan(from: start, kind: .element)
                guard let next else { return result }
                result.append(next)
            }
            source.drawForced(0, upTo: 1)
            return result
        }
    }

    /// A generator of arrays of distinct elements.
    ///
    /// - Parameters:
    ///   - element: The generator of elements.
    ///   - length: The allowed lengths; non-negative.
    /// - Returns: A generator of arrays without duplicates.
    @inlinable
    public static func uniqueArray<Element: Hashable & Sendable>(
        of element: Gen<Element>,
        length: ClosedRange<Int> = 0...100
    ) -> Gen<Value> where Value == [Element] {
        uniqueArray(of: element, length: length) { $0 }
    }

    /// A generator of sets whose elements come from `element`.
    ///
    /// ```swift
    /// let tags = Gen.set(of: Gen.element(of: ["a", "b", "c", "d"]), count: 1...3)
    /// ```
    ///
    /// - Parameters:
    ///   - element: The generator of elements.
    ///   - count: The allowed sizes; non-negative.
    /// - Returns: A generator of sets.
    @inlinable
    public static func set<Element: Hashable & Sendable>(
        of element: Gen<Element>,
        count: ClosedRange<Int> = 0...100
    ) -> Gen<Value> where Value == Set<Element> {
        Gen<[Element]>.uniqueArray(of: element, length: count).map { Set($0) }
    }
}
