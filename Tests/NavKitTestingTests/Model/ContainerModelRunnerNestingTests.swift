import NavKit
import NavKitTesting
import Testing

/// The model checker's own view of nested containers (invariant 10): it knows where each nested
/// container sits and how deep its stack is, so it can tell which container a back swipe belongs
/// to without asking the containers.
@Suite("Model checker: nested containers")
@MainActor
struct ContainerModelRunnerNestingTests {
    /// A swipe from the leading edge, half-way down: inside the nested containers' frame.
    let swipe = ContainerStep.touchSwipe(SwipeSpec(startFraction: 0.01, travel: 0.7, duration: 0.2))

    @Test("a back swipe on a nested container that can go back pops the nested stack, and the runner counts it")
    func nestedContainerTakesTheSwipe() throws {
        let runner = ContainerModelRunner()
        try runner.run([.push(1, animated: false), .nest(1, depth: 2), swipe])
        #expect(runner.nestedSwipesBegun == 1)
        #expect(runner.touchSwipesBegun == 0)
        #expect(runner.container.stack.map(\.id) == ["s0", "s1"])
        #expect(runner.nested.first?.container.stack.map(\.id) == ["n0"])
    }

    @Test("on a nested container at its root the enclosing container takes the swipe")
    func rootDefersToTheEnclosingContainer() throws {
        let runner = ContainerModelRunner()
        try runner.run([.push(1, animated: false), .nest(1, depth: 2), swipe, .advance(1), swipe])
        #expect(runner.nestedSwipesBegun == 1)
        #expect(runner.touchSwipesBegun == 1)
        #expect(runner.container.stack.map(\.id) == ["s0"])
    }

    @Test("a container that ignores its nested container is caught breaking invariant 10")
    func ignoringTheNestedContainerIsCaught() throws {
        let runner = ContainerModelRunner()
        runner.plantedFault = .ignoresNestedContainers
        let violation = #expect(throws: PropertyViolation.self) {
            try runner.run([.push(1, animated: false), .nest(1, depth: 3), swipe])
        }
        #expect(violation?.message.contains("invariant 10") == true, "\(String(describing: violation))")
    }
}
