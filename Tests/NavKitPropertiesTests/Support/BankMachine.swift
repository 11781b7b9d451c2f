import NavKitProperties

/// The article's example system: a bank whose accounts hold whole amounts, with an optional
/// planted bug — withdrawing an account's whole balance is refused as if it were too much.
struct Bank {
    struct InsufficientFunds: Error, Equatable {}

    private var balances: [Int] = []
    private(set) var owners: [String] = []
    let refusesWholeBalance: Bool

    init(refusesWholeBalance: Bool) {
        self.refusesWholeBalance = refusesWholeBalance
    }

    mutating func open(owner: String) -> Int {
        balances.append(0)
        owners.append(owner)
        return balances.count - 1
    }

    mutating func deposit(_ amount: Int, into account: Int) {
        balances[account] += amount
    }

    mutating func withdraw(_ amount: Int, from account: Int) throws(InsufficientFunds) {
        let limit = refusesWholeBalance ? balances[account] - 1 : balances[account]
        guard amount <= limit else { throw InsufficientFunds() }
        balances[account] -= amount
    }

    func balance(of account: Int) -> Int { balances[account] }
}

/// The bank checked against a dictionary of balances.
enum BankMachine {
    static let amounts = Gen.int(in: 1...100)
    static let owners = Gen.element(of: ["ann", "bob", "eve"])

    /// The shortest failing program of the planted bug.
    static let minimalProgram = """
        accounts_0 = open(owner: "ann")
        deposit(account: accounts_0, amount: 1)
        withdraw(account: accounts_0, amount: 1)
        """

    static func make(plantedBug: Bool) -> StateMachine<[Int: Int], Bank> {
        var machine = StateMachine("bank", model: { [Int: Int]() }, system: { Bank(refusesWholeBalance: plantedBug) })
        let accounts = machine.bundle("accounts", of: Int.self)
        machine.rule("open", .value("owner", owners), produces: accounts) { model, bank, owner in
            let account = bank.open(owner: owner)
            model[account] = 0
            return account
        }
        machine.rule("deposit", .element("account", of: accounts), .value("amount", amounts)) {
            model, bank, account, amount in
            bank.deposit(amount, into: account)
            model[account, default: 0] += amount
        }
        machine.rule("withdraw", .element("account", of: accounts), .value("amount", amounts)) {
            model, bank, account, amount in
            let allowed = model[account, default: 0] >= amount
            do {
                try bank.withdraw(amount, from: account)
                guard allowed else { throw PropertyViolation("withdrew \(amount) from a smaller balance") }
                model[account, default: 0] -= amount
            } catch is Bank.InsufficientFunds {
                guard !allowed else {
                    throw PropertyViolation("refused \(amount) of a balance of \(model[account, default: 0])")
                }
            }
        }
        machine.invariant("balances agree") { model, bank in
            for (account, balance) in model where bank.balance(of: account) != balance {
                throw PropertyViolation("account \(account): bank \(bank.balance(of: account)), model \(balance)")
            }
        }
        return machine
    }
}
