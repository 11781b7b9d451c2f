import Foundation
import PackagePlugin

/// How NavKit's command plug-ins run the `navkit` tool: through the package's own NavKit runner
/// when it has one — an executable product whose main target depends on `NavKitCommandLine`,
/// which `swift package new-animator` writes — so the package's animators are known exactly as
/// NavKit's are; otherwise through NavKit's own `navkit`, which knows the built-in animators.
///
/// One file, linked into each plug-in (`Plugins/Shared/NavKitRunner.swift`).
struct NavKitRunner {
    /// What runs: the executable and a name for messages.
    var executable: URL
    var name: String

    /// Finds and builds the package's runner, or falls back to `navkit`.
    /// - Parameters:
    ///   - context: The plug-in's context.
    ///   - packageManager: Builds the runner.
    ///   - plugin: The plug-in's verb, for messages.
    static func locate(_ context: PluginContext, _ packageManager: PackageManager, plugin: String) throws
        -> NavKitRunner
    {
        let runners = context.package.products.compactMap { $0 as? ExecutableProduct }.filter { product in
            product.mainTarget.dependencies.contains { dependency in
                if case .product(let product) = dependency { return product.name == "NavKitCommandLine" }
                return false
            }
        }
        guard let runner = runners.first else {
            return NavKitRunner(executable: try context.tool(named: "navkit").url, name: "navkit")
        }
        if runners.count > 1 {
            print("\(plugin): using the runner '\(runner.name)' (of \(runners.map(\.name).joined(separator: ", ")))")
        }
        let result = try packageManager.build(
            .product(runner.name), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded else {
            print(result.logText)
            throw PluginFailure("\(plugin): building the NavKit runner '\(runner.name)' failed (the log is above)")
        }
        guard let built = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw PluginFailure("\(plugin): building '\(runner.name)' produced no executable")
        }
        return NavKitRunner(executable: built.url, name: runner.name)
    }

    /// Runs the tool with arguments and prints its output (standard error merged in, so the
    /// report comes before the plug-in's own closing message).
    /// - Returns: The exit status.
    func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if !text.isEmpty { print(text.hasSuffix("\n") ? String(text.dropLast()) : text) }
        fflush(nil)
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}

/// A failure with a message for the command line.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
