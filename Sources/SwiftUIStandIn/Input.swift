#if os(Linux)
    import Foundation

    /// An instance that matches a sequence of events to a gesture, and returns a stream of values
    /// for each of its states.
    @MainActor @preconcurrency
    public protocol Gesture {
        /// The type representing the gesture's value.
        associatedtype Value
    }

    /// A dragging motion that invokes an action as the drag-event sequence changes.
    public struct DragGesture: Gesture {
        /// The attributes of a drag gesture.
        public struct Value: Equatable, Sendable {
            /// The time associated with the drag gesture's current event.
            public var time: Date
            /// The location of the drag gesture's current event.
            public var location: CGPoint
            /// The location of the drag gesture's first event.
            public var startLocation: CGPoint
            /// The total translation from the start of the drag gesture to the current event.
            public var translation: CGSize
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
    }

    /// A gesture that calls an action while it changes.
    public struct _ChangedGesture<Content: Gesture>: Gesture {
        /// The gesture's value.
        public typealias Value = Content.Value
        /// The action (stand-in storage, so a test can feed values).
        public let standInAction: (Content.Value) -> Void
        let content: Content
    }

    /// A gesture that calls an action when it ends.
    public struct _EndedGesture<Content: Gesture>: Gesture {
        /// The gesture's value.
        public typealias Value = Content.Value
        /// The action (stand-in storage, so a test can feed values).
        public let standInAction: (Content.Value) -> Void
        let content: Content
    }

    extension Gesture where Value: Equatable {
        /// Adds an action to perform when the gesture's value changes.
        public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
            _ChangedGesture(standInAction: action, content: self)
        }
    }

    extension Gesture {
        /// Adds an action to perform when the gesture ends.
        public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
            _EndedGesture(standInAction: action, content: self)
        }
    }

    /// Options that control how adding a gesture to a view affects other gestures.
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

    /// A set of key modifiers that you can add to a gesture or a keyboard shortcut.
    public struct EventModifiers: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates a set of key modifiers.
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
    public struct AccessibilityTraits: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt64
        /// Creates a set of traits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        /// The accessibility element is a button.
        public static let isButton = AccessibilityTraits(rawValue: 1)
        /// The accessibility element is a header that divides content into sections.
        public static let isHeader = AccessibilityTraits(rawValue: 2)
    }
#endif
