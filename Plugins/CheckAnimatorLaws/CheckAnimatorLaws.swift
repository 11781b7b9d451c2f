import Foundation
import PackagePlugin

/// `swift package check-animator-laws`: checks the package's own animators (or the named ones,
/// NavKit's included) against NavKit's transition laws with `navkit laws`, prints the table and
/// every broken law with its worst breach, shrunk case and reproduce line, and fails when a law
/// is broken.
///
/// ```
/// swift package check-animator-laws                 # every animator the package registers
/// swift package check-animator-laws curtain --iterations 1000
/// swift package check-animator-laws curtain --law continuity --case push,390x844
/// ```
///
/// The package's animators are known through its NavKit runner (`Sources/NavKitRunner`, written
/// by `new-animator`), which the plug-in builds and runs; without one, NavKit's built-in
/// animators are checked.
@main
struct CheckAnimatorLaws: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.usage)
            return
        }
        let runner = try NavKitRunner.locate(context, packageManager, plugin: "check-animator-laws")
        let status = try runner.run(
            ["laws"] + arguments + ["--reproduce-command", "swift package check-animator-laws"])
        switch status {
        case 0: return
        case 1:
            throw PluginFailure(
                "check-animator-laws: a law is broken (see the report: each broken law ends with a reproduce line)")
        default: throw PluginFailure("check-animator-laws: \(runner.name) laws failed with status \(status)")
        }
    }

    static let usage = """
        usage: swift package check-animator-laws [<animator>...] [--iterations N] [--seed S]
                 [--law LAW [--case CASE]]
          <animator>    default: every animator Sources/NavKitRunner/main.swift registers
          --law, --case replay one case, as a report's reproduce line gives it
        Fails (exit status 1) when a law is broken.
        """
}
