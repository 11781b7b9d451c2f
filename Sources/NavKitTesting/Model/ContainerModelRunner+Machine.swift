import NavKit

extension ContainerModelRunner {
    /// The model-based container test as a rule-based ``NavKitProperties/StateMachine``: one rule
    /// per kind of ``ContainerStep`` (with the weights of ``ContainerStep/generator(poolSize:)``),
    /// plus rules that only run in the states that make them interesting — a finger that catches
    /// a running transition, a preference change of a screen in flight, new bounds during a
    /// transition, instant pushes that give the stack depth. Every invariant of the design is
    /// checked after every step (and after every frame and touch inside it); a failing program
    /// is shrunk (rules and arguments) and printed one step a line:
    ///
    /// ```
    /// push(s1)
    /// advance(0.1s)
    /// preferenceInFlight(s0, true)
    /// cancelSwipe(0.0)
    /// ```
    ///
    /// ```swift
    /// @Test @MainActor func containerAgreesWithTheModel() {
    ///     expectStateMachine(ContainerModelRunner.stateMachine(), settings: PropertySettings(iterations: 2_000))
    /// }
    /// ```
    ///
    /// `NAVKIT_PROPERTY_ITERATIONS` and `NAVKIT_PROPERTY_SEED` apply as to every property.
    /// - Parameters:
    ///   - name: The machine's name (its failure-database key).
    ///   - maxSteps: The most steps in one program.
    ///   - poolSize: How many distinct screens the steps name.
    ///   - runner: Makes the runner every program starts from (a custom registry or configuration).
    ///   - finally: Called with the runner after each program has settled, such as to count what
    ///     the programs exercised.
    /// - Returns: The machine.
    public static func stateMachine(
        _ name: String = "container vs reference model", maxSteps: Int = 45, poolSize: Int = 6,
        runner: @escaping () -> ContainerModelRunner = { ContainerModelRunner() },
        finally: ((ContainerModelRunner) -> Void)? = nil
    ) -> StateMachine<Void, ContainerModelRunner> {
        var machine = StateMachine(name, maxSteps: maxSteps, model: { () }, system: runner)
        let preconditions: [String: (ContainerModelRunner) -> Bool] = [
            "updateSwipe": { if case .none = $0.swipe { false } else { true } },
            "nest": { $0.nested.count < 2 },
        ]
        for kind in ContainerStep.kinds(poolSize: poolSize) {
            machine.addStepRule(kind.name, weight: kind.weight, when: preconditions[kind.name], steps: kind.generator)
        }
        // A transition runs exactly while the model has a request outstanding (the invariant
        // checks hold the container to that), and asking the model is cheaper.
        let running: (ContainerModelRunner) -> Bool = { !$0.log.model.outstanding.isEmpty }
        let instantPush: (ContainerModelRunner) -> Bool = { $0.instantPush(poolSize: poolSize) != nil }
        machine.addStepRule("pushInstantly", weight: 3, when: instantPush) { runner in
            .constant(runner.instantPush(poolSize: poolSize) ?? .advance(0))
        }
        let swipes = SwipeSpec.generator.map(ContainerStep.touchSwipe)
        machine.addStepRule("catch", weight: 4, when: running, steps: swipes)
        machine.addStepRule("preferenceInFlight", weight: 4, when: running) { runner in
            let numbers = runner.numbersInFlight
            let screen = Gen<Int>.element(of: numbers.isEmpty ? [0] : numbers)
            let title = Gen<String?>.optional(Gen<String>.element(of: ["Back", "Inbox"]))
            return Gen.frequency(
                (2, Gen.zip(screen, Gen<Bool>.bool).map { ContainerStep.setBarHidden($0, $1) }),
                (1, Gen.zip(screen, title).map { ContainerStep.setBackButtonTitle($0, $1) }))
        }
        let bounds = Gen.zip(Gen<Double>.double(in: 240...1_024), Gen<Double>.double(in: 320...1_366)).map {
            ContainerStep.setBounds(width: $0, height: $1)
        }
        machine.addStepRule("boundsInFlight", weight: 2, when: running, steps: bounds)
        // Containers nested in the top screen, and back swipes that land on them (invariant 10).
        let canNestInTop: (ContainerModelRunner) -> Bool = { $0.nested.count < 2 && $0.topNumber != nil }
        machine.addStepRule("nestInTop", weight: 2, when: canNestInTop) { runner in
            let top = runner.topNumber ?? 0
            return Gen<Int>.int(in: 1...3).map { ContainerStep.nest(top, depth: $0) }
        }
        let canSwipeOnNested: (ContainerModelRunner) -> Bool = { $0.canSwipeOnNested }
        machine.addStepRule("swipeNested", weight: 5, when: canSwipeOnNested) { runner in
            let bounds = runner.model.bounds
            let frame = ContainerModelRunner.nestedFrame
            let top = (frame.minY + 20) / bounds.height
            let bottom = (frame.maxY - 20) / bounds.height
            return Gen.zip(
                SwipeSpec.generator, Gen<Double>.double(in: 0...(15 / bounds.width)),
                Gen<Double>.double(in: top...bottom)
            )
            .map { spec, start, vertical in
                var onNested = spec
                onNested.startFraction = start
                onNested.verticalFraction = vertical
                return ContainerStep.touchSwipe(onNested)
            }
        }
        machine.invariant("the container agrees with the model") { _, runner in try runner.checkInvariants() }
        machine.teardown { _, runner in
            try runner.settle()
            finally?(runner)
        }
        return machine
    }

