import NavKit
import NavKitHost
import NavKitTesting
import Testing

/// A back interceptor that consumes every back, as a web view with history would.
private final class ConsumingInterceptor: BackInterceptor {
    private(set) var asked = 0
    func shouldConsumeBack(on screen: ScreenID) -> Bool {
        asked += 1
        return true
    }
}

@Suite("Navigation host driver: the bar it draws and the one back")
@MainActor
struct NavigationHostDriverBarTests {
    let hosted = DrivenHost(root: Screen(id: "home", title: "Home"))
    var driver: NavigationHostDriver { hosted.driver }
    var container: NavigationContainer { hosted.container }

    @Test("the bar presentation lays out the top screen's content with the previous screen's title")
    func presentation() throws {
        try driver.request { try $0.push(Screen(id: "detail", title: "Detail"), animated: false) }
        let bar = driver.barPresentation(measure: approximateWidth)
        #expect(bar.primary.layout.title?.text == "Detail")
        #expect(bar.primary.layout.backButton?.label == "Home")
        #expect(bar.secondary == nil)
        #expect(bar.state == container.scene.bar)
    }

    @Test("during a transition the bar shows both contents, the leaving one fading out")
    func presentationDuringTransition() throws {
        try driver.request { try $0.push(Screen(id: "detail", title: "Detail")) }
        try hosted.host.run(for: 0.15)
        let bar = driver.barPresentation(measure: approximateWidth)
        let progress = try #require(container.scene.transition?.progress)
        #expect(bar.primary.layout.title?.text == "Detail")
        #expect(bar.secondary?.layout.title?.text == "Home")
        #expect(bar.primary.opacity == progress)
    }

    @Test(
        "a title set on the driver names the screen in the bar and in the back button above it, and the bar is redrawn")
    func titles() throws {
        try driver.request { try $0.push(Screen(id: "detail", title: ""), animated: false) }
        hosted.renderer.clear()
        driver.setTitle("Message", of: "detail")
        #expect(driver.incomingBar.title == "Message")
        #expect(hosted.renderer.commands == [.bar])
        #expect(driver.title(of: "detail") == "Message")
        try driver.request { try $0.push(Screen(id: "reply", title: "Reply"), animated: false) }
        #expect(driver.barPresentation(measure: approximateWidth).primary.layout.backButton?.label == "Message")
        driver.setTitle(nil, of: "detail")
        #expect(driver.title(of: "detail") == "")
        #expect(driver.title(of: "elsewhere") == nil)
    }

    @Test("a set-stack with a pop waiting behind it names its incoming bar after the stack it commits")
    func setStackWithQueuedPop() throws {
        // The incoming top is also the current root: its back button comes from the new stack
        // (found by the lifecycle property's in-flight bar check).
        try driver.request { try $0.push(Screen(id: "detail", title: "Detail"), animated: false) }
        try driver.request {
            try $0.setStack([Screen(id: "detail", title: "Detail"), Screen(id: "home", title: "Home")], animated: true)
        }
        try driver.request { try $0.pop(animated: false) }
        #expect(driver.incomingBar.title == "Home")
        #expect(driver.incomingBar.backButton?.title == "Detail")
        #expect(driver.outgoingBar?.title == "Detail")
        #expect(driver.outgoingBar?.backButton?.title == "Home")
    }

    @Test("a preference changed on the container directly reaches the bar's content once the driver synchronizes")
    func directPreferenceChangeReachesBar() throws {
        try driver.request { try $0.push(Screen(id: "detail", title: "Detail")) }
        try hosted.host.run(for: 0.1)
        try container.updatePreferences(of: "home") { $0.backButtonTitle = "Start" }
        driver.synchronize()
        #expect(driver.incomingBar.backButton?.title == "Start")
    }

    @Test("a preference changed through a request reaches the bar at once, mid-transition too")
    func preferenceReachesBar() throws {
        try driver.request { try $0.push(Screen(id: "detail", title: "Detail")) }
        try driver.request {
            try $0.updatePreferences(of: "detail") { $0.trailingBarItems = [BarItem(id: "edit", title: "Edit")] }
        }
        #expect(container.transition != nil)
        #expect(driver.incomingBar.trailingItems.map(\.title) == ["Edit"])
    }

    @Test("screen settings become the screen's title and whole preferences; a setting removed returns to its default")
    func settings() throws {
        try driver.request { try $0.push(Screen(id: "detail", title: ""), animated: false) }
        try driver.apply(ScreenSettings(title: "Photo", prefersBarHidden: true, backGesture: .edgeOnly), to: "detail")
        #expect(driver.incomingBar.title == "Photo")
        #expect(container.topScreen.preferences.prefersBarHidden)
        #expect(container.topScreen.preferences.backGesture == .edgeOnly)
        try driver.apply(ScreenSettings(title: "Photo", backGesture: .edgeOnly), to: "detail")
        #expect(!container.topScreen.preferences.prefersBarHidden)
        #expect(throws: NavigationError.screenNotInStack("gone")) { try driver.apply(ScreenSettings(), to: "gone") }
    }

