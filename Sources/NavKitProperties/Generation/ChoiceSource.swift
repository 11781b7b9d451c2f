/// The stream of recorded random decisions that every ``Gen`` draws from.
///
/// Each random decision a generator makes is a single *choice*: a `UInt64`
/// in a bounded range `0...maximum`. The source either produces fresh choices
/// from a seeded `Xoshiro256StarStar` or replays a previously recorded
/// sequence, and in both modes it appends every choice actually used to
/// ``choices``. Replaying that list yields the same value again, which is
/// what makes seeds, choice lists, the failure database and shrinking work for
/// every type.
///
/// Conventions that keep shrinking effective:
/// - Choice `0` is always the "simplest" option (0, `false`, the first
///   element, stop-the-array, `nil`, the base case of a recursion).
/// - When a replayed sequence runs out, or more than `maximumChoices`
///   choices are requested, every further draw returns `0` without being
///   recorded, so a truncated sequence still produces a valid, simpler value.
/// - A replayed choice larger than the requested maximum is clamped to it.
/// - A draw whose maximum is `0` has only one outcome and is not recorded.
///
/// A source is a value: generators receive it `inout`, so drawing a choice
/// costs no reference counting and no dynamic exclusivity check.
///
/// ```swift
/// var source = ChoiceSource(seed: 7)
/// let value = try Gen.int(in: 0...100).generate(from: &source)
/// let again = try Gen.int(in: 0...100).replay(choices: source.choices)
/// // value == again
/// ```
public struct ChoiceSource {
    /// The default limit on recorded choices per generated value.
    @usableFromInline package static let defaultMaximumChoices = 8_192

    /// The default share, in percent, of random integer and double draws that
    /// pick an edge value (a bound, `0`, `±1`, a bound's neighbour, …).
    @usableFromInline package static let defaultEdgeValuePercent = 12

    @usableFromInline var generator: Xoshiro256StarStar
    @usableFromInline let replayed: [UInt64]
    @usableFromInline var recorded: [UInt64] = []
    @usableFromInline var recordedMaxima: [UInt64] = []
    @usableFromInline var recordedSpans: [ChoiceSpan] = []
    /// The number of choices drawn in this case, recorded or not.
    @usableFromInline var drawn = 0
    @usableFromInline var exhausted = false
    /// The number of choices a case may draw before every draw returns `0`:
    /// `maximumChoices`, or fewer when the replayed sequence is shorter. A
    /// case's draws only count up, so `drawn >= drawLimit` is exactly when the
    /// source is exhausted, and one comparison guards each draw.
    @usableFromInline let drawLimit: Int
    /// Whether draws are appended to ``choices``; off while the runner looks
    /// for a failure (it regenerates a failing case with recording on).
    @usableFromInline var isRecording: Bool
    @usableFromInline var edgePercent: UInt64
    /// Filter and timing statistics, collected only while a health check runs.
    @usableFromInline var health: HealthLog?

    /// The maximum number of choices recorded before all draws return `0`.
    package let maximumChoices: Int

    /// Whether this source replays a fixed sequence instead of drawing
    /// random choices.
    @usableFromInline package let isReplaying: Bool

    /// The choices used so far, in order.
    public var choices: [UInt64] { recorded }

    /// Whether a draw was forced to `0` because the replayed sequence ran out
    /// or `maximumChoices` was reached.
    public var isExhausted: Bool { exhausted }

    /// The share, in percent, of random integer and double draws that pick an
    /// edge value; ``defaultEdgeValuePercent`` unless set.
    package var edgeValuePercent: Int {
        get { Int(edgePercent) }
        set { edgePercent = UInt64(min(max(newValue, 0), 100)) }
    }

    /// The choices, their maxima and the spans recorded so far.
    var record: ChoiceRecord { ChoiceRecord(choices: recorded, maxima: recordedMaxima, spans: recordedSpans) }

    /// Creates a source that draws fresh random choices.
    ///
    /// - Parameters:
    ///   - seed: The seed of the underlying `Xoshiro256StarStar`.
    ///   - maximumChoices: The number of choices after which every draw
    ///     returns `0`; bounds the size of any generated value.
    package init(seed: UInt64, maximumChoices: Int = ChoiceSource.defaultMaximumChoices) {
        self.init(generator: Xoshiro256StarStar(seed: seed), maximumChoices: maximumChoices)
    }

    /// Creates a source that draws fresh random choices from `generator`.
    ///
    /// - Parameters:
    ///   - generator: The random number generator to draw from.
    ///   - maximumChoices: The number of choices after which every draw
    ///     returns `0`.
    package init(generator: Xoshiro256StarStar, maximumChoices: Int = ChoiceSource.defaultMaximumChoices) {
        self.init(generator: generator, replaying: [], isReplaying: false, maximumChoices: maximumChoices)
    }

