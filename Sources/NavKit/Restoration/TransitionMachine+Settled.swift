import NavKitCore

// The one place restoration reads the machine's queue (everything else it needs is the
// container's public or package API): what the queued requests leave once they drain.

extension TransitionMachine {
    /// The screens the container reaches with no further decision from anyone: the committed
    /// stack, the run in flight applied if it will finish, then the queued requests in order —
    /// up to the first that waits for a guard's answer, which is not applied, nor is anything
    /// behind it. Like draining the queue, but without performing anything: a request that could
    /// no longer apply is skipped (it would fail when its turn came), and one that would remove a
    /// guarded screen its guard was not asked about stops there (the queue would wait to ask).
    /// - Parameter runFinishes: Whether the run in flight is counted as finished.
    /// - Returns: The screens, root first.
    package func settledScreens(runFinishes: Bool) -> [Screen] {
        var settled = stack
        if runFinishes, let run { settled.apply(run.change) }
        for request in queue.pending {
            guard !guards.isWaiting(.request(request.changeID)) else { break }
            let change: StackChange
            do {
                change = try settled.plan(request.operation)
            } catch {
                continue  // It fails when its turn comes, and is reported then.
            }
            let asksFirst = !guards.needingConsent(settled.removed(by: change), consented: request.consented).isEmpty
            if asksFirst { break }
            settled.apply(change)
        }
        return settled.screens
    }
}
