public import NavKitCore

/// The name of a recognizer attached to a ``GestureArena``.
public struct GestureID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public var rawValue: String
    /// Creates a name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates a name from a literal.
    /// - Parameter value: The name.
    public init(stringLiteral value: String) { rawValue = value }
    /// The name.
    public var description: String { rawValue }

    /// The container's back swipe, for relations a host declares against it.
    public static let backSwipe: GestureID = "navkit.back"
}

/// How a recognizer relates to the others in its arena (UIKit's delegate answers, as values).
public struct GestureRelations: Sendable {
    /// Recognizers that must fail before this one may begin.
    public var requireToFail: [GestureID]
    /// Recognizers that may begin only once this one fails (UIKit's
    /// `shouldBeRequiredToFailBy`), so a host can make the back swipe wait for its own gesture.
    public var requiredToFailBy: [GestureID]
    /// Recognizers this one may run alongside.
    public var simultaneousWith: Set<GestureID>
    /// Whether the content's touches are cancelled when this one begins.
    public var cancelsTouchesInContent: Bool
    /// Asked when the recognizer would begin; `false` fails it.
    public var shouldBegin: (@Sendable () -> Bool)?
    /// Asked for each new finger in its region; `false` keeps the finger from it.
    public var shouldReceive: (@Sendable (Touch) -> Bool)?
    /// The most fingers it follows at once; later fingers are not delivered to it (UIKit's
    /// `maximumNumberOfTouches`).
    public var maximumTouches: Int

    /// Creates relations.
    /// - Parameters:
    ///   - requireToFail: Recognizers that must fail first.
    ///   - requiredToFailBy: Recognizers that must wait for this one to fail.
    ///   - simultaneousWith: Recognizers allowed alongside.
    ///   - cancelsTouchesInContent: Whether content touches are cancelled on begin.
    ///   - shouldBegin: The begin veto.
    ///   - shouldReceive: The per-finger filter.
    ///   - maximumTouches: The most fingers it follows at once.
    public init(
        requireToFail: [GestureID] = [], requiredToFailBy: [GestureID] = [], simultaneousWith: Set<GestureID> = [],
        cancelsTouchesInContent: Bool = false, shouldBegin: (@Sendable () -> Bool)? = nil,
        shouldReceive: (@Sendable (Touch) -> Bool)? = nil, maximumTouches: Int = .max
    ) {
        self.maximumTouches = max(1, maximumTouches)
        self.requireToFail = requireToFail
        self.requiredToFailBy = requiredToFailBy
        self.simultaneousWith = simultaneousWith
        self.cancelsTouchesInContent = cancelsTouchesInContent
        self.shouldBegin = shouldBegin
        self.shouldReceive = shouldReceive
    }
}

/// What the arena reports after a touch.
public enum ArenaEvent: Hashable, Sendable {
    /// A recognizer's state as the arena resolved it.
    case state(GestureID, GestureRecognizerState)
    /// The content must treat these touches as cancelled.
    case contentTouchesCancelled([TouchID])
}

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
/// ```swift
/// var arena = GestureArena()
/// arena.attach(PanRecognizer(requiresHorizontal: true), as: "back", in: screenRect,
///              relations: GestureRelations(cancelsTouchesInContent: true))
/// let events = arena.handle(touch)
/// ```
public struct GestureArena: Sendable {
    /// A member's recognizer; NavKit's own kinds are stored without an existential box, so the
    /// per-touch path neither allocates nor casts.
    private enum Slot: Sendable {
        case backSwipe(BackSwipeRecognizer)
        case scrollRegion(ScrollRegionRecognizer)
        case custom(any GestureRecognizer)
        case vacant

        init(_ recognizer: any GestureRecognizer) {
            if let back = recognizer as? BackSwipeRecognizer {
                self = .backSwipe(back)
            } else if let region = recognizer as? ScrollRegionRecognizer {
                self = .scrollRegion(region)
            } else {
                self = .custom(recognizer)
            }
        }

        var recognizer: any GestureRecognizer {
            switch self {
            case .backSwipe(let r): r
            case .scrollRegion(let r): r
            case .custom(let r): r
            case .vacant: PanRecognizer()
            }
        }

        var state: GestureRecognizerState {
            switch self {
            case .backSwipe(let r): r.state
            case .scrollRegion(let r): r.state
            case .custom(let r): r.state
            case .vacant: .failed
            }
        }

