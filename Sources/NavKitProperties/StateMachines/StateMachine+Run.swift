extension StateMachine {
    /// A rule with its arguments erased (internal). A class, so that the engine's generic code
    /// (not specialised for the caller's model and system) reads a rule by one reference count
    /// instead of copying its name, bundles and closures at every step.
    final class Rule {
        let name: String
        let weight: Int
        /// The bundles the rule's arguments take values from.
        let bundles: [Int]
        let precondition: ((Model, System) -> Bool)?
        /// Draws the arguments, appends the step to the program, and performs
        /// it; throws ``GenerationError`` when an argument cannot be drawn,
        /// ``StepFailed`` when the step itself throws.
        let perform: Perform

        typealias Perform = (
            inout Model, inout System, inout ChoiceSource, inout BundleStore, inout StateMachineProgram?
        ) throws -> Void

        init(
            name: String, weight: Int, bundles: [Int], precondition: ((Model, System) -> Bool)?,
            perform: @escaping Perform
        ) {
            self.name = name
            self.weight = weight
            self.bundles = bundles
            self.precondition = precondition
            self.perform = perform
        }

        func isEnabled(_ model: Model, _ system: System, _ bundles: BundleStore) -> Bool {
            for bundle in self.bundles where bundles.count(of: bundle) == 0 { return false }
            guard let precondition else { return true }
            return precondition(model, system)
        }
    }

    /// The error a rule's perform closure wraps the step's own error in.
    struct StepFailed: Error {
        var error: any Error
    }

    /// A program chose a rule that could not run (replaying a shrunk or
    /// edited choice list).
    struct DisabledRule: Error, CustomStringConvertible {
        var rule: String
        var description: String { "rule \(rule) cannot run here" }
    }

    /// Runs one program from `source`: set-up, invariants, steps behind
    /// "continue" markers, teardown. Marks the rules that ran in `ran`.
    /// The program's text is only built when the source records (when a
    /// failure is regenerated, shrunk or replayed).
    func runProgram(
        _ source: inout ChoiceSource, ran: inout [Bool], failing: inout StateMachineProgram?
    ) -> PropertyEngine.Verdict {
        var program: StateMachineProgram? = source.isRecording ? StateMachineProgram() : nil
        func fail(_ place: StateMachineFailure.Place, _ error: any Error) -> PropertyEngine.Verdict {
            failing = program ?? StateMachineProgram()
            return .failed(StateMachineFailure(place: place, error: error))
        }
        var model = makeModel()
        var system: System
        do {
            system = try makeSystem()
        } catch {
            return fail(.setUp, error)
        }
        if let failure = checkInvariants(model, system, afterStep: 0) { return fail(failure.place, failure.error) }
        var bundles = BundleStore(bundleNames: bundleNames)
        let target = stepTarget(&source)
        var step = 0
        var enabled = [Bool](repeating: false, count: rules.count)
        // The weights as plain numbers: the engine is not specialised for the caller's model and
        // system, so every read of `rules[index]` went through the generic array subscript.
        let weights = rules.map { UInt64($0.weight) }
        while step < maxSteps {
            let start = source.position
            let more: UInt64 = step < target ? 1 : 0
            if source.draw(upTo: 1, using: { _ in more }) == 0 { break }
            for index in rules.indices { enabled[index] = rules[index].isEnabled(model, system, bundles) }
            guard enabled.contains(true) else { break }
            let index = Int(
                source.draw(upTo: UInt64(rules.count - 1)) { generator in Self.pick(enabled, weights, &generator) })
            let rule = rules[index]
            guard enabled[index] else { return .rejected(DisabledRule(rule: rule.name)) }
            step += 1
            do {
                try rule.perform(&model, &system, &source, &bundles, &program)
            } catch let failure as StepFailed {
                return fail(.step(step, rule: rule.name), failure.error)
            } catch {
                return .rejected(error)
            }
            if index < ran.count { ran[index] = true }
            source.recordSpan(from: start, kind: .step)
            if let failure = checkInvariants(model, system, afterStep: step) {
                return fail(failure.place, failure.error)
            }
        }
        if let teardownBody {
            do {
                try teardownBody(&model, &system)
            } catch {
                return fail(.teardown, error)
            }
        }
        return .passed
    }

    private func checkInvariants(_ model: Model, _ system: System, afterStep step: Int) -> StateMachineFailure? {
        for invariant in invariants {
            do {
                try invariant.check(model, system)
            } catch {
                return StateMachineFailure(place: .invariant(invariant.name, afterStep: step), error: error)
            }
        }
        return nil
    }

    /// Picks an enabled rule with probability proportional to its weight.
    private static func pick(_ enabled: [Bool], _ weights: [UInt64], _ generator: inout Xoshiro256StarStar) -> UInt64 {
        var total: UInt64 = 0
        for index in weights.indices where enabled[index] { total += weights[index] }
        var roll = generator.next(upTo: total - 1)
        for index in weights.indices where enabled[index] {
            if roll < weights[index] { return UInt64(index) }
            roll -= weights[index]
        }
        return UInt64(weights.count - 1)
    }

    /// The number of steps random generation aims for (not recorded): mostly
    /// anywhere up to ``maxSteps``, sometimes at most ten.
    private func stepTarget(_ source: inout ChoiceSource) -> Int {
        guard !source.isReplaying, maxSteps > 0 else { return maxSteps }
        let maximum = UInt64(maxSteps)
        return source.withUnrecordedRandomness { generator in
            generator.next(upTo: 9) == 0
                ? 1 + Int(generator.next(upTo: min(maximum, 10) - 1))
                : 1 + Int(generator.next(upTo: maximum - 1))
        }
    }
}
