#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import SwiftUIStandIn
    #else
        import SwiftUI
    #endif
    import NavKitCore

    /// A screen's ``NavKitCore/LayerClip`` as a SwiftUI shape: the rounded rectangle the clip
    /// leaves of the screen's frame, for `clipShape`, applied before the screen's scale and
    /// offset so it moves and scales with the screen.
    ///
    /// ``NavKitCore/LayerClip/none`` is a rectangle far larger than the screen, so nothing is
    /// clipped (the edge shadow outside the screen stays visible) and the view's identity does
    /// not change when a clip starts or ends.
    struct LayerClipShape: Shape {
        /// The clip.
        var clip: LayerClip

        nonisolated func path(in rect: CGRect) -> Path {
            guard !clip.isNone else { return Path(rect.insetBy(dx: -rect.width - 100, dy: -rect.height - 100)) }
            let frame = Rect(
                x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
            let visible = clip.rect(in: frame)
            return Path(
                roundedRect: CGRect(x: visible.minX, y: visible.minY, width: visible.width, height: visible.height),
                cornerRadius: CGFloat(clip.radius(in: frame)), style: .continuous)
        }
    }
#endif
