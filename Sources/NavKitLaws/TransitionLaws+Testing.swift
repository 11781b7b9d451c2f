public import NavKitCore
public import Testing

/// Checks an animator against every transition law and records one issue per broken law: its
/// worst breach, the shrunk case in the law's terms and the command that replays it.
///
/// ```swift
/// import NavKitLaws
/// import Testing
///
/// @Test func obeysTheLaws() {
///     expectTransitionLaws(MyAnimator(), name: "my-animator")
/// }
/// ```
/// - Parameters:
///   - animator: The animator under test.
///   - name: Its name in the report (and in the reproduce line: the name your package's NavKit
///     runner registers it under).
///   - exempt: Laws it is known not to keep, with the reason.
///   - iterations: Generated cases per law.
///   - reproduceCommand: The command a reproduce line starts with.
///   - sourceLocation: Where to attribute recorded issues.
/// - Returns: The full report.
@discardableResult
public func expectTransitionLaws(
    _ animator: any AnimatedTransitioning, name: String, exempt: [TransitionLaw: String] = [:],
    iterations: Int = 200, reproduceCommand: String = TransitionLaws.pluginCommand,
    sourceLocation: SourceLocation = #_sourceLocation
) -> TransitionLawReport {
    let report = TransitionLaws.check(
        animator, name: name, exempt: exempt, iterations: iterations, reproduceCommand: reproduceCommand)
    for comment in report.issueComments(kind: "a transition law") {
        Issue.record(comment, sourceLocation: sourceLocation)
    }
    return report
}

/// Checks an interactive transition against every interaction law and records one issue per
/// broken law.
/// - Parameters:
///   - name: Its name in the report.
///   - completionLimit: The longest allowed completion after release, in seconds.
///   - iterations: Generated scripts per law.
///   - reproduceCommand: The command a reproduce line starts with.
///   - sourceLocation: Where to attribute recorded issues.
///   - make: Makes a fresh instance.
/// - Returns: The full report.
@discardableResult
public func expectInteractionLaws(
    name: String, completionLimit: Double = 0.5, iterations: Int = 200,
    reproduceCommand: String = TransitionLaws.pluginCommand, sourceLocation: SourceLocation = #_sourceLocation,
    make: () -> any InteractiveTransitioning
) -> TransitionLawReport {
    let report = InteractionLaws.check(
        name: name, completionLimit: completionLimit, iterations: iterations, reproduceCommand: reproduceCommand,
        make: make)
    for comment in report.issueComments(kind: "an interaction law") {
        Issue.record(comment, sourceLocation: sourceLocation)
    }
    return report
}

extension TransitionLawReport {
    /// What the Swift Testing adapters record: one comment per violation, in law order, each
    /// naming the plug-in and the law and carrying the whole violation.
    /// - Parameter kind: `a transition law` or `an interaction law`.
    /// - Returns: One comment per broken law; none when every law holds.
    package func issueComments(kind: String) -> [Comment] {
        violations.map { Comment(rawValue: "\(subject) breaks \(kind)\n\($0)") }
    }
}