    /// The next instant push that gives an idle stack depth, if the pool has a screen left.
    func instantPush(poolSize: Int) -> ContainerStep? {
        let model = log.model
        guard model.outstanding.isEmpty, model.screens.count < poolSize else { return nil }
        // The pool numbers in the stack, as bits (pools are small).
        var used: UInt64 = 0
        for screen in model.screens {
            if let number = ContainerStep.number(of: screen.id), (0..<64).contains(number) { used |= 1 << number }
        }
        return (1..<poolSize).first { $0 >= 64 || used & (1 << $0) == 0 }.map { .push($0, animated: false) }
    }

    /// The pool number of the model's top screen while nothing is outstanding.
    var topNumber: Int? {
        guard log.model.outstanding.isEmpty else { return nil }
        return ContainerStep.number(of: log.model.topID)
    }

    /// Whether an edge swipe can land on a container nested in the model's top screen: nothing is
    /// outstanding, the top screen holds one, and the leading edge lies in its frame.
    var canSwipeOnNested: Bool {
        let model = log.model
        guard model.outstanding.isEmpty, model.nestingScreens.contains(model.topID) else {
            return false
        }
        let bounds = model.bounds
        return bounds.height > Self.nestedFrame.maxY
            && (model.layoutDirection == .leftToRight || bounds.width <= Self.nestedFrame.maxX)
    }

    /// The pool numbers of the screens in flight: the model's top and where the first request
    /// leads.
    var numbersInFlight: [Int] {
        let ids = [model.topID, model.destination?.last?.id].compactMap { $0 }
        return ids.compactMap(ContainerStep.number(of:))
    }
}

/// A step as a rule's one argument: printed as the step's arguments, so a program reads
/// `push(s1, animated: false)`.
struct ContainerStepCall: CustomDebugStringConvertible {
    var step: ContainerStep
    var debugDescription: String { step.arguments }
}

extension StateMachine where Model == Void, System == ContainerModelRunner {
    /// Adds a rule that performs one step drawn from a generator.
    @MainActor
    mutating func addStepRule(
        _ name: String, weight: Int, when precondition: ((ContainerModelRunner) -> Bool)?, steps: Gen<ContainerStep>
    ) {
        addStepRule(name, weight: weight, when: precondition, .value("", steps.map(ContainerStepCall.init)))
    }

    /// Adds a rule that performs one step drawn from a generator that depends on the state.
    @MainActor
    mutating func addStepRule(
        _ name: String, weight: Int, when precondition: @escaping (ContainerModelRunner) -> Bool,
        steps: @escaping (ContainerModelRunner) -> Gen<ContainerStep>
    ) {
        addStepRule(
            name, weight: weight, when: precondition,
            .value("") { _, runner in steps(runner).map(ContainerStepCall.init) })
    }

    @MainActor
    private mutating func addStepRule(
        _ name: String, weight: Int, when precondition: ((ContainerModelRunner) -> Bool)?,
        _ argument: Argument<ContainerStepCall>
    ) {
        var condition: ((Void, ContainerModelRunner) -> Bool)?
        if let precondition { condition = { _, runner in precondition(runner) } }
        rule(name, argument, weight: weight, when: condition) { _, runner, call in try runner.apply(call.step) }
    }
}
