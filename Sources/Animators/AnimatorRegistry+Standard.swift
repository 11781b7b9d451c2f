public import NavKitCore

extension AnimatorID {
    /// `"slide-parallax"`: the iOS push/pop, ``NavKitAnimators/SlideParallaxAnimator``; the default.
    public static let slideParallax: AnimatorID = "slide-parallax"
    /// `"fade"`: a cross-fade, ``NavKitAnimators/FadeAnimator``.
    public static let fade: AnimatorID = "fade"
    /// `"cover"`: a vertical modal-style cover, ``NavKitAnimators/CoverAnimator``.
    public static let cover: AnimatorID = "cover"
    /// `"scale-fade"`: Android predictive-back style, ``NavKitAnimators/ScaleFadeAnimator``.
    public static let scaleFade: AnimatorID = "scale-fade"
    /// `"none"`: no animation, ``NavKitAnimators/ImmediateAnimator``. (Named `immediate` in Swift so that it never
    /// reads as `Optional.none` where an `AnimatorID?` is expected.)
    public static let immediate: AnimatorID = "none"
}

extension AnimatorRegistry {
    /// Every built-in animator under its stable name, with ``NavKitAnimators/SlideParallaxAnimator`` as the
    /// default: `"slide-parallax"`, `"fade"`, `"cover"`, `"scale-fade"`, `"zoom"`, `"none"`, in that order.
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
        registry.register(ZoomAnimator(), as: .zoom)
        registry.register(ImmediateAnimator(), as: .immediate)
        return registry
    }
}
