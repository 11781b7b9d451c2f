/// One frame of the navigation container, as a value a host renders.
///
/// A scene says where every visible screen stands (``layers``, back to front), and where the
/// bar stands and how it looks (``bar``). The container produces one after every change; a host
/// applies it to its views each frame. Every number in a scene is finite and every opacity lies
/// in 0…1 (invariant 5 of NavKit's design), even when an animator plug-in misbehaves.
public struct Scene: Hashable, Sendable {
    /// The container's bounds.
    public var bounds: Rect
    /// The layout direction the scene was laid out in.
    public var layoutDirection: LayoutDirection
    /// The visible screens, back to front (at most two).
    public var layers: SceneLayers
    /// The navigation bar.
    public var bar: BarState
    /// The transition in flight, if any.
    public var transition: SceneTransition?
    /// The shared elements flying with the transition, back to front, drawn above both screens
    /// and below the bar; empty when none flies (always, at rest). See ``SharedElementLayer``.
    public var sharedElements: [SharedElementLayer]

    /// Creates a scene.
    /// - Parameters:
    ///   - bounds: The container's bounds.
    ///   - layoutDirection: The layout direction.
    ///   - layers: The visible screens, back to front.
    ///   - bar: The navigation bar.
    ///   - transition: The transition in flight.
    ///   - sharedElements: The shared elements in flight, back to front.
    public init(
        bounds: Rect, layoutDirection: LayoutDirection, layers: SceneLayers, bar: BarState,
        transition: SceneTransition? = nil, sharedElements: [SharedElementLayer] = []
    ) {
        self.bounds = bounds
        self.layoutDirection = layoutDirection
        self.layers = layers
        self.bar = bar
        self.transition = transition
        self.sharedElements = sharedElements
    }

    /// Whether a screen's own copy of an element is hidden in this frame, because the element
    /// flies above the screens instead (a layer of ``sharedElements`` between that screen and
    /// another).
    /// - Parameters:
    ///   - element: The element.
    ///   - screen: The screen whose copy a host draws or hides.
    /// - Returns: `true` while the element flies to or from `screen`.
    public func hidesElement(_ element: SharedElementID, on screen: ScreenID) -> Bool {
        sharedElements.contains { $0.element == element && $0.involves(screen) }
    }

    /// Whether every value is finite and every opacity lies in 0…1.
    public var isWellFormed: Bool { firstViolation == nil }

    /// A description of the first value that breaks the scene's guarantees, or `nil`.
    public var firstViolation: String? {
        if !bounds.isFinite { return "bounds \(bounds) not finite" }
        for layer in layers where !layer.state.isWellFormed {
            return "layer \(layer.screen) has \(layer.state)"
        }
        if !bar.isWellFormed { return "bar \(bar) not well formed" }
        for element in sharedElements where !element.isWellFormed {
            return "shared element \(element.element) has \(element)"
        }
        if let transition, !(0...1).contains(transition.progress) {
            return "transition progress \(transition.progress) outside 0…1"
        }
        return nil
    }
}

/// What a scene says about the transition in flight.
public struct SceneTransition: Hashable, Sendable {
    /// The stack operation.
    public var operation: TransitionOperation
    /// Forward or backward.
    public var direction: TransitionDirection
    /// The progress rendered in this frame, 0…1.
    public var progress: Double
    /// Whether the progress is driven interactively right now.
    public var isInteractive: Bool

    /// Creates the description.
    /// - Parameters:
    ///   - operation: The stack operation.
    ///   - direction: Forward or backward.
    ///   - progress: The rendered progress.
    ///   - isInteractive: Whether it is interactive.
    public init(operation: TransitionOperation, direction: TransitionDirection, progress: Double, isInteractive: Bool) {
        self.operation = operation
        self.direction = direction
        self.progress = progress
        self.isInteractive = isInteractive
    }
}

/// One screen in a scene: which screen and where it stands.
public struct ScreenLayer: Hashable, Sendable {
    /// The screen's identity.
    public var screen: ScreenID
    /// The screen's title (for hosts and previews that draw placeholders).
    public var title: String
    /// Where it stands and how it looks.
    public var state: LayerState

    /// Creates a layer.
    /// - Parameters:
    ///   - screen: The screen's identity.
    ///   - title: The screen's title.
    ///   - state: Its state in this frame.
    public init(screen: ScreenID, title: String, state: LayerState) {
        self.screen = screen
        self.title = title
        self.state = state
    }
}

