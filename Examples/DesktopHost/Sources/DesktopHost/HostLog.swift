import Foundation
import NavKit

/// The host's state log: one line per event, `event key=value …`, flushed at once so a script
/// can follow it while the app runs.
final class HostLog: NavigationObserver {
    private var stackBefore: [ScreenID] = []
    private var began: TransitionContext?

    func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func describe(_ stack: [ScreenID]) -> String {
        "[" + stack.map(\.rawValue).joined(separator: ",") + "]"
    }

    func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
        stackBefore = container.stack.map(\.id)
        began = context
    }

    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        let after = container.stack.map(\.id)
        write(
            "transition op=\(context.operation) interactive=\(context.isInteractive) outcome=\(outcome) "
                + "before=\(Self.describe(stackBefore)) after=\(Self.describe(after))")
    }

    func navigationContainer(_ container: NavigationContainer, didReport diagnostic: NavigationDiagnostic) {
        write("diagnostic \(diagnostic)")
    }
}
