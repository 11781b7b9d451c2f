import Foundation
import PackagePlugin

/// `swift package preview-transition`: renders one transition of an animator — NavKit's or the
/// package's own — to a file in the package directory, with `navkit preview`.
///
/// ```
/// swift package --allow-writing-to-package-directory preview-transition curtain --out curtain.html
/// swift package --allow-writing-to-package-directory preview-transition slide-parallax --operation pop --rtl
/// ```
///
/// The package's own animators are known through its NavKit runner (`Sources/NavKitRunner`,
/// written by `new-animator`), which the plug-in builds and runs; without one, the built-in
/// animators (`swift run navkit list` in NavKit) are. Without `--out` the file is
/// `<animator>-<operation>[-rtl].<ext>` in the package directory; a relative `--out` is taken
/// from the package directory. Without `--format` the format follows the extension of `--out`
/// (`.html`, `.svg`, `.txt`), HTML otherwise.
@main
struct PreviewTransition: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 {
            print(Self.usage)
            return
        }
        let operation = extractor.extractOption(named: "operation").last ?? "push"
        let rightToLeft = extractor.extractFlag(named: "rtl") > 0
        let frames = extractor.extractOption(named: "frames").last
        let explicitFormat = extractor.extractOption(named: "format").last
        let out = extractor.extractOption(named: "out").last
        let rest = extractor.remainingArguments
        guard rest.count == 1, let animator = rest.first, !animator.hasPrefix("-") else {
            throw PluginFailure(
                "expected one animator name, got \(rest.isEmpty ? "none" : rest.joined(separator: " "))\n"
                    + Self.usage)
        }
        let format = try explicitFormat ?? Self.format(inferredFrom: out)
        guard let fileExtension = Self.extensions[format] else {
            throw PluginFailure("--format must be svg, html or text, not '\(format)'")
        }
        let packageDirectory = context.package.directoryURL
        let defaultName = "\(animator)-\(operation)\(rightToLeft ? "-rtl" : "").\(fileExtension)"
        let output = URL(fileURLWithPath: out ?? defaultName, relativeTo: packageDirectory).standardizedFileURL
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)

        var toolArguments = ["preview", animator, "--operation", operation, "--format", format, "--out", output.path]
        if rightToLeft { toolArguments.append("--rtl") }
        if let frames { toolArguments += ["--frames", frames] }
        let runner = try NavKitRunner.locate(context, packageManager, plugin: "preview-transition")
        let status = try runner.run(toolArguments)
        guard status == 0 else {
            throw PluginFailure(
                "preview-transition: \(runner.name) preview failed with status \(status)"
                    + (runner.name == "navkit"
                        ? " (no NavKit runner in this package: run new-animator to add one)" : ""))
        }
    }

    /// File extensions by format.
    static let extensions = ["html": "html", "svg": "svg", "text": "txt"]

    /// The format named by an output file's extension; HTML when there is no file or extension.
    static func format(inferredFrom out: String?) throws(PluginFailure) -> String {
        guard let out else { return "html" }
        switch URL(fileURLWithPath: out).pathExtension.lowercased() {
        case "", "html", "htm": return "html"
        case "svg": return "svg"
        case "txt", "text": return "text"
        case let other: throw PluginFailure("cannot tell the format from '.\(other)'; pass --format svg|html|text")
        }
    }

    static let usage = """
        usage: swift package --allow-writing-to-package-directory preview-transition <animator>
                 [--operation push|pop] [--rtl] [--frames N] [--format svg|html|text] [--out FILE]
          <animator>   one of the package's animators (registered in Sources/NavKitRunner/main.swift)
                       or NavKit's (slide-parallax, fade, cover, scale-fade, none)
          --out FILE   relative to the package directory; default <animator>-<operation>[-rtl].<ext>
        """
}
