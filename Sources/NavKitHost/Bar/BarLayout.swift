public import NavKitCore

/// Which font a piece of bar text is set in, for a host's text-measuring function.
public enum BarTextStyle: String, Hashable, Sendable, CaseIterable {
    /// The bar title (iOS: 17 pt semibold).
    case title
    /// The back button's title and the bar items (iOS: 17 pt regular).
    case button
}

/// The fixed distances of a bar layout, in points; the defaults follow iOS.
package struct BarMetrics: Hashable, Sendable {
    /// Space between the bar's edges and its outermost elements.
    package var edgeMargin: Double
    /// The back chevron's width.
    package var chevronWidth: Double
    /// Space between the chevron and the back button's title.
    package var chevronSpacing: Double
    /// Space between neighbouring items, and between the back button and the first leading item.
    package var itemSpacing: Double
    /// The least space between the title and the elements beside it.
    package var titleGap: Double
    /// The back button's title when the previous screen's title does not fit, and what
    /// assistive technologies read when there is no title at all (localise it).
    package var fallbackBackTitle: String

    /// Creates metrics.
    /// - Parameters:
    ///   - edgeMargin: Space at the bar's edges.
    ///   - chevronWidth: The chevron's width.
    ///   - chevronSpacing: Space between chevron and title.
    ///   - itemSpacing: Space between items.
    ///   - titleGap: The least space around the title.
    ///   - fallbackBackTitle: The short back title.
    package init(
        edgeMargin: Double = 8, chevronWidth: Double = 13, chevronSpacing: Double = 6, itemSpacing: Double = 8,
        titleGap: Double = 8, fallbackBackTitle: String = "Back"
    ) {
        self.edgeMargin = edgeMargin
        self.chevronWidth = chevronWidth
        self.chevronSpacing = chevronSpacing
        self.itemSpacing = itemSpacing
        self.titleGap = titleGap
        self.fallbackBackTitle = fallbackBackTitle
    }

    /// The iOS distances and "Back".
    package static let standard = BarMetrics()
}

/// Where everything in a bar goes, for one `BarContent` and width: frames in the bar's own
/// coordinates (x from the left edge, already mirrored in right-to-left; each frame spans the
/// bar's height, text centred vertically).
///
/// The back button shows the previous screen's title when it fits beside the centred title,
/// otherwise `BarMetrics/fallbackBackTitle`, otherwise the chevron alone. The title stays
/// centred when it can, moves aside when it must, and is given the space left (to truncate) when
/// even that is too narrow. Text widths come from the host's measuring function, so the layout
/// matches the fonts the host draws with.
///
/// ```swift
/// let layout = BarLayout(content: .top(of: stack), width: 390) { text, style in
///     font(for: style).width(of: text)
/// }
/// ```
public struct BarLayout: Hashable, Sendable {
    /// Whether the screen hides the bar (the layout is still made, for a bar sliding away).
    public var isBarHidden: Bool
    /// The laid-out title, or `nil` when the title is empty or no space is left.
    public var title: LaidOutText?
    /// The laid-out back button, or `nil` when there is none.
    public var backButton: BackButtonLayout?
    /// The leading items with their frames.
    public var leadingItems: [LaidOutItem]
    /// The trailing items with their frames.
    public var trailingItems: [LaidOutItem]

