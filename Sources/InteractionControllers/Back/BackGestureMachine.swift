import NavKitCore

/// Every back front-end of one container as a single value: the touch ledger, the gesture arena
/// (the back swipe, the top screen's scroll regions and the host's own recognizers), the
/// programmatic back source and content-touch routing.
///
/// A state machine with no side effects. The container passes each touch or programmatic event
/// together with a fresh ``GestureEnvironment`` and performs the returned ``BackGestureAction``
/// on the transition. Who drives the transition is not stored here: the environment says it
/// (``GestureEnvironment/drivingSource``, from the transition machine), and a finger's moves and
/// lift act only while it drives. After a ``BackGestureAction/begin(_:progress:)`` the container
/// tells the machine how the begin went: ``confirmBegin(_:)`` (the content's touches of that
/// finger are cancelled) or ``abandon(_:because:)`` (an interceptor or guard consumed the back, the
/// transition machine refused: the finger is ignored until it lifts). When a run ends while its
/// source still drives, ``interactionEnded(_:)`` releases that source's recognizer, so it drives
/// nothing more until its finger lifts (or its programmatic gesture ends) — DESIGN invariant 8.
///
/// ```swift
/// var gestures = BackGestureMachine()
/// let environment = GestureEnvironment(bounds: bounds, stackDepth: 2)
/// try gestures.handle(down, in: environment, topScreen: "detail").action   // .none
/// try gestures.handle(move, in: environment, topScreen: "detail").action   // .begin(.fullscreen, …)
/// ```
package struct BackGestureMachine: Sendable {
    /// The container-wide back-swipe settings.
    package private(set) var configuration: BackGestureConfiguration
    /// The decision of the latest back gesture or programmatic back; `nil` from the moment a new
    /// gesture's first finger lands until it is decided.
    package private(set) var lastDecision: BackGestureDecision?
    private var ledger = TouchLedger()
    private var arena = GestureArena()
    private var programmatic = ProgrammaticBackSource()
    private var regions: [ScreenID: [ScrollRegion]] = [:]
    /// The region members in the arena now, and the screen they belong to.
    private var attachedRegions: (screen: ScreenID, members: [GestureID: ScrollRegionID])?
    private var regionsChanged = false
    /// Reused between touches so a steady drag allocates nothing.
    private var events: [ArenaEvent] = []

    private static let back = GestureID.backSwipe
    private static let zoom = GestureID.zoomDismiss
    /// Whether the zoom dismiss is in the arena (a zoomed screen was on top when the gesture's
    /// first finger landed); the plain back swipe's path never looks for it otherwise.
    private var zoomAttached = false
    private static let nested = GestureID("navkit.nested")
    private static let regionPrefix = "navkit.region."
    /// The frame of the nested container's member in the arena, while there is one.
    private var nestedFrame: Rect?

    /// Creates the machine.
    /// - Parameter configuration: The back-swipe settings.
    /// - Throws: ``BackGestureConfigurationError`` for a bad setting.
    package init(configuration: BackGestureConfiguration = .init()) throws(BackGestureConfigurationError) {
        try configuration.validate()
        self.configuration = configuration
        // Every first finger reaches the back swipe wherever it lands; its start zone decides.
        arena.insert(
            BackSwipeRecognizer(configuration: configuration), as: Self.back, in: nil,
            relations: GestureRelations(requireToFail: [Self.nested], maximumTouches: 1), at: nil)
    }

    /// The back swipe as it stands.
    package var backSwipe: BackSwipeRecognizer? { arena.backSwipe }

    /// The zoom dismiss as it stands, while a zoomed screen's gesture has it in the arena.
    package var zoomDismiss: ZoomDismissRecognizer? {
        zoomAttached ? arena.recognizer(Self.zoom) as? ZoomDismissRecognizer : nil
    }

    /// The finger's displacement of the zoom dismiss driven by `source`, while it drives.
    /// - Parameter source: The source.
    /// - Returns: The translation, or `nil` when `source` is not a finger the zoom dismiss follows.
    package func zoomTranslation(for source: InteractionSource) -> Vector? {
        guard zoomAttached, case .touch(let id) = source, let zoom = zoomDismiss, zoom.trackedTouch == id,
            zoom.state.isActive || zoom.state == .ended
        else { return nil }
        return zoom.translation
    }

    /// The finger's 2-D velocity when it released the zoom dismiss driven by `source`
    /// (`ZoomDismissRecognizer/releaseVelocity`), in points per second.
    /// - Parameter source: The source.
    /// - Returns: The velocity, or `nil` when `source` is not a finger whose zoom dismiss ended.
    package func zoomReleaseVelocity(for source: InteractionSource) -> Vector? {
        guard zoomAttached, case .touch(let id) = source, let zoom = zoomDismiss, zoom.trackedTouch == id,
            zoom.state == .ended
        else { return nil }
        return zoom.releaseVelocity
    }

    /// The fingers the content still has.
    package var contentTouches: Set<TouchID> { arena.contentTouches }

    // MARK: Settings

    /// Changes the container-wide settings; a swipe in progress keeps its start decision.
    /// - Parameter configuration: The new settings.
    /// - Throws: ``BackGestureConfigurationError``; nothing changes then.
    package mutating func setConfiguration(_ configuration: BackGestureConfiguration)
        throws(BackGestureConfigurationError)
    {
        try configuration.validate()
        self.configuration = configuration
        arena.modifyBackSwipe(Self.back) { $0.setConfiguration(configuration) }
    }

    /// Replaces a screen's scroll regions; they take part from the next gesture on that screen.
    /// - Parameters:
    ///   - regions: The regions, in the container's coordinates, with their current positions.
    ///   - screen: The screen they belong to; they matter only while it is on top.
    package mutating func setScrollRegions(_ regions: [ScrollRegion], for screen: ScreenID) {
        self.regions[screen] = regions.isEmpty ? nil : regions
        regionsChanged = true
    }

    /// Adds a scroll region to a screen, or replaces the one with the same identifier.
    /// - Parameters:
    ///   - region: The region.
    ///   - screen: The screen it belongs to.
    package mutating func updateScrollRegion(_ region: ScrollRegion, for screen: ScreenID) {
        var list = regions[screen] ?? []
        if let index = list.firstIndex(where: { $0.id == region.id }) {
            list[index] = region
        } else {
            list.append(region)
        }
        setScrollRegions(list, for: screen)
    }

    /// A screen's scroll regions.
    /// - Parameter screen: The screen.
    /// - Returns: Its regions, possibly none.
    package func scrollRegions(for screen: ScreenID) -> [ScrollRegion] { regions[screen] ?? [] }

    /// Whether any screen has scroll regions (so removed screens must be forgotten).
    package var hasScrollRegions: Bool { !regions.isEmpty }

    /// Forgets the scroll regions of screens that left the stack.
    /// - Parameter screens: The removed screens.
    package mutating func forgetScreens(_ screens: some Sequence<ScreenID>) {
        guard !regions.isEmpty else { return }
        for id in screens where regions.removeValue(forKey: id) != nil { regionsChanged = true }
    }

    /// Attaches a host's own recognizer to the arena, ahead of the back swipe (so it wins a
    /// finger both want unless its relations say otherwise; relate it to
    /// ``GestureID/backSwipe`` to change that).
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - id: Its name; not one of NavKit's own (`navkit.` prefix).
    ///   - region: Its region, in the container's coordinates.
    ///   - relations: How it relates to the others.
    /// - Returns: `false` (and no change) for a reserved name.
    @discardableResult
    package mutating func attach(
        _ recognizer: any GestureRecognizer, as id: GestureID, in region: Rect, relations: GestureRelations = .init()
    ) -> Bool {
        guard !id.rawValue.hasPrefix("navkit.") else { return false }
        let ids = arena.memberIDs
        let backIndex = ids.firstIndex { $0 == Self.zoom || $0 == Self.back } ?? ids.count
        arena.insert(recognizer, as: id, in: region, relations: relations, at: backIndex)
        return true
    }

    /// Detaches a host's recognizer.
    /// - Parameter id: Its name.
    package mutating func detach(_ id: GestureID) {
        guard !id.rawValue.hasPrefix("navkit.") else { return }
        arena.detach(id)
    }

    /// The state the arena reports for a host recognizer or the back swipe.
    /// - Parameter id: The recognizer's name.
    /// - Returns: Its state, or `nil` if not attached.
    package func state(of id: GestureID) -> GestureRecognizerState? { arena.state(of: id) }

    /// Everything that decides how this machine reacts to the next input, as one comparable
    /// value: what an exhaustive explorer prunes visited states by (NavKit-internal).
    package var explorationKey: ExplorationKey {
        ExplorationKey(
            ledger: ledger, backSwipe: arena.backSwipe, backState: arena.backSwipeState, lastDecision: lastDecision,
            programmatic: programmatic, contentTouches: arena.contentTouches, zoom: zoomDismiss)
    }

    /// The parts of ``explorationKey``.
    package struct ExplorationKey: Hashable, Sendable {
        let ledger: TouchLedger
        let backSwipe: BackSwipeRecognizer?
        let backState: GestureRecognizerState?
        let lastDecision: BackGestureDecision?
        let programmatic: ProgrammaticBackSource
        let contentTouches: Set<TouchID>
        let zoom: ZoomDismissRecognizer?
    }

    // MARK: Touches

    /// Checks a touch against the stream without recording it.
    /// - Parameter touch: The touch.
    /// - Throws: ``TouchError`` when it is malformed or does not fit the stream.
    package func validate(_ touch: Touch) throws(TouchError) { try ledger.validate(touch) }

    /// Feeds one touch: validates it, runs the arena, and proposes what the back swipe does.
    /// - Parameters:
    ///   - touch: The event, in the container's coordinates and time base.
    ///   - environment: The container as it is now.
    ///   - topScreen: The top screen, whose scroll regions take part.
    ///   - nestedFrame: Where the container nested in the top screen is, if there is one; it takes
    ///     part through ``GestureEnvironment/nested``.
    /// - Returns: How the host routes the touch, and the back swipe's action.
    /// - Throws: ``TouchError`` for a malformed event or one that does not fit the stream;
    ///   nothing changes then.
    package mutating func handle(
        _ touch: Touch, in environment: GestureEnvironment, topScreen: ScreenID, nestedFrame: Rect? = nil
    ) throws(TouchError) -> TouchRouting {
        try ledger.accept(touch)
        let firstFinger = touch.phase == .began && ledger.liveCount == 1
        if firstFinger {
            lastDecision = nil
            syncRegions(for: topScreen)
            syncNested(nestedFrame)
            syncZoom(environment)
        }
        let wasContent = arena.contentHolds(touch.id)
        let backBefore = arena.backSwipeState
        let zoomBefore = zoomAttached ? arena.state(of: Self.zoom) : nil
        // Only when there is something to clear.
        if !events.isEmpty { events.removeAll(keepingCapacity: true) }
        arena.handle(touch, in: environment, into: &events)
        let drives = environment.drivingSource == .touch(touch.id)
        var action = backAction(for: touch, before: backBefore, drives: drives)
        // The zoom dismiss and the back swipe share the finger: when the zoom acts, it does.
        if zoomAttached, let zoomAction = zoomAction(for: touch, before: zoomBefore, drives: drives) {
            action = zoomAction
        }
        switch action {
        case .refuse(let reason): lastDecision = .refused(reason)
        case .begin(let kind, _): lastDecision = .began(kind)
        case .none, .update, .drag, .finish, .cancel: break
        }
        // A steady drag changes no state: no list is built (not even an empty one to release).
        guard !events.isEmpty else {
            let delivers = touch.phase.isTerminal ? wasContent : arena.contentHolds(touch.id)
            return TouchRouting(deliversToContent: delivers, action: action)
        }
        var cancelled: [TouchID] = []
        var hostEvents: [ArenaEvent] = []
        for event in events {
            switch event {
            case .contentTouchesCancelled(let ids): cancelled += ids
            case .state(let id, _) where !id.rawValue.hasPrefix("navkit."): hostEvents.append(event)
            case .state: break
            }
        }
        let delivers: Bool
        switch touch.phase {
        case .began: delivers = arena.contentHolds(touch.id)
        case .moved: delivers = arena.contentHolds(touch.id)
        case .ended, .cancelled: delivers = wasContent && !cancelled.contains(touch.id)
        }
        return TouchRouting(
            deliversToContent: delivers, cancelledContentTouches: cancelled, action: action,
            recognizerEvents: hostEvents)
    }

    /// The container began the transition a touch's ``BackGestureAction/begin(_:progress:)``
    /// asked for: (when the settings say so) the content's touches of its finger are cancelled.
    /// - Parameter routing: The routing ``handle(_:in:topScreen:nestedFrame:)`` returned.
    /// - Returns: The routing with the cancelled content touches.
    package mutating func confirmBegin(_ routing: TouchRouting) -> TouchRouting {
        guard case .begin(let kind, _) = routing.action else { return routing }
        let zoomFinger = zoomAttached ? zoomDismiss.flatMap { $0.state.isActive ? $0.trackedTouch : nil } : nil
        let member = zoomFinger != nil && (kind == .zoom || kind == .caught) ? Self.zoom : Self.back
        guard let finger = member == Self.zoom ? zoomFinger : backSwipe?.trackedTouch else { return routing }
        var result = routing
        if configuration.cancelsTouchesInContent {
            result.cancelledContentTouches += arena.cancelContentTouches(heldBy: member)
        }
        result.deliversToContent = arena.contentHolds(finger) && routing.deliversToContent
        return result
    }

    /// Gives up a begin because the container could not begin (an interceptor consumed the
    /// back action, or the transition machine refused); the finger is ignored until it lifts and
    /// the content keeps it.
    /// - Parameters:
    ///   - routing: The routing ``handle(_:in:topScreen:nestedFrame:)`` returned.
    ///   - reason: Why.
    /// - Returns: The routing with ``BackGestureAction/refuse(_:)``.
    package mutating func abandon(_ routing: TouchRouting, because reason: BackGestureRefusal) -> TouchRouting {
        arena.forceEnd(Self.back)
        if zoomAttached { arena.forceEnd(Self.zoom) }
        lastDecision = .refused(reason)
        var result = routing
        result.action = .refuse(reason)
        return result
    }

    /// The run a source was driving ended under it (a watchdog, a failing plug-in, a completion
    /// before the release): that source's recognizer is released, so it drives nothing more until
    /// its touch ends.
    /// - Parameter source: The source that drove the run.
    package mutating func interactionEnded(_ source: InteractionSource) {
        switch source {
        case .touch(let id):
            if backSwipe?.trackedTouch == id { arena.forceEnd(Self.back) }
            if zoomAttached, zoomDismiss?.trackedTouch == id { arena.forceEnd(Self.zoom) }
        case .programmatic:
            programmatic.abandon()
        case .api:
            break
        }
    }

    // MARK: Programmatic back

    /// Feeds one event of a host's own back source (a system back gesture, predictive back).
    /// - Parameters:
    ///   - event: The event.
    ///   - environment: The container as it is now.
    /// - Returns: What the container should do; a begin is followed by
    ///   ``abandonProgrammatic(because:)`` when the container could not begin. Progress and the
    ///   release act only while the programmatic source drives (``GestureEnvironment/drivingSource``).
    /// - Throws: ``ProgrammaticBackError`` for a malformed or out-of-order event; nothing
    ///   changes then.
    package mutating func handle(_ event: ProgrammaticBackEvent, in environment: GestureEnvironment)
        throws(ProgrammaticBackError) -> BackGestureAction
    {
        let action = try programmatic.handle(event, in: environment)
        switch action {
        case .begin(let kind, _):
            lastDecision = .began(kind)
        case .refuse(let reason):
            lastDecision = .refused(reason)
        case .update, .drag, .finish, .cancel:
            if environment.drivingSource != .programmatic { return .none }
        case .none:
            break
        }
        return action
    }

    /// Gives up a proposed programmatic begin; its events are swallowed until it ends.
    /// - Parameter reason: Why.
    /// - Returns: ``BackGestureAction/refuse(_:)``.
    package mutating func abandonProgrammatic(because reason: BackGestureRefusal) -> BackGestureAction {
        programmatic.abandon()
        lastDecision = .refused(reason)
        return .refuse(reason)
    }

    // MARK: Internals

    /// The back swipe's action for this touch, from its state change.
    // Mutating, and no closure captures `self`: either way the whole machine (~400 bytes) was
    // copied for the call.
    @inline(__always)
    private mutating func backAction(for touch: Touch, before: GestureRecognizerState?, drives: Bool)
        -> BackGestureAction
    {
        // Read in place: the back swipe is not copied out of the arena per touch.
        let now = arena.backSwipeState
        let action = arena.withBackSwipe {
            Self.backAction(of: &$0, for: touch, before: before, now: now, drives: drives)
        }
        guard let action else { return .none }
        // `nil` inside: the swipe failed because another member won.
        if let action { return action }
        return .refuse(winnerRefusal())
    }

    /// The back swipe's action from its state before and after the touch; `nil` when it failed
    /// with no reason of its own (another member won: ``winnerRefusal()`` says which).
    @inline(__always)
    private static func backAction(
        of swipe: inout BackSwipeRecognizer, for touch: Touch, before: GestureRecognizerState?,
        now: GestureRecognizerState?, drives: Bool
    ) -> BackGestureAction? {
        guard swipe.trackedTouch == touch.id || before != now else { return BackGestureAction.none }
        if now == before {
            // A steady drag: no state change, but the progress moved.
            if now == .changed, touch.phase == .moved, drives {
                return .update(progress: swipe.progress)
            }
            return BackGestureAction.none
        }
        switch now {
        case .began:
            return .begin(swipe.kind ?? .fullscreen, progress: swipe.progress)
        case .changed:
            return drives ? .update(progress: swipe.progress) : BackGestureAction.none
        case .ended:
            guard drives, let release = swipe.release else { return BackGestureAction.none }
            return release.outcome == .finished
                ? .finish(velocity: release.velocity) : .cancel(velocity: release.velocity)
        case .cancelled:
            guard drives else { return BackGestureAction.none }
            // A caught transition the system takes the finger from goes on where it was heading.
            let release = swipe.release ?? BackSwipeRecognizer.Release(outcome: .cancelled, velocity: 0)
            return release.outcome == .finished
                ? .finish(velocity: release.velocity) : .cancel(velocity: release.velocity)
        case .failed:
            return swipe.failure.map { .refuse($0) }
        case .possible, .recognized, nil:
            return BackGestureAction.none
        }
    }

    /// The zoom dismiss's action for this touch, from its state change; `nil` when it has none
    /// (then the back swipe's action stands: a zoom dismiss that fails is not a refusal of its own).
    private func zoomAction(for touch: Touch, before: GestureRecognizerState?, drives: Bool) -> BackGestureAction? {
        guard let zoom = zoomDismiss else { return nil }
        let now = arena.state(of: Self.zoom)
        guard zoom.trackedTouch == touch.id || before != now else { return nil }
        if now == before {
            guard now == .changed, touch.phase == .moved, drives else { return nil }
            return .drag(progress: zoom.progress)
        }
        switch now {
        case .began:
            return .begin(zoom.isCatch ? .caught : .zoom, progress: zoom.progress)
        case .changed:
            return drives ? .drag(progress: zoom.progress) : nil
        case .ended, .cancelled:
            guard drives, let release = zoom.release else { return nil }
            return release.outcome == .finished
                ? .finish(velocity: release.velocity) : .cancel(velocity: release.velocity)
        default:
            return nil
        }
    }

    /// Puts the zoom dismiss into the arena, just ahead of the back swipe (behind the scroll
    /// regions and the host's recognizers), fresh with the current settings, while a zoomed
    /// screen is on top; takes it out otherwise.
    private mutating func syncZoom(_ environment: GestureEnvironment) {
        let wanted = environment.zoomDismiss != nil && configuration.zoomDismiss != nil
        guard wanted || zoomAttached else { return }
        if wanted {
            let ids = arena.memberIDs
            let index = ids.firstIndex(of: Self.zoom) ?? ids.firstIndex(of: Self.back)
            arena.insert(
                ZoomDismissRecognizer(configuration: configuration), as: Self.zoom, in: nil,
                relations: GestureRelations(requireToFail: [Self.nested], maximumTouches: 1), at: index)
        } else {
            arena.detach(Self.zoom)
        }
        zoomAttached = wanted
    }

    /// Why the back swipe lost to another member of the arena.
    private func winnerRefusal() -> BackGestureRefusal {
        for event in events {
            guard case .state(let id, let state) = event, state.isActive || state == .recognized else { continue }
            if id == Self.nested { return .nestedContainer }
            if let region = attachedRegions?.members[id] { return .scrollRegion(region) }
            if id != Self.back { return .otherGesture(id) }
        }
        return .touchCancelled
    }

    /// Puts the nested container's member into the arena (first of all), moves it, or takes it out.
    private mutating func syncNested(_ frame: Rect?) {
        guard frame != nestedFrame else { return }
        nestedFrame = frame
        if let frame {
            arena.insert(NestedContainerRecognizer(), as: Self.nested, in: frame, at: 0)
            arena.setRegion(of: Self.nested, to: frame)
        } else {
            arena.detach(Self.nested)
        }
    }

    /// Puts the top screen's scroll regions into the arena, ahead of everything else.
    private mutating func syncRegions(for screen: ScreenID) {
        guard regionsChanged || attachedRegions?.screen != screen else { return }
        guard !(regions.isEmpty && attachedRegions == nil) else { return }
        if let attached = attachedRegions { arena.detach(contentsOf: Set(attached.members.keys)) }
        attachedRegions = nil
        regionsChanged = false
        guard let list = regions[screen] else { return }
        var members: [GestureID: ScrollRegionID] = [:]
        members.reserveCapacity(list.count)
        let batch = list.map { region in
            let id = GestureID(Self.regionPrefix + region.id.rawValue)
            members[id] = region.id
            let recognizer: any GestureRecognizer = ScrollRegionRecognizer(
                region: region, slop: configuration.slop, horizontalDominance: configuration.horizontalDominance)
            return (recognizer: recognizer, id: id, region: Optional(region.frame))
        }
        arena.insert(contentsOf: batch, at: 0)
        attachedRegions = (screen, members)
    }
}
