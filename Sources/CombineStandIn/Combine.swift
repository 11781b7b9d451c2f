// A stand-in for the Combine subset the SwiftUI adapter uses, compiled on Linux only. SwiftUI
// imports Combine without re-exporting it, and so does the SwiftUI stand-in: an adapter file that
// conforms to `ObservableObject` or uses `@Published` must import Combine itself, here as on Apple
// platforms. Every declaration is in scripts/standin-manifest.txt; members named `standIn…` exist
// only here (the SwiftUI stand-in's view graph subscribes with them).
#if os(Linux)
    import Foundation

    /// Declares that a type can transmit a sequence of values over time.
    public protocol Publisher<Output, Failure> {
        /// The kind of values published by this publisher.
        associatedtype Output
        /// The kind of errors this publisher might publish.
        associatedtype Failure: Error
    }

    /// A type-erasing cancellable object that executes a provided closure when cancelled.
    public final class AnyCancellable: Hashable {
        private var onCancel: (() -> Void)?

        /// Initializes the cancellable object with the given cancel-time closure.
        public init(_ cancel: @escaping () -> Void) {
            onCancel = cancel
        }

        /// Cancel the activity.
        public func cancel() {
            onCancel?()
            onCancel = nil
        }

        deinit { onCancel?() }

        public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// A publisher that publishes changes from observable objects.
    public final class ObservableObjectPublisher: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Void
        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        // Behind a lock: a subscription's token unsubscribes from its `deinit`, on whatever thread
        // let go of it last, while the object's owner sends on its own.
        private let lock = NSLock()
        private var subscribers: [ObjectIdentifier: () -> Void] = [:]

        /// Creates an observable object publisher instance.
        public init() {}

        /// Sends the changed value to the downstream subscriber.
        public func send() {
            // Called outside the lock: a handler may subscribe or cancel as it runs.
            let handlers = lock.withLock { Array(subscribers.values) }
            for handler in handlers { handler() }
        }

        /// Stand-in only: calls `handler` on every `send()` until the returned token is cancelled or
        /// released (what SwiftUI's subscription to an observed object does).
        public func standInSubscribe(_ handler: @escaping () -> Void) -> AnyCancellable {
            let token = NSObject()
            let key = ObjectIdentifier(token)
            lock.withLock { subscribers[key] = handler }
            return AnyCancellable { [weak self] in
                _ = token
                guard let self else { return }
                self.lock.withLock { self.subscribers[key] = nil }
            }
        }
    }

    /// A type of object with a publisher that emits before the object has changed.
    public protocol ObservableObject: AnyObject {
        /// The type of publisher that emits before the object has changed.
        associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
        /// A publisher that emits before the object has changed.
        var objectWillChange: ObjectWillChangePublisher { get }
    }

    extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
        /// A publisher that emits before the object has changed: the one every `@Published`
        /// property of the object sends on (made on first use, as Combine does).
        public var objectWillChange: ObservableObjectPublisher {
            let boxes = Self.standInPublishedBoxes(of: self)
            if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
            let publisher = ObservableObjectPublisher()
            for box in boxes { box.publisher = publisher }
            return publisher
        }

        private static func standInPublishedBoxes(of object: Self) -> [StandInPublishedBox] {
            var boxes: [StandInPublishedBox] = []
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                for child in current.children {
                    if let property = child.value as? any StandInPublishedProperty { boxes.append(property.standInBox) }
                }
                mirror = current.superclassMirror
            }
            return boxes
        }
    }

    /// Stand-in only: where a `@Published` property finds its object's publisher.
    public final class StandInPublishedBox {
        /// The publisher of the enclosing object, once it was asked for.
        public var publisher: ObservableObjectPublisher?
        init() {}
    }

    /// Stand-in only: a `@Published` property seen through reflection.
    public protocol StandInPublishedProperty {
        /// The property's link to its object's publisher.
        var standInBox: StandInPublishedBox { get }
    }

    /// A type that publishes a property marked with an attribute.
    @propertyWrapper
    public struct Published<Value>: StandInPublishedProperty {
        private var value: Value
        /// Stand-in only: the property's link to its object's publisher.
        public let standInBox = StandInPublishedBox()

        /// Creates the published instance with an initial wrapped value.
        public init(wrappedValue: Value) {
            value = wrappedValue
        }

        /// Unavailable: the value is reached through the enclosing class instance.
        @available(*, unavailable, message: "@Published is only available on properties of classes")
        public var wrappedValue: Value {
            get { fatalError("@Published is only available on properties of classes") }
            set { fatalError("@Published is only available on properties of classes") }
        }

        /// The value, read and written through the enclosing instance: a write first tells the
        /// object's publisher (objectWillChange).
        public static subscript<EnclosingSelf: AnyObject>(
            _enclosingInstance object: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
        ) -> Value {
            get { object[keyPath: storageKeyPath].value }
            set {
                object[keyPath: storageKeyPath].standInBox.publisher?.send()
                object[keyPath: storageKeyPath].value = newValue
            }
        }
    }
#endif
