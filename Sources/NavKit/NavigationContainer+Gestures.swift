public import NavKitCore
public import NavKitInteraction

extension NavigationContainer {
    /// Feeds one touch to the container's gesture arena: the back swipe, the top screen's scroll
    /// regions and the host's own recognizers.
    ///
    /// Bad touches (non-finite values, time going backwards, an unknown or reused id) throw and
    /// change nothing; the refusal is reported as ``NavigationDiagnostic/touchRefused(_:)``. A
    /// back swipe that will not begin is reported as ``NavigationDiagnostic/backGestureRefused(_:)``.
    /// When a swipe would begin on a screen with a back interceptor, the interceptor is asked
    /// first. The result tells the host whether its content gets the touch, which content
    /// touches the back swipe just cancelled, and how its own recognizers changed.
    /// - Parameter touch: The touch event, in container coordinates and the container's time base.
    /// - Returns: How the host should route the touch.
    /// - Throws: ``NavKitInteraction/TouchError``.
    @discardableResult
    public func handle(_ touch: Touch) throws(TouchError) -> TouchRouting {
        // A container nested in the top screen sees the finger first (in its own coordinates),
        // so the innermost container that can go back takes the back gesture.
        var nestedDecision: NestedDecision?
        var nestedRouting: TouchRouting?
        // Only when a nested container could take the finger (one already has it, or a first
        // finger lands while some screen embeds one): validating copies the gesture machine, and
        // this is the per-touch path.
        let mayRoute = routedOrigin != nil || (touch.phase == .began && !nested.isEmpty)
        if mayRoute, (try? core.gestures.validate(touch)) != nil, let (child, local) = nestedRoute(for: touch) {
            nestedRouting = try? child.handle(local)
            nestedDecision = child.nestedDecision(for: touch.id)
        }
        let step = try perform { (core, effects) throws(TouchError) in
            try core.handle(touch, nested: nestedDecision, into: &effects)
        }
        var routing = resolve(step)
        if let nestedRouting {
            routing.deliversToContent = routing.deliversToContent && nestedRouting.deliversToContent
            routing.cancelledContentTouches = Array(
                Set(routing.cancelledContentTouches).union(nestedRouting.cancelledContentTouches)
            ).sorted { $0.rawValue < $1.rawValue }
            if case .none = routing.action { routing.action = nestedRouting.action }
            routing.recognizerEvents += nestedRouting.recognizerEvents
        }
        return routing
    }

    /// Feeds a host's own back gesture (a system back swipe, Android predictive back) into an
    /// interactive pop it alone drives.
    /// - Parameter event: The programmatic back event.
    /// - Returns: What the event did.
    /// - Throws: ``NavKitInteraction/ProgrammaticBackError``, reported as
    ///   ``NavigationDiagnostic/programmaticBackRefused(_:)``; nothing changes then.
    @discardableResult
    public func handle(_ event: ProgrammaticBackEvent) throws(ProgrammaticBackError) -> BackGestureAction {
        // The innermost container that can go back takes the whole programmatic gesture.
        var target = programmaticTarget?.value
        if case .started = event {
            let handler = backHandler()
            target = handler === self ? nil : handler
        }
        if let target, target !== self {
            do {
                let action = try target.handle(event)
                switch event {
                case .started: programmaticTarget = WeakContainer(value: target)
                case .committed, .cancelled: programmaticTarget = nil
                case .progressed: break
                }
                return action
            } catch {
                // The host fed this container: its observers hear of the refusal too.
                perform { (_, effects) in effects.append(.report(.programmaticBackRefused(error))) }
                throw error
            }
        }
        if case .started = event { programmaticTarget = nil }
        let step = try perform { (core, effects) throws(ProgrammaticBackError) in
            try core.handle(event, into: &effects)
        }
        return resolve(step).action
    }

    /// Asks a screen's interceptor and leave guard about a proposed back begin, then completes it.
    // Consuming: the routing moves out of the step (its arrays are not retained and released).
    // Always inlined: a touch that asks no guard only unwraps its routing.
    @inline(__always)
    private func resolve(_ step: consuming NavigationCore.BackStep) -> TouchRouting {
        switch consume step {
        case .done(let routing):
            return routing
        case .askGuards(let screen, let proposal):
            // The machines are settled: the interceptor or guard may call back into the container,
            // and the begin is then checked against whatever it did.
            let asked = askBack(on: screen, origin: proposal.origin)
            return perform { (core, effects) in
                core.resolveBegin(proposal, refusal: asked.refusal, answer: asked.answer, into: &effects)
            }
        }
    }

    // MARK: Settings and per-screen state

    /// The back gestures as they stand: settings, the latest decision, scroll regions. A value;
    /// change them through the container.
    package var gestures: BackGestureMachine { core.gestures }

    /// The container-wide back-swipe settings in force; change them with
    /// ``setBackGestureConfiguration(_:)``.
    ///
    /// ```swift
    /// var settings = container.backGestureConfiguration
    /// settings.mode = .edgeOnly
    /// try container.setBackGestureConfiguration(settings)
    /// ```
    public var backGestureConfiguration: BackGestureConfiguration { core.gestures.configuration }

    /// Why the latest back gesture began or was refused (`nil` before the first one): for
    /// instance "refused: scroll region 'carousel' can scroll", or "began (fullscreen)".
    public var lastBackGestureDecision: BackGestureDecision? { core.gestures.lastDecision }

    /// Changes the container-wide back-swipe settings; a swipe in progress keeps its start
    /// decision.
    /// - Parameter configuration: The new settings.
    /// - Throws: ``NavKitInteraction/BackGestureConfigurationError``; nothing changes then.
    public func setBackGestureConfiguration(_ configuration: BackGestureConfiguration)
        throws(BackGestureConfigurationError)
    {
        try core.setBackGestureConfiguration(configuration)
    }

    /// Replaces a screen's scroll regions.
    /// - Parameters:
    ///   - regions: The regions, in the container's coordinates, with their current positions.
    ///   - screen: The screen they belong to; they matter only while it is on top.
    public func setScrollRegions(_ regions: [ScrollRegion], for screen: ScreenID) {
        core.setScrollRegions(regions, for: screen)
    }

    /// Adds a scroll region to a screen, or replaces the one with the same identifier (for
    /// instance when its offset or page changes).
    /// - Parameters:
    ///   - region: The region.
    ///   - screen: The screen it belongs to.
    public func updateScrollRegion(_ region: ScrollRegion, for screen: ScreenID) {
        core.updateScrollRegion(region, for: screen)
    }

    /// Attaches one of the host's own recognizers to the container's arena, so it and the back
    /// swipe arbitrate through the same relations (require-to-fail, simultaneous, should-begin,
    /// should-receive, cancels-touches-in-content). It comes after the scroll regions and before
    /// the back swipe in priority; relate it to ``NavKitInteraction/GestureID/backSwipe`` to
    /// change that. Its state changes come back in ``NavKitInteraction/TouchRouting/recognizerEvents``.
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - id: Its name; names starting with `navkit.` are reserved.
    ///   - region: Its region, in the container's coordinates.
    ///   - relations: How it relates to the others.
    /// - Returns: `false` (and no change) for a reserved name.
    @discardableResult
    public func attachGestureRecognizer(
        _ recognizer: any GestureRecognizer, as id: GestureID, in region: Rect, relations: GestureRelations = .init()
    ) -> Bool {
        core.attach(recognizer, as: id, in: region, relations: relations)
    }

    /// Detaches a host recognizer.
    /// - Parameter id: Its name.
    public func detachGestureRecognizer(_ id: GestureID) { core.detach(id) }
}
