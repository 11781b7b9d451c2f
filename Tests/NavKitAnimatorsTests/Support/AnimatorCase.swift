import NavKitAnimators
import NavKitCore
import Testing

/// One animator in one situation: direction, layout direction and container size.
struct AnimatorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var animator: any AnimatedTransitioning
    var direction: TransitionDirection
    var layoutDirection: LayoutDirection
    var size: Size

    var testDescription: String { "\(name) \(direction) \(layoutDirection) \(size)" }

    var context: TransitionContext {
        TransitionContext(
            operation: direction == .forward ? .push : .pop, direction: direction, from: Screen(id: "from"),
            to: Screen(id: "to"), bounds: Rect(size: size), layoutDirection: layoutDirection)
    }

    /// Every built-in animator by its registered name.
    static let builtIns: [(String, any AnimatedTransitioning)] = [
        ("slide-parallax", SlideParallaxAnimator()), ("fade", FadeAnimator()), ("cover", CoverAnimator()),
        ("scale-fade", ScaleFadeAnimator()), ("zoom", ZoomAnimator()), ("none", ImmediateAnimator()),
    ]

    static let sizes = [Size(width: 390, height: 844), Size(width: 1024, height: 768), Size(width: 1, height: 1)]

    static let all: [AnimatorCase] = builtIns.flatMap { name, animator in
        TransitionDirection.allCases.flatMap { direction in
            LayoutDirection.allCases.flatMap { layout in
                sizes.map {
                    AnimatorCase(
                        name: name, animator: animator, direction: direction, layoutDirection: layout, size: $0)
                }
            }
        }
    }

    /// A dense, dyadic progress grid (so `1 - (1 - p) == p` exactly).
    static let grid: [Double] = (0...512).map { Double($0) / 512 }
}

/// Checks on layer states that the tests share.
enum LayerCheck {
    /// Whether a layer is the resting state apart from its z-index.
    static func isResting(_ layer: LayerState) -> Bool {
        var copy = layer
        copy.zIndex = 0
        return copy == .resting
    }

    /// Whether a layer shows nothing: fully transparent, entirely outside the bounds, or entirely
    /// covered by the other layer drawn above it, opaque and at rest.
    static func isHidden(_ layer: LayerState, other: LayerState, bounds: Rect) -> Bool {
        if layer.opacity == 0 { return true }
        let width = bounds.width * layer.scale
        let height = bounds.height * layer.scale
        let minX = bounds.minX + (bounds.width - width) / 2 + layer.offset.dx
        let minY = bounds.minY + (bounds.height - height) / 2 + layer.offset.dy
        let overlapX = min(minX + width, bounds.maxX) - max(minX, bounds.minX)
        let overlapY = min(minY + height, bounds.maxY) - max(minY, bounds.minY)
        if overlapX <= 0 || overlapY <= 0 { return true }
        return other.zIndex > layer.zIndex && isResting(other)
    }

    /// Whether two states agree within `tolerance` in every number and exactly in z-index.
    static func approximatelyEqual(_ a: LayerState, _ b: LayerState, tolerance: Double = 1e-9) -> Bool {
        a.zIndex == b.zIndex && abs(a.offset.dx - b.offset.dx) <= tolerance
            && abs(a.offset.dy - b.offset.dy) <= tolerance
            && abs(a.scale - b.scale) <= tolerance && abs(a.opacity - b.opacity) <= tolerance
            && abs(a.shadowOpacity - b.shadowOpacity) <= tolerance && abs(a.dimming - b.dimming) <= tolerance
    }
}
