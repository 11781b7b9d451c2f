public import NavKitCore
import NavKitProperties
public import Testing

/// Checks an animator against every transition law and records one issue per broken law, with
/// the shrunk counterexample.
///
/// ```swift
/// @Test func obeysTheLaws() {
///     expectTransitionLaws(MyAnimator(), name: "my-animator")
/// }
/// ```
/// - Parameters:
///   - animator: The animator under test.
///   - name: Its name in the report.
///   - exempt: Laws it is known not to keep, with the reason.
///   - iterations: Generated cases per law.
///   - sourceLocation: Where to attribute recorded issues.
/// - Returns: The full report.
@discardableResult
public func expectTransitionLaws(
    _ animator: any AnimatedTransitioning, name: String, exempt: [TransitionLaw: String] = [:],
    iterations: Int = 200, sourceLocation: SourceLocation = #_sourceLocation
) -> TransitionLawReport {
    let report = TransitionLaws.check(animator, name: name, exempt: exempt, iterations: iterations)
    for violation in report.violations {
        Issue.record("\(name) breaks a transition law\n\(violation)", sourceLocation: sourceLocation)
    }
    return report
}

/// Checks an interactive transition against every interaction law and records one issue per
/// broken law.
/// - Parameters:
///   - name: Its name in the report.
///   - completionLimit: The longest allowed completion after release, in seconds.
///   - iterations: Generated scripts per law.
///   - sourceLocation: Where to attribute recorded issues.
///   - make: Makes a fresh instance.
/// - Returns: The full report.
@discardableResult
public func expectInteractionLaws(
    name: String, completionLimit: Double = 0.5, iterations: Int = 200,
    sourceLocation: SourceLocation = #_sourceLocation, make: @escaping () -> any InteractiveTransitioning
) -> TransitionLawReport {
    let report = InteractionLaws.check(name: name, completionLimit: completionLimit, iterations: iterations, make: make)
    for violation in report.violations {
        Issue.record("\(name) breaks an interaction law\n\(violation)", sourceLocation: sourceLocation)
    }
    return report
}
