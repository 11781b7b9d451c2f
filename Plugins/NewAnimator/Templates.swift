/// The source text of a scaffolded animator and its test.
///
/// The animator is a real one, not a stub: the incoming screen slides in from a quarter of the
/// width on the trailing side while it fades in, and the screen underneath dims slightly. It
/// keeps every transition law unmodified (exact endpoints, range, continuity, right-to-left
/// mirror, push/pop symmetry, timing-curve endpoints).
struct Templates {
    var names: AnimatorNames
    /// `NavKitCore` or `NavKit`: where the plug-in protocols come from for this target.
    var coreModule: String
    /// The module the animator is written into.
    var animatorModule: String

    var animator: String {
        let type = names.type
        return """
            public import \(coreModule)

            /// The incoming screen slides in from the trailing side while it fades in; the screen
            /// underneath stays in place and dims slightly. A pop is the exact reverse of a push.
            ///
            /// Scaffolded by `swift package new-animator`; edit the motion freely. Its tests
            /// (`\(type)Tests`) run NavKit's transition laws on it, so they tell you at once if a
            /// change breaks the plug-in contract (exact endpoints, values in range, continuity,
            /// right-to-left mirror, push/pop symmetry).
            ///
            /// ```swift
            /// container.animators.register(\(type)(), as: "\(names.display)")
            /// try container.push(Screen(id: "detail", preferences: .init(preferredAnimator: "\(names.display)")))
            /// ```
            public struct \(type): AnimatedTransitioning {
                /// How far the incoming screen travels, as a fraction of the container's width.
                public var travel: Double
                /// The dimming of the covered screen at the end of a push, 0…1.
                public var maximumDimming: Double
                /// The non-interactive duration in seconds.
                public var duration: Double

                /// Creates the animator.
                /// - Parameters:
                ///   - travel: The fraction of the width the incoming screen travels.
                ///   - maximumDimming: The dimming of the covered screen (clamped to 0…1).
                ///   - duration: Seconds for a non-interactive push or pop (positive).
                public init(travel: Double = 0.25, maximumDimming: Double = 0.1, duration: Double = 0.35) {
                    self.travel = travel.isFinite ? travel : 0.25
                    self.maximumDimming = maximumDimming.isFinite ? min(1, max(0, maximumDimming)) : 0.1
                    self.duration = duration.isFinite && duration > 0 ? duration : 0.35
                }

                /// Push and pop mirror each other exactly (checked by the symmetry law).
                public var isSymmetric: Bool { true }

                /// The stored duration.
                /// - Parameter context: The transition.
                /// - Returns: ``duration``.
                public func duration(for context: TransitionContext) -> Double { duration }

                /// A cubic ease-out.
                /// - Parameter context: The transition.
                /// - Returns: ``EaseOut``.
                public func timingCurve(for context: TransitionContext) -> any TimingCurve { EaseOut() }

                /// The layer states at a progress.
                /// - Parameters:
                ///   - progress: 0 at the start, 1 at the end.
                ///   - context: The transition.
                /// - Returns: The outgoing and incoming states.
                public func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
                    let p = progress.isFinite ? min(1, max(0, progress)) : 0
                    // How far the deeper screen covers the shallower one: p on a push, 1 - p on a pop.
                    let covered = context.direction == .forward ? p : 1 - p
                    let sign = context.layoutDirection.trailingSign
                    let upper = LayerState(
                        offset: Vector(dx: sign * context.bounds.width * travel * (1 - covered), dy: 0),
                        opacity: covered, zIndex: 1)
                    let lower = LayerState(dimming: maximumDimming * covered, zIndex: 0)
                    // Forward, the deeper screen arrives; backward, it leaves.
                    return context.direction == .forward
                        ? TransitionLayers(from: lower, to: upper) : TransitionLayers(from: upper, to: lower)
                }

                /// A cubic ease-out, `1 - (1 - t)³`: exactly 0 at 0 and 1 at 1.
                public struct EaseOut: TimingCurve {
                    /// Creates the curve.
                    public init() {}

                    /// The progress at a fraction of the duration.
                    /// - Parameter fraction: 0…1 (clamped).
                    /// - Returns: The progress.
                    public func value(at fraction: Double) -> Double {
                        let rest = 1 - (fraction.isFinite ? min(1, max(0, fraction)) : 0)
                        return 1 - rest * rest * rest
                    }
                }
            }

            """
    }

    var test: String {
        let type = names.type
        return """
            import \(animatorModule)
            import \(coreModule)
            import NavKitLaws
            import Testing

            @Suite("\(type)")
            struct \(type)Tests {
                @Test("keeps every transition law")
                func keepsEveryTransitionLaw() {
                    expectTransitionLaws(\(type)(), name: "\(names.display)")
                }

                @Test("half-way through a push the incoming screen is on top, half faded in, still trailing")
                func halfWayThroughAPush() {
                    let context = TransitionLawCase(
                        progress: 0.5, width: 400, height: 800, direction: .forward, layoutDirection: .leftToRight
                    ).context
                    let layers = \(type)().layers(at: 0.5, in: context)
                    #expect(layers.to.opacity == 0.5)
                    #expect(layers.to.offset.dx > 0)
                    #expect(layers.to.zIndex > layers.from.zIndex)
                    #expect(layers.from.opacity == 1)
                }
            }

            """
    }
}
