public import NavKit

// Saving a path binding's stack and putting it back: the values of the stack as it will settle,
// and a restore that is one path change like any other (through the leave guards).

extension PathNavigator {
    /// The path as the stack settles with no further decision: the values of the container's
    /// ``NavKit/NavigationContainer/restorableStack`` (a transition in flight as where it ends,
    /// queued changes applied up to one that waits for a guard's answer).
    public var restorablePath: [Element] {
        identities.path(of: container.restorableStack.dropFirst().map(\.id))
    }
}

extension PathNavigator where Element: Codable {
    /// Saves ``restorablePath``.
    /// - Returns: The saved path.
    /// - Throws: ``NavKit/RestorationError/unencodableElement(index:_:)``.
    public func savedPath() throws(RestorationError) -> SavedPath<Element> {
        try SavedPath(restorablePath)
    }

    /// Moves the stack to a saved path in one request, as a container's
    /// ``NavKit/NavigationContainer/restore(_:animated:overridingGuards:completion:)`` does: the
    /// leave guard of every screen it removes is asked with reason ``NavKit/LeaveReason/restore``,
    /// and a denial is the same error a container's restore throws.
    /// - Parameters:
    ///   - saved: The saved path.
    ///   - animated: Whether the change animates (not at launch, by default).
    /// - Returns: The request made (``PathChange/setStack(_:)``, or ``PathChange/none`` when the
    ///   stack already shows the path).
    /// - Throws: ``NavKit/RestorationError/refused(_:)`` when a guard denies; nothing changes then.
    @discardableResult
    public func restore(_ saved: SavedPath<Element>, animated: Bool = false) throws(RestorationError) -> PathChange {
        do {
            return try setPath(saved.elements, animated: animated, reason: .restore)
        } catch {
            throw .refused(error)
        }
    }
}
