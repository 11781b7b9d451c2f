public import NavKitCore

/// The name of a scroll region, unique within its screen.
public struct ScrollRegionID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The region's name.
    public var rawValue: String

    /// Creates a name.
    /// - Parameter rawValue: The region's name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a name from a string literal.
    /// - Parameter value: The region's name.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The region's name.
    public var description: String { rawValue }
}

/// A part of a screen that scrolls or drags horizontally, and so may compete with the back swipe.
///
/// The back swipe moves the finger toward trailing, which would scroll content toward its
/// leading end. It wins only where no region under the finger can still do that: a scroller at
/// its leading end, a pager on its first page, a row with its actions closed — never a slider.
///
/// ```swift
/// let photos = ScrollRegion(id: "photos", frame: Rect(x: 0, y: 100, width: 390, height: 400),
///                           kind: .pager(currentPage: 0))
/// ```
public struct ScrollRegion: Hashable, Sendable {
    /// What kind of control the region is, with its current position.
    public enum Kind: Hashable, Sendable {
        /// A horizontal scroller; `offsetFromLeading` is how far (points) its content is scrolled
        /// away from its leading end (mirrored in right-to-left).
        case horizontalScroller(offsetFromLeading: Double)
        /// A pager; page 0 is the leading-most page.
        case pager(currentPage: Int)
        /// A slider: any horizontal drag on it belongs to it.
        case slider
        /// A table row with swipe actions on its trailing side; `revealedWidth` is how far the
        /// actions are open. A swipe toward leading opens them and never starts a back swipe.
        case swipeToDeleteRow(revealedWidth: Double)
        /// A vertical scroller: it never blocks the back swipe, and stops when one begins.
        case verticalScroller
    }

    /// The region's name.
    public var id: ScrollRegionID
    /// Where it is, in the container's coordinates.
    public var frame: Rect
    /// What it is and where it stands.
    public var kind: Kind

    /// Creates a region.
    /// - Parameters:
    ///   - id: The region's name.
    ///   - frame: Where it is, in the container's coordinates.
    ///   - kind: What it is and where it stands.
    public init(id: ScrollRegionID, frame: Rect, kind: Kind) {
        self.id = id
        self.frame = frame
        self.kind = kind
    }

    /// Whether a drag toward trailing belongs to this region rather than to the back swipe.
    public var blocksBackSwipe: Bool {
        switch kind {
        case .horizontalScroller(let offset): offset > 0
        case .pager(let page): page > 0
        case .slider: true
        case .swipeToDeleteRow(let revealed): revealed > 0
        case .verticalScroller: false
        }
    }
}

/// What a back-gesture front-end needs to know about its container, sampled at each touch.
public struct BackGestureEnvironment: Hashable, Sendable {
    /// The container's bounds.
    public var bounds: Rect
    /// Which side is leading.
    public var layoutDirection: LayoutDirection
    /// How many screens the stack holds.
    public var stackDepth: Int
    /// Whether a transition runs or requests wait.
    public var isTransitioning: Bool
    /// The top screen's back-gesture policy.
    public var policy: BackGesturePolicy
    /// The top screen's scroll regions.
    public var scrollRegions: [ScrollRegion]

    /// Creates an environment.
    /// - Parameters:
    ///   - bounds: The container's bounds.
    ///   - layoutDirection: Which side is leading.
    ///   - stackDepth: The number of screens.
    ///   - isTransitioning: Whether a transition runs or requests wait.
    ///   - policy: The top screen's policy.
    ///   - scrollRegions: The top screen's scroll regions.
    public init(
        bounds: Rect, layoutDirection: LayoutDirection = .leftToRight, stackDepth: Int, isTransitioning: Bool = false,
        policy: BackGesturePolicy = .enabled, scrollRegions: [ScrollRegion] = []
    ) {
        self.bounds = bounds
        self.layoutDirection = layoutDirection
        self.stackDepth = stackDepth
        self.isTransitioning = isTransitioning
        self.policy = policy
        self.scrollRegions = scrollRegions
    }
}

extension BackGestureEnvironment {
    /// Why no back transition may begin now, whatever the finger does, or `nil`.
    ///
    /// Checked in order: the root screen, a running transition, the container's mode (when
    /// given), the top screen's policy.
    /// - Parameter mode: The container's mode; `nil` for sources the mode does not govern (a
    ///   host's own system back gesture).
    /// - Returns: The first reason that applies.
    public func refusal(mode: BackGestureConfiguration.Mode?) -> BackGestureRefusal? {
        if stackDepth < 2 { return .rootScreen }
        if isTransitioning { return .transitionRunning }
        if mode == .disabled { return .disabledByContainer }
        if policy == .disabled { return .disabledByScreen }
        return nil
    }
}
