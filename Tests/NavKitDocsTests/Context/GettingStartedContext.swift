// What "Getting started" assumes: a host that draws a scene.
import NavKit

@MainActor struct GettingStartedContext {
    /// The reader's host drawing a frame.
    func render(_ scene: Scene) {}
    /// Hands a touch to the screen's own views.
    func deliverToContent(_ touch: Touch) {}
    /// Cancels a touch the screen's views had (a back swipe took it).
    func cancelContentTouch(_ id: TouchID) {}
}
