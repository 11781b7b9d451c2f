/// A small set of fingers kept inline: the first two without any storage of their own, more in
/// an array that keeps its capacity once grown.
///
/// An arena member usually holds one finger, and the content a few, so asking about a finger is
/// one or two integer comparisons instead of hashing it, and a steady stream of gestures
/// allocates nothing. Elements keep their insertion order.
struct FingerSet: Sendable {
    private var first = TouchID(0)
    private var second = TouchID(0)
    private var more: [TouchID] = []
    /// How many fingers the set holds.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    func contains(_ id: TouchID) -> Bool {
        if count == 0 { return false }
        if first == id { return true }
        if count == 1 { return false }
        if second == id { return true }
        return count > 2 && more.contains(id)
    }

    /// Adds a finger (no change when it is already there).
    mutating func insert(_ id: TouchID) {
        guard !contains(id) else { return }
        switch count {
        case 0: first = id
        case 1: second = id
        default: more.append(id)
        }
        count += 1
    }

    /// Removes a finger (no change when it is not there).
    mutating func remove(_ id: TouchID) {
        guard count > 0 else { return }
        if first == id {
            first = second
            refillSecond()
        } else if count > 1, second == id {
            refillSecond()
        } else if count > 2, let index = more.firstIndex(of: id) {
            more.remove(at: index)
        } else {
            return
        }
        count -= 1
    }

    /// Moves the array's first finger into the second inline slot, if the array has any.
    private mutating func refillSecond() {
        guard count > 2 else { return }
        second = more.removeFirst()
    }

    mutating func removeAll() {
        count = 0
        more.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with every finger, in insertion order.
    func visit(_ body: (TouchID) -> Void) {
        if count > 0 { body(first) }
        if count > 1 { body(second) }
        if count > 2 { for id in more { body(id) } }
    }

    /// Whether the two sets share a finger.
    func intersects(_ other: FingerSet) -> Bool {
        var found = false
        visit { id in if !found, other.contains(id) { found = true } }
        return found
    }

    /// The fingers as a `Set`.
    var asSet: Set<TouchID> {
        var set = Set<TouchID>(minimumCapacity: count)
        visit { set.insert($0) }
        return set
    }
}
