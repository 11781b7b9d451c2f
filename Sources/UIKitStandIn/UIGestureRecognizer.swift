#if os(Linux)
    /// A finger on the screen.
    @MainActor
    open class UITouch: NSObject {
        /// Touch phases.
        public enum Phase: Int, Sendable {
            /// Down.
            case began
            /// Moved.
            case moved
            /// Held still.
            case stationary
            /// Lifted.
            case ended
            /// Cancelled by the system.
            case cancelled
        }

        /// When the touch last changed, on the `CACurrentMediaTime()` time base.
        open internal(set) var timestamp: TimeInterval
        /// The phase.
        open internal(set) var phase: Phase
        private var location: CGPoint

        /// Stand-in only: a touch at a location in a view's coordinates (the stand-in's views are
        /// not positioned in a window, so locations are given per touch).
        public init(standInLocation location: CGPoint, timestamp: TimeInterval, phase: Phase = .began) {
            self.location = location
            self.timestamp = timestamp
            self.phase = phase
            super.init()
        }

        /// Stand-in only: moves the touch.
        public func standInMove(to location: CGPoint, at timestamp: TimeInterval, phase: Phase = .moved) {
            self.location = location
            self.timestamp = timestamp
            self.phase = phase
        }

        /// The location in a view's coordinates (stand-in: as given).
        open func location(in view: UIView?) -> CGPoint { location }

        /// The recognizers receiving the touch.
        open var gestureRecognizers: [UIGestureRecognizer]? { standInGestureRecognizers }
        /// Stand-in only: the recognizers UIKit would deliver the touch to (those of the views under
        /// it), set by a test.
        public var standInGestureRecognizers: [UIGestureRecognizer]?
    }

    /// An event that carries touches.
    @MainActor
    open class UIEvent: NSObject {
        /// Creates an event.
        public override init() {
            super.init()
        }

        /// The touches the digitiser measured between frames for a touch (stand-in: those a test
        /// gave with ``standInSetCoalescedTouches(_:for:)``, or none).
        open func coalescedTouches(for touch: UITouch) -> [UITouch]? { standInCoalesced[ObjectIdentifier(touch)] }

        private var standInCoalesced: [ObjectIdentifier: [UITouch]] = [:]

        /// Stand-in only: the samples `coalescedTouches(for:)` returns for a touch.
        public func standInSetCoalescedTouches(_ samples: [UITouch], for touch: UITouch) {
            standInCoalesced[ObjectIdentifier(touch)] = samples
        }
    }

    /// A gesture recognizer.
    @MainActor
    open class UIGestureRecognizer: NSObject {
        /// Recognizer states.
        public enum State: Int, Sendable {
            /// Not recognized yet.
            case possible
            /// Began.
            case began
            /// Changed.
            case changed
            /// Ended.
            case ended
            /// Cancelled.
            case cancelled
            /// Failed.
            case failed

            /// Recognized (a discrete gesture's end).
            public static var recognized: State { .ended }
        }

        /// The state (settable by subclasses that import `UIKit.UIGestureRecognizerSubclass`). A
        /// recognizer that begins with `cancelsTouchesInView` cancels the touches its view had
        /// (stand-in: counted in ``standInCancelledViewTouches``).
        open var state: State = .possible {
            didSet {
                if state == .began, oldValue == .possible, cancelsTouchesInView {
                    standInCancelledViewTouches += numberOfTouches
                }
            }
        }
        /// The delegate.
        open weak var delegate: (any UIGestureRecognizerDelegate)?
        /// Whether touches in the view are cancelled when the gesture is recognized.
        open var cancelsTouchesInView = true
        /// Whether touch-began delivery to the view waits for the gesture to fail.
        open var delaysTouchesBegan = false
        /// Whether touch-ended delivery waits for the gesture to fail.
        open var delaysTouchesEnded = true
        /// Whether the recognizer is enabled; disabling one that is recognizing cancels it.
        open var isEnabled = true {
            didSet {
                if !isEnabled, state == .began || state == .changed { state = .cancelled }
            }
        }
        weak var standInView: UIView?
        /// The view the recognizer is attached to.
        open var view: UIView? { standInView }
        /// The number of touches the recognizer is tracking: those its `touchesBegan` and siblings
        /// saw (UIKit's base implementation keeps them; a subclass that overrides the methods must
        /// call `super`).
        open var numberOfTouches: Int { trackedTouches.count }
        private var trackedTouches: Set<ObjectIdentifier> = []
        /// Stand-in only: the view's touches cancelled because the recognizer began.
        public private(set) var standInCancelledViewTouches = 0

        /// Creates a recognizer.
        public init(target: Any?, action: Selector?) {
            super.init()
        }

        /// Touches began: the recognizer tracks them.
        open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            for touch in touches { trackedTouches.insert(ObjectIdentifier(touch)) }
        }
        /// Touches moved.
        open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
        /// Touches ended: the recognizer stops tracking them.
        open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            for touch in touches { trackedTouches.remove(ObjectIdentifier(touch)) }
        }
        /// Touches were cancelled: the recognizer stops tracking them.
        open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            for touch in touches { trackedTouches.remove(ObjectIdentifier(touch)) }
        }
        /// Resets after the gesture ended or failed: the recognizer forgets its touches.
        open func reset() {
            trackedTouches.removeAll()
        }
    }

    /// A recognizer's delegate; every method is optional.
    @MainActor
    public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
        /// Whether two recognizers may recognize at the same time.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool
    }

    extension UIGestureRecognizerDelegate {
        /// Not at the same time, by default.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { false }
    }

    /// A press of a physical button or key. Not main-actor isolated: UIPress.h declares it without
    /// NS_SWIFT_UI_ACTOR (unlike UITouch, UIKey and the events).
    open class UIPress: NSObject {
        /// The key, for a keyboard press.
        open internal(set) var key: UIKey?

        /// Stand-in only: a key press.
        public init(standInKey key: UIKey) {
            self.key = key
            super.init()
        }
    }

    /// An event carrying presses.
    @MainActor
    open class UIPressesEvent: UIEvent {}

    /// A key on a hardware keyboard.
    @MainActor
    open class UIKey: NSObject {
        /// The key's usage code.
        open internal(set) var keyCode: UIKeyboardHIDUsage
        /// The modifiers held.
        open internal(set) var modifierFlags: UIKeyModifierFlags
        /// The characters the key types without modifiers.
        open internal(set) var charactersIgnoringModifiers: String

        /// Stand-in only: a key.
        public init(
            standInKeyCode keyCode: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], characters: String = ""
        ) {
            self.keyCode = keyCode
            self.modifierFlags = modifiers
            self.charactersIgnoringModifiers = characters
            super.init()
        }
    }

    /// USB HID usage codes of keyboard keys (the ones NavKitUIKit reads).
    public enum UIKeyboardHIDUsage: Int, Sendable {
        /// `b`.
        case keyboardB = 0x05
        /// Escape.
        case keyboardEscape = 0x29
        /// `[`.
        case keyboardOpenBracket = 0x2F
        /// Right arrow.
        case keyboardRightArrow = 0x4F
        /// Left arrow.
        case keyboardLeftArrow = 0x50
    }

    /// Modifier keys.
    public struct UIKeyModifierFlags: OptionSet, Sendable {
        /// The raw bits.
        public var rawValue: Int
        /// Creates flags.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shift.
        public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
        /// Control.
        public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
        /// Option (Alt).
        public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
        /// Command.
        public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    }
#endif
