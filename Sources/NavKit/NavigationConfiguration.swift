public import NavKitCore
public import NavKitInteraction

/// Settings of a ``NavigationContainer`` that are not plug-ins.
public struct NavigationConfiguration: Sendable {
    /// The navigation bar's height in points.
    public var barHeight: Double
    /// Durations an animator may ask for; others are clamped into it (with a diagnostic). A range
    /// with a negative or infinite bound is replaced by the default.
    public var allowedDurations: ClosedRange<Double>
    /// The duration used when an animator returns a non-finite one (clamped into
    /// ``allowedDurations`` too).
    public var fallbackDuration: Double
    /// Makes the interactive transition for each back gesture or interactive pop.
    public var makeInteraction: @Sendable () -> any InteractiveTransitioning
    /// Seconds after a release within which the interactive transition must complete; past it
    /// the container ends the transition itself, toward where it was heading.
    public var releaseWatchdog: Double
    /// Seconds an interactive transition may go without any input before the container cancels
    /// it (a source that vanished without lifting); `nil` waits forever.
    public var idleInteractionWatchdog: Double?

    /// Creates a configuration.
    /// - Parameters:
    ///   - barHeight: The bar's height.
    ///   - allowedDurations: The range animator durations are clamped to.
    ///   - fallbackDuration: The duration used for a non-finite one.
    ///   - makeInteraction: The factory of interactive transitions.
    ///   - releaseWatchdog: The limit on a completion after release, in seconds.
    ///   - idleInteractionWatchdog: The limit on an interaction without input, in seconds.
    public init(
        barHeight: Double = 44,
        allowedDurations: ClosedRange<Double> = 0.01...10,
        fallbackDuration: Double = 0.35,
        makeInteraction: @escaping @Sendable () -> any InteractiveTransitioning = { PercentDrivenInteraction() },
        releaseWatchdog: Double = 2,
        idleInteractionWatchdog: Double? = 30
    ) {
        self.barHeight = barHeight.isFinite && barHeight >= 0 ? barHeight : 44
        // Durations must be finite and non-negative, or a transition could never end.
        let saneRange = allowedDurations.lowerBound >= 0 && allowedDurations.upperBound.isFinite
        self.allowedDurations = saneRange ? allowedDurations : 0.01...10
        self.fallbackDuration = fallbackDuration.isFinite && fallbackDuration >= 0 ? fallbackDuration : 0.35
        self.makeInteraction = makeInteraction
        self.releaseWatchdog = releaseWatchdog.isFinite && releaseWatchdog > 0 ? releaseWatchdog : 2
        self.idleInteractionWatchdog = idleInteractionWatchdog.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }
}
