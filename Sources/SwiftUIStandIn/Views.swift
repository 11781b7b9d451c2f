#if os(Linux)
    import Foundation

    /// A view that displays one or more lines of read-only text (a value, Sendable, that is a
    /// view by an extension, as in SwiftUICore).
    public struct Text: Equatable, Sendable {
        /// Stand-in only: the text.
        public let standInContent: String
        /// Creates a text view that displays a stored string without localization.
        public init<S: StringProtocol>(_ content: S) { standInContent = String(content) }
        /// Sets the default font for text in the view.
        public func font(_ font: Font?) -> Text { self }
    }

    extension Text: StandInPrimitiveView {
        /// Stand-in only: a leaf.
        public func standInNode(in context: StandInGraphContext) -> StandInNode { StandInNode(kind: "Text") }
    }

    /// A view that displays an image (a value, Sendable, that is a view by an extension, as in
    /// SwiftUICore).
    public struct Image: Equatable, Sendable {
        /// Creates a system symbol image.
        public init(systemName: String) {}
    }

    extension Image: StandInPrimitiveView {
        /// Stand-in only: a leaf.
        public func standInNode(in context: StandInGraphContext) -> StandInNode { StandInNode(kind: "Image") }
    }

    /// A type that applies custom appearance to views (colours, gradients, materials).
    public protocol ShapeStyle: Sendable {}

    /// A representation of a color that adapts to a given context (a value, Sendable, that is a
    /// view and a shape style by extensions, as in SwiftUICore).
    public struct Color: Hashable, Sendable {
        private var red, green, blue, alpha: Double

        /// A profile that specifies how to interpret a color value for display.
        public enum RGBColorSpace: Sendable {
            /// The extended red, green, blue (sRGB) color space.
            case sRGB
            /// The extended sRGB color space with a linear transfer function.
            case sRGBLinear
            /// The Display P3 color space.
            case displayP3
        }

        /// Creates a constant color from red, green, and blue component values (the stand-in keeps
        /// the components; it draws nothing, so the color space is not kept).
        public init(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) {
            self.red = red
            self.green = green
            self.blue = blue
            alpha = opacity
        }

        /// Creates a constant grayscale color.
        public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
            self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
        }
        /// A black color suitable for use in UI elements.
        public static let black = Color(red: 0, green: 0, blue: 0)
        /// A clear color suitable for use in UI elements.
        public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
        /// Multiplies the opacity of the color by the given amount.
        public func opacity(_ opacity: Double) -> Color {
            var color = self
            color.alpha *= opacity
            return color
        }
    }

    extension Color: ShapeStyle {}

    extension Color: StandInPrimitiveView {
        /// Stand-in only: a leaf.
        public func standInNode(in context: StandInGraphContext) -> StandInNode { StandInNode(kind: "Color") }
    }

    /// An environment-dependent font.
    public struct Font: Hashable, Sendable {
        /// A weight to use for fonts.
        public struct Weight: Hashable, Sendable {
            let value: Double
            /// Regular font weight.
            public static let regular = Weight(value: 0)
            /// Semibold font weight.
            public static let semibold = Weight(value: 0.3)
        }
        /// A design to use for fonts.
        public enum Design: Hashable, Sendable {
            /// The default system font design.
            case `default`
        }
        private let size: Double
        /// Specifies a system font to use, along with the style, weight, and any design parameters
        /// you want applied to the text.
        public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default)
            -> Font
        {
            Font(size: Double(size))
        }
    }

    /// A control that initiates an action.
    nonisolated public struct Button<Label: View>: StandInPrimitiveView {
        /// Stand-in only: the label.
        public let standInLabel: Label
        /// Stand-in only: the action, so a test can tap.
        public let standInAction: @MainActor () -> Void
        /// Creates a button that displays a custom label.
        @preconcurrency
        public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
            standInAction = action
            standInLabel = label()
        }
        /// Stand-in only: the label.
        public func standInNode(in context: StandInGraphContext) -> StandInNode {
            StandInNode(kind: "Button", children: [standInLabel])
        }
    }

    /// A view that overlays its subviews, aligning them in both axes.
    @MainActor @preconcurrency
    public struct ZStack<Content: View>: StandInPrimitiveView {
        /// Stand-in only: the content.
        public nonisolated(unsafe) let standInContent: Content
        /// Creates an instance with the given alignment.
        nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
            standInContent = content()
        }
        /// Stand-in only: the content.
        public func standInNode(in context: StandInGraphContext) -> StandInNode {
            StandInNode(kind: "ZStack", children: [standInContent])
        }
    }

    /// A structure that computes views on demand from an underlying collection of identified data.
    public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
        /// Stand-in only: the views made, and their identities (the view graph keeps a view's state
        /// with its identity).
        public let standInViews: [(id: ID, view: Content)]
    }

    extension ForEach: View where Content: View {
        /// A ForEach has no body of its own.
        public var body: Never { fatalError("ForEach has no body") }

        /// Creates an instance that uniquely identifies and creates views across updates based on
        /// the identity of the underlying data.
        public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
        where ID == Data.Element.ID, Data.Element: Identifiable {
            standInViews = data.map { ($0.id, content($0)) }
        }

        /// Creates an instance that uniquely identifies and creates views across updates based on
        /// the provided key path to the underlying data's identifier.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            standInViews = data.map { ($0[keyPath: id], content($0)) }
        }
    }

    extension ForEach: StandInPrimitiveView where Content: View {
        /// Stand-in only: the views, identified.
        public func standInNode(in context: StandInGraphContext) -> StandInNode {
            StandInNode(
                kind: "ForEach", children: standInViews.map(\.view), childIDs: standInViews.map { AnyHashable($0.id) })
        }
    }

    /// A proxy for access to the size and coordinate space (for anchor resolution) of the container
    /// view.
    public struct GeometryProxy {
        /// The size of the container view.
        public let size: CGSize
        /// The safe area inset of the container view.
        public let safeAreaInsets: EdgeInsets

        /// Returns the container view's bounds rectangle, converted to a defined coordinate space
        /// (stand-in: the container stands at the origin of every space).
        public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
            CGRect(origin: .zero, size: size)
        }
    }

    /// A container view that defines its content as a function of its own size and coordinate
    /// space.
    @MainActor @preconcurrency
    public struct GeometryReader<Content: View>: StandInPrimitiveView {
        /// Stand-in only: the content for a proxy.
        public nonisolated(unsafe) let standInContent: (GeometryProxy) -> Content
        /// Creates a geometry reader.
        nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
            standInContent = content
        }
        /// Stand-in only: the content, for the size and safe area the view graph gives it (made
        /// again only when the reader or its geometry changed, as SwiftUI does).
        public func standInNode(in context: StandInGraphContext) -> StandInNode {
            let proxy = GeometryProxy(size: context.size, safeAreaInsets: context.safeAreaInsets)
            return StandInNode(kind: "GeometryReader", proxy: proxy, makeChildren: { [standInContent(proxy)] })
        }
    }

    // SwiftUICore declares these views main-actor isolated and not Sendable.
    @available(*, unavailable) extension ZStack: Sendable {}
    @available(*, unavailable) extension GeometryReader: Sendable {}