    @Test("settings combine: the other's set fields win, unset ones keep this one's")
    func settingsMerge() {
        let outer = ScreenSettings(title: "Outer", prefersBarHidden: false, backGesture: .edgeOnly)
        let inner = ScreenSettings(prefersBarHidden: true, trailingBarItems: [BarItem(id: "edit", title: "Edit")])
        let combined = outer.merging(inner)
        #expect(combined.title == "Outer")
        #expect(combined.prefersBarHidden == true)
        #expect(combined.backGesture == .edgeOnly)
        #expect(combined.preferences.trailingBarItems.map(\.title) == ["Edit"])
        #expect(ScreenSettings().preferences == ScreenPreferences())
    }

    @Test("catching and deferring back are settings like the others: unset keeps the default, set wins")
    func catchAndDeferSettings() {
        let outer = ScreenSettings(allowsCatchingTransitions: false)
        let inner = ScreenSettings(defersBackToEnclosingContainer: false)
        let combined = outer.merging(inner).preferences
        #expect(!combined.allowsCatchingTransitions)
        #expect(!combined.defersBackToEnclosingContainer)
        #expect(ScreenSettings(title: "x").preferences.allowsCatchingTransitions)
        #expect(ScreenSettings(title: "x").preferences.defersBackToEnclosingContainer)
        #expect(outer.merging(ScreenSettings(allowsCatchingTransitions: true)).preferences.allowsCatchingTransitions)
    }

    @Test("every preference is a setting: set through its name or the subscript, it lands in the preferences")
    func settingsCoverEveryPreference() {
        let custom = ScreenPreferences(
            prefersBarHidden: true, barAppearance: .transparent, backGesture: .disabled, preferredAnimator: .fade,
            backButtonTitle: "Mail", hidesBackButton: true, leadingBarItems: [BarItem(id: "a", title: "A")],
            trailingBarItems: [BarItem(id: "b", title: "B")], statusBarStyle: .lightContent,
            allowsCatchingTransitions: false, defersBackToEnclosingContainer: false, transitionSource: "cell",
            sharedElements: ["photo"])
        let named = ScreenSettings(
            prefersBarHidden: true, barAppearance: .transparent, backGesture: .disabled, preferredAnimator: .fade,
            backButtonTitle: "Mail", hidesBackButton: true, leadingBarItems: [BarItem(id: "a", title: "A")],
            trailingBarItems: [BarItem(id: "b", title: "B")], statusBarStyle: .lightContent,
            allowsCatchingTransitions: false, defersBackToEnclosingContainer: false, transitionSource: "cell",
            sharedElements: ["photo"])
        #expect(named.preferences == custom, "a named setting does not reach its preference")
        // Every field of the preferences differs from its default above (so none can be missed).
        let defaults = Mirror(reflecting: ScreenPreferences()).children.map { "\($0.value)" }
        let customs = Mirror(reflecting: custom).children.map { "\($0.value)" }
        #expect(zip(defaults, customs).allSatisfy { $0 != $1 })
        // A setting merged over unset ones wins; unset ones keep the other's.
        #expect(ScreenSettings().merging(named).preferences == custom)
        #expect(named.merging(ScreenSettings()).preferences == custom)
        let flying = ScreenSettings(sharedElements: ["photo"])
        #expect(ScreenSettings(title: "x").merging(flying).preferences.sharedElements == ["photo"])
        #expect(flying.merging(ScreenSettings(sharedElements: [])).preferences.sharedElements.isEmpty)
    }

    @Test("a setting cleared with nil returns to its default; the subscript reaches any preference")
    func settingsClearAndSubscript() {
        var settings = ScreenSettings(prefersBarHidden: true, transitionSource: "cell")
        settings.prefersBarHidden = nil
        settings.transitionSource = nil
        #expect(settings == ScreenSettings())
        #expect(settings.preferences == ScreenPreferences())
        settings[\.statusBarStyle] = .lightContent
        #expect(settings.statusBarStyle == .lightContent)
        #expect(settings.preferences.statusBarStyle == .lightContent)
        #expect(ScreenSettings().merging(settings).statusBarStyle == .lightContent)
        #expect(ScreenSettings().statusBarStyle == nil)
    }

