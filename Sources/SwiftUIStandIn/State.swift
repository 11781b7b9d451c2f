#if os(Linux)
    // SwiftUI imports Combine without re-exporting it: a file that declares an observable object
    // imports Combine itself.
    import CombineStandIn

    /// A property wrapper type that can read and write a value owned by a source of truth.
    @propertyWrapper
    public struct Binding<Value> {
        private let get: () -> Value
        private let set: (Value) -> Void
        /// Creates a binding with closures that read and write the binding value.
        public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
            self.get = get
            self.set = set
        }
        /// The underlying value referenced by the binding variable.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        /// A projection of the binding value that returns a binding.
        public var projectedValue: Binding<Value> { self }
    }

    /// A property wrapper type that instantiates an observable object.
    @MainActor @preconcurrency @propertyWrapper
    public struct StateObject<ObjectType: ObservableObject> {
        private let object: ObjectType
        /// Creates a new state object with an initial wrapped value.
        public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
        /// The underlying value referenced by the state object.
        public var wrappedValue: ObjectType { object }
    }

    /// A property wrapper type that subscribes to an observable object.
    @MainActor @preconcurrency @propertyWrapper
    public struct ObservedObject<ObjectType: ObservableObject> {
        /// The underlying value referenced by the observed object.
        public var wrappedValue: ObjectType
        /// Creates an observed object with an initial wrapped value.
        public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    }

    /// A key for accessing values in the environment.
    public protocol EnvironmentKey {
        /// The associated type representing the type of the environment key's value.
        associatedtype Value
        /// The default value for the environment key.
        static var defaultValue: Self.Value { get }
    }

    /// A collection of environment values propagated through a view hierarchy.
    public struct EnvironmentValues {
        private var values: [ObjectIdentifier: Any] = [:]
        /// Creates an environment values instance.
        public init() {}
        /// Accesses the environment value associated with a custom key.
        public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
            get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
            set { values[ObjectIdentifier(key)] = newValue }
        }
        /// Whether the system preference for Reduce Motion is enabled.
        public var accessibilityReduceMotion: Bool { false }
        /// The layout direction associated with the current environment.
        public var layoutDirection: LayoutDirection {
            get { .leftToRight }
            set {}
        }
    }

    /// A property wrapper that reads a value from a view's environment.
    @propertyWrapper
    public struct Environment<Value> {
        private let keyPath: KeyPath<EnvironmentValues, Value>
        /// Creates an environment property to read the specified key path.
        public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
        /// The current value of the environment property.
        public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
    }

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
#endif
