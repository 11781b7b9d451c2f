#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import SwiftUIStandIn
    #else
        import SwiftUI
    #endif
    import Foundation
    import NavKit
    import NavKitHost
    import NavKitSwiftUI
    import NavKitTesting

    extension FuzzCase {
        static func checkSwiftUI(_ bytes: [UInt8]) -> String? {
            let input = AdapterFuzzInput(decoding: bytes)
            FuzzStatistics.record(.swiftUI, actions: input.actions.count)
            return failure(of: { try SwiftUIFuzzHarness(input).run() }, input)
        }
    }

    /// Runs an ``AdapterFuzzInput`` against `NavKitStack`'s model on the SwiftUI stand-in, playing
    /// SwiftUI's part: a timeline's frame dates, drags with their dates, the path binding (the app
    /// writes back the paths the stack reports) and the view's appearance; checks, after every
    /// action, that the views the model keeps show the container's scene and, at rest, that the
    /// container's stack is the root and one screen per path value, the top screen appeared (while
    /// the view shows) and every other screen disappeared.
    @MainActor
    package final class SwiftUIFuzzHarness {
        /// The case being run.
        package let input: AdapterFuzzInput
        private var date = Date(timeIntervalSinceReferenceDate: 1_000)
        private var model: NavKitStackModel<String>!
        private var path: [String] = []
        private var lastReport = 0
        private var connected = true
        private var size = CGSize(width: 390, height: 844)
        private var reduceMotion = false
        private var dragging: CGPoint?

        /// Sets up a stack with an empty path, connected.
        /// - Parameter input: The case.
        package init(_ input: AdapterFuzzInput) {
            self.input = input
            model = NavKitStackModel<String>(
                measure: { text, _ in Double(text.count) * 9 }, now: { [unowned self] in date })
            connect()
        }

        private func connect() {
            model.connect(size: size, direction: .leftToRight, reduceMotion: reduceMotion, path: path)
            connected = true
        }

        /// Runs every action, then lifts any finger, shows the view and lets everything settle.
        /// - Throws: ``NavKitProperties/PropertyViolation`` naming the action and the broken rule.
        package func run() throws {
            try check("connecting")
            for (index, action) in input.actions.enumerated() {
                perform(action)
                try check("action \(index) \(action)")
            }
            if let dragging {
                model.dragEnded(at: dragging, date: date)
                self.dragging = nil
            }
            if !connected { connect() }
            var frames = 0
            while model.framesRunning || model.container.transition != nil {
                frame()
                frames += 1
                guard frames < 3600 else { throw PropertyViolation("the stack never settles") }
            }
            try check("settling")
        }

        private func perform(_ action: AdapterFuzzAction) {
            switch action {
            case .push(let n, let animated): setPath(path + ["v\(n)"], animated: animated)
            case .pop(let animated): setPath(Array(path.dropLast()), animated: animated)
            case .popToRoot(let animated): setPath([], animated: animated)
            case .setStack(let list, let animated): setPath(list.map { "v\($0)" }, animated: animated)
            case .frames(let count): for _ in 0..<count { frame() }
            case .drag(let startX, let travel, let frames, let lifts):
                // A view that is not shown gets no touches.
                guard connected else { return }
                drag(from: startX, by: travel, frames: frames, lifts: lifts)
            case .escape: model.escape()
            case .hostAppearance(let returns):
                if connected {
                    if let dragging {
                        model.dragEnded(at: dragging, date: date)
                        self.dragging = nil
                    }
                    model.disconnect()
                    connected = false
                }
                if returns { connect() }
            case .resize(let width, let height):
                size = CGSize(width: width, height: height)
                model.resize(size, direction: .leftToRight)
            case .reduceMotion(let on):
                reduceMotion = on
                model.setReduceMotion(on)
            case .topSettings(let title, let hidden):
                model.update(model.container.topScreen.id, with: ScreenSettings(title: title, prefersBarHidden: hidden))
            }
            readReport()
        }

        /// The app's binding: the path it sets, and the paths the stack reports back.
        private func setPath(_ new: [String], animated: Bool) {
            path = new
            model.setPath(new, animated: animated)
        }

        private func readReport() {
            guard model.pathReport.number != lastReport else { return }
            lastReport = model.pathReport.number
            path = model.pathReport.path
        }

        private func frame() {
            date = date.addingTimeInterval(1.0 / 60)
            model.frame(at: date)
            readReport()
        }

        private func drag(from startX: Double, by travel: Double, frames: Int, lifts: Bool) {
            let y = size.height / 2
            var start = CGPoint(x: startX, y: y)
            if let dragging {
                start = dragging
            } else {
                model.dragChanged(to: start, startingAt: start, at: date)
                frame()
            }
            var location = start
            for step in 1...frames {
                location = CGPoint(x: start.x + CGFloat(travel) * CGFloat(step) / CGFloat(frames), y: y)
                model.dragChanged(to: location, at: date)
                frame()
            }
            if lifts {
                model.dragEnded(at: location, date: date)
                dragging = nil
                frame()
            } else {
                dragging = location
            }
        }

        // MARK: Checks

        private func check(_ what: String) throws {
            do {
                try checkNow()
            } catch let error as PropertyViolation {
                throw PropertyViolation("\(what): \(error.message)")
            }
        }

        private func checkNow() throws {
            let container = model.container
            try checkViews(model.views, show: container.scene)
            guard container.transition == nil, container.queuedOperationCount == 0, dragging == nil else { return }
            let stack = container.stack.map(\.id)
            guard stack.count == path.count + 1 else {
                throw PropertyViolation("at rest the stack has \(stack.count) screens for the path \(path)")
            }
            for id in stack.dropLast() where model.appearance(of: id) != .disappeared {
                throw PropertyViolation("at rest \(id) below the top is \(model.appearance(of: id))")
            }
            let top = model.appearance(of: stack[stack.count - 1])
            guard top == (connected ? .appeared : .disappeared) else {
                throw PropertyViolation("at rest the top is \(top) while the view \(connected ? "shows" : "is gone")")
            }
        }
    }
#else
    extension FuzzCase {
        static func checkSwiftUI(_ bytes: [UInt8]) -> String? { nil }
    }
#endif
