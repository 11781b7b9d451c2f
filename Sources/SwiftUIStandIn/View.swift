// A stand-in for the SwiftUI subset the SwiftUI adapter uses (SwiftUI and the SwiftUICore module
// it re-exports, in one module), compiled on Linux only, so the adapter is type-checked and
// behaviour-tested without a Mac. Like SwiftUI it re-exports CoreGraphics and imports, without
// re-exporting, Foundation and Combine. Every declaration is Apple's, as listed (with where it was
// read) in scripts/standin-manifest.txt and held there by scripts/standin-check.sh.
//
// Behaviour: nothing is drawn. ``StandInViewGraph`` plays SwiftUI's update loop: it evaluates a
// view's `body` when the view is new, when its value changed or when an object it observes
// published, and counts every evaluation; it applies the environment, runs `onAppear`,
// `onDisappear` and `task(id:)`, and delivers gestures. Modifiers keep what they were given so a
// test can look at the tree. Names that clash with NavKit's (`Color`, `EdgeInsets`,
// `LayoutDirection`, `Scene`) exist here too, so an unqualified use that would be ambiguous on
// Apple platforms is ambiguous on Linux as well. Members named `standIn…` exist only here.
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

    /// Stand-in only: a view SwiftUI draws itself; the view graph looks at its children instead of
    /// asking for a body.
    @MainActor
    public protocol StandInPrimitiveView: View where Body == Never {
        /// The views directly inside, with what the view does to them.
        func standInNode(in context: StandInGraphContext) -> StandInNode
    }

    extension StandInPrimitiveView {
        /// Primitive views have no body.
        public var body: Never { fatalError("\(Self.self) has no body") }
    }

    /// A view that displays nothing.
    @MainActor @preconcurrency
    public struct EmptyView: StandInPrimitiveView {
        /// Creates an empty view.
        nonisolated public init() {}
        /// Stand-in only: nothing inside.
        public func standInNode(in context: StandInGraphContext) -> StandInNode { StandInNode(kind: "EmptyView") }
    }

    /// A view created from a swift tuple of View values.
    @MainActor @preconcurrency
    public struct TupleView<T>: StandInPrimitiveView {
        // Set by the nonisolated initializer, read on the main actor (as SwiftUI's is).
        private nonisolated(unsafe) var storage: T
        /// The views.
        @MainActor @preconcurrency public var value: T {
            get { storage }
            set { storage = newValue }
        }
        /// Creates a tuple view.
        nonisolated public init(_ value: T) { storage = value }
        /// Stand-in only: the tuple's views.
        public func standInNode(in context: StandInGraphContext) -> StandInNode {
            StandInNode(
                kind: "TupleView", children: Mirror(reflecting: value).children.compactMap { $0.value as? any View })
        }
    }

    /// Content representing one of two possible child views.
    nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: StandInPrimitiveView {
        /// Which view it shows.
        public enum Storage {
            /// The first.
            case trueContent(TrueContent)
            /// The second.
            case falseContent(FalseContent)
        }
        /// The view it shows.
        public let storage: Storage
        /// Stand-in only: the view shown.
        public func standInNode(in context: StandInGraphContext) -> StandInNode {
            switch storage {
            case .trueContent(let view): StandInNode(kind: "if", children: [view])
            case .falseContent(let view): StandInNode(kind: "else", children: [view])
            }
        }
    }

    extension Optional: View where Wrapped: View {
        /// An optional view has no body of its own.
        public var body: Never { fatalError("Optional has no body") }
    }

    extension Optional: StandInPrimitiveView where Wrapped: View {
        /// Stand-in only: the wrapped view, if any.
        public func standInNode(in context: StandInGraphContext) -> StandInNode {
            StandInNode(kind: "Optional", children: map { [$0] } ?? [])
        }
    }

    @available(*, unavailable) extension TupleView: Sendable {}

    /// A custom parameter attribute that constructs views from closures (not main-actor isolated,
    /// and not Sendable, as in SwiftUICore).
    @resultBuilder
    public struct ViewBuilder {
        /// Builds an empty view from a block containing no statements.
        public static func buildBlock() -> EmptyView { EmptyView() }
        /// Passes a single view written as a child view through unmodified.
        public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
        /// Combines several views into a tuple view.
        public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
            (repeat each Content)
        > {
            TupleView((repeat each content))
        }
        /// Produces an optional view for conditional statements in multi-statement closures that's
        /// only visible when the condition evaluates to true.
        public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
        /// Produces content for a conditional statement in a multi-statement closure when the
        /// condition is true.
        public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
            -> _ConditionalContent<TrueContent, FalseContent>
        {
            _ConditionalContent(storage: .trueContent(first))
        }
        /// Produces content for a conditional statement in a multi-statement closure when the
        /// condition is false.
        public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
            -> _ConditionalContent<TrueContent, FalseContent>
        {
            _ConditionalContent(storage: .falseContent(second))
        }
    }

    /// A modifier that you apply to a view or another view modifier, producing a different version
    /// of the original value.
    @MainActor @preconcurrency
    public protocol ViewModifier {
        /// The type of view representing the body.
        associatedtype Body: View
        /// The content view type passed to `body(content:)`.
        typealias Content = _ViewModifier_Content<Self>
        /// Gets the current body of the caller.
        @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    }

    /// The content a view modifier is applied to: in the view graph, the view it modifies.
    nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: StandInPrimitiveView {
        /// Stand-in only: the view the modifier is applied to.
        public func standInNode(in context: StandInGraphContext) -> StandInNode {
            StandInNode(kind: "content", children: context.modifiedContent(of: Modifier.self).map { [$0] } ?? [])
        }
    }

    /// A value with a modifier applied to it.
    public struct ModifiedContent<Content, Modifier> {
        /// The content that the modifier transforms into a new view or new view modifier.
        public var content: Content
        /// The view modifier.
        public var modifier: Modifier
        /// A structure that the defines the content and modifier needed to produce a new view or
        /// view modifier.
        public init(content: Content, modifier: Modifier) {
            self.content = content
            self.modifier = modifier
        }
    }

    @available(*, unavailable) extension ViewBuilder: Sendable {}

    extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
        /// A modified view has no body of its own.
        @MainActor @preconcurrency public var body: Never { fatalError("ModifiedContent has no body") }
    }

    extension ModifiedContent: StandInPrimitiveView where Content: View, Modifier: ViewModifier {
        /// Stand-in only: a built-in modifier keeps the content as its child; an app's modifier's
        /// body is the child, its `content` standing for the modified view.
        public func standInNode(in context: StandInGraphContext) -> StandInNode {
            if let builtIn = modifier as? StandInModifier {
                return StandInNode(kind: builtIn.name, modifier: builtIn, children: [content])
            }
            return StandInNode(kind: "\(Modifier.self)", modifierBody: (modifier, content))
        }
    }

    /// Stand-in only: what a built-in modifier applies, kept for the view graph and for tests.
    nonisolated public struct StandInModifier: ViewModifier {
        /// The modifier's name (its method's base name).
        public let name: String
        /// What it was given.
        public let payload: Payload

        /// What a built-in modifier was given.
        public enum Payload {
            /// Nothing the graph acts on.
            case none
            /// A view drawn with the content (an overlay, a background, a safe-area inset).
            case view(any View)
            /// A clip to a shape's path in the view's bounds (nil: the bounds themselves).
            case clip((@Sendable (CGRect) -> Path)?)
            /// The safe-area edges the view extends into.
            case ignoresSafeArea(Edge.Set)
            /// A change to the environment of the content.
            case environment((inout EnvironmentValues) -> Void)
            /// An action when the view appears or disappears.
            case lifecycle(appear: (() -> Void)?, disappear: (() -> Void)?)
            /// A task started when the view appears and again whenever its value changes.
            case task(id: any Equatable, action: @Sendable () async -> Void)
            /// A gesture recognized alongside the content's.
            case gesture(any Gesture)
            /// A button's action for a key equivalent.
            case keyboardShortcut(KeyEquivalent, EventModifiers)
        }

        init(_ name: String, _ payload: Payload = .none) {
            self.name = name
            self.payload = payload
        }

        /// Built-in modifiers have no body.
        @MainActor public func body(content: Content) -> Never { fatalError("built-in modifiers have no body") }
    }

    extension View {
        /// The stand-in's result of every built-in modifier.
        nonisolated func standIn(_ name: String, _ payload: StandInModifier.Payload = .none) -> some View {
            ModifiedContent(content: self, modifier: StandInModifier(name, payload))
        }

        /// Applies a modifier to a view and returns a new view.
        public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
            ModifiedContent(content: self, modifier: modifier)
        }
    }

    /// A part of an app's user interface with a life cycle managed by the system (here only so
    /// NavKit's `Scene` is as ambiguous on Linux as on Apple platforms).
    @MainActor @preconcurrency
    public protocol Scene {}
#endif
