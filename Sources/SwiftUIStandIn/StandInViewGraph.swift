#if os(Linux)
    import CombineStandIn
    import Foundation

    /// Stand-in only: what a primitive view holds, for the view graph.
    public struct StandInNode {
        /// What the view is (its type or modifier name).
        public var kind: String
        /// The built-in modifier it applies, if it is one.
        public var modifier: StandInModifier?
        /// The views directly inside.
        public var children: [any View]
        /// The identities of the children (a `ForEach`'s), or `nil` for their positions.
        public var childIDs: [AnyHashable]?
        /// An app's view modifier and the view it modifies.
        public var modifierBody: (modifier: any ViewModifier, content: any View)?
        /// The proxy a geometry reader gave its content.
        public var proxy: GeometryProxy?
        /// Makes the children, for a view whose children are made on demand (a geometry reader's,
        /// made again only when the view or its proxy changed).
        public var makeChildren: (() -> [any View])?

        /// A node.
        public init(
            kind: String, modifier: StandInModifier? = nil, children: [any View] = [], childIDs: [AnyHashable]? = nil,
            modifierBody: (modifier: any ViewModifier, content: any View)? = nil, proxy: GeometryProxy? = nil,
            makeChildren: (() -> [any View])? = nil
        ) {
            self.kind = kind
            self.modifier = modifier
            self.children = children
            self.childIDs = childIDs
            self.modifierBody = modifierBody
            self.proxy = proxy
            self.makeChildren = makeChildren
        }
    }

    /// Stand-in only: what a view is evaluated in: its environment, the space it is given, and the
    /// views app modifiers modify.
    public final class StandInGraphContext {
        /// The environment.
        public internal(set) var environment: EnvironmentValues
        /// The size offered (a geometry reader's).
        public let size: CGSize
        /// The safe-area insets around that space.
        public let safeAreaInsets: EdgeInsets
        var contents: [ObjectIdentifier: any View] = [:]

        init(environment: EnvironmentValues, size: CGSize, safeAreaInsets: EdgeInsets) {
            self.environment = environment
            self.size = size
            self.safeAreaInsets = safeAreaInsets
        }

        func copy() -> StandInGraphContext {
            let context = StandInGraphContext(environment: environment, size: size, safeAreaInsets: safeAreaInsets)
            context.contents = contents
            return context
        }

        /// The view an app's modifier of a type is applied to, inside that modifier's body.
        public func modifiedContent<M>(of modifier: M.Type) -> (any View)? { contents[ObjectIdentifier(modifier)] }
    }

    /// Stand-in only: one view in the graph after an update, for tests to look at.
    public struct StandInTreeNode {
        /// The view's type, or the built-in modifier's name.
        public var kind: String
        /// The built-in modifier, if the view is one.
        public var modifier: StandInModifier?
        /// The proxy a geometry reader gave its content.
        public var proxy: GeometryProxy?
        /// The views inside.
        public var children: [StandInTreeNode] = []

        /// Every node from this one down, each with the chain of its ancestors (root first).
        public func walk(_ visit: ([StandInTreeNode], StandInTreeNode) -> Void) {
            func go(_ node: StandInTreeNode, _ ancestors: [StandInTreeNode]) {
                visit(ancestors, node)
                for child in node.children { go(child, ancestors + [node]) }
            }
            go(self, [])
        }
    }

    /// Stand-in only: SwiftUI's update loop, without drawing. It keeps a view tree from a root
    /// view and, on each ``update()``, walks it: a view's `body` is evaluated when the view is new
    /// at its place, when its value differs from the last one there (byte for byte, as SwiftUI
    /// compares a view's fields) or when an object it observes (`@StateObject`,
    /// `@ObservedObject`) published since; otherwise the body made last time is walked again.
    /// Every evaluation is counted by view type. It applies `environment(_:_:)`, runs `onAppear`
    /// and `onDisappear` in the update that shows or removes the view, starts `task(id:)` when a
    /// view appears and when its id changes — as SwiftUI does, a task starts after the update
    /// that asked for it, so its action runs at the start of the next ``update()``, one frame late,
    /// after any gesture events delivered in between — gives geometry readers the size and
    /// safe area it was made with, and delivers drag events to the gestures attached with
    /// `simultaneousGesture(_:including:)`. Preferences are not propagated.
    @MainActor
    public final class StandInViewGraph {
        private final class State {
            var typeName = ""
            var bytes: [UInt8] = []
            var body: (any View)?
            var subscriptions: [AnyCancellable] = []
            var stateObjects: [AnyObject] = []
            var invalidated = false
            var madeChildren: [any View] = []
        }

        private let root: any View
        private let size: CGSize
        private let safeAreaInsets: EdgeInsets
        private let environment: EnvironmentValues
        private var states: [String: State] = [:]
        private var visited: Set<String> = []
        private var lifecycle: [String: (appear: (() -> Void)?, disappear: (() -> Void)?)] = [:]
        private var appeared: [String: (appear: (() -> Void)?, disappear: (() -> Void)?)] = [:]
        private var taskIDs: [String: any Equatable] = [:]
        private var pendingAppear: [() -> Void] = []
        /// The tasks the last update started, to run at the start of the next one.
        private var pendingTasks: [@Sendable () async -> Void] = []
        private var collectedGestures: [any StandInDrivableGesture] = []
        /// How many times each view type's `body` was evaluated.
        public private(set) var bodyEvaluations: [String: Int] = [:]
        /// The tree as of the last update.
        public private(set) var tree = StandInTreeNode(kind: "root")
        /// Whether an observed object published since the last update.
        public private(set) var needsUpdate = true

        /// A graph for a root view, offered a space inside a safe area (a phone's, by default: the
        /// space between the status bar and the home indicator).
        public init(
            _ root: some View, size: CGSize = CGSize(width: 390, height: 763),
            safeAreaInsets: EdgeInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
            environment: EnvironmentValues = EnvironmentValues()
        ) {
            self.root = root
            self.size = size
            self.safeAreaInsets = safeAreaInsets
            self.environment = environment
        }

        /// Body evaluations of the view types whose name passes a test.
        public func evaluations(where matches: (String) -> Bool) -> Int {
            bodyEvaluations.filter { matches($0.key) }.values.reduce(0, +)
        }

        /// One frame: runs the tasks the previous update started, then walks the tree and runs what
        /// appeared or disappeared, until nothing more publishes (at most ten rounds). The tasks
        /// this update starts run at the start of the next one.
        public func update() async {
            let tasks = pendingTasks
            pendingTasks = []
            for task in tasks { await task() }
            for _ in 0..<10 {
                walkTree()
                let appear = pendingAppear
                pendingAppear = []
                for action in appear { action() }
                if !needsUpdate { return }
            }
        }

        /// Delivers a drag's change to every gesture attached in the tree.
        public func dragChanged(_ value: DragGesture.Value) {
            for gesture in collectedGestures { gesture.standInChanged(value) }
        }

        /// Delivers a drag's end (the finger lifted).
        public func dragEnded(_ value: DragGesture.Value) {
            for gesture in collectedGestures { gesture.standInEnded(value) }
        }

        /// Cancels the drag, as SwiftUI does when the system takes the touch (no `onEnded`).
        public func dragCancelled() {
            for gesture in collectedGestures { gesture.standInCancelled() }
        }

        private func walkTree() {
            needsUpdate = false
            visited = []
            lifecycle = [:]
            collectedGestures = []
            let context = StandInGraphContext(environment: environment, size: size, safeAreaInsets: safeAreaInsets)
            tree = walk(root, key: "root", context: context)
            for (key, actions) in lifecycle where appeared[key] == nil {
                if let appear = actions.appear { pendingAppear.append(appear) }
            }
            for (key, actions) in appeared where lifecycle[key] == nil { actions.disappear?() }
            appeared = lifecycle
            for key in states.keys where !visited.contains(key) { states[key] = nil }
            for key in taskIDs.keys where !visited.contains(key) { taskIDs[key] = nil }
        }

        private func walk(_ view: any View, key: String, context: StandInGraphContext) -> StandInTreeNode {
            visited.insert(key)
            if view is any Shape { return StandInTreeNode(kind: "\(type(of: view))") }
            if let primitive = view as? any StandInPrimitiveView {
                return walkPrimitive(primitive, key: key, context: context)
            }
            return walkComposed(view, key: key, context: context)
        }

        private func walkPrimitive(_ view: any StandInPrimitiveView, key: String, context: StandInGraphContext)
            -> StandInTreeNode
        {
            let node = view.standInNode(in: context)
            var result = StandInTreeNode(kind: node.kind, modifier: node.modifier, proxy: node.proxy)
            var inner = context
            var children = node.children
            if let modifier = node.modifier {
                switch modifier.payload {
                case .environment(let change):
                    inner = context.copy()
                    change(&inner.environment)
                case .lifecycle(let appear, let disappear):
                    lifecycle[key] = (appear, disappear)
                case .task(let id, let action):
                    if let previous = taskIDs[key], Self.equal(previous, id) {
                    } else {
                        pendingTasks.append(action)
                    }
                    taskIDs[key] = id
                case .gesture(let gesture):
                    if let drivable = gesture as? any StandInDrivableGesture { collectedGestures.append(drivable) }
                case .view(let extra):
                    children.append(extra)
                case .none, .clip, .ignoresSafeArea, .keyboardShortcut:
                    break
                }
            }
            if let (modifier, content) = node.modifierBody {
                inner = context.copy()
                inner.contents[ObjectIdentifier(type(of: modifier))] = content
                count("\(type(of: modifier))")
                let body = Self.body(of: modifier, environment: inner.environment)
                result.children = [walk(body, key: key + "/body", context: inner)]
                return result
            }
            if let proxy = node.proxy {
                inner = StandInGraphContext(
                    environment: inner.environment, size: proxy.size, safeAreaInsets: proxy.safeAreaInsets)
            }
            if let make = node.makeChildren {
                let state = states[key] ?? State()
                states[key] = state
                let bytes = Self.bytes(of: view) + Self.bytes(of: node.proxy.map { ($0.size, $0.safeAreaInsets) })
                if state.bytes != bytes || state.body == nil {
                    state.bytes = bytes
                    state.madeChildren = make()
                    state.body = EmptyView()
                }
                children = state.madeChildren
            }
            for (index, child) in children.enumerated() {
                let id = node.childIDs.map { index < $0.count ? "\($0[index])" : "\(index)" } ?? "\(index)"
                result.children.append(walk(child, key: key + "/" + id, context: inner))
            }
            return result
        }

        private func walkComposed(_ view: any View, key: String, context: StandInGraphContext) -> StandInTreeNode {
            let state = states[key] ?? State()
            states[key] = state
            let typeName = "\(type(of: view))"
            let bytes = Self.bytes(of: view)
            if state.typeName != typeName || state.bytes != bytes || state.invalidated || state.body == nil {
                state.typeName = typeName
                state.bytes = bytes
                state.invalidated = false
                adoptStateObjects(of: view, into: state)
                state.subscriptions = Mirror(reflecting: view).children.compactMap { child in
                    (child.value as? any StandInObservingProperty)?.standInSubscribe { [weak self, weak state] in
                        state?.invalidated = true
                        self?.needsUpdate = true
                    }
                }
                count(typeName)
                state.body = Self.body(of: view, environment: context.environment)
            }
            var result = StandInTreeNode(kind: typeName)
            result.children = [walk(state.body!, key: key + "/body", context: context)]
            return result
        }

        private func adoptStateObjects(of view: any View, into state: State) {
            let properties = Mirror(reflecting: view).children.compactMap {
                $0.value as? any StandInStateObjectProperty
            }
            for (index, property) in properties.enumerated() {
                if index < state.stateObjects.count {
                    property.standInAdopt(state.stateObjects[index])
                } else {
                    state.stateObjects.append(property.standInStorage)
                }
            }
        }

        private func count(_ typeName: String) {
            bodyEvaluations[typeName, default: 0] += 1
        }

        private static func body<V: View>(of view: V, environment: EnvironmentValues) -> any View {
            let saved = StandInEnvironment.current
            StandInEnvironment.current = environment
            defer { StandInEnvironment.current = saved }
            return view.body
        }

        private static func body<M: ViewModifier>(of modifier: M, environment: EnvironmentValues) -> any View {
            let saved = StandInEnvironment.current
            StandInEnvironment.current = environment
            defer { StandInEnvironment.current = saved }
            return modifier.body(content: _ViewModifier_Content<M>())
        }

        private static func bytes<V>(of value: V) -> [UInt8] {
            withUnsafeBytes(of: value) { Array($0) }
        }

        private static func equal<T: Equatable>(_ lhs: any Equatable, _ rhs: T) -> Bool {
            (lhs as? T) == rhs
        }
    }
#endif
