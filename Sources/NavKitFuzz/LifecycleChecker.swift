import NavKitCore
import NavKitHost
import NavKitTesting

/// An independent checker of UIKit's appearance and containment rules over a stream of
/// lifecycle callbacks. It knows nothing of `ScreenLifecycle`'s states: it remembers each
/// screen's last callback of each kind and judges every new one against the rules, as a UIKit
/// developer would read a log.
package struct LifecycleChecker {
    /// A checker that has heard nothing.
    package init() {}

    private enum Appearance { case willAppear, didAppear, willDisappear, didDisappear }
    private enum Containment { case willEnter, didEnter, willLeave, didLeave }

    private var lastAppearance: [ScreenID: Appearance] = [:]
    private var lastContainment: [ScreenID: Containment] = [:]
    /// Every callback so far, for failure messages.
    package private(set) var log: [ScreenLifecycleEffect] = []

    /// Judges one callback.
    package mutating func check(_ effect: ScreenLifecycleEffect) throws {
        log.append(effect)
        let id = effect.screen
        let appearance = lastAppearance[id]
        let containment = lastContainment[id]
        let inStack = containment != nil && containment != .didLeave
        func fail(_ rule: String) throws -> Never {
            throw PropertyViolation("\(rule): \(effect) after \(log.dropLast().suffix(12).map(\.description))")
        }
        switch effect {
        case .willAppear:
            if !inStack { try fail("appearance only while in the stack") }
            if appearance == .willAppear || appearance == .didAppear { try fail("never two willAppears in a row") }
            lastAppearance[id] = .willAppear
        case .didAppear:
            if appearance != .willAppear { try fail("didAppear only right after willAppear") }
            lastAppearance[id] = .didAppear
        case .willDisappear:
            if !inStack { try fail("appearance only while in the stack") }
            if appearance != .willAppear && appearance != .didAppear {
                try fail("willDisappear only after the screen began to appear")
            }
            lastAppearance[id] = .willDisappear
        case .didDisappear:
            if appearance != .willDisappear { try fail("didDisappear only right after willDisappear") }
            lastAppearance[id] = .didDisappear
        case .willEnterStack:
            if inStack { try fail("a screen enters the stack once") }
            lastContainment[id] = .willEnter
        case .didEnterStack:
            if containment != .willEnter && containment != .willLeave {
                try fail("didEnterStack only after willEnterStack (or a cancelled willLeaveStack)")
            }
            lastContainment[id] = .didEnter
        case .willLeaveStack:
            if containment != .didEnter && containment != .willEnter { try fail("only a screen in the stack leaves") }
            lastContainment[id] = .willLeave
        case .didLeaveStack:
            if containment != .willLeave { try fail("didLeaveStack only right after willLeaveStack") }
            if appearance != nil && appearance != .didDisappear { try fail("a screen leaves only once it disappeared") }
            lastContainment[id] = .didLeave
            lastAppearance[id] = nil
        }
    }

    /// Judges the order inside the callbacks one event produced: the leaving screen hears first
    /// (no `willDisappear` of one screen after another's `willAppear`, no `didDisappear` after a
    /// `didAppear`), a screen entering the stack hears nothing before `willEnterStack` and all
    /// its appearance before `didEnterStack`, and nothing after `didLeaveStack`.
    package func checkOrder(of batch: [ScreenLifecycleEffect]) throws {
        for (index, effect) in batch.enumerated() {
            let earlier = batch[..<index]
            let later = batch[(index + 1)...]
            func fail(_ rule: String) throws -> Never { throw PropertyViolation("\(rule): \(batch)") }
            switch effect {
            case .willAppear(let id, _):
                if later.contains(where: { $0.isWillDisappear && $0.screen != id }) {
                    try fail("the leaving screen hears willDisappear before the arriving one's willAppear")
                }
            case .didAppear(let id, _):
                if later.contains(where: { $0.isDidDisappear && $0.screen != id }) {
                    try fail("the leaving screen hears didDisappear before the arriving one's didAppear")
                }
            case .willEnterStack(let id):
                if earlier.contains(where: { $0.screen == id }) { try fail("a screen hears nothing before it enters") }
            case .didEnterStack(let id):
                if earlier.contains(.willEnterStack(id)), later.contains(where: { $0.screen == id && $0.isAppearance })
                {
                    try fail("an entering screen's appearance comes before its didEnterStack")
                }
            case .didLeaveStack(let id):
                if later.contains(where: { $0.screen == id }) { try fail("a screen hears nothing after it left") }
            default:
                break
            }
        }
    }

    /// Judges the state at rest: the stack's screens are members, nothing else is; only the top
    /// may be on screen, as far as the host is.
    package func checkAtRest(stack: [ScreenID], host: ScreenAppearance) throws {
        let members = Set(lastContainment.filter { $0.value == .didEnter }.map(\.key))
        let pending = lastContainment.filter { $0.value == .willEnter || $0.value == .willLeave }
        if members != Set(stack) || !pending.isEmpty {
            throw PropertyViolation(
                "at rest the members are the stack \(stack), not \(members.sorted { $0.rawValue < $1.rawValue }) (pending \(pending))"
            )
        }
        for (id, last) in lastAppearance where id != stack.last && last != .didDisappear {
            throw PropertyViolation("at rest only the top is on screen; \(id) last heard \(last)")
        }
        guard let top = stack.last else { return }
        let topLast = lastAppearance[top]
        let expected: [Appearance?]
        switch host {
        case .appeared: expected = [.didAppear]
        case .appearing: expected = [.willAppear]
        case .disappearing: expected = [.willDisappear, .didDisappear, nil]
        case .disappeared: expected = [.didDisappear, nil]
        }
        if !expected.contains(topLast) {
            throw PropertyViolation(
                "at rest with the host \(host), the top \(top) last heard \(String(describing: topLast))")
        }
    }
}

extension ScreenLifecycleEffect {
    /// Whether this is an appearance (not a containment) callback.
    package var isAppearance: Bool {
        switch self {
        case .willAppear, .didAppear, .willDisappear, .didDisappear: true
        case .willEnterStack, .didEnterStack, .willLeaveStack, .didLeaveStack: false
        }
    }

    package var isWillDisappear: Bool { if case .willDisappear = self { true } else { false } }
    package var isDidDisappear: Bool { if case .didDisappear = self { true } else { false } }
}

extension ScreenAppearance {
    /// Whether UIKit could make this appearance callback next.
    package func canMove(to next: ScreenAppearance) -> Bool {
        switch next {
        case .appearing: self == .disappeared || self == .disappearing
        case .appeared: self == .appearing
        case .disappearing: self == .appeared || self == .appearing
        case .disappeared: self == .disappearing
        }
    }
}
