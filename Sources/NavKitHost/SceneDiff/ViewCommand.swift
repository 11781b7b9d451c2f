public import NavKitCore

/// One change a host makes to its views to go from one ``NavKitCore/Scene`` to the next.
///
/// A `SceneDiffer` emits only what changed, in this order: ``layout(bounds:direction:)``,
/// ``detach(_:)``, ``attach(_:)``, ``order(_:index:)``, then per screen ``transform(_:offset:scale:)``,
/// ``alpha(_:_:)``, ``dimming(_:_:)``, ``shadow(_:_:)`` and ``clip(_:_:)``, then ``sharedElements``, and
/// last ``bar``. How to apply
/// each is the table in *Hosting NavKit*; a host that applies every command it receives, and
/// nothing else, shows exactly the scene.
///
/// Every command is a few words of data (no bar state rides along: ``bar`` says the scene's
/// ``NavKitCore/Scene/bar`` changed), so delivering one copies little and allocates nothing.
public enum ViewCommand: Hashable, Sendable {
    /// The container's bounds or layout direction changed: lay every screen view out at rest in
    /// `bounds`, and cast edge shadows from the leading edge of `direction`.
    case layout(bounds: Rect, direction: LayoutDirection)
    /// Show the screen's view, in front of the other screen views (below the bar), at rest:
    /// identity transform, alpha 1, no dimming, no shadow, no clip. Commands for what differs from
    /// rest follow.
    case attach(ScreenID)
    /// Hide or remove the screen's view; it is in no later command until it is attached again.
    case detach(ScreenID)
    /// Move the screen's view to a position among the screen views, 0 being the back; the others
    /// keep their relative order.
    case order(ScreenID, index: Int)
    /// Translate the screen's view from its resting frame and scale it about its centre
    /// (the translation is not scaled).
    case transform(ScreenID, offset: Vector, scale: Double)
    /// The alpha of the screen's whole view (its dimming and shadow included), 0…1.
    case alpha(ScreenID, Double)
    /// The alpha of the black overlay over the screen's content, 0…1.
    case dimming(ScreenID, Double)
    /// The opacity of the shadow the screen casts from its leading edge, 0…1.
    case shadow(ScreenID, Double)
    /// Show only the rounded rectangle of the clip (``NavKitCore/LayerClip/rect(in:)`` of the
    /// view's bounds, radius ``NavKitCore/LayerClip/radius(in:)``), in the view's own
    /// coordinates: everything drawn for the screen — content, dimming, shadow — is masked to it.
    /// ``NavKitCore/LayerClip/none`` removes the mask.
    case clip(ScreenID, LayerClip)
    /// The shared elements in flight changed (``NavKitCore/Scene/sharedElements``): draw each of
    /// the new scene's layers above the screen views (below the bar), back to front, at its
    /// frame with its corner radius and alpha; hide both screens' own copies of every element
    /// that flies (``NavKitCore/Scene/hidesElement(_:on:)``) and show again those that landed.
    /// An empty list (the transition ended) removes every flying layer.
    case sharedElements
    /// The bar changed: draw it from the new scene's ``NavKitCore/Scene/bar``.
    case bar

    /// The screen the command is about; `nil` for ``layout(bounds:direction:)`` and ``bar``.
    public var screen: ScreenID? {
        switch self {
        case .attach(let id), .detach(let id), .order(let id, _), .transform(let id, _, _), .alpha(let id, _),
            .dimming(let id, _), .shadow(let id, _), .clip(let id, _):
            id
        case .layout, .sharedElements, .bar:
            nil
        }
    }
}

/// Receives the commands of one scene change, in order: the caller-owned destination of
/// ``SceneDiffer/diff(to:into:)-(_,Sink)``, so a frame allocates nothing.
///
/// A host can conform its own view applier directly, or collect into a ``ViewCommandBuffer``.
package protocol ViewCommandSink {
    /// Takes one command.
    /// - Parameter command: The next change to make (handed over, so keeping it copies nothing).
    mutating func receive(_ command: consuming ViewCommand)
}

/// A reusable list of view commands: cleared, not freed, between frames.
///
/// ```swift
/// var commands = ViewCommandBuffer()
/// differ.diff(to: scene, into: &commands)
/// for command in commands { apply(command) }
/// commands.removeAll()   // keeps its storage for the next frame
/// ```
package struct ViewCommandBuffer: ViewCommandSink, RandomAccessCollection, Hashable, Sendable {
    /// Slots reused frame after frame; only the first ``count`` are this frame's commands.
    private var slots: [ViewCommand]
    /// How many commands the buffer holds.
    package private(set) var count = 0

    /// The most commands one scene change can produce (two screens coming and going, each
    /// with every property, plus layout, shared elements and bar); a buffer of this capacity
    /// never grows.
    package static let maximumCommandsPerChange = 18

    /// Creates an empty buffer.
    /// - Parameter capacity: Storage to reserve up front.
    package init(capacity: Int = ViewCommandBuffer.maximumCommandsPerChange) {
        slots = []
        slots.reserveCapacity(capacity)
    }

    /// Appends a command, reusing a slot of an earlier frame when there is one.
    /// - Parameter command: The command.
    package mutating func receive(_ command: consuming ViewCommand) {
        if count < slots.count {
            slots[count] = command
        } else {
            slots.append(command)
        }
        count += 1
    }

    /// Removes every command and keeps the storage (slots are overwritten by the next frame).
    package mutating func removeAll() { count = 0 }

    /// The position of the first command.
    package var startIndex: Int { 0 }
    /// One past the last command.
    package var endIndex: Int { count }

    /// The command at a position.
    /// - Parameter position: A valid index.
    package subscript(position: Int) -> ViewCommand {
        precondition(position >= 0 && position < count, "ViewCommandBuffer index out of range")
        return slots[position]
    }

    /// Two buffers are equal when they hold the same commands.
    /// - Parameters:
    ///   - lhs: A buffer.
    ///   - rhs: Another buffer.
    /// - Returns: Whether their commands are equal.
    package static func == (lhs: ViewCommandBuffer, rhs: ViewCommandBuffer) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the commands.
    /// - Parameter hasher: The hasher.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for command in self { hasher.combine(command) }
    }
}
