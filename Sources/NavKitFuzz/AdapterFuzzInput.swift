import NavKitCore
import NavKitHost
import NavKitTesting

/// One action of an adapter layer (the SwiftUI model, the UIKit controller): what an app and the
/// system do to a stack through the adapter's own API.
package enum AdapterFuzzAction: CustomStringConvertible, Equatable {
    /// The app pushes screen `n` (a path value, a view controller).
    case push(Int, animated: Bool)
    /// The app pops the top screen.
    case pop(animated: Bool)
    /// The app pops to the root.
    case popToRoot(animated: Bool)
    /// The app sets the whole stack above the root (screens by number; repeats are the adapter's
    /// to handle).
    case setStack([Int], animated: Bool)
    /// Display frames at 60 Hz.
    case frames(Int)
    /// A one-finger drag, a display frame after every move; lifted or left down.
    case drag(startX: Double, travel: Double, frames: Int, lifts: Bool)
    /// The accessibility escape (VoiceOver's two-finger scrub).
    case escape
    /// The adapter's view disappears and appears again (a tab switch, a sheet over it), or only
    /// disappears when `returns` is false (it comes back with the next such action).
    case hostAppearance(returns: Bool)
    /// The view is laid out at a new size.
    case resize(width: Double, height: Double)
    /// Reduce Motion changes.
    case reduceMotion(Bool)
    /// The top screen's bar is hidden or shown and its title changes.
    case topSettings(title: String, barHidden: Bool)

    /// Screens by number, above the root.
    static let pool = 5

    static func decode(_ bytes: inout FuzzBytes) -> AdapterFuzzAction {
        switch bytes.int(below: 13) {
        case 0, 1: return .push(bytes.int(below: pool), animated: bytes.bool())
        case 2: return .pop(animated: bytes.bool())
        case 3: return .popToRoot(animated: bytes.bool())
        case 4: return .setStack((0..<bytes.int(below: 4)).map { _ in bytes.int(below: pool) }, animated: bytes.bool())
        case 5, 6: return .frames(1 + bytes.int(below: 40))
        case 7:
            return .drag(
                startX: bytes.bounded(in: 0...120), travel: bytes.bounded(in: -100...400),
                frames: 1 + bytes.int(below: 30), lifts: bytes.int(below: 4) != 0)
        case 8: return .escape
        case 9: return .hostAppearance(returns: bytes.int(below: 4) != 0)
        case 10: return .resize(width: bytes.bounded(in: 0...1200), height: bytes.bounded(in: 0...1200))
        case 11: return .reduceMotion(bytes.bool())
        default:
            return .topSettings(
                title: bytes.element(of: ["", "Inbox", "A rather long title"]), barHidden: bytes.bool())
        }
    }

    /// A readable form.
    package var description: String {
        switch self {
        case .push(let n, let animated): "push \(n)\(animated ? " animated" : "")"
        case .pop(let animated): "pop\(animated ? " animated" : "")"
        case .popToRoot(let animated): "pop to root\(animated ? " animated" : "")"
        case .setStack(let list, let animated): "set stack \(list)\(animated ? " animated" : "")"
        case .frames(let count): "\(count) frames"
        case .drag(let x, let travel, let frames, let lifts):
            "drag from x \(x) by \(travel) over \(frames) frames, \(lifts ? "lifted" : "left down")"
        case .escape: "accessibility escape"
        case .hostAppearance(let returns): returns ? "view disappears and appears again" : "view disappears"
        case .resize(let width, let height): "resize to \(width) × \(height)"
        case .reduceMotion(let on): "Reduce Motion \(on ? "on" : "off")"
        case .topSettings(let title, let hidden): "top titled \"\(title)\", bar \(hidden ? "hidden" : "shown")"
        }
    }
}

/// An adapter-layer fuzz case: a list of actions.
package struct AdapterFuzzInput: CustomStringConvertible {
    /// The actions, in order.
    package var actions: [AdapterFuzzAction]

    /// Decodes bytes; any bytes decode to some case.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - maximumActions: A bound on the number of actions (keeps each case fast).
    package init(decoding data: [UInt8], maximumActions: Int = 120) {
        var bytes = FuzzBytes(data)
        actions = []
        while !bytes.isAtEnd, actions.count < maximumActions {
            actions.append(AdapterFuzzAction.decode(&bytes))
        }
    }

    /// One action per line.
    package var description: String { actions.map { "  \($0)" }.joined(separator: "\n") }
}

/// Checks that a host's views, built by applying the driver's commands, show a scene: the same
/// screens back to front, each in its layer's state, in the scene's bounds and direction.
/// - Parameters:
///   - views: The views.
///   - scene: The container's scene.
/// - Throws: ``NavKitProperties/PropertyViolation`` naming the difference.
func checkViews(_ views: HostedViews, show scene: Scene) throws {
    if let broken = scene.firstViolation { throw PropertyViolation("the scene is ill formed: \(broken)") }
    guard views.screens.map(\.screen) == scene.layers.map(\.screen) else {
        throw PropertyViolation(
            "the views show \(views.screens.map(\.screen)), the scene \(scene.layers.map(\.screen))")
    }
    for layer in scene.layers {
        var expected = layer.state
        expected.zIndex = 0
        guard views.state(of: layer.screen) == expected else {
            throw PropertyViolation(
                "the view of \(layer.screen) shows \(views.state(of: layer.screen).map { "\($0)" } ?? "nothing"), "
                    + "the scene \(expected)")
        }
    }
    guard views.bounds == scene.bounds, views.direction == scene.layoutDirection else {
        throw PropertyViolation("the views are laid out in \(views.bounds), the scene in \(scene.bounds)")
    }
}