    /// Lays out bar content.
    /// - Parameters:
    ///   - content: What the bar says.
    ///   - width: The bar's width in points.
    ///   - height: The bar's height in points.
    ///   - direction: Which side is leading.
    ///   - metrics: The fixed distances and the fallback back title.
    ///   - measure: The width in points of a text set in a style.
    package init(
        content: BarContent, width: Double, height: Double = 44, direction: LayoutDirection = .leftToRight,
        metrics: BarMetrics = .standard, measure: (String, BarTextStyle) -> Double
    ) {
        isBarHidden = content.isBarHidden
        // Everything is laid out in "leading" coordinates, then mirrored for the direction.
        func frame(_ leading: Double, _ size: Double) -> Rect {
            let x = direction == .leftToRight ? leading : width - leading - size
            return Rect(x: x, y: 0, width: max(0, size), height: height)
        }
        func measured(_ text: String, _ style: BarTextStyle) -> Double {
            let value = measure(text, style)
            return value.isFinite ? max(0, value) : 0
        }

        // Trailing items, from the trailing edge inward.
        var trailingEdge = width - metrics.edgeMargin
        var trailing: [LaidOutItem] = []
        for item in content.trailingItems.reversed() {
            let size = measured(item.title, .button)
            trailingEdge -= size
            trailing.insert(LaidOutItem(item: item, frame: frame(trailingEdge, size)), at: 0)
            trailingEdge -= metrics.itemSpacing
        }
        if !trailing.isEmpty { trailingEdge += metrics.itemSpacing }

        let itemWidths = content.leadingItems.map { measured($0.title, .button) }
        let itemsWidth = itemWidths.reduce(0, +) + Double(max(0, itemWidths.count - 1)) * metrics.itemSpacing
        let titleWidth = content.title.isEmpty ? 0 : measured(content.title, .title)
        let centredTitleStart = (width - titleWidth) / 2
        // Where the leading elements must end for the title to stay centred.
        let leadingLimit =
            titleWidth > 0
            ? centredTitleStart - metrics.titleGap : trailingEdge - (trailing.isEmpty ? 0 : metrics.titleGap)

        // The back button: the longest title that fits, then the chevron alone.
        var leadingEdge = metrics.edgeMargin
        if let back = content.backButton {
            let labelStart = leadingEdge + metrics.chevronWidth + metrics.chevronSpacing
            let itemsAfter = itemsWidth > 0 ? metrics.itemSpacing + itemsWidth : 0
            var chosen: (text: String, width: Double)?
            for candidate in [back.title, metrics.fallbackBackTitle] where !candidate.isEmpty {
                let size = measured(candidate, .button)
                if labelStart + size + itemsAfter <= leadingLimit {
                    chosen = (candidate, size)
                    break
                }
            }
            let end = chosen.map { labelStart + $0.width } ?? leadingEdge + metrics.chevronWidth
            backButton = BackButtonLayout(
                destination: back.destination, label: chosen?.text,
                accessibilityLabel: back.title.isEmpty ? metrics.fallbackBackTitle : back.title,
                chevronFrame: frame(leadingEdge, metrics.chevronWidth),
                labelFrame: chosen.map { frame(labelStart, $0.width) },
                frame: frame(0, end + metrics.edgeMargin / 2))
            leadingEdge = end + metrics.itemSpacing
        } else {
            backButton = nil
        }

        var leading: [LaidOutItem] = []
        for (item, size) in zip(content.leadingItems, itemWidths) {
            leading.append(LaidOutItem(item: item, frame: frame(leadingEdge, size)))
            leadingEdge += size + metrics.itemSpacing
        }
        let leadingEnd = leadingEdge - (leading.isEmpty && backButton == nil ? 0 : metrics.itemSpacing)
        leadingItems = leading
        trailingItems = trailing

        // The title: centred if it can be, else moved into the free span, else truncated to it.
        let spanStart = leadingEnd + (leading.isEmpty && backButton == nil ? 0 : metrics.titleGap)
        let spanEnd = trailingEdge - (trailing.isEmpty ? 0 : metrics.titleGap)
        let span = spanEnd - spanStart
        if titleWidth == 0 || span <= 0 {
            title = nil
        } else if titleWidth >= span {
            title = LaidOutText(text: content.title, frame: frame(spanStart, span), isTruncated: titleWidth > span)
        } else {
            let start = min(max(centredTitleStart, spanStart), spanEnd - titleWidth)
            title = LaidOutText(text: content.title, frame: frame(start, titleWidth), isTruncated: false)
        }
    }
}

/// A piece of text and its frame.
public struct LaidOutText: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Its frame in the bar.
    public var frame: Rect
    /// Whether the frame is narrower than the text (the host truncates it with an ellipsis).
    public var isTruncated: Bool

    /// Creates laid-out text.
    /// - Parameters:
    ///   - text: The text.
    ///   - frame: Its frame.
    ///   - isTruncated: Whether it must be truncated.
    package init(text: String, frame: Rect, isTruncated: Bool) {
        self.text = text
        self.frame = frame
        self.isTruncated = isTruncated
    }
}

/// A bar item and its frame.
public struct LaidOutItem: Hashable, Sendable {
    /// The item.
    public var item: BarItem
    /// Its frame in the bar.
    public var frame: Rect

    /// Creates a laid-out item.
    /// - Parameters:
    ///   - item: The item.
    ///   - frame: Its frame.
    package init(item: BarItem, frame: Rect) {
        self.item = item
        self.frame = frame
    }
}

/// The back button as laid out: chevron, the title that fits, and what it is called.
public struct BackButtonLayout: Hashable, Sendable {
    /// The screen a tap goes back to.
    public var destination: ScreenID
    /// The title shown beside the chevron, or `nil` when only the chevron fits.
    public var label: String?
    /// What assistive technologies read: the destination's full back title, even when the bar
    /// shows a shorter one, or the fallback title when there is none.
    public var accessibilityLabel: String
    /// The chevron's frame.
    public var chevronFrame: Rect
    /// The title's frame, when a title is shown.
    public var labelFrame: Rect?
    /// The whole tappable area, from the bar's leading edge.
    public var frame: Rect

    /// Creates a back-button layout.
    /// - Parameters:
    ///   - destination: Where a tap goes.
    ///   - label: The title shown.
    ///   - accessibilityLabel: What assistive technologies read.
    ///   - chevronFrame: The chevron's frame.
    ///   - labelFrame: The title's frame.
    ///   - frame: The tappable area.
    package init(
        destination: ScreenID, label: String?, accessibilityLabel: String, chevronFrame: Rect, labelFrame: Rect?,
        frame: Rect
    ) {
        self.destination = destination
        self.label = label
        self.accessibilityLabel = accessibilityLabel
        self.chevronFrame = chevronFrame
        self.labelFrame = labelFrame
        self.frame = frame
    }
}
