#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif
    import NavKit

    /// One screen's view in the navigation controller: the child's view, a black dimming overlay
    /// over it, an edge shadow cast from its leading edge and a rounded mask — what a
    /// ``NavKitCore/LayerState`` describes.
    @MainActor
    final class ScreenHostView: UIView {
        /// The child view controller's view.
        let content: UIView
        /// The black overlay whose alpha is the layer's dimming.
        let dimmingView = UIView()

        init(content: UIView) {
            self.content = content
            super.init(frame: .zero)
            addSubview(content)
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimmingView.backgroundColor = .black
            dimmingView.isUserInteractionEnabled = false
            dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(dimmingView)
            layer.shadowRadius = 8
        }

        required init?(coder: NSCoder) {
            fatalError("created in code")
        }

        /// The layer's clip, kept so a new layout can place the mask again.
        private var clip = LayerClip.none

        /// Puts the view at rest: identity transform, opaque, no dimming, no shadow, no mask.
        func resetToRest() {
            transform = .identity
            alpha = 1
            dimmingView.alpha = 0
            layer.shadowOpacity = 0
            apply(.none)
        }

        /// Masks the view to the clip's rounded rectangle in its own bounds (a mask view, so the
        /// view's transform scales it too); ``NavKitCore/LayerClip/none`` removes the mask.
        func apply(_ clip: LayerClip) {
            self.clip = clip
            guard !clip.isNone else {
                mask = nil
                return
            }
            let local = Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height))
            let shape = mask ?? UIView()
            shape.backgroundColor = .black
            shape.frame = CGRect(clip.rect(in: local))
            shape.layer.cornerRadius = CGFloat(clip.radius(in: local))
            mask = shape
        }

        /// Sizes the view to the container (keeping its transform) and casts the shadow outward
        /// from the leading edge.
        func layOut(in bounds: CGRect, direction: LayoutDirection) {
            let kept = transform
            transform = .identity
            frame = bounds
            content.frame = self.bounds
            dimmingView.frame = self.bounds
            transform = kept
            apply(clip)
            layer.shadowOffset = CGSize(width: direction == .leftToRight ? -3 : 3, height: 0)
        }
    }
#endif
