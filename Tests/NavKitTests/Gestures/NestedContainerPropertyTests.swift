import NavKit
import NavKitTesting
import Testing

/// Invariant 10 over random nestings: the innermost container that can go back takes the back
/// gesture, the programmatic back and go-back; an outer one only when the inner cannot (and its
/// root defers). Both containers stay consistent.
@Suite("Nested containers, property (invariant 10)")
@MainActor
struct NestedContainerPropertyTests {
    enum Back: CaseIterable, Sendable {
        case swipeInside, swipeOutside, programmatic, keyboard
    }

    static let cases = Gen.zip(
        Gen<Int>.int(in: 1...3), Gen<Int>.int(in: 1...3), Gen<Bool>.bool, Gen<Bool>.bool,
        Gen<[Back]>.array(of: .element(of: Back.allCases), length: 1...5))

    @Test("every back goes to the innermost container that can go back, in either layout direction")
    func innermostTakesIt() {
        verifyProperty("nested back", Self.cases, iterations: 300) { innerDepth, outerExtra, defers, rtl, backs in
            let inner = (0..<innerDepth).map { index in
                Screen(
                    id: ScreenID("i\(index)"),
                    preferences: ScreenPreferences(defersBackToEnclosingContainer: index == 0 ? defers : true))
            }
            let h = try NestedHarness(inner: inner, outerDirection: rtl ? .rightToLeft : .leftToRight)
            if outerExtra > 1 {
                let middle = (1..<outerExtra).map { Screen(id: ScreenID("o\($0)")) }
                try h.outer.setStack([Screen(id: "home")] + middle + [Screen(id: "tabs")], animated: false)
                h.outer.embed(h.inner, in: "tabs", frame: NestedHarness.innerFrame)
            }
            // The model: depths it keeps itself.
            var outerDepth = outerExtra + 1
            var innerCount = innerDepth
            for back in backs {
                let tabsOnTop = h.outer.topScreen.id == "tabs"
                let innerCanGoBack = tabsOnTop && innerCount > 1
                let innerDefers = innerCount > 1 || defers
                let expected: String
                switch back {
                case .swipeOutside:
                    expected = outerDepth > 1 ? "outer" : "none"
                case .swipeInside, .programmatic, .keyboard:
                    if innerCanGoBack {
                        expected = "inner"
                    } else if !tabsOnTop || innerDefers {
                        expected = outerDepth > 1 ? "outer" : "none"
                    } else {
                        expected = "none"
                    }
                }
                let (outerBefore, innerBefore) = (h.outerIDs, h.innerIDs)
                switch back {
                case .swipeInside: try h.swipe()
                case .swipeOutside: try h.swipe(y: 20)
                case .programmatic:
                    _ = try? h.outer.handle(.started(at: h.host.now))
                    _ = try? h.outer.handle(.committed(velocity: 2, at: h.host.now))
                    try h.settle()
                case .keyboard:
                    _ = try? h.outer.goBack(from: .keyboard, animated: false)
                    try h.settle()
                }
                let popped =
                    h.outerIDs.count < outerBefore.count
                    ? "outer" : h.innerIDs.count < innerBefore.count ? "inner" : "none"
                guard popped == expected, h.outerIDs.count >= outerBefore.count - 1,
                    h.innerIDs.count >= innerBefore.count - 1
                else {
                    throw PropertyViolation(
                        "\(back) popped \(popped), expected \(expected): outer \(outerBefore) → \(h.outerIDs), inner \(innerBefore) → \(h.innerIDs)"
                    )
                }
                if popped == "outer" { outerDepth -= 1 }
                if popped == "inner" { innerCount -= 1 }
            }
        }
    }
}
