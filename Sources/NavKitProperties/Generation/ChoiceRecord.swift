/// What one generation consumed from a ``ChoiceSource`` (internal): the
/// choices, the maximum each was drawn with, and the spans of choices that
/// make up collection elements and branches. The shrinker uses the maxima to
/// tell choices of different kinds apart (a "continue?" flag from an element
/// that happens to have the same value), element spans to delete whole
/// elements of any size, and branch spans to switch an alternative for a
/// simpler one.
struct ChoiceRecord: Sendable {
    var choices: [UInt64]
    var maxima: [UInt64]
    var spans: [ChoiceSpan]
}

/// A run of recorded choices that belong together (internal).
@usableFromInline
struct ChoiceSpan: Sendable, Hashable {
    /// What the choices of a span make up.
    @usableFromInline
    enum Kind: Sendable, Hashable {
        /// One collection element with the "continue?" marker before it.
        case element
        /// A choice among alternatives (`oneOf`, `frequency`, optionals,
        /// recursion) followed by the choices of the chosen alternative.
        case branch
        /// One step of a state machine program, with its marker.
        case step
    }

    @usableFromInline var range: Range<Int>
    @usableFromInline var kind: Kind

    @inlinable
    init(range: Range<Int>, kind: Kind) {
        self.range = range
        self.kind = kind
    }
}
