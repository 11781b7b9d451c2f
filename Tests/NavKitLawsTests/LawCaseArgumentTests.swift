import NavKitCore
import NavKitLaws
import Testing

/// The case of a reproduce line reads back exactly, and bad ones are refused with the field named.
@Suite("Law cases on the command line")
struct LawCaseArgumentTests {
    static let cases = [
        TransitionLawCase.standard,
        TransitionLawCase(progress: 0.3, width: 1024.5, height: 0, direction: .backward, layoutDirection: .rightToLeft),
        TransitionLawCase(
            progress: 0.123456789, width: 1, height: 2, direction: .forward, layoutDirection: .leftToRight,
            fromBarHidden: true, toBarHidden: false, isInteractive: true),
        TransitionLawCase(
            progress: 1, width: 390, height: 844, direction: .backward, layoutDirection: .leftToRight,
            fromBarHidden: false, toBarHidden: true),
    ]

    @Test("a transition case reads back exactly from its argument", arguments: cases)
    func transitionRoundTrip(lawCase: TransitionLawCase) throws {
        #expect(try TransitionLawCase(argument: lawCase.argument) == lawCase)
    }

    @Test("the standard case is the shortest argument")
    func standardArgument() {
        #expect(TransitionLawCase.standard.argument == "push,390x844")
        #expect(Self.cases[1].argument == "pop,rtl,1024.5x0,p=0.3")
    }

    @Test(
        "a bad transition case names the field",
        arguments: [("push,sideways", "sideways"), ("p=2", "p=2"), ("bars=up-down", "bars=up-down"), ("12x", "12x")])
    func badTransitionCase(argument: String, field: String) {
        #expect(throws: TransitionLawCaseError.self) { try TransitionLawCase(argument: argument) }
        do {
            _ = try TransitionLawCase(argument: argument)
        } catch {
            #expect(error.description.hasPrefix("cannot read '\(field)' in the case"))
        }
    }

    static let scripts = [
        InteractionLaws.Script(inputs: [], finishes: true, velocity: 0),
        InteractionLaws.Script(
            inputs: [.update(0.4, dt: 0.02), .wait(0.1), .update(-1.5, dt: 0)], finishes: false, velocity: -2.5,
            poison: .infinity),
        InteractionLaws.Script(inputs: [.wait(0.5)], finishes: true, velocity: 3, poison: -.infinity),
    ]

    @Test("an interaction script reads back exactly from its argument", arguments: scripts)
    func scriptRoundTrip(script: InteractionLaws.Script) throws {
        let back = try InteractionLaws.Script(argument: script.argument)
        #expect(back.inputs == script.inputs)
        #expect(back.finishes == script.finishes)
        #expect(back.velocity == script.velocity)
        #expect(back.poison.bitPattern == script.poison.bitPattern || (back.poison.isNaN && script.poison.isNaN))
    }

    @Test("script arguments are short and readable")
    func scriptArguments() {
        #expect(Self.scripts[0].argument == "empty")
        #expect(Self.scripts[1].argument == "u0.4+0.02,w0.1,u-1.5+0,cancel:-2.5,poison:inf")
        #expect(
            Self.scripts[1].description(for: .progressClamped)
                == "update to 0.4 after 0.02 s, wait 0.1 s, update to -1.5, then cancel at velocity -2.5")
        #expect(
            Self.scripts[1].description(for: .refusesBadInput)
                == "update to 0.4 after 0.02 s, wait 0.1 s, update to -1.5, then try inf")
    }

    @Test("a bad script names the field", arguments: ["u0.4", "w-1", "finish:nan", "poison:3", "jump"])
    func badScript(argument: String) {
        #expect(
            throws: TransitionLawCaseError.badField(
                argument, expected: "uPROGRESS+SECONDS, wSECONDS, finish:VELOCITY, cancel:VELOCITY, poison:nan|inf|-inf"
            )
        ) {
            try InteractionLaws.Script(argument: argument)
        }
    }

    @Test("law names on the command line read back", arguments: TransitionLaw.allCases)
    func transitionLawIDs(law: TransitionLaw) {
        #expect(TransitionLaw(id: law.id) == law)
        #expect(law.id.allSatisfy { $0.isLowercase || $0 == "-" })
    }

    @Test("interaction law names on the command line read back", arguments: InteractionLaws.Law.allCases)
    func interactionLawIDs(law: InteractionLaws.Law) {
        #expect(InteractionLaws.Law(id: law.id) == law)
    }
}