#endif

#if os(Linux)
    /// A type that describes how to animate a property of a view.
    public protocol Animatable {}

    /// A 2D shape that you can use when drawing a view. Not main-actor isolated, though it refines
    /// View: SwiftUICore removes the isolation (with its `_RemoveGlobalActorIsolation` marker), the
    /// stand-in with `nonisolated`.
    nonisolated public protocol Shape: Sendable, Animatable, View {
        /// Describes this shape as a path within a rectangular frame of reference.
        nonisolated func path(in rect: CGRect) -> Path
    }

    extension Shape {
        /// A shape is drawn, not composed.
        public var body: Never { fatalError("\(Self.self) is drawn by SwiftUI") }
    }

    /// Defines the shape of a rounded rectangle's corners.
    public enum RoundedCornerStyle: Hashable, Sendable {
        /// Quarter-circle rounded rect corners.
        case circular
        /// Continuous curvature rounded rect corners.
        case continuous
    }

    /// The outline of a 2D shape (stand-in: the rounded rectangles it was made of).
    public struct Path: Sendable {
        /// Stand-in only: the rectangles and corner radii the path was made of.
        public private(set) var standInRoundedRects: [(CGRect, CGFloat)] = []

        /// Creates an empty path.
        public init() {}

        /// Creates a path containing a rectangle.
        public init(_ rect: CGRect) {
            standInRoundedRects = [(rect, 0)]
        }

        /// Creates a path containing a rounded rectangle.
        public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
            standInRoundedRects = [(rect, cornerRadius)]
        }

        /// Stand-in only: the smallest rectangle that contains the path.
        public var standInBounds: CGRect {
            standInRoundedRects.map(\.0).reduce(CGRect.null) { $0.union($1) }
        }
    }

    /// A style for rasterizing vector shapes.
    public struct FillStyle: Equatable, Sendable {
        /// A Boolean value that indicates whether to use the even-odd rule when rendering a shape.
        public var isEOFilled: Bool
        /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
        public var isAntialiased: Bool

        /// Creates a new fill style with the specified settings.
        public init(eoFill: Bool = false, antialiased: Bool = true) {
            isEOFilled = eoFill
            isAntialiased = antialiased
        }
    }

    extension View {
        /// Sets a clipping shape for this view.
        public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
            standIn("clipShape", .clip { shape.path(in: $0) })
        }
    }
#endif
