/// Where a shared element stands on one screen at rest, as the host resolves it: a frame in the
/// container's coordinates and the radius of its corners.
///
/// "At rest" means where the element stands when its screen fills the container untransformed —
/// the frame a host reads from its layout, ignoring the transition's offsets and scales (the
/// flight adds those itself, ``SharedElementFlight``).
///
/// ```swift
/// SharedElementFrame(Rect(x: 135, y: 554, width: 120, height: 90), cornerRadius: 8)
/// ```
public struct SharedElementFrame: Hashable, Sendable {
    /// The element's frame, in the container's coordinates.
    public var frame: Rect
    /// The radius of its corners, in points; ≥ 0.
    public var cornerRadius: Double

    /// Creates a resolved frame.
    /// - Parameters:
    ///   - frame: The element's frame at rest, in the container's coordinates.
    ///   - cornerRadius: The radius of its corners.
    @inlinable
    public init(_ frame: Rect, cornerRadius: Double = 0) {
        self.frame = frame
        self.cornerRadius = cornerRadius
    }

    /// The frame as the container uses it: `nil` when the frame is not finite or has no area
    /// (the element does not fly), the corner radius 0 when it is negative or not finite
    /// (NavKit-internal: the container sanitises what a host answers with it, and reports
    /// any change).
    @inlinable
    package var sanitized: SharedElementFrame? {
        guard frame.isFinite, frame.width > 0, frame.height > 0 else { return nil }
        let radius = cornerRadius >= 0 && cornerRadius < .infinity ? cornerRadius : 0
        return SharedElementFrame(frame, cornerRadius: radius)
    }
}

/// One shared element's flight between its two screens: the pure function from a transition's
/// progress (and its two screens' layer states) to the element's layer in the scene.
///
/// Each end rides on its screen: the element's resting frame on the outgoing screen is moved and
/// scaled with that screen's ``LayerState`` (``LayerState/frame(of:in:)``), the one on the
/// incoming screen with the incoming screen's, and the element stands the progress of the way
/// between the two — as Flutter's `Hero` tracks a destination that moves during its flight. So
/// the flight is continuous whenever the progress and the layer states are (a caught or
/// cancelled transition, an interactive swipe, a zoom dragged in 2-D), it starts exactly on the
/// outgoing screen's copy and ends exactly on the incoming screen's (at the ends of a transition
/// the screens are at rest), and an element on a screen the finger drags follows the finger.
///
/// ```swift
/// let flight = SharedElementFlight(
///     element: "photo", fromScreen: "grid", toScreen: "detail",
///     fromFrame: SharedElementFrame(thumbnail, cornerRadius: 8), toFrame: SharedElementFrame(hero))
/// let layer = flight.layer(at: 0.5, riding: animator.layers(at: 0.5, in: context), in: context.bounds)
/// ```
public struct SharedElementFlight: Hashable, Sendable {
    /// The element.
    public var element: SharedElementID
    /// The screen on top when the transition began (the element's copy at progress 0).
    public var fromScreen: ScreenID
    /// The screen on top when the transition finishes (the element's copy at progress 1).
    public var toScreen: ScreenID
    /// Where the element stands on ``fromScreen`` at rest.
    public var fromFrame: SharedElementFrame
    /// Where the element stands on ``toScreen`` at rest.
    public var toFrame: SharedElementFrame

    /// Creates a flight.
    /// - Parameters:
    ///   - element: The element.
    ///   - fromScreen: The outgoing screen.
    ///   - toScreen: The incoming screen.
    ///   - fromFrame: The element's resting frame on the outgoing screen.
    ///   - toFrame: The element's resting frame on the incoming screen.
    public init(
        element: SharedElementID, fromScreen: ScreenID, toScreen: ScreenID, fromFrame: SharedElementFrame,
        toFrame: SharedElementFrame
    ) {
        self.element = element
        self.fromScreen = fromScreen
        self.toScreen = toScreen
        self.fromFrame = fromFrame
        self.toFrame = toFrame
    }

    /// The element's layer at a progress.
    ///
    /// The frame is the progress of the way from the outgoing end (``fromFrame`` through
    /// `layers.from`) to the incoming end (``toFrame`` through `layers.to`), component by
    /// component; the corner radius likewise (each end's radius scaled with its screen), at most
    /// half the frame's shorter side; the opacity is the more opaque of the two screens'.
    /// - Parameters:
    ///   - progress: The transition's progress; clamped to 0…1.
    ///   - layers: The two screens' states in the same frame.
    ///   - bounds: The container's bounds (the screens scale about their centre).
    /// - Returns: The layer; exactly ``fromFrame`` at progress 0 and ``toFrame`` at 1 when the
    ///   screens are at rest there.
    public func layer(at progress: Double, riding layers: TransitionLayers, in bounds: Rect) -> SharedElementLayer {
        let p = progress.clampedUnit
        let a = layers.from.frame(of: fromFrame.frame, in: bounds)
        let b = layers.to.frame(of: toFrame.frame, in: bounds)
        let frame = Rect(
            x: lerp(a.minX, b.minX, p), y: lerp(a.minY, b.minY, p), width: lerp(a.width, b.width, p),
            height: lerp(a.height, b.height, p))
        let radius = lerp(
            fromFrame.cornerRadius * Swift.abs(layers.from.scale), toFrame.cornerRadius * Swift.abs(layers.to.scale), p)
        return SharedElementLayer(
            element: element, fromScreen: fromScreen, toScreen: toScreen, frame: frame,
            cornerRadius: Swift.min(radius, frame.width / 2, frame.height / 2),
            opacity: Swift.max(layers.from.opacity, layers.to.opacity).clampedUnit)
    }
}

extension LayerState {
    /// Where a rectangle of a screen's resting view stands once this state's scale (about the
    /// centre of `bounds`, where the screen rests) and offset apply, as a host draws it.
    /// - Parameters:
    ///   - rect: A rectangle in the container's coordinates, on the screen at rest.
    ///   - bounds: The screen's resting frame (the container's bounds).
    /// - Returns: The rectangle moved and scaled with the screen (a negative scale flips it; the
    ///   result's size is never negative).
    @inlinable
    public func frame(of rect: Rect, in bounds: Rect) -> Rect {
        let cx = bounds.minX + bounds.width / 2
        let cy = bounds.minY + bounds.height / 2
        let x0 = cx + (rect.minX - cx) * scale + offset.dx
        let x1 = cx + (rect.maxX - cx) * scale + offset.dx
        let y0 = cy + (rect.minY - cy) * scale + offset.dy
        let y1 = cy + (rect.maxY - cy) * scale + offset.dy
        return Rect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: Swift.abs(x1 - x0), height: Swift.abs(y1 - y0))
    }
}
