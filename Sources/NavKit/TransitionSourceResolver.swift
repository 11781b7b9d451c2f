/// Resolves a transition's source element to the frame it stands at on screen, for the zoom
/// transition: the host's side of ``NavKitCore/ScreenPreferences/transitionSource``.
///
/// The container asks at the moment a transition to or from a screen that names a source
/// begins — at the start of the push, and again at the start of the pop (a swipe, the back
/// button, `pop()`), so a list scrolled or rotated meanwhile zooms back into the right cell. The
/// answer becomes ``NavKitCore/TransitionContext/sourceFrame`` before the transition's first
/// frame is shown; animators see only that frame. Answer `nil` when the element is gone (the
/// cell was deleted or scrolled away): a zoom then cross-fades.
///
/// The container holds its resolver weakly (``NavigationContainer/transitionSourceResolver``).
/// A resolver that calls back into the container is safe: the call is taken as the next event.
///
/// ```swift
/// final class PhotoGrid: UIViewController, TransitionSourceResolver {
///     func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? {
///         guard let cell = cell(named: source), cell.window != nil else { return nil }
///         return Rect(cell.convert(cell.bounds, to: nil))
///     }
/// }
/// ```
@MainActor
public protocol TransitionSourceResolver: AnyObject {
    /// Where an element of a screen stands now, in the container's coordinates.
    /// - Parameters:
    ///   - source: The element, as the deeper screen names it.
    ///   - screen: The screen that owns it (the one below the zooming screen).
    /// - Returns: Its frame, or `nil` when it is not on screen.
    func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect?
}
