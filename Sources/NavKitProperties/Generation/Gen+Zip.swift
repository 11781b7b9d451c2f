extension Gen {
    /// A generator of tuples whose components come from `generators`, drawn
    /// in order.
    ///
    /// ```swift
    /// struct Point { var x: Int; var y: Int }
    /// let points = Gen.zip(Gen.int(in: 0...100), Gen.int(in: 0...100))
    ///     .map { Point(x: $0, y: $1) }
    /// ```
    ///
    /// - Parameter generators: The component generators.
    /// - Returns: A generator of tuples.
    @inlinable
    public static func zip<each Component>(
        _ generators: repeat Gen<each Component>
    ) -> Gen<Value> where Value == (repeat each Component) {
        Gen { source throws(GenerationError) in
            (repeat try (each generators).body(&source))
        }
    }
}
