public import NavKit

/// What a tap on the tab already selected did to the stack it shows
/// (``NavigationHostDriver/reselectTab(animated:)``).
public enum TabReselection: Hashable, Sendable {
    /// The stack shows its root already (or will, once what is queued has run): nothing to pop.
    case atRoot
    /// The pop to the root was requested: it started, waits behind the transition in flight, or
    /// waits for a leave guard that decides later.
    case poppingToRoot(OperationDisposition)
    /// A leave guard did not allow it (or the request was refused): the stack stays as it is.
    case refused(NavigationError)
}

extension NavigationHostDriver {
    /// The tab that shows this stack was tapped while already selected: pops the stack to its
    /// root, animated, as UIKit's tab bar controller does for a navigation controller.
    ///
    /// It is a pop to the root like any other (DESIGN invariant 11): the leave guard of every
    /// screen it removes is asked first, with ``NavKit/LeaveReason/reselectTab``, so a screen with
    /// unsaved work can keep the stack. Hosts call it from their tab bar's reselection path: the
    /// UIKit adapter from a tab bar controller delegate, the SwiftUI stack from
    /// `navKitPopsToRoot(onReselect:)`.
    /// - Parameter animated: Whether the pop animates.
    /// - Returns: What it did.
    @discardableResult
    public func reselectTab(animated: Bool = true) -> TabReselection {
        guard container.projectedStack.count > 1 else { return .atRoot }
        do {
            let disposition = try request { (container) throws(NavigationError) in
                try container.popToRoot(reselectingTab: animated)
            }
            return .poppingToRoot(disposition)
        } catch {
            return .refused(error)
        }
    }
}
