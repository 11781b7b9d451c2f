extension Gen {
    /// Returns a generator of the values that satisfy `isIncluded`.
    ///
    /// Candidates are redrawn up to `maxAttempts` times; if none satisfies
    /// the predicate, generation throws
    /// ``GenerationError/unsatisfiedFilter(attempts:)`` instead of trapping.
    /// Prefer constructing valid values directly when most candidates fail:
    /// the health check of a property run names a filter that rejects most of
    /// its candidates (by `name`, or by the enclosing ``named(_:)`` generator).
    ///
    /// ```swift
    /// let odd = Gen.int(in: 0...1_000).filter("odd") { !$0.isMultiple(of: 2) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name the health check reports the filter by.
    ///   - maxAttempts: The number of candidates to try.
    ///   - isIncluded: The predicate a value must satisfy.
    /// - Returns: A generator of accepted values.
    @inlinable
    public func filter(
        _ name: String,
        maxAttempts: Int = 100,
        _ isIncluded: @escaping @Sendable (Value) -> Bool
    ) -> Gen<Value> {
        filtered(name: name, maxAttempts: maxAttempts, isIncluded)
    }

    /// Returns a generator of the values that satisfy `isIncluded`; the
    /// health check reports it by the name of the enclosing ``named(_:)``
    /// generator.
    ///
    /// - Parameters:
    ///   - maxAttempts: The number of candidates to try.
    ///   - isIncluded: The predicate a value must satisfy.
    /// - Returns: A generator of accepted values.
    @inlinable
    public func filter(
        maxAttempts: Int = 100,
        _ isIncluded: @escaping @Sendable (Value) -> Bool
    ) -> Gen<Value> {
        filtered(name: nil, maxAttempts: maxAttempts, isIncluded)
    }

    @inlinable
    func filtered(name: String?, maxAttempts: Int, _ isIncluded: @escaping @Sendable (Value) -> Bool) -> Gen<Value> {
        let body = self.body
        return Gen { source throws(GenerationError) in
            for _ in 0..<maxAttempts {
                let candidate = try body(&source)
                let accepted = isIncluded(candidate)
                if source.health != nil { source.health!.noteFilter(name, accepted: accepted) }
                if accepted { return candidate }
            }
            throw GenerationError.unsatisfiedFilter(attempts: maxAttempts)
        }
    }

    /// Returns this generator under a name that the health check uses when it
    /// reports a slow generator or a filter inside it that rejects too much.
    ///
    /// Naming costs nothing outside the health check's first cases.
    ///
    /// ```swift
    /// let screens = Gen.array(of: screen, length: 1...8).named("screen stacks")
    /// ```
    ///
    /// - Parameter name: A short description, such as `"screen stacks"`.
    /// - Returns: The same generator, named.
    @inlinable
    public func named(_ name: String) -> Gen<Value> {
        let body = self.body
        return Gen { source throws(GenerationError) in
            guard source.health != nil else { return try body(&source) }
            source.health!.enter(name)
            do throws(GenerationError) {
                let value = try body(&source)
                source.health!.leave()
                return value
            } catch {
                source.health!.leave()
                throw error
            }
        }
    }
}
