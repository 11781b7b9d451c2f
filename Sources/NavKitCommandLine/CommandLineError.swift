/// Why a `navkit` command failed; each case carries the message printed to standard error.
package enum CommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The command line is wrong: an unknown command, option, animator or law, a bad value, an
    /// output directory that does not exist (exit status 2). Nothing has run.
    case usage(String)
    /// The command ran and failed: a broken law, a file that could not be written (exit status 1).
    case failure(String)

    /// The process exit status for this error.
    package var exitStatus: Int32 {
        switch self {
        case .usage: 2
        case .failure: 1
        }
    }

    /// The message.
    package var description: String {
        switch self {
        case .usage(let message), .failure(let message): message
        }
    }
}
