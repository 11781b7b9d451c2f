import NavKitCore

/// Where the zooming screen stands as it grows from a source frame to the container: the start
/// scale, clip and offset that put the screen exactly over the source, and the blend to rest.
///
/// Scale, clip size and offset each move linearly with the cover, so every rate of change is
/// bounded by the source's distance and size (which ``init(source:in:limits:)`` bounds),
/// whatever the source's aspect: a thin or tiny source cannot make the clip jump. The corner
/// radius as drawn shrinks linearly to 0 (in the screen's own points it is that divided by the
/// scale); a source only a few points across gets square corners, so the radius cannot race.
struct ZoomGeometry {
    /// The scale that makes the screen's clipped part as large as the source.
    let startScale: Double
    /// The clip's size at the start, in the screen's own points (the source's aspect, fitted
    /// inside the screen).
    let startClip: Size
    /// The offset that puts the clip's centre on the source's centre.
    let startOffset: Vector
    /// The corner radius at the start, as drawn (in container points).
    let startRadius: Double
    /// The screen's size.
    let size: Size

    /// The geometry of a zoom from `source`, or `nil` when it cannot start there: no frame, a
    /// non-finite one, one with no area (or too small to scale to), one that does not overlap
    /// the container, one larger than the animator allows, or a container of no area.
    init?(source: Rect?, in bounds: Rect, limits: ZoomAnimator) {
        guard let source, source.isFinite, bounds.isFinite, bounds.width > 0, bounds.height > 0,
            source.width > 0, source.height > 0
        else { return nil }
        let overlaps =
            source.maxX > bounds.minX && source.minX < bounds.maxX && source.maxY > bounds.minY
            && source.minY < bounds.maxY
        let scale = max(source.width / bounds.width, source.height / bounds.height)
        guard overlaps, scale >= 1e-6, scale <= limits.maximumSourceScale else { return nil }
        startScale = scale
        startClip = Size(
            width: min(bounds.width, source.width / scale), height: min(bounds.height, source.height / scale))
        startOffset = Vector(
            dx: (source.minX + source.width / 2) - (bounds.minX + bounds.width / 2),
            dy: (source.minY + source.height / 2) - (bounds.minY + bounds.height / 2))
        // The drawn radius r shrinks linearly while the scale s grows, so the radius in the
        // screen's points, r / s, changes at most at 2 r / s² per unit of cover: capping r at
        // 4 s² container sizes keeps that within the continuity law's 12 sizes.
        let side = max(bounds.width, bounds.height)
        startRadius = min(
            limits.sourceCornerRadius, source.width / 2, source.height / 2, 4 * scale * scale * side)
        size = bounds.size
    }

    /// The screen's state when it covers the container by `covered` (0 over the source, 1 at rest).
    func state(at covered: Double, opacity: Double) -> LayerState {
        let width = lerp(startClip.width, size.width, covered)
        let height = lerp(startClip.height, size.height, covered)
        let horizontal = (size.width - width) / 2
        let vertical = (size.height - height) / 2
        let scale = lerp(startScale, 1, covered)
        return LayerState(
            offset: Vector(dx: lerp(startOffset.dx, 0, covered), dy: lerp(startOffset.dy, 0, covered)),
            scale: scale, opacity: opacity, zIndex: 1,
            clip: LayerClip(
                top: max(0, vertical), left: max(0, horizontal), bottom: max(0, vertical), right: max(0, horizontal),
                cornerRadius: lerp(startRadius, 0, covered) / scale))
    }
}
