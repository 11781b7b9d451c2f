// What "Property-based testing" assumes: the bank its state machine tests.
import NavKitProperties
import Testing

/// Accounts with balances; a withdrawal larger than the balance is refused — and, the planted bug
/// the article's machine finds, so is one of the whole balance.
final class Bank {
    struct InsufficientFunds: Error {}
    private var balances: [Int: Int] = [:]
    private var next = 0

    func open(owner: String) -> Int {
        defer { next += 1 }
        balances[next] = 0
        return next
    }

    func deposit(_ amount: Int, into account: Int) { balances[account, default: 0] += amount }

    func withdraw(_ amount: Int, from account: Int) throws {
        guard balances[account, default: 0] > amount else { throw InsufficientFunds() }
        balances[account, default: 0] -= amount
    }

    func balance(of account: Int) -> Int { balances[account, default: 0] }
}

@MainActor struct PropertyBasedTestingContext {}
