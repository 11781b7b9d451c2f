public import NavKit

/// One step of a model-based container test: an operation, a frame, a swipe input, a preference,
/// bounds or policy change, or a nested container. Screens are named by number (`s0`, `s1`, …)
/// from a small pool so that duplicates, missing screens and re-pushes come up often.
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
    /// A screen's back-button title override (what the back button says on the screen above it)
    /// changes; `nil` goes back to its title.
    case setBackButtonTitle(Int, String?)
    /// The container's bounds change (at the origin), at any time — during a transition too.
    case setBounds(width: Double, height: Double)
    /// A container with a stack of `depth` screens is nested in a screen (at most a few per
    /// run); touches reach it through the outer one.
    case nest(Int, depth: Int)

    /// The screen for a pool number.
    public static func screen(_ number: Int) -> Screen {
        pool.indices.contains(number) ? pool[number] : make(number)
    }

    /// The first screens of the pool, made once (steps name them all the time).
    private static let pool = (0..<16).map(make)

    private static func make(_ number: Int) -> Screen {
        Screen(id: ScreenID("s\(number)"), title: "Screen \(number)")
    }

    /// The pool number of a screen named by ``screen(_:)``, if it is one.
    static func number(of id: ScreenID) -> Int? {
        id.rawValue.first == "s" ? Int(id.rawValue.dropFirst()) : nil
    }

    /// The step's name: the rule that takes it in ``ContainerModelRunner/stateMachine(_:maxSteps:poolSize:runner:finally:)``.
    public var name: String {
        switch self {
        case .push: "push"
        case .pop: "pop"
        case .popTo: "popTo"
        case .popToRoot: "popToRoot"
        case .replaceTop: "replaceTop"
        case .setStack: "setStack"
        case .advance: "advance"
        case .beginSwipe: "beginSwipe"
        case .updateSwipe: "updateSwipe"
        case .finishSwipe: "finishSwipe"
        case .cancelSwipe: "cancelSwipe"
        case .setBarHidden: "setBarHidden"
        case .setBackGesture: "setBackGesture"
        case .setLayoutDirection: "setLayoutDirection"
        case .touchSwipe: "touchSwipe"
        case .setGestureMode: "setGestureMode"
        case .setGuard: "setGuard"
        case .setBackButtonTitle: "setBackButtonTitle"
        case .setBounds: "setBounds"
        case .nest: "nest"
        }
    }

    /// The step's arguments as they read in a call.
    var arguments: String {
        func a(_ animated: Bool) -> String { animated ? "" : ", animated: false" }
        switch self {
        case .push(let n, let animated), .popTo(let n, let animated), .replaceTop(let n, let animated):
            return "s\(n)\(a(animated))"
        case .pop(let animated), .popToRoot(let animated): return animated ? "" : "animated: false"
        case .setStack(let list, let animated): return "\(list.map { "s\($0)" })\(a(animated))"
        case .advance(let seconds): return "\(seconds)s"
        case .beginSwipe: return ""
        case .updateSwipe(let p): return "\(p)"
        case .finishSwipe(let v), .cancelSwipe(let v): return "\(v)"
        case .setBarHidden(let n, let hidden): return "s\(n), \(hidden)"
        case .setBackGesture(let n, let policy): return "s\(n), \(policy)"
        case .setLayoutDirection(let direction): return "\(direction)"
        case .touchSwipe(let spec): return String(spec.description.dropFirst("swipe(".count).dropLast())
        case .setGestureMode(let mode, let distance): return "\(mode), max start \(distance)"
        case .setGuard(let n, let denies): return "s\(n), \(denies.map { $0 ? "denies" : "allows" } ?? "none")"
        case .setBackButtonTitle(let n, let title): return "s\(n), \(title.map { "\"\($0)\"" } ?? "nil")"
        case .setBounds(let width, let height): return "\(width)×\(height)"
        case .nest(let n, let depth): return "s\(n), depth: \(depth)"
        }
    }

    /// A readable form: `push(s1, animated: false)`.
    public var description: String { "\(name)(\(arguments))" }

    /// A generator of steps over a pool of `poolSize` screens. Non-animated operations are the
    /// simplest choice, so shrunk sequences need no frames unless the failure does.
    /// - Parameter poolSize: How many distinct screens the steps name.
    /// - Returns: The generator.
    public static func generator(poolSize: Int = 6) -> Gen<ContainerStep> {
        Gen.frequency(kinds(poolSize: poolSize).map { ($0.weight, $0.generator) })
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

extension ContainerStep {
    /// Every kind of step with its weight and generator: the one table both ``generator(poolSize:)``
    /// and the rules of ``ContainerModelRunner/stateMachine(_:maxSteps:poolSize:runner:finally:)`` are made from.
    static func kinds(poolSize: Int) -> [(name: String, weight: Int, generator: Gen<ContainerStep>)] {
        let screen = Gen<Int>.int(in: 0...(poolSize - 1))
        let animated = Gen<Bool>.bool
        let unit = Gen<Double>.double(in: 0...1)
        let velocity = Gen<Double>.double(in: -4...4)
        let title = Gen<String?>.optional(Gen<String>.element(of: ["Back", "Inbox", "A long back title"]))
        let modes = Gen<BackGestureConfiguration.Mode>.element(of: BackGestureConfiguration.Mode.allCases)
        return [
            ("push", 6, Gen.zip(screen, animated).map { ContainerStep.push($0, animated: $1) }),
            ("pop", 3, animated.map { ContainerStep.pop(animated: $0) }),
            ("popTo", 2, Gen.zip(screen, animated).map { ContainerStep.popTo($0, animated: $1) }),
            ("popToRoot", 1, animated.map { ContainerStep.popToRoot(animated: $0) }),
            ("replaceTop", 1, Gen.zip(screen, animated).map { ContainerStep.replaceTop($0, animated: $1) }),
            (
                "setStack", 1,
                Gen.zip(Gen<[Int]>.array(of: screen, length: 0...4), animated).map {
                    ContainerStep.setStack($0, animated: $1)
                }
            ),
            ("advance", 6, Gen<Double>.double(in: 0...0.6).map { ContainerStep.advance($0) }),
            ("beginSwipe", 3, Gen<ContainerStep>.constant(.beginSwipe)),
            ("updateSwipe", 4, unit.map { ContainerStep.updateSwipe($0) }),
            ("finishSwipe", 2, velocity.map { ContainerStep.finishSwipe(velocity: $0) }),
            ("cancelSwipe", 2, velocity.map { ContainerStep.cancelSwipe(velocity: $0) }),
            ("setBarHidden", 1, Gen.zip(screen, Gen<Bool>.bool).map { ContainerStep.setBarHidden($0, $1) }),
            (
                "setBackGesture", 1,
                Gen.zip(screen, Gen<BackGesturePolicy>.element(of: BackGesturePolicy.allCases)).map {
                    ContainerStep.setBackGesture($0, $1)
                }
            ),
            (
                "setLayoutDirection", 1,
                Gen<LayoutDirection>.element(of: LayoutDirection.allCases).map { ContainerStep.setLayoutDirection($0) }
            ),
            ("touchSwipe", 8, SwipeSpec.generator.map { ContainerStep.touchSwipe($0) }),
            (
                "setGestureMode", 1,
                Gen.zip(modes, Gen<Double>.frequency((2, .constant(0)), (1, Gen<Double>.double(in: 0...300)))).map {
                    ContainerStep.setGestureMode($0, maximumStartDistance: $1)
                }
            ),
            ("setGuard", 1, Gen.zip(screen, Gen<Bool?>.optional(.bool)).map { ContainerStep.setGuard($0, denies: $1) }),
            ("setBackButtonTitle", 1, Gen.zip(screen, title).map { ContainerStep.setBackButtonTitle($0, $1) }),
            (
                "setBounds", 1,
                Gen.zip(Gen<Double>.double(in: 240...1_024), Gen<Double>.double(in: 320...1_366)).map {
                    ContainerStep.setBounds(width: $0, height: $1)
                }
            ),
            ("nest", 1, Gen.zip(screen, Gen<Int>.int(in: 1...3)).map { ContainerStep.nest($0, depth: $1) }),
        ]
    }
}
