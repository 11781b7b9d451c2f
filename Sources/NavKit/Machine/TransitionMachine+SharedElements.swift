import NavKitCore

extension TransitionMachine {
    /// What a beginning run asks its host about shared elements: the elements both its screens
    /// list (once each, in the incoming screen's order), or `nil` when there are none or the
    /// animator flies none.
    static func sharedElementQuestion(for run: TransitionRun) -> SharedElementQuestion? {
        let incoming = run.context.to.preferences.sharedElements
        let outgoing = run.context.from.preferences.sharedElements
        guard !incoming.isEmpty, !outgoing.isEmpty, run.animator.fliesSharedElements else { return nil }
        var elements: [SharedElementID] = []
        for element in incoming where outgoing.contains(element) && !elements.contains(element) {
            elements.append(element)
        }
        guard !elements.isEmpty else { return nil }
        return SharedElementQuestion(
            elements: elements, from: run.context.from.id, to: run.context.to.id, run: run.changeID)
    }

    /// The host's answer to ``ContainerEffect/resolveSharedElements(_:)``: every element
    /// resolved on both screens to a usable frame flies with the run from now on, and the current
    /// frame is rendered again with them. A frame that is not finite or has no area drops its
    /// element, a bad corner radius becomes 0; each is reported
    /// (``NavigationDiagnostic/sanitizedSharedElement(_:screen:)``). An element resolved on one
    /// screen only simply does not fly. An answer for a run that is no longer in flight changes
    /// nothing.
    /// - Parameters:
    ///   - answers: The host's frames, element by element.
    ///   - question: The question answered.
    ///   - effects: Where reports go.
    package mutating func resolveSharedElements(
        _ answers: [SharedElementAnswer], for question: SharedElementQuestion, into effects: inout [ContainerEffect]
    ) {
        guard runBox?.run.changeID == question.run, let box = mutableRun() else { return }
        var flights: [SharedElementFlight] = []
        for answer in answers where question.elements.contains(answer.element) {
            guard let from = answer.from, let to = answer.to else { continue }
            let cleanFrom = from.sanitized
            let cleanTo = to.sanitized
            if cleanFrom != from {
                effects.append(.report(.sanitizedSharedElement(answer.element, screen: question.from)))
            }
            if cleanTo != to { effects.append(.report(.sanitizedSharedElement(answer.element, screen: question.to))) }
            guard let cleanFrom, let cleanTo, !flights.contains(where: { $0.element == answer.element }) else {
                continue
            }
            flights.append(
                SharedElementFlight(
                    element: answer.element, fromScreen: question.from, toScreen: question.to, fromFrame: cleanFrom,
                    toFrame: cleanTo))
        }
        guard box.run.flights != flights else { return }
        box.run.flights = flights
        if flights.isEmpty { scene.sharedElements = [] }
        Self.render(&box.run, progress: box.run.progress, scene: &scene, effects: &effects)
    }

    /// Writes the run's shared elements into the scene for a frame whose (sanitised, dragged)
    /// layer states are `layers`. Only runs with flights call it (never inlined: the frames of
    /// every other run keep their code as it was).
    @inline(never)
    static func renderFlights(_ run: TransitionRun, layers: TransitionLayers, progress: Double, scene: inout Scene) {
        let bounds = run.context.bounds
        if scene.sharedElements.count != run.flights.count {
            scene.sharedElements = run.flights.map { flight(of: $0, at: progress, layers: layers, bounds: bounds) }
            return
        }
        for index in run.flights.indices {
            scene.sharedElements[index] = flight(of: run.flights[index], at: progress, layers: layers, bounds: bounds)
        }
    }

    /// One element's layer; the plain blend of its two resting frames if riding on the screens
    /// would leave a number non-finite (absurd states or bounds).
    private static func flight(
        of flight: SharedElementFlight, at progress: Double, layers: TransitionLayers, bounds: Rect
    ) -> SharedElementLayer {
        let layer = flight.layer(at: progress, riding: layers, in: bounds)
        if layer.isWellFormed { return layer }
        let still = flight.layer(at: progress, riding: TransitionLayers(from: .resting, to: .resting), in: bounds)
        if still.isWellFormed { return still }
        return SharedElementLayer(
            element: flight.element, fromScreen: flight.fromScreen, toScreen: flight.toScreen,
            frame: progress < 0.5 ? flight.fromFrame.frame : flight.toFrame.frame)
    }
}
