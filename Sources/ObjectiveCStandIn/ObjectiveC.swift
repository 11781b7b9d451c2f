// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// (These are Apple's C and Objective-C names.)

// A stand-in for the ObjectiveC subset the adapters use, compiled on Linux only. `NSObject` itself
// comes from swift-corelibs-foundation on Linux; this module re-exports it (as ObjectiveC declares
// it on Apple platforms) and adds selectors and associated objects. Every declaration is in
// scripts/standin-manifest.txt.
#if os(Linux)
    @_exported import class Foundation.NSObject
    @_exported import protocol Foundation.NSObjectProtocol

    /// The name of an Objective-C method; on Linux only a value that keeps declarations compiling.
    public struct Selector: Hashable, Sendable {
        private let name: String

        /// Names a method.
        public init(_ str: String) {
            name = str
        }
    }

    /// How an associated object is held.
    public enum objc_AssociationPolicy: UInt, Sendable {
        /// A weak-like, unretained reference.
        case OBJC_ASSOCIATION_ASSIGN = 0
        /// A strong reference, non-atomically.
        case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
        /// A copy, non-atomically.
        case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
        /// A strong reference, atomically.
        case OBJC_ASSOCIATION_RETAIN = 769
        /// A copy, atomically.
        case OBJC_ASSOCIATION_COPY = 771
    }

    /// Stand-in only: an object that can carry associated values (Objective-C keeps them beside
    /// any object; the stand-in stores them on the objects that conform).
    public protocol StandInAssociating: AnyObject {
        /// The values associated with the object, by key.
        var standInAssociations: [UnsafeRawPointer: Any] { get set }
    }

    /// Associates a value with an object under a key.
    public func objc_setAssociatedObject(
        _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
    ) {
        guard let carrier = object as? any StandInAssociating else {
            preconditionFailure("the stand-in associates values only with objects that conform to StandInAssociating")
        }
        carrier.standInAssociations[key] = value
    }

    /// The value associated with an object under a key.
    public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
        (object as? any StandInAssociating)?.standInAssociations[key]
    }
#endif
