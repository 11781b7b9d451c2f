public import NavKitCore

/// Delivers touches to recognizers attached to regions and resolves them deterministically:
/// require-to-fail (both ways), simultaneous recognition, should-begin, should-receive-touch and
/// cancels-touches-in-content. It is NavKit's one arbitration mechanism: the container's back
/// swipe, the scroll regions of the top screen and a host's own recognizers all run in one.
///
/// Each finger goes to the recognizers whose region contains the point where it went down (and
/// whose `shouldReceive` agrees), in attachment order — attach inner regions first to give them
/// priority. The first recognizer to begin wins: every other one not declared simultaneous with
/// it is failed or cancelled. A recognizer that requires others to fail waits (reported as
/// `.possible`) until they fail, and fails if one of them begins. The content (the host's views)
/// keeps every finger until a winner that cancels content touches takes it.
///
/// A touch costs what is under the finger: a touch-down finds the regions that contain it in an
/// index of the regions (built once after they change), and its moves and lift visit only the
/// recognizers that hold a finger, so a list whose 10,000 rows each have a region handles a touch
/// as fast as one with a single row.
///
/// ```swift
/// var arena = GestureArena()
/// arena.attach(PanRecognizer(requiresHorizontal: true), as: "back", in: screenRect,
///              relations: GestureRelations(cancelsTouchesInContent: true))
/// let events = arena.handle(touch)
/// ```
public struct GestureArena: Sendable {
    /// Where a member's recognizer is stored: NavKit's own kinds in arrays of their own type (no
    /// existential box, no move in and out of an enum payload), a host's in an array of
    /// existentials. The per-touch path mutates each recognizer in place.
    private enum Slot: Sendable {
        case backSwipe(Int)
        case scrollRegion(Int)
        case pan(Int)
        case custom(Int)
    }

    private struct Member: Sendable {
        var id: GestureID
        /// Where fingers must land to reach it; `nil` is everywhere (the back swipe).
        var region: Rect?
        var slot: Slot
        var relations: GestureRelations
        var touches = FingerSet()
        var waiting = false
        var reported: GestureRecognizerState = .possible
    }

    /// What the arena derives from its members to find them quickly: by name, by the point a
    /// finger lands on, and by the relations that tie a loser to a winner. Rebuilt whenever a
    /// member comes, goes or moves (``GestureArena/lookup`` is `nil` until then).
    private struct Lookup: Sendable {
        var indexByID: [GestureID: Int] = [:]
        /// The members with a region.
        var regions = RegionIndex()
        /// The members without one (they reach every finger), in priority order.
        var everywhere: [Int] = []
        /// For each member that has any, the members that must fail when it begins because they
        /// wait for it to fail (its dependents), in priority order.
        var dependents: [GestureID: [Int]] = [:]

        init(_ members: [Member]) {
            var regions: [(region: Rect, member: Int)] = []
            regions.reserveCapacity(members.count)
            for (i, member) in members.enumerated() {
                if indexByID[member.id] == nil { indexByID[member.id] = i }
                if let region = member.region { regions.append((region, i)) } else { everywhere.append(i) }
            }
            self.regions = RegionIndex(regions)
            for (j, member) in members.enumerated() {
                for id in member.relations.requireToFail { dependents[id, default: []].append(j) }
                for id in member.relations.requiredToFailBy {
                    if let k = indexByID[id] { dependents[member.id, default: []].append(k) }
                }
            }
            for id in dependents.keys { dependents[id] = Array(Set(dependents[id]!)).sorted() }
        }
    }

