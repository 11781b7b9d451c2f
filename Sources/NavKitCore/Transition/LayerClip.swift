/// The part of a screen's view that shows: a rectangle inset from the view's own edges, with
/// rounded corners.
///
/// The insets and the radius are in the layer's own coordinates — points of the screen's view
/// at rest, before the layer's offset and scale — so the clip moves and scales with the screen.
/// A host clips everything it draws for the screen (content, dimming overlay and edge shadow) to
/// the rounded rectangle ``rect(in:)`` of the screen's resting frame, with corner radius
/// ``radius(in:)``, as a layer mask does in UIKit. ``none`` (every number zero) clips nothing:
/// the view shows whole with square corners, as before clips existed.
///
/// The insets are absolute (``left`` and ``right``, not leading and trailing), like a layer's
/// offset; ``mirrored`` swaps them for right-to-left.
///
/// ```swift
/// // The middle 200×100 points of a 390×844 screen, with 12-point corners:
/// let clip = LayerClip(top: 372, left: 95, bottom: 372, right: 95, cornerRadius: 12)
/// ```
public struct LayerClip: Hashable, Sendable {
    /// How far the visible rectangle's top edge lies below the view's top edge, in points; ≥ 0.
    public var top: Double
    /// How far the visible rectangle's left edge lies right of the view's left edge; ≥ 0.
    public var left: Double
    /// How far the visible rectangle's bottom edge lies above the view's bottom edge; ≥ 0.
    public var bottom: Double
    /// How far the visible rectangle's right edge lies left of the view's right edge; ≥ 0.
    public var right: Double
    /// The radius of the visible rectangle's corners, in points; ≥ 0. Hosts draw at most half
    /// the rectangle's shorter side (``radius(in:)``).
    public var cornerRadius: Double

    /// Creates a clip.
    /// - Parameters:
    ///   - top: The top inset.
    ///   - left: The left inset.
    ///   - bottom: The bottom inset.
    ///   - right: The right inset.
    ///   - cornerRadius: The corner radius.
    @inlinable
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0, cornerRadius: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.cornerRadius = cornerRadius
    }

    /// No clip: the whole view with square corners.
    public static let none = LayerClip()

    /// Whether the clip leaves the view whole with square corners.
    @inlinable
    public var isNone: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 && cornerRadius == 0 }

    /// Whether every number is finite and not negative.
    @inlinable
    public var isWellFormed: Bool {
        // Run on every frame: most layers are unclipped (five comparisons with zero), the others
        // take one branch-free check of all five (see `Double.orderBits`).
        isNone
            || max(
                max(max(max(top.orderBits, left.orderBits), bottom.orderBits), right.orderBits), cornerRadius.orderBits)
                < Double.infinity.orderBits
    }

    /// The clip mirrored horizontally (left and right swapped), for right-to-left.
    @inlinable
    public var mirrored: LayerClip {
        LayerClip(top: top, left: right, bottom: bottom, right: left, cornerRadius: cornerRadius)
    }

    /// The clip a fraction of the way to another one.
    /// - Parameters:
    ///   - other: The target clip.
    ///   - fraction: 0 gives `self` exactly, 1 gives `other` exactly.
    /// - Returns: The blend.
    @inlinable
    public func interpolated(to other: LayerClip, fraction: Double) -> LayerClip {
        LayerClip(
            top: lerp(top, other.top, fraction), left: lerp(left, other.left, fraction),
            bottom: lerp(bottom, other.bottom, fraction), right: lerp(right, other.right, fraction),
            cornerRadius: lerp(cornerRadius, other.cornerRadius, fraction))
    }

    /// The visible rectangle of a view whose resting frame is `frame`, in the same coordinates;
    /// its size never goes below zero.
    /// - Parameter frame: The view's frame at rest (its bounds, for a view's own coordinates).
    /// - Returns: The frame shrunk by the insets.
    @inlinable
    public func rect(in frame: Rect) -> Rect {
        Rect(
            x: frame.minX + left, y: frame.minY + top, width: Swift.max(0, frame.width - left - right),
            height: Swift.max(0, frame.height - top - bottom))
    }

    /// The corner radius a host draws for a view whose resting frame is `frame`: ``cornerRadius``,
    /// at most half the visible rectangle's shorter side.
    /// - Parameter frame: The view's frame at rest.
    /// - Returns: A radius in 0…min(width, height) / 2.
    @inlinable
    public func radius(in frame: Rect) -> Double {
        let visible = rect(in: frame)
        return Swift.min(cornerRadius, visible.width / 2, visible.height / 2)
    }

    /// The clip with every non-finite or negative number replaced by 0 (NavKit-internal: the
    /// container and the previews sanitise with it).
    @inlinable
    package var sanitized: LayerClip {
        func clean(_ value: Double) -> Double { value >= 0 && value < .infinity ? value : 0 }
        return LayerClip(
            top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right),
            cornerRadius: clean(cornerRadius))
    }
}
