public import NavKitCore

/// The name of a scroll region, unique within its screen.
public struct ScrollRegionID: StringIdentifier {
    /// The region's name.
    public var rawValue: String

    /// Creates a name.
    /// - Parameter rawValue: The region's name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
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

/// A scroll region as a member of the gesture arena: it claims a drag the region can follow, so
/// the content keeps the touch and the back swipe does not begin.
///
/// It decides once, when the finger moves past the slop (``PanRecognizer``'s, with the back
/// swipe's horizontal-dominance ratio, so both read a movement the same way):
/// - mostly horizontal toward trailing — it begins when the region can still scroll toward
///   leading (``ScrollRegion/blocksBackSwipe``);
/// - mostly horizontal toward leading — it begins unless it is a vertical scroller;
/// - otherwise (mostly vertical) — only a vertical scroller begins.
///
/// The container attaches one for each scroll region of the top screen, ahead of the back swipe.
public struct ScrollRegionRecognizer: GestureRecognizer, Hashable {
    /// The region, with its current position.
    public var region: ScrollRegion
    private var pan: PanRecognizer

    /// Creates the recognizer of a region.
    /// - Parameters:
    ///   - region: The region.
    ///   - slop: The movement before deciding.
    ///   - horizontalDominance: A movement is horizontal when `|dx| > dominance × |dy|`.
    public init(region: ScrollRegion, slop: Double = 10, horizontalDominance: Double = 1) {
        self.region = region
        self.pan = PanRecognizer(slop: slop, horizontalDominance: nil)
        self.dominance = horizontalDominance
    }

    private let dominance: Double

    /// The current state.
    public var state: GestureRecognizerState { pan.state }

    /// Feeds one touch.
    /// - Parameters:
    ///   - touch: The touch.
    ///   - environment: The container (for the layout direction).
    /// - Returns: The new state.
    public mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
        let before = pan.state
        let after = pan.handle(touch)
        guard before == .possible, after == .began else { return after }
        let movement = pan.translation
        let horizontal = abs(movement.dx) > dominance * abs(movement.dy)
        let claims: Bool
        if !horizontal {
            claims = region.kind == .verticalScroller
        } else if movement.dx * environment.layoutDirection.trailingSign > 0 {
            claims = region.blocksBackSwipe
        } else {
            claims = region.kind != .verticalScroller
        }
        if !claims { pan.state = .failed }
        return pan.state
    }

    /// Ends the region's claim because another gesture won.
    public mutating func forceEnd() { pan.forceEnd() }

    /// Forgets everything.
    public mutating func reset() { pan.reset() }
}
