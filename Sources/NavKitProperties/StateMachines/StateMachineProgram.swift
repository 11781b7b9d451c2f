/// The steps a ``StateMachine`` ran in one case: the failing program of a
/// report, printed one rule call a line, with the names of the bundle values
/// the steps created and consumed.
///
/// ```
/// accounts_0 = open(owner: "a")
/// deposit(account: accounts_0, amount: 1)
/// withdraw(account: accounts_0, amount: 1)
/// ```
public struct StateMachineProgram: Sendable, Hashable, CustomStringConvertible {
    /// One rule call.
    public struct Step: Sendable, Hashable, CustomStringConvertible {
        /// One argument of a rule call.
        public struct Argument: Sendable, Hashable, CustomStringConvertible {
            /// The argument's label; an empty label prints the value alone.
            public var label: String
            /// The value as code: `String(reflecting:)` of a generated value, or
            /// the name of a bundle value.
            public var value: String

            /// Creates an argument.
            ///
            /// - Parameters:
            ///   - label: The argument's label.
            ///   - value: The value as code.
            public init(label: String, value: String) {
                self.label = label
                self.value = value
            }

            /// `amount: 5`, or `5` without a label.
            public var description: String { label.isEmpty ? value : "\(label): \(value)" }
        }

        /// The rule's name.
        public var rule: String
        /// The arguments, in order.
        public var arguments: [Argument]
        /// The name of the bundle value the step created, if it created one.
        public var result: String?

        /// Creates a step.
        ///
        /// - Parameters:
        ///   - rule: The rule's name.
        ///   - arguments: The arguments, in order.
        ///   - result: The name of the bundle value the step created.
        public init(rule: String, arguments: [Argument] = [], result: String? = nil) {
            self.rule = rule
            self.arguments = arguments
            self.result = result
        }

        /// `accounts_0 = open(owner: "a")`, `pop()`.
        public var description: String {
            let call = "\(rule)(\(arguments.map(\.description).joined(separator: ", ")))"
            return result.map { "\($0) = \(call)" } ?? call
        }
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Creates a program.
    ///
    /// - Parameter steps: The steps, in order.
    public init(steps: [Step] = []) {
        self.steps = steps
    }

    /// The names of the rules the steps called, in order.
    public var rules: [String] { steps.map(\.rule) }

    /// One step a line; `(no steps)` for the empty program.
    public var description: String {
        steps.isEmpty ? "(no steps)" : steps.map(\.description).joined(separator: "\n")
    }
}

/// Why a ``StateMachine`` case failed: the step or check that threw, and the
/// error it threw.
public struct StateMachineFailure: Error, CustomStringConvertible {
    /// Where the failure happened.
    public enum Place: Sendable, Hashable, CustomStringConvertible {
        /// Creating the system or the model threw.
        case setUp
        /// The rule of the step with this 1-based number threw.
        case step(Int, rule: String)
        /// The invariant threw after the given number of steps.
        case invariant(String, afterStep: Int)
        /// The teardown threw.
        case teardown

        /// `step 3 (withdraw)`, `invariant "balance" after step 2`.
        public var description: String {
            switch self {
            case .setUp: "setting up"
            case .step(let number, let rule): "step \(number) (\(rule))"
            case .invariant(let name, let step): "invariant \"\(name)\" after step \(step)"
            case .teardown: "teardown"
            }
        }
    }

    /// Where the failure happened.
    public var place: Place
    /// What was thrown.
    public var error: any Error

    /// `invariant "balance" after step 2: balance -1 below zero`.
    public var description: String { "\(place): \(error)" }
}
