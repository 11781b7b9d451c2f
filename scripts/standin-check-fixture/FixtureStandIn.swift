// The fixture of `scripts/standin-check.sh --self-test`: a stand-in module whose declarations differ
// from fixture-manifest.txt in the ways expected.txt lists (each marked PLANTED below). Not part of
// the package; the self-test compiles it alone.

#if os(Linux)
    /// Matches its entry.
    public struct Widget: Sendable {
        /// Matches.
        public var width: Double
        /// PLANTED: a parameter's type (Apple's is Float).
        public init(width: Double) { self.width = width }
        /// PLANTED: optionality (Apple's is String).
        public var name: String? { nil }
        /// PLANTED: throws (Apple's does not).
        public func measure() throws -> Double { width }
        /// PLANTED: isolation (Apple's is nonisolated).
        @MainActor public func draw() {}
        /// PLANTED: no manifest entry.
        public func extra() {}
        /// PLANTED: introduced later than Apple's (iOS 15).
        @available(iOS 16.0, *) public func resize() {}
        /// PLANTED: unavailable on tvOS, where Apple's is available.
        @available(tvOS, unavailable) public func focus() {}
        /// Matches its entry (whose source names no Apple file: PLANTED).
        public var height: Double { 0 }
        /// Matches its entry (marked unverified: PLANTED).
        public var depth: Double { 0 }
        /// A stand-in-only hook inside `#if os(Linux)`: fine.
        public var standInDraws = 0
    }

    /// PLANTED: not Sendable (Apple's is).
    public final class Gadget {}

    /// Matches its entry.
    public struct Box<Value> {
        /// Matches its entry.
        public init(_ value: Value) {}
    }

    extension Box where Value: Equatable {
        /// PLANTED: the extension's condition (Apple's is `Value : Hashable`).
        public func same(as other: Box) -> Bool { true }
    }
#endif

/// PLANTED: a stand-in-only hook declared outside `#if os(Linux)`.
public func standInReset() {}
