// A stand-in for the CoreGraphics subset the adapters use, compiled on Linux only (Apple builds
// never see it). The geometry types themselves (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) come
// from swift-corelibs-foundation on Linux; this module re-exports just those, as CoreGraphics
// declares them on Apple platforms, and adds what corelibs lacks. Every declaration is listed, with
// Apple's declaration and where it was read, in scripts/standin-manifest.txt
// (scripts/standin-check.sh holds the two together).
#if os(Linux)
    @_exported import struct Foundation.CGFloat
    @_exported import struct Foundation.CGPoint
    @_exported import struct Foundation.CGRect
    @_exported import struct Foundation.CGSize

    /// A time interval in seconds (CoreFoundation's, which CoreGraphics re-exports).
    public typealias CFTimeInterval = Double

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

    /// An immutable graphics path (stand-in: the rounded rectangle it was made of, which is all
    /// the adapters make). Not Sendable: CGPath.h and the CoreGraphics overlay give it no Sendable
    /// conformance (only CGColor, CGColorSpace and CGImage have one).
    public final class CGPath {
        /// Stand-in only: the rectangle.
        public let standInRect: CGRect
        /// Stand-in only: the corner width and height.
        public let standInCornerSize: CGSize

        /// Stand-in only: a rounded rectangle.
        init(standInRect rect: CGRect, cornerSize: CGSize) {
            standInRect = rect
            standInCornerSize = cornerSize
        }

        /// Creates a path of a rounded rectangle.
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            self.init(standInRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight))
        }
    }
#endif
