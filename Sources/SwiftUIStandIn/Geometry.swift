#if os(Linux)
    /// An alignment in both axes.
    public struct Alignment: Equatable, Sendable {
        let horizontal: Double
        let vertical: Double
        /// A guide that marks the center of the view.
        public static let center = Alignment(horizontal: 0.5, vertical: 0.5)
        /// A guide that marks the top and leading edges of the view.
        public static let topLeading = Alignment(horizontal: 0, vertical: 0)
    }

    /// An alignment position along the horizontal axis.
    public struct HorizontalAlignment: Equatable, Sendable {
        let value: Double
        /// A guide that marks the horizontal center of the view.
        public static let center = HorizontalAlignment(value: 0.5)
    }

    /// An edge on the vertical axis.
    public enum VerticalEdge: Int8, Hashable, Sendable {
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
    }

    /// An enumeration to indicate one edge of a rectangle.
    public enum Edge: Int8, Hashable, Sendable {
        /// The top edge.
        case top
        /// The leading edge.
        case leading
        /// The bottom edge.
        case bottom
        /// The trailing edge.
        case trailing

        /// An efficient set of edges.
        public struct Set: OptionSet, Sendable {
            /// The raw bits.
            public let rawValue: Int8
            /// Creates a set of edges.
            public init(rawValue: Int8) { self.rawValue = rawValue }
            /// The top edge.
            public static let top = Set(rawValue: 1)
            /// The leading edge.
            public static let leading = Set(rawValue: 2)
            /// The bottom edge.
            public static let bottom = Set(rawValue: 4)
            /// The trailing edge.
            public static let trailing = Set(rawValue: 8)
            /// All edges.
            public static let all: Set = [.top, .leading, .bottom, .trailing]
        }
    }

    /// A set of symbolic safe area regions.
    public struct SafeAreaRegions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a set of regions.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// All safe area regions.
        public static let all = SafeAreaRegions(rawValue: 3)
    }

    /// A normalized 2D point in a view's coordinate space.
    public struct UnitPoint: Hashable, Sendable {
        /// The horizontal offset.
        public var x: CGFloat
        /// The vertical offset.
        public var y: CGFloat
        /// The center point.
        public static let center = UnitPoint(x: 0.5, y: 0.5)
    }

    /// The inset distances for the sides of a rectangle (SwiftUI's, which NavKitCore's shares a
    /// name with).
    public struct EdgeInsets: Equatable, Sendable {
        /// The top inset.
        public var top: CGFloat
        /// The leading inset.
        public var leading: CGFloat
        /// The bottom inset.
        public var bottom: CGFloat
        /// The trailing inset.
        public var trailing: CGFloat
        /// Creates insets (every one given: SwiftUICore's initializer has no defaults).
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
        /// Creates zero insets.
        public init() {
            self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
        }
    }

    /// A direction in which SwiftUI can lay out content (SwiftUI's, which NavKitCore's shares a
    /// name with).
    public enum LayoutDirection: Hashable, Sendable, CaseIterable {
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
    }

    /// A resolved coordinate space created by the coordinate space protocol.
    public enum CoordinateSpace: Hashable {
        /// The local coordinate space of the current view.
        case local
        /// The global coordinate space at the root of the view hierarchy.
        case global
        /// A named reference to a view's local coordinate space.
        case named(AnyHashable)
    }
#endif
