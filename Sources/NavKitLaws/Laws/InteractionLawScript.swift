import NavKitCore
public import NavKitProperties

extension InteractionLaws {
    /// One input of a generated script.
    public enum Input: Sendable, Hashable, CustomStringConvertible {
        /// `update(progress, at: now + dt)`.
        case update(Double, dt: Double)
        /// Time passes (`advance(to:)` while interacting).
        case wait(Double)

        /// `update to 0.4 after 0.02 s` (`update to 0.4` at the same time) or `wait 0.1 s`.
        public var description: String {
            switch self {
            case .update(let p, let dt) where dt == 0: "update to \(LawNumber.exact(p))"
            case .update(let p, let dt): "update to \(LawNumber.exact(p)) after \(LawNumber.exact(dt)) s"
            case .wait(let dt): "wait \(LawNumber.exact(dt)) s"
            }
        }

        /// `u0.4+0.02` or `w0.1`.
        var argument: String {
            switch self {
            case .update(let p, let dt): "u\(LawNumber.exact(p))+\(LawNumber.exact(dt))"
            case .wait(let dt): "w\(LawNumber.exact(dt))"
            }
        }
    }

    /// A whole generated script: inputs, then a release.
    public struct Script: Sendable, Hashable, CustomStringConvertible {
        /// The inputs before the release.
        public var inputs: [Input]
        /// Whether the release is a finish (else a cancel).
        public var finishes: Bool
        /// The release velocity, in progress units per second.
        public var velocity: Double
        /// A non-finite value to try before the release, for the refusal law.
        public var poison: Double

        /// Creates a script.
        /// - Parameters:
        ///   - inputs: The inputs before the release.
        ///   - finishes: Whether the release finishes (else it cancels).
        ///   - velocity: The release velocity.
        ///   - poison: The non-finite value the refusal law tries.
        public init(inputs: [Input], finishes: Bool, velocity: Double, poison: Double = .nan) {
            self.inputs = inputs
            self.finishes = finishes
            self.velocity = velocity
            self.poison = poison
        }

        /// Every part: the inputs, the release, the poison.
        public var description: String {
            describe(release: true, poison: true)
        }

        /// The script in the terms of one law: the refusal law never releases, the others never
        /// try the poison.
        /// - Parameter law: The law.
        /// - Returns: e.g. `update 1.3 after 0 s, then finish at velocity 0`.
        public func description(for law: Law) -> String {
            describe(release: law != .refusesBadInput, poison: law == .refusesBadInput)
        }

        private func describe(release: Bool, poison showsPoison: Bool) -> String {
            var parts = inputs.map(\.description)
            if showsPoison { parts.append("then try \(LawNumber.text(poison))") }
            if release {
                parts.append("then \(finishes ? "finish" : "cancel") at velocity \(LawNumber.exact(velocity))")
            }
            if inputs.isEmpty { parts.insert("no update", at: 0) }
            return parts.joined(separator: ", ")
        }

        /// The script as one command-line word, e.g. `u0.4+0.02,w0.1,cancel:-2,poison:inf`; a
        /// finish at velocity 0 and a NaN poison are left out (`empty` when nothing is left).
        /// ``init(argument:)`` reads it back.
        public var argument: String {
            var parts = inputs.map(\.argument)
            if !finishes || velocity != 0 {
                parts.append("\(finishes ? "finish" : "cancel"):\(LawNumber.exact(velocity))")
            }
            if !poison.isNaN { parts.append("poison:\(LawNumber.text(poison))") }
            return parts.isEmpty ? "empty" : parts.joined(separator: ",")
        }

