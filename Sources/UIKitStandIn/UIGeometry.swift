#if os(Linux)
    /// Insets from each edge, as UIKit defines them (left and right, not leading and trailing).
    public struct UIEdgeInsets: Equatable, Sendable {
        /// The top inset.
        public var top: CGFloat
        /// The left inset.
        public var left: CGFloat
        /// The bottom inset.
        public var bottom: CGFloat
        /// The right inset.
        public var right: CGFloat

        /// Creates insets.
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// The reading direction of an interface.
    public enum UIUserInterfaceLayoutDirection: Int, Sendable {
        /// Left to right.
        case leftToRight = 0
        /// Right to left.
        case rightToLeft = 1
    }

    /// How the status bar draws.
    public enum UIStatusBarStyle: Int, Sendable {
        /// The system's choice.
        case `default` = 0
        /// Light content, for dark backgrounds.
        case lightContent = 1
        /// Dark content, for light backgrounds.
        case darkContent = 3
    }

    /// A text's horizontal alignment.
    public enum NSTextAlignment: Int, Sendable {
        /// Left.
        case left = 0
        /// Centre.
        case center = 1
        /// Right.
        case right = 2
        /// Justified.
        case justified = 3
        /// The writing direction's natural alignment.
        case natural = 4
    }

    /// How a label breaks or truncates lines.
    public enum NSLineBreakMode: Int, Sendable {
        /// Wrap at word boundaries.
        case byWordWrapping = 0
        /// Truncate at the end with an ellipsis.
        case byTruncatingTail = 4
    }
#endif
