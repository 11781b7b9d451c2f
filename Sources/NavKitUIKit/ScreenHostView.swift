#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif
    import NavKit

    /// One screen's view in the navigation controller — what a ``NavKitCore/LayerState``
    /// describes: this view casts the edge shadow from its leading edge, along an explicit shadow
    /// path (no offscreen pass to find the shape); inside it, ``clipView`` carries the rounded
    /// mask, over the child's view and a black dimming overlay. The mask sits on the inner view so
    /// that it never cuts the shadow away.
    @MainActor
    final class ScreenHostView: UIView {
        /// The child view controller's view.
        let content: UIView
        /// The black overlay whose alpha is the layer's dimming.
        let dimmingView = UIView()
        /// The view the clip masks: the content and the dimming.
        let clipView = UIView()

        init(content: UIView) {
            self.content = content
            super.init(frame: .zero)
            addSubview(clipView)
            clipView.addSubview(content)
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimmingView.backgroundColor = .black
            dimmingView.isUserInteractionEnabled = false
            dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            clipView.addSubview(dimmingView)
            layer.shadowRadius = 8
        }

        required init?(coder: NSCoder) {
            fatalError("created in code")
        }

        /// The layer's clip, kept so a new layout can place the mask again.
        private var clip = LayerClip.none
        /// The shape the shadow path was last made for (the visible rectangle and its radius).
        private var shadowShape: (rect: CGRect, radius: CGFloat)?

        /// Puts the view at rest: identity transform, opaque, no dimming, no shadow, no mask.
        func resetToRest() {
            transform = .identity
            alpha = 1
            dimmingView.alpha = 0
            layer.shadowOpacity = 0
            apply(.none)
        }

        /// Masks the content to the clip's rounded rectangle in the view's own bounds (a mask
        /// view, so the view's transform scales it too) and shapes the shadow like it;
        /// ``NavKitCore/LayerClip/none`` removes the mask.
        func apply(_ clip: LayerClip) {
            self.clip = clip
            let local = Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height))
            guard !clip.isNone else {
                clipView.mask = nil
                updateShadowPath(rect: bounds, radius: 0)
                return
            }
            let rect = CGRect(clip.rect(in: local))
            let radius = CGFloat(clip.radius(in: local))
            let shape = clipView.mask ?? UIView()
            shape.backgroundColor = .black
            shape.frame = rect
            shape.layer.cornerRadius = radius
            clipView.mask = shape
            updateShadowPath(rect: rect, radius: radius)
        }

        /// The shadow follows the visible shape; the path is made again only when it changes.
        private func updateShadowPath(rect: CGRect, radius: CGFloat) {
            if let shadowShape, shadowShape.rect == rect, shadowShape.radius == radius { return }
            shadowShape = (rect, radius)
            let corner = min(radius, rect.width / 2, rect.height / 2)
            layer.shadowPath = CGPath(roundedRect: rect, cornerWidth: corner, cornerHeight: corner, transform: nil)
        }

        /// Sizes the view to the container (keeping its transform) and casts the shadow outward
        /// from the leading edge.
        func layOut(in bounds: CGRect, direction: LayoutDirection) {
            let kept = transform
            transform = .identity
            frame = bounds
            clipView.frame = self.bounds
            content.frame = self.bounds
            dimmingView.frame = self.bounds
            transform = kept
            apply(clip)
            layer.shadowOffset = CGSize(width: direction == .leftToRight ? -3 : 3, height: 0)
        }
    }
#endif
