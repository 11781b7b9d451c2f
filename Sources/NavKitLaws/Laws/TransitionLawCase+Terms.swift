import NavKitCore

extension TransitionLawCase {
    /// A part of a case, for describing a case in a law's own terms.
    enum Field: CaseIterable {
        case operation, layoutDirection, size, progress, bars, interaction, source
    }

    /// The standard case every field shrinks toward: a push, left-to-right, on a 390×844 phone,
    /// at progress 0, both bars shown, not interactive.
    public static let standard = TransitionLawCase(
        progress: 0, width: 390, height: 844, direction: .forward, layoutDirection: .leftToRight)

    /// The case described in the terms of one law: only the fields the law reads, and the bars
    /// and the interactivity only when they differ from the standard case.
    ///
    /// The continuity law sweeps all progress values and the endpoint laws look at 0 and 1, so
    /// their cases never show a progress; the mirror law compares both layout directions and the
    /// symmetry law both directions, so those are left out too.
    /// - Parameter law: The law.
    /// - Returns: e.g. `push, left-to-right, 390×844` or `pop, 390×844, progress 0.3`.
    public func description(for law: TransitionLaw) -> String {
        description(showing: Self.fields(readBy: law))
    }

    static func fields(readBy law: TransitionLaw) -> [Field] {
        switch law {
        case .positiveDuration, .exactEndpoints, .continuity:
            [.operation, .layoutDirection, .size, .bars, .interaction, .source]
        case .rightToLeftMirror:
            [.operation, .size, .progress, .bars, .interaction, .source]
        case .catchContinuity:
            [.layoutDirection, .size, .progress, .bars, .source]
        case .symmetry:
            [.layoutDirection, .size, .progress, .bars, .interaction, .source]
        case .finiteAndInRange, .determinism, .barEndpoints, .timingCurveEndpoints:
            Field.allCases
        }
    }

    func description(showing fields: [Field], everything: Bool = false) -> String {
        var parts: [String] = []
        for field in fields {
            switch field {
            case .operation: parts.append(direction == .forward ? "push" : "pop")
            case .layoutDirection: parts.append(layoutDirection == .leftToRight ? "left-to-right" : "right-to-left")
            case .size: parts.append("\(LawNumber.exact(width))×\(LawNumber.exact(height))")
            case .progress: parts.append("progress \(LawNumber.exact(progress))")
            case .bars where fromBarHidden || toBarHidden || everything:
                parts.append("bars \(fromBarHidden ? "hidden" : "shown")→\(toBarHidden ? "hidden" : "shown")")
            case .interaction where isInteractive || everything:
                parts.append(isInteractive ? "interactive" : "not interactive")
            case .source where source != .none: parts.append("source \(source.rawValue)")
            case .bars, .interaction, .source: break
            }
        }
        return parts.joined(separator: ", ")
    }

    /// The case as one command-line word, e.g. `pop,rtl,390x844,p=0.3,bars=hidden-shown,interactive`;
    /// fields at their standard value are left out, and ``init(argument:)`` reads it back exactly.
    public var argument: String {
        var parts = [direction == .forward ? "push" : "pop"]
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        parts.append("\(LawNumber.exact(width))x\(LawNumber.exact(height))")
        if progress != 0 { parts.append("p=\(LawNumber.exact(progress))") }
        if fromBarHidden || toBarHidden {
            parts.append("bars=\(fromBarHidden ? "hidden" : "shown")-\(toBarHidden ? "hidden" : "shown")")
        }
        if isInteractive { parts.append(isInteractive ? "interactive" : "not interactive") }
        if source != .none { parts.append("source=\(source.rawValue)") }
        return parts.joined(separator: ",")
    }

