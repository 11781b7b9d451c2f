public import NavKit

/// The reference model of a navigation stack: an array of identifiers and the requests still
/// waiting for their completion, written independently of the container so the two can be
/// compared step by step.
public struct ReferenceStackModel: Sendable {
    /// A stack request as the model sees it.
    public enum Request: Sendable, Hashable {
        /// Push an identifier.
        case push(ScreenID)
        /// Pop one.
        case pop
        /// Pop to an identifier.
        case popTo(ScreenID)
        /// Pop to the root.
        case popToRoot
        /// Replace the top.
        case replaceTop(ScreenID)
        /// Replace everything.
        case setStack([ScreenID])
        /// An interactive pop (finishes like `pop`, or is cancelled).
        case swipe
    }

    /// The stack as it is: changed only when the container reports a request finished.
    public private(set) var committed: [ScreenID]
    /// Requests accepted and not yet completed, oldest first, with their ticket numbers.
    public private(set) var outstanding: [(ticket: Int, request: Request)] = []
    /// Requests whose transition a finger caught: they may also end cancelled.
    public private(set) var caught: Set<Int> = []
    /// Screens whose leave guard denies every removal.
    public var deniers: Set<ScreenID> = []

    /// Creates a model with a root.
    /// - Parameter root: The root identifier.
    public init(root: ScreenID) {
        committed = [root]
    }

    /// The result of a request against a stack with this model's guards: a request that would
    /// remove a screen whose guard denies fails with ``NavKit/NavigationError/leaveDenied(_:)``,
    /// naming the topmost such screen (guards are asked top first). A swipe asks no guard here
    /// (the interactive-pop API leaves that to its caller; the touch swipe is checked apart).
    /// - Parameters:
    ///   - request: The request.
    ///   - stack: The stack it applies to.
    /// - Returns: The new stack or the expected error.
    public func guardedResult(_ request: Request, to stack: [ScreenID]) -> Result<[ScreenID], NavigationError> {
        let result = Self.apply(request, to: stack)
        guard case .success(let after) = result, request != .swipe, !deniers.isEmpty else { return result }
        let kept = Set(after)
        if let denier = stack.reversed().first(where: { !kept.contains($0) && deniers.contains($0) }) {
            return .failure(.leaveDenied(denier))
        }
        return result
    }

    /// The result of a request against a stack, or the error the container must throw.
    /// - Parameters:
    ///   - request: The request.
    ///   - stack: The stack it applies to.
    /// - Returns: The new stack or the expected error.
    public static func apply(_ request: Request, to stack: [ScreenID]) -> Result<[ScreenID], NavigationError> {
        switch request {
        case .push(let id):
            return stack.contains(id) ? .failure(.duplicateScreen(id)) : .success(stack + [id])
        case .pop, .swipe:
            return stack.count < 2 ? .failure(.cannotPopRoot) : .success(Array(stack.dropLast()))
        case .popTo(let id):
            guard let index = stack.firstIndex(of: id) else { return .failure(.screenNotInStack(id)) }
            return .success(Array(stack[...index]))
        case .popToRoot:
            return .success([stack[0]])
        case .replaceTop(let id):
            if id != stack.last, stack.contains(id) { return .failure(.duplicateScreen(id)) }
            return .success(Array(stack.dropLast()) + [id])
        case .setStack(let list):
            guard !list.isEmpty else { return .failure(.emptyStack) }
            var seen: [ScreenID] = []
            for id in list {
                if seen.contains(id) { return .failure(.duplicateScreen(id)) }
                seen.append(id)
            }
            return .success(list)
        }
    }

    /// The stack once every outstanding request applies (those that cannot are skipped).
    public var projected: [ScreenID] {
        outstanding.reduce(committed) { stack, entry in
            (try? Self.apply(entry.request, to: stack).get()) ?? stack
        }
    }

    /// Records an accepted request.
    /// - Parameters:
    ///   - request: The request.
    ///   - ticket: Its ticket number.
    public mutating func accept(_ request: Request, ticket: Int) {
        outstanding.append((ticket, request))
    }

    /// Records that a finger caught the transition of a request (it may now be cancelled).
    /// - Parameter ticket: Its ticket number.
    public mutating func markCaught(_ ticket: Int) {
        caught.insert(ticket)
    }

    /// Forgets a request the container refused.
    /// - Parameter ticket: Its ticket number.
    public mutating func withdraw(_ ticket: Int) {
        outstanding.removeAll { $0.ticket == ticket }
    }

    /// Applies a completion reported by the container, checking it against the model.
    /// - Parameters:
    ///   - result: What the container reported.
    ///   - ticket: For which request.
    /// - Returns: A description of the disagreement, or `nil` when the model agrees.
    public mutating func complete(_ ticket: Int, with result: NavigationResult) -> String? {
        guard let first = outstanding.first else { return "completion for #\(ticket) with nothing outstanding" }
        guard first.ticket == ticket else {
            let known = outstanding.contains { $0.ticket == ticket }
            return known ? "#\(ticket) completed before #\(first.ticket) (out of order)" : "#\(ticket) completed twice"
        }
        outstanding.removeFirst()
        let expected = Self.apply(first.request, to: committed)
        switch (result, expected) {
        case (.finished, .success(let stack)):
            // A guard goes with its screen: the container forgets it when the screen leaves.
            if !deniers.isEmpty { deniers.subtract(Set(committed).subtracting(stack)) }
            committed = stack
            caught.remove(ticket)
            return nil
        case (.cancelled, .success) where first.request == .swipe || caught.contains(ticket):
            caught.remove(ticket)
            return nil
        case (.failed(let error), .failure(let expectedError)) where error == expectedError:
            return nil
        case (.failed(.leaveDenied(let screen)), .success(let stack))
        where deniers.contains(screen) && committed.contains(screen) && !stack.contains(screen):
            // The stack changed under a queued request (a cancelled swipe) and it now removes a
            // screen whose guard denies: asked when its turn came, the guard refused.
            return nil
        default:
            return "#\(ticket) \(first.request) completed \(result) but the model expected \(expected)"
        }
    }
}
