/// A generator of random test values, described as a composable value.
///
/// A `Gen` wraps a function that builds a value from the choices of a
/// ``ChoiceSource``. Because every random decision goes through the source,
/// any generator, however composed with ``map(_:)``, ``flatMap(_:)``,
/// ``filter(_:maxAttempts:_:)``, ``zip(_:)`` or the collection combinators,
/// can be replayed from a choice list and shrunk without a per-type shrinker.
///
/// ```swift
/// struct Point { var x: Int; var y: Int }
///
/// let points = Gen.zip(Gen.int(in: -10...10), Gen.int(in: -10...10))
///     .map { Point(x: $0, y: $1) }
/// let paths = Gen.array(of: points, length: 1...20)
/// let sample = try paths.samples(count: 5, seed: 1)
/// ```
///
/// Generators are `Sendable` and hold no mutable state, so they may be
/// stored in `static let`s and shared between concurrently running tests.
/// The combinators are `@inlinable`, so a generator built in a test module is
/// specialised for its concrete types there.
public struct Gen<Value>: Sendable {
    /// The signature of a generation function.
    public typealias Body = @Sendable (inout ChoiceSource) throws(GenerationError) -> Value

    @usableFromInline let body: Body

    /// Creates a generator from a function that draws from a source.
    ///
    /// Make choice `0` of each draw the simplest outcome, so that shrinking
    /// (which drives choices towards `0`) finds simple counterexamples.
    ///
    /// ```swift
    /// let coin = Gen<String> { source in source.drawBool() ? "heads" : "tails" }
    /// ```
    ///
    /// - Parameter body: Builds a value from the source's choices.
    @inlinable
    public init(_ body: @escaping Body) {
        self.body = body
    }

    /// Generates a value from the choices of `source`.
    ///
    /// - Parameter source: The source of choices; the choices drawn are
    ///   appended to its ``ChoiceSource/choices``.
    /// - Returns: The generated value.
    /// - Throws: ``GenerationError`` when a filter cannot be satisfied.
    @inlinable @inline(__always)
    public func generate(from source: inout ChoiceSource) throws(GenerationError) -> Value {
        try body(&source)
    }

    /// Generates a single value from a fresh random source seeded with `seed`.
    ///
    /// - Parameter seed: The seed of the random source.
    /// - Returns: The generated value.
    /// - Throws: ``GenerationError`` when a filter cannot be satisfied.
    public func generate(seed: UInt64) throws(GenerationError) -> Value {
        var source = ChoiceSource(seed: seed)
        return try body(&source)
    }

    /// Generates `count` values from one random stream seeded with `seed`.
    ///
    /// The same seed always yields the same values.
    ///
    /// - Parameters:
    ///   - count: The number of values to generate.
    ///   - seed: The seed of the random stream.
    /// - Returns: The generated values, in order.
    /// - Throws: ``GenerationError`` when a filter cannot be satisfied.
    public func samples(count: Int, seed: UInt64) throws(GenerationError) -> [Value] {
        var source = ChoiceSource(
            generator: Xoshiro256StarStar(seed: seed), replaying: [], isReplaying: false,
            maximumChoices: ChoiceSource.defaultMaximumChoices, recording: false)
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            source.startNextCase()
            values.append(try body(&source))
        }
        return values
    }

    /// Regenerates the value described by a recorded choice list.
    ///
    /// - Parameter choices: A choice list, e.g. from ``ChoiceSource/choices``
    ///   or a ``Counterexample``.
    /// - Returns: The value those choices produce.
    /// - Throws: ``GenerationError`` when a filter cannot be satisfied.
    public func replay(choices: [UInt64]) throws(GenerationError) -> Value {
        var source = ChoiceSource(replaying: choices)
        return try body(&source)
    }

    /// Returns a generator that transforms each generated value.
    ///
    /// Shrinking works through `map`: the shrunk value is the transform of
    /// a shrunk input.
    ///
    /// - Parameter transform: The transform to apply.
    /// - Returns: A generator of transformed values.
    @inlinable
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Gen<NewValue> {
        let body = self.body
        return Gen<NewValue> { source throws(GenerationError) in transform(try body(&source)) }
    }

    /// Returns a generator whose next generator depends on a generated value.
    ///
    /// ```swift
    /// let sizedArrays = Gen.int(in: 1...5).flatMap { n in
    ///     Gen.array(of: .int(in: 0...9), length: n...n)
    /// }
    /// ```
    ///
    /// - Parameter transform: Returns the generator to draw from next.
    /// - Returns: A generator of the dependent values.
    @inlinable
    public func flatMap<NewValue>(_ transform: @escaping @Sendable (Value) -> Gen<NewValue>) -> Gen<NewValue> {
        let body = self.body
        return Gen<NewValue> { source throws(GenerationError) in
            try transform(try body(&source)).body(&source)
        }
    }

    /// A generator that always produces `value` without drawing any choice.
    ///
    /// - Parameter value: The value to produce.
    /// - Returns: A constant generator.
    @inlinable
    public static func constant(_ value: Value) -> Gen<Value> where Value: Sendable {
        Gen { _ in value }
    }
}
