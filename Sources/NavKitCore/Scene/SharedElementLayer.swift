/// A shared element in flight, as a layer of a ``Scene``: which element, between which two
/// screens, and where it stands and how it looks in this frame.
///
/// A host draws each layer of ``Scene/sharedElements`` above both screens (and below the bar),
/// back to front: a copy of the element — the incoming screen's copy by default, as Flutter's
/// `Hero` flies the destination's child; a host may cross-fade the two copies with
/// ``SceneTransition/progress`` — in ``frame``, with corners of ``cornerRadius`` and alpha
/// ``opacity``. While it flies, both screens' own copies of the element are hidden
/// (``Scene/hidesElement(_:on:)``); when it lands the layer is gone and the copies show again.
public struct SharedElementLayer: Hashable, Sendable {
    /// The element.
    public var element: SharedElementID
    /// The screen on top when the transition began.
    public var fromScreen: ScreenID
    /// The screen on top when the transition finishes.
    public var toScreen: ScreenID
    /// Where the element stands in this frame, in the container's coordinates.
    public var frame: Rect
    /// The radius of its corners, 0…half the frame's shorter side.
    public var cornerRadius: Double
    /// Its alpha, 0…1.
    public var opacity: Double

    /// Creates a layer.
    /// - Parameters:
    ///   - element: The element.
    ///   - fromScreen: The outgoing screen.
    ///   - toScreen: The incoming screen.
    ///   - frame: Where it stands.
    ///   - cornerRadius: The radius of its corners.
    ///   - opacity: Its alpha.
    public init(
        element: SharedElementID, fromScreen: ScreenID, toScreen: ScreenID, frame: Rect, cornerRadius: Double = 0,
        opacity: Double = 1
    ) {
        self.element = element
        self.fromScreen = fromScreen
        self.toScreen = toScreen
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.opacity = opacity
    }

    /// Whether every number is finite, the frame's size and the radius are not negative, and
    /// the opacity lies in 0…1.
    public var isWellFormed: Bool {
        frame.isFinite && frame.width >= 0 && frame.height >= 0 && cornerRadius >= 0 && cornerRadius.isFinite
            && (0...1).contains(opacity)
    }

    /// Whether the layer flies between these screens (one of its two screens is `screen`).
    /// - Parameter screen: A screen.
    /// - Returns: Whether `screen` is ``fromScreen`` or ``toScreen``.
    @inlinable
    public func involves(_ screen: ScreenID) -> Bool { fromScreen == screen || toScreen == screen }
}
