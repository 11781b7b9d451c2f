package import NavKitCore

/// The bar layouts of the last few contents, so the frames of a transition lay nothing out
/// again: a transition shows two contents, and each is laid out once per width, height and
/// direction.
///
/// ```swift
/// var layouts = BarLayoutCache()
/// let layout = layouts.layout(content, width: 390, height: 44, direction: .leftToRight, measure: measure)
/// ```
package struct BarLayoutCache: Hashable, Sendable {
    private struct Key: Hashable, Sendable {
        var content: BarContent
        var width: Double
        var height: Double
        var direction: LayoutDirection
    }

    private struct Entry: Hashable, Sendable {
        var key: Key
        var layout: BarLayout
    }

    private var entries: [Entry] = []
    /// How many layouts it keeps (two for a transition, a couple more for the way back).
    package let capacity: Int

    /// Creates an empty cache.
    /// - Parameter capacity: How many layouts to keep (at least 2).
    package init(capacity: Int = 4) {
        self.capacity = max(2, capacity)
    }

    /// The layout of a content, made once per content, width, height and direction.
    /// - Parameters:
    ///   - content: What the bar says.
    ///   - width: The bar's width.
    ///   - height: The bar's height.
    ///   - direction: Which side is leading.
    ///   - measure: The width of a text in a style (used only when the layout is not cached).
    /// - Returns: The layout.
    package mutating func layout(
        _ content: BarContent, width: Double, height: Double, direction: LayoutDirection,
        measure: (String, BarTextStyle) -> Double
    ) -> BarLayout {
        let key = Key(content: content, width: width, height: height, direction: direction)
        if let entry = entries.first(where: { $0.key == key }) { return entry.layout }
        let layout = BarLayout(content: content, width: width, height: height, direction: direction, measure: measure)
        entries.append(Entry(key: key, layout: layout))
        if entries.count > capacity { entries.removeFirst() }
        return layout
    }

    /// Forgets every layout (after the fonts changed).
    package mutating func invalidate() { entries.removeAll() }
}
