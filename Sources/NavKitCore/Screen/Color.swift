/// An RGBA colour with components in 0…1, interpolated linearly.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour; components are clamped to 0…1 and non-finite ones become 0.
    /// - Parameters:
    ///   - red: Red, 0…1.
    ///   - green: Green, 0…1.
    ///   - blue: Blue, 0…1.
    ///   - alpha: Opacity, 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.clampedUnit
        self.green = green.clampedUnit
        self.blue = blue.clampedUnit
        self.alpha = alpha.clampedUnit
    }

    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// The iOS system blue used as the default tint.
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)

    /// The colour with another alpha.
    /// - Parameter alpha: The new opacity, clamped to 0…1.
    /// - Returns: The same hue with `alpha`.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour a fraction of the way to another one.
    /// - Parameters:
    ///   - other: The target colour.
    ///   - fraction: 0 gives `self` exactly, 1 gives `other` exactly.
    /// - Returns: The component-wise blend.
    public func interpolated(to other: Color, fraction: Double) -> Color {
        Color(
            red: lerp(red, other.red, fraction), green: lerp(green, other.green, fraction),
            blue: lerp(blue, other.blue, fraction), alpha: lerp(alpha, other.alpha, fraction))
    }

    /// `#RRGGBBAA` in hexadecimal.
    public var description: String {
        func hex(_ value: Double) -> String {
            let byte = Int((value * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
    }
}
