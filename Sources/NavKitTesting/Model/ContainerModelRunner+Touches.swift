import NavKit

extension ContainerModelRunner {
    /// Plays a gesture touch by touch, ticking frames up to each touch (every frame is checked),
    /// and checks invariant 7 at the moment a back swipe begins.
    func touchSwipe(_ spec: SwipeSpec) throws {
        let bounds = model.bounds
        let direction = model.layoutDirection
        let script = spec.script(at: clock.now, in: bounds, direction: direction)
        let start = spec.start(in: bounds, direction: direction)
        for touch in script.touches {
            do { try host.advance(to: touch.timestamp) } catch { throw PropertyViolation("tick threw \(error)") }
            try reportFrameViolation()
            let running = container.transition
            let catchable = catchAllowed(running)
            let stackBefore = container.stack
            let sceneBefore = container.scene
            do { try host.feed(touch) } catch {
                throw PropertyViolation("a well-formed touch was refused: \(error) for \(touch)")
            }
            try reportFrameViolation()
            let finger = InteractionSource.touch(touch.id)
            if container.transition?.source == finger, running?.source != finger {
                if container.gestures.lastDecision == .began(.caught) {
                    try checkCatch(touch, of: running, catchable: catchable, sceneBefore: sceneBefore)
                } else {
                    try checkSwipeBegan(touch, start: start, stackBefore: stackBefore, sceneBefore: sceneBefore)
                }
            }
        }
        // The host keeps the clock on the last touch: a frame there just works.
        do { try container.tick() } catch { throw PropertyViolation("tick threw \(error)") }
        checkFrame()
        try reportFrameViolation()
    }

    /// Invariant 7: a back swipe just began from this touch, so every condition for it held —
    /// judged by the model (its stack, its preferences, its guards) and the settings. A zoom
    /// dismiss (``NavKitInteraction/BackGestureKind/zoom``) has the same conditions with "any
    /// direction, from outside the edge zone, on a screen that names a source, fullscreen
    /// allowed" for the direction and zone.
    private func checkSwipeBegan(_ touch: Touch, start: Point, stackBefore: [Screen], sceneBefore: Scene) throws {
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
        if let top = model.committed.last, model.deniers.contains(top) {
            broken.append("the top screen's leave guard denies")
        }
        if !broken.isEmpty { throw PropertyViolation("invariant 7: the back swipe began although \(broken)") }
        touchSwipesBegun += 1
        let ticket = takeTicket()
        log.model.accept(.swipe, ticket: ticket)
        log.gestureTicket = ticket
        log.sceneSnapshot = (ticket, stackBefore, sceneBefore)
        swipe = .touchDriven(ticket: ticket)  // driven by touches, not by swipe steps
    }

    /// Whether a finger landing now may catch the running transition, by the settings and the
    /// two screens' preferences.
    private func catchAllowed(_ running: TransitionStatus?) -> Bool {
        guard let transition = running else { return false }
        let settings = container.gestures.configuration
        guard settings.catchesRunningTransitions, settings.mode != .disabled else { return false }
        let screens = [transition.context.from, transition.context.to]
        guard screens.allSatisfy(\.preferences.allowsCatchingTransitions) else { return false }
        switch transition.driver {
        case .timed: return true
        case .interactive(_, let phase):
            if case .completing = phase { return true }
            return false
        }
    }

    /// Invariant 7's other branch: a finger caught the running transition — it was catchable, the
    /// finger had just landed, and the first interactive frame is the last timed one.
    private func checkCatch(_ touch: Touch, of running: TransitionStatus?, catchable: Bool, sceneBefore: Scene) throws {
        guard let running else { throw PropertyViolation("invariant 7: a catch with no transition running") }
        guard catchable else {
            throw PropertyViolation("invariant 7: caught \(running.context) although not catchable")
        }
        guard touch.phase == .began else { throw PropertyViolation("invariant 7: a catch from a \(touch.phase)") }
        let scene = container.scene
        guard abs((container.transition?.progress ?? -1) - running.progress) <= 1e-9, scene.bar == sceneBefore.bar,
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