    /// Reads a case written by ``argument``. Missing fields take the standard value.
    /// - Parameter argument: Comma-separated fields: `push` or `pop`, `ltr` or `rtl`, `WxH`,
    ///   `p=PROGRESS`, `bars=shown|hidden-shown|hidden`, `interactive`, `source=SOURCE` (a
    ///   ``Source`` by name).
    /// - Throws: ``TransitionLawCaseError`` naming the first field it cannot read.
    public init(argument: String) throws(TransitionLawCaseError) {
        self = .standard
        for field in argument.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            switch field {
            case "push": direction = .forward
            case "pop": direction = .backward
            case "ltr": layoutDirection = .leftToRight
            case "rtl": layoutDirection = .rightToLeft
            case "interactive": isInteractive = true
            case _ where field.hasPrefix("p="):
                guard let value = Double(field.dropFirst(2)), (0...1).contains(value) else {
                    throw .badField(field, expected: "p=PROGRESS with PROGRESS in 0...1")
                }
                progress = value
            case _ where field.hasPrefix("source="):
                guard let value = Source(rawValue: String(field.dropFirst(7))) else {
                    throw .badField(field, expected: "source=none|thumbnail|banner|sliver|speck|offscreen")
                }
                source = value
            case _ where field.hasPrefix("bars="):
                let pair = field.dropFirst(5).split(separator: "-").map(String.init)
                let states = ["shown": false, "hidden": true]
                guard pair.count == 2, let from = states[pair[0]], let to = states[pair[1]] else {
                    throw .badField(field, expected: "bars=shown|hidden-shown|hidden")
                }
                fromBarHidden = from
                toBarHidden = to
            default:
                let size = field.split(separator: "x").map { Double($0) }
                guard size.count == 2, let width = size[0], let height = size[1], width.isFinite, height.isFinite,
                    width >= 0, height >= 0
                else {
                    throw .badField(field, expected: "push|pop, ltr|rtl, WIDTHxHEIGHT, p=…, bars=…-…, interactive")
                }
                self.width = width
                self.height = height
            }
        }
    }
}

/// Why a case written on the command line could not be read.
public enum TransitionLawCaseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A field that is not one of the known forms.
    /// - Parameters:
    ///   - field: The field as written.
    ///   - expected: The forms it could take.
    case badField(String, expected: String)

    /// `cannot read 'x' in the case; expected …`.
    public var description: String {
        switch self {
        case .badField(let field, let expected): "cannot read '\(field)' in the case; expected \(expected)"
        }
    }
}

extension TransitionLawCase {
    /// The case with every field the law does not read set to its standard value.
    func normalized(for law: TransitionLaw) -> TransitionLawCase {
        let fields = Self.fields(readBy: law)
        var copy = self
        if !fields.contains(.progress) { copy.progress = Self.standard.progress }
        if !fields.contains(.layoutDirection) { copy.layoutDirection = Self.standard.layoutDirection }
        if !fields.contains(.operation) { copy.direction = Self.standard.direction }
        return copy
    }

    /// Strictly simpler variants, simplest first: the standard direction (at the same progress,
    /// then at `1 - progress`), layout, bars and interactivity; the standard 390×844 size, then whole-point sizes; progress 0.5, 0, 1,
    /// 0.25, 0.75, then fewer decimals (only for laws that read the progress).
    func simplerCases(for law: TransitionLaw) -> [TransitionLawCase] {
        var found: [TransitionLawCase] = []
        func with(_ change: (inout TransitionLawCase) -> Void) {
            var copy = self
            change(&copy)
            found.append(copy)
        }
        if direction != .forward {
            with { $0.direction = .forward }
            // A pop at p is often the push at 1 - p played backward: try that too.
            if Self.fields(readBy: law).contains(.progress) {
                with {
                    $0.direction = .forward
                    $0.progress = 1 - progress
                }
            }
        }
        if layoutDirection != .leftToRight { with { $0.layoutDirection = .leftToRight } }
        if fromBarHidden { with { $0.fromBarHidden = false } }
        if toBarHidden { with { $0.toBarHidden = false } }
        if isInteractive { with { $0.isInteractive = false } }
        if source != .none { with { $0.source = .none } }
        if Self.sizeRank(width, height) > 0 {
            with {
                $0.width = Self.standard.width
                $0.height = Self.standard.height
            }
            if width != width.rounded() { with { $0.width = width.rounded() } }
            if height != height.rounded() { with { $0.height = height.rounded() } }
        }
        if Self.fields(readBy: law).contains(.progress) {
            for candidate in SimplerNumber.candidates(progress, preferred: Self.simpleProgress, in: 0...1) {
                with { $0.progress = candidate }
            }
        }
        return found
    }

    private static func sizeRank(_ width: Double, _ height: Double) -> Int {
        if width == standard.width && height == standard.height { return 0 }
        return width == width.rounded() && height == height.rounded() ? 1 : 2
    }

    /// Progress values tried first when shrinking, simplest first.
    static let simpleProgress = [0.5, 0, 1, 0.25, 0.75]
}
