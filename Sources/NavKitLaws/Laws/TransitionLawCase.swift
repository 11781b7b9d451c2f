public import NavKitCore
import NavKitProperties

/// One generated input for the transition laws: a progress and a context.
public struct TransitionLawCase: Sendable, Hashable, CustomStringConvertible {
    /// The progress, in 0…1.
    public var progress: Double
    /// The container's width.
    public var width: Double
    /// The container's height.
    public var height: Double
    /// Forward or backward.
    public var direction: TransitionDirection
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection
    /// Whether the outgoing screen hides its bar.
    public var fromBarHidden: Bool
    /// Whether the incoming screen hides its bar.
    public var toBarHidden: Bool
    /// Whether the transition is interactive.
    public var isInteractive: Bool
    /// The source element the deeper screen zooms from, if any.
    public var source: Source

    /// Where a case's source element stands (``NavKitCore/TransitionContext/sourceFrame``),
    /// in fractions of the container, left-to-right; a right-to-left case mirrors it.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// No source: `sourceFrame` is `nil`.
        case none
        /// A thumbnail left of the centre, 30 % × 15 % of the container.
        case thumbnail
        /// A banner wider than the container and partly above it.
        case banner
        /// A sliver at the right edge, 1 % wide and 60 % tall.
        case sliver
        /// A speck in the middle, 0.5 % × 0.3 % of the container (a few points on a phone).
        case speck
        /// A cell entirely outside the container (scrolled away): zoom animators fall back.
        case offscreen

        /// The frame in a container of a size, left-to-right.
        func frame(width: Double, height: Double) -> Rect? {
            switch self {
            case .none: nil
            case .thumbnail: Rect(x: 0.1 * width, y: 0.3 * height, width: 0.3 * width, height: 0.15 * height)
            case .banner: Rect(x: -0.2 * width, y: -0.05 * height, width: 1.4 * width, height: 0.2 * height)
            case .sliver: Rect(x: 0.98 * width, y: 0.2 * height, width: 0.01 * width, height: 0.6 * height)
            case .speck: Rect(x: 0.5 * width, y: 0.5 * height, width: 0.005 * width, height: 0.003 * height)
            case .offscreen: Rect(x: 1.5 * width, y: 0.1 * height, width: 0.2 * width, height: 0.1 * height)
            }
        }
    }

    /// Creates a case.
    /// - Parameters:
    ///   - progress: The progress.
    ///   - width: The width.
    ///   - height: The height.
    ///   - direction: Forward or backward.
    ///   - layoutDirection: The layout direction.
    ///   - fromBarHidden: Whether the outgoing bar is hidden.
    ///   - toBarHidden: Whether the incoming bar is hidden.
    ///   - isInteractive: Whether it is interactive.
    ///   - source: The source element.
    public init(
        progress: Double, width: Double, height: Double, direction: TransitionDirection,
        layoutDirection: LayoutDirection, fromBarHidden: Bool = false, toBarHidden: Bool = false,
        isInteractive: Bool = false, source: Source = .none
    ) {
        self.progress = progress
        self.width = width
        self.height = height
        self.direction = direction
        self.layoutDirection = layoutDirection
        self.fromBarHidden = fromBarHidden
        self.toBarHidden = toBarHidden
        self.isInteractive = isInteractive
        self.source = source
    }

    /// The transition context of this case.
    public var context: TransitionContext {
        let from = Screen(
            id: "from", title: "From",
            preferences: ScreenPreferences(prefersBarHidden: fromBarHidden, barAppearance: .standard))
        let to = Screen(
            id: "to", title: "To",
            preferences: ScreenPreferences(prefersBarHidden: toBarHidden, barAppearance: .transparent))
        let context = TransitionContext(
            operation: direction == .forward ? .push : .pop, direction: direction, from: from, to: to,
            bounds: Rect(x: 0, y: 0, width: width, height: height), layoutDirection: .leftToRight,
            isInteractive: isInteractive, sourceFrame: source.frame(width: width, height: height))
        return layoutDirection == .leftToRight ? context : context.mirrored
    }

    /// The resting bars of the two screens.
    public var bars: (from: BarState, to: BarState) {
        let context = self.context
        return (
            BarState.resting(for: context.from, showsBackButton: true),
            BarState.resting(for: context.to, showsBackButton: direction == .forward)
        )
    }

    /// Every field: `push, left-to-right, 390×844, progress 0.5, bars shown→shown, not interactive`.
    public var description: String {
        description(showing: Field.allCases, everything: true)
    }

    /// The generator of cases: progress with its edge values, sizes from 0 to 3000 points, both
    /// directions, both layout directions, every bar combination, every source.
    public static var generator: Gen<TransitionLawCase> {
        Gen.zip(
            Gen<Double>.double(in: 0...1), Gen<Double>.double(in: 0...3000), Gen<Double>.double(in: 0...3000),
            Gen<TransitionDirection>.element(of: TransitionDirection.allCases),
            Gen<LayoutDirection>.element(of: LayoutDirection.allCases), Gen<Bool>.bool, Gen<Bool>.bool, Gen<Bool>.bool,
            Gen<Source>.element(of: Source.allCases)
        ).map { progress, width, height, direction, layout, fromHidden, toHidden, interactive, source in
            TransitionLawCase(
                progress: progress, width: width, height: height, direction: direction, layoutDirection: layout,
                fromBarHidden: fromHidden, toBarHidden: toHidden, isInteractive: interactive, source: source)
        }
    }
}
