// What "Coming from FDFullscreenPopGesture" assumes: a container, and a gallery pager's frame and
// page.
import NavKit

@MainActor final class ComingFromFDFullscreenPopGestureContext {
    let container = NavigationContainer(root: Screen(id: "home"), clock: ManualClock())
    let galleryFrame = Rect(x: 0, y: 100, width: 390, height: 300)
    let currentPage = 2
}
