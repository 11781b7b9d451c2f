import NavKitCommandLine

/// Runs the tool in process, capturing output, errors and written files. Directories under
/// `/nonexistent/` do not exist; writes there, or any write when `failWrites`, fail.
@MainActor
final class ToolRun {
    var output: [String] = []
    var errors: [String] = []
    var files: [String: String] = [:]
    private(set) var status: Int32 = -1

    struct WriteFailure: Error {}

    @discardableResult
    convenience init(_ arguments: String...) {
        self.init(arguments, tool: NavKitTool())
    }

    init(_ arguments: [String], tool base: NavKitTool, failWrites: Bool = false) {
        var tool = base
        tool.output = { [unowned self] in output.append($0) }
        tool.errorOutput = { [unowned self] in errors.append($0) }
        tool.writeFile = { [unowned self] path, contents in
            if failWrites || path.hasPrefix("/nonexistent/") { throw WriteFailure() }
            files[path] = contents
        }
        tool.directoryExists = { !$0.hasPrefix("/nonexistent") }
        status = tool.run(arguments)
    }

    var text: String { output.joined(separator: "\n") }
    var errorText: String { errors.joined(separator: "\n") }
}
