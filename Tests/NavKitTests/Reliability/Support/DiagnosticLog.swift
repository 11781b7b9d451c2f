import NavKit

/// Collects a container's diagnostics through the observer channel, with helpers to pick kinds
/// out. The container holds it weakly: keep it in a local for the test's length.
final class DiagnosticLog: NavigationObserver {
    private(set) var all: [NavigationDiagnostic] = []

    /// Starts collecting from a container.
    init(_ container: NavigationContainer) {
        container.addObserver(self)
    }

    func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {
        all.append(diagnostic)
    }

    /// The diagnostics as text (payloads may carry NaN, which never equals itself).
    var descriptions: [String] { all.map { "\($0)" } }

    var durationClamps: [(requested: Double, used: Double)] {
        all.compactMap { if case .durationClamped(_, let requested, let used) = $0 { (requested, used) } else { nil } }
    }
    var sanitizedFrames: [Double] {
        all.compactMap { if case .sanitizedFrame(_, let progress) = $0 { progress } else { nil } }
    }
    var watchdogs: [(outcome: TransitionOutcome, seconds: Double)] {
        all.compactMap {
            if case .watchdogEndedTransition(let outcome, let seconds) = $0 { (outcome, seconds) } else { nil }
        }
    }
    var gestureRefusals: [BackGestureRefusal] {
        all.compactMap { if case .backGestureRefused(let reason) = $0 { reason } else { nil } }
    }
    var touchRefusals: [TouchError] {
        all.compactMap { if case .touchRefused(let error) = $0 { error } else { nil } }
    }
    var sanitizedProgressCount: Int { all.filter { $0 == .sanitizedInteractionProgress }.count }
    var interactionFailures: [InteractionError] {
        all.compactMap { if case .interactionFailed(let error) = $0 { error } else { nil } }
    }
}

/// Something whose release a test watches.
final class Token: @unchecked Sendable {}
