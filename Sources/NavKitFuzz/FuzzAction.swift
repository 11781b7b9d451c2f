import NavKit
import NavKitTesting

/// One fuzz action: a model-checked step, or a hostile input the container must refuse with a
/// typed error and no change.
package enum FuzzAction: CustomStringConvertible {
    /// A step of the model-based runner (operations, frames, swipes, policies, touch swipes).
    case step(ContainerStep)
    /// A touch that is malformed or does not fit the stream (never a well-formed one).
    case badTouch(Touch)
    /// A frame at a non-finite or earlier time.
    case badTick(Double)
    /// An interactive update, finish or cancel with a non-finite value or an earlier time.
    case badInteractive(kind: Int, value: Double, backwards: Bool)
    /// Bounds that are non-finite or negative; or, for `valid`, real bounds (applied at any time,
    /// during a transition too).
    case bounds(Rect, valid: Bool)
    /// A programmatic back event that is malformed or out of order.
    case badProgrammatic(ProgrammaticBackEvent)
    /// Back-gesture settings with a bad value.
    case badGestureSettings(BackGestureConfiguration)
    /// Scroll regions for a screen, possibly with non-finite frames.
    case scrollRegion(screen: Int, frame: Rect, page: Int)
    /// A container nested in a screen of the fuzzed one, with a stack of some depth; touches and
    /// programmatic back reach it through the outer container.
    case nest(screen: Int, depth: Int)
    /// A back interceptor for a screen (class-based, held weakly by the container); `nil`
    /// releases the one the harness holds.
    case interceptor(screen: Int, consumes: Bool?)

    /// Decodes one action.
    /// - Parameter bytes: The reader.
    /// - Returns: The action.
    static func decode(_ bytes: inout FuzzBytes) -> FuzzAction {
        let pool = 6
        // Kinds 0…24 decode as they always did for bytes below 25, so the recorded findings keep
        // their meaning; 25 and 26 (guards, nesting) came with issue 13, 27 (back-button titles)
        // with issue 16.
        let kind = bytes.int(below: 28)
        switch kind {
        case 0: return .step(.push(bytes.int(below: pool), animated: bytes.bool()))
        case 1: return .step(.pop(animated: bytes.bool()))
        case 2: return .step(.popTo(bytes.int(below: pool), animated: bytes.bool()))
        case 3: return .step(.popToRoot(animated: bytes.bool()))
        case 4: return .step(.replaceTop(bytes.int(below: pool), animated: bytes.bool()))
        case 5:
            let list = (0..<bytes.int(below: 5)).map { _ in bytes.int(below: pool) }
            return .step(.setStack(list, animated: bytes.bool()))
        case 6: return .step(.advance(bytes.bounded(in: 0...1.5)))
        case 7: return .step(.beginSwipe)
        case 8: return .step(.updateSwipe(bytes.finite(in: -0.5...1.5)))
        case 9: return .step(.finishSwipe(velocity: bytes.finite(in: -8...8)))
        case 10: return .step(.cancelSwipe(velocity: bytes.finite(in: -8...8)))
        case 11: return .step(.setBarHidden(bytes.int(below: pool), bytes.bool()))
        case 12: return .step(.setBackGesture(bytes.int(below: pool), bytes.element(of: BackGesturePolicy.allCases)))
        case 13: return .step(.setLayoutDirection(bytes.element(of: LayoutDirection.allCases)))
        case 14, 15:
            let spec = SwipeSpec(
                startFraction: bytes.bounded(in: 0...1), verticalFraction: bytes.bounded(in: 0...1),
                travel: bytes.bounded(in: -2...2), verticalTravel: bytes.bounded(in: -1...1),
                // The runner assumes a second finger lands while the first is down, so never 0 s.
                duration: bytes.bounded(in: 0.02...1.5), stop: bytes.bounded(in: 0...0.5),
                cancelled: bytes.int(below: 5) == 0,
                secondFinger: bytes.int(below: 5) == 0)
            return .step(.touchSwipe(spec))
        case 16:
            return .step(
                .setGestureMode(
                    bytes.element(of: BackGestureConfiguration.Mode.allCases),
                    maximumStartDistance: bytes.bounded(in: 0...500)))
        case 17: return .badTouch(badTouch(&bytes))
        case 18:
            return .badTick(bytes.bool() ? bytes.poison() : -1 - abs(bytes.finite(in: 0...100)))
        case 19:
            return .badInteractive(kind: bytes.int(below: 3), value: bytes.poison(), backwards: bytes.bool())
        case 20:
            if bytes.bool() {
                let size = Size(width: bytes.bounded(in: 0...2000), height: bytes.bounded(in: 0...2000))
                // At the origin: the runner's swipe scripts and invariant-7 check assume it.
                return .bounds(Rect(size: size), valid: true)
            }
            var rect = Rect(x: 0, y: 0, width: 390, height: 844)
            switch bytes.int(below: 4) {
            case 0: rect.size.width = bytes.poison()
            case 1: rect.size.height = -1 - abs(bytes.finite(in: 0...100))
            case 2: rect.origin.x = bytes.poison()
            default: rect.origin.y = bytes.poison()
            }
            return .bounds(rect, valid: false)
        case 21:
            let poison = bytes.poison()
            let time = Timestamp(seconds: bytes.bool() ? poison : 1)
            switch bytes.int(below: 4) {
            case 0: return .badProgrammatic(.started(at: Timestamp(seconds: poison)))
            case 1: return .badProgrammatic(.progressed(bytes.bool() ? poison : 0.5, at: time))
            case 2: return .badProgrammatic(.committed(velocity: bytes.bool() ? poison : 0, at: time))
            default: return .badProgrammatic(.cancelled(velocity: bytes.bool() ? poison : 0, at: time))
            }
        case 22:
            let frame = Rect(
                x: bytes.finite(in: -100...400), y: bytes.finite(in: -100...900), width: bytes.finite(in: -10...400),
                height: bytes.bool() ? bytes.poison() : bytes.finite(in: 0...900))
            return .scrollRegion(screen: bytes.int(below: pool), frame: frame, page: bytes.int(below: 3))
        case 23:
            var settings = BackGestureConfiguration()
            let bad = bytes.bool() ? bytes.poison() : -1 - abs(bytes.finite(in: 0...100))
            switch bytes.int(below: 4) {
            case 0: settings.edgeWidth = bad
            case 1: settings.maximumStartDistance = bad
            case 2: settings.slop = bytes.bool() ? 0 : bad
            default: settings.horizontalDominance = bad
            }
            return .badGestureSettings(settings)
        case 24:
            let choice = bytes.int(below: 3)
            return .interceptor(screen: bytes.int(below: pool), consumes: choice == 2 ? nil : choice == 1)
        case 25:
            let choice = bytes.int(below: 3)
            return .step(.setGuard(bytes.int(below: pool), denies: choice == 2 ? nil : choice == 1))
        case 26:
            return .nest(screen: bytes.int(below: pool), depth: 1 + bytes.int(below: 3))
        default:
            let titles = [nil, "Back", "Inbox", String(repeating: "W", count: 40)]
            return .step(.setBackButtonTitle(bytes.int(below: pool), bytes.element(of: titles)))
        }
    }

    private static func badTouch(_ bytes: inout FuzzBytes) -> Touch {
        let phase = bytes.element(of: TouchPhase.allCases)
        var location = Point(x: bytes.finite(in: -100...500), y: bytes.finite(in: -100...900))
        var time = bytes.finite(in: -10...100)
        // An id no script uses: it is never down, so anything but `began` is unknown.
        var id = TouchID(7_000 + bytes.int(below: 4))
        switch bytes.int(below: 4) {
        case 0: location.x = bytes.poison()
        case 1: location.y = bytes.poison()
        case 2: time = bytes.poison()
        default:
            // Well-formed numbers, but a finger that is not down (a `began` always fits an empty
            // stream, so it gets a non-finite time instead).
            if phase == .began { time = -.infinity } else { id = TouchID(1) }
        }
        return Touch(id: id, phase: phase, location: location, timestamp: Timestamp(seconds: time))
    }

    /// A readable form.
    package var description: String {
        switch self {
        case .step(let step): "\(step)"
        case .badTouch(let touch): "bad touch \(touch)"
        case .badTick(let time): "bad tick at \(time)"
        case .badInteractive(let kind, let value, let backwards):
            "bad interactive \(["update", "finish", "cancel"][kind]) \(value)\(backwards ? " backwards" : "")"
        case .bounds(let rect, let valid): "\(valid ? "bounds" : "bad bounds") \(rect)"
        case .badProgrammatic(let event): "bad programmatic \(event)"
        case .badGestureSettings(let settings): "bad gesture settings \(settings)"
        case .scrollRegion(let screen, let frame, let page): "scroll region on s\(screen) \(frame) page \(page)"
        case .nest(let screen, let depth): "nest a container of \(depth) screens in s\(screen)"
        case .interceptor(let screen, let consumes):
            "interceptor on s\(screen) \(consumes.map { "consumes: \($0)" } ?? "released")"
        }
    }
}
