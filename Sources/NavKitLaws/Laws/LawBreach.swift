/// One measured breach of a law, in words: which value, where, what it was and what the law
/// wants, e.g. `to.opacity = 1.2 at progress 0.5, must be in 0…1`.
///
/// A law check measures every layer and every property and keeps the worst breach (the one with
/// the largest ``severity``), so a report names the biggest problem, not the first one found.
public struct LawBreach: Sendable, Hashable, CustomStringConvertible {
    /// What was measured, e.g. `to.opacity`, `from.offset`, `duration`, `bar.title`, `curve(1)`
    /// or `completions`. Shrinking keeps a case only while its worst breach has the same subject.
    public var subject: String
    /// The whole sentence: the actual value, where it was seen and what was expected.
    public var description: String
    /// How bad it is: larger is worse, `infinity` for a non-finite value. Offsets count in
    /// container sizes, other values in their own units.
    public var severity: Double

    /// Creates a breach.
    /// - Parameters:
    ///   - subject: What was measured.
    ///   - description: The sentence.
    ///   - severity: How bad it is (NaN counts as infinitely bad).
    public init(subject: String, description: String, severity: Double) {
        self.subject = subject
        self.description = description
        self.severity = severity.isNaN ? .infinity : severity
    }

    /// Whether two breaches concern the same thing: the same subject, or the same property of
    /// either screen (`from.opacity` and `to.opacity`).
    /// - Parameter other: Another breach.
    /// - Returns: Whether shrinking may trade one for the other.
    func isSameKind(as other: LawBreach) -> Bool {
        func property(_ subject: String) -> Substring {
            for layer in ["from.", "to.", "pop's from.", "pop's to."] where subject.hasPrefix(layer) {
                return subject.dropFirst(layer.count)
            }
            return Substring(subject)
        }
        return property(subject) == property(other.subject)
    }

    /// The breach with the largest severity; the first of equals.
    /// - Parameter breaches: Candidates.
    /// - Returns: The worst, or `nil` when there are none.
    public static func worst(of breaches: [LawBreach]) -> LawBreach? {
        breaches.reduce(nil) { worst, next in
            guard let worst else { return next }
            return next.severity > worst.severity ? next : worst
        }
    }
}

/// Numbers as a law report prints them: at most four significant digits for readability
/// (`0.01172`, `0.499`, `1.2`, `390`), `nan` and `±inf` spelled out.
enum LawNumber {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        var decimals = 3
        var scale = 1.0
        while scale * 10 <= magnitude { scale *= 10 }
        if magnitude >= 1 {
            decimals = max(0, 3 - digits(of: scale))
        } else {
            var probe = magnitude
            while probe < 1 && decimals < 15 {
                probe *= 10
                decimals += 1
            }
        }
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        return exact(rounded)
    }

    /// The shortest text that reads back as exactly `value` (for reproduce lines): `0.5`, `390`.
    static func exact(_ value: Double) -> String {
        guard value.isFinite else { return text(value) }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func digits(of power: Double) -> Int {
        var count = 0
        var probe = power
        while probe >= 10 {
            probe /= 10
            count += 1
        }
        return count
    }
}
