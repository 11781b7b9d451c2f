import Foundation
import NavKit

/// The `navkit` command-line tool: `demo`, `preview`, `laws` and `list`, with `--help` on each.
///
/// The same tool runs inside a package's own NavKit runner (``packageRunner()``), where it also
/// knows the package's animators; NavKit's `preview-transition` and `check-animator-laws`
/// plug-ins build and run that runner. Output goes through injected sinks so tests can run
/// commands in process. Main-actor isolated: the demo drives a real container.
///
/// ```swift
/// let status = NavKitTool().run(["preview", "fade", "--format", "text"])
/// ```
///
/// Exit statuses: 0 success; 1 a check failed (a law is broken) or a file could not be
/// written; 2 a usage error (no or an unknown command, option, animator or value, or an output
/// directory that does not exist), detected before anything runs.
@MainActor
public struct NavKitTool {
    /// Receives standard output text (each call one or more whole lines).
    package var output: (String) -> Void
    /// Receives standard error text.
    package var errorOutput: (String) -> Void
    /// Writes a file; throws when it cannot.
    package var writeFile: (_ path: String, _ contents: String) throws -> Void
    /// Whether a directory exists (checked before a command writes into it).
    package var directoryExists: (_ path: String) -> Bool
    /// Every animator the tool knows by name: NavKit's standard ones and any ``register(_:as:)`` added.
    package internal(set) var animators: AnimatorRegistry = .standard
    /// The animators registered by a package (``register(_:as:)``), in order.
    package internal(set) var ownAnimators: [AnimatorID] = []
    /// Every interaction the tool checks by name, with its completion limit in seconds.
    package internal(set) var interactions: [NamedInteraction] = [
        NamedInteraction(name: "percent-driven", completionLimit: 0.35) { PercentDrivenInteraction() }
    ]
    /// The interactions registered by a package (``register(interaction:completionLimit:make:)``).
    package internal(set) var ownInteractions: [String] = []
    /// The command line that runs `laws`, which reproduce lines in law reports start with:
    /// `swift run navkit laws` here, `swift package check-animator-laws` in a package runner.
    package var lawsCommand = "swift run navkit laws"

    /// Creates the tool.
    /// - Parameters:
    ///   - output: Standard output; `print` by default.
    ///   - errorOutput: Standard error; the process's stderr (after flushing standard output) by default.
    ///   - writeFile: Writes a file; UTF-8 via Foundation by default.
    ///   - directoryExists: Whether a directory exists; Foundation's file manager by default.
    public init(
        output: @escaping (String) -> Void = { print($0) },
        errorOutput: @escaping (String) -> Void = { text in
            fflush(nil)  // what was printed before stays before, even through a pipe
            FileHandle.standardError.write(Data((text + "\n").utf8))
        },
        writeFile: @escaping (String, String) throws -> Void = { path, contents in
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        },
        directoryExists: @escaping (String) -> Bool = { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    ) {
        self.output = output
        self.errorOutput = errorOutput
        self.writeFile = writeFile
        self.directoryExists = directoryExists
    }

    /// The tool's version, printed by `navkit --version`.
    public static let version = "0.1.0"

    /// The tool's overview.
    package static let help = """
        navkit — look at NavKit transitions and check them

        usage: navkit <command> [options]
               navkit --help | --version

        commands:
          demo        run a scripted session on the real container and write navkit-demo.html
          preview     render one transition of an animator as HTML, SVG or text
          laws        check animators and interaction controllers against the laws
          list        list the animators and interaction controllers
          explore     check every short sequence of events against the invariants, exhaustively

        Run 'navkit <command> --help' for a command's options.

        exit status: 0 success · 1 a check failed (a law is broken) or a file could not be written ·
        2 a usage error (no or an unknown command, option, animator or value; a missing output
        directory), reported before anything runs
        """

    /// Runs a command line (without the program name).
    /// - Parameter arguments: The arguments.
    /// - Returns: The exit status: 0 success, 1 a failed check or write, 2 a usage error.
    @MainActor
    public func run(_ arguments: [String]) -> Int32 {
        do {
            guard let command = arguments.first else {
                throw CommandLineError.usage("no command given\n\n\(Self.help)")
            }
            let rest = Array(arguments.dropFirst())
            switch command {
            case "demo": try DemoCommand(tool: self).run(rest)
            case "preview": try PreviewCommand(tool: self).run(rest)
            case "laws": try LawsCommand(tool: self).run(rest)
            case "list": try ListCommand(tool: self).run(rest)
            case "explore": try ExploreCommand(tool: self).run(rest)
            case "help", "--help", "-h": output(Self.help)
            case "version", "--version": output("navkit \(Self.version)")
            default: throw CommandLineError.usage("unknown command '\(command)'\n\n\(Self.help)")
            }
            return 0
        } catch let error as CommandLineError {
            errorOutput("navkit: \(error)")
            return error.exitStatus
        } catch {
            errorOutput("navkit: \(error)")
            return 1
        }
    }

    /// Checks, before a command runs, that a file can be created at `path`: its directory exists.
    /// - Throws: ``CommandLineError/usage(_:)`` naming the missing directory.
    func checkWritable(_ path: String) throws(CommandLineError) {
        guard path != "-" else { return }
        let directory = (path as NSString).deletingLastPathComponent
        guard directory.isEmpty || directoryExists(directory) else {
            throw .usage("cannot write '\(path)': the directory '\(directory)' does not exist")
        }
    }

    /// Writes text to a file, or to standard output when `path` is `-`.
    func emit(_ text: String, to path: String) throws(CommandLineError) {
        guard path != "-" else {
            output(text)
            return
        }
        do {
            try writeFile(path, text)
        } catch {
            throw .failure("cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}

/// An interaction the tool can check, made fresh for every script.
package struct NamedInteraction {
    /// Its name on the command line.
    package var name: String
    /// The longest allowed completion after release, in seconds.
    package var completionLimit: Double
    /// Makes a fresh instance.
    package var make: () -> any InteractiveTransitioning

    /// Creates an entry.
    /// - Parameters:
    ///   - name: The name.
    ///   - completionLimit: The completion limit in seconds.
    ///   - make: Makes a fresh instance.
    package init(name: String, completionLimit: Double, make: @escaping () -> any InteractiveTransitioning) {
        self.name = name
        self.completionLimit = completionLimit
        self.make = make
    }
}
