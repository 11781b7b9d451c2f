/// A named collection of values that some rules of a ``StateMachine``
/// create and later rules use or consume — accounts that were opened, files
/// that were created, screens that were pushed.
///
/// Get one from ``StateMachine/bundle(_:of:)``; a rule adds its result to it
/// with `produces:`, and takes a value from it with
/// ``StateMachine/Argument/element(_:of:)`` or removes one with
/// ``StateMachine/Argument/consumed(_:from:)``. A rule that needs a value
/// from an empty bundle is not run. In a printed program the values are
/// named after the bundle: `accounts_0`, `accounts_1`, … in creation order.
///
/// ```swift
/// let accounts = machine.bundle("accounts", of: AccountID.self)
/// ```
public struct StateMachineBundle<Value>: Sendable, Hashable {
    /// The bundle's name, used for its values in printed programs.
    public let name: String
    let index: Int
}

/// The values in a case's bundles, with their printed names (internal).
struct BundleStore {
    private var values: [[Any]]
    private var names: [[String]]
    private var created: [Int]
    private let bundleNames: [String]

    init(bundleNames: [String]) {
        self.bundleNames = bundleNames
        values = Array(repeating: [], count: bundleNames.count)
        names = Array(repeating: [], count: bundleNames.count)
        created = Array(repeating: 0, count: bundleNames.count)
    }

    func count(of bundle: Int) -> Int { values[bundle].count }

    /// Adds `value` and returns its printed name.
    mutating func add(_ value: Any, to bundle: Int) -> String {
        let name = "\(bundleNames[bundle])_\(created[bundle])"
        created[bundle] += 1
        values[bundle].append(value)
        names[bundle].append(name)
        return name
    }

    /// The value at `position` and its name; removed if `consume`.
    mutating func take(at position: Int, from bundle: Int, consume: Bool) -> (value: Any, name: String) {
        let taken = (values[bundle][position], names[bundle][position])
        if consume {
            values[bundle].remove(at: position)
            names[bundle].remove(at: position)
        }
        return taken
    }
}
