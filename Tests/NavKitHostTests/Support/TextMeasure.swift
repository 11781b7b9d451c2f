import NavKitCore
import NavKitHost

/// A deterministic stand-in for a font: every character is 9 points wide in the button style
/// and 10 in the (bolder) title style.
func approximateWidth(_ text: String, _ style: BarTextStyle) -> Double {
    Double(text.count) * (style == .title ? 10 : 9)
}
