import NavKit
import NavKitHost

/// Draws a `BarPresentation` from NavKitHost: background and hairline from the bar state, the
/// chevron once, and each screen's laid-out title, back button title and items at their frames
/// with that content's opacity.
@MainActor
struct BarPainter {
    let canvas: Canvas

    /// Draws the bar.
    /// - Parameters:
    ///   - bar: The presentation.
    ///   - background: The bar's background frame (from the top edge).
    ///   - content: The frame of the bar's own height.
    ///   - direction: Which side is leading (the chevron points there).
    func draw(_ bar: BarPresentation, background: Rect, content: Rect, direction: LayoutDirection) {
        let state = bar.state
        guard state.opacity > 0 else { return }
        let look = state.appearance
        canvas.fill(background, look.backgroundColor, alpha: state.opacity)
        canvas.fill(
            Rect(x: 0, y: background.maxY, width: background.width, height: max(0.5, 1 / canvas.scale)), .black,
            alpha: look.shadowLineOpacity * state.opacity)
        let midY = content.minY + content.height / 2
        if let chevron = bar.chevronFrame, bar.chevronOpacity > 0 {
            // The chevron points toward leading: its tip on the leading side of its frame.
            let tipX = direction == .leftToRight ? chevron.minX + 2 : chevron.maxX - 2
            let tailX = direction == .leftToRight ? chevron.maxX - 2 : chevron.minX + 2
            let alpha = bar.chevronOpacity * state.opacity
            canvas.line(
                from: Point(x: tailX, y: midY - 10), to: Point(x: tipX, y: midY), look.tintColor, alpha: alpha,
                thickness: 2.5)
            canvas.line(
                from: Point(x: tipX, y: midY), to: Point(x: tailX, y: midY + 10), look.tintColor, alpha: alpha,
                thickness: 2.5)
        }
        for part in [bar.secondary, bar.primary].compactMap({ $0 }) {
            draw(part, midY: midY, state: state, direction: direction)
        }
    }

    private func draw(_ part: BarPresentation.Part, midY: Double, state: BarState, direction: LayoutDirection) {
        let look = state.appearance
        let alpha = part.opacity * state.opacity
        guard alpha > 0 else { return }
        let layout = part.layout
        if let title = layout.title {
            let text = title.isTruncated ? truncated(title.text, to: title.frame.width) : title.text
            canvas.text(
                text, at: Point(x: title.frame.minX + direction.trailingSign * part.titleOffset, y: midY - 11),
                size: 17, font: .bold, color: look.titleColor, alpha: alpha)
        }
        if let back = layout.backButton, let label = back.label, let frame = back.labelFrame {
            canvas.text(
                label, at: Point(x: frame.minX, y: midY - 11), size: 17, color: look.tintColor,
                alpha: alpha * state.backButtonOpacity)
        }
        for item in layout.leadingItems + layout.trailingItems {
            canvas.text(
                item.item.title, at: Point(x: item.frame.minX, y: midY - 11), size: 17, color: look.tintColor,
                alpha: alpha)
        }
    }

    /// The text cut to fit a width, ending in an ellipsis.
    private func truncated(_ text: String, to width: Double) -> String {
        var characters = Array(text)
        while !characters.isEmpty, canvas.measure(String(characters) + "…", size: 17, font: .bold) > width {
            characters.removeLast()
        }
        return String(characters) + "…"
    }
}
