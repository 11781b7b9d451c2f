/// A point in time, in seconds, on whatever monotonic time base the host chose.
///
/// NavKit never reads a wall clock. Every instant comes from the host: a touch's timestamp, a
/// display-link frame time, or a ``NavigationClock``. Only differences between timestamps matter.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// Seconds since the host's (arbitrary) epoch.
    public var seconds: Double

    /// Creates a timestamp.
    /// - Parameter seconds: Seconds since the host's epoch.
    @inlinable
    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// A timestamp written as a number of seconds, `Timestamp = 1.5`.
    /// - Parameter value: Seconds since the host's epoch.
    @inlinable
    public init(floatLiteral value: Double) {
        self.seconds = value
    }

    /// A timestamp written as a whole number of seconds, `Timestamp = 2`.
    /// - Parameter value: Seconds since the host's epoch.
    @inlinable
    public init(integerLiteral value: Int) {
        self.seconds = Double(value)
    }

    /// The epoch, zero seconds.
    public static let zero = Timestamp(seconds: 0)

    /// Whether the value is finite.
    @inlinable
    public var isFinite: Bool { seconds.isFinite }

    /// Orders timestamps by time.
    @inlinable
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.seconds < rhs.seconds }

    /// The timestamp moved forward by `rhs` seconds.
    @inlinable
    public static func + (lhs: Timestamp, rhs: Double) -> Timestamp {
        Timestamp(seconds: lhs.seconds + rhs)
    }

    /// The seconds elapsed from `rhs` to `lhs`.
    @inlinable
    public static func - (lhs: Timestamp, rhs: Timestamp) -> Double { lhs.seconds - rhs.seconds }

    /// A textual form, `12.345s`.
    public var description: String { "\(seconds)s" }
}