/// The visible screens of a scene, back to front, stored inline (no heap allocation per frame).
public struct SceneLayers: RandomAccessCollection, Hashable, Sendable {
    // Two inline slots, back to front. A slot past the count holds `vacant`, so the synthesized
    // equality and hash see only the layers there are, and no optional is unwrapped per read.
    private var back = Self.vacant
    private var front = Self.vacant
    @usableFromInline internal var storedCount = 0

    private static var vacant: ScreenLayer { ScreenLayer(screen: ScreenID(""), title: "", state: .resting) }

    /// No layers.
    public init() {}

    /// One layer.
    /// - Parameter only: The single visible screen.
    public init(_ only: ScreenLayer) {
        back = only
        storedCount = 1
    }

    /// Two layers, ordered back to front by z-index (ties keep the given order).
    /// - Parameters:
    ///   - a: One layer.
    ///   - b: The other.
    public init(_ a: ScreenLayer, _ b: ScreenLayer) {
        if b.state.zIndex < a.state.zIndex {
            back = b
            front = a
        } else {
            back = a
            front = b
        }
        storedCount = 2
    }

    /// Makes these the layers `SceneLayers(a, b)` would be with the two states given, writing
    /// only the states (and the order) when the same two screens with the same titles are
    /// already there: a frame of a running transition then copies no string.
    /// - Parameters:
    ///   - a: One screen's layer (its state is ignored).
    ///   - aState: Its state in this frame.
    ///   - b: The other screen's layer (its state is ignored).
    ///   - bState: Its state in this frame.
    /// - Returns: Whether `a`'s layer is now the back one, for ``restate(_:_:aIsBack:)``.
    @discardableResult
    package mutating func update(
        _ a: ScreenLayer, _ aState: LayerState, _ b: ScreenLayer, _ bState: LayerState
    ) -> Bool {
        let aIsBack: Bool
        if storedCount == 2, Self.same(back, a), Self.same(front, b) {
            aIsBack = true
        } else if storedCount == 2, Self.same(back, b), Self.same(front, a) {
            aIsBack = false
        } else {
            var first = a
            first.state = aState
            var second = b
            second.state = bState
            self = SceneLayers(first, second)
            return !(bState.zIndex < aState.zIndex)
        }
        return restate(aState, bState, aIsBack: aIsBack)
    }

    /// Writes the states of the two layers ``update(_:_:_:_:)`` placed (nothing else changed them
    /// since), with no comparison of screens or titles: `a`'s layer is the back one when
    /// `aIsBack`. Orders them as `SceneLayers(a, b)` would.
    /// - Parameters:
    ///   - aState: The state of the layer `update` was given first.
    ///   - bState: The state of the other.
    ///   - aIsBack: What `update` (or the previous `restate`) returned.
    /// - Returns: Whether `a`'s layer is now the back one.
    package mutating func restate(_ aState: LayerState, _ bState: LayerState, aIsBack: Bool) -> Bool {
        if aIsBack {
            back.state = aState
            front.state = bState
        } else {
            back.state = bState
            front.state = aState
        }
        // `init(a, b)` puts b behind a only when its z-index is lower.
        if (bState.zIndex < aState.zIndex) == aIsBack {
            swap(&back, &front)
            return !aIsBack
        }
        return aIsBack
    }

    private static func same(_ layer: ScreenLayer, _ other: ScreenLayer) -> Bool {
        layer.screen == other.screen && layer.title == other.title
    }

    /// The index of the backmost layer.
    @inlinable public var startIndex: Int { 0 }
    /// One past the frontmost layer.
    @inlinable public var endIndex: Int { storedCount }
    /// The number of layers.
    @inlinable public var count: Int { storedCount }

    /// The layer at a position, back to front.
    /// - Parameter position: 0 for the backmost layer.
    public subscript(position: Int) -> ScreenLayer {
        precondition(position >= 0 && position < endIndex, "SceneLayers index out of range")
        return position == 0 ? back : front
    }

    /// The layer of a screen, if visible.
    /// - Parameter id: The screen's identity.
    /// - Returns: Its layer, or `nil`.
    public func layer(for id: ScreenID) -> ScreenLayer? {
        first(where: { $0.screen == id })
    }
}
