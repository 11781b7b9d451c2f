extension CubicBezierCurve {
    /// Progress equal to elapsed time, control points (0, 0) and (1, 1).
    public static let linear = CubicBezierCurve(unchecked: 0, 0, 1, 1)

    /// Starts slowly, ends at full speed: CSS `ease-in` and UIKit's `.easeIn`, (0.42, 0) (1, 1).
    public static let easeIn = CubicBezierCurve(unchecked: 0.42, 0, 1, 1)

    /// Starts at full speed, ends slowly: CSS `ease-out` and UIKit's `.easeOut`, (0, 0) (0.58, 1).
    public static let easeOut = CubicBezierCurve(unchecked: 0, 0, 0.58, 1)

    /// Slow at both ends: CSS `ease-in-out` and UIKit's `.easeInOut`, (0.42, 0) (0.58, 1).
    public static let easeInOut = CubicBezierCurve(unchecked: 0.42, 0, 0.58, 1)

    /// Flutter's `Curves.linearToEaseOut`, (0.35, 0.91) (0.33, 0.97): starts almost linearly and
    /// eases out; the forward curve of older Cupertino page routes.
    public static let linearToEaseOut = CubicBezierCurve(unchecked: 0.35, 0.91, 0.33, 0.97)

    /// Flutter's `Curves.easeInToLinear`, (0.67, 0.03) (0.65, 0.09): eases in, ends almost
    /// linearly; the reverse curve of older Cupertino page routes.
    public static let easeInToLinear = CubicBezierCurve(unchecked: 0.67, 0.03, 0.65, 0.09)

    /// Flutter's `Curves.fastLinearToSlowEaseIn`, (0.18, 1) (0.04, 1): a very fast start that
    /// settles slowly.
    public static let fastLinearToSlowEaseIn = CubicBezierCurve(unchecked: 0.18, 1, 0.04, 1)
}

extension CubicBezierCurve {
    /// Material's standard curve and Flutter's `Curves.fastOutSlowIn`, (0.4, 0) (0.2, 1): quick
    /// to leave, slow to settle.
    public static let fastOutSlowIn = CubicBezierCurve(unchecked: 0.4, 0, 0.2, 1)
}
