public import NavKit

extension NavigationContainer {
    /// The screens a host must keep its views and per-screen state for: those in the stack and
    /// those on their way into it (brought in by the running transition or a waiting request).
    /// A screen outside this set is gone until it is pushed again.
    public var screensInUse: Set<ScreenID> {
        var ids = Set(projectedStack.map(\.id))
        ids.formUnion(stack.map(\.id))
        // A screen the running transition or a waiting request brings in stays in use while a
        // later request removes it again: it is shown on its way in and on its way out.
        ids.formUnion((stackAfterTransition ?? []).map(\.id))
        ids.formUnion(screensOfWaitingRequests.map(\.id))
        return ids
    }
}