    private var members: [Member] = []
    /// `nil` after the members changed, until the next touch (or look-up by name) rebuilds it.
    private var lookup: Lookup?
    /// The members that hold a finger or wait to begin, in priority order (and possibly some that
    /// no longer do, until the next lift clears them): the only ones a touch visits after it
    /// landed.
    private var engaged: [Int] = []
    /// Reused by each touch-down (the members under the finger) and each win (the members it may
    /// fail), so a steady stream of gestures allocates nothing.
    private var scratch: [Int] = []
    private var backSwipes: [BackSwipeRecognizer] = []
    private var scrollRegions: [ScrollRegionRecognizer] = []
    private var pans: [PanRecognizer] = []
    private var customs: [any GestureRecognizer] = []
    /// How many members name others in `requiredToFailBy`: while none does and a member requires
    /// nothing itself, it has no prerequisites to look for.
    private var membersRequiredToFailByOthers = 0
    /// How many members wait to begin, so resolution is skipped when none does.
    private var waitingCount = 0
    /// Where the (first) back swipe member is, so the per-touch path never searches by name.
    private var backIndex: Int?
    /// The fingers the content (the host's views) still has.
    private var content = FingerSet()

    /// Creates an empty arena.
    public init() {}

    /// The fingers the content (the host's views) still has.
    package var contentTouches: Set<TouchID> { content.asSet }

    /// Whether the content still has a finger (no set is built).
    @inline(__always) func contentHolds(_ id: TouchID) -> Bool { content.contains(id) }

    /// The attached recognizers' names, in attachment (priority) order.
    public var memberIDs: [GestureID] { members.map(\.id) }

    /// Attaches a recognizer to a region.
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - id: Its name, unique in the arena (a second attach replaces the first in place).
    ///   - region: The region, in the container's coordinates.
    ///   - relations: How it relates to the others.
    public mutating func attach(
        _ recognizer: any GestureRecognizer, as id: GestureID, in region: Rect, relations: GestureRelations = .init()
    ) {
        insert(recognizer, as: id, in: region, relations: relations, at: nil)
    }

    /// Attaches a recognizer at a position in the priority order (0 is highest), or replaces the
    /// one with the same name in place.
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - id: Its name.
    ///   - region: The region; `nil` reaches every finger wherever it lands.
    ///   - relations: How it relates to the others.
    ///   - index: Its position in the priority order (`nil`: last); clamped to the members there are.
    package mutating func insert(
        _ recognizer: any GestureRecognizer, as id: GestureID, in region: Rect?, relations: GestureRelations = .init(),
        at index: Int?
    ) {
        if let existing = self.index(of: id) {
            release(members[existing].slot)
            members[existing] = Member(id: id, region: region, slot: store(recognizer), relations: relations)
        } else {
            let member = Member(id: id, region: region, slot: store(recognizer), relations: relations)
            if let index {
                members.insert(member, at: min(max(0, index), members.count))
            } else {
                members.append(member)
            }
        }
        membersChanged()
    }

    /// Attaches recognizers at consecutive positions from `index`, as many ``insert(_:as:in:relations:at:)``
    /// calls would, in one pass over the members (a screen's 10,000 scroll regions attach in
    /// O(N), not O(N²)).
    /// - Parameters:
    ///   - batch: The recognizers, their names and regions, in priority order.
    ///   - index: The position of the first (clamped to the members there are).
    mutating func insert(
        contentsOf batch: [(recognizer: any GestureRecognizer, id: GestureID, region: Rect?)], at index: Int
    ) {
        let known = Set(members.map(\.id))
        var ids = Set<GestureID>(minimumCapacity: batch.count)
        let allNew = batch.allSatisfy { !known.contains($0.id) && ids.insert($0.id).inserted }
        guard allNew else {
            // A name attached already (or twice in the batch) replaces in place: one at a time.
            for (k, item) in batch.enumerated() { insert(item.recognizer, as: item.id, in: item.region, at: index + k) }
            return
        }
        let added = batch.map { Member(id: $0.id, region: $0.region, slot: store($0.recognizer), relations: .init()) }
        members.insert(contentsOf: added, at: min(max(0, index), members.count))
        membersChanged()
    }

    /// Detaches a recognizer; touches it held stay with the content.
    /// - Parameter id: Its name.
    public mutating func detach(_ id: GestureID) {
        while let i = members.firstIndex(where: { $0.id == id }) {
            release(members[i].slot)
            members.remove(at: i)
        }
        membersChanged()
    }

