public import NavKitCore

/// One container request that takes a stack from one path to another, as
/// the path navigator plans it.
///
/// A path is the stack above the root, as screen identities. Setting a path animates the
/// difference as `NavigationStack(path:)` does: one screen more is a push, one fewer a pop,
/// several fewer a pop to the screen that stays on top, and anything else — several screens
/// more, a different order, a different top — one transition to the new stack.
public enum PathChange: Hashable, Sendable, CustomStringConvertible {
    /// The path is unchanged: nothing to do.
    case none
    /// Push this screen on top.
    case push(ScreenID)
    /// Pop the top screen.
    case pop
    /// Pop every screen above this one.
    case popTo(ScreenID)
    /// Pop every screen above the root.
    case popToRoot
    /// Replace the stack above the root with these screens, in one transition (forward when
    /// the new top is new, backward when it was below the old top, none when the top stays).
    case setStack([ScreenID])

    /// `push(b)`, `pop`, `popTo(a)`, `popToRoot`, `setStack([a, c])` or `none`.
    public var description: String {
        switch self {
        case .none: "none"
        case .push(let id): "push(\(id))"
        case .pop: "pop"
        case .popTo(let id): "popTo(\(id))"
        case .popToRoot: "popToRoot"
        case .setStack(let ids): "setStack([\(ids.map(\.rawValue).joined(separator: ", "))])"
        }
    }
}

/// The screen identities of a path of `Hashable` values — the `[Element]` a SwiftUI stack binds
/// to — and the one container request that moves the stack from one path to another.
///
/// Each value gets an identity the first time it appears and keeps it while it stays in the
/// path; equal values appearing twice are told apart by their order (the second `a` is a
/// different screen from the first). A value that leaves the path and comes back later gets
/// its identity back as long as ``forget(allBut:)`` has not dropped it.
///
/// ```swift
/// var path = StackPath<Int>()
/// let now = path.identities(for: [1, 2])       // [path-1, path-2]
/// let next = path.identities(for: [1, 2, 3])   // [path-1, path-2, path-3]
/// StackPath<Int>.change(from: now, to: next)    // .push(path-3)
/// ```
package struct StackPath<Element: Hashable> {
    /// A value and how many equal values come before it in the path.
    fileprivate struct Occurrence: Hashable {
        // Sendable when Element is (see the conditional conformance at the end of the file).
        var element: Element
        var index: Int
    }

    private var identities: [Occurrence: ScreenID] = [:]
    private var elements: [ScreenID: Element] = [:]
    private var nextNumber = 1
    /// What every identity starts with (`path-1`, `path-2`, …).
    package let prefix: String

    /// Creates a path with no identities yet.
    /// - Parameter prefix: What the identities start with; keep it apart from other screens'
    ///   identities in the same container (the root's, say).
    package init(prefix: String = "path") {
        self.prefix = prefix
    }

    /// The identities of a path's values, giving new values new identities.
    /// - Parameter path: The values, bottom first (the root not included).
    /// - Returns: One identity per value, all different.
    package mutating func identities(for path: [Element]) -> [ScreenID] {
        var seen: [Element: Int] = [:]
        return path.map { element in
            let index = seen[element, default: 0]
            seen[element] = index + 1
            let key = Occurrence(element: element, index: index)
            if let id = identities[key] { return id }
            let id = ScreenID("\(prefix)-\(nextNumber)")
            nextNumber += 1
            identities[key] = id
            elements[id] = element
            return id
        }
    }

    /// The value a screen shows.
    /// - Parameter id: A screen identity.
    /// - Returns: Its value, or `nil` for a screen this path did not name (the root).
    package func element(for id: ScreenID) -> Element? { elements[id] }

    /// The path a stack shows: the values of its screens, skipping those this path did not
    /// name (the root).
    /// - Parameter stack: Screen identities, bottom first.
    /// - Returns: The values.
    package func path(of stack: some Sequence<ScreenID>) -> [Element] {
        stack.compactMap { elements[$0] }
    }

    /// Drops the identities of values no longer shown anywhere, so a path that churns through
    /// many values does not grow without bound.
    /// - Parameter kept: The identities still in use (in the stack, in a running transition,
    ///   in a waiting request).
    package mutating func forget(allBut kept: Set<ScreenID>) {
        guard elements.count > kept.count else { return }
        for (key, id) in identities where !kept.contains(id) {
            identities[key] = nil
            elements[id] = nil
        }
    }

    /// How many identities are remembered.
    package var count: Int { elements.count }

    /// The one request that takes the stack from one path to another.
    /// - Parameters:
    ///   - current: The identities above the root now (as the stack will be once what runs and
    ///     waits is done).
    ///   - new: The identities above the root wanted.
    /// - Returns: The request.
    package static func change(from current: [ScreenID], to new: [ScreenID]) -> PathChange {
        if current == new { return .none }
        if new.count > current.count, new.starts(with: current) {
            return new.count == current.count + 1 ? .push(new[new.count - 1]) : .setStack(new)
        }
        if current.starts(with: new) {
            if new.isEmpty { return .popToRoot }
            return current.count == new.count + 1 ? .pop : .popTo(new[new.count - 1])
        }
        return .setStack(new)
    }
}

extension StackPath: Sendable where Element: Sendable {}
extension StackPath.Occurrence: Sendable where Element: Sendable {}
