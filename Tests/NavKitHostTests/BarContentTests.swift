import NavKit
import NavKitHost
import Testing

@Suite("Bar content and layout")
struct BarContentTests {
    let home = Screen(id: "home", title: "Home")
    let settings = Screen(id: "settings", title: "Settings")

    func layout(_ content: BarContent, width: Double = 390, direction: LayoutDirection = .leftToRight) -> BarLayout {
        BarLayout(content: content, width: width, direction: direction, measure: approximateWidth)
    }

    @Test("the back button is titled with the previous screen's title and leads to it")
    func backTitleIsPreviousTitle() throws {
        let content = BarContent.top(of: [home, settings])
        #expect(content.title == "Settings")
        #expect(content.backButton == BackButtonContent(destination: "home", title: "Home"))
        let back = try #require(layout(content).backButton)
        #expect(back.label == "Home")
        #expect(back.accessibilityLabel == "Home")
    }

    @Test("the root screen has no back button")
    func rootHasNoBackButton() {
        #expect(BarContent.top(of: [home]).backButton == nil)
        #expect(layout(.top(of: [home])).backButton == nil)
    }

    @Test("the previous screen's backButtonTitle overrides its title, as UINavigationItem.backButtonTitle does")
    func overrideByPreviousScreen() {
        var inbox = Screen(id: "inbox", title: "All Inboxes")
        inbox.preferences.backButtonTitle = "Inbox"
        #expect(BarContent.top(of: [inbox, settings]).backButton?.title == "Inbox")
    }

    @Test("a screen can hide its back button; the others keep theirs")
    func hiddenBackButton() {
        var editor = Screen(id: "editor", title: "Edit")
        editor.preferences.hidesBackButton = true
        #expect(BarContent.top(of: [home, editor]).backButton == nil)
    }

    @Test("a previous title that does not fit beside the centred title becomes \"Back\", and then the chevron alone")
    func backTitleFallsBack() throws {
        let longPrevious = Screen(id: "long", title: "A Very Long Previous Screen Title")
        let top = Screen(id: "top", title: "Details")
        let wide = try #require(layout(.top(of: [home, top])).backButton)
        #expect(wide.label == "Home")
        let shortened = try #require(layout(.top(of: [longPrevious, top])).backButton)
        #expect(shortened.label == "Back")
        #expect(shortened.accessibilityLabel == "A Very Long Previous Screen Title")
        let narrow = try #require(layout(.top(of: [longPrevious, top]), width: 120).backButton)
        #expect(narrow.label == nil)
        #expect(narrow.labelFrame == nil)
        #expect(narrow.accessibilityLabel == "A Very Long Previous Screen Title")
    }

    @Test(
        "a back title that fits exactly is kept: the previous title, then \"Back\", each down to an exact fit",
        arguments: [(230.0, "Inbox"), (229.999, "Back"), (212, "Back"), (211.999, nil)] as [(Double, String?)])
    func backTitleExactFit(width: Double, label: String?) throws {
        // The label starts at 8 + 13 + 6 = 27 and must end 8 before the centred title (70 wide):
        // "Inbox" (45) fits from a width of 230, "Back" (36) from 212.
        let content = BarContent.top(of: [Screen(id: "inbox", title: "Inbox"), Screen(id: "top", title: "Details")])
        let back = try #require(layout(content, width: width).backButton)
        #expect(back.label == label)
    }

    @Test("the fallback title is the metrics' (localisable) one")
    func localisedFallback() {
        let longPrevious = Screen(id: "long", title: "A Very Long Previous Screen Title")
        let layout = BarLayout(
            content: .top(of: [longPrevious, settings]), width: 390,
            metrics: BarMetrics(fallbackBackTitle: "Zurück"), measure: approximateWidth)
        #expect(layout.backButton?.label == "Zurück")
    }

    @Test("the title stays centred when it fits and never overlaps the back button or the items")
    func titleCentred() throws {
        let plain = try #require(layout(.top(of: [home, settings])).title)
        #expect(plain.frame.minX + plain.frame.width / 2 == 195)
        var busy = settings
        busy.preferences.trailingBarItems = [BarItem(id: "a", title: "Add Something"), BarItem(id: "b", title: "Edit")]
        let shifted = layout(.top(of: [home, busy]))
        let title = try #require(shifted.title)
        let firstTrailing = try #require(shifted.trailingItems.first)
        #expect(title.frame.maxX <= firstTrailing.frame.minX)
        #expect(try #require(shifted.backButton).frame.maxX <= title.frame.minX)
    }

    @Test("a title too long for the space left is given exactly that space, to truncate")
    func titleTruncated() throws {
        let long = Screen(id: "x", title: String(repeating: "Title ", count: 12))
        let title = try #require(layout(.top(of: [home, long])).title)
        #expect(title.isTruncated)
        #expect(title.frame.maxX <= 390 - BarMetrics.standard.edgeMargin)
    }

