#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import UIKitStandIn
    #else
        public import UIKit
    #endif
    public import NavKit
    public import NavKitHost

    /// The navigation bar: a background reaching under the status bar, a hairline, a back chevron
    /// and title, the title and the items — laid out from a ``NavKitHost/BarPresentation`` each
    /// frame (NavKit draws its own bar rather than `UINavigationBar`, whose animations would fight
    /// the transitions).
    @MainActor
    public final class NavKitBarView: UIView {
        /// The font of the title.
        public static let titleFont = UIFont.boldSystemFont(ofSize: 17)
        /// The font of the back button's title and the items.
        public static let buttonFont = UIFont.systemFont(ofSize: 17)

        /// The background, from the top edge to the bar's bottom.
        public let backgroundView = UIView()
        /// The line under the bar.
        public let hairline = UIView()
        /// The back chevron.
        public let chevronView = UIImageView(image: UIImage(systemName: "chevron.backward"))
        /// The back button's tappable area (its accessibility element).
        public let backButton = UIControl()
        /// The labels and buttons of the content shown at rest, or arriving.
        public let primary: BarPartView
        /// The labels and buttons of the content leaving during a cross-fade.
        public let secondary: BarPartView
        /// The presentation applied last.
        public private(set) var presentation: BarPresentation?
        /// The appearance whose colours the views have (colours are made only when it changes).
        private var appliedAppearance: BarAppearance?

        var onBack: (() -> Void)?
        var onItem: ((BarItemID) -> Void)?
        private let contentView = UIView()

        /// Creates a bar.
        public init() {
            primary = BarPartView()
            secondary = BarPartView()
            super.init(frame: .zero)
            addSubview(backgroundView)
            addSubview(hairline)
            addSubview(contentView)
            hairline.backgroundColor = .black
            for part in [secondary, primary] { part.install(in: contentView) }
            contentView.addSubview(chevronView)
            contentView.addSubview(backButton)
            backButton.isAccessibilityElement = true
            backButton.accessibilityTraits = .button
            backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
            primary.onItem = { [weak self] id in self?.onItem?(id) }
        }

        /// Not supported: create it in code.
        public required init?(coder: NSCoder) {
            fatalError("NavKitBarView is created in code")
        }

        /// Measures text with labels in the bar's fonts.
        /// - Returns: The width of a text in a bar style, as the bar's labels draw it.
        public static func labelMeasure() -> (String, BarTextStyle) -> Double {
            let title = UILabel()
            title.font = titleFont
            let button = UILabel()
            button.font = buttonFont
            return { text, style in
                let label = style == .title ? title : button
                label.text = text
                return Double(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width)
            }
        }

        /// Draws one frame of the bar.
        /// - Parameters:
        ///   - presentation: What the bar shows and where.
        ///   - background: The bar's frame from the top edge (under the status bar) to its bottom.
        ///   - content: The frame of the bar's own height, where its content goes.
        ///   - direction: Which side is leading.
        public func apply(
            _ presentation: BarPresentation, background: CGRect, content: CGRect, direction: LayoutDirection
        ) {
            self.presentation = presentation
            let state = presentation.state
            let look = state.appearance
            frame = background
            alpha = CGFloat(state.opacity)
            isHidden = state.opacity == 0
            backgroundView.frame = bounds
            hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 0.5)
            hairline.alpha = CGFloat(look.shadowLineOpacity)
            contentView.frame = CGRect(
                x: 0, y: content.minY - background.minY, width: content.width, height: content.height)
            if appliedAppearance != look {
                appliedAppearance = look
                backgroundView.backgroundColor = UIColor(look.backgroundColor)
                tintColor = UIColor(look.tintColor)
                primary.setTitleColor(look.titleColor)
                secondary.setTitleColor(look.titleColor)
            }

            if let chevron = presentation.chevronFrame {
                chevronView.frame = CGRect(chevron)
                chevronView.alpha = CGFloat(presentation.chevronOpacity)
                chevronView.isHidden = presentation.chevronOpacity == 0
            } else {
                chevronView.isHidden = true
            }
            let back = presentation.primary.layout.backButton
            backButton.isHidden = back == nil
            backButton.frame = back.map { CGRect($0.frame) } ?? .zero
            backButton.accessibilityLabel = back?.accessibilityLabel
            primary.apply(presentation.primary, direction: direction)
            secondary.apply(presentation.secondary, direction: direction)
        }
    }

    /// The labels and buttons of one screen's bar content.
    @MainActor
    public final class BarPartView {
        /// The title label.
        public let titleLabel = UILabel()
        /// The back button's title label.
        public let backLabel = UILabel()
        /// The leading items' buttons, leading to trailing.
        public private(set) var leadingButtons: [UIButton] = []
        /// The trailing items' buttons, leading to trailing.
        public private(set) var trailingButtons: [UIButton] = []

        var onItem: ((BarItemID) -> Void)?
        private weak var container: UIView?
        private var leadingIDs: [BarItemID] = []
        private var trailingIDs: [BarItemID] = []

        init() {
            titleLabel.font = NavKitBarView.titleFont
            titleLabel.textAlignment = .center
            titleLabel.lineBreakMode = .byTruncatingTail
            titleLabel.accessibilityTraits = .header
            backLabel.font = NavKitBarView.buttonFont
            backLabel.isAccessibilityElement = false
        }

        func install(in view: UIView) {
            container = view
            view.addSubview(titleLabel)
            view.addSubview(backLabel)
        }

        /// The title's colour (made when the bar's appearance changes, not every frame).
        func setTitleColor(_ color: NavKit.Color) {
            titleLabel.textColor = UIColor(color)
        }

        func apply(_ part: BarPresentation.Part?, direction: LayoutDirection) {
            let layout = part?.layout
            let opacity = CGFloat(part?.opacity ?? 0)
            let hidden = part == nil || opacity == 0
            if let title = layout?.title {
                if titleLabel.text != title.text { titleLabel.text = title.text }
                var frame = CGRect(title.frame)
                frame.origin.x += CGFloat(direction.trailingSign * (part?.titleOffset ?? 0))
                titleLabel.frame = frame
            }
            titleLabel.isHidden = hidden || layout?.title == nil
            titleLabel.alpha = opacity
            if let back = layout?.backButton, let label = back.label, let frame = back.labelFrame {
                if backLabel.text != label { backLabel.text = label }
                backLabel.frame = CGRect(frame)
                backLabel.isHidden = hidden
            } else {
                backLabel.isHidden = true
            }
            backLabel.alpha = opacity
            let leading = layout?.leadingItems ?? []
            let trailing = layout?.trailingItems ?? []
            if !leadingIDs.elementsEqual(leading.lazy.map(\.item.id)) { leadingIDs = leading.map(\.item.id) }
            if !trailingIDs.elementsEqual(trailing.lazy.map(\.item.id)) { trailingIDs = trailing.map(\.item.id) }
            apply(leading, to: &leadingButtons, leading: true, opacity: opacity, hidden: hidden)
            apply(trailing, to: &trailingButtons, leading: false, opacity: opacity, hidden: hidden)
        }

        /// Lays items out on reused buttons, making more when needed and hiding the rest.
        private func apply(
            _ items: [LaidOutItem], to buttons: inout [UIButton], leading: Bool, opacity: CGFloat, hidden: Bool
        ) {
            while buttons.count < items.count {
                let index = buttons.count
                let button = UIButton(type: .system)
                // The font the bar's layout measured the titles in (a system button's own is 15 pt).
                button.titleLabel?.font = NavKitBarView.buttonFont
                button.addAction(
                    UIAction { [weak self] _ in self?.tapped(leading: leading, index: index) }, for: .touchUpInside)
                container?.addSubview(button)
                buttons.append(button)
            }
            for (index, button) in buttons.enumerated() {
                guard index < items.count else {
                    button.isHidden = true
                    continue
                }
                let laidOut = items[index]
                if button.title(for: .normal) != laidOut.item.title {
                    button.setTitle(laidOut.item.title, for: .normal)
                }
                if button.accessibilityLabel != laidOut.item.spokenLabel {
                    button.accessibilityLabel = laidOut.item.spokenLabel
                }
                button.isEnabled = laidOut.item.isEnabled
                button.frame = CGRect(laidOut.frame)
                button.alpha = laidOut.item.isEnabled ? opacity : opacity * 0.35
                button.isHidden = hidden
            }
        }

        private func tapped(leading: Bool, index: Int) {
            let ids = leading ? leadingIDs : trailingIDs
            guard index < ids.count else { return }
            onItem?(ids[index])
        }
    }
#endif
