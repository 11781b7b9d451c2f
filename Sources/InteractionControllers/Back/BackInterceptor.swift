public import NavKitCore

/// A screen's chance to take the back action for itself before the stack pops.
///
/// A hybrid web screen steps back through its own history; a form asks to confirm discarding
/// its edits. While ``shouldConsumeBack(on:)`` returns `true`, the back swipe (or programmatic
/// back) does not begin and the stack is not popped; once it returns `false`, the next swipe
/// pops. The container holds interceptors weakly: one that is released simply stops
/// intercepting. Main-actor isolated, like the UIKit delegates it sits beside: a view controller
/// conforms with a plain `: BackInterceptor`.
///
/// ```swift
/// final class WebHistory: BackInterceptor {
///     var pages = ["a", "b"]
///     func shouldConsumeBack(on screen: ScreenID) -> Bool {
///         guard pages.count > 1 else { return false }
///         pages.removeLast()     // step back inside the web view
///         return true
///     }
/// }
/// ```
@MainActor
public protocol BackInterceptor: AnyObject {
    /// Called once per back swipe, at the moment it would begin.
    /// - Parameter screen: The top screen, the one the swipe would pop.
    /// - Returns: `true` to consume the back action (the stack stays), `false` to let it pop.
    func shouldConsumeBack(on screen: ScreenID) -> Bool
}
