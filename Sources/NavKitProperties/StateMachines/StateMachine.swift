/// A rule-based test of any system against a model: random programs of rule
/// calls, invariants checked after every step, and a failing program shrunk
/// to the shortest one and printed as code.
///
/// A machine pairs a `Model` (usually a simple value that says what should
/// happen) with a `System` (the code under test; a value or an object).
/// Each *rule* is a step a program can take: it may draw arguments from
/// generators, from the current state, or from *bundles* of values earlier
/// steps created; it runs only when its precondition holds; it performs the
/// step on the system and the model and throws if they disagree. Invariants
/// are checked after every step. The engine generates programs step by step
/// (so preconditions see the real state), and on failure shrinks the rule
/// sequence and every argument, then reports the program:
///
/// ```swift
/// var machine = StateMachine("bank", model: { [AccountID: Int]() }, system: { Bank() })
/// let accounts = machine.bundle("accounts", of: AccountID.self)
/// machine.rule("open", produces: accounts) { model, bank in
///     let id = bank.open()
///     model[id] = 0
///     return id
/// }
/// machine.rule("deposit", .element("account", of: accounts), .value("amount", Gen.int(in: 1...100))) {
///     model, bank, account, amount in
///     try bank.deposit(amount, into: account)
///     model[account, default: 0] += amount
/// }
/// machine.invariant("balances agree") { model, bank in
///     for (id, balance) in model where bank.balance(of: id) != balance {
///         throw PropertyViolation("\(id): bank \(bank.balance(of: id)), model \(balance)")
///     }
/// }
/// let report = machine.check(settings: PropertySettings(iterations: 200))
/// ```
///
/// Closures need not be `Sendable`: a `@MainActor` test can drive main-actor
/// objects from its rules. ``check(settings:)`` runs synchronously on the
/// caller's actor.
public struct StateMachine<Model, System> {
    /// The machine's name, in reports and as its database key.
    public var name: String
    /// The most steps in one program.
    public var maxSteps: Int

    let makeModel: () -> Model
    let makeSystem: () throws -> System
    var rules: [Rule] = []
    var invariants: [(name: String, check: (Model, System) throws -> Void)] = []
    var teardownBody: ((inout Model, inout System) throws -> Void)?
    var bundleNames: [String] = []

    /// Creates a machine without rules.
    ///
    /// - Parameters:
    ///   - name: The machine's name.
    ///   - maxSteps: The most steps in one program.
    ///   - model: Makes the model every program starts from.
    ///   - system: Makes a fresh system for every program; throwing fails
    ///     the case.
    public init(
        _ name: String,
        maxSteps: Int = 50,
        model: @escaping () -> Model,
        system: @escaping () throws -> System
    ) {
        precondition(maxSteps >= 0, "maxSteps must be non-negative")
        self.name = name
        self.maxSteps = maxSteps
        self.makeModel = model
        self.makeSystem = system
    }

    /// Adds a bundle whose values rules create and consume.
    ///
    /// - Parameters:
    ///   - name: The bundle's name; its values print as `name_0`, `name_1`, ….
    ///   - type: The type of its values.
    /// - Returns: The bundle, for `produces:` and bundle arguments.
    public mutating func bundle<Value>(_ name: String, of type: Value.Type = Value.self) -> StateMachineBundle<Value> {
        bundleNames.append(name)
        return StateMachineBundle(name: name, index: bundleNames.count - 1)
    }

    /// Adds an invariant, checked after the system is created and after
    /// every step.
    ///
    /// - Parameters:
    ///   - name: The invariant's name, in reports.
    ///   - check: Throws if the invariant does not hold.
    public mutating func invariant(_ name: String, _ check: @escaping (Model, System) throws -> Void) {
        invariants.append((name, check))
    }

    /// Sets what runs after the last step of every program, such as letting
    /// the system settle and comparing final states; throwing fails the case.
    ///
    /// - Parameter body: The teardown.
    public mutating func teardown(_ body: @escaping (inout Model, inout System) throws -> Void) {
        teardownBody = body
    }

    /// Runs random programs as `settings` say; on failure shrinks the
    /// program and saves it in the database.
    ///
    /// Every program is labelled with the rules it ran (`"rule deposit"`), so
    /// ``PropertySettings/coverage`` can require that a rule actually runs.
    ///
    /// - Parameter settings: How to check; the seed is derived from ``name``
    ///   unless set.
    /// - Returns: The report; on failure its counterexample is the shrunk
    ///   program.
    public func check(settings: PropertySettings = PropertySettings()) -> PropertyReport<StateMachineProgram> {
        check(settings: settings, key: name)
    }

    /// Runs the one program that `choices` describe, such as those of a
    /// report, and shrinks it further if asked to.
    ///
    /// - Parameters:
    ///   - choices: The choice list of a program.
    ///   - shrinking: Whether to shrink a failure further.
    ///   - maxShrinkAttempts: The bound on candidates tried while shrinking.
    /// - Returns: The report of the single program.
    public func replay(
        choices: [UInt64], shrinking: Bool = false,
        maxShrinkAttempts: Int = PropertyCheck.defaultMaxShrinkAttempts
    ) -> PropertyReport<StateMachineProgram> {
        let budget = shrinking ? maxShrinkAttempts : 0
        let settings = PropertyCheck.replaySettings(maxShrinkAttempts: budget)
        let result = PropertyCheck.replayResult(choices: choices, name: name, settings: settings) {
            source, _, failing in
            var ran: [Bool] = []
            return runProgram(&source, ran: &ran, failing: &failing)
        }
        var report = PropertyReport(replayed: result, name: name, budget: budget)
        report.replayCall = Self.replayCall
        return report
    }

    func check(settings: PropertySettings, key: String) -> PropertyReport<StateMachineProgram> {
        let engine = PropertyEngine(name: name, key: key, settings: settings)
        var programsRunning = [Int](repeating: 0, count: rules.count)
        var ran = [Bool](repeating: false, count: rules.count)
        let result = engine.run { source, phase, failing in
            guard phase == .exploring else {
                var unused: [Bool] = []
                return runProgram(&source, ran: &unused, failing: &failing)
            }
            for index in ran.indices { ran[index] = false }
            let verdict = runProgram(&source, ran: &ran, failing: &failing)
            if case .rejected = verdict { return verdict }
            for index in ran.indices where ran[index] { programsRunning[index] += 1 }
            return verdict
        }
        var report = PropertyReport(result, name: name, budget: settings.maxShrinkAttempts)
        for (index, rule) in rules.enumerated() {
            report.labels["rule \(rule.name)", default: 0] += programsRunning[index]
        }
        report.coverage = settings.coverage
        report.replayCall = Self.replayCall
        return report
    }

    private static var replayCall: (prefix: String, suffix: String) { ("machine.replay(choices: ", ")") }
}
