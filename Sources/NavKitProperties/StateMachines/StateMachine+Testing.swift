public import Testing

/// Checks a ``StateMachine`` inside a Swift Testing test and records an
/// issue with the report (the shrunk program and how to replay it) unless
/// every program passes, the coverage requirements are met and the health
/// check finds nothing.
///
/// ```swift
/// @Test func bankAgreesWithModel() {
///     expectStateMachine(BankMachine.make(), settings: PropertySettings(iterations: 300))
/// }
/// ```
///
/// Failures are saved in the settings' database under the machine's name
/// and the source location, and replayed first next time.
///
/// - Parameters:
///   - machine: The machine.
///   - settings: How to check.
///   - sourceLocation: Where to attribute the issue; the caller by default.
///   - recordIssue: Records the issue; Swift Testing's `Issue.record` by default.
/// - Returns: The report.
@discardableResult
public func expectStateMachine<Model, System>(
    _ machine: StateMachine<Model, System>,
    settings: PropertySettings = PropertySettings(),
    sourceLocation: SourceLocation = #_sourceLocation,
    recordIssue: (Comment, SourceLocation) -> Void = { Issue.record($0, sourceLocation: $1) }
) -> PropertyReport<StateMachineProgram> {
    let report = machine.check(settings: settings, key: PropertyIssues.key(machine.name, sourceLocation))
    PropertyIssues.record(report, sourceLocation: sourceLocation, recordIssue: recordIssue)
    return report
}
