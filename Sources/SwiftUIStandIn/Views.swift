#if os(Linux)
    import Foundation

    /// A view that displays one or more lines of read-only text.
    public struct Text: _PrimitiveView, Equatable {
        /// The text (stand-in storage, for tests).
        public let standInContent: String
        /// Creates a text view that displays a stored string without localization.
        public init<S: StringProtocol>(_ content: S) { standInContent = String(content) }
        /// Sets the font.
        public func font(_ font: Font?) -> Text { self }
    }

    /// A view that displays an image.
    public struct Image: _PrimitiveView {
        /// Creates a system symbol image.
        public init(systemName: String) {}
    }

    /// A type that applies custom appearance to views (colours, gradients, materials).
    public protocol ShapeStyle: Sendable {}

    /// A representation of a color that adapts to a given context.
    public struct Color: _PrimitiveView, ShapeStyle, Hashable {
        private var red, green, blue, alpha: Double

        /// Creates a constant color from red, green, and blue component values.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            alpha = opacity
        }
        /// A black color.
        public static let black = Color(red: 0, green: 0, blue: 0)
        /// A clear color.
        public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
        /// Multiplies the opacity of the color by the given amount.
        public func opacity(_ opacity: Double) -> Color {
            var color = self
            color.alpha *= opacity
            return color
        }
    }

    /// An environment-dependent font.
    public struct Font: Hashable, Sendable {
        /// A weight to use for fonts.
        public struct Weight: Hashable, Sendable {
            let value: Double
            /// The regular weight.
            public static let regular = Weight(value: 0)
            /// The semibold weight.
            public static let semibold = Weight(value: 0.3)
        }
        /// A design to use for fonts.
        public enum Design: Hashable, Sendable {
            /// The default system font design.
            case `default`
        }
        private let size: Double
        /// Specifies a system font to use, along with the style, weight, and any design parameters.
        public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default)
            -> Font
        {
            Font(size: Double(size))
        }
    }

    /// A control that initiates an action.
    public struct Button<Label: View>: _PrimitiveView {
        /// The label (stand-in storage).
        public let standInLabel: Label
        /// The action (stand-in storage, so a test can tap).
        public let standInAction: () -> Void
        /// Creates a button that displays a custom label.
        public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
            standInAction = action
            standInLabel = label()
        }
    }

    /// A view that overlays its subviews, aligning them in both axes.
    public struct ZStack<Content: View>: _PrimitiveView {
        /// The content.
        public let content: Content
        /// Creates an instance with the given alignment.
        public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
            self.content = content()
        }
    }

    /// A structure that computes views on demand from an underlying collection of identified data.
    public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
        /// The views made (the stand-in makes them at once).
        public let standInViews: [Content]
    }

    extension ForEach: View where Content: View {
        /// A ForEach has no body of its own.
        public var body: Never { fatalError("ForEach is primitive") }

        /// Creates an instance that computes views on demand over a collection of identifiable data.
        public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
        where ID == Data.Element.ID, Data.Element: Identifiable {
            standInViews = data.map(content)
        }

        /// Creates an instance that computes views on demand, identified by a key path.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            standInViews = data.map(content)
        }
    }

    /// A proxy for access to the size and coordinate space of the container view.
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

    /// A container view that defines its content as a function of its own size and coordinate space.
    public struct GeometryReader<Content: View>: _PrimitiveView {
        /// The content (made at once for a 390 × 844 container in the stand-in).
        public let standInContent: Content
        /// Creates a geometry reader.
        public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
            standInContent = content(GeometryProxy(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets()))
        }
    }

    /// A type that provides a sequence of dates for use as a schedule.
    public protocol TimelineSchedule {}

    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
        /// Whether the schedule is paused (stand-in storage).
        public let standInPaused: Bool
        /// Create a pausable schedule.
        public init(minimumInterval: Double? = nil, paused: Bool = false) { standInPaused = paused }
    }

    extension TimelineSchedule where Self == AnimationTimelineSchedule {
        /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
        public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule
        {
            AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
        }
    }

    /// A view that updates according to a schedule that you provide.
    public struct TimelineView<Schedule: TimelineSchedule, Content> {
        /// Information passed to a timeline view's content callback.
        public struct Context {
            /// The date from the schedule that triggered the current view update.
            public let date: Date
        }
        /// The content (made at once for "now" in the stand-in).
        public let standInContent: Content
    }

    /// A schedule for updating a timeline view at the start of every minute.
    public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
        /// Creates a per-minute update schedule.
        public init() {}
    }

    /// Information passed to a timeline view's content callback (the iOS 16 SDK's spelling,
    /// which does not depend on the content's type, so the content's type can be inferred).
    public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

    extension TimelineView: View where Content: View {
        /// A timeline view has no body of its own.
        public var body: Never { fatalError("TimelineView is primitive") }

        /// Creates a new timeline view that uses the given schedule.
        public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
            standInContent = content(TimelineViewDefaultContext(date: Date()))
        }
    }
#endif

#if os(Linux)
    /// A type that describes how to animate a property of a view (stand-in: no requirements).
    public protocol Animatable {}

    /// A 2D shape that you can use when drawing a view.
    public protocol Shape: Sendable, Animatable, _PrimitiveView {
        /// Describes this shape as a path within a rectangular frame of reference.
        nonisolated func path(in rect: CGRect) -> Path
    }

    /// Defines the shape of a rounded rectangle's corners.
    public enum RoundedCornerStyle: Hashable, Sendable {
        /// Quarter-circle rounded rect corners.
        case circular
        /// Continuous curvature rounded rect corners.
        case continuous
    }

    /// The outline of a 2D shape (stand-in: remembers the rounded rectangles it was made of).
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
    }

    /// A style for rasterizing vector shapes.
    public struct FillStyle: Equatable, Sendable {
        /// Whether to use the even-odd rule.
        public var isEOFilled: Bool
        /// Whether to antialias.
        public var isAntialiased: Bool

        /// Creates a fill style.
        public init(eoFill: Bool = false, antialiased: Bool = true) {
            isEOFilled = eoFill
            isAntialiased = antialiased
        }
    }

    extension View {
        /// Sets a clipping shape for this view.
        public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
            -> ModifiedContent<Self, _StandInModifier>
        {
            standIn("clipShape")
        }
    }
#endif
