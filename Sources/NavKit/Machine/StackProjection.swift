import NavKitCore

/// The stack as it will be once the transition in flight finishes and every queued request
/// applies, kept as a difference from the committed stack: the first ``keep`` committed screens,
/// then a tail of screens the changes bring.
///
/// ``keep`` is the lowest depth the stack reaches during the changes still to come (the run's and
/// the queue's), so the committed prefix below it is untouched by all of them. Each accepted
/// change updates the projection in O(1) amortised (O(n) only for a whole new stack); committing
/// the oldest change raises ``keep`` to the lowest depth of those that remain — kept by a
/// monotonic queue of each change's lowest depth — and moves the tail's surviving front into the
/// committed part. So a request made during a transition never copies the stack.
struct StackProjection: Sendable {
    /// How many committed screens, from the root, the projection keeps.
    private(set) var keep: Int
    private var tail: [Screen] = []
    private var tailStart = 0
    private var tailPositions: [ScreenID: Int] = [:]
    /// The lowest depth each pending change reaches, oldest first, as a monotonic queue
    /// (increasing depths): its front is the lowest depth of all changes still to commit.
    private var lows: [(change: UInt64, depth: Int)] = []
    private var lowsStart = 0

    /// The projection of a stack with nothing in flight: the stack itself.
    init(base: ScreenStack) {
        keep = base.count
    }

    private var tailCount: Int { tail.count - tailStart }

    /// A read-only view for validating requests.
    func view(over base: ScreenStack) -> View { View(base: base, projection: self) }

    /// The projected screens, root first.
    func screens(over base: ScreenStack) -> [Screen] {
        Array(base.screens[0..<keep]) + tail[tailStart...]
    }

    /// Whether the projected screens have exactly these identities, root first (compared in
    /// place, without building ``screens(over:)``).
    func hasIdentities(_ ids: [ScreenID], over base: ScreenStack) -> Bool {
        guard keep + tailCount == ids.count else { return false }
        for index in 0..<keep where base.screens[index].id != ids[index] { return false }
        for index in 0..<tailCount where tail[tailStart + index].id != ids[keep + index] { return false }
        return true
    }

    /// Applies a change planned against this projection.
    /// - Parameters:
    ///   - change: The change.
    ///   - id: Its sequence number, increasing with every change applied.
    mutating func apply(_ change: StackChange, id: UInt64) {
        let depth = keep + tailCount
        let low: Int
        switch change {
        case .append: low = depth
        case .removeLast(let k): low = depth - k
        case .replaceLast: low = depth - 1
        case .replaceAll: low = 0
        }
        while lows.count > lowsStart, lows[lows.count - 1].depth >= low { lows.removeLast() }
        lows.append((id, low))
        apply(change)
    }

    private mutating func apply(_ change: StackChange) {
        switch change {
        case .append(let screen):
            tailPositions[screen.id] = tail.count
            tail.append(screen)
        case .removeLast(let k):
            var remaining = k
            while remaining > 0, tailCount > 0 {
                tailPositions[tail.removeLast().id] = nil
                remaining -= 1
            }
            keep -= remaining
            compactIfEmpty()
        case .replaceLast(let screen):
            apply(.removeLast(1))
            apply(.append(screen))
        case .replaceAll(let list):
            keep = 0
            tail = list
            tailStart = 0
            tailPositions = Dictionary(uniqueKeysWithValues: list.enumerated().map { ($1.id, $0) })
        }
    }

    /// Re-expresses the projection over a committed stack that just took its oldest pending
    /// change: the committed prefix grows to the lowest depth of the changes that remain, and the
    /// tail's front that it now covers leaves the tail.
    /// - Parameters:
    ///   - id: The committed change's sequence number.
    ///   - base: The committed stack with the change applied.
    mutating func commit(_ id: UInt64, onto base: ScreenStack) {
        while lowsStart < lows.count, lows[lowsStart].change <= id { lowsStart += 1 }
        if lowsStart == lows.count {
            lows.removeAll(keepingCapacity: true)
            lowsStart = 0
        }
        let remainingLow = lowsStart < lows.count ? lows[lowsStart].depth : Int.max
        let newKeep = min(base.count, remainingLow, keep + tailCount)
        while keep < newKeep {
            tailPositions[tail[tailStart].id] = nil
            tailStart += 1
            keep += 1
        }
        compactIfEmpty()
    }

    /// Whether the projection is the committed stack itself.
    func isIdentity(over base: ScreenStack) -> Bool { tailCount == 0 && keep == base.count }

    /// Edits a projected screen's preferences where the tail holds it.
    mutating func update(_ id: ScreenID, _ transform: (inout ScreenPreferences) -> Void) -> Bool {
        guard let index = tailPositions[id] else { return false }
        transform(&tail[index].preferences)
        return true
    }

    private mutating func compactIfEmpty() {
        guard tailCount == 0, !tail.isEmpty || tailStart != 0 else { return }
        tail.removeAll(keepingCapacity: true)
        tailStart = 0
        tailPositions.removeAll(keepingCapacity: true)
    }

    /// The projection read as a stack.
    struct View: StackView {
        let base: ScreenStack
        let projection: StackProjection

        var count: Int { projection.keep + projection.tailCount }
        var top: Screen {
            projection.tailCount > 0 ? projection.tail[projection.tail.count - 1] : base[projection.keep - 1]
        }

        func contains(_ id: ScreenID) -> Bool { index(of: id) != nil }

        /// The projected screen at a position, root first.
        func screen(at index: Int) -> Screen {
            index < projection.keep ? base[index] : projection.tail[projection.tailStart + index - projection.keep]
        }

        func index(of id: ScreenID) -> Int? {
            if let index = base.index(of: id), index < projection.keep { return index }
            return projection.tailPositions[id].map { projection.keep + $0 - projection.tailStart }
        }
    }
}
