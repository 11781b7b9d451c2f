public import NavKitCore

/// Turns consecutive scenes into the fewest ``ViewCommand``s, so a host never touches a view
/// whose state did not change.
///
/// The differ remembers the last scene it was given: that is what the host's views show. Each
/// ``diff(to:into:)`` delivers the commands that take the views to the new scene into a
/// caller-owned sink and allocates nothing; an idle frame (the same scene again) delivers none.
///
/// ```swift
/// var differ = SceneDiffer()
/// var commands = ViewCommandBuffer()
/// func frame(_ scene: Scene) {
///     commands.removeAll()
///     differ.diff(to: scene, into: &commands)
///     for command in commands { views.apply(command) }
/// }
/// ```
public struct SceneDiffer: Hashable, Sendable {
    /// The scene the host's views show now: the last one diffed to; `nil` before the first.
    public private(set) var current: Scene?

    /// Creates a differ for views that show nothing yet.
    public init() {}

    /// Forgets what the views show, so the next diff describes the whole scene (after a host
    /// recreated its views).
    public mutating func reset() { current = nil }

    /// Delivers the commands that take the views from ``current`` to a scene, then remembers it.
    /// - Parameters:
    ///   - scene: The new scene.
    ///   - sink: Receives the commands in order.
    public mutating func diff<Sink: ViewCommandSink>(to scene: Scene, into sink: inout Sink) {
        defer { current = scene }
        guard let old = current else {
            sink.receive(.layout(bounds: scene.bounds, direction: scene.layoutDirection))
            for layer in scene.layers { sink.receive(.attach(layer.screen)) }
            emitProperties(of: scene, over: nil, into: &sink)
            sink.receive(.bar(scene.bar))
            return
        }
        if old.bounds != scene.bounds || old.layoutDirection != scene.layoutDirection {
            sink.receive(.layout(bounds: scene.bounds, direction: scene.layoutDirection))
        }
        // The host's views, back to front, as the commands so far leave them.
        var order = ViewOrder(old.layers)
        for layer in old.layers where !scene.layers.contains(layer.screen) {
            sink.receive(.detach(layer.screen))
            order.remove(layer.screen)
        }
        for layer in scene.layers where !old.layers.contains(layer.screen) {
            sink.receive(.attach(layer.screen))
            order.appendFront(layer.screen)
        }
        for (index, layer) in scene.layers.enumerated() where order.index(of: layer.screen) != index {
            sink.receive(.order(layer.screen, index: index))
            order.move(layer.screen, to: index)
        }
        emitProperties(of: scene, over: old, into: &sink)
        if old.bar != scene.bar { sink.receive(.bar(scene.bar)) }
    }

    /// Collects the commands that take the views to a scene into an array (allocates; for tests
    /// and tools — frames use ``diff(to:into:)`` with a reused sink).
    /// - Parameter scene: The new scene.
    /// - Returns: The commands, in order.
    public mutating func commands(to scene: Scene) -> [ViewCommand] {
        var buffer = ViewCommandBuffer()
        diff(to: scene, into: &buffer)
        return Array(buffer)
    }

    private func emitProperties<Sink: ViewCommandSink>(of scene: Scene, over old: Scene?, into sink: inout Sink) {
        for layer in scene.layers {
            let id = layer.screen
            let new = layer.state
            // A view that was just attached stands at rest.
            let was = old?.layers.layer(for: id)?.state ?? .resting
            if new.offset != was.offset || new.scale != was.scale {
                sink.receive(.transform(id, offset: new.offset, scale: new.scale))
            }
            if new.opacity != was.opacity { sink.receive(.alpha(id, new.opacity)) }
            if new.dimming != was.dimming { sink.receive(.dimming(id, new.dimming)) }
            if new.shadowOpacity != was.shadowOpacity { sink.receive(.shadow(id, new.shadowOpacity)) }
        }
    }
}

extension SceneLayers {
    /// Whether a screen has a layer.
    fileprivate func contains(_ id: ScreenID) -> Bool { contains { $0.screen == id } }
}

/// The order of the host's screen views, back to front, kept inline (a scene has at most two).
private struct ViewOrder {
    private var back: ScreenID?
    private var front: ScreenID?

    init(_ layers: SceneLayers) {
        back = layers.first?.screen
        front = layers.count > 1 ? layers[1].screen : nil
    }

    func index(of id: ScreenID) -> Int? {
        if back == id { return 0 }
        if front == id { return back == nil ? 0 : 1 }
        return nil
    }

    mutating func remove(_ id: ScreenID) {
        if back == id {
            back = front
            front = nil
        } else if front == id {
            front = nil
        }
    }

    mutating func appendFront(_ id: ScreenID) {
        if back == nil {
            back = id
        } else {
            front = id
        }
    }

    mutating func move(_ id: ScreenID, to index: Int) {
        guard let other = back == id ? front : back else { return }
        if index == 0 {
            back = id
            front = other
        } else {
            back = other
            front = id
        }
    }
}