    /// Detaches recognizers, as many ``detach(_:)`` calls would, in one pass over the members.
    /// - Parameter ids: Their names.
    mutating func detach(contentsOf ids: Set<GestureID>) {
        guard !ids.isEmpty else { return }
        let kept = members.filter { !ids.contains($0.id) }
        guard kept.count < members.count else { return }
        // Every kept recognizer moves to a fresh array of its kind, so slots stay dense.
        let recognizers = kept.map { recognizer(in: $0.slot) }
        backSwipes.removeAll(keepingCapacity: true)
        scrollRegions.removeAll(keepingCapacity: true)
        pans.removeAll(keepingCapacity: true)
        customs.removeAll(keepingCapacity: true)
        members = kept
        for i in members.indices { members[i].slot = store(recognizers[i]) }
        membersChanged()
    }

    /// Stores a recognizer in the array of its kind.
    private mutating func store(_ recognizer: any GestureRecognizer) -> Slot {
        if let back = recognizer as? BackSwipeRecognizer {
            backSwipes.append(back)
            return .backSwipe(backSwipes.count - 1)
        }
        if let region = recognizer as? ScrollRegionRecognizer {
            scrollRegions.append(region)
            return .scrollRegion(scrollRegions.count - 1)
        }
        if let pan = recognizer as? PanRecognizer {
            pans.append(pan)
            return .pan(pans.count - 1)
        }
        customs.append(recognizer)
        return .custom(customs.count - 1)
    }

    /// Removes a slot's recognizer from its array and renumbers the later slots of its kind.
    private mutating func release(_ slot: Slot) {
        switch slot {
        case .backSwipe(let k): backSwipes.remove(at: k)
        case .scrollRegion(let k): scrollRegions.remove(at: k)
        case .pan(let k): pans.remove(at: k)
        case .custom(let k): customs.remove(at: k)
        }
        for i in members.indices {
            switch (slot, members[i].slot) {
            case (.backSwipe(let gone), .backSwipe(let k)) where k > gone: members[i].slot = .backSwipe(k - 1)
            case (.scrollRegion(let gone), .scrollRegion(let k)) where k > gone: members[i].slot = .scrollRegion(k - 1)
            case (.pan(let gone), .pan(let k)) where k > gone: members[i].slot = .pan(k - 1)
            case (.custom(let gone), .custom(let k)) where k > gone: members[i].slot = .custom(k - 1)
            default: break
            }
        }
    }

    /// Re-derives what the per-touch path keeps about the members after one came, went or moved;
    /// the look-up tables wait for the next touch.
    private mutating func membersChanged() {
        lookup = nil
        backIndex = members.firstIndex { if case .backSwipe = $0.slot { true } else { false } }
        membersRequiredToFailByOthers = members.reduce(0) { $0 + ($1.relations.requiredToFailBy.isEmpty ? 0 : 1) }
        waitingCount = members.reduce(0) { $0 + ($1.waiting ? 1 : 0) }
        engaged = members.indices.filter { !members[$0].touches.isEmpty || members[$0].waiting }
    }

    /// The look-up tables, rebuilt first if the members changed since they were made.
    private mutating func currentLookup() -> Lookup {
        if let lookup { return lookup }
        let fresh = Lookup(members)
        lookup = fresh
        return fresh
    }

    /// Moves a member's region (for instance when the container's bounds change).
    /// - Parameters:
    ///   - id: Its name.
    ///   - region: The new region.
    public mutating func setRegion(of id: GestureID, to region: Rect) {
        guard let i = index(of: id), members[i].region != region else { return }
        members[i].region = region
        lookup = nil
    }

    /// The state the arena reports for a recognizer.
    /// - Parameter id: Its name.
    /// - Returns: The state, or `nil` if not attached.
    public func state(of id: GestureID) -> GestureRecognizerState? {
        index(of: id).map { members[$0].reported }
    }

    /// A copy of an attached recognizer.
    /// - Parameter id: Its name.
    /// - Returns: The recognizer, or `nil` if not attached.
    public func recognizer(_ id: GestureID) -> (any GestureRecognizer)? {
        index(of: id).map { recognizer(in: members[$0].slot) }
    }

