public import NavKitCore

extension AnimatorID {
    /// `"slide-parallax"`: the iOS push/pop, ``SlideParallaxAnimator``; the default.
    public static let slideParallax: AnimatorID = "slide-parallax"
    /// `"fade"`: a cross-fade, ``FadeAnimator``.
    public static let fade: AnimatorID = "fade"
    /// `"cover"`: a vertical modal-style cover, ``CoverAnimator``.
    public static let cover: AnimatorID = "cover"
    /// `"scale-fade"`: Android predictive-back style, ``ScaleFadeAnimator``.
    public static let scaleFade: AnimatorID = "scale-fade"
    /// `"none"`: no animation, ``ImmediateAnimator``. (Named `immediate` in Swift so that it never
    /// reads as `Optional.none` where an `AnimatorID?` is expected.)
    public static let immediate: AnimatorID = "none"
}

extension AnimatorRegistry {
    /// Every built-in animator under its stable name, with ``SlideParallaxAnimator`` as the
    /// default: `"slide-parallax"`, `"fade"`, `"cover"`, `"scale-fade"`, `"none"`, in that order.
    ///
    /// ```swift
    /// var registry = AnimatorRegistry.standard
    /// registry.setDefault(.fade)
    /// ```
    public static var standard: AnimatorRegistry {
        var registry = AnimatorRegistry(defaultAnimator: SlideParallaxAnimator(), named: .slideParallax)
        registry.register(FadeAnimator(), as: .fade)
        registry.register(CoverAnimator(), as: .cover)
        registry.register(ScaleFadeAnimator(), as: .scaleFade)
        registry.register(ImmediateAnimator(), as: .immediate)
        return registry
    }
}
