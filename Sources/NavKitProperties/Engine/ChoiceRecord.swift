/// What one generation consumed from a ``ChoiceSource`` (internal): the
/// choices, the maximum each was drawn with, and the spans of choices that
/// make up individual collection elements. The shrinker uses the maxima to
/// tell choices of different kinds apart (a "continue?" flag from an element
/// that happens to have the same value) and the spans to delete whole
/// elements of any size.
struct ChoiceRecord {
    var choices: [UInt64]
    var maxima: [UInt64]
    var spans: [Range<Int>]
}
