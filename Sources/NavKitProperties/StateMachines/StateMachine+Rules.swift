extension StateMachine {
    /// An argument whose value type is erased (internal).
    struct ErasedArgument {
        typealias Draw =
            (inout ChoiceSource, inout BundleStore, Model, System) throws(GenerationError) -> (Any, String)
        let label: String
        let bundle: Int?
        let resolve: (_ rule: String) -> Draw
    }

    /// Where a rule's argument comes from: a generator, the current state, or
    /// a bundle.
    ///
    /// ```swift
    /// machine.rule(
    ///     "transfer",
    ///     .element("from", of: accounts), .element("to", of: accounts),
    ///     .value("amount", Gen.int(in: 1...100))
    /// ) { model, bank, from, to, amount in … }
    /// ```
    public struct Argument<Value> {
        /// Draws the value and its text (only when the source records) in a state.
        typealias Draw =
            (inout ChoiceSource, inout BundleStore, Model, System) throws(GenerationError) -> (Value, String)

        let label: String
        let bundle: Int?
        /// Makes the draw function of the argument of the rule with this name.
        let resolve: (_ rule: String) -> Draw

        /// The argument with its value type erased, for the rule's list.
        var erased: ErasedArgument {
            let resolve = self.resolve
            return ErasedArgument(label: label, bundle: bundle) { rule in
                let draw = resolve(rule)
                return { source, store, model, system throws(GenerationError) in
                    let (value, text) = try draw(&source, &store, model, system)
                    return (value, text)
                }
            }
        }

        /// An argument drawn from `generator`; shrinks as the generator does.
        ///
        /// - Parameters:
        ///   - label: The argument's label in printed programs.
        ///   - generator: The generator.
        /// - Returns: The argument.
        public static func value(_ label: String, _ generator: Gen<Value>) -> Argument {
            Argument(label: label, bundle: nil) { rule in
                let named = generator.named("argument \"\(label)\" of rule \"\(rule)\"")
                return { source, _, _, _ throws(GenerationError) in
                    let value = try named.generate(from: &source)
                    return (value, source.isRecording ? String(reflecting: value) : "")
                }
            }
        }

        /// An argument drawn from a generator that depends on the current
        /// state, such as an index into the model's list.
        ///
        /// - Parameters:
        ///   - label: The argument's label in printed programs.
        ///   - generator: Returns the generator to draw from in a state.
        /// - Returns: The argument.
        public static func value(_ label: String, from generator: @escaping (Model, System) -> Gen<Value>) -> Argument {
            Argument(label: label, bundle: nil) { _ in
                { source, _, model, system throws(GenerationError) in
                    let value = try generator(model, system).generate(from: &source)
                    return (value, source.isRecording ? String(reflecting: value) : "")
                }
            }
        }

        /// One of the values in `bundle`, which stays there; the rule runs only
        /// while the bundle is not empty. Shrinks towards the oldest value.
        ///
        /// - Parameters:
        ///   - label: The argument's label in printed programs.
        ///   - bundle: The bundle.
        /// - Returns: The argument.
        public static func element(_ label: String, of bundle: StateMachineBundle<Value>) -> Argument {
            fromBundle(label, bundle, consume: false)
        }

        /// One of the values in `bundle`, removed from it; the rule runs only
        /// while the bundle is not empty.
        ///
        /// - Parameters:
        ///   - label: The argument's label in printed programs.
        ///   - bundle: The bundle.
        /// - Returns: The argument.
        public static func consumed(_ label: String, from bundle: StateMachineBundle<Value>) -> Argument {
            fromBundle(label, bundle, consume: true)
        }

        private static func fromBundle(_ label: String, _ bundle: StateMachineBundle<Value>, consume: Bool) -> Argument
        {
            let index = bundle.index
            return Argument(label: label, bundle: index) { _ in
                { source, bundles, _, _ throws(GenerationError) in
                    let count = bundles.count(of: index)
                    guard count > 0 else { throw GenerationError.unsatisfiedFilter(attempts: 1) }
                    // Always one recorded choice, whatever the bundle's size, so that deleting the
                    // step that created an earlier value does not shift the choices after it.
                    let choice = source.draw(upTo: bundleChoiceMaximum) { generator in
                        generator.next(upTo: UInt64(count - 1))
                    }
                    let position = Int(min(choice, UInt64(count - 1)))
                    let taken = bundles.take(at: position, from: index, consume: consume)
                    guard let value = taken.value as? Value else { preconditionFailure("bundle holds its own type") }
                    return (value, taken.name)
                }
            }
        }
    }

    /// Adds a rule without arguments: a step programs can take.
    ///
    /// ```swift
    /// machine.rule("pop", when: { model, _ in model.count > 1 }) { model, stack in
    ///     try stack.pop()
    ///     model.removeLast()
    /// }
    /// ```
    ///
    /// Rules with one to four arguments take them before `weight:`, each an
    /// ``Argument`` (a generated value, a value depending on the state, or a
    /// value from a bundle); ``rule(_:_:produces:weight:when:perform:)`` and
    /// its siblings add the step's result to a bundle.
    ///
    /// - Parameters:
    ///   - name: The rule's name in printed programs and labels.
    ///   - weight: How often random programs pick the rule relative to the
    ///     others; shrinking still prefers rules added earlier.
    ///   - precondition: Whether the rule may run in a state; always by
    ///     default.
    ///   - perform: Performs the step on the model and the system; throws if
    ///     they disagree.
    public mutating func rule(
        _ name: String, weight: Int = 1, when precondition: ((Model, System) -> Bool)? = nil,
        perform: @escaping (inout Model, inout System) throws -> Void
    ) {
        addRule(name, [], weight, precondition, nil) { model, system, _ in
            try perform(&model, &system)
            return nil
        }
    }

    /// Adds a rule with one argument.
    ///
    /// ```swift
    /// machine.rule("push", .value("element", Gen.int(in: 0...9))) { model, stack, element in
    ///     stack.push(element)
    ///     model.append(element)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The rule's name in printed programs and labels.
    ///   - a: Where the argument comes from.
    ///   - weight: How often random programs pick the rule.
    ///   - precondition: Whether the rule may run in a state.
    ///   - perform: Performs the step; throws if model and system disagree.
    public mutating func rule<A>(
        _ name: String, _ a: Argument<A>, weight: Int = 1, when precondition: ((Model, System) -> Bool)? = nil,
        perform: @escaping (inout Model, inout System, A) throws -> Void
    ) {
        addRule(name, [a.erased], weight, precondition, nil) { model, system, values in
            try perform(&model, &system, cast(values[0]))
            return nil
        }
    }

    /// Adds a rule with two arguments.
    ///
    /// - Parameters:
    ///   - name: The rule's name in printed programs and labels.
    ///   - a: Where the first argument comes from.
    ///   - b: Where the second argument comes from.
    ///   - weight: How often random programs pick the rule.
    ///   - precondition: Whether the rule may run in a state.
    ///   - perform: Performs the step; throws if model and system disagree.
    public mutating func rule<A, B>(
        _ name: String, _ a: Argument<A>, _ b: Argument<B>, weight: Int = 1,
        when precondition: ((Model, System) -> Bool)? = nil,
        perform: @escaping (inout Model, inout System, A, B) throws -> Void
    ) {
        addRule(name, [a.erased, b.erased], weight, precondition, nil) { model, system, values in
            try perform(&model, &system, cast(values[0]), cast(values[1]))
            return nil
        }
    }

    /// Adds a rule with three arguments.
    ///
    /// - Parameters:
    ///   - name: The rule's name in printed programs and labels.
    ///   - a: Where the first argument comes from.
    ///   - b: Where the second argument comes from.
    ///   - c: Where the third argument comes from.
    ///   - weight: How often random programs pick the rule.
    ///   - precondition: Whether the rule may run in a state.
    ///   - perform: Performs the step; throws if model and system disagree.
    public mutating func rule<A, B, C>(
        _ name: String, _ a: Argument<A>, _ b: Argument<B>, _ c: Argument<C>, weight: Int = 1,
        when precondition: ((Model, System) -> Bool)? = nil,
        perform: @escaping (inout Model, inout System, A, B, C) throws -> Void
    ) {
        addRule(name, [a.erased, b.erased, c.erased], weight, precondition, nil) { model, system, values in
            try perform(&model, &system, cast(values[0]), cast(values[1]), cast(values[2]))
            return nil
        }
    }

    /// Adds a rule without arguments whose step creates a value for
    /// `bundle`; later rules use it through ``Argument/element(_:of:)`` or
    /// ``Argument/consumed(_:from:)``.
    ///
    /// - Parameters:
    ///   - name: The rule's name in printed programs and labels.
    ///   - bundle: The bundle the result goes into.
    ///   - weight: How often random programs pick the rule.
    ///   - precondition: Whether the rule may run in a state.
    ///   - perform: Performs the step and returns the new value.
    public mutating func rule<Output>(
        _ name: String, produces bundle: StateMachineBundle<Output>, weight: Int = 1,
        when precondition: ((Model, System) -> Bool)? = nil,
        perform: @escaping (inout Model, inout System) throws -> Output
    ) {
        addRule(name, [], weight, precondition, bundle.index) { model, system, _ in try perform(&model, &system) }
    }

    /// Adds a rule with one argument whose step creates a value for `bundle`.
    ///
    /// ```swift
    /// machine.rule("open", .value("owner", owners), produces: accounts) { model, bank, owner in
    ///     let account = bank.open(owner: owner)
    ///     model[account] = 0
    ///     return account
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The rule's name in printed programs and labels.
    ///   - a: Where the argument comes from.
    ///   - bundle: The bundle the result goes into.
    ///   - weight: How often random programs pick the rule.
    ///   - precondition: Whether the rule may run in a state.
    ///   - perform: Performs the step and returns the new value.
    public mutating func rule<A, Output>(
        _ name: String, _ a: Argument<A>, produces bundle: StateMachineBundle<Output>, weight: Int = 1,
        when precondition: ((Model, System) -> Bool)? = nil,
        perform: @escaping (inout Model, inout System, A) throws -> Output
    ) {
        addRule(name, [a.erased], weight, precondition, bundle.index) { model, system, values in
            try perform(&model, &system, cast(values[0]))
        }
    }

    /// Adds a rule with two arguments whose step creates a value for `bundle`.
    ///
    /// - Parameters:
    ///   - name: The rule's name in printed programs and labels.
    ///   - a: Where the first argument comes from.
    ///   - b: Where the second argument comes from.
    ///   - bundle: The bundle the result goes into.
    ///   - weight: How often random programs pick the rule.
    ///   - precondition: Whether the rule may run in a state.
    ///   - perform: Performs the step and returns the new value.
    public mutating func rule<A, B, Output>(
        _ name: String, _ a: Argument<A>, _ b: Argument<B>, produces bundle: StateMachineBundle<Output>,
        weight: Int = 1, when precondition: ((Model, System) -> Bool)? = nil,
        perform: @escaping (inout Model, inout System, A, B) throws -> Output
    ) {
        addRule(name, [a.erased, b.erased], weight, precondition, bundle.index) { model, system, values in
            try perform(&model, &system, cast(values[0]), cast(values[1]))
        }
    }

    private mutating func addRule(
        _ name: String, _ arguments: [ErasedArgument], _ weight: Int, _ precondition: ((Model, System) -> Bool)?,
        _ bundle: Int?, body: @escaping (inout Model, inout System, [Any]) throws -> Any?
    ) {
        Swift.precondition(weight > 0, "a rule's weight must be positive")
        let draws = arguments.map { $0.resolve(name) }
        let labels = arguments.map(\.label)
        let perform: Rule.Perform = { model, system, source, store, program in
            var values: [Any] = []
            var texts: [String] = []
            values.reserveCapacity(draws.count)
            for draw in draws {
                let (value, text) = try draw(&source, &store, model, system)
                values.append(value)
                texts.append(text)
            }
            var step: StateMachineProgram.Step?
            if program != nil {
                step = StateMachineProgram.Step(
                    rule: name, arguments: zip(labels, texts).map { .init(label: $0, value: $1) })
            }
            let output: Any?
            do {
                output = try body(&model, &system, values)
            } catch {
                if let step { program?.steps.append(step) }
                throw StepFailed(error: error)
            }
            if let bundle, let output {
                let variable = store.add(output, to: bundle)
                step?.result = variable
            }
            if let step { program?.steps.append(step) }
        }
        rules.append(
            Rule(
                name: name, weight: weight, bundles: arguments.compactMap(\.bundle), precondition: precondition,
                perform: perform))
    }
}

/// The range a bundle position is recorded with: larger than any bundle.
private let bundleChoiceMaximum = UInt64(UInt32.max)

/// `value` as a `T`; the rule that stored it guarantees the type.
private func cast<T>(_ value: Any) -> T {
    guard let typed = value as? T else { preconditionFailure("a rule argument has the type its argument declared") }
    return typed
}
