#if os(Linux)
    // SwiftUI imports Combine without re-exporting it: a file that declares an observable object
    // imports Combine itself.
    import CombineStandIn
    import Foundation

    /// An interface for a stored variable that updates an external property of a view.
    public protocol DynamicProperty {}

    /// Stand-in only: a value the stand-in's own Sendable closures may capture (the stand-in runs
    /// on the main actor; SwiftUI's equivalents are Sendable by their own design).
    struct StandInUnchecked<Wrapped>: @unchecked Sendable {
        let value: Wrapped
    }

    /// A property wrapper type that can read and write a value owned by a source of truth.
    ///
    /// As in SwiftUICore the closures are `@isolated(any) @Sendable`, and inherit the actor of the
    /// context that forms them (`@_inheritActorContext`): a binding made on the main actor reads and
    /// writes main-actor state. SwiftUI calls them synchronously on the actor they belong to; so
    /// does the stand-in, whose view graph runs on the main actor.
    @propertyWrapper @dynamicMemberLookup
    public struct Binding<Value> {
        private let get: @isolated(any) @Sendable () -> Value
        private let set: @isolated(any) @Sendable (Value) -> Void
        /// Creates a binding with closures that read and write the binding value.
        @preconcurrency
        public init(
            @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
            @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
        ) {
            self.get = get
            self.set = set
        }
        /// The underlying value referenced by the binding variable.
        public var wrappedValue: Value {
            get { unsafeBitCast(get, to: (@Sendable () -> Value).self)() }
            nonmutating set { unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)(newValue) }
        }
        /// A projection of the binding value that returns a binding.
        public var projectedValue: Binding<Value> { self }
        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
            let base = StandInUnchecked(value: (binding: self, keyPath: keyPath))
            return Binding<Subject>(
                get: { base.value.binding.wrappedValue[keyPath: base.value.keyPath] },
                set: { base.value.binding.wrappedValue[keyPath: base.value.keyPath] = $0 })
        }
    }

    extension Binding: @unchecked Sendable where Value: Sendable {}

    /// Stand-in only: a property of a view that observes an object (the view graph subscribes to it
    /// before it evaluates the view's body).
    public protocol StandInObservingProperty {
        /// Subscribes to the observed object's changes.
        @MainActor func standInSubscribe(_ handler: @escaping () -> Void) -> AnyCancellable?
    }

    /// Stand-in only: a `@StateObject`, whose object the view graph keeps across new values of the
    /// view at the same place.
    public protocol StandInStateObjectProperty {
        /// Where the object is kept.
        var standInStorage: AnyObject { get }
        /// Takes the object kept by an earlier value of the view.
        @MainActor func standInAdopt(_ storage: AnyObject)
    }

    /// Stand-in only: where a `@StateObject` keeps its object, made once.
    public final class StandInStateObjectStorage<ObjectType: ObservableObject> {
        private var thunk: (() -> ObjectType)?
        private var object: ObjectType?

        init(_ thunk: @escaping () -> ObjectType) {
            self.thunk = thunk
        }

        var resolved: ObjectType {
            if let object { return object }
            let made = thunk!()
            object = made
            thunk = nil
            return made
        }

        func adopt(_ other: StandInStateObjectStorage<ObjectType>) {
            object = other.resolved
            thunk = nil
        }
    }

    func standInSubscribe(to object: some ObservableObject, _ handler: @escaping () -> Void) -> AnyCancellable? {
        (object.objectWillChange as? ObservableObjectPublisher)?.standInSubscribe(handler)
    }

    /// A property wrapper type that instantiates an observable object.
    @MainActor @preconcurrency @propertyWrapper
    public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, StandInObservingProperty,
        StandInStateObjectProperty
    {
        private nonisolated(unsafe) let storage: StandInStateObjectStorage<ObjectType>
        /// Creates a new state object with an initial wrapped value (made once, when first needed).
        nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
            storage = StandInStateObjectStorage(thunk)
        }
        /// The underlying value referenced by the state object.
        public var wrappedValue: ObjectType { storage.resolved }
        /// Stand-in only: where the object is kept.
        public nonisolated var standInStorage: AnyObject { storage }
        /// Stand-in only: takes the object an earlier value of the view made.
        public func standInAdopt(_ other: AnyObject) {
            if let other = other as? StandInStateObjectStorage<ObjectType>, other !== storage { storage.adopt(other) }
        }
        /// Stand-in only: subscribes to the object.
        public func standInSubscribe(_ handler: @escaping () -> Void) -> AnyCancellable? {
            SwiftUIStandIn.standInSubscribe(to: storage.resolved, handler)
        }
    }

    /// A property wrapper type that subscribes to an observable object and invalidates a view
    /// whenever the observable object changes.
    @MainActor @preconcurrency @propertyWrapper
    public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, StandInObservingProperty {
        // Set by the nonisolated initializer, read on the main actor (as SwiftUI's is).
        private nonisolated(unsafe) var object: ObjectType
        /// The underlying value referenced by the observed object.
        public var wrappedValue: ObjectType {
            get { object }
            set { object = newValue }
        }
        /// Creates an observed object with an initial wrapped value.
        nonisolated public init(wrappedValue: ObjectType) { object = wrappedValue }
        /// Stand-in only: subscribes to the object.
        public func standInSubscribe(_ handler: @escaping () -> Void) -> AnyCancellable? {
            SwiftUIStandIn.standInSubscribe(to: wrappedValue, handler)
        }
    }

    /// A property wrapper type that can read and write a value managed by SwiftUI (stand-in: kept by
    /// the view graph across new values of the view at the same place; a write invalidates the
    /// view).
    @propertyWrapper
    public struct State<Value>: DynamicProperty, StandInObservingProperty, StandInStateObjectProperty {
        /// Stand-in only: where a state's value is kept (a later value of the view forwards to
        /// the storage of the first one at its place).
        public final class StandInBox {
            private var stored: Value
            fileprivate var observers: [ObjectIdentifier: () -> Void] = [:]
            fileprivate var forward: StandInBox?
            init(_ value: Value) { stored = value }
            fileprivate var storage: StandInBox { forward?.storage ?? self }
            fileprivate var value: Value {
                get { storage.stored }
                set {
                    let storage = storage
                    storage.stored = newValue
                    for handler in storage.observers.values { handler() }
                }
            }
        }
        private let box: StandInBox
        /// Creates a state property that stores an initial value.
        public init(wrappedValue value: Value) {
            box = StandInBox(value)
        }
        /// Creates a state property that stores an initial value.
        public init(initialValue value: Value) {
            box = StandInBox(value)
        }
        /// The underlying value referenced by the state variable.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// A binding to the state value.
        public var projectedValue: Binding<Value> {
            let box = StandInUnchecked(value: box)
            return Binding(get: { box.value.value }, set: { box.value.value = $0 })
        }
        /// Stand-in only: where the value is kept.
        public var standInStorage: AnyObject { box.storage }
        /// Stand-in only: keeps the value the first view at this place kept.
        public func standInAdopt(_ storage: AnyObject) {
            if let other = storage as? StandInBox, other !== box.storage { box.forward = other }
        }
        /// Stand-in only: a write invalidates the view.
        public func standInSubscribe(_ handler: @escaping () -> Void) -> AnyCancellable? {
            let token = NSObject()
            let key = ObjectIdentifier(token)
            let storage = box.storage
            storage.observers[key] = handler
            return AnyCancellable {
                _ = token
                storage.observers[key] = nil
            }
        }
    }

    extension State: @unchecked Sendable where Value: Sendable {}

    /// A key for accessing values in the environment.
    public protocol EnvironmentKey {
        /// The associated type representing the type of the environment key's value.
        associatedtype Value
        /// The default value for the environment key.
        static var defaultValue: Self.Value { get }
    }

    /// A collection of environment values propagated through a view hierarchy.
    public struct EnvironmentValues: CustomStringConvertible {
        private var values: [ObjectIdentifier: Any] = [:]
        private var reduceMotion = false
        private var direction = LayoutDirection.leftToRight
        /// Creates an environment values instance.
        public init() {}
        /// Accesses the environment value associated with a custom key.
        public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
            get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
            set { values[ObjectIdentifier(key)] = newValue }
        }
        /// Whether the system preference for Reduce Motion is enabled.
        public var accessibilityReduceMotion: Bool { reduceMotion }
        /// Stand-in only: sets Reduce Motion.
        public var standInReduceMotion: Bool {
            get { reduceMotion }
            set { reduceMotion = newValue }
        }
        /// The layout direction associated with the current environment.
        public var layoutDirection: LayoutDirection {
            get { direction }
            set { direction = newValue }
        }
        /// A string that represents the contents of the environment values instance.
        public var description: String { "EnvironmentValues(\(values.count) custom)" }
    }

    /// Stand-in only: the environment the view graph evaluates the current body in (the default
    /// one outside the graph).
    public enum StandInEnvironment {
        /// The environment of the body being evaluated, behind a lock: the view graph writes it on
        /// the main actor, while `Environment.wrappedValue` (nonisolated, as in SwiftUI) may read
        /// it from any thread.
        public static var current: EnvironmentValues {
            get { storage.withLock { $0 } }
            set { storage.withLock { $0 = newValue } }
        }

        private static let storage = StandInLocked(EnvironmentValues())
    }

    /// Stand-in only: a value behind a lock.
    final class StandInLocked<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value

        init(_ value: Value) { self.value = value }

        func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
            lock.withLock { body(&value) }
        }
    }

    /// A property wrapper that reads a value from a view's environment.
    @propertyWrapper
    public struct Environment<Value>: DynamicProperty {
        private let keyPath: KeyPath<EnvironmentValues, Value>
        /// Creates an environment property to read the specified key path.
        public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
        /// The current value of the environment property.
        public var wrappedValue: Value { StandInEnvironment.current[keyPath: keyPath] }
    }

    extension Environment: @unchecked Sendable where Value: Sendable {}

    /// A named value produced by a view.
    public protocol PreferenceKey {
        /// The type of value produced by this preference.
        associatedtype Value
        /// The default value of the preference.
        static var defaultValue: Self.Value { get }
        /// Combines a sequence of values by modifying the previously-accumulated value with the
        /// result of a closure that provides the next value.
        static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
    }

    /// The context of the current state-processing update.
    public struct Transaction {
        /// Creates a transaction.
        public init() {}
    }

    /// A property wrapper type that updates a property while the user performs a gesture and
    /// resets the property back to its initial state when the gesture ends (or is cancelled).
    @propertyWrapper
    public struct GestureState<Value>: DynamicProperty, StandInObservingProperty {
        final class Box {
            let initial: Value
            var value: Value {
                didSet { for handler in observers.values { handler() } }
            }
            var observers: [ObjectIdentifier: () -> Void] = [:]
            let reset: (Value, inout Transaction) -> Void
            init(_ value: Value, reset: @escaping (Value, inout Transaction) -> Void) {
                initial = value
                self.value = value
                self.reset = reset
            }
        }
        let box: Box
        /// Creates a view state that's derived from a gesture.
        public init(wrappedValue: Value) {
            box = Box(wrappedValue) { _, _ in }
        }
        /// Creates a view state that's derived from a gesture, with a closure called when the
        /// gesture resets it: when the gesture ends, and when it is cancelled.
        public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            box = Box(wrappedValue, reset: reset)
        }
        /// The wrapped value referenced by the gesture state property.
        public var wrappedValue: Value { box.value }
        /// A binding to the gesture state property.
        public var projectedValue: GestureState<Value> { self }
        /// Stand-in only: a change of the state invalidates the view (as SwiftUI's does).
        public func standInSubscribe(_ handler: @escaping () -> Void) -> AnyCancellable? {
            let token = NSObject()
            let key = ObjectIdentifier(token)
            let box = box
            box.observers[key] = handler
            return AnyCancellable {
                _ = token
                box.observers[key] = nil
            }
        }
    }

    extension GestureState: @unchecked Sendable where Value: Sendable {}
#endif
