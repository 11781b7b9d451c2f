import NavKitCore
import NavKitHost
import NavKitTesting

/// A model of a host's views that applies view commands exactly as *Hosting NavKit* says, and
/// complains about a command that changes nothing (a view touched for no reason).
struct ViewModel {
    private(set) var order: [ScreenID] = []
    private(set) var states: [ScreenID: LayerState] = [:]
    private(set) var bar: BarState?
    private(set) var bounds: Rect?
    private(set) var direction: LayoutDirection?
    private(set) var sharedElements: [SharedElementLayer] = []

    /// Applies a command of the change to `scene`.
    mutating func apply(_ command: ViewCommand, from scene: Scene) throws {
        func redundant() throws -> Never { throw PropertyViolation("\(command) changes nothing") }
        switch command {
        case .layout(let newBounds, let newDirection):
            if bounds == newBounds && direction == newDirection { try redundant() }
            bounds = newBounds
            direction = newDirection
        case .attach(let id):
            if order.contains(id) { throw PropertyViolation("\(id) attached twice") }
            order.append(id)
            states[id] = .resting
        case .detach(let id):
            guard let index = order.firstIndex(of: id) else {
                throw PropertyViolation("\(id) detached but not attached")
            }
            order.remove(at: index)
            states[id] = nil
        case .order(let id, let index):
            guard let from = order.firstIndex(of: id) else { throw PropertyViolation("\(id) ordered but not attached") }
            if from == index { try redundant() }
            order.remove(at: from)
            order.insert(id, at: index)
        case .transform(let id, let offset, let scale):
            var state = try attached(id)
            if state.offset == offset && state.scale == scale { try redundant() }
            state.offset = offset
            state.scale = scale
            states[id] = state
        case .alpha(let id, let value):
            try set(id, \.opacity, value)
        case .dimming(let id, let value):
            try set(id, \.dimming, value)
        case .shadow(let id, let value):
            try set(id, \.shadowOpacity, value)
        case .clip(let id, let clip):
            var state = try attached(id)
            if state.clip == clip { try redundant() }
            state.clip = clip
            states[id] = state
        case .sharedElements:
            if sharedElements == scene.sharedElements { try redundant() }
            sharedElements = scene.sharedElements
        case .bar:
            if bar == scene.bar { try redundant() }
            bar = scene.bar
        }
    }

    private func attached(_ id: ScreenID) throws -> LayerState {
        guard let state = states[id] else { throw PropertyViolation("\(id) changed but not attached") }
        return state
    }

    private mutating func set(_ id: ScreenID, _ property: WritableKeyPath<LayerState, Double>, _ value: Double) throws {
        var state = try attached(id)
        if state[keyPath: property] == value {
            throw PropertyViolation("setting \(property) of \(id) to \(value) changes nothing")
        }
        state[keyPath: property] = value
        states[id] = state
    }

    /// Throws unless the views show exactly the scene (z-index aside, which order expresses).
    func requireShows(_ scene: Scene) throws {
        let expected = scene.layers.map(\.screen)
        if order != expected { throw PropertyViolation("views ordered \(order), scene \(expected)") }
        for layer in scene.layers {
            var state = states[layer.screen]
            state?.zIndex = layer.state.zIndex
            if state != layer.state {
                throw PropertyViolation("\(layer.screen) shows \(String(describing: state)), scene \(layer.state)")
            }
        }
        if sharedElements != scene.sharedElements {
            throw PropertyViolation("shared elements show \(sharedElements), scene \(scene.sharedElements)")
        }
        if bar != scene.bar { throw PropertyViolation("bar shows \(String(describing: bar)), scene \(scene.bar)") }
        if bounds != scene.bounds || direction != scene.layoutDirection {
            throw PropertyViolation("layout \(String(describing: bounds)) \(String(describing: direction))")
        }
    }
}

/// Random scenes over a small pool of screens and values, so that unchanged values, swapped
/// orders and screens coming and going all happen often.
enum SceneGen {
    static let layerState: Gen<LayerState> = Gen.zip(
        Gen<Double>.element(of: [0, -130, 40.5]), Gen<Double>.element(of: [1, 0.9]),
        Gen<Double>.element(of: [1, 0.5]), Gen<Double>.element(of: [0, 0.3]), Gen<Double>.element(of: [0, 0.1]),
        Gen<Int>.int(in: 0...1)
    ).map { dx, scale, opacity, shadow, dimming, z in
        LayerState(
            offset: Vector(dx: dx, dy: 0), scale: scale, opacity: opacity, shadowOpacity: shadow, dimming: dimming,
            zIndex: z)
    }

    static let layer: Gen<ScreenLayer> = Gen.zip(Gen<String>.element(of: ["a", "b", "c"]), layerState).map {
        ScreenLayer(screen: ScreenID($0), title: $0, state: $1)
    }

    static let layers: Gen<SceneLayers> = Gen.zip(Gen<Int>.int(in: 0...2), layer, layer).map { count, first, second in
        switch count {
        case 0: SceneLayers()
        case 1: SceneLayers(first)
        default: first.screen == second.screen ? SceneLayers(first) : SceneLayers(first, second)
        }
    }

    /// None most often; otherwise one or two elements at one of a few frames.
    static let sharedElements: Gen<[SharedElementLayer]> = Gen<Int>.int(in: 0...3).map { pick in
        let photo = SharedElementLayer(
            element: "photo", fromScreen: "a", toScreen: "b", frame: Rect(x: 10, y: 20, width: 100, height: 80))
        var moved = photo
        moved.frame.origin.x = 60
        switch pick {
        case 1: return [photo]
        case 2: return [moved]
        case 3:
            return [photo, SharedElementLayer(element: "title", fromScreen: "a", toScreen: "b", frame: .zero)]
        default: return []
        }
    }

    static let scene: Gen<Scene> = Gen.zip(
        layers, Gen<Double>.element(of: [390, 320]), Gen<LayoutDirection>.element(of: LayoutDirection.allCases),
        Gen<String>.element(of: ["Home", "Detail"]), Gen<Double>.element(of: [0, -44]), sharedElements
    ).map { layers, width, direction, title, barOffset, shared in
        Scene(
            bounds: Rect(x: 0, y: 0, width: width, height: 844), layoutDirection: direction, layers: layers,
            bar: BarState(offset: barOffset, title: BarTitle(text: title)), sharedElements: shared)
    }
}
