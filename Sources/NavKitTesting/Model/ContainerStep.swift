public import NavKit

/// One step of a model-based container test: an operation, a frame, a swipe input or a policy
/// change. Screens are named by number (`s0`, `s1`, …) from a small pool so that duplicates,
/// missing screens and re-pushes come up often.
public enum ContainerStep: Sendable, Hashable, CustomStringConvertible {
    /// `push(s<n>)`.
    case push(Int, animated: Bool)
    /// `pop()`.
    case pop(animated: Bool)
    /// `pop(to: s<n>)`.
    case popTo(Int, animated: Bool)
    /// `popToRoot()`.
    case popToRoot(animated: Bool)
    /// `replaceTop(with: s<n>)`.
    case replaceTop(Int, animated: Bool)
    /// `setStack([s<n>…])`.
    case setStack([Int], animated: Bool)
    /// Time passes by this many seconds, ticked at 60 Hz.
    case advance(Double)
    /// `beginInteractivePop()`.
    case beginSwipe
    /// `updateInteractivePop(progress:)`.
    case updateSwipe(Double)
    /// `finishInteractivePop(velocity:)`.
    case finishSwipe(velocity: Double)
    /// `cancelInteractivePop(velocity:)`.
    case cancelSwipe(velocity: Double)
    /// A screen's bar preference changes.
    case setBarHidden(Int, Bool)
    /// A screen's back-gesture policy changes.
    case setBackGesture(Int, BackGesturePolicy)
    /// The layout direction changes.
    case setLayoutDirection(LayoutDirection)
    /// A one-finger gesture is played through `handle(_:)`, with frames ticked in between.
    case touchSwipe(SwipeSpec)
    /// The container-wide back gesture settings change.
    case setGestureMode(BackGestureConfiguration.Mode, maximumStartDistance: Double)
    /// A screen gets a leave guard that always allows (`false`) or always denies (`true`), or
    /// loses its guard (`nil`).
    case setGuard(Int, denies: Bool?)

    /// The screen for a pool number.
    public static func screen(_ number: Int) -> Screen {
        Screen(id: ScreenID("s\(number)"), title: "Screen \(number)")
    }

    /// A readable form.
    public var description: String {
        func a(_ animated: Bool) -> String { animated ? "" : ", animated: false" }
        switch self {
        case .push(let n, let animated): return "push(s\(n)\(a(animated)))"
        case .pop(let animated): return "pop(\(animated ? "" : "animated: false"))"
        case .popTo(let n, let animated): return "pop(to: s\(n)\(a(animated)))"
        case .popToRoot(let animated): return "popToRoot(\(animated ? "" : "animated: false"))"
        case .replaceTop(let n, let animated): return "replaceTop(s\(n)\(a(animated)))"
        case .setStack(let list, let animated): return "setStack(\(list.map { "s\($0)" })\(a(animated)))"
        case .advance(let seconds): return "advance(\(seconds)s)"
        case .beginSwipe: return "beginSwipe"
        case .updateSwipe(let p): return "updateSwipe(\(p))"
        case .finishSwipe(let v): return "finishSwipe(\(v))"
        case .cancelSwipe(let v): return "cancelSwipe(\(v))"
        case .setBarHidden(let n, let hidden): return "setBarHidden(s\(n), \(hidden))"
        case .setBackGesture(let n, let policy): return "setBackGesture(s\(n), \(policy))"
        case .setLayoutDirection(let direction): return "setLayoutDirection(\(direction))"
        case .touchSwipe(let spec): return spec.description
        case .setGestureMode(let mode, let distance): return "setGestureMode(\(mode), max start \(distance))"
        case .setGuard(let n, let denies):
            return "setGuard(s\(n), \(denies.map { $0 ? "denies" : "allows" } ?? "none"))"
        }
    }

    /// A generator of steps over a pool of `poolSize` screens. Non-animated operations are the
    /// simplest choice, so shrunk sequences need no frames unless the failure does.
    /// - Parameter poolSize: How many distinct screens the steps name.
    /// - Returns: The generator.
    public static func generator(poolSize: Int = 6) -> Gen<ContainerStep> {
        let screen = Gen<Int>.int(in: 0...(poolSize - 1))
        let animated = Gen<Bool>.bool
        let unit = Gen<Double>.double(in: 0...1)
        let velocity = Gen<Double>.double(in: -4...4)
        return Gen.frequency(
            (6, Gen.zip(screen, animated).map { ContainerStep.push($0, animated: $1) }),
            (3, animated.map { ContainerStep.pop(animated: $0) }),
            (2, Gen.zip(screen, animated).map { ContainerStep.popTo($0, animated: $1) }),
            (1, animated.map { ContainerStep.popToRoot(animated: $0) }),
            (1, Gen.zip(screen, animated).map { ContainerStep.replaceTop($0, animated: $1) }),
            (
                1,
                Gen.zip(Gen<[Int]>.array(of: screen, length: 0...4), animated).map {
                    ContainerStep.setStack($0, animated: $1)
                }
            ),
            (6, Gen<Double>.double(in: 0...0.6).map { ContainerStep.advance($0) }),
            (3, Gen<ContainerStep>.constant(.beginSwipe)),
            (4, unit.map { ContainerStep.updateSwipe($0) }),
            (2, velocity.map { ContainerStep.finishSwipe(velocity: $0) }),
            (2, velocity.map { ContainerStep.cancelSwipe(velocity: $0) }),
            (1, Gen.zip(screen, Gen<Bool>.bool).map { ContainerStep.setBarHidden($0, $1) }),
            (
                1,
                Gen.zip(screen, Gen<BackGesturePolicy>.element(of: BackGesturePolicy.allCases)).map {
                    ContainerStep.setBackGesture($0, $1)
                }
            ),
            (
                1,
                Gen<LayoutDirection>.element(of: LayoutDirection.allCases).map { ContainerStep.setLayoutDirection($0) }
            ),
            (8, SwipeSpec.generator.map { ContainerStep.touchSwipe($0) }),
            (
                1,
                Gen.zip(
                    Gen<BackGestureConfiguration.Mode>.element(of: BackGestureConfiguration.Mode.allCases),
                    Gen<Double>.frequency((2, .constant(0)), (1, Gen<Double>.double(in: 0...300)))
                ).map { ContainerStep.setGestureMode($0, maximumStartDistance: $1) }
            ),
            (1, Gen.zip(screen, Gen<Bool?>.optional(.bool)).map { ContainerStep.setGuard($0, denies: $1) })
        )
    }

    /// A generator of step sequences: a few instant pushes to give the stack depth, then random
    /// steps.
    /// - Parameters:
    ///   - length: The range of sequence lengths.
    ///   - poolSize: How many distinct screens the steps name.
    /// - Returns: The generator.
    public static func sequences(length: ClosedRange<Int> = 0...40, poolSize: Int = 6) -> Gen<[ContainerStep]> {
        // Most interesting behaviour needs depth, so a sequence starts with up to `poolSize - 1`
        // instant pushes (shrinking removes the ones a failure does not need).
        Gen.zip(
            Gen<Int>.int(in: 0...(poolSize - 1)),
            Gen<[ContainerStep]>.array(of: generator(poolSize: poolSize), length: length)
        )
        .map { depth, steps in
            (0..<depth).map { ContainerStep.push($0 + 1, animated: false) } + steps
        }
    }
}
