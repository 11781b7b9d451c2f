import Foundation
import PackagePlugin

/// `swift package preview-transition`: renders one transition of a NavKit animator to a file in
/// the package directory, by running the package's `navkit preview` tool.
///
/// ```
/// swift package --allow-writing-to-package-directory preview-transition fade --out fade.html
/// swift package --allow-writing-to-package-directory preview-transition slide-parallax --operation pop --rtl
/// ```
///
/// The animator is a name the `navkit` tool knows (`navkit list`: the standard registry).
/// Without `--out` the file is `<animator>-<operation>[-rtl].<ext>` in the package directory; a
/// relative `--out` is taken from the package directory. Without `--format` the format follows the
/// extension of `--out` (`.html`, `.svg`, `.txt`), HTML otherwise.
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
            throw PreviewError(
                "expected one animator name, got \(rest.isEmpty ? "none" : rest.joined(separator: " "))\n"
                    + Self.usage)
        }
        guard ["push", "pop"].contains(operation) else {
            throw PreviewError("--operation must be push or pop, not '\(operation)'")
        }
        if let frames, Int(frames).map({ $0 > 0 }) != true {
            throw PreviewError("--frames must be a positive whole number, not '\(frames)'")
        }
        let format = try explicitFormat ?? Self.format(inferredFrom: out)
        guard let fileExtension = Self.extensions[format] else {
            throw PreviewError("--format must be svg, html or text, not '\(format)'")
        }

        let packageDirectory = context.package.directoryURL
        let defaultName = "\(animator)-\(operation)\(rightToLeft ? "-rtl" : "").\(fileExtension)"
        let output = URL(fileURLWithPath: out ?? defaultName, relativeTo: packageDirectory).standardizedFileURL
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)

        var toolArguments = ["preview", animator, "--operation", operation, "--format", format, "--out", output.path]
        if rightToLeft { toolArguments.append("--rtl") }
        if let frames { toolArguments += ["--frames", frames] }

        let navkit = try context.tool(named: "navkit")
        let process = Process()
        process.executableURL = navkit.url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PreviewError(
                "navkit \(toolArguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
        guard size > 0 else { throw PreviewError("navkit wrote no \(format) to \(output.path)") }
        print("preview-transition: wrote \(output.path) (\(size) bytes)")
    }

    /// File extensions by format.
    static let extensions = ["html": "html", "svg": "svg", "text": "txt"]

    /// The format named by an output file's extension; HTML when there is no file or extension.
    static func format(inferredFrom out: String?) throws(PreviewError) -> String {
        guard let out else { return "html" }
        switch URL(fileURLWithPath: out).pathExtension.lowercased() {
        case "", "html", "htm": return "html"
        case "svg": return "svg"
        case "txt", "text": return "text"
        case let other: throw PreviewError("cannot tell the format from '.\(other)'; pass --format svg|html|text")
        }
    }

    static let usage = """
        usage: swift package --allow-writing-to-package-directory preview-transition <animator>
                 [--operation push|pop] [--rtl] [--frames N] [--format svg|html|text] [--out FILE]
          <animator>   a name the navkit tool knows (run `swift run navkit list` in NavKit)
          --out FILE   relative to the package directory; default <animator>-<operation>[-rtl].<ext>
        """
}

/// A failure with a message for the command line.
struct PreviewError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