    /// Creates a source that replays `choices`, then draws zeros.
    ///
    /// - Parameters:
    ///   - choices: A choice sequence, typically one recorded earlier or
    ///     printed by a ``PropertyReport``.
    ///   - maximumChoices: The number of choices after which every draw
    ///     returns `0`.
    package init(replaying choices: [UInt64], maximumChoices: Int = ChoiceSource.defaultMaximumChoices) {
        self.init(
            generator: Xoshiro256StarStar(seed: 0), replaying: choices, isReplaying: true,
            maximumChoices: maximumChoices)
    }

    init(
        generator: Xoshiro256StarStar, replaying choices: [UInt64], isReplaying: Bool, maximumChoices: Int,
        recording: Bool = true
    ) {
        self.generator = generator
        self.replayed = choices
        self.drawLimit = isReplaying ? min(maximumChoices, choices.count) : maximumChoices
        self.isReplaying = isReplaying
        self.maximumChoices = maximumChoices
        self.isRecording = recording
        self.edgePercent = UInt64(Self.defaultEdgeValuePercent)
        if recording {
            let capacity = isReplaying ? choices.count : 64
            recorded.reserveCapacity(capacity)
            recordedMaxima.reserveCapacity(capacity)
        }
    }

    /// Forgets the recorded choices (keeping their storage) so the source can
    /// produce the next case; the random stream simply continues.
    @inlinable
    mutating func startNextCase() {
        if isRecording {
            recorded.removeAll(keepingCapacity: true)
            recordedMaxima.removeAll(keepingCapacity: true)
            recordedSpans.removeAll(keepingCapacity: true)
        }
        drawn = 0
        exhausted = false
    }

    /// The index the next recorded choice will have, for marking spans.
    @inlinable
    var position: Int { recorded.count }

    /// Marks the choices recorded since `start` as one span of `kind`, which
    /// the shrinker may delete (elements) or switch (branches) as a whole.
    @inlinable
    mutating func recordSpan(from start: Int, kind: ChoiceSpan.Kind) {
        if isRecording && start < recorded.count {
            recordedSpans.append(ChoiceSpan(range: start..<recorded.count, kind: kind))
        }
    }

    /// Runs `body` with the random number generator without recording a
    /// choice; only for decisions whose outcome is itself recorded later
    /// (such as a target length realised through "continue?" choices).
    @inlinable
    mutating func withUnrecordedRandomness<T>(_ body: (inout Xoshiro256StarStar) -> T) -> T {
        body(&generator)
    }

    /// Draws a uniformly distributed choice in `0...maximum`.
    ///
    /// - Parameter maximum: The largest allowed choice.
    /// - Returns: A choice in `0...maximum`; `0` is the simplest outcome.
    @inlinable @inline(__always)
    public mutating func draw(upTo maximum: UInt64) -> UInt64 {
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
    @inlinable @inline(__always)
    package mutating func draw(upTo maximum: UInt64, using pick: (inout Xoshiro256StarStar) -> UInt64) -> UInt64 {
        if maximum == 0 { return 0 }
        let index = drawn
        guard index < drawLimit else {
            exhausted = true
            return 0
        }
        let choice = isReplaying ? min(replayed[index], maximum) : min(pick(&generator), maximum)
        drawn = index &+ 1
        if isRecording {
            recorded.append(choice)
            recordedMaxima.append(maximum)
        }
        return choice
    }

    /// Consumes one choice of `0...maximum` whose outcome is already decided,
    /// and records `value` for it.
    ///
    /// Collections draw their stop marker this way when they reach their
    /// maximum length, so the recorded sequence has the same shape whether or
    /// not the collection is full: deleting an element of a full array during
    /// shrinking does not shift the choices of everything generated after it.
    ///
    /// - Parameters:
    ///   - value: The outcome, in `0...maximum`.
    ///   - maximum: The range the choice is recorded with.
    @inlinable
    package mutating func drawForced(_ value: UInt64, upTo maximum: UInt64) {
        if maximum == 0 { return }
        let index = drawn
        guard index < drawLimit else {
            exhausted = true
            return
        }
        drawn = index &+ 1
        if isRecording {
            recorded.append(min(value, maximum))
            recordedMaxima.append(maximum)
        }
    }

    /// Draws a Boolean choice (`0` is `false`), which is `true` with
    /// probability `probability` when the source is random.
    ///
    /// - Parameter probability: The chance of `true` in random mode.
    /// - Returns: The drawn Boolean.
    @inlinable
    public mutating func drawBool(probability: Double = 0.5) -> Bool {
        draw(upTo: 1) { generator in generator.nextBool(probability: probability) ? 1 : 0 } == 1
    }
}