        /// Moves the recognizer out, feeds it, moves it back (no copy of its storage).
        mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
            switch self {
            case .backSwipe(var r):
                self = .vacant
                let state = r.handle(touch, in: environment)
                self = .backSwipe(r)
                return state
            case .scrollRegion(var r):
                self = .vacant
                let state = r.handle(touch, in: environment)
                self = .scrollRegion(r)
                return state
            case .custom(var r):
                self = .vacant
                let state = r.handle(touch, in: environment)
                self = .custom(r)
                return state
            case .vacant:
                return .failed
            }
        }

        mutating func forceEnd() {
            modifyInPlace {
                $0.forceEnd()
            } forBack: {
                $0.forceEnd()
            } forRegion: {
                $0.forceEnd()
            }
        }

        mutating func reset() {
            modifyInPlace {
                $0.reset()
            } forBack: {
                $0.reset()
            } forRegion: {
                $0.reset()
            }
        }

        private mutating func modifyInPlace(
            _ custom: (inout any GestureRecognizer) -> Void, forBack: (inout BackSwipeRecognizer) -> Void,
            forRegion: (inout ScrollRegionRecognizer) -> Void
        ) {
            switch self {
            case .backSwipe(var r):
                self = .vacant
                forBack(&r)
                self = .backSwipe(r)
            case .scrollRegion(var r):
                self = .vacant
                forRegion(&r)
                self = .scrollRegion(r)
            case .custom(var r):
                self = .vacant
                custom(&r)
                self = .custom(r)
            case .vacant:
                break
            }
        }
    }

    private struct Member: Sendable {
        var id: GestureID
        /// Where fingers must land to reach it; `nil` is everywhere (the back swipe).
        var region: Rect?
        var slot: Slot
        var relations: GestureRelations
        var touches: Set<TouchID> = []
        var waiting = false
        var reported: GestureRecognizerState = .possible
    }

    private var members: [Member] = []
    /// Where the (first) back swipe member is, so the per-touch path never searches by name.
    private var backIndex: Int?
    /// The fingers the content (the host's views) still has.
    public private(set) var contentTouches: Set<TouchID> = []

    /// Creates an empty arena.
    public init() {}

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
    public mutating func insert(
        _ recognizer: any GestureRecognizer, as id: GestureID, in region: Rect?, relations: GestureRelations = .init(),
        at index: Int?
    ) {
        let member = Member(id: id, region: region, slot: Slot(recognizer), relations: relations)
        if let existing = members.firstIndex(where: { $0.id == id }) {
            members[existing] = member
        } else if let index {
            members.insert(member, at: min(max(0, index), members.count))
        } else {
            members.append(member)
        }
        indexBackSwipe()
    }

    /// Detaches a recognizer; touches it held stay with the content.
    /// - Parameter id: Its name.
    public mutating func detach(_ id: GestureID) {
        members.removeAll { $0.id == id }
        indexBackSwipe()
    }

    private mutating func indexBackSwipe() {
        backIndex = members.firstIndex { if case .backSwipe = $0.slot { true } else { false } }
    }

    /// Moves a member's region (for instance when the container's bounds change).
    /// - Parameters:
    ///   - id: Its name.
    ///   - region: The new region.
    public mutating func setRegion(of id: GestureID, to region: Rect) {
        if let i = index(of: id) { members[i].region = region }
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
        index(of: id).map { members[$0].slot.recognizer }
    }

    /// The back swipe attached under a name, read without copying it into a box.
    /// - Parameter id: Its name.
    /// - Returns: The back swipe, or `nil` if none is attached under that name.
    public func backSwipe(_ id: GestureID) -> BackSwipeRecognizer? {
        guard let i = index(of: id), case .backSwipe(let swipe) = members[i].slot else { return nil }
        return swipe
    }

    /// The state the arena reports for its back swipe, if it has one.
    public var backSwipeState: GestureRecognizerState? { backIndex.map { members[$0].reported } }

    /// The arena's back swipe, if it has one (the first attached).
    public var backSwipe: BackSwipeRecognizer? {
        guard let i = backIndex, case .backSwipe(let swipe) = members[i].slot else { return nil }
        return swipe
    }

    /// Changes an attached back swipe in place (its settings, for instance).
    /// - Parameters:
    ///   - id: Its name.
    ///   - body: The change.
    public mutating func modifyBackSwipe(_ id: GestureID, _ body: (inout BackSwipeRecognizer) -> Void) {
        guard let i = index(of: id), case .backSwipe(var swipe) = members[i].slot else { return }
        members[i].slot = .vacant
        body(&swipe)
        members[i].slot = .backSwipe(swipe)
    }

    /// Ends a recognizer from outside (its driver gave up): failed if possible, cancelled if
    /// active; its fingers stay where they are until they lift.
    /// - Parameter id: Its name.
    /// - Returns: The reported state change, if any.
    @discardableResult
    public mutating func forceEnd(_ id: GestureID) -> ArenaEvent? {
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
    public mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> [ArenaEvent] {
        var events: [ArenaEvent] = []
        handle(touch, in: environment, into: &events)
        return events
    }

    /// Delivers one touch and appends what changed to a caller-owned buffer (no allocation when
    /// nothing changes, as on a steady drag).
    /// - Parameters:
    ///   - touch: The touch.
    ///   - environment: The container as it is now.
    ///   - events: Where state changes and content cancellations are appended.
    public mutating func handle(_ touch: Touch, in environment: GestureEnvironment, into events: inout [ArenaEvent]) {
        if touch.phase == .began {
            contentTouches.insert(touch.id)
            for i in members.indices where members[i].region?.contains(touch.location) ?? true {
                if members[i].reported.isFinal && members[i].touches.isEmpty { resetMember(i) }
                guard members[i].touches.count < members[i].relations.maximumTouches else { continue }
                if members[i].relations.shouldReceive?(touch) ?? true { members[i].touches.insert(touch.id) }
            }
        }
        for i in members.indices where !members[i].reported.isFinal && members[i].touches.contains(touch.id) {
            let state = members[i].slot.handle(touch, in: environment)
            if members[i].reported == .possible, state == .began || state == .recognized {
                members[i].waiting = true
            } else if !members[i].waiting {
                report(i, state, &events)
            }
        }
        resolveWaiting(&events)
        if touch.phase.isTerminal {
            contentTouches.remove(touch.id)
            for i in members.indices where !members[i].touches.isEmpty { members[i].touches.remove(touch.id) }
        }
    }

    // MARK: Resolution

    private func index(of id: GestureID) -> Int? { members.firstIndex { $0.id == id } }

    /// The recognizers that must fail before member `i` may begin, by index.
    private func prerequisites(of i: Int) -> [Int] {
        let id = members[i].id
        return members.indices.filter { j in
            j != i
                && (members[i].relations.requireToFail.contains(members[j].id)
                    || members[j].relations.requiredToFailBy.contains(id))
        }
    }

    /// Promotes, holds or fails the recognizers that want to begin.
    private mutating func resolveWaiting(_ events: inout [ArenaEvent]) {
        var changed = true
        while changed {
            changed = false
            for i in members.indices where members[i].waiting {
                // A prerequisite that holds no finger of this gesture takes no part in it.
                let required = prerequisites(of: i).filter { !members[$0].touches.isEmpty }.map { members[$0].reported }
                if required.contains(where: { $0.isActive || $0 == .recognized || $0 == .ended }) {
                    fail(i, &events)
                    changed = true
                } else if required.allSatisfy({ $0 == .failed || $0 == .cancelled }) {
                    members[i].waiting = false
                    if members[i].relations.shouldBegin?() == false { fail(i, &events) } else { win(i, &events) }
                    changed = true
                }
            }
        }
    }

    private mutating func win(_ i: Int, _ events: inout [ArenaEvent]) {
        report(i, members[i].slot.state, &events)
        let winner = members[i]
        for j in members.indices where j != i && !members[j].reported.isFinal {
            let together =
                winner.relations.simultaneousWith.contains(members[j].id)
                || members[j].relations.simultaneousWith.contains(winner.id)
            let dependsOnWinner =
                members[j].relations.requireToFail.contains(winner.id)
                || winner.relations.requiredToFailBy.contains(members[j].id)
            if !together, !members[j].touches.isDisjoint(with: winner.touches) || dependsOnWinner { fail(j, &events) }
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
    public mutating func cancelContentTouches(heldBy id: GestureID) -> [TouchID] {
        guard let i = index(of: id) else { return [] }
        return takeContentTouches(heldBy: i)
    }

    private mutating func takeContentTouches(heldBy i: Int) -> [TouchID] {
        guard !contentTouches.isDisjoint(with: members[i].touches) else { return [] }
        let cancelled = contentTouches.intersection(members[i].touches).sorted { $0.rawValue < $1.rawValue }
        contentTouches.subtract(cancelled)
        return cancelled
    }

    private mutating func fail(_ i: Int, _ events: inout [ArenaEvent]) {
        members[i].waiting = false
        members[i].slot.forceEnd()
        let state: GestureRecognizerState = members[i].reported.isActive ? .cancelled : .failed
        report(i, state, &events)
    }

    private mutating func report(_ i: Int, _ state: GestureRecognizerState, _ events: inout [ArenaEvent]) {
        guard state != members[i].reported else { return }
        members[i].reported = state
        events.append(.state(members[i].id, state))
    }

    private mutating func resetMember(_ i: Int) {
        members[i].slot.reset()
        members[i].reported = .possible
        members[i].waiting = false
    }
}
