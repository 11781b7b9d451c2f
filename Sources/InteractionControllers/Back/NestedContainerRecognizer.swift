import NavKitCore

/// The container nested in the top screen, as a member of the enclosing container's arena: it
/// begins when the nested container takes the finger and fails when the nested container
/// declines it, as ``GestureEnvironment/nested`` says at each touch.
///
/// The enclosing container's back swipe requires it to fail, so the innermost container that can
/// go back takes the back gesture (DESIGN invariant 10), and an outer one only when the inner one
/// cannot and its root screen defers.
package struct NestedContainerRecognizer: GestureRecognizer, Hashable {
    /// The current state.
    package private(set) var state: GestureRecognizerState = .possible
    private var touch: TouchID?

    /// Creates the recognizer.
    package init() {}

    /// Feeds one touch.
    /// - Parameters:
    ///   - touch: The touch.
    ///   - environment: Carries what the nested container made of it.
    /// - Returns: The new state.
    package mutating func handle(_ touch: Touch, in environment: GestureEnvironment) -> GestureRecognizerState {
        if self.touch == nil, touch.phase == .began { self.touch = touch.id }
        guard touch.id == self.touch, !state.isFinal else { return state }
        switch (environment.nested, state) {
        case (.claimed?, .possible): state = .began
        case (.claimed?, _): state = touch.phase.isTerminal ? .ended : .changed
        case (.declined?, _), (nil, _): state = state.isActive ? .cancelled : .failed
        case (.pending?, _): if touch.phase.isTerminal { state = .failed }
        }
        return state
    }

    /// Ends it because another gesture won.
    package mutating func forceEnd() {
        if !state.isFinal { state = state.isActive ? .cancelled : .failed }
    }

    /// Forgets the finger.
    package mutating func reset() {
        state = .possible
        touch = nil
    }
}