    @Test("titles of screens that left the stack are forgotten")
    func forgottenTitles() throws {
        try driver.request { try $0.push(Screen(id: "detail", title: "Detail"), animated: false) }
        driver.setTitle("Renamed", of: "detail")
        try driver.request { try $0.pop(animated: false) }
        try driver.request { try $0.push(Screen(id: "detail", title: "Detail"), animated: false) }
        #expect(driver.incomingBar.title == "Detail")
    }

    @Test("under Reduce Motion a keyboard back cross-fades for the pop's whole duration")
    func reducedKeyboardBack() throws {
        let hosted = DrivenHost(root: Screen(id: "home"), motionPolicy: .reduced)
        try hosted.driver.request { try $0.push(Screen(id: "detail"), animated: false) }
        #expect(hosted.driver.handle(.key(KeyPress(.leftArrow, modifiers: .option))))
        let transition = try #require(hosted.container.transition)
        #expect(!transition.isInteractive)
        try hosted.host.run(for: 0.15)
        let scene = hosted.container.scene
        #expect(scene.layers.allSatisfy { $0.state.offset == .zero })
        #expect(scene.layers.contains { $0.state.opacity > 0 && $0.state.opacity < 1 })
        try hosted.settle()
        #expect(hosted.container.stack.map(\.id) == ["home"])
    }

    @Test("the back button asks the top screen's interceptor, as the other backs do")
    func backButtonIntercepted() throws {
        try driver.request { try $0.push(Screen(id: "web"), animated: false) }
        let interceptor = ConsumingInterceptor()
        container.setBackInterceptor(interceptor, for: "web")
        #expect(driver.performBack(BackRequest(source: .backButton)) == .intercepted)
        #expect(driver.performBack(BackRequest(source: .accessibilityEscape)) == .intercepted)
        #expect(interceptor.asked == 2)
        #expect(container.topScreen.id == "web")
    }

    @Test(
        "a finger catching a running push makes the lifecycle's transition interactive; flung back it cancels with UIKit's callbacks"
    )
    func caughtPush() throws {
        try driver.request { try $0.push(Screen(id: "detail", title: "Detail")) }
        try hosted.host.run(for: 0.15)
        hosted.driver.synchronize()
        let start = hosted.host.now
        hosted.host.play(
            GestureScript(startingAt: start).down(at: Point(x: 200, y: 400)).stop(for: 0.02)
                .drag(to: Point(x: 240, y: 400), over: 0.1).drag(to: Point(x: 390, y: 400), over: 0.1).up())
        hosted.driver.synchronize()
        #expect(container.gestures.lastDecision == .began(.caught))
        #expect(driver.lifecycle.transition?.isInteractive == true, "the catch reached the lifecycle")
        try hosted.settle()
        #expect(container.stack.map(\.id) == ["home"])
        #expect(
            Array(hosted.renderer.effects.suffix(6)) == [
                .willDisappear("detail", animated: true), .didDisappear("detail", animated: true),
                .willAppear("home", animated: true), .didAppear("home", animated: true), .willLeaveStack("detail"),
                .didLeaveStack("detail"),
            ])
        #expect(hosted.renderer.violation == nil)
    }

    @Test("a back while a transition runs pops after it, as any request waits its turn")
    func backDuringTransition() throws {
        try driver.request { try $0.push(Screen(id: "detail")) }
        #expect(driver.performBack(BackRequest(source: .backButton)) == .queued)
        try hosted.settle()
        #expect(container.stack.map(\.id) == ["home"])
    }

    @Test("a leave guard that denies refuses every back without a swipe; one that decides later holds it")
    func leaveGuard() throws {
        try driver.request { try $0.push(Screen(id: "compose"), animated: false) }
        let guarding = ComposeGuard()
        container.setLeaveGuard(guarding, for: "compose")
        guarding.decision = .deny
        #expect(driver.performBack(BackRequest(source: .keyboard(KeyPress(.escape)))) == .refused(.guarded))
        #expect(!driver.handle(.backButton))
        guarding.decision = .decideLater
        #expect(driver.performBack(BackRequest(source: .accessibilityEscape)) == .awaitingGuard)
        #expect(container.stack.map(\.id) == ["home", "compose"])
        let question = try #require(container.pendingLeaveRequests.first)
        try container.answer(question.id, allowing: true)
        driver.synchronize()
        try hosted.settle()
        #expect(container.stack.map(\.id) == ["home"])
        #expect(guarding.reasons.contains(.back(.keyboard)))
        #expect(guarding.reasons.contains(.back(.accessibility)))
    }
}

/// A compose screen's guard: answers as told and remembers what asked.
private final class ComposeGuard: LeaveGuard {
    var decision = LeaveDecision.allow
    private(set) var reasons: [LeaveReason] = []

    func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
        reasons.append(request.reason)
        return decision
    }
}
