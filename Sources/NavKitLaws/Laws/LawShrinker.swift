/// Shrinking in a law's own terms: from a failing case, step greedily to simpler cases (each
/// candidate strictly simpler than the current one) as long as the law still fails *the same
/// way* — with the worst breach on the same subject — so the report keeps naming the problem
/// that was found, on the simplest case that shows it. The same property on the other screen
/// counts as the same way (`from.opacity` on a pop is `to.opacity` on a push).
enum LawShrinker {
    /// A bound on accepted steps (each step simplifies at least one field).
    static let maximumSteps = 200

    /// The simplest case reachable from `start` that still fails with the same subject.
    /// - Parameters:
    ///   - start: A failing case.
    ///   - breach: Its worst breach.
    ///   - candidates: Strictly simpler variants of a case, simplest first.
    ///   - worstBreach: The worst breach of the law on a case, `nil` when it holds.
    /// - Returns: The shrunk case and its worst breach.
    static func shrink<Case>(
        _ start: Case, breach: LawBreach, candidates: (Case) -> [Case], worstBreach: (Case) -> LawBreach?
    ) -> (Case, LawBreach) {
        var current = (start, breach)
        var steps = 0
        search: while steps < maximumSteps {
            for candidate in candidates(current.0) {
                if let found = worstBreach(candidate), found.isSameKind(as: current.1) {
                    current = (candidate, found)
                    steps += 1
                    continue search
                }
            }
            break
        }
        return current
    }
}

/// Simpler numbers for shrinking: preferred values first (in their order), then values with
/// fewer decimals.
enum SimplerNumber {
    /// Lower is simpler: a preferred value's index, then `preferred.count + decimals`.
    static func rank(_ value: Double, preferred: [Double]) -> Int {
        if let index = preferred.firstIndex(of: value) { return index }
        for decimals in 0...6 where rounded(value, decimals: decimals) == value { return preferred.count + decimals }
        return preferred.count + 10
    }

    /// The strictly simpler values than `value`, simplest first, kept within `range`.
    static func candidates(_ value: Double, preferred: [Double], in range: ClosedRange<Double>) -> [Double] {
        let own = rank(value, preferred: preferred)
        var found: [Double] = []
        for candidate in preferred + (0...3).map({ rounded(value, decimals: $0) })
        where range.contains(candidate) && rank(candidate, preferred: preferred) < own && !found.contains(candidate) {
            found.append(candidate)
        }
        return found
    }

    static func rounded(_ value: Double, decimals: Int) -> Double {
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        return (value * factor).rounded() / factor
    }
}
