import NavKitCore

/// The handle of a request's completion: the container keeps the closure, the machine keeps the
/// ticket, so the machine stays a `Sendable` value.
package struct CompletionTicket: Hashable, Sendable {
    package let rawValue: UInt64

    package init(_ rawValue: UInt64) { self.rawValue = rawValue }
}

/// A request waiting in the machine's queue.
struct PendingRequest: Sendable {
    var operation: StackOperation
    var animated: Bool
    var animator: AnimatorID?
    var ticket: CompletionTicket?
    /// The sequence number of its change in the projection (0 until queued).
    var changeID: UInt64 = 0
    /// Why it removes screens, for the guards.
    var reason: LeaveReason = .pop
    /// Guarded screens whose guards let it remove them (or that it overrides). The questions it
    /// still waits for are in the machine's ``LeaveGuardState``, owned by its `changeID`.
    var consented: Set<ScreenID> = []
}

/// First in, first out, O(1) amortised at both ends.
package struct RequestQueue: Sendable {
    private var items: [PendingRequest] = []
    private var head = 0

    /// An empty queue.
    package init() {}

    var count: Int { items.count - head }
    var isEmpty: Bool { head == items.count }

    mutating func append(_ request: PendingRequest) { items.append(request) }

    mutating func popFirst() -> PendingRequest? {
        guard head < items.count else { return nil }
        let request = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return request
    }

    /// The waiting requests, oldest first.
    var pending: ArraySlice<PendingRequest> { items[head...] }

    /// Edits every waiting request in place.
    mutating func updateEach(_ body: (inout PendingRequest) -> Void) {
        for index in head..<items.count { body(&items[index]) }
    }

    /// The oldest waiting request, for reading.
    var first: PendingRequest? { head < items.count ? items[head] : nil }

    /// Edits the oldest waiting request in place.
    mutating func updateFirst(_ body: (inout PendingRequest) -> Void) {
        if head < items.count { body(&items[head]) }
    }

    /// The position (0 = oldest) of the request with a change's sequence number.
    func position(ofChange changeID: UInt64) -> Int? {
        (head..<items.count).first { items[$0].changeID == changeID }.map { $0 - head }
    }

    /// Edits the request at a position in place.
    mutating func update(at position: Int, _ body: (inout PendingRequest) -> Void) {
        body(&items[head + position])
    }

    /// Removes and returns the request at a position (O(n)).
    mutating func remove(at position: Int) -> PendingRequest {
        let request = items.remove(at: head + position)
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return request
    }
}
