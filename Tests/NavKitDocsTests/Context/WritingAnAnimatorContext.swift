// What "Writing an animator" assumes: a container to register the animator with, and the
// `context` and `covered` of the animator's `layers(at:in:)` for the variation it shows.
import NavKit
import NavKitPreview
import Testing

@MainActor final class WritingAnAnimatorContext {
    let container = NavigationContainer(root: Screen(id: "home"), clock: ManualClock())
    let context = TransitionContext(
        operation: .push, from: Screen(id: "home"), to: Screen(id: "detail"),
        bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    let covered = 0.5
}
