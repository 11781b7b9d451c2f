#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif
    import NavKit
    import NavKitHost

    /// The bar layouts of the last few contents, so a frame of a transition lays nothing out again.
    struct BarLayoutCache {
        private struct Key: Hashable {
            var content: BarContent
            var width: Double
            var height: Double
            var direction: LayoutDirection
        }

        private var entries: [(key: Key, layout: BarLayout)] = []

        /// The layout of a content, made once per content, width, height and direction.
        mutating func layout(
            _ content: BarContent, width: Double, height: Double, direction: LayoutDirection,
            measure: (String, BarTextStyle) -> Double
        ) -> BarLayout {
            let key = Key(content: content, width: width, height: height, direction: direction)
            if let entry = entries.first(where: { $0.key == key }) { return entry.layout }
            let layout = BarLayout(
                content: content, width: width, height: height, direction: direction, measure: measure)
            entries.append((key, layout))
            // A transition shows two contents; keep a couple more for the way back.
            if entries.count > 4 { entries.removeFirst() }
            return layout
        }

        /// Forgets every layout (after the fonts or the safe area changed).
        mutating func invalidate() { entries.removeAll() }

        /// Measures text with labels in the bar's fonts.
        @MainActor
        static func labelMeasure() -> @MainActor (String, BarTextStyle) -> Double {
            let title = UILabel()
            title.font = NavKitBarView.titleFont
            let button = UILabel()
            button.font = NavKitBarView.buttonFont
            return { text, style in
                let label = style == .title ? title : button
                label.text = text
                return Double(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width)
            }
        }
    }
#endif
