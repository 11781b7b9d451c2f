public import NavKitCore

extension StatusBarStyle {
    /// The style while a transition runs: the outgoing screen's until halfway, the incoming
    /// screen's from there, so a cancelled swipe gives the original style back.
    /// - Parameters:
    ///   - from: The style of the screen on top when the transition began.
    ///   - to: The style of the screen on top if it finishes.
    ///   - progress: The transition's progress, or `nil` at rest (then `to` is on top).
    /// - Returns: The style to show this frame.
    public static func during(from: StatusBarStyle, to: StatusBarStyle, progress: Double?) -> StatusBarStyle {
        guard let progress else { return to }
        return progress < 0.5 ? from : to
    }
}
