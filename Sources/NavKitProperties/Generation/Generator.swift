/// A generator whose type spells out how it generates, so the compiler can specialise and inline
/// the whole composition.
///
/// ``Gen`` is the everyday generator: one type for every composition, stored in a `static let`
/// and passed anywhere. Each of its combinators wraps the next generator in a closure, so a
/// generated value costs one indirect call per combinator. A `Generator` composed from the
/// ``Generators`` types keeps every part in its type instead —
/// `Generators.ArrayOf<Generators.OneOf<…>>` — so generating a value is one specialised function
/// with no closure calls between the parts. Use it for the generators of hot properties (the
/// ones run millions of times); erase it with ``eraseToGen()`` to run it with ``PropertyCheck``.
///
/// The ``Generators`` types draw exactly the choices their ``Gen`` counterparts draw — the same
/// choices, ranges and spans, whether drawing at random, replaying, running out of choices or
/// throwing (arrays share one implementation; the tests compare the others' records) — so a
/// composition of either kind replays, shrinks and is stored in the failure database in the same
/// way, and the two may be mixed: every ``Gen`` is a `Generator`.
///
/// (A `Generator` makes test values; the random number generator a ``ChoiceSource`` draws from
/// is a `Xoshiro256StarStar`.)
///
/// ```swift
/// enum Operation: Sendable { case push(Int), pop, clear }
///
/// let operations = Generators.OneOf {
///     Generators.Integers(0...9).map { Operation.push($0) }
///     Generators.Constant(Operation.pop)
///     Generators.Constant(Operation.clear)
/// }
/// let programs: Gen<[Operation]> = Generators.ArrayOf(operations, length: 0...40).eraseToGen()
/// ```
public protocol Generator<Value>: Sendable {
    /// The type of the generated values.
    associatedtype Value

    /// Generates a value from the choices of `source`.
    ///
    /// - Parameter source: The source of choices; the choices drawn are appended to its
    ///   ``ChoiceSource/choices``.
    /// - Returns: The generated value.
    /// - Throws: ``GenerationError`` when a filter cannot be satisfied.
    func generate(from source: inout ChoiceSource) throws(GenerationError) -> Value
}

extension Gen: Generator {
    /// The generator itself: it is already a ``Gen``.
    ///
    /// - Returns: `self`.
    @inlinable
    public func eraseToGen() -> Gen<Value> { self }
}

extension Generator {
    /// This generator as a ``Gen``: one closure around the specialised composition, so
    /// ``PropertyCheck`` and every ``Gen`` combinator accept it.
    ///
    /// - Returns: A generator drawing exactly the choices this one draws.
    @inlinable
    public func eraseToGen() -> Gen<Value> {
        Gen { source throws(GenerationError) in try self.generate(from: &source) }
    }

    /// A generator that transforms each generated value (``Generators/Map``).
    ///
    /// - Parameter transform: The transform to apply.
    /// - Returns: A generator of transformed values.
    @inlinable
    public func map<NewValue>(
        _ transform: @escaping @Sendable (consuming Value) -> NewValue
    ) -> Generators.Map<Self, NewValue> {
        Generators.Map(self, transform)
    }
}

/// The generators whose types describe their composition (see ``Generator``), named after the
/// ``Gen`` combinators they implement.
public enum Generators {
    /// A generator that always produces the same value without drawing any choice (as
    /// ``Gen/constant(_:)``).
    public struct Constant<Value: Sendable>: Generator {
        @usableFromInline let value: Value

        /// Creates a generator of `value`.
        ///
        /// - Parameter value: The value to produce.
        @inlinable
        public init(_ value: Value) {
            self.value = value
        }

        /// Returns the value; draws nothing.
        ///
        /// - Parameter source: Unused.
        /// - Returns: The constant value.
        @inlinable @inline(__always)
        public func generate(from source: inout ChoiceSource) -> Value {
            value
        }
    }

    /// A generator of integers in a closed range, for any integer type of at most 64 bits (as
    /// ``Gen/integer(in:)``: choice `0` is `0` or the lower bound, edge values favoured, a range
    /// of at most 16 values that does not straddle zero drawn uniformly).
    public struct Integers<Value: FixedWidthInteger & Sendable>: Generator {
        @usableFromInline let encoding: IntegerEncoding

        /// Creates a generator of integers in `range`.
        ///
        /// - Parameter range: The closed range of values to generate.
        @inlinable
        public init(_ range: ClosedRange<Value>) {
            encoding = IntegerEncoding(range)
        }

        /// Draws an integer in the range.
        ///
        /// - Parameter source: The source of choices.
        /// - Returns: The integer.
        @inlinable @inline(__always)
        public func generate(from source: inout ChoiceSource) -> Value {
            Value(truncatingIfNeeded: encoding.draw(from: &source))
        }
    }

    /// A generator that transforms the values of another (as ``Gen/map(_:)``).
    public struct Map<Base: Generator, Value>: Generator {
        @usableFromInline let base: Base
        @usableFromInline let transform: @Sendable (consuming Base.Value) -> Value

        /// Creates a generator of `transform` applied to the values of `base`.
        ///
        /// - Parameters:
        ///   - base: The generator of inputs.
        ///   - transform: The transform.
        @inlinable
        public init(_ base: Base, _ transform: @escaping @Sendable (consuming Base.Value) -> Value) {
            self.base = base
            self.transform = transform
        }

        /// Generates an input and transforms it.
        ///
        /// - Parameter source: The source of choices.
        /// - Returns: The transformed value.
        /// - Throws: ``GenerationError`` when the base generator throws.
        @inlinable @inline(__always)
        public func generate(from source: inout ChoiceSource) throws(GenerationError) -> Value {
            transform(try base.generate(from: &source))
        }
    }

    /// A generator kept behind one reference, so a composite generator stays a few words long
    /// however large its parts are: Swift passes a large struct to a call by copying it.
    @usableFromInline
    final class Box<Content: Sendable>: Sendable {
        @usableFromInline let content: Content

        @inlinable init(_ content: Content) {
            self.content = content
        }
    }
}