        /// Reads a script written by ``argument``.
        /// - Parameter argument: Comma-separated `uPROGRESS+SECONDS` (an update), `wSECONDS` (a
        ///   wait), `finish:VELOCITY` or `cancel:VELOCITY`, `poison:nan|inf|-inf`; or `empty`.
        /// - Throws: ``TransitionLawCaseError`` naming the first field it cannot read.
        public init(argument: String) throws(TransitionLawCaseError) {
            self.init(inputs: [], finishes: true, velocity: 0)
            let expected = "uPROGRESS+SECONDS, wSECONDS, finish:VELOCITY, cancel:VELOCITY, poison:nan|inf|-inf"
            for field in argument.split(separator: ",").map(String.init) where field != "empty" {
                let parts = field.split(separator: ":", maxSplits: 1).map(String.init)
                if parts.count == 2, ["finish", "cancel"].contains(parts[0]), let v = Double(parts[1]), v.isFinite {
                    finishes = parts[0] == "finish"
                    velocity = v
                } else if parts.count == 2, parts[0] == "poison", let v = Double(parts[1]), !v.isFinite {
                    poison = v
                } else if field.hasPrefix("w"), let dt = Double(field.dropFirst()), dt.isFinite, dt >= 0 {
                    inputs.append(.wait(dt))
                } else if field.hasPrefix("u"), case let numbers = field.dropFirst().split(separator: "+"),
                    numbers.count == 2, let p = Double(numbers[0]), let dt = Double(numbers[1]), dt.isFinite, dt >= 0
                {
                    inputs.append(.update(p, dt: dt))
                } else {
                    throw .badField(field, expected: expected)
                }
            }
        }

        /// The generator of scripts.
        public static var generator: Gen<Script> {
            let input = Gen<Input>.frequency(
                (
                    4,
                    Gen.zip(Gen<Double>.double(in: -2...3), Gen<Double>.double(in: 0...0.1)).map {
                        Input.update($0, dt: $1)
                    }
                ),
                (1, Gen<Double>.double(in: 0...0.5).map { Input.wait($0) }))
            return Gen.zip(
                Gen<[Input]>.array(of: input, length: 0...30), Gen<Bool>.bool, Gen<Double>.double(in: -20...20),
                Gen<Double>.doubleIncludingNonFinite.filter { !$0.isFinite }
            ).map { Script(inputs: $0, finishes: $1, velocity: $2, poison: $3) }
        }

        /// The script with what the law does not read set to its simplest value.
        func normalized(for law: Law) -> Script {
            var copy = self
            if law == .refusesBadInput {
                copy.finishes = true
                copy.velocity = 0
            } else {
                copy.poison = .nan
            }
            return copy
        }

        /// Strictly simpler scripts, simplest first: fewer inputs, a finish instead of a cancel,
        /// simpler numbers.
        func simplerScripts(for law: Law) -> [Script] {
            var found: [Script] = []
            for index in inputs.indices {
                var copy = self
                copy.inputs.remove(at: index)
                found.append(copy)
            }
            if law != .refusesBadInput {
                if !finishes {
                    found.append(Script(inputs: inputs, finishes: true, velocity: velocity, poison: poison))
                }
                for v in SimplerNumber.candidates(velocity, preferred: [0, 1, -1], in: -20...20) {
                    found.append(Script(inputs: inputs, finishes: finishes, velocity: v, poison: poison))
                }
            } else {
                for simpler in [Double.nan, .infinity] where poison == -.infinity || (simpler.isNaN && !poison.isNaN) {
                    found.append(Script(inputs: inputs, finishes: finishes, velocity: velocity, poison: simpler))
                }
            }
            for index in inputs.indices {
                let simpler: [Input]
                switch inputs[index] {
                case .update(let p, let dt):
                    simpler =
                        SimplerNumber.candidates(p, preferred: [0.5, 0, 1], in: -2...3).map { .update($0, dt: dt) }
                        + SimplerNumber.candidates(dt, preferred: [0, 0.01], in: 0...0.1).map { .update(p, dt: $0) }
                case .wait(let dt):
                    simpler = SimplerNumber.candidates(dt, preferred: [0.1, 0], in: 0...0.5).map { .wait($0) }
                }
                for input in simpler {
                    var copy = self
                    copy.inputs[index] = input
                    found.append(copy)
                }
            }
            return found
        }
    }
}
