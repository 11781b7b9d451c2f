import NavKitCore

/// A stack operation as requested, before it is validated against a stack.
package enum StackOperation: Sendable {
    case push(Screen)
    case pop
    case popTo(ScreenID)
    case popToRoot
    case replaceTop(Screen)
    case setStack([Screen])
}

/// A validated change to a stack, applied in place when its transition finishes.
///
/// Changes rather than whole new arrays keep push and pop O(1) in the stack's depth.
enum StackChange: Sendable {
    case append(Screen)
    case removeLast(Int)
    case replaceLast(Screen)
    case replaceAll([Screen])
}

/// What validating an operation needs to read of a stack: a real one, or the projection of one
/// after the transition in flight and the queue.
protocol StackView {
    var count: Int { get }
    var top: Screen { get }
    func contains(_ id: ScreenID) -> Bool
    func index(of id: ScreenID) -> Int?
}

extension StackView {
    /// Validates an operation against this stack.
    /// - Returns: The change to apply, or a typed error; the stack itself is not touched.
    func plan(_ operation: StackOperation) throws(NavigationError) -> StackChange {
        switch operation {
        case .push(let screen):
            if contains(screen.id) { throw .duplicateScreen(screen.id) }
            return .append(screen)
        case .pop:
            if count < 2 { throw .cannotPopRoot }
            return .removeLast(1)
        case .popTo(let id):
            guard let index = index(of: id) else { throw .screenNotInStack(id) }
            return .removeLast(count - 1 - index)
        case .popToRoot:
            return .removeLast(count - 1)
        case .replaceTop(let screen):
            if screen.id != top.id && contains(screen.id) { throw .duplicateScreen(screen.id) }
            return .replaceLast(screen)
        case .setStack(let list):
            guard !list.isEmpty else { throw .emptyStack }
            var seen = Set<ScreenID>(minimumCapacity: list.count)
            for screen in list where !seen.insert(screen.id).inserted { throw .duplicateScreen(screen.id) }
            return .replaceAll(list)
        }
    }
}

/// The screens of a container with an index from identity to position.
///
/// Invariant: never empty; ``positions`` maps every screen's id to its index and nothing else.
struct ScreenStack: StackView, Sendable {
    private(set) var screens: [Screen]
    private var positions: [ScreenID: Int]

    init(root: Screen) {
        screens = [root]
        positions = [root.id: 0]
    }

    var top: Screen { screens[screens.count - 1] }
    /// The top screen's identity, read without copying the screen.
    var topID: ScreenID { screens[screens.count - 1].id }
    /// The top screen's back-gesture policy, read without copying the screen.
    var topPolicy: BackGesturePolicy { screens[screens.count - 1].preferences.backGesture }
    /// Whether the top screen names a transition source (it zooms), read without copying it.
    var topNamesTransitionSource: Bool { screens[screens.count - 1].preferences.transitionSource != nil }
    var count: Int { screens.count }

    func contains(_ id: ScreenID) -> Bool { positions[id] != nil }
    func index(of id: ScreenID) -> Int? { positions[id] }
    subscript(index: Int) -> Screen { screens[index] }

    /// The screen on top after a change.
    func top(after change: StackChange) -> Screen {
        switch change {
        case .append(let screen), .replaceLast(let screen): screen
        case .removeLast(let k): screens[count - 1 - k]
        case .replaceAll(let list): list[list.count - 1]
        }
    }

    /// The depth after a change.
    func count(after change: StackChange) -> Int {
        switch change {
        case .append: count + 1
        case .removeLast(let k): count - k
        case .replaceLast: count
        case .replaceAll(let list): list.count
        }
    }

    /// Which way a change moves: backward when the new top was already below the old top.
    func direction(of change: StackChange) -> TransitionDirection {
        switch change {
        case .append, .replaceLast: .forward
        case .removeLast: .backward
        case .replaceAll(let list):
            positions[list[list.count - 1].id].map { $0 < count - 1 } == true ? .backward : .forward
        }
    }

    /// The screens a change removes, top first; O(removed) except for a whole new stack.
    func removed(by change: StackChange) -> [ScreenID] {
        switch change {
        case .append: []
        case .removeLast(let k): screens[(count - k)...].reversed().map(\.id)
        case .replaceLast(let screen): screen.id == top.id ? [] : [top.id]
        case .replaceAll(let list):
            Self.ids(of: screens, notIn: list)
        }
    }

    /// The identities of `screens` that `list` does not hold, last first.
    static func ids(of screens: [Screen], notIn list: [Screen]) -> [ScreenID] {
        let kept = Set(list.map(\.id))
        return screens.reversed().map(\.id).filter { !kept.contains($0) }
    }

    /// Applies a change planned against this stack.
    mutating func apply(_ change: StackChange) {
        switch change {
        case .append(let screen):
            positions[screen.id] = screens.count
            screens.append(screen)
        case .removeLast(let k):
            for _ in 0..<k { positions[screens.removeLast().id] = nil }
            shrinkIfSparse()
        case .replaceLast(let screen):
            positions[top.id] = nil
            positions[screen.id] = screens.count - 1
            screens[screens.count - 1] = screen
        case .replaceAll(let list):
            screens = list
            positions = Dictionary(uniqueKeysWithValues: list.enumerated().map { ($1.id, $0) })
        }
    }

    /// Gives memory back once the stack is down to a quarter of what its storage holds: a deep
    /// pop returns what the popped screens took. Rebuilding costs O(count), paid for by the 3 ×
    /// count screens removed since the storage was last this full, so pops stay O(1) amortised.
    private mutating func shrinkIfSparse() {
        guard screens.capacity > 64, screens.count < screens.capacity / 4 else { return }
        // A fresh buffer of the right size (`Array(screens[...])` would keep the old one).
        var compact: [Screen] = []
        compact.reserveCapacity(screens.count)
        compact.append(contentsOf: screens)
        screens = compact
        var fresh = [ScreenID: Int](minimumCapacity: screens.count)
        for (index, screen) in screens.enumerated() { fresh[screen.id] = index }
        positions = fresh
    }

    /// Replaces the stored value of a screen (same identity) in place.
    mutating func update(_ id: ScreenID, _ transform: (inout Screen) -> Void) -> Bool {
        guard let index = positions[id] else { return false }
        var screen = screens[index]
        transform(&screen)
        screen.id = id
        screens[index] = screen
        return true
    }
}
