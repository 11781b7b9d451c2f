#if os(Linux)
    import Foundation

    /// An instance that matches a sequence of events to a gesture, and returns a stream of values
    /// for each of its states.
    @MainActor @preconcurrency
    public protocol Gesture<Value> {
        /// The type representing the gesture's value.
        associatedtype Value
    }

    /// Stand-in only: a gesture the view graph delivers events to (as SwiftUI's gesture system
    /// would): changes, the end, or a cancellation — which ends the gesture without `onEnded`.
    @MainActor
    public protocol StandInDrivableGesture {
        /// The gesture's value changed.
        func standInChanged(_ value: Any)
        /// The gesture ended (the finger lifted).
        func standInEnded(_ value: Any)
        /// The system cancelled the gesture (another gesture won, an alert appeared).
        func standInCancelled()
    }

    /// A dragging motion that invokes an action as the drag-event sequence changes.
    @MainActor @preconcurrency
    public struct DragGesture: Gesture, StandInDrivableGesture {
        /// The attributes of a drag gesture.
        public struct Value: Equatable, Sendable {
            /// The time associated with the drag gesture's current event.
            public var time: Date
            /// The location of the drag gesture's current event.
            public var location: CGPoint
            /// The location of the drag gesture's first event.
            public var startLocation: CGPoint
            /// The total translation from the start of the drag gesture to the current event.
            public var translation: CGSize {
                CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
            }
            /// Stand-in only: a drag event.
            public init(standInTime time: Date, location: CGPoint, startLocation: CGPoint) {
                self.time = time
                self.location = location
                self.startLocation = startLocation
            }
        }
        /// The minimum dragging distance before the gesture succeeds.
        public var minimumDistance: CGFloat
        /// The coordinate space in which to receive location values.
        public var coordinateSpace: CoordinateSpace
        /// Creates a dragging gesture.
        public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
            self.minimumDistance = minimumDistance
            self.coordinateSpace = coordinateSpace
        }
        /// Stand-in only: nothing to do.
        public func standInChanged(_ value: Any) {}
        /// Stand-in only: nothing to do.
        public func standInEnded(_ value: Any) {}
        /// Stand-in only: nothing to do.
        public func standInCancelled() {}
    }

    @available(*, unavailable) extension DragGesture: Sendable {}

    /// A gesture that calls an action while it changes.
    @MainActor @preconcurrency
    public struct _ChangedGesture<Content: Gesture>: Gesture, StandInDrivableGesture {
        /// The gesture's value.
        public typealias Value = Content.Value
        let content: Content
        let action: (Content.Value) -> Void
        /// Stand-in only: the content's change, then the action.
        public func standInChanged(_ value: Any) {
            (content as? any StandInDrivableGesture)?.standInChanged(value)
            if let value = value as? Value { action(value) }
        }
        /// Stand-in only: the content's end.
        public func standInEnded(_ value: Any) { (content as? any StandInDrivableGesture)?.standInEnded(value) }
        /// Stand-in only: the content's cancellation.
        public func standInCancelled() { (content as? any StandInDrivableGesture)?.standInCancelled() }
    }

    /// A gesture that calls an action when it ends (not when it is cancelled).
    @MainActor @preconcurrency
    public struct _EndedGesture<Content: Gesture>: Gesture, StandInDrivableGesture {
        /// The gesture's value.
        public typealias Value = Content.Value
        nonisolated(unsafe) let content: Content
        nonisolated(unsafe) let action: (Content.Value) -> Void
        nonisolated init(content: Content, action: @escaping (Content.Value) -> Void) {
            self.content = content
            self.action = action
        }
        /// Stand-in only: the content's change.
        public func standInChanged(_ value: Any) { (content as? any StandInDrivableGesture)?.standInChanged(value) }
        /// Stand-in only: the content's end, then the action.
        public func standInEnded(_ value: Any) {
            (content as? any StandInDrivableGesture)?.standInEnded(value)
            if let value = value as? Value { action(value) }
        }
        /// Stand-in only: the content's cancellation; no action.
        public func standInCancelled() { (content as? any StandInDrivableGesture)?.standInCancelled() }
    }

    /// A gesture that updates the state provided by a gesture's updating callback (not main-actor
    /// isolated, and not Sendable, as Apple's documentation declares it).
    nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture, StandInDrivableGesture {
        /// The type representing the gesture's value.
        public typealias Value = Base.Value
        let base: Base
        let state: GestureState<State>
        let body: (Base.Value, inout State, inout Transaction) -> Void
        /// Stand-in only: the base's change, then the update of the state.
        @MainActor public func standInChanged(_ value: Any) {
            (base as? any StandInDrivableGesture)?.standInChanged(value)
            guard let value = value as? Value else { return }
            var transaction = Transaction()
            body(value, &state.box.value, &transaction)
        }
        /// Stand-in only: the base's end, then the state's reset.
        @MainActor public func standInEnded(_ value: Any) {
            (base as? any StandInDrivableGesture)?.standInEnded(value)
            reset()
        }
        /// Stand-in only: the base's cancellation, then the state's reset.
        @MainActor public func standInCancelled() {
            (base as? any StandInDrivableGesture)?.standInCancelled()
            reset()
        }
        private func reset() {
            let value = state.box.value
            state.box.value = state.box.initial
            var transaction = Transaction()
            state.box.reset(value, &transaction)
        }
    }

    extension Gesture where Value: Equatable {
        /// Adds an action to perform when the gesture's value changes.
        public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
            _ChangedGesture(content: self, action: action)
        }
    }

    extension Gesture {
        /// Adds an action to perform when the gesture ends.
        nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
            _EndedGesture(content: self, action: action)
        }

        /// Updates the provided gesture state property as the gesture's value changes.
        public func updating<State>(
            _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
        ) -> GestureStateGesture<Self, State> {
            GestureStateGesture(base: self, state: state, body: body)
        }
    }

    /// Options that control how adding a gesture to a view affects other gestures recognized by
    /// the view and its subviews.
    public struct GestureMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates a mask.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Enable both the added gesture as well as all other gestures on the view and its subviews.
        public static let all = GestureMask(rawValue: 3)
    }

    /// Key equivalents consist of a letter, punctuation, or function key that can be combined with
    /// an optional set of modifier keys to specify a keyboard shortcut.
    public struct KeyEquivalent: Hashable, Sendable {
        /// The character value that the key equivalent represents.
        public var character: Character
        /// Creates a new key equivalent from the given character value.
        public init(_ character: Character) { self.character = character }
        /// Escape (U+001B).
        public static let escape = KeyEquivalent("\u{1B}")
        /// Left Arrow (U+F702).
        public static let leftArrow = KeyEquivalent("\u{F702}")
        /// Right Arrow (U+F703).
        public static let rightArrow = KeyEquivalent("\u{F703}")
    }

    /// A set of key modifiers that you can add to a gesture.
    public struct EventModifiers: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates a new set from a raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The Shift key.
        public static let shift = EventModifiers(rawValue: 1 << 1)
        /// The Control key.
        public static let control = EventModifiers(rawValue: 1 << 2)
        /// The Option (Alt) key.
        public static let option = EventModifiers(rawValue: 1 << 3)
        /// The Command key.
        public static let command = EventModifiers(rawValue: 1 << 4)
    }

    /// The structure that defines the kinds of available accessibility actions.
    public struct AccessibilityActionKind: Equatable, Sendable {
        let name: String
        /// The value that represents the default accessibility action.
        public static let `default` = AccessibilityActionKind(name: "default")
        /// The value that represents an action that cancels a pending accessibility action.
        public static let escape = AccessibilityActionKind(name: "escape")
    }

    /// A set of accessibility traits that describe how an element behaves.
    public struct AccessibilityTraits: SetAlgebra, Sendable {
        private var bits: UInt64
        /// Creates an empty set.
        public init() { bits = 0 }
        private init(bits: UInt64) { self.bits = bits }
        /// The accessibility element is a button.
        public static let isButton = AccessibilityTraits(bits: 1)
        /// The accessibility element is a header that divides content into sections.
        public static let isHeader = AccessibilityTraits(bits: 2)
        public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
        public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits | other.bits) }
        public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits & other.bits) }
        public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
            .init(bits: bits ^ other.bits)
        }
        public mutating func insert(_ newMember: AccessibilityTraits) -> (
            inserted: Bool, memberAfterInsert: AccessibilityTraits
        ) {
            let inserted = !contains(newMember)
            bits |= newMember.bits
            return (inserted, newMember)
        }
        public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
            guard contains(member) else { return nil }
            bits &= ~member.bits
            return member
        }
        public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
            let had = contains(newMember)
            bits |= newMember.bits
            return had ? newMember : nil
        }
        public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
        public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
        public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
    }
#endif
