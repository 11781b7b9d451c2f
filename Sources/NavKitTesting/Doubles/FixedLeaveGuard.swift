public import NavKit

/// A leave guard that always gives the same answer and counts the questions, for tests.
///
/// ```swift
/// let form = FixedLeaveGuard(.deny)
/// container.setLeaveGuard(form, for: "form")
/// #expect(throws: NavigationError.leaveDenied("form")) { try container.pop() }
/// ```
public final class FixedLeaveGuard: LeaveGuard {
    /// The answer it gives.
    public var decision: LeaveDecision
    /// Every question it was asked, in order.
    public private(set) var questions: [LeaveRequest] = []

    /// Creates a guard.
    /// - Parameter decision: The answer it gives.
    public init(_ decision: LeaveDecision) {
        self.decision = decision
    }

    /// Records the question and answers.
    /// - Parameters:
    ///   - container: The container.
    ///   - request: The question.
    /// - Returns: ``decision``.
    public func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest)
        -> LeaveDecision
    {
        questions.append(request)
        return decision
    }
}
