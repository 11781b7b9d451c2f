#if os(Linux)
    /// A colour.
    open class UIColor: NSObject, @unchecked Sendable {
        /// Red, green, blue and alpha, 0…1 (stand-in: readable).
        public let standInComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

        /// Creates a colour from components.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            standInComponents = (red, green, blue, alpha)
            super.init()
        }

        /// Black.
        open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
        /// White.
        open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
        /// Transparent.
        open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }

        /// The same colour with another alpha.
        open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
            UIColor(
                red: standInComponents.red, green: standInComponents.green, blue: standInComponents.blue, alpha: alpha)
        }
    }

    /// A font.
    open class UIFont: NSObject, @unchecked Sendable {
        /// The point size.
        public let pointSize: CGFloat
        /// Stand-in only: whether the font is bold.
        public let standInIsBold: Bool

        private init(size: CGFloat, bold: Bool) {
            pointSize = size
            standInIsBold = bold
            super.init()
        }

        /// The system font.
        open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, bold: false) }
        /// The bold system font.
        open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, bold: true) }
    }

    /// An image.
    open class UIImage: NSObject, @unchecked Sendable {
        /// Stand-in only: the symbol name.
        public let standInSystemName: String

        /// A system symbol image.
        public init?(systemName name: String) {
            standInSystemName = name
            super.init()
        }
    }

    /// A view that displays an image.
    @MainActor
    open class UIImageView: UIView {
        /// The image.
        open var image: UIImage?

        /// Creates an image view.
        public init(image: UIImage?) {
            self.image = image
            super.init(frame: .zero)
        }

        /// Creates an image view from an archive.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    /// A view that displays text.
    @MainActor
    open class UILabel: UIView {
        /// The text.
        open var text: String?
        /// The text colour.
        open var textColor: UIColor!
        /// The font.
        open var font: UIFont! = .systemFont(ofSize: 17)
        /// The alignment.
        open var textAlignment: NSTextAlignment = .natural
        /// How lines break.
        open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The number of lines (0 for as many as needed).
        open var numberOfLines = 1

        /// Stand-in: the size of the text in a deterministic font, half the point size per
        /// character (bold: 0.55), one line high.
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            let perCharacter = font.pointSize * (font.standInIsBold ? 0.55 : 0.5)
            return CGSize(width: CGFloat((text ?? "").count) * perCharacter, height: font.pointSize * 1.2)
        }
    }

    /// An action with a closure handler.
    @MainActor
    open class UIAction: NSObject {
        /// The title.
        open var title: String
        private let handler: UIActionHandler

        /// Creates an action.
        public init(title: String = "", handler: @escaping UIActionHandler) {
            self.title = title
            self.handler = handler
            super.init()
        }

        /// Stand-in only: runs the handler.
        func standInPerform() { handler(self) }
    }

    /// The handler of a `UIAction`.
    public typealias UIActionHandler = @MainActor (UIAction) -> Void

    /// A control that sends actions for events.
    @MainActor
    open class UIControl: UIView {
        /// Control events.
        public struct Event: OptionSet, Hashable, Sendable {
            /// The raw bits.
            public var rawValue: UInt
            /// Creates events.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// A touch that lifts inside the control.
            public static let touchUpInside = Event(rawValue: 1 << 6)
        }

        /// Control states.
        public struct State: OptionSet, Hashable, Sendable {
            /// The raw bits.
            public var rawValue: UInt
            /// Creates states.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The normal state.
            public static let normal = State([])
        }

        /// Whether the control is enabled.
        open var isEnabled = true
        private var actions: [(UIAction, Event)] = []

        /// Adds an action for events.
        open func addAction(_ action: UIAction, for controlEvents: Event) {
            actions.append((action, controlEvents))
        }

        /// Sends the actions registered for events (as a tap would).
        open func sendActions(for controlEvents: Event) {
            guard isEnabled else { return }
            for (action, events) in actions where !events.intersection(controlEvents).isEmpty {
                action.standInPerform()
            }
        }
    }

    /// A button.
    @MainActor
    open class UIButton: UIControl {
        /// Button types.
        public enum ButtonType: Int, Sendable {
            /// A custom button.
            case custom = 0
            /// A system button, tinted.
            case system = 1
        }

        private var titles: [UInt: String] = [:]
        private var titleColors: [UInt: UIColor] = [:]
        private let label = UILabel()

        /// Creates a button of a type. Its title draws in UIKit's default button font, the 15 pt
        /// system font.
        public convenience init(type buttonType: ButtonType) {
            self.init(frame: .zero)
            label.font = .systemFont(ofSize: 15)
            addSubview(label)
        }

        /// The label that draws the current title.
        open var titleLabel: UILabel? { label }

        /// The size that fits the title as its label draws it.
        open override func sizeThatFits(_ size: CGSize) -> CGSize { label.sizeThatFits(size) }

        /// Sets the title for a state.
        open func setTitle(_ title: String?, for state: State) {
            titles[state.rawValue] = title
            if state == .normal { label.text = title }
        }

        /// The title for a state.
        open func title(for state: State) -> String? { titles[state.rawValue] }

        /// Sets the title colour for a state.
        open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

        /// The title colour for a state.
        open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] }
    }
#endif
