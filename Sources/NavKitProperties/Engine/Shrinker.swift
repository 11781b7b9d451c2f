/// Minimises a failing choice sequence (internal).
///
/// The shrinker only ever works on choice sequences, so it shrinks values of
/// every type, through `map`, `flatMap` and `filter`, without per-type code.
/// A candidate is accepted only if the property still fails on it and its
/// normalised sequence (the choices actually consumed when replaying it) is
/// *shortlex-smaller* than the current one: shorter, or equally long and
/// lexicographically smaller. Every accepted step therefore makes progress,
/// and `maxAttempts` bounds the number of property evaluations, so shrinking
/// always terminates.
///
/// Passes, repeated until a round makes no progress:
/// 1. delete the choices of whole collection elements (spans), last first;
/// 2. delete chunks of 8 down to 1 choices (from the end backwards);
/// 3. replace chunks of 8, 4, 2 and 1 choices with zeros;
/// 4. binary-search each choice towards zero;
/// 5. lower groups of equal choices of the same kind (same maximum)
///    together, which turns `[5, 5]` into `[0, 0]` for a duplicates bug;
/// 6. sort regions of 8 and 4 choices and swap out-of-order pairs at
///    distance 1 and 2;
/// 7. only if nothing else helped: move value from an earlier choice to a
///    later one nearby (turns `[600, 600]` into `[0, 1200]`, which can then
///    be deleted and minimised).
struct Shrinker<Payload> {
    /// The smallest failing record found so far.
    private(set) var best: ChoiceRecord
    /// What the evaluation of `best` produced (e.g. the value and error).
    private(set) var bestPayload: Payload
    /// The number of candidates evaluated.
    private(set) var attempts = 0
    /// The number of candidates accepted.
    private(set) var steps = 0

    private let maxAttempts: Int
    /// Replays candidate choices; returns what was consumed and a payload if
    /// the property still fails, `nil` otherwise.
    private let stillFails: ([UInt64]) -> (record: ChoiceRecord, payload: Payload)?

    init(
        failing record: ChoiceRecord,
        payload: Payload,
        maxAttempts: Int,
        stillFails: @escaping ([UInt64]) -> (record: ChoiceRecord, payload: Payload)?
    ) {
        self.best = record
        self.bestPayload = payload
        self.maxAttempts = maxAttempts
        self.stillFails = stillFails
    }

    private var hasBudget: Bool { attempts < maxAttempts }
    private var choices: [UInt64] { best.choices }

    /// Runs the passes until no further progress or the budget is spent.
    mutating func shrink() {
        while hasBudget {
            let before = choices
            deleteSpans()
            deleteChunks()
            zeroChunks()
            minimizeEachChoice()
            minimizeDuplicates()
            sortRegions()
            if choices == before {
                redistribute()
                if choices == before { return }
            }
        }
    }

    /// Evaluates `candidate`; keeps it if it still fails and is smaller.
    @discardableResult
    private mutating func consider(_ candidate: [UInt64]) -> Bool {
        guard hasBudget, candidate != choices else { return false }
        attempts += 1
        guard let result = stillFails(candidate), Self.isShortlexSmaller(result.record.choices, than: choices) else {
            return false
        }
        best = result.record
        bestPayload = result.payload
        steps += 1
        return true
    }

    private mutating func deleteSpans() {
        var index = best.spans.count - 1
        while index >= 0 && hasBudget {
            if index < best.spans.count, best.spans[index].upperBound <= choices.count {
                var candidate = choices
                candidate.removeSubrange(best.spans[index])
                consider(candidate)
            }
            index -= 1
        }
    }

    private mutating func deleteChunks() {
        for size in stride(from: 8, through: 1, by: -1) {
            var start = choices.count - size
            while start >= 0 && hasBudget {
                if start + size <= choices.count {
                    var candidate = choices
                    candidate.removeSubrange(start..<(start + size))
                    consider(candidate)
                }
                start -= 1
            }
        }
    }

    private mutating func zeroChunks() {
        for size in [8, 4, 2, 1] {
            var start = 0
            while start + size <= choices.count && hasBudget {
                if choices[start..<(start + size)].contains(where: { $0 != 0 }) {
                    var candidate = choices
                    for index in start..<(start + size) { candidate[index] = 0 }
                    consider(candidate)
                }
                start += 1
            }
        }
    }

    private mutating func minimizeEachChoice() {
        var index = 0
        while index < choices.count && hasBudget {
            minimize(positions: [index])
            index += 1
        }
    }

    private struct Kind: Hashable {
        var value: UInt64
        var maximum: UInt64
    }

    private mutating func minimizeDuplicates() {
        var positionsByKind: [Kind: [Int]] = [:]
        for index in choices.indices where choices[index] > 0 {
            positionsByKind[Kind(value: choices[index], maximum: best.maxima[index]), default: []].append(index)
        }
        let groups = positionsByKind.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
        for positions in groups where hasBudget {
            minimize(positions: positions)
        }
    }

    /// Binary-searches the smallest common value for `positions` (which hold
    /// equal values) that still fails.
    private mutating func minimize(positions: [Int]) {
        guard let first = positions.first, first < choices.count else { return }
        let original = choices[first]
        guard original > 0, positions.allSatisfy({ $0 < choices.count && choices[$0] == original }) else { return }
        if setting(positions, to: 0) { return }
        if original > 1, setting(positions, to: 1) { return }
        var low: UInt64 = 1
        var high = original
        while low + 1 < high && hasBudget {
            let middle = low + (high - low) / 2
            if setting(positions, to: middle) { high = middle } else { low = middle }
        }
    }

    /// Considers the current choices with every position in `positions` set
    /// to `value`.
    private mutating func setting(_ positions: [Int], to value: UInt64) -> Bool {
        guard positions.allSatisfy({ $0 < choices.count }) else { return false }
        var candidate = choices
        for position in positions { candidate[position] = value }
        return consider(candidate)
    }

    private mutating func sortRegions() {
        for size in [8, 4] {
            var start = 0
            while start + size <= choices.count && hasBudget {
                var candidate = choices
                candidate[start..<(start + size)].sort()
                consider(candidate)
                start += 1
            }
        }
        for distance in [1, 2] {
            var index = 0
            while index + distance < choices.count && hasBudget {
                if choices[index] > choices[index + distance] {
                    var candidate = choices
                    candidate.swapAt(index, index + distance)
                    consider(candidate)
                }
                index += 1
            }
        }
    }

    private mutating func redistribute() {
        var first = 0
        while first < choices.count && hasBudget {
            var second = first + 1
            while second < min(choices.count, first + 5) && hasBudget && choices[first] > 0 {
                moveValue(from: first, to: second)
                second += 1
            }
            first += 1
        }
    }

    /// Tries to move all, half, a quarter... of `choices[source]` onto
    /// `choices[target]` (at most eight attempts).
    private mutating func moveValue(from source: Int, to target: Int) {
        var amount = choices[source]
        var tries = 0
        while amount > 0 && tries < 8 && hasBudget && target < choices.count {
            var candidate = choices
            candidate[source] -= min(amount, candidate[source])
            let (sum, overflow) = candidate[target].addingReportingOverflow(amount)
            candidate[target] = overflow ? .max : sum
            if consider(candidate) { return }
            amount /= 2
            tries += 1
        }
    }

    /// Whether `lhs` is shorter than `rhs`, or equally long and
    /// lexicographically smaller.
    private static func isShortlexSmaller(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
        if lhs.count != rhs.count { return lhs.count < rhs.count }
        return lhs.lexicographicallyPrecedes(rhs)
    }
}
