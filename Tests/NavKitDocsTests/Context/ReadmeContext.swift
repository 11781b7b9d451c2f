// What the README's Swift blocks assume a reader has: an animator of their own, a queue to test,
// and a grid that knows where its thumbnails stand.
import NavKit
import NavKitProperties
import Testing

@MainActor final class ReadmeContext {
    /// The photo grid of the zoom example.
    let grid: any TransitionSourceResolver = Grid()

    final class Grid: TransitionSourceResolver {
        func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? { nil }
    }
}

/// The reader's own animator.
struct MyAnimator: AnimatedTransitioning {
    func duration(for context: TransitionContext) -> Double { 0.3 }
    func layers(at progress: Double, in context: TransitionContext) -> TransitionLayers {
        TransitionLayers(from: LayerState(), to: LayerState(opacity: min(1, max(0, progress))))
    }
}

/// The system the README's state machine tests: a queue of at most `capacity` elements.
struct BoundedQueue {
    struct Full: Error {}
    struct Empty: Error {}
    let capacity: Int
    private var elements: [Int] = []

    init(capacity: Int) { self.capacity = capacity }

    mutating func enqueue(_ element: Int) throws {
        guard elements.count < capacity else { throw Full() }
        elements.append(element)
    }

    mutating func dequeue() throws -> Int {
        guard !elements.isEmpty else { throw Empty() }
        return elements.removeFirst()
    }
}
