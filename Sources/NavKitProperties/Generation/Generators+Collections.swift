extension Generators {
    /// A generator of arrays whose elements come from another generator (as
    /// ``Gen/array(of:length:)``: the two share one implementation).
    ///
    /// The first `length.lowerBound` elements are drawn directly; each further element is
    /// preceded by a "continue?" choice (`0` stops), so shrinking deletes elements by deleting
    /// their choices and the simplest array is the shortest. An array that reaches its maximum
    /// length still records a (forced) stop marker (unless its length is fixed), so every array's
    /// choices end the same way and deleting one of its elements never shifts the choices of what
    /// is generated after it.
    public struct ArrayOf<Element: Generator>: Generator {
        @usableFromInline let element: Box<Element>
        @usableFromInline let minimum: Int
        @usableFromInline let maximum: Int

        /// Creates a generator of arrays of `element`'s values.
        ///
        /// - Parameters:
        ///   - element: The generator of elements.
        ///   - length: The allowed lengths; non-negative.
        @inlinable
        public init(_ element: Element, length: ClosedRange<Int> = 0...100) {
            precondition(length.lowerBound >= 0, "array lengths must be non-negative")
            self.element = Box(element)
            minimum = length.lowerBound
            maximum = length.upperBound
        }

        /// Generates an array.
        ///
        /// - Parameter source: The source of choices.
        /// - Returns: The array.
        /// - Throws: ``GenerationError`` when the element generator throws.
        @inlinable
        public func generate(from source: inout ChoiceSource) throws(GenerationError) -> [Element.Value] {
            try source.generateArray(of: element.content, minimum: minimum, maximum: maximum)
        }
    }
}

extension ChoiceSource {
    /// An array of `element`'s values with `minimum...maximum` elements: the choices that
    /// ``Generators/ArrayOf`` and ``Gen/array(of:length:)`` both draw (see the former).
    @inlinable @inline(__always)
    mutating func generateArray<Element: Generator>(
        of element: Element, minimum: Int, maximum: Int
    ) throws(GenerationError) -> [Element.Value] {
        var result: [Element.Value] = []
        let target = targetLength(minimum: minimum, maximum: maximum)
        result.reserveCapacity(target)
        for _ in 0..<minimum {
            result.append(try element.generate(from: &self))
        }
        guard maximum > minimum else { return result }
        while result.count < maximum {
            let start = position
            let more: UInt64 = result.count < target ? 1 : 0
            if draw(upTo: 1, using: { _ in more }) == 0 { return result }
            result.append(try element.generate(from: &self))
            recordSpan(from: start, kind: .element)
        }
        drawForced(0, upTo: 1)
        return result
    }

    /// The number of elements random generation aims for; the draw is not recorded, only the
    /// "continue?" choices that realise it are. In replay the choices decide, so it is the
    /// minimum. Random lengths mostly stay within a few dozen elements beyond the minimum,
    /// occasionally reaching the maximum.
    @inlinable @inline(__always)
    mutating func targetLength(minimum: Int, maximum: Int) -> Int {
        guard maximum > minimum, !isReplaying else { return minimum }
        let extra = UInt64(maximum - minimum)
        return withUnrecordedRandomness { generator in
            switch generator.next(upTo: 19) {
            case 0, 1: minimum
            case 2...13: minimum + Int(generator.next(upTo: min(extra, 10)))
            case 14...18: minimum + Int(generator.next(upTo: min(extra, 50)))
            default: minimum + Int(generator.next(upTo: extra))
            }
        }
    }
}
