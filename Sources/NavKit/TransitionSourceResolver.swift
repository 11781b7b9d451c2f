/// Resolves a transition's source element to the frame it stands at on screen, for the zoom
/// transition, and shared elements to where they stand on each of their screens: the host's side
/// of ``NavKitCore/ScreenPreferences/transitionSource`` and
/// ``NavKitCore/ScreenPreferences/sharedElements``.
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
    /// - Returns: Its frame, or `nil` when it is not on screen. A frame that is not finite or
    ///   has no area counts as `nil` and is reported
    ///   (``NavigationDiagnostic/sanitizedSourceFrame(_:screen:)``).
    func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect?

    /// Where a shared element stands on a screen at rest, in the container's coordinates, with
    /// its corner radius; `nil` (the default) when the screen does not show it now.
    ///
    /// The container asks when a transition between two screens that both list the element
    /// begins, once for each screen — the outgoing one, on screen now, and the incoming one,
    /// which may not be shown yet: answer with where its layout puts the element when it is at
    /// rest (ignore the transition's transforms; the flight applies them). An element resolved on
    /// only one of the two screens does not fly; a frame that is not finite or has no area
    /// counts as no answer and is reported
    /// (``NavigationDiagnostic/sanitizedSharedElement(_:screen:)``).
    /// - Parameters:
    ///   - element: The element, as both screens list it.
    ///   - screen: The screen whose copy is asked for.
    /// - Returns: The element's resting frame and corner radius, or `nil`.
    func sharedElement(_ element: SharedElementID, on screen: ScreenID) -> SharedElementFrame?
}

extension TransitionSourceResolver {
    /// No shared elements: a resolver that only zooms need not answer.
    /// - Parameters:
    ///   - element: The element.
    ///   - screen: The screen.
    /// - Returns: `nil`.
    public func sharedElement(_ element: SharedElementID, on screen: ScreenID) -> SharedElementFrame? { nil }
}
