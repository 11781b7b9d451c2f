/// The arguments of one subcommand, split into positionals, `--name value` options and flags,
/// checked against what the subcommand declares.
package struct ParsedArguments: Sendable {
    /// Positional arguments, in order.
    package private(set) var positionals: [String] = []
    /// Option values by name (without dashes).
    package private(set) var options: [String: String] = [:]
    /// Flags that were present (without dashes).
    package private(set) var flags: Set<String> = []

    /// Parses arguments.
    /// - Parameters:
    ///   - arguments: The arguments after the subcommand name.
    ///   - options: Option names that take a value.
    ///   - flags: Flag names that take none (`help` is always accepted).
    ///   - maximumPositionals: How many positionals are allowed.
    /// - Throws: ``CommandLineError/usage(_:)`` for an unknown option, a missing value, a repeated
    ///   option or too many positionals.
    package init(_ arguments: [String], options: Set<String>, flags: Set<String>, maximumPositionals: Int)
        throws(CommandLineError)
    {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            var name = String(argument.drop(while: { $0 == "-" }))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "help" || name == "h" {
                self.flags.insert("help")
            } else if flags.contains(name) {
                guard inlineValue == nil else { throw .usage("--\(name) takes no value") }
                self.flags.insert(name)
            } else if options.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw .usage("--\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                guard self.options[name] == nil else { throw .usage("--\(name) given twice") }
                self.options[name] = value
            } else {
                throw .usage("unknown option '\(argument)'")
            }
        }
        if positionals.count > maximumPositionals {
            throw .usage("unexpected argument '\(positionals[maximumPositionals])'")
        }
    }

    /// Whether `--help` was given.
    package var wantsHelp: Bool { flags.contains("help") }

    /// An integer option within a range.
    /// - Parameters:
    ///   - name: The option's name.
    ///   - range: The allowed values.
    ///   - defaultValue: The value when the option is absent.
    /// - Returns: The value.
    /// - Throws: ``CommandLineError/usage(_:)`` for a bad number.
    package func integer(_ name: String, in range: ClosedRange<Int>, default defaultValue: Int) throws(CommandLineError)
        -> Int
    {
        guard let text = options[name] else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw .usage("--\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound), not '\(text)'")
        }
        return value
    }

    /// An option that must be one of a set of words.
    /// - Parameters:
    ///   - name: The option's name.
    ///   - choices: The allowed words.
    ///   - defaultValue: The value when the option is absent.
    /// - Returns: The value.
    /// - Throws: ``CommandLineError/usage(_:)`` for another word.
    package func choice(_ name: String, of choices: [String], default defaultValue: String) throws(CommandLineError)
        -> String
    {
        guard let value = options[name] else { return defaultValue }
        guard choices.contains(value) else {
            throw .usage("--\(name) must be one of \(choices.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }
}
