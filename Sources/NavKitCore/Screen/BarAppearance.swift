/// How the navigation bar looks: background, tint, title colour and the hairline under it.
///
/// Appearances are interpolated with the transition progress, so a screen with a transparent
/// bar next to one with an opaque bar blends smoothly instead of flashing.
public struct BarAppearance: Hashable, Sendable {
    /// The bar's background (its alpha makes the bar translucent or transparent).
    public var backgroundColor: Color
    /// The colour of the back chevron and bar buttons.
    public var tintColor: Color
    /// The colour of the title.
    public var titleColor: Color
    /// The opacity of the hairline under the bar, 0…1.
    public var shadowLineOpacity: Double

    /// Creates an appearance.
    /// - Parameters:
    ///   - backgroundColor: The bar background.
    ///   - tintColor: The colour of the chevron and buttons.
    ///   - titleColor: The colour of the title.
    ///   - shadowLineOpacity: The hairline's opacity, clamped to 0…1.
    public init(
        backgroundColor: Color = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94),
        tintColor: Color = .systemBlue,
        titleColor: Color = .black,
        shadowLineOpacity: Double = 0.3
    ) {
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.titleColor = titleColor
        self.shadowLineOpacity = shadowLineOpacity.clampedUnit
    }

    /// The default, translucent light bar with a hairline.
    public static let standard = BarAppearance()

    /// A fully transparent bar without a hairline (content shows through).
    public static let transparent = BarAppearance(backgroundColor: .clear, shadowLineOpacity: 0)

    /// The appearance a fraction of the way to another one.
    /// - Parameters:
    ///   - other: The target appearance.
    ///   - fraction: 0 gives `self` exactly, 1 gives `other` exactly.
    /// - Returns: Every component blended linearly.
    public func interpolated(to other: BarAppearance, fraction: Double) -> BarAppearance {
        BarAppearance(
            backgroundColor: backgroundColor.interpolated(to: other.backgroundColor, fraction: fraction),
            tintColor: tintColor.interpolated(to: other.tintColor, fraction: fraction),
            titleColor: titleColor.interpolated(to: other.titleColor, fraction: fraction),
            shadowLineOpacity: lerp(shadowLineOpacity, other.shadowLineOpacity, fraction))
    }
}
