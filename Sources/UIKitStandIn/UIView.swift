#if os(Linux)
    /// An object that responds to and handles events.
    @MainActor
    open class UIResponder: NSObject {
        /// Values attached with `objc_setAssociatedObject` (stand-in storage).
        var standInAssociations: [UnsafeRawPointer: Any] = [:]

        /// Creates a responder.
        public override init() {
            super.init()
        }

        /// The next responder in the chain.
        open var next: UIResponder? { nil }

        /// Whether the responder can become first responder.
        open var canBecomeFirstResponder: Bool { false }

        /// Asks to become first responder.
        @discardableResult
        open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

        /// Physical buttons (keys) were pressed.
        open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            next?.pressesBegan(presses, with: event)
        }

        /// Whether assistive technologies treat the object as an element.
        open var isAccessibilityElement = false
        /// The element's label, read by VoiceOver.
        open var accessibilityLabel: String?
        /// The element's traits.
        open var accessibilityTraits: UIAccessibilityTraits = .none

        /// The accessibility escape action (VoiceOver's two-finger Z); return whether it was handled.
        open func accessibilityPerformEscape() -> Bool { false }
    }

    /// The traits of an accessibility element.
    public struct UIAccessibilityTraits: OptionSet, Sendable {
        /// The raw bits.
        public var rawValue: UInt64
        /// Creates traits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        /// No traits.
        public static let none = UIAccessibilityTraits([])
        /// A button.
        public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
        /// A header.
        public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
        /// Static text.
        public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
        /// Not enabled.
        public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    }

    /// An object that manages the content for a rectangular area on the screen.
    @MainActor
    open class UIView: UIResponder {
        /// How a view resizes with its superview.
        public struct AutoresizingMask: OptionSet, Sendable {
            /// The raw bits.
            public var rawValue: UInt
            /// Creates a mask.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The width follows the superview.
            public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
            /// The height follows the superview.
            public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        }

        /// The frame in the superview's coordinates (valid while the transform is the identity).
        open var frame: CGRect {
            didSet { bounds.size = frame.size }
        }
        /// The bounds in the view's own coordinates.
        open var bounds: CGRect
        /// The transform applied about the centre.
        open var transform: CGAffineTransform = .identity
        /// The opacity.
        open var alpha: CGFloat = 1
        /// Whether the view is hidden.
        open var isHidden = false
        /// Whether subviews are clipped to the bounds (and to the layer's corner radius).
        open var clipsToBounds = false
        /// The background colour.
        open var backgroundColor: UIColor?
        /// The tint colour (inherited from the superview when `nil`).
        open var tintColor: UIColor! {
            get { storedTintColor ?? superview?.tintColor }
            set { storedTintColor = newValue }
        }
        private var storedTintColor: UIColor?
        /// Whether the view receives touches.
        open var isUserInteractionEnabled = true
        /// How the view resizes.
        open var autoresizingMask: AutoresizingMask = []
        /// The Core Animation layer.
        public let layer = CALayer()
        /// An optional view whose opaque area masks this view's content (in this view's bounds
        /// coordinates; stand-in: stored, not drawn).
        open var mask: UIView?
        /// The superview.
        open private(set) weak var superview: UIView?
        /// The subviews, back to front.
        open private(set) var subviews: [UIView] = []
        /// The recognizers attached.
        open private(set) var gestureRecognizers: [UIGestureRecognizer]?
        /// The layout direction (stand-in: settable).
        open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
        /// The safe-area insets (stand-in: set by `standInSafeAreaInsets` and view controllers).
        open var safeAreaInsets: UIEdgeInsets { standInSafeAreaInsets }
        /// Stand-in only: the safe-area insets the system would compute.
        public var standInSafeAreaInsets = UIEdgeInsets.zero
        /// Stand-in only: how many times `layoutSubviews()` ran.
        public private(set) var standInLayoutCount = 0
        private var needsLayout = true

        /// Creates a view with a frame.
        public init(frame: CGRect) {
            self.frame = frame
            self.bounds = CGRect(origin: .zero, size: frame.size)
            super.init()
        }

        /// Creates a view with an empty frame.
        public convenience override init() {
            self.init(frame: .zero)
        }

        /// Creates a view from an archive.
        public required init?(coder: NSCoder) {
            frame = .zero
            bounds = .zero
            super.init()
        }

        /// A snapshot of the view's current contents (stand-in: an empty view of the same size).
        /// - Parameter afterUpdates: Whether to include changes not yet rendered.
        /// - Returns: The snapshot view.
        open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
            UIView(frame: CGRect(origin: .zero, size: bounds.size))
        }

        /// Adds a subview in front of the others.
        open func addSubview(_ view: UIView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
        }

        /// Inserts a subview at an index among the subviews.
        open func insertSubview(_ view: UIView, at index: Int) {
            view.removeFromSuperview()
            subviews.insert(view, at: min(max(0, index), subviews.count))
            view.superview = self
        }

        /// Moves a subview in front of its siblings.
        open func bringSubviewToFront(_ view: UIView) {
            guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: index)
            subviews.append(view)
        }

        /// Removes the view from its superview.
        open func removeFromSuperview() {
            guard let superview else { return }
            superview.subviews.removeAll { $0 === self }
            self.superview = nil
        }

        /// Attaches a gesture recognizer.
        open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
            gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
            recognizer.standInView = self
        }

        /// Lays out subviews.
        open func layoutSubviews() {
            standInLayoutCount += 1
        }

        /// Marks the view as needing layout.
        open func setNeedsLayout() { needsLayout = true }

        /// Lays the view out now if it needs it.
        open func layoutIfNeeded() {
            guard needsLayout else { return }
            needsLayout = false
            layoutSubviews()
        }

        /// The size that fits (stand-in: the current size).
        open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

        /// The safe-area insets changed.
        open func safeAreaInsetsDidChange() {}

        /// Whether the view is the given view or one of its subviews, at any depth.
        open func isDescendant(of view: UIView) -> Bool {
            var current: UIView? = self
            while let candidate = current {
                if candidate === view { return true }
                current = candidate.superview
            }
            return false
        }

        /// Converts a rectangle from this view's coordinates to another view's, as the bounding
        /// box of its converted corners (stand-in: each view's frame, bounds and transform about
        /// its centre are applied on the way up to the common root and undone on the way down;
        /// `nil` means the root).
        open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
            let corners = [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
            ].map { convert($0, to: view) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }

        /// Converts a point from this view's coordinates to another view's (`nil`: the root).
        open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
            var rooted = point
            var current: UIView = self
            while let superview = current.superview {
                rooted = current.pointInSuperview(rooted)
                current = superview
            }
            guard let view else { return rooted }
            var chain: [UIView] = []
            var next: UIView? = view
            while let ancestor = next, ancestor.superview != nil {
                chain.append(ancestor)
                next = ancestor.superview
            }
            return chain.reversed().reduce(rooted) { point, view in view.pointFromSuperview(point) }
        }

        private func pointInSuperview(_ point: CGPoint) -> CGPoint {
            let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(transform)
            return CGPoint(x: frame.midX + local.x, y: frame.midY + local.y)
        }

        private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
            let local = CGPoint(x: point.x - frame.midX, y: point.y - frame.midY).applying(transform.inverted())
            return CGPoint(x: bounds.midX + local.x, y: bounds.midY + local.y)
        }
    }

    /// A layer of Core Animation; only the shadow and corner properties NavKitUIKit sets.
    open class CALayer {
        /// The radius of the rounded corners of the layer's background (and of its mask).
        open var cornerRadius: CGFloat = 0
        /// The shadow's opacity.
        open var shadowOpacity: Float = 0
        /// The shadow's blur radius.
        open var shadowRadius: CGFloat = 3
        /// The shadow's offset.
        open var shadowOffset = CGSize(width: 0, height: -3)
        /// Whether sublayers are clipped to the bounds.
        open var masksToBounds = false

        /// Creates a layer.
        public init() {}
    }
#endif