    private func recognizer(in slot: Slot) -> any GestureRecognizer {
        switch slot {
        case .backSwipe(let k): backSwipes[k]
        case .scrollRegion(let k): scrollRegions[k]
        case .pan(let k): pans[k]
        case .custom(let k): customs[k]
        }
    }

    /// The back swipe attached under a name, read without copying it into a box.
    /// - Parameter id: Its name.
    /// - Returns: The back swipe, or `nil` if none is attached under that name.
    package func backSwipe(_ id: GestureID) -> BackSwipeRecognizer? {
        guard let i = index(of: id), case .backSwipe(let k) = members[i].slot else { return nil }
        return backSwipes[k]
    }

    /// The state the arena reports for its back swipe, if it has one.
    package var backSwipeState: GestureRecognizerState? { backIndex.map { members[$0].reported } }

    /// The arena's back swipe, if it has one (the first attached).
    package var backSwipe: BackSwipeRecognizer? {
        guard let i = backIndex, case .backSwipe(let k) = members[i].slot else { return nil }
        return backSwipes[k]
    }

    /// Reads the arena's back swipe (the first attached) where it is stored: a value passed to
    /// `body` would be a copy of it (the recognizer with its pan and velocity samples).
    /// - Parameter body: Reads the back swipe (and leaves it as it is).
    /// - Returns: What `body` returned, or `nil` without a back swipe.
    mutating func withBackSwipe<Result>(_ body: (inout BackSwipeRecognizer) -> Result) -> Result? {
        guard let i = backIndex, case .backSwipe(let k) = members[i].slot else { return nil }
        return body(&backSwipes[k])
    }

    /// Changes an attached back swipe in place (its settings, for instance).
    /// - Parameters:
    ///   - id: Its name.
    ///   - body: The change.
    package mutating func modifyBackSwipe(_ id: GestureID, _ body: (inout BackSwipeRecognizer) -> Void) {
        guard let i = index(of: id), case .backSwipe(let k) = members[i].slot else { return }
        body(&backSwipes[k])
    }

    /// Ends a recognizer from outside (its driver gave up): failed if possible, cancelled if
    /// active; its fingers stay where they are until they lift.
    /// - Parameter id: Its name.
    /// - Returns: The reported state change, if any.
    @discardableResult
    package mutating func forceEnd(_ id: GestureID) -> ArenaEvent? {
        guard let i = index(of: id), !members[i].reported.isFinal else { return nil }
        var events: [ArenaEvent] = []
        fail(i, &events)
        return events.first
    }

    /// Delivers one (already validated) touch with no container environment.
    /// - Parameter touch: The touch.
    /// - Returns: The state changes in attachment order, and content cancellations.
    public mutating func handle(_ touch: Touch) -> [ArenaEvent] {
        handle(touch, in: GestureEnvironment(bounds: .zero))
    }

    /// Delivers one (already validated) touch and resolves the recognizers.
    /// - Parameters:
    ///   - touch: The touch.
    ///   - environment: The container as it is now.
    /// - Returns: The state changes in attachment order, and content cancellations.
    package mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> [ArenaEvent] {
        var events: [ArenaEvent] = []
        handle(touch, in: environment, into: &events)
        return events
    }

    /// Delivers one touch and appends what changed to a caller-owned buffer (no allocation when
    /// the buffer has room, whatever the number of recognizers).
    /// - Parameters:
    ///   - touch: The touch.
    ///   - environment: The container as it is now.
    ///   - events: Where state changes and content cancellations are appended.
    package mutating func handle(_ touch: Touch, in environment: GestureEnvironment, into events: inout [ArenaEvent]) {
        if touch.phase == .began { land(touch) }
        for k in engaged.indices {
            let i = engaged[k]
            guard !members[i].reported.isFinal && members[i].touches.contains(touch.id) else { continue }
            let state = deliver(touch, to: members[i].slot, in: environment)
            if members[i].reported == .possible, state == .began || state == .recognized {
                setWaiting(i, true)
            } else if !members[i].waiting {
                report(i, state, &events)
            }
        }
        if waitingCount > 0 { resolveWaiting(&events) }
        if touch.phase.isTerminal {
            content.remove(touch.id)
            for i in engaged where !members[i].touches.isEmpty { members[i].touches.remove(touch.id) }
            engaged.removeAll { members[$0].touches.isEmpty && !members[$0].waiting }
        }
    }

