import Testing

@testable import NavKitAnimators

@Suite("Pure-Swift elementary functions")
struct ElementaryFunctionsTests {
    @Test("exp agrees with the C library to 1e-14 relative over -700…700")
    func exponential() {
        var random = SeededGenerator(seed: 7)
        let xs =
            (0..<5000).map { _ in random.double(in: -700...700) } + [0, -1e-300, 1, -1, 0.5 * 0.693_147_180_559_945_3]
        for x in xs {
            let expected = Reference.exp(x)
            #expect(abs(ElementaryFunctions.exp(x) - expected) <= 1e-14 * expected, "exp(\(x))")
        }
        #expect(ElementaryFunctions.exp(0) == 1)
        #expect(ElementaryFunctions.exp(-800) == 0)
        #expect(ElementaryFunctions.exp(800) == .infinity)
    }

    @Test("sin and cos agree with the C library to 1e-13 over -2000…2000 radians")
    func sineAndCosine() {
        var random = SeededGenerator(seed: 11)
        let xs = (0..<5000).map { _ in random.double(in: -2000...2000) } + [0, Double.pi / 2, -Double.pi, 1e-9]
        for x in xs {
            #expect(abs(ElementaryFunctions.sin(x) - Reference.sin(x)) <= 1e-13, "sin(\(x))")
            #expect(abs(ElementaryFunctions.cos(x) - Reference.cos(x)) <= 1e-13, "cos(\(x))")
        }
        #expect(ElementaryFunctions.cos(0) == 1)
        #expect(ElementaryFunctions.sin(0) == 0)
    }
}
