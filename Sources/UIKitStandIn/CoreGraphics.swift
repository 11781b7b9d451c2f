// A stand-in for the UIKit subset NavKitUIKit uses, compiled on Linux only, so the adapter is
// type-checked (and behaviour-tested) without a Mac. Declarations follow Apple's documentation;
// behaviour is what the tests need, and members named `standIn…` exist only here.
#if os(Linux)
    @_exported import Foundation

    /// An affine transformation matrix, as CoreGraphics defines it (row vectors: a point `p`
    /// becomes `p × M`).
    public struct CGAffineTransform: Equatable, Sendable {
        /// The entry at row 1, column 1.
        public var a: CGFloat
        /// The entry at row 1, column 2.
        public var b: CGFloat
        /// The entry at row 2, column 1.
        public var c: CGFloat
        /// The entry at row 2, column 2.
        public var d: CGFloat
        /// The entry at row 3, column 1 (the x translation).
        public var tx: CGFloat
        /// The entry at row 3, column 2 (the y translation).
        public var ty: CGFloat

        /// Creates a transform from its entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// A translation.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A scale.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// The identity transform.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// Whether this is the identity.
        public var isIdentity: Bool { self == .identity }

        /// This transform followed by another one.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// A scale applied before this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A translation applied before this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// The inverse transform, or this transform unchanged when it cannot be inverted.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            return CGAffineTransform(
                a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }
    }

    extension CGPoint {
        /// The point transformed.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: x * t.a + y * t.c + t.tx, y: x * t.b + y * t.d + t.ty)
        }
    }

    /// A time interval in seconds, as CoreFoundation defines it.
    public typealias CFTimeInterval = Double

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
        case leftToRight
        /// Right to left.
        case rightToLeft
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
