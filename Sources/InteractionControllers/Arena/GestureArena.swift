public import NavKitCore

/// The name of a recognizer attached to a ``GestureArena``.
public struct GestureID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public var rawValue: String
    /// Creates a name.
    /// - Parameter value: The name.
    public init(stringLiteral value: String) { rawValue = value }
    /// The name.
    public var description: String { rawValue }
}

/// How a recognizer relates to the others in its arena (UIKit's delegate answers, as values).
public struct GestureRelations: Sendable {
    /// Recognizers that must fail before this one may begin.
    public var requireToFail: [GestureID]
    /// Recognizers this one may run alongside.
    public var simultaneousWith: Set<GestureID>
    /// Whether the content's touches are cancelled when this one begins.
    public var cancelsTouchesInContent: Bool
    /// Asked when the recognizer would begin; `false` fails it.
    public var shouldBegin: (@Sendable () -> Bool)?
    /// Asked for each new finger in its region; `false` keeps the finger from it.
    public var shouldReceive: (@Sendable (Touch) -> Bool)?

    /// Creates relations.
    /// - Parameters:
    ///   - requireToFail: Recognizers that must fail first.
    ///   - simultaneousWith: Recognizers allowed alongside.
    ///   - cancelsTouchesInContent: Whether content touches are cancelled on begin.
    ///   - shouldBegin: The begin veto.
    ///   - shouldReceive: The per-finger filter.
    public init(
        requireToFail: [GestureID] = [], simultaneousWith: Set<GestureID> = [], cancelsTouchesInContent: Bool = false,
        shouldBegin: (@Sendable () -> Bool)? = nil, shouldReceive: (@Sendable (Touch) -> Bool)? = nil
    ) {
        self.requireToFail = requireToFail
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

/// Delivers touches to recognizers attached to nested regions and resolves them
/// deterministically: require-to-fail, simultaneous recognition, should-begin,
/// should-receive-touch and cancels-touches-in-content.
///
/// Each finger goes to the recognizers whose region contains the point where it went down (and
/// whose `shouldReceive` agrees), in attachment order — attach inner regions first to give them
/// priority. The first recognizer to begin wins: every other one not declared simultaneous with
/// it is failed or cancelled. A recognizer that requires others to fail waits (reported as
/// `.possible`) until they fail, and fails if one of them begins.
///
/// ```swift
/// var arena = GestureArena()
/// arena.attach(PanRecognizer(requiresHorizontal: true), as: "back", in: screenRect,
///              relations: GestureRelations(cancelsTouchesInContent: true))
/// let events = arena.handle(touch)
/// ```
public struct GestureArena: Sendable {
    private struct Member: Sendable {
        var id: GestureID
        var region: Rect
        var recognizer: any GestureRecognizer
        var relations: GestureRelations
        var touches: Set<TouchID> = []
        var waiting = false
        var reported: GestureRecognizerState = .possible
    }

    private var members: [Member] = []
    private var contentTouches: Set<TouchID> = []

    /// Creates an empty arena.
    public init() {}

    /// Attaches a recognizer to a region.
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - id: Its name, unique in the arena (a second attach replaces the first).
    ///   - region: The region, in the container's coordinates.
    ///   - relations: How it relates to the others.
    public mutating func attach(
        _ recognizer: any GestureRecognizer, as id: GestureID, in region: Rect, relations: GestureRelations = .init()
    ) {
        let member = Member(id: id, region: region, recognizer: recognizer, relations: relations)
        if let index = members.firstIndex(where: { $0.id == id }) {
            members[index] = member
        } else {
            members.append(member)
        }
    }

    /// The state the arena reports for a recognizer.
    /// - Parameter id: Its name.
    /// - Returns: The state, or `nil` if not attached.
    public func state(of id: GestureID) -> GestureRecognizerState? {
        members.first { $0.id == id }?.reported
    }

    /// Delivers one (already validated) touch and resolves the recognizers.
    /// - Parameter touch: The touch.
    /// - Returns: The state changes in attachment order, and content cancellations.
    public mutating func handle(_ touch: Touch) -> [ArenaEvent] {
        var events: [ArenaEvent] = []
        if touch.phase == .began {
            contentTouches.insert(touch.id)
            for i in members.indices where members[i].region.contains(touch.location) {
                if members[i].reported.isFinal && members[i].touches.isEmpty { resetMember(i) }
                if members[i].relations.shouldReceive?(touch) ?? true { members[i].touches.insert(touch.id) }
            }
        }
        for i in members.indices where members[i].touches.contains(touch.id) && !members[i].reported.isFinal {
            let state = members[i].recognizer.handle(touch)
            if members[i].reported == .possible, state == .began || state == .recognized {
                members[i].waiting = true
            } else if !members[i].waiting {
                report(i, state, &events)
            }
        }
        resolveWaiting(&events)
        if touch.phase.isTerminal {
            contentTouches.remove(touch.id)
            for i in members.indices { members[i].touches.remove(touch.id) }
        }
        return events
    }

    /// Promotes, holds or fails the recognizers that want to begin.
    private mutating func resolveWaiting(_ events: inout [ArenaEvent]) {
        var changed = true
        while changed {
            changed = false
            for i in members.indices where members[i].waiting {
                let required = members[i].relations.requireToFail.compactMap { id in members.first { $0.id == id } }
                if required.contains(where: {
                    $0.reported.isActive || $0.reported == .recognized || $0.reported == .ended
                }) {
                    fail(i, &events)
                    changed = true
                } else if required.allSatisfy({ $0.reported == .failed || $0.reported == .cancelled }) {
                    members[i].waiting = false
                    if members[i].relations.shouldBegin?() == false { fail(i, &events) } else { win(i, &events) }
                    changed = true
                }
            }
        }
    }

    private mutating func win(_ i: Int, _ events: inout [ArenaEvent]) {
        let winner = members[i]
        report(i, winner.recognizer.state, &events)
        for j in members.indices where j != i && !members[j].reported.isFinal {
            let together =
                winner.relations.simultaneousWith.contains(members[j].id)
                || members[j].relations.simultaneousWith.contains(winner.id)
            let dependsOnWinner = members[j].relations.requireToFail.contains(winner.id)
            if !together, !members[j].touches.isDisjoint(with: winner.touches) || dependsOnWinner { fail(j, &events) }
        }
        if winner.relations.cancelsTouchesInContent {
            let cancelled = contentTouches.intersection(winner.touches).sorted { $0.rawValue < $1.rawValue }
            if !cancelled.isEmpty {
                contentTouches.subtract(cancelled)
                events.append(.contentTouchesCancelled(cancelled))
            }
        }
    }

    private mutating func fail(_ i: Int, _ events: inout [ArenaEvent]) {
        members[i].waiting = false
        members[i].recognizer.forceEnd()
        let state: GestureRecognizerState = members[i].reported.isActive ? .cancelled : .failed
        report(i, state, &events)
    }

    private mutating func report(_ i: Int, _ state: GestureRecognizerState, _ events: inout [ArenaEvent]) {
        guard state != members[i].reported else { return }
        members[i].reported = state
        events.append(.state(members[i].id, state))
    }

    private mutating func resetMember(_ i: Int) {
        members[i].recognizer.reset()
        members[i].reported = .possible
        members[i].waiting = false
    }
}
