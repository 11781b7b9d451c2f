/// Why a `navkit` command failed; each case carries the message printed to standard error.
public enum CommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The arguments do not fit the command (exit status 2).
    case usage(String)
    /// The command ran and failed: an unknown animator, an unwritable path, a broken law
    /// (exit status 1).
    case failure(String)

    /// The process exit status for this error.
    public var exitStatus: Int32 {
        switch self {
        case .usage: 2
        case .failure: 1
        }
    }

    /// The message.
    public var description: String {
        switch self {
        case .usage(let message), .failure(let message): message
        }
    }
}
