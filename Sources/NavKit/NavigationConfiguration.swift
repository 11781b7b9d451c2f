public import NavKitCore
public import NavKitInteraction

/// Settings of a ``NavigationContainer`` that are not plug-ins.
public struct NavigationConfiguration: Sendable {
    /// The navigation bar's height in points.
    public var barHeight: Double
    /// Durations an animator may ask for; others are clamped into it (with a diagnostic).
    public var allowedDurations: ClosedRange<Double>
    /// The duration used when an animator returns a non-finite one.
    public var fallbackDuration: Double
    /// Makes the interactive transition for each back gesture or interactive pop.
    public var makeInteraction: @Sendable () -> any InteractiveTransitioning

    /// Creates a configuration.
    /// - Parameters:
    ///   - barHeight: The bar's height.
    ///   - allowedDurations: The range animator durations are clamped to.
    ///   - fallbackDuration: The duration used for a non-finite one.
    ///   - makeInteraction: The factory of interactive transitions.
    public init(
        barHeight: Double = 44,
        allowedDurations: ClosedRange<Double> = 0.01...10,
        fallbackDuration: Double = 0.35,
        makeInteraction: @escaping @Sendable () -> any InteractiveTransitioning = { PercentDrivenInteraction() }
    ) {
        self.barHeight = barHeight.isFinite && barHeight >= 0 ? barHeight : 44
        self.allowedDurations = allowedDurations
        self.fallbackDuration = fallbackDuration
        self.makeInteraction = makeInteraction
    }
}