    /// A new finger: the content takes it, and so does every member under it (in priority order)
    /// that has room for it and wants it; a member whose gesture is over and that holds no finger
    /// starts afresh.
    private mutating func land(_ touch: Touch) {
        content.insert(touch.id)
        let lookup = currentLookup()
        scratch.removeAll(keepingCapacity: true)
        scratch += lookup.everywhere
        lookup.regions.forEachMember(containing: touch.location) { scratch.append($0) }
        if scratch.count > lookup.everywhere.count { scratch.sort() }
        var engagedMore = false
        for k in scratch.indices {
            let i = scratch[k]
            if members[i].reported.isFinal && members[i].touches.isEmpty { resetMember(i) }
            guard members[i].touches.count < members[i].relations.maximumTouches else { continue }
            guard members[i].relations.shouldReceive?(touch) ?? true else { continue }
            let wasEngaged = !members[i].touches.isEmpty || members[i].waiting
            members[i].touches.insert(touch.id)
            if !wasEngaged && !engaged.contains(i) {
                engaged.append(i)
                engagedMore = true
            }
        }
        if engagedMore { engaged.sort() }
    }

    /// Feeds a touch to a slot's recognizer in place.
    private mutating func deliver(_ touch: Touch, to slot: Slot, in environment: GestureEnvironment)
        -> GestureRecognizerState
    {
        switch slot {
        case .backSwipe(let k): backSwipes[k].handle(touch, in: environment)
        case .scrollRegion(let k): scrollRegions[k].handle(touch, in: environment)
        case .pan(let k): pans[k].handle(touch)
        case .custom(let k): customs[k].handle(touch, in: environment)
        }
    }

    private func state(of slot: Slot) -> GestureRecognizerState {
        switch slot {
        case .backSwipe(let k): backSwipes[k].state
        case .scrollRegion(let k): scrollRegions[k].state
        case .pan(let k): pans[k].state
        case .custom(let k): customs[k].state
        }
    }

    // MARK: Resolution

    private func index(of id: GestureID) -> Int? {
        if let lookup { return lookup.indexByID[id] }
        return members.firstIndex { $0.id == id }
    }

    /// Whether member `j` must fail before member `i` may begin.
    private func isPrerequisite(_ j: Int, of i: Int) -> Bool {
        j != i
            && (members[i].relations.requireToFail.contains(members[j].id)
                || members[j].relations.requiredToFailBy.contains(members[i].id))
    }

    /// Promotes, holds or fails the recognizers that want to begin.
    private mutating func resolveWaiting(_ events: inout [ArenaEvent]) {
        var changed = true
        while changed {
            changed = false
            for k in engaged.indices where members[engaged[k]].waiting {
                let i = engaged[k]
                // What the recognizers it requires to fail did: one began (it fails), or all are
                // over without beginning (it may begin); otherwise it keeps waiting.
                var anyBegan = false
                var allFailed = true
                let hasPrerequisites =
                    !members[i].relations.requireToFail.isEmpty || membersRequiredToFailByOthers > 0
                if hasPrerequisites {
                    // A prerequisite that holds no finger of this gesture takes no part in it.
                    for j in engaged where isPrerequisite(j, of: i) && !members[j].touches.isEmpty {
                        let state = members[j].reported
                        if state.isActive || state == .recognized || state == .ended { anyBegan = true }
                        if !(state == .failed || state == .cancelled) { allFailed = false }
                    }
                }
                if anyBegan {
                    fail(i, &events)
                    changed = true
                } else if allFailed {
                    setWaiting(i, false)
                    if members[i].relations.shouldBegin?() == false { fail(i, &events) } else { win(i, &events) }
                    changed = true
                }
            }
        }
    }

