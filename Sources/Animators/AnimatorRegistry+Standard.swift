public import NavKitCore

extension AnimatorID {
    /// The iOS push/pop, ``SlideParallaxAnimator``: the default.
    public static let slideParallax: AnimatorID = "slide-parallax"
}

extension AnimatorRegistry {
    /// The built-in animators, with ``SlideParallaxAnimator`` as the default.
    public static var standard: AnimatorRegistry {
        AnimatorRegistry(defaultAnimator: SlideParallaxAnimator(), named: .slideParallax)
    }
}
