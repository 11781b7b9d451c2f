import Foundation

/// The `navkit` command-line tool: `demo`, `preview`, `laws` and `list`, with `--help` on each.
///
/// Output goes through injected sinks so tests can run commands in process. Main-actor isolated:
/// the demo drives a real container.
///
/// ```swift
/// let status = NavKitTool().run(["preview", "fade", "--format", "text"])
/// ```
@MainActor
public struct NavKitTool {
    /// Receives standard output text (each call one or more whole lines).
    public var output: (String) -> Void
    /// Receives standard error text.
    public var errorOutput: (String) -> Void
    /// Writes a file; throws when it cannot.
    public var writeFile: (_ path: String, _ contents: String) throws -> Void

    /// Creates the tool.
    /// - Parameters:
    ///   - output: Standard output; `print` by default.
    ///   - errorOutput: Standard error; the process's stderr by default.
    ///   - writeFile: Writes a file; UTF-8 via Foundation by default.
    public init(
        output: @escaping (String) -> Void = { print($0) },
        errorOutput: @escaping (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        writeFile: @escaping (String, String) throws -> Void = { path, contents in
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
    ) {
        self.output = output
        self.errorOutput = errorOutput
        self.writeFile = writeFile
    }

    /// The tool's overview.
    public static let help = """
        navkit — look at NavKit transitions and check them

        usage: navkit <command> [options]

        commands:
          demo        run a scripted session on the real container and write navkit-demo.html
          preview     render one transition of an animator as SVG, HTML or text
          laws        check animators and interaction controllers against the transition laws
          list        list the registered animators and interaction controllers

        Run 'navkit <command> --help' for a command's options.
        """

    /// Runs a command line (without the program name).
    /// - Parameter arguments: The arguments.
    /// - Returns: The exit status: 0 success, 1 failure, 2 usage error.
    public func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            output(Self.help)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "demo": try DemoCommand(tool: self).run(rest)
            case "preview": try PreviewCommand(tool: self).run(rest)
            case "laws": try LawsCommand(tool: self).run(rest)
            case "list": try ListCommand(tool: self).run(rest)
            case "help", "--help", "-h": output(Self.help)
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

    /// Writes text to a file, or to standard output when `path` is `nil` or `-`.
    func emit(_ text: String, to path: String?) throws(CommandLineError) {
        guard let path, path != "-" else {
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
