import Foundation
import PackagePlugin

/// `swift package new-animator`: scaffolds a NavKit animator plug-in, a test that runs the
/// transition laws on it, and the package's NavKit runner that `preview-transition` and
/// `check-animator-laws` build, so both work on the new animator at once.
///
/// ```
/// swift package --allow-writing-to-package-directory new-animator Curtain --target MyAnimators
/// ```
///
/// Writes `Sources/<Target>/Curtain/CurtainAnimator.swift` (a working slide-and-fade animator to edit)
/// and `Tests/<Target>Tests/CurtainAnimatorTests.swift` (in the test target that depends on
/// `<Target>` and on NavKitLaws or NavKitTesting); registers the animator as `curtain` in
/// `Sources/NavKitRunner/main.swift` (writing it the first time) and, the first time, appends the
/// `NavKitRunner` executable target to `Package.swift`. Without `--target` it picks the package's
/// first library target that depends on NavKitCore or NavKit. It never overwrites: if the animator
/// or its test exists, or the runner already has that name, it writes nothing and fails. It prints
/// every file it writes or changes.
@main
struct NewAnimator: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 {
            print(Self.usage)
            return
        }
        let targetName = extractor.extractOption(named: "target").last
        let rest = extractor.remainingArguments
        guard rest.count == 1, let name = rest.first else {
            throw ScaffoldError(
                "expected one animator name, got \(rest.isEmpty ? "none" : rest.joined(separator: " "))\n"
                    + Self.usage)
        }
        let names = try AnimatorNames(name)
        let modules = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        let target = try Self.libraryTarget(named: targetName, in: modules)
        guard let coreModule = Self.navKitModule(of: target) else {
            throw ScaffoldError(
                "target '\(target.name)' does not depend on NavKitCore or NavKit; add "
                    + ".product(name: \"NavKitCore\", package: \"NavKit\") to its dependencies")
        }
        let testTarget = try Self.testTarget(for: target, in: modules)

        let animatorFile = target.directoryURL.appending(path: names.base).appending(path: "\(names.type).swift")
        let testFile = testTarget.directoryURL.appending(path: "\(names.type)Tests.swift")
        let existing = [animatorFile, testFile].filter { FileManager.default.fileExists(atPath: $0.path) }
        guard existing.isEmpty else {
            throw ScaffoldError(
                "refusing to overwrite \(existing.map(\.path).joined(separator: " and ")); nothing was written. "
                    + "Pick another name or remove the file(s).")
        }
        // Everything is decided before anything is written, so a refusal changes nothing.
        let runner = try RunnerScaffold(context: context, animatorModule: target.moduleName, names: names)

        let templates = Templates(names: names, coreModule: coreModule, animatorModule: target.moduleName)
        let package = context.package.directoryURL
        for (file, text) in [(animatorFile, templates.animator), (testFile, templates.test)] {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            print("new-animator: wrote \(Self.relative(file, to: package))")
        }
        for change in try runner.write() { print("new-animator: \(change)") }
        print("next: swift test --filter \(names.type)Tests")
        print("      swift package --allow-writing-to-package-directory preview-transition \(names.display)")
        print("      swift package check-animator-laws \(names.display)")
    }

    /// A file's path relative to the package directory, for messages.
    static func relative(_ file: URL, to package: URL) -> String {
        let base = package.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// The named library target, or the first one that depends on NavKitCore or NavKit.
    static func libraryTarget(named name: String?, in modules: [SwiftSourceModuleTarget]) throws
        -> SwiftSourceModuleTarget
    {
        let libraries = modules.filter { $0.kind == .generic }
        if let name {
            guard let target = modules.first(where: { $0.name == name }) else {
                throw ScaffoldError(
                    "no Swift target named '\(name)'; library targets: \(libraries.map(\.name).joined(separator: ", "))"
                )
            }
            guard target.kind == .generic else {
                throw ScaffoldError("'\(name)' is not a library target; animators belong in a library target")
            }
            return target
        }
        guard let target = libraries.first(where: { navKitModule(of: $0) != nil }) else {
            throw ScaffoldError("no library target depends on NavKitCore or NavKit; name one with --target <Target>")
        }
        return target
    }

    /// The test target for a library target: one that depends on it, `<Target>Tests` first.
    static func testTarget(for target: SwiftSourceModuleTarget, in modules: [SwiftSourceModuleTarget]) throws
        -> SwiftSourceModuleTarget
    {
        let candidates = modules.filter { $0.kind == .test && dependencyNames(of: $0).contains(target.name) }
        guard let test = candidates.first(where: { $0.name == "\(target.name)Tests" }) ?? candidates.first else {
            throw ScaffoldError(
                "no test target depends on '\(target.name)'; add .testTarget(name: \"\(target.name)Tests\", "
                    + "dependencies: [\"\(target.name)\", .product(name: \"NavKitLaws\", package: \"NavKit\")])")
        }
        guard !dependencyNames(of: test).isDisjoint(with: ["NavKitLaws", "NavKitTesting"]) else {
            throw ScaffoldError(
                "test target '\(test.name)' does not depend on NavKitLaws; add "
                    + ".product(name: \"NavKitLaws\", package: \"NavKit\") to its dependencies")
        }
        return test
    }

    /// The NavKit module a target imports for the plug-in protocols: NavKitCore if it depends on
    /// it directly, else NavKit (which re-exports it), else `nil`.
    static func navKitModule(of target: SwiftSourceModuleTarget) -> String? {
        let names = dependencyNames(of: target)
        return ["NavKitCore", "NavKit"].first(where: names.contains)
    }

    /// The names of a target's direct dependencies, targets and products alike.
    static func dependencyNames(of target: SwiftSourceModuleTarget) -> Set<String> {
        Set(
            target.dependencies.map { dependency in
                switch dependency {
                case .target(let target): target.name
                case .product(let product): product.name
                @unknown default: ""
                }
            })
    }

    static let usage = """
        usage: swift package --allow-writing-to-package-directory new-animator <Name> [--target <Target>]
          <Name>     an upper-camel-case Swift name; the type is <Name>Animator, its name on the command line
                     the kebab-case <name> (Curtain → curtain)
          --target   the library target to write into; default: the first one depending on NavKitCore or NavKit
        Writes the animator, its law test, registers it in Sources/NavKitRunner/main.swift and (once) adds
        the NavKitRunner target to Package.swift, so preview-transition and check-animator-laws know it.
        """
}

/// The names derived from what the user typed.
struct AnimatorNames {
    /// The type, e.g. `CurtainAnimator`.
    var type: String
    /// The feature folder, e.g. `Curtain`.
    var base: String
    /// The name in law reports, e.g. `curtain`.
    var display: String

    init(_ raw: String) throws {
        guard let first = raw.unicodeScalars.first, ("A"..."Z").contains(first),
            raw.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            })
        else {
            throw ScaffoldError("'\(raw)' is not an upper-camel-case Swift name (A–Z first, then letters, digits, _)")
        }
        base = raw.hasSuffix("Animator") && raw != "Animator" ? String(raw.dropLast("Animator".count)) : raw
        type = base + "Animator"
        var kebab = ""
        for character in base {
            if character.isUppercase, !kebab.isEmpty { kebab.append("-") }
            kebab.append(character.lowercased())
        }
        display = kebab
    }
}

/// A failure with a message for the command line.
struct ScaffoldError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
