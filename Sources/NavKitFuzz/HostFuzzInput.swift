import NavKit
import NavKitHost
import NavKitTesting

/// One action of the host layer: what a host's code calls on ``NavKitHost/NavigationHostDriver``
/// (requests, display frames, back inputs, touches, its own appearance, views made again), and
/// what an app does from a lifecycle callback.
package enum HostFuzzAction: CustomStringConvertible {
    /// A push through ``NavKitHost/NavigationHostDriver/request(_:)``.
    case push(Int, animated: Bool)
    /// A pop through the driver's request.
    case pop(animated: Bool)
    /// A pop to the root through the driver's request.
    case popToRoot(animated: Bool)
    /// A new stack (screens by number) through the driver's request.
    case setStack([Int], animated: Bool)
    /// The top screen replaced through the driver's request.
    case replaceTop(Int, animated: Bool)
    /// Display frames at 60 Hz through ``NavKitHost/NavigationHostDriver/frame(at:)``.
    case frames(Int)
    /// A display frame at a non-finite or earlier time: refused, nothing changes.
    case badFrame(Double)
    /// The back button, a key or the accessibility escape through ``NavKitHost/NavigationHostDriver/performBack(_:)``.
    case back(BackRequestSource, animated: Bool)
    /// An input mapped by the back shortcuts (``NavKitHost/NavigationHostDriver/handle(_:isEditingText:)``).
    case input(BackInput, isEditingText: Bool)
    /// The host's own appearance (only the moves UIKit makes).
    case hostAppearance(ScreenAppearance, animated: Bool)
    /// A one-finger drag through the driver's touch input, a display frame after every touch.
    case drag(startX: Double, travel: Double, frames: Int, lifts: Bool)
    /// The host made its views again (``NavKitHost/NavigationHostDriver/invalidateViews()``, then
    /// ``NavKitHost/NavigationHostDriver/render()``).
    case viewsRecreated
    /// A leave guard on a screen: denies, allows, or (`nil`) is released.
    case leaveGuard(Int, denies: Bool?)
    /// The top screen's bar hidden or shown and the title of the back button to it, through the
    /// driver's request.
    case preferences(barHidden: Bool, title: String?)
    /// New bounds through the driver's request.
    case bounds(width: Double, height: Double)
    /// The app pushes a screen from the next `didAppear` callback (as a view controller might).
    case pushOnNextAppearance(Int)

    /// Screens by number: `0` is the root's.
    static let pool = 6

    /// The screen a number names (the root for 0).
    /// - Parameter number: The number.
    /// - Returns: The screen.
    package static func screen(_ number: Int) -> Screen {
        number == 0 ? Screen(id: "h0", title: "Root") : Screen(id: ScreenID("h\(number)"), title: "Screen \(number)")
    }

    static func decode(_ bytes: inout FuzzBytes) -> HostFuzzAction {
        switch bytes.int(below: 17) {
        case 0: return .push(1 + bytes.int(below: pool - 1), animated: bytes.bool())
        case 1: return .pop(animated: bytes.bool())
        case 2: return .popToRoot(animated: bytes.bool())
        case 3:
            return .setStack(
                (0..<bytes.int(below: 4)).map { _ in 1 + bytes.int(below: pool - 1) }, animated: bytes.bool())
        case 4: return .replaceTop(1 + bytes.int(below: pool - 1), animated: bytes.bool())
        case 5, 6: return .frames(1 + bytes.int(below: 40))
        case 7: return .badFrame(bytes.bool() ? bytes.poison() : -1 - abs(bytes.finite(in: 0...10)))
        case 8:
            let sources: [BackRequestSource] = [
                .backButton, .accessibilityEscape, .keyboard(KeyPress(.escape)),
                .keyboard(KeyPress(.leftBracket, modifiers: .command)),
            ]
            return .back(bytes.element(of: sources), animated: bytes.bool())
        case 9:
            let inputs: [BackInput] = [
                .backButton, .accessibilityEscape, .key(KeyPress(.escape)),
                .key(KeyPress(.leftBracket, modifiers: .command)), .key(KeyPress(.leftArrow, modifiers: .command)),
                .key(KeyPress(.other("a"))),
            ]
            return .input(bytes.element(of: inputs), isEditingText: bytes.bool())
        case 10: return .hostAppearance(bytes.element(of: ScreenAppearance.allCases), animated: bytes.bool())
        case 11:
            return .drag(
                startX: bytes.bounded(in: 0...120), travel: bytes.bounded(in: -100...400),
                frames: 1 + bytes.int(below: 30), lifts: bytes.int(below: 4) != 0)
        case 12: return .viewsRecreated
        case 13:
            let choice = bytes.int(below: 3)
            return .leaveGuard(bytes.int(below: pool), denies: choice == 2 ? nil : choice == 1)
        case 14: return .preferences(barHidden: bytes.bool(), title: bytes.element(of: [nil, "Inbox", "A long title"]))
        case 15: return .bounds(width: bytes.bounded(in: 0...1200), height: bytes.bounded(in: 0...1200))
        default: return .pushOnNextAppearance(1 + bytes.int(below: pool - 1))
        }
    }

    /// A readable form.
    package var description: String {
        switch self {
        case .push(let n, let animated): "push h\(n)\(animated ? " animated" : "")"
        case .pop(let animated): "pop\(animated ? " animated" : "")"
        case .popToRoot(let animated): "pop to root\(animated ? " animated" : "")"
        case .setStack(let list, let animated): "set stack \(list)\(animated ? " animated" : "")"
        case .replaceTop(let n, let animated): "replace top with h\(n)\(animated ? " animated" : "")"
        case .frames(let count): "\(count) frames"
        case .badFrame(let time): "bad frame at \(time)"
        case .back(let source, let animated): "back from \(source)\(animated ? " animated" : "")"
        case .input(let input, let editing): "input \(input)\(editing ? " while editing text" : "")"
        case .hostAppearance(let phase, let animated): "host \(phase)\(animated ? " animated" : "")"
        case .drag(let x, let travel, let frames, let lifts):
            "drag from x \(x) by \(travel) over \(frames) frames, \(lifts ? "lifted" : "cancelled")"
        case .viewsRecreated: "views recreated"
        case .leaveGuard(let n, let denies): "guard on h\(n) \(denies.map { $0 ? "denies" : "allows" } ?? "released")"
        case .preferences(let hidden, let title):
            "top bar \(hidden ? "hidden" : "shown"), back title \(title ?? "default")"
        case .bounds(let width, let height): "bounds \(width) × \(height)"
        case .pushOnNextAppearance(let n): "push h\(n) from the next didAppear"
        }
    }
}

/// A host-layer fuzz case: the motion policy, then a list of actions.
package struct HostFuzzInput: CustomStringConvertible {
    /// Whether the host runs under Reduce Motion.
    package var reduceMotion: Bool
    /// The actions, in order.
    package var actions: [HostFuzzAction]

    /// Decodes bytes; any bytes decode to some case.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - maximumActions: A bound on the number of actions (keeps each case fast).
    package init(decoding data: [UInt8], maximumActions: Int = 150) {
        var bytes = FuzzBytes(data)
        reduceMotion = bytes.bool()
        actions = []
        while !bytes.isAtEnd, actions.count < maximumActions {
            actions.append(HostFuzzAction.decode(&bytes))
        }
    }

    /// The settings, then one action per line.
    package var description: String {
        (["host, reduce motion \(reduceMotion)"] + actions.map { "  \($0)" }).joined(separator: "\n")
    }
}
