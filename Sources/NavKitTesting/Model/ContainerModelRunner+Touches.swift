import NavKit

extension ContainerModelRunner {
    /// Plays a gesture touch by touch, ticking frames up to each touch (every frame is checked),
    /// and checks invariant 7 at the moment a back swipe begins, and invariant 10 when the finger
    /// landed on a container nested in the top screen.
    func touchSwipe(_ spec: SwipeSpec) throws {
        let bounds = model.bounds
        let direction = model.layoutDirection
        let script = spec.script(at: clock.now, in: bounds, direction: direction)
        let start = spec.start(in: bounds, direction: direction)
        var routed: Int?
        // The run is read once after each touch; before a touch it is what the last frame's check
        // read (or, when no frame ran since, what the previous touch left).
        var running = container.transitionReading
        for (index, touch) in script.touches.enumerated() {
            if index == 0 { routed = nestedUnder(start) }
            let innerBefore = nested.isEmpty ? [] : nested.map { $0.container.transitionSource }
            let checksBefore = checksRun
            do { try host.advance(to: touch.timestamp) } catch { throw PropertyViolation("tick threw \(error)") }
            try reportFrameViolation()
            if checksRun != checksBefore { running = lastSeenTransition }
            let finger = InteractionSource.touch(touch.id)
            // What a swipe that begins here (or a catch) must leave when cancelled: a touch of the
            // finger that already drives the run begins neither, so nothing is kept for it.
            let before = running?.source == finger ? nil : (stack: container.stack, scene: container.scene)
            do { try host.feed(touch) } catch {
                throw PropertyViolation("a well-formed touch was refused: \(error) for \(touch)")
            }
            try reportFrameViolation()
            let after = container.transitionReading
            defer { running = after }
            let drives = after?.source == finger
            if !nested.isEmpty {
                try checkNestedBegan(finger, before: innerBefore, routed: routed, outerDrives: drives)
            }
            if drives, let before {
                if container.gestures.lastDecision == .began(.caught) {
                    // Judged from the run read before the touch; a touch changes neither the
                    // settings nor a screen's preferences, so asking now is asking then.
                    let catchable = catchAllowed(running)
                    try checkCatch(touch, of: running, catchable: catchable, sceneBefore: before.scene)
                } else {
                    try checkSwipeBegan(
                        touch, start: start, routed: routed, stackBefore: before.stack, sceneBefore: before.scene)
                }
            }
        }
        // The host keeps the clock on the last touch: a frame there just works.
        do { try container.tick() } catch { throw PropertyViolation("tick threw \(error)") }
        checkFrame()
        try reportFrameViolation()
    }

    /// The pool number of the container nested in the model's top screen when a gesture's first
    /// finger at `start` goes to it as well: the container is idle with nothing waiting and the
    /// finger landed in the nested container's frame.
    private func nestedUnder(_ start: Point) -> Int? {
        let top = model.topID
        guard model.outstanding.isEmpty, model.nestingScreens.contains(top),
            Self.nestedFrame.contains(start)
        else { return nil }
        return nested.first { ContainerStep.screen($0.screen).id == top }?.screen
    }

    /// Invariant 10 from the nested side: a nested container begins a back swipe only from a
    /// finger routed to it (it sits in the top screen and the finger landed in it), only when its
    /// stack (by the model's count) can go back, and never together with this container.
    private func checkNestedBegan(
        _ finger: InteractionSource, before: [InteractionSource?], routed: Int?, outerDrives: Bool
    ) throws {
        for (index, entry) in nested.enumerated() {
            guard entry.container.transitionSource == finger, before[index] != finger else { continue }
            guard entry.screen == routed else {
                throw PropertyViolation("invariant 10: a nested container not under the finger began a back swipe")
            }
            let depth = nestedDepths[entry.screen]?.depth ?? 0
            guard depth > 1 else {
                throw PropertyViolation("invariant 10: a nested container with \(depth) screen began a back swipe")
            }
            guard !outerDrives else {
                throw PropertyViolation("invariant 8: one finger drives both the nested and the enclosing container")
            }
            nestedSwipesBegun += 1
        }
    }

