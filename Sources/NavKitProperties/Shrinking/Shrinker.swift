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
/// 1. delete whole collection elements (and state machine steps) together
///    with their "continue?" marker, last first, then runs of 2, 4, 8…
///    neighbouring elements at once (a push and the pop that undoes it);
/// 2. switch a choice among alternatives (`oneOf`, `frequency`, optionals,
///    recursion) to an earlier, simpler alternative, followed by the old
///    alternative's choices, by their tail, or by a few zeros, so that the
///    new alternative reads exactly its own choices; or to a later one that
///    reads fewer choices than the old one did (`push(0)` → `pop`), which is
///    shortlex-smaller although its index is larger;
/// 3. delete chunks of 8 down to 1 choices (from the end backwards);
/// 4. replace chunks of 8, 4, 2 and 1 choices with zeros;
/// 5. binary-search each choice towards zero;
/// 6. lower groups of equal choices of the same kind (same maximum)
///    together, which turns `[5, 5]` into `[0, 0]` for a duplicates bug;
/// 7. sort regions of 8 and 4 choices and swap out-of-order pairs at
///    distance 1 and 2;
/// 8. only if nothing else helped: move value from an earlier choice to a
///    later one nearby (turns `[600, 600]` into `[0, 1200]`, which can then
///    be deleted and minimised).
///
/// A candidate is evaluated at most once.
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
    /// The candidates evaluated so far.
    private var tried: Set<[UInt64]> = []
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
            deleteNeighbouringSpans()
            switchBranches()
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
        guard hasBudget, candidate != choices, tried.insert(candidate).inserted else { return false }
        attempts += 1
        guard let result = stillFails(candidate), Self.isShortlexSmaller(result.record.choices, than: choices) else {
            return false
        }
        best = result.record
        bestPayload = result.payload
        steps += 1
        return true
    }

    /// Deletes single elements (and steps) with their markers, last first.
    private mutating func deleteSpans() {
        var index = best.spans.count - 1
        while index >= 0 && hasBudget {
            if index < best.spans.count, best.spans[index].kind != .branch,
                best.spans[index].range.upperBound <= choices.count
            {
                var candidate = choices
                candidate.removeSubrange(best.spans[index].range)
                consider(candidate)
            }
            index -= 1
        }
    }

    /// Deletes runs of 2, 4, 8… neighbouring elements (spans that follow one
    /// another directly), last first.
    private mutating func deleteNeighbouringSpans() {
        var size = 2
        while hasBudget {
            let runs = Self.neighbouringRuns(in: best.spans, size: size)
            guard !runs.isEmpty else { return }
            for run in runs.reversed() where hasBudget && run.upperBound <= choices.count {
                var candidate = choices
                candidate.removeSubrange(run)
                consider(candidate)
            }
            size *= 2
        }
    }

    /// The ranges covered by `size` element spans in a row, each beginning
    /// where the previous one ends.
    private static func neighbouringRuns(in spans: [ChoiceSpan], size: Int) -> [Range<Int>] {
        let elements = spans.filter { $0.kind != .branch }.map(\.range)
        var byStart: [Int: Range<Int>] = [:]
        for range in elements where byStart[range.lowerBound].map({ $0.count < range.count }) ?? true {
            byStart[range.lowerBound] = range
        }
        var runs: [Range<Int>] = []
        for first in elements {
            var end = first.upperBound
            var count = 1
            while count < size, let next = byStart[end] {
                end = next.upperBound
                count += 1
            }
            if count == size { runs.append(first.lowerBound..<end) }
        }
        return runs
    }

    /// Switches each choice among alternatives to an earlier alternative.
    private mutating func switchBranches() {
        var index = best.spans.count - 1
        while index >= 0 && hasBudget {
            if index < best.spans.count, best.spans[index].kind == .branch {
                switchBranch(at: best.spans[index].range)
            }
            index -= 1
        }
    }

    /// Tries the alternatives before the chosen one, simplest first: with
    /// the old alternative's choices unchanged, without their first 1, 2, …
    /// choices (so a value at the end of the old alternative becomes the new
    /// alternative's value), then with 1, 2, … zeros in their place.
    private mutating func switchBranch(at span: Range<Int>) {
        guard span.upperBound <= choices.count else { return }
        guard choices[span.lowerBound] > 0 else { return switchToShorterLaterBranch(at: span) }
        let chosen = choices[span.lowerBound]
        let prefix = Array(choices[..<span.lowerBound])
        let old = Array(choices[(span.lowerBound + 1)..<span.upperBound])
        let suffix = choices[span.upperBound...]
        let limit = min(old.count, 8)
        for alternative in 0..<min(chosen, 8) where hasBudget {
            if consider(prefix + [alternative] + old + suffix) { return }
            for dropped in stride(from: 1, through: limit, by: 1) where hasBudget {
                if consider(prefix + [alternative] + old.dropFirst(dropped) + suffix) { return }
            }
            for zeros in stride(from: 1, through: limit, by: 1) where hasBudget {
                if consider(prefix + [alternative] + Array(repeating: 0, count: zeros) + suffix) { return }
            }
        }
        switchToShorterLaterBranch(at: span)
    }

    /// Tries the alternatives after the chosen one with fewer choices than the old alternative
    /// read: a later but shorter alternative is shortlex-smaller (`push(0)`, two choices, becomes
    /// `pop`, one). Each gets the old alternative's first 0, 1, … choices (fewer than it had).
    private mutating func switchToShorterLaterBranch(at span: Range<Int>) {
        guard span.upperBound <= choices.count, span.lowerBound < best.maxima.count else { return }
        let chosen = choices[span.lowerBound]
        let payload = span.count - 1
        guard payload > 0, payload <= 8, chosen < best.maxima[span.lowerBound] else { return }
        let prefix = Array(choices[..<span.lowerBound])
        let old = Array(choices[(span.lowerBound + 1)..<span.upperBound])
        let suffix = choices[span.upperBound...]
        let last = min(best.maxima[span.lowerBound], chosen + 8)
        for alternative in (chosen + 1)...last where hasBudget {
            for kept in 0..<payload where hasBudget {
                if consider(prefix + [alternative] + old.prefix(kept) + suffix) { return }
            }
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
