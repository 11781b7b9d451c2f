public import NavKit

/// A back interceptor that always gives the same answer and counts the questions, for tests.
///
/// ```swift
/// let web = FixedBackInterceptor(consumes: true)
/// container.setBackInterceptor(web, for: "web")
/// #expect(try container.goBack() == .intercepted)
/// ```
public final class FixedBackInterceptor: BackInterceptor {
    /// Whether it takes every back action.
    public var consumes: Bool
    /// How many times it was asked.
    public private(set) var questions = 0

    /// Creates an interceptor.
    /// - Parameter consumes: Whether it takes every back action.
    public init(consumes: Bool) {
        self.consumes = consumes
    }

    /// Counts the question and answers.
    /// - Parameter screen: The screen the back would leave.
    /// - Returns: ``consumes``.
    public func shouldConsumeBack(on screen: ScreenID) -> Bool {
        questions += 1
        return consumes
    }
}
