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
/// This is the only engine file that imports a C library (for `getenv`).
/// Everything else takes the environment as an injected dictionary, so tests
/// can pass their own.
public enum ProcessEnvironment {
    /// Returns the value of the environment variable `name`, if set.
    ///
    /// - Parameter name: The variable's name.
    /// - Returns: Its value, or `nil` if it is not set.
    public static func value(named name: String) -> String? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(ucrt)
            guard let pointer = getenv(name) else { return nil }
            return String(cString: pointer)
        #else
            return nil
        #endif
    }

    /// The variables that configure property checks
    /// (``PropertyCheck/iterationsVariable`` and ``PropertyCheck/seedVariable``)
    /// that are set in the process environment.
    ///
    /// - Returns: A dictionary with only those variables that are set.
    public static func propertyVariables() -> [String: String] {
        var variables: [String: String] = [:]
        for name in [PropertyCheck.iterationsVariable, PropertyCheck.seedVariable] {
            if let value = value(named: name) { variables[name] = value }
        }
        return variables
    }
}
