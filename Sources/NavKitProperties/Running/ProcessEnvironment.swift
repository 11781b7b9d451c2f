#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// Read-only access to the process environment without Foundation.
///
/// This file and the internal platform layer are the only engine files that
/// import a C library. Everything else takes the environment as an injected
/// dictionary, so tests can pass their own.
@usableFromInline package enum ProcessEnvironment {
    /// Returns the value of the environment variable `name`, if set.
    ///
    /// - Parameter name: The variable's name.
    /// - Returns: Its value, or `nil` if it is not set.
    package static func value(named name: String) -> String? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(ucrt)
            guard let pointer = getenv(name) else { return nil }
            return String(cString: pointer)
        #else
            return nil
        #endif
    }

    /// The names of the variables that configure property checks:
    /// ``PropertyCheck/iterationsVariable``, ``PropertyCheck/seedVariable``
    /// and ``FailureDatabase/directoryVariable``.
    package static let propertyVariableNames = [
        PropertyCheck.iterationsVariable, PropertyCheck.seedVariable, FailureDatabase.directoryVariable,
    ]

    /// The variables that configure property checks
    /// (``propertyVariableNames``) that are set in the process environment.
    ///
    /// - Returns: A dictionary with only those variables that are set.
    @usableFromInline package static func propertyVariables() -> [String: String] {
        propertyVariables(lookup: value(named:))
    }

    /// The variables that configure property checks (``propertyVariableNames``)
    /// that `lookup` knows.
    ///
    /// - Parameter lookup: Returns a variable's value, or `nil` if it is not set.
    /// - Returns: A dictionary with only those variables that are set.
    package static func propertyVariables(lookup: (String) -> String?) -> [String: String] {
        var variables: [String: String] = [:]
        for name in propertyVariableNames {
            if let value = lookup(name) { variables[name] = value }
        }
        return variables
    }
}
