/// What a health check observes while a ``ChoiceSource`` generates its first
/// cases (internal): how often each filter accepts and rejects, and how long
/// each named generator takes, excluding the named generators inside it.
@usableFromInline
struct HealthLog: Sendable {
    struct Tally: Sendable {
        var accepted = 0
        var rejected = 0
    }

    private struct Frame: Sendable {
        var name: String
        var start: UInt64
        var inner: UInt64 = 0
    }

    private(set) var filters: [String: Tally] = [:]
    private(set) var nanoseconds: [String: UInt64] = [:]
    private var frames: [Frame] = []
    private let clock: NanosecondClock

    init(clock: NanosecondClock) {
        self.clock = clock
    }

    /// The name a filter without a name of its own is reported by.
    static let unnamedFilter = "an unnamed filter"

    @usableFromInline
    mutating func noteFilter(_ name: String?, accepted: Bool) {
        let key = name ?? frames.last.map { "a filter in \"\($0.name)\"" } ?? Self.unnamedFilter
        if accepted {
            filters[key, default: Tally()].accepted += 1
        } else {
            filters[key, default: Tally()].rejected += 1
        }
    }

    @usableFromInline
    mutating func enter(_ name: String) {
        frames.append(Frame(name: name, start: clock.now()))
    }

    @usableFromInline
    mutating func leave() {
        guard let frame = frames.popLast() else { return }
        let elapsed = clock.now() &- frame.start
        nanoseconds[frame.name, default: 0] &+= elapsed &- min(frame.inner, elapsed)
        if !frames.isEmpty { frames[frames.count - 1].inner &+= elapsed }
    }
}
