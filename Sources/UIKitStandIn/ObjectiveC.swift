// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// (These are Apple's C and Objective-C names.)

#if os(Linux)
    /// The name of an Objective-C method; on Linux only a value that keeps declarations compiling.
    public struct Selector: Hashable, Sendable {
        private let name: String

        /// Names a method.
        public init(_ function: String) {
            name = function
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

    /// Associates a value with an object under a key (stored on the object, for stand-in
    /// responders only: that is all NavKitUIKit associates values with).
    @MainActor
    public func objc_setAssociatedObject(
        _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
    ) {
        guard let responder = object as? UIResponder else {
            preconditionFailure("the stand-in associates objects with UIResponder subclasses only")
        }
        responder.standInAssociations[key] = value
    }

    /// The value associated with an object under a key.
    @MainActor
    public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
        (object as? UIResponder)?.standInAssociations[key] ?? nil
    }
#endif
