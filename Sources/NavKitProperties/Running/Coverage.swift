/// A share of the tested cases that must carry a label, so that a property
/// which passes because it rarely reaches the interesting cases is reported.
///
/// Labels come from the `classify` function of a run
/// (``PropertyCheck/run(_:name:settings:examples:classify:property:)``) or, for a state
/// machine, from the rules each program ran (`"rule push"`).
///
/// ```swift
/// var settings = PropertySettings()
/// settings.coverage = [CoverageRequirement("non-empty", atLeast: 50)]
/// PropertyCheck.run(Gen.array(of: .int()), settings: settings, classify: { $0.isEmpty ? ["empty"] : ["non-empty"] }) { _ in true }
/// ```
public struct CoverageRequirement: Sendable, Hashable, CustomStringConvertible {
    /// The label.
    public var label: String
    /// The smallest acceptable share of tested cases with the label, in percent.
    public var minimumPercent: Double

    /// Creates a requirement.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - minimumPercent: The smallest acceptable share of tested cases with
    ///     the label, in percent.
    public init(_ label: String, atLeast minimumPercent: Double) {
        self.label = label
        self.minimumPercent = minimumPercent
    }

    /// `"non-empty" in at least 50% of cases`.
    public var description: String {
        "\"\(label)\" in at least \(PropertyLabels.percentText(minimumPercent)) of cases"
    }
}

/// How many tested cases carried each label (internal).
struct PropertyLabels {
    private(set) var counts: [String: Int] = [:]

    mutating func add(_ labels: [String]) {
        for label in Set(labels) { counts[label, default: 0] += 1 }
    }

    /// The requirements whose label falls short among `cases` tested cases.
    static func unmet(_ requirements: [CoverageRequirement], counts: [String: Int], cases: Int) -> [CoverageRequirement]
    {
        requirements.filter { requirement in
            let count = Double(counts[requirement.label] ?? 0)
            return cases == 0 || count * 100 < requirement.minimumPercent * Double(cases)
        }
    }

    /// `12%`, `0.5%`.
    static func percentText(_ percent: Double) -> String {
        let tenths = Int((percent * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
    }
}
