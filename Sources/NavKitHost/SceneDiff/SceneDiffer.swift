package import NavKitCore

/// Turns consecutive scenes into the fewest ``ViewCommand``s, so a host never touches a view
/// whose state did not change.
///
/// The differ remembers what the host's views show: the last scene it was given. Each
/// ``diff(to:into:)-(_,ViewCommandBuffer)`` delivers the commands that take the views to the new
/// scene into a caller-owned sink and allocates nothing; an idle frame (the same scene again)
/// delivers none.
///
/// ```swift
/// var differ = SceneDiffer()
/// var commands = ViewCommandBuffer()
/// func frame(_ scene: Scene) {
///     commands.removeAll()
///     differ.diff(to: scene, into: &commands)
///     for command in commands { views.apply(command, from: scene) }
/// }
/// ```
package struct SceneDiffer: Hashable, Sendable {
    // What the views show, field by field, inline and without titles, so a frame compares in
    // place and replaces only what changed instead of copying scenes.
    private var hasShown = false
    private var bounds = Rect.zero
    private var direction = LayoutDirection.leftToRight
    private var layers = LayerPair()
    private var bar = BarState(title: BarTitle(text: ""))
    /// The shared elements the views show in flight (empty in almost every frame).
    private var sharedElements: [SharedElementLayer] = []

    /// Creates a differ for views that show nothing yet.
    package init() {}

    /// Whether the differ has described a scene since it was created or reset.
    package var hasShownScene: Bool { hasShown }

    /// Forgets what the views show, so the next diff describes the whole scene (after a host
    /// recreated its views).
    package mutating func reset() {
        hasShown = false
        layers = LayerPair()
        sharedElements = []
    }

    /// Delivers the commands that take the views to a scene into a reused buffer, then
    /// remembers the scene. The fast path frames use.
    /// - Parameters:
    ///   - scene: The new scene.
    ///   - buffer: Receives the commands in order (appended; clear it between frames).
    package mutating func diff(to scene: Scene, into buffer: inout ViewCommandBuffer) {
        emit(to: scene, into: &buffer)
    }

    /// Delivers the commands that take the views to a scene to any sink (a host's own view
    /// applier, say), then remembers the scene.
    /// - Parameters:
    ///   - scene: The new scene.
    ///   - sink: Receives the commands in order.
    package mutating func diff<Sink: ViewCommandSink>(to scene: Scene, into sink: inout Sink) {
        emit(to: scene, into: &sink)
    }

    /// Collects the commands that take the views to a scene into an array (allocates; for tests
    /// and tools — frames use a reused ``ViewCommandBuffer``).
    /// - Parameter scene: The new scene.
    /// - Returns: The commands, in order.
    package mutating func commands(to scene: Scene) -> [ViewCommand] {
        var buffer = ViewCommandBuffer()
        diff(to: scene, into: &buffer)
        return Array(buffer)
    }

    private mutating func emit<Sink: ViewCommandSink>(to scene: Scene, into sink: inout Sink) {
        let fresh = !hasShown
        hasShown = true
        if fresh || bounds != scene.bounds || direction != scene.layoutDirection {
            sink.receive(.layout(bounds: scene.bounds, direction: scene.layoutDirection))
            bounds = scene.bounds
            direction = scene.layoutDirection
        }
        let new = LayerPair(scene.layers)
        // Views that go, then views that come (each in front of those that stay).
        if layers.count > 0, !new.contains(layers.back.id) { sink.receive(.detach(layers.back.id)) }
        if layers.count > 1, !new.contains(layers.front.id) { sink.receive(.detach(layers.front.id)) }
        if new.count > 0, !layers.contains(new.back.id) { sink.receive(.attach(new.back.id)) }
        if new.count > 1, !layers.contains(new.front.id) { sink.receive(.attach(new.front.id)) }
        if new.count > 1, needsOrder(back: new.back.id, front: new.front.id) {
            // Two views: putting the front one in front orders both.
            sink.receive(.order(new.front.id, index: 1))
        }
        if new.count > 0 { emitProperties(of: new.back, into: &sink) }
        if new.count > 1 { emitProperties(of: new.front, into: &sink) }
        // Two empty lists (no transition flies an element) cost two loads.
        if !(sharedElements.isEmpty && scene.sharedElements.isEmpty), sharedElements != scene.sharedElements {
            sink.receive(.sharedElements)
            sharedElements.copyElements(of: scene.sharedElements)
        }
        if fresh || bar != scene.bar {
            sink.receive(.bar)
            bar = scene.bar
        }
        layers = new
    }

    /// Whether the views stand in the wrong order once the detaches and attaches are applied:
    /// staying views keep their order and attached ones go in front.
    private func needsOrder(back: ScreenID, front: ScreenID) -> Bool {
        let backStays = layers.contains(back)
        let frontStays = layers.contains(front)
        if backStays && frontStays { return layers.front.id != front }
        // Only the front one stayed: the attached back one went in front of it.
        return frontStays
    }

    /// The property commands of a layer against the state its view shows (rest when attached).
    private func emitProperties<Sink: ViewCommandSink>(of layer: LayerPair.Entry, into sink: inout Sink) {
        let state = layer.state
        let before = layers.state(of: layer.id) ?? .resting
        if state.offset != before.offset || state.scale != before.scale {
            sink.receive(.transform(layer.id, offset: state.offset, scale: state.scale))
        }
        if state.opacity != before.opacity { sink.receive(.alpha(layer.id, state.opacity)) }
        if state.dimming != before.dimming { sink.receive(.dimming(layer.id, state.dimming)) }
        if state.shadowOpacity != before.shadowOpacity { sink.receive(.shadow(layer.id, state.shadowOpacity)) }
        if state.clip != before.clip { sink.receive(.clip(layer.id, state.clip)) }
    }
}

/// Up to two screens' views, back to front, with their states: a scene's layers without their
/// titles, inline. Unused slots hold a placeholder, so reading a slot never unwraps (and copies)
/// an optional.
private struct LayerPair: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var id: ScreenID
        var state: LayerState
    }

    private static let none = Entry(id: ScreenID(""), state: .resting)

    /// How many slots are used: 0, 1 or 2.
    private(set) var count = 0
    /// The back view (valid when ``count`` > 0).
    private(set) var back = LayerPair.none
    /// The front view (valid when ``count`` > 1).
    private(set) var front = LayerPair.none

    init() {}

    init(_ layers: SceneLayers) {
        count = layers.count
        if count > 0 {
            let layer = layers[0]
            back = Entry(id: layer.screen, state: layer.state)
        }
        if count > 1 {
            let layer = layers[1]
            front = Entry(id: layer.screen, state: layer.state)
        }
    }

    func contains(_ id: ScreenID) -> Bool { (count > 0 && back.id == id) || (count > 1 && front.id == id) }

    func state(of id: ScreenID) -> LayerState? {
        if count > 0 && back.id == id { return back.state }
        if count > 1 && front.id == id { return front.state }
        return nil
    }
}

extension Array where Element == SharedElementLayer {
    /// Becomes equal to `other` in its own storage (element by element, not sharing `other`'s
    /// buffer), so the container's next write to its scene's list does not copy it.
    mutating func copyElements(of other: [SharedElementLayer]) {
        guard count == other.count else {
            removeAll(keepingCapacity: true)
            append(contentsOf: other)
            return
        }
        for index in indices where self[index] != other[index] { self[index] = other[index] }
    }
}
