/// The stream of recorded random decisions that every ``Gen`` draws from.
///
/// Each random decision a generator makes is a single *choice*: a `UInt64`
/// in a bounded range `0...maximum`. The source either produces fresh choices
/// from a seeded ``Xoshiro256StarStar`` or replays a previously recorded
/// sequence, and in both modes it appends every choice actually used to
/// ``choices``. Replaying that list yields the same value again, which is
/// what makes seeds, choice lists and shrinking work for every type.
///
/// Conventions that keep shrinking effective:
/// - Choice `0` is always the "simplest" option (0, `false`, the first
///   element, stop-the-array, `nil`, the base case of a recursion).
/// - When a replayed sequence runs out, or more than ``maximumChoices``
///   choices are requested, every further draw returns `0` without being
///   recorded, so a truncated sequence still produces a valid, simpler value.
/// - A replayed choice larger than the requested maximum is clamped to it.
/// - A draw whose maximum is `0` has only one outcome and is not recorded.
///
/// A source is a mutable, single-threaded object: create one per generated
/// value (the runner does this for you).
///
/// ```swift
/// let source = ChoiceSource(seed: 7)
/// let value = try Gen.int(in: 0...100).generate(from: source)
/// let again = try Gen.int(in: 0...100).generate(from: ChoiceSource(replaying: source.choices))
/// // value == again
/// ```
public final class ChoiceSource {
    /// The default limit on recorded choices per generated value.
    public static let defaultMaximumChoices = 8_192

    /// The choices used so far, in order.
    public private(set) var choices: [UInt64]

    /// The maximum each recorded choice was drawn with.
    private(set) var maxima: [UInt64]

    /// The ranges of ``choices`` that make up single collection elements.
    private(set) var spans: [Range<Int>] = []

    /// The choices, their maxima and the element spans recorded so far.
    var record: ChoiceRecord { ChoiceRecord(choices: choices, maxima: maxima, spans: spans) }

    /// The maximum number of choices recorded before all draws return `0`.
    public let maximumChoices: Int

    /// Whether this source replays a fixed sequence instead of drawing
    /// random choices.
    public let isReplaying: Bool

    /// Whether a draw was forced to `0` because the replayed sequence ran out
    /// or ``maximumChoices`` was reached.
    public private(set) var isExhausted = false

    private var generator: Xoshiro256StarStar
    private let replayed: [UInt64]

    /// Creates a source that draws fresh random choices.
    ///
    /// - Parameters:
    ///   - seed: The seed of the underlying ``Xoshiro256StarStar``.
    ///   - maximumChoices: The number of choices after which every draw
    ///     returns `0`; bounds the size of any generated value.
    public convenience init(seed: UInt64, maximumChoices: Int = ChoiceSource.defaultMaximumChoices) {
        self.init(generator: Xoshiro256StarStar(seed: seed), maximumChoices: maximumChoices)
    }

    /// Creates a source that draws fresh random choices from `generator`.
    ///
    /// - Parameters:
    ///   - generator: The random number generator to draw from.
    ///   - maximumChoices: The number of choices after which every draw
    ///     returns `0`.
    public init(generator: Xoshiro256StarStar, maximumChoices: Int = ChoiceSource.defaultMaximumChoices) {
        self.generator = generator
        self.maximumChoices = maximumChoices
        self.isReplaying = false
        self.replayed = []
        self.choices = []
        self.maxima = []
        choices.reserveCapacity(64)
        maxima.reserveCapacity(64)
    }

    /// Creates a source that replays `choices`, then draws zeros.
    ///
    /// - Parameters:
    ///   - choices: A choice sequence, typically one recorded earlier or
    ///     printed by a ``PropertyReport``.
    ///   - maximumChoices: The number of choices after which every draw
    ///     returns `0`.
    public init(replaying choices: [UInt64], maximumChoices: Int = ChoiceSource.defaultMaximumChoices) {
        self.generator = Xoshiro256StarStar(seed: 0)
        self.maximumChoices = maximumChoices
        self.isReplaying = true
        self.replayed = choices
        self.choices = []
        self.maxima = []
        self.choices.reserveCapacity(choices.count)
        self.maxima.reserveCapacity(choices.count)
    }

    /// Forgets the recorded choices (keeping their storage) so the source can
    /// produce the next case; the random stream simply continues.
    func startNextCase() {
        choices.removeAll(keepingCapacity: true)
        maxima.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        isExhausted = false
    }

    /// Marks the choices recorded since `start` as one collection element,
    /// which the shrinker may delete as a whole.
    func recordSpan(from start: Int) {
        if start < choices.count { spans.append(start..<choices.count) }
    }

    /// Runs `body` with the random number generator without recording a
    /// choice; only for decisions whose outcome is itself recorded later
    /// (such as a target length realised through "continue?" choices).
    func withUnrecordedRandomness<T>(_ body: (inout Xoshiro256StarStar) -> T) -> T {
        body(&generator)
    }

    /// Draws a uniformly distributed choice in `0...maximum`.
    ///
    /// - Parameter maximum: The largest allowed choice.
    /// - Returns: A choice in `0...maximum`; `0` is the simplest outcome.
    public func draw(upTo maximum: UInt64) -> UInt64 {
        draw(upTo: maximum) { generator in generator.next(upTo: maximum) }
    }

    /// Draws a choice in `0...maximum`, using `pick` to choose it when the
    /// source is random.
    ///
    /// Use this to bias random generation (for example towards edge cases)
    /// without affecting replay: `pick` is only called in random mode, and
    /// only the returned choice is recorded. Results above `maximum` are
    /// clamped to it.
    ///
    /// - Parameters:
    ///   - maximum: The largest allowed choice.
    ///   - pick: Chooses the choice from the random number generator.
    /// - Returns: A choice in `0...maximum`.
    public func draw(upTo maximum: UInt64, using pick: (inout Xoshiro256StarStar) -> UInt64) -> UInt64 {
        if maximum == 0 { return 0 }
        let index = choices.count
        if index >= maximumChoices {
            isExhausted = true
            return 0
        }
        let choice: UInt64
        if isReplaying {
            guard index < replayed.count else {
                isExhausted = true
                return 0
            }
            choice = min(replayed[index], maximum)
        } else {
            choice = min(pick(&generator), maximum)
        }
        choices.append(choice)
        maxima.append(maximum)
        return choice
    }

    /// Draws a Boolean choice (`0` is `false`), which is `true` with
    /// probability `probability` when the source is random.
    ///
    /// - Parameter probability: The chance of `true` in random mode.
    /// - Returns: The drawn Boolean.
    public func drawBool(probability: Double = 0.5) -> Bool {
        draw(upTo: 1) { generator in generator.nextBool(probability: probability) ? 1 : 0 } == 1
    }
}
