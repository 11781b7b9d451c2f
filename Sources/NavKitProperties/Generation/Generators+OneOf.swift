extension Generators {
    /// A generator that draws from one of several alternatives, chosen uniformly (as
    /// ``Gen/oneOf(_:)-([Gen<Value>])``): one choice picks the alternative, and the choices of the
    /// chosen alternative follow it as one span, so shrinking moves toward the first alternative
    /// and may switch a whole branch at once. List the simplest first.
    ///
    /// The alternatives are written in a builder, one generator per line, each of the same
    /// value type; their list is part of the type, so choosing one is a specialised branch rather
    /// than a call through a closure. The list is fixed: the builder takes no `if`, `switch` or
    /// loops (use ``Gen/oneOf(_:)-([Gen<Value>])`` for alternatives chosen at run time).
    ///
    /// ```swift
    /// let operations = Generators.OneOf {
    ///     Generators.Integers(0...9).map { Operation.push($0) }
    ///     Generators.Constant(Operation.pop)
    /// }
    /// ```
    public struct OneOf<List: Alternatives>: Generator {
        @usableFromInline let alternatives: Box<List>

        /// Creates a generator from the alternatives listed in `alternatives`.
        ///
        /// - Parameter alternatives: The alternatives, simplest first.
        @inlinable
        public init(@AlternativesBuilder _ alternatives: () -> List) {
            self.alternatives = Box(alternatives())
        }

        /// Chooses an alternative and generates a value from it.
        ///
        /// - Parameter source: The source of choices.
        /// - Returns: The chosen alternative's value.
        /// - Throws: ``GenerationError`` when the chosen alternative throws.
        @inlinable
        public func generate(from source: inout ChoiceSource) throws(GenerationError) -> List.Value {
            let start = source.position
            let index = Int(source.draw(upTo: UInt64(List.count - 1)))
            let value = try alternatives.content.generate(alternative: index, from: &source)
            source.recordSpan(from: start, kind: .branch)
            return value
        }
    }

    /// The first alternative of a ``OneOf``.
    public struct FirstAlternative<First: Generator>: Alternatives {
        @usableFromInline let first: First

        @inlinable init(_ first: First) {
            self.first = first
        }

        /// One alternative.
        @inlinable public static var count: Int { 1 }

        /// Generates from the one alternative.
        ///
        /// - Parameters:
        ///   - index: `0`.
        ///   - source: The source of choices.
        /// - Returns: The alternative's value.
        /// - Throws: ``GenerationError`` when the alternative throws.
        @inlinable @inline(__always)
        public func generate(alternative index: Int, from source: inout ChoiceSource) throws(GenerationError)
            -> First.Value
        {
            try first.generate(from: &source)
        }
    }

    /// A list of alternatives of a ``OneOf`` with one more appended.
    public struct MoreAlternatives<Earlier: Alternatives, Last: Generator>: Alternatives
    where Last.Value == Earlier.Value {
        @usableFromInline let earlier: Earlier
        @usableFromInline let last: Last

        @inlinable init(_ earlier: Earlier, _ last: Last) {
            self.earlier = earlier
            self.last = last
        }

        /// One more than the earlier alternatives.
        @inlinable public static var count: Int { Earlier.count + 1 }

        /// Generates from the alternative at `index`.
        ///
        /// - Parameters:
        ///   - index: The alternative, `0` for the first.
        ///   - source: The source of choices.
        /// - Returns: The alternative's value.
        /// - Throws: ``GenerationError`` when the alternative throws.
        @inlinable @inline(__always)
        public func generate(alternative index: Int, from source: inout ChoiceSource) throws(GenerationError)
            -> Last.Value
        {
            if index < Earlier.count { return try earlier.generate(alternative: index, from: &source) }
            return try last.generate(from: &source)
        }
    }

    /// Builds the alternatives of a ``OneOf`` from one generator per line.
    @resultBuilder
    public enum AlternativesBuilder {
        /// The first alternative.
        ///
        /// - Parameter first: Its generator.
        /// - Returns: A list of one alternative.
        @inlinable
        public static func buildPartialBlock<First: Generator>(first: First) -> FirstAlternative<First> {
            FirstAlternative(first)
        }

        /// The alternatives so far and one more.
        ///
        /// - Parameters:
        ///   - accumulated: The alternatives so far.
        ///   - next: The next alternative's generator, of the same value type.
        /// - Returns: The longer list.
        @inlinable
        public static func buildPartialBlock<Earlier: Alternatives, Next: Generator>(
            accumulated: Earlier, next: Next
        ) -> MoreAlternatives<Earlier, Next> where Next.Value == Earlier.Value {
            MoreAlternatives(accumulated, next)
        }
    }

    /// The list of alternatives of a ``Generators/OneOf``, built by
    /// ``Generators/AlternativesBuilder``; its length is part of its type.
    public protocol Alternatives: Sendable {
        /// The type of the values every alternative generates.
        associatedtype Value

        /// The number of alternatives.
        static var count: Int { get }

        /// Generates a value from the alternative at `index`.
        ///
        /// - Parameters:
        ///   - index: The alternative, `0` for the first; below ``count``.
        ///   - source: The source of choices.
        /// - Returns: The alternative's value.
        /// - Throws: ``GenerationError`` when the alternative throws.
        func generate(alternative index: Int, from source: inout ChoiceSource) throws(GenerationError) -> Value
    }
}
