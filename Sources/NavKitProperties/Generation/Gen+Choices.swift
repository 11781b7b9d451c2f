extension Gen where Value == Bool {
    /// A generator of Booleans; `false` is the simplest value.
    @inlinable
    public static var bool: Gen<Bool> {
        Gen { source in source.drawBool() }
    }
}

extension Gen {
    /// A generator that picks one of `elements`, uniformly at random.
    ///
    /// Shrinks towards the first element, so list the simplest first.
    ///
    /// ```swift
    /// enum Direction: CaseIterable { case north, east, south, west }
    /// let directions = Gen.element(of: Direction.allCases)
    /// ```
    ///
    /// - Parameter elements: The candidates; must not be empty.
    /// - Returns: A generator of elements of `elements`.
    @inlinable
    public static func element<C: Collection & Sendable>(of elements: C) -> Gen<Value>
    where C.Element == Value, C.Index: Sendable {
        precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
        let indices = Array(elements.indices)
        let maximum = UInt64(indices.count - 1)
        return Gen { source in elements[indices[Int(source.draw(upTo: maximum))]] }
    }

    /// A generator that draws from one of `generators`, chosen uniformly.
    ///
    /// Shrinks towards the first generator, so list the simplest first. This
    /// is the natural way to build random operations for model-based tests:
    ///
    /// ```swift
    /// enum Operation { case push(Int), pop, clear }
    /// let operations = Gen.oneOf(
    ///     Gen.int(in: 0...9).map(Operation.push),
    ///     .constant(.pop),
    ///     .constant(.clear)
    /// )
    /// ```
    ///
    /// - Parameter generators: The alternatives; must not be empty.
    /// - Returns: A generator of values from the chosen alternative.
    @inlinable
    public static func oneOf(_ generators: Gen<Value>...) -> Gen<Value> {
        oneOf(generators)
    }

    /// A generator that draws from one of `generators`, chosen uniformly.
    ///
    /// - Parameter generators: The alternatives; must not be empty.
    /// - Returns: A generator of values from the chosen alternative.
    @inlinable
    public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
        precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
        // The generators, not their bodies: an array of closures holds each at the most general
        // abstraction (its typed error returned indirectly), so every call went through a thunk.
        let alternatives = ContiguousArray(generators)
        let maximum = UInt64(alternatives.count - 1)
        return Gen { source throws(GenerationError) in
            let start = source.position
            let value = try alternatives[Int(source.draw(upTo: maximum))].body(&source)
            source.recordSpan(from: start, kind: .branch)
            return value
        }
    }

    /// A generator that draws from one of `generators`, chosen with
    /// probability proportional to its weight.
    ///
    /// Weights only affect random generation: shrinking still moves towards
    /// the first alternative, so list the simplest first.
    ///
    /// ```swift
    /// let operations = Gen.frequency(
    ///     (5, Gen.int(in: 0...9).map(Operation.push)),
    ///     (3, .constant(.pop)),
    ///     (1, .constant(.clear))
    /// )
    /// ```
    ///
    /// - Parameter weightedGenerators: Pairs of a non-negative weight and a
    ///   generator; the total weight must be positive.
    /// - Returns: A generator of values from the chosen alternative.
    @inlinable
    public static func frequency(_ weightedGenerators: (Int, Gen<Value>)...) -> Gen<Value> {
        frequency(weightedGenerators)
    }

    /// A generator that draws from one of `generators`, chosen with
    /// probability proportional to its weight.
    ///
    /// - Parameter weightedGenerators: Pairs of a non-negative weight and a
    ///   generator; the total weight must be positive.
    /// - Returns: A generator of values from the chosen alternative.
    @inlinable
    public static func frequency(_ weightedGenerators: [(Int, Gen<Value>)]) -> Gen<Value> {
        precondition(weightedGenerators.allSatisfy { $0.0 >= 0 }, "weights must be non-negative")
        let weights = ContiguousArray(weightedGenerators.map { UInt64($0.0) })
        let total = weights.reduce(0, +)
        precondition(total > 0, "Gen.frequency needs a positive total weight")
        let alternatives = ContiguousArray(weightedGenerators.map(\.1))
        let maximum = UInt64(alternatives.count - 1)
        return Gen { source throws(GenerationError) in
            let start = source.position
            let index = source.draw(upTo: maximum) { generator in
                var roll = generator.next(upTo: total - 1)
                for index in weights.indices {
                    if roll < weights[index] { return UInt64(index) }
                    roll -= weights[index]
                }
                return maximum
            }
            let value = try alternatives[Int(index)].body(&source)
            source.recordSpan(from: start, kind: .branch)
            return value
        }
    }

    /// A generator of optionals: `nil` about 20% of the time, otherwise a
    /// value of `wrapped`. Shrinks towards `nil`.
    ///
    /// - Parameter wrapped: The generator of non-`nil` values.
    /// - Returns: A generator of optional values.
    @inlinable
    public static func optional<Wrapped>(_ wrapped: Gen<Wrapped>) -> Gen<Value> where Value == Wrapped? {
        let body = wrapped.body
        return Gen { source throws(GenerationError) in
            let start = source.position
            guard source.drawBool(probability: 0.8) else { return nil }
            let value = try body(&source)
            source.recordSpan(from: start, kind: .branch)
            return value
        }
    }
}
