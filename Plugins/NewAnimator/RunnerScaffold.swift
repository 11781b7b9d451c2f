import Foundation
import PackagePlugin

/// The package's NavKit runner: `Sources/NavKitRunner/main.swift`, which registers every
/// scaffolded animator with the navkit tool, and the `NavKitRunner` target appended to
/// `Package.swift`. `preview-transition` and `check-animator-laws` build and run it.
///
/// The changes are worked out when it is created (so a conflict is found before anything is
/// written) and made by ``write()``.
struct RunnerScaffold {
    static let targetName = "NavKitRunner"
    /// The line before which registrations go, and the one before which imports go.
    static let runLine = "tool.runAsMain()"
    static let toolImport = "import NavKitCommandLine"
    /// Marks the block new-animator appends to `Package.swift`.
    static let manifestMarker = "// NavKit runner, added by `swift package new-animator`"

    private let packageDirectory: URL
    private let mainFile: URL
    private let mainText: String
    private let mainIsNew: Bool
    private let manifestFile: URL
    private let manifestText: String?
    private let manifestChange: String?

    init(context: PluginContext, animatorModule: String, names: AnimatorNames) throws {
        packageDirectory = context.package.directoryURL
        mainFile = packageDirectory.appending(path: "Sources").appending(path: Self.targetName)
            .appending(path: "main.swift")
        let registration = "tool.register(\(names.type)(), as: \"\(names.display)\")"
        if let existing = try? String(contentsOf: mainFile, encoding: .utf8) {
            guard !existing.contains("as: \"\(names.display)\")") else {
                throw ScaffoldError(
                    "\(Self.relative(mainFile, packageDirectory)) already registers '\(names.display)'; "
                        + "nothing was written. Pick another name.")
            }
            var lines = existing.components(separatedBy: "\n")
            guard let run = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == Self.runLine }),
                let toolImport = lines.firstIndex(of: Self.toolImport)
            else {
                throw ScaffoldError(
                    "\(Self.relative(mainFile, packageDirectory)) has no '\(Self.toolImport)' or '\(Self.runLine)' "
                        + "line to add '\(names.display)' at; nothing was written. Add \(registration) yourself.")
            }
            lines.insert(registration, at: run)
            if !lines.contains("import \(animatorModule)") { lines.insert("import \(animatorModule)", at: toolImport) }
            mainText = lines.joined(separator: "\n")
            mainIsNew = false
        } else {
            mainText = Self.main(animatorModule: animatorModule, registration: registration, display: names.display)
            mainIsNew = true
        }

        manifestFile = packageDirectory.appending(path: "Package.swift")
        let manifest = try String(contentsOf: manifestFile, encoding: .utf8)
        let runner = context.package.targets.first { $0.name == Self.targetName }
        if runner == nil {
            let package = Self.navKitPackageName(in: manifest, context: context)
            manifestText = manifest + Self.manifestBlock(animatorModule: animatorModule, navKitPackage: package)
            manifestChange = "added the \(Self.targetName) target and product"
        } else if let runner, !runner.dependencies.contains(where: { Self.name(of: $0) == animatorModule }) {
            guard let marker = manifest.range(of: Self.manifestMarker),
                let list = manifest.range(of: "dependencies: [", range: marker.upperBound..<manifest.endIndex)
            else {
                throw ScaffoldError(
                    "the \(Self.targetName) target does not depend on '\(animatorModule)' and was not added by "
                        + "new-animator; nothing was written. Add \"\(animatorModule)\" to its dependencies.")
            }
            manifestText = manifest.replacingCharacters(in: list, with: "dependencies: [\"\(animatorModule)\", ")
            manifestChange = "added \(animatorModule) to the \(Self.targetName) target's dependencies"
        } else {
            manifestText = nil
            manifestChange = nil
        }
    }

    /// Writes the runner and the manifest change.
    /// - Returns: One line per file written or changed.
    func write() throws -> [String] {
        try FileManager.default.createDirectory(
            at: mainFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try mainText.write(to: mainFile, atomically: true, encoding: .utf8)
        var changes = ["\(mainIsNew ? "wrote" : "updated") \(Self.relative(mainFile, packageDirectory))"]
        if let manifestText, let manifestChange {
            try manifestText.write(to: manifestFile, atomically: true, encoding: .utf8)
            changes.append("updated Package.swift (\(manifestChange))")
        }
        return changes
    }

    /// How the manifest names the NavKit package in `.product(name:package:)`: as the package's
    /// own targets already do, else as SwiftPM identifies the dependency.
    static func navKitPackageName(in manifest: String, context: PluginContext) -> String {
        let pattern = #/\.product\(\s*name:\s*"NavKit[A-Za-z]*"\s*,\s*package:\s*"(?<package>[^"]+)"\s*\)/#
        if let match = manifest.firstMatch(of: pattern) { return String(match.package) }
        let dependency = context.package.dependencies.first { dependency in
            dependency.package.products.contains { $0.name == "NavKitCore" }
        }
        return dependency?.package.id ?? "NavKit"
    }

    static func name(of dependency: TargetDependency) -> String {
        switch dependency {
        case .target(let target): target.name
        case .product(let product): product.name
        @unknown default: ""
        }
    }

    static func relative(_ file: URL, _ package: URL) -> String {
        NewAnimator.relative(file, to: package)
    }

    static func main(animatorModule: String, registration: String, display: String) -> String {
        """
        // The NavKit runner of this package, written by `swift package new-animator`. NavKit's
        // preview-transition and check-animator-laws plug-ins build and run it, so they know the
        // animators registered here exactly as they know NavKit's own:
        //
        //   swift package --allow-writing-to-package-directory preview-transition \(display)
        //   swift package check-animator-laws
        //
        // new-animator adds an import and a register line for each animator it scaffolds; register
        // your own animators the same way, before the last line.
        import \(animatorModule)
        \(toolImport)

        var tool = NavKitTool.packageRunner()
        \(registration)
        \(runLine)

        """
    }

    static func manifestBlock(animatorModule: String, navKitPackage: String) -> String {
        """

        \(manifestMarker): the executable NavKit's
        // plug-ins (preview-transition, check-animator-laws) build to preview and check this package's
        // animators. new-animator keeps its dependencies up to date.
        package.targets.append(
            .executableTarget(
                name: "\(targetName)",
                dependencies: ["\(animatorModule)", .product(name: "NavKitCommandLine", package: "\(navKitPackage)")],
                path: "Sources/\(targetName)"))
        package.products.append(.executable(name: "\(targetName)", targets: ["\(targetName)"]))

        """
    }
}
