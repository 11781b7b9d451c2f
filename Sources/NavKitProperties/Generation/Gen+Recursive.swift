extension Gen {
    /// A generator of recursive structures (trees, expressions, nested
    /// operations) whose nesting depth is bounded by `maxDepth`.
    ///
    /// At each level a choice decides between `base` (choice `0`, so
    /// shrinking flattens structures) and `extend` applied to the generator
    /// of the next level down; at depth `maxDepth` only `base` is used.
    /// `extend` is called eagerly, `maxDepth` times, when the generator is
    /// built. Random draws recurse with probability `recursionProbability`.
    ///
    /// ```swift
    /// indirect enum Expr: Sendable { case number(Int), sum(Expr, Expr) }
    /// let expressions = Gen<Expr>.recursive(
    ///     base: Gen.int(in: 0...9).map(Expr.number)
    /// ) { child in
    ///     Gen.zip(child, child).map { Expr.sum($0, $1) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - maxDepth: The maximum number of nested `extend` layers.
    ///   - recursionProbability: The chance of recursing at each level when
    ///     generating randomly.
    ///   - base: The generator of leaves.
    ///   - extend: Builds the generator of a composite from the generator of
    ///     its children.
    /// - Returns: A generator of recursive values.
    public static func recursive(
        maxDepth: Int = 4,
        recursionProbability: Double = 0.5,
        base: Gen<Value>,
        extend: (Gen<Value>) -> Gen<Value>
    ) -> Gen<Value> {
        precondition(maxDepth >= 0, "maxDepth must be non-negative")
        var current = base
        for _ in 0..<maxDepth {
            let composite = extend(current)
            current = Gen { source throws(GenerationError) in
                let start = source.position
                let value: Value
                if source.drawBool(probability: recursionProbability) {
                    value = try composite.body(&source)
                } else {
                    value = try base.body(&source)
                }
                source.recordSpan(from: start, kind: .branch)
                return value
            }
        }
        return current
    }
}
