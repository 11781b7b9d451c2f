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
    public init(
        progress: Double, width: Double, height: Double, direction: TransitionDirection,
        layoutDirection: LayoutDirection, fromBarHidden: Bool = false, toBarHidden: Bool = false,
        isInteractive: Bool = false
    ) {
        self.progress = progress
        self.width = width
        self.height = height
        self.direction = direction
        self.layoutDirection = layoutDirection
        self.fromBarHidden = fromBarHidden
        self.toBarHidden = toBarHidden
        self.isInteractive = isInteractive
    }

    /// The transition context of this case.
    public var context: TransitionContext {
        let from = Screen(
            id: "from", title: "From",
            preferences: ScreenPreferences(prefersBarHidden: fromBarHidden, barAppearance: .standard))
        let to = Screen(
            id: "to", title: "To",
            preferences: ScreenPreferences(prefersBarHidden: toBarHidden, barAppearance: .transparent))
        return TransitionContext(
            operation: direction == .forward ? .push : .pop, direction: direction, from: from, to: to,
            bounds: Rect(x: 0, y: 0, width: width, height: height), layoutDirection: layoutDirection,
            isInteractive: isInteractive)
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
    /// directions, both layout directions, every bar combination.
    public static var generator: Gen<TransitionLawCase> {
        Gen.zip(
            Gen<Double>.double(in: 0...1), Gen<Double>.double(in: 0...3000), Gen<Double>.double(in: 0...3000),
            Gen<TransitionDirection>.element(of: TransitionDirection.allCases),
            Gen<LayoutDirection>.element(of: LayoutDirection.allCases), Gen<Bool>.bool, Gen<Bool>.bool, Gen<Bool>.bool
        ).map { progress, width, height, direction, layout, fromHidden, toHidden, interactive in
            TransitionLawCase(
                progress: progress, width: width, height: height, direction: direction, layoutDirection: layout,
                fromBarHidden: fromHidden, toBarHidden: toHidden, isInteractive: interactive)
        }
    }
}