    /// Invariant 7: a back swipe just began from this touch, so every condition for it held —
    /// judged by the model (its stack, its preferences, its guards) and the settings — and, by
    /// invariant 10, no container nested under the finger could go back instead. A zoom dismiss
    /// (``NavKitInteraction/BackGestureKind/zoom``) has the same conditions with "any direction,
    /// from outside the edge zone, on a screen that names a source, fullscreen allowed" for the
    /// direction and zone.
    private func checkSwipeBegan(
        _ touch: Touch, start: Point, routed: Int?, stackBefore: [Screen], sceneBefore: Scene
    ) throws {
        let bounds = model.bounds
        let direction = model.layoutDirection
        let settings = container.gestures.configuration
        let fromLeading = direction.distanceFromLeadingEdge(start.x, width: bounds.width)
        let moved = touch.location - start
        let towardTrailing = moved.dx * direction.trailingSign
        let policy = model.screens[model.screens.count - 1].preferences.backGesture
        var broken: [String] = []
        if model.screens.count < 2 { broken.append("root screen") }
        if !model.outstanding.isEmpty { broken.append("a transition was running or queued") }
        if policy == .disabled || settings.mode == .disabled { broken.append("the back gesture is disabled") }
        let edgeOnly = policy == .edgeOnly || settings.mode == .edgeOnly
        if edgeOnly, fromLeading > settings.edgeWidth { broken.append("started \(fromLeading) pt from the edge") }
        if settings.maximumStartDistance > 0, fromLeading > max(settings.maximumStartDistance, settings.edgeWidth) {
            broken.append("started beyond the maximum distance")
        }
        if container.gestures.lastDecision == .began(.zoom) {
            let top = model.screens[model.screens.count - 1]
            if top.preferences.transitionSource == nil { broken.append("zoom dismiss of a screen with no source") }
            if settings.zoomDismiss == nil { broken.append("zoom dismiss turned off") }
            if edgeOnly { broken.append("zoom dismiss although only edge swipes are allowed") }
            if fromLeading <= settings.edgeWidth { broken.append("zoom dismiss from the edge zone") }
        } else if !(towardTrailing > 0) || abs(moved.dx) < abs(moved.dy) {
            broken.append("first move not toward trailing: \(moved)")
        }
        if touch.id != 1 { broken.append("began from an extra finger") }
        if model.deniers.contains(model.topID) {
            broken.append("the top screen's leave guard denies")
        }
        if model.interceptors.contains(model.topID) {
            broken.append("the top screen's back interceptor takes the back")
        }
        if !broken.isEmpty { throw PropertyViolation("invariant 7: the back swipe began although \(broken)") }
        // The nested containers' roots defer the back to the enclosing container (the default).
        if let routed, let depth = nestedDepths[routed]?.depth, depth > 1 {
            throw PropertyViolation(
                "invariant 10: the back swipe began here although the container nested under the finger "
                    + "holds \(depth) screens and can go back")
        }
        touchSwipesBegun += 1
        if container.gestures.lastDecision == .began(.zoom) { zoomDismissesBegun += 1 }
        let ticket = takeTicket()
        log.model.accept(.swipe, ticket: ticket)
        log.gestureTicket = ticket
        log.sceneSnapshot = (ticket, stackBefore, sceneBefore)
        swipe = .touchDriven(ticket: ticket)  // driven by touches, not by swipe steps
    }

    /// Whether a finger landing now may catch the running transition, by the settings and the
    /// two screens' preferences.
    private func catchAllowed(_ running: TransitionReading?) -> Bool {
        guard let transition = running else { return false }
        let settings = container.gestures.configuration
        guard settings.catchesRunningTransitions, settings.mode != .disabled else { return false }
        guard transition.screensAllowCatching else { return false }
        switch transition.driver {
        case .timed: return true
        case .interactive(_, let phase):
            if case .completing = phase { return true }
            return false
        }
    }

    /// Invariant 7's other branch: a finger caught the running transition — it was catchable, the
    /// finger had just landed, and the first interactive frame is the last timed one.
    private func checkCatch(_ touch: Touch, of running: TransitionReading?, catchable: Bool, sceneBefore: Scene) throws
    {
        guard let running else { throw PropertyViolation("invariant 7: a catch with no transition running") }
        guard catchable else {
            throw PropertyViolation("invariant 7: caught \(running.from) → \(running.to) although not catchable")
        }
        guard touch.phase == .began else { throw PropertyViolation("invariant 7: a catch from a \(touch.phase)") }
        let scene = container.scene
        guard abs((container.transitionReading?.progress ?? -1) - running.progress) <= 1e-9,
            scene.bar == sceneBefore.bar,
            zip(scene.layers, sceneBefore.layers).allSatisfy({ $0.screen == $1.screen && $0.state == $1.state }),
            scene.layers.count == sceneBefore.layers.count
        else {
            throw PropertyViolation("invariant 7: the caught transition jumped: \(sceneBefore) → \(scene)")
        }
        catchesBegun += 1
        if let ticket = log.model.outstanding.first?.ticket {
            log.model.markCaught(ticket)
            if case .touchDriven = swipe {} else { swipe = .touchDriven(ticket: ticket) }
        }
    }
}
