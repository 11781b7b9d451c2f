import NavKitCore

/// Deterministic colours for screens in previews.
///
/// A screen's colour comes from a 64-bit FNV-1a hash of its identifier's UTF-8 bytes (not
/// `hashValue`, which Swift seeds per process), so the same screen has the same colour in every
/// run, on every machine. Colours are light pastels, so dark titles stay readable on them.
///
/// ```swift
/// let fill = ScreenPalette.color(for: "detail")   // same value in every run
/// let css = ScreenPalette.hex(fill)                // "#RRGGBB"
/// ```
package enum ScreenPalette {
    /// The 64-bit FNV-1a hash of some text's UTF-8 bytes.
    /// - Parameter text: Any text.
    /// - Returns: The hash; stable across processes and platforms.
    package static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The colour of a screen.
    /// - Parameter id: The screen's identity.
    /// - Returns: An opaque pastel colour derived from the identifier's bytes only.
    package static func color(for id: ScreenID) -> Color {
        let hash = stableHash(id.rawValue)
        let hue = Double(hash % 360)
        let saturation = 0.45 + Double((hash >> 16) % 20) / 100
        let lightness = 0.74 + Double((hash >> 32) % 10) / 100
        return hsl(hue: hue, saturation: saturation, lightness: lightness)
    }

    /// `#RRGGBB` for a colour, ignoring its alpha (previews write alpha as a separate opacity).
    /// - Parameter color: The colour; non-finite components count as 0.
    /// - Returns: Seven characters, upper-case hexadecimal.
    package static func hex(_ color: Color) -> String {
        "#" + hexByte(color.red) + hexByte(color.green) + hexByte(color.blue)
    }

    private static func hexByte(_ component: Double) -> String {
        let byte = Int((component.clampedUnit * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    private static func hsl(hue: Double, saturation: Double, lightness: Double) -> Color {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue / 60
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        return Color(red: r + m, green: g + m, blue: b + m)
    }
}
