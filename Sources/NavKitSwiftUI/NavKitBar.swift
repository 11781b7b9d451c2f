#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import SwiftUIStandIn
    #else
        import SwiftUI
    #endif
    import NavKit
    import NavKitCore
    import NavKitHost

    /// The bar of a ``NavKitStack``, drawn from NavKitHost's ``NavKitHost/BarPresentation``:
    /// background and hairline from the bar state, one chevron, and each screen's laid-out title,
    /// back button and items at the frames NavKitHost computed, with that content's opacity. It
    /// observes the frame's state, so it follows every frame of a transition.
    @MainActor
    struct NavKitBar<Element: Hashable>: View {
        @ObservedObject var frame: FrameState
        let model: NavKitStackModel<Element>
        let width: Double

        var body: some View {
            if let bar = frame.bar, bar.state.opacity > 0 {
                let frames = SafeAreaLayout(hostInsets: NavKitCore.EdgeInsets(), barHeight: bar.state.height)
                    .barFrames(for: bar.state, width: width)
                let look = bar.state.appearance
                ZStack(alignment: .topLeading) {
                    SwiftUIColor(look.backgroundColor)
                        .frame(width: CGFloat(width), height: CGFloat(frames.background.height))
                        .ignoresSafeArea(.all, edges: .top)
                    SwiftUIColor.black.opacity(look.shadowLineOpacity)
                        .frame(width: CGFloat(width), height: 0.5)
                        .offset(y: CGFloat(frames.background.maxY))
                    if let chevron = bar.chevronFrame {
                        Image(systemName: "chevron.backward")
                            .foregroundStyle(SwiftUIColor(look.tintColor))
                            .opacity(bar.chevronOpacity)
                            .position(x: CGFloat(chevron.midX), y: CGFloat(frames.content.midY))
                    }
                    if let secondary = bar.secondary { part(secondary, bar: bar, content: frames.content) }
                    part(bar.primary, bar: bar, content: frames.content)
                    if let back = bar.primary.layout.backButton, bar.secondary == nil {
                        Button {
                            model.handle(.backButton)
                        } label: {
                            SwiftUIColor.clear
                        }
                        .frame(width: CGFloat(back.frame.width), height: CGFloat(frames.content.height))
                        .position(x: CGFloat(back.frame.midX), y: CGFloat(frames.content.midY))
                        .accessibilityLabel(back.accessibilityLabel)
                        .accessibilityAddTraits(.isButton)
                    }
                }
                .opacity(bar.state.opacity)
                .frame(width: CGFloat(width), height: CGFloat(frames.background.maxY), alignment: .topLeading)
            }
        }

        /// One screen's title, back title and items.
        @ViewBuilder
        private func part(_ part: BarPresentation.Part, bar: BarPresentation, content: Rect) -> some View {
            let look = bar.state.appearance
            let direction = frame.views.direction
            let layout = part.layout
            ZStack(alignment: .topLeading) {
                if let title = layout.title {
                    Text(title.text)
                        .font(BarFonts.title)
                        .lineLimit(1)
                        .foregroundStyle(SwiftUIColor(look.titleColor))
                        .frame(width: CGFloat(title.frame.width))
                        .position(
                            x: CGFloat(title.frame.midX + direction.trailingSign * part.titleOffset),
                            y: CGFloat(content.midY)
                        )
                        .accessibilityAddTraits(.isHeader)
                }
                if let back = layout.backButton, let label = back.label, let frame = back.labelFrame {
                    Text(label)
                        .font(BarFonts.button)
                        .lineLimit(1)
                        .foregroundStyle(SwiftUIColor(look.tintColor))
                        .opacity(bar.state.backButtonOpacity)
                        .frame(width: CGFloat(frame.width))
                        .position(x: CGFloat(frame.midX), y: CGFloat(content.midY))
                        .accessibilityHidden(true)
                }
                ForEach(layout.leadingItems + layout.trailingItems, id: \.item.id) { item in
                    Button {
                        model.barItemTapped(item.item.id)
                    } label: {
                        Text(item.item.title).font(BarFonts.button).foregroundStyle(SwiftUIColor(look.tintColor))
                    }
                    .frame(width: CGFloat(item.frame.width))
                    .position(x: CGFloat(item.frame.midX), y: CGFloat(content.midY))
                    .allowsHitTesting(part.opacity == 1)
                }
            }
            .opacity(part.opacity)
        }
    }
#endif