    private mutating func win(_ i: Int, _ events: inout [ArenaEvent]) {
        // A recognizer that moved on while it waited still begins: its first reported active
        // state is `began` (the back swipe proposes its begin on exactly that).
        let state = state(of: members[i].slot)
        report(i, state == .changed ? .began : state, &events)
        let winner = members[i]
        let winnerHasSimultaneous = !winner.relations.simultaneousWith.isEmpty
        // Only a member holding a finger or waiting for the winner to fail can lose to it.
        scratch.removeAll(keepingCapacity: true)
        scratch += engaged
        if let dependents = currentLookup().dependents[winner.id] {
            scratch += dependents
            scratch.sort()
        }
        for k in scratch.indices where k == 0 || scratch[k] != scratch[k - 1] {
            let j = scratch[k]
            guard j != i && !members[j].reported.isFinal else { continue }
            let together =
                (winnerHasSimultaneous && winner.relations.simultaneousWith.contains(members[j].id))
                || (!members[j].relations.simultaneousWith.isEmpty
                    && members[j].relations.simultaneousWith.contains(winner.id))
            if together { continue }
            let dependsOnWinner =
                members[j].relations.requireToFail.contains(winner.id)
                || winner.relations.requiredToFailBy.contains(members[j].id)
            if members[j].touches.intersects(winner.touches) || dependsOnWinner { fail(j, &events) }
        }
        if winner.relations.cancelsTouchesInContent {
            let cancelled = takeContentTouches(heldBy: i)
            if !cancelled.isEmpty { events.append(.contentTouchesCancelled(cancelled)) }
        }
    }

    /// Takes from the content the fingers a recognizer holds (UIKit's `cancelsTouchesInView`):
    /// the arena's one implementation of content-touch cancelling.
    /// - Parameter id: The recognizer.
    /// - Returns: The fingers the content must now treat as cancelled, in id order.
    package mutating func cancelContentTouches(heldBy id: GestureID) -> [TouchID] {
        guard let i = index(of: id) else { return [] }
        return takeContentTouches(heldBy: i)
    }

    private mutating func takeContentTouches(heldBy i: Int) -> [TouchID] {
        guard content.intersects(members[i].touches) else { return [] }
        var cancelled: [TouchID] = []
        members[i].touches.visit { id in if content.contains(id) { cancelled.append(id) } }
        cancelled.sort { $0.rawValue < $1.rawValue }
        for id in cancelled { content.remove(id) }
        return cancelled
    }

    private mutating func fail(_ i: Int, _ events: inout [ArenaEvent]) {
        setWaiting(i, false)
        switch members[i].slot {
        case .backSwipe(let k): backSwipes[k].forceEnd()
        case .scrollRegion(let k): scrollRegions[k].forceEnd()
        case .pan(let k): pans[k].forceEnd()
        case .custom(let k): customs[k].forceEnd()
        }
        let state: GestureRecognizerState = members[i].reported.isActive ? .cancelled : .failed
        report(i, state, &events)
    }

    private mutating func report(_ i: Int, _ state: GestureRecognizerState, _ events: inout [ArenaEvent]) {
        guard state != members[i].reported else { return }
        members[i].reported = state
        events.append(.state(members[i].id, state))
    }

    private mutating func resetMember(_ i: Int) {
        switch members[i].slot {
        case .backSwipe(let k): backSwipes[k].reset()
        case .scrollRegion(let k): scrollRegions[k].reset()
        case .pan(let k): pans[k].reset()
        case .custom(let k): customs[k].reset()
        }
        members[i].reported = .possible
        setWaiting(i, false)
    }

    private mutating func setWaiting(_ i: Int, _ waiting: Bool) {
        guard members[i].waiting != waiting else { return }
        members[i].waiting = waiting
        waitingCount += waiting ? 1 : -1
    }
}
