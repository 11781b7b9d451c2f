// A stand-in for the SwiftUI subset NavKitSwiftUI uses, compiled on Linux only, so the adapter is
// type-checked without a Mac. Declarations follow Apple's documentation (names, labels, argument
// and closure types, isolation — the iOS 18 SDK's where it differs, such as a `@Sendable`
// `onPreferenceChange` action); return types are simplified (every modifier returns
// `ModifiedContent`), and nothing is drawn: containers build their content eagerly, so a test
// can evaluate `body` and see which views it makes. Names that clash with NavKit's
// (`Color`, `EdgeInsets`, `LayoutDirection`, `Scene`) exist here too, so an unqualified use
// that would be ambiguous on Apple platforms is ambiguous on Linux as well.
#if os(Linux)
    @_exported import CoreGraphicsStandIn
    import Foundation

    /// A type that represents part of your app's user interface.
    @MainActor @preconcurrency
    public protocol View {
        /// The type of view representing the body of this view.
        associatedtype Body: View
        /// The content and behavior of the view.
        @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    extension Never: View {
        /// Never called.
        public var body: Never { fatalError("Never has no body") }
    }

    /// A part of a user interface that SwiftUI draws itself (its body is never asked for).
    @MainActor
    public protocol _PrimitiveView: View where Body == Never {}

    extension _PrimitiveView {
        /// Primitive views have no body.
        public var body: Never { fatalError("\(Self.self) is primitive") }
    }

    /// A view that displays nothing.
    public struct EmptyView: _PrimitiveView {
        /// Creates an empty view.
        public init() {}
    }

    /// A view created from a tuple of views.
    public struct TupleView<T>: _PrimitiveView {
        /// The views.
        public var value: T
        /// Creates a tuple view.
        public init(_ value: T) { self.value = value }
    }

    /// A view that shows one of two views.
    public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
        /// Which view it shows.
        public enum Storage {
            /// The first.
            case trueContent(TrueContent)
            /// The second.
            case falseContent(FalseContent)
        }
        /// The view it shows.
        public let storage: Storage
    }

    extension Optional: View where Wrapped: View {
        /// An optional view has no body of its own.
        public var body: Never { fatalError("Optional is primitive") }
    }

    /// A custom parameter attribute that constructs views from closures.
    @MainActor @preconcurrency @resultBuilder
    public struct ViewBuilder {
        /// Builds an empty view from a block containing no statements.
        public static func buildBlock() -> EmptyView { EmptyView() }
        /// Passes a single view through unmodified.
        public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
        /// Combines several views into a tuple view.
        public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
            (repeat each Content)
        > {
            TupleView((repeat each content))
        }
        /// An optional view, for an `if` without `else`.
        public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
        /// The first branch of an `if`/`else`.
        public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
            -> _ConditionalContent<TrueContent, FalseContent>
        {
            _ConditionalContent(storage: .trueContent(first))
        }
        /// The second branch of an `if`/`else`.
        public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
            -> _ConditionalContent<TrueContent, FalseContent>
        {
            _ConditionalContent(storage: .falseContent(second))
        }
    }

    /// A modifier that you apply to a view, producing a different version of the original.
    @MainActor @preconcurrency
    public protocol ViewModifier {
        /// The type of view representing the body.
        associatedtype Body: View
        /// The content view type passed to `body(content:)`.
        typealias Content = _ViewModifier_Content<Self>
        /// Gets the current body of the caller.
        @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    }

    /// The content a view modifier is applied to.
    public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {}

    /// A value with a modifier applied to it (in the stand-in, any modifier).
    public struct ModifiedContent<Content, Modifier> {
        /// The content.
        public var content: Content
        /// The modifier.
        public var modifier: Modifier
        /// Creates the value.
        public init(content: Content, modifier: Modifier) {
            self.content = content
            self.modifier = modifier
        }
    }

    extension ModifiedContent: View where Content: View {
        /// A modified view has no body of its own.
        public var body: Never { fatalError("ModifiedContent is primitive") }
    }

    /// What the stand-in's modifiers apply: nothing but their name.
    public struct _StandInModifier: Sendable {
        /// The modifier's name.
        public let name: String
    }

    extension View {
        /// The stand-in's result of every modifier.
        func standIn(_ name: String) -> ModifiedContent<Self, _StandInModifier> {
            ModifiedContent(content: self, modifier: _StandInModifier(name: name))
        }

        /// Applies a modifier to a view and returns a new view.
        public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
            _ = modifier.body(content: _ViewModifier_Content())
            return ModifiedContent(content: self, modifier: modifier)
        }
    }

    /// A part of an app's user interface with a life cycle managed by the system (here only so
    /// NavKit's `Scene` is as ambiguous on Linux as on Apple platforms).
    @MainActor @preconcurrency
    public protocol Scene {}
#endif
