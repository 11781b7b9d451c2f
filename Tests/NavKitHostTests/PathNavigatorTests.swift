import NavKit
import NavKitHost
import NavKitTesting
import Testing

/// Counts transitions and stack changes, as an app's analytics would.
@MainActor
private final class TransitionCounter: NavigationObserver {
    private(set) var began: [TransitionContext] = []

    func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
        began.append(context)
    }
}

@Suite("Path navigator: a path binding and the stack, both ways")
@MainActor
struct PathNavigatorTests {
    let hosted = DrivenHost(root: Screen(id: "root", title: "Mail"))
    let navigator: PathNavigator<String>
    private let counter = TransitionCounter()

    init() {
        navigator = PathNavigator(driver: hosted.driver) { value, id in
            Screen(id: id, title: value.prefix(1).uppercased() + value.dropFirst())
        }
        hosted.container.addObserver(counter)
    }

    var titles: [String] { hosted.container.stack.map(\.title) }

    @Test("setting a longer path pushes, and a jump of several screens is one transition")
    func pushes() throws {
        #expect(try navigator.setPath(["inbox"]) == .push("path-1"))
        try hosted.settle()
        #expect(titles == ["Mail", "Inbox"])
        #expect(try navigator.setPath(["inbox", "thread", "message"]) == .setStack(["path-1", "path-2", "path-3"]))
        try hosted.settle()
        #expect(titles == ["Mail", "Inbox", "Thread", "Message"])
        #expect(counter.began.map(\.operation) == [.push, .setStack])
        #expect(counter.began.last?.direction == .forward)
        #expect(hosted.driver.incomingBar.backButton?.title == "Thread")
    }

    @Test("setting a shorter path pops, to the screen that stays on top")
    func pops() throws {
        try navigator.setPath(["inbox", "thread", "message"], animated: false)
        #expect(try navigator.setPath(["inbox"]) == .popTo("path-1"))
        try hosted.settle()
        #expect(titles == ["Mail", "Inbox"])
        #expect(try navigator.setPath([]) == .popToRoot)
        try hosted.settle()
        #expect(titles == ["Mail"])
        #expect(counter.began.map(\.operation) == [.pop, .pop])
    }

    @Test("setting the path the stack already shows does nothing")
    func samePath() throws {
        try navigator.setPath(["inbox"], animated: false)
        #expect(try navigator.setPath(["inbox"]) == .none)
        #expect(hosted.container.transition == nil)
        #expect(counter.began.isEmpty)
    }

    @Test("a swipe back shortens the path once it finishes, and writing it back changes nothing")
    func swipeBack() throws {
        var reported: [[String]] = []
        navigator.onChange = { reported.append($0) }
        try navigator.setPath(["inbox", "thread"], animated: false)
        hosted.play(.swipe(from: Point(x: 40, y: 400), to: Point(x: 330, y: 400), startingAt: hosted.host.now))
        #expect(reported.isEmpty, "nothing is reported while the swipe runs")
        try hosted.settle()
        #expect(reported == [["inbox"]])
        #expect(navigator.path == ["inbox"])
        #expect(try navigator.setPath(reported[0]) == .none)
    }

    @Test("a cancelled swipe leaves the path as it was")
    func cancelledSwipe() throws {
        var reported: [[String]] = []
        navigator.onChange = { reported.append($0) }
        try navigator.setPath(["inbox", "thread"], animated: false)
        hosted.play(
            .swipe(from: Point(x: 40, y: 400), to: Point(x: 100, y: 400), stop: 0.2, startingAt: hosted.host.now))
        try hosted.settle()
        #expect(counter.began.count == 1)
        #expect(reported.isEmpty)
        #expect(navigator.path == ["inbox", "thread"])
    }

    @Test("the keyboard and the back button shorten the path through the driver's one back")
    func keyboardBack() throws {
        var reported: [[String]] = []
        navigator.onChange = { reported.append($0) }
        try navigator.setPath(["inbox", "thread"], animated: false)
        #expect(hosted.driver.handle(.key(KeyPress(.escape))))
        try hosted.settle()
        #expect(hosted.driver.handle(.backButton))
        try hosted.settle()
        #expect(reported == [["inbox"], []])
    }

    @Test("paths set while a transition runs wait their turn, and the stack ends on the last one")
    func queued() throws {
        try navigator.setPath(["inbox"])
        try navigator.setPath(["inbox", "thread"])
        try navigator.setPath(["drafts"])
        #expect(hosted.container.queuedOperationCount == 2)
        try hosted.settle()
        #expect(titles == ["Mail", "Drafts"])
        #expect(navigator.path == ["drafts"])
    }

    @Test("a screen keeps its preferences when a jump keeps it in the stack")
    func keepsPreferences() throws {
        try navigator.setPath(["inbox", "thread"], animated: false)
        try hosted.container.updatePreferences(of: "path-1") { $0.backButtonTitle = "Box" }
        try navigator.setPath(["inbox", "message"], animated: false)
        #expect(hosted.container.stack[1].preferences.backButtonTitle == "Box")
        #expect(hosted.driver.incomingBar.backButton?.title == "Box")
    }

    @Test("the same value twice is two screens")
    func repeatedValues() throws {
        try navigator.setPath(["thread", "thread"], animated: false)
        #expect(hosted.container.stack.map(\.id) == ["root", "path-1", "path-2"])
        #expect(navigator.element(for: "path-2") == "thread")
    }

    @Test(
        "random paths: the stack ends on the last path set, each set is at most one transition, the lifecycle stays balanced"
    )
    func randomPaths() {
        let value = Gen<String>.element(of: ["a", "b", "c", "d"])
        let paths = Gen<[[String]]>.array(of: Gen<[String]>.array(of: value, length: 0...4), length: 1...8)
        let animated = Gen<[Bool]>.array(of: Gen<Bool>.bool, length: 8...8)
        verifyProperty("path navigator", Gen.zip(paths, animated), iterations: 150) { paths, animated in
            let hosted = DrivenHost(root: Screen(id: "root"))
            let navigator = PathNavigator<String>(driver: hosted.driver)
            let counter = TransitionCounter()
            hosted.container.addObserver(counter)
            for (index, path) in paths.enumerated() {
                let before = counter.began.count
                let change = try navigator.setPath(path, animated: animated[index])
                if index.isMultiple(of: 2) { try hosted.settle() }
                if counter.began.count > before + 1 { throw PropertyViolation("\(path): \(change) began twice") }
                if change == .none, counter.began.count != before { throw PropertyViolation("none animated") }
            }
            try hosted.settle()
            let shown = navigator.identities.path(of: hosted.container.stack.map(\.id))
            if shown != paths.last { throw PropertyViolation("stack shows \(shown), last path \(paths.last!)") }
            if hosted.container.stack.count != paths.last!.count + 1 {
                throw PropertyViolation("stack \(hosted.container.stack) for \(paths.last!)")
            }
            if navigator.path != paths.last { throw PropertyViolation("navigator reports \(navigator.path)") }
        }
    }
}