    @Test("items keep their order from leading to trailing, and right-to-left mirrors every frame")
    func itemsAndMirroring() throws {
        var screen = settings
        screen.preferences.leadingBarItems = [BarItem(id: "l", title: "Filter")]
        screen.preferences.trailingBarItems = [BarItem(id: "a", title: "Add"), BarItem(id: "e", title: "Edit")]
        let ltr = layout(.top(of: [home, screen]))
        let rtl = layout(.top(of: [home, screen]), direction: .rightToLeft)
        #expect(ltr.trailingItems.map(\.item.id) == ["a", "e"])
        #expect(ltr.trailingItems[0].frame.maxX < ltr.trailingItems[1].frame.minX)
        let back = try #require(ltr.backButton)
        #expect(back.frame.maxX <= ltr.leadingItems[0].frame.minX)
        for (left, right) in zip(ltr.trailingItems + ltr.leadingItems, rtl.trailingItems + rtl.leadingItems) {
            #expect(right.frame.minX == 390 - left.frame.maxX)
        }
        #expect(try #require(rtl.backButton).chevronFrame.maxX == 390 - back.chevronFrame.minX)
    }

    @Test("a measuring function that returns garbage counts as zero width")
    func hostileMeasure() {
        let layout = BarLayout(content: .top(of: [home, settings]), width: 390) { _, _ in .nan }
        #expect(layout.backButton?.label == "Home")
        #expect(layout.title == nil)
    }
}

@Suite("Bar presentation, status bar and safe area")
struct BarPresentationTests {
    let list = Screen(id: "list", title: "List")
    let detail = Screen(id: "detail", title: "Detail")

    func layout(_ stack: [Screen]) -> BarLayout {
        BarLayout(content: .top(of: stack), width: 390, measure: approximateWidth)
    }

    @Test("at rest the bar shows one screen's content fully")
    func atRest() {
        let state = BarState.resting(for: list, showsBackButton: false)
        let presentation = BarPresentation(state: state, progress: nil, incoming: layout([list]), outgoing: nil)
        #expect(presentation.primary.opacity == 1)
        #expect(presentation.secondary == nil)
    }

    @Test("between two shown bars the contents cross-fade with the progress, and the colours are the scene's")
    func crossFade() {
        let from = BarState.resting(for: list, showsBackButton: false)
        let to = BarState.resting(for: detail, showsBackButton: true)
        let state = BarState.standardTransition(from: from, to: to, progress: 0.25, titleTravel: 97.5)
        let presentation = BarPresentation(
            state: state, progress: 0.25, incoming: layout([list, detail]), outgoing: layout([list]))
        #expect(presentation.primary.opacity == 0.25)
        #expect(presentation.secondary?.opacity == 0.75)
        #expect(presentation.primary.titleOffset == state.title.offset)
        #expect(presentation.state.appearance == state.appearance)
        #expect(presentation.chevronOpacity == 0.25)
        #expect(presentation.chevronFrame == presentation.primary.layout.backButton?.chevronFrame)
    }

    @Test("when only the outgoing screen shows a bar, its content leaves with the bar")
    func towardHiddenBar() {
        var photo = detail
        photo.preferences.prefersBarHidden = true
        let presentation = BarPresentation(
            state: .resting(for: list, showsBackButton: false), progress: 0.5, incoming: layout([list, photo]),
            outgoing: layout([list]))
        #expect(presentation.primary.layout == layout([list]))
        #expect(presentation.secondary == nil)
    }

    @Test("the status bar keeps the outgoing style until halfway, so a cancel restores it")
    func statusBar() {
        #expect(StatusBarStyle.during(from: .darkContent, to: .lightContent, progress: 0.49) == .darkContent)
        #expect(StatusBarStyle.during(from: .darkContent, to: .lightContent, progress: 0.5) == .lightContent)
        #expect(StatusBarStyle.during(from: .darkContent, to: .lightContent, progress: nil) == .lightContent)
    }

    @Test("content insets add the bar only for screens that show it, whatever the animated bar does")
    func contentInsets() {
        let area = SafeAreaLayout(hostInsets: EdgeInsets(top: 47, bottom: 34), barHeight: 44)
        #expect(area.contentInsets(for: ScreenPreferences()) == EdgeInsets(top: 91, bottom: 34))
        #expect(area.contentInsets(for: ScreenPreferences(prefersBarHidden: true)) == EdgeInsets(top: 47, bottom: 34))
        #expect(area.additionalInsets(for: ScreenPreferences()) == EdgeInsets(top: 44))
    }

    @Test("the bar's background reaches under the status bar and clears the top edge when hidden")
    func barFrames() {
        let area = SafeAreaLayout(hostInsets: EdgeInsets(top: 47), barHeight: 44)
        let shown = area.barFrames(for: BarState(title: BarTitle(text: "A")), width: 390)
        #expect(shown.background == Rect(x: 0, y: 0, width: 390, height: 91))
        #expect(shown.content == Rect(x: 0, y: 47, width: 390, height: 44))
        let hidden = area.barFrames(for: BarState(offset: -44, opacity: 0, title: BarTitle(text: "A")), width: 390)
        #expect(hidden.background.maxY == 0)
    }

    @Test("hostile insets and heights count as zero")
    func hostileInsets() {
        let area = SafeAreaLayout(hostInsets: EdgeInsets(top: .nan, leading: -3), barHeight: .infinity)
        #expect(area.hostInsets == .zero)
        #expect(area.barHeight == 0)
    }
}
