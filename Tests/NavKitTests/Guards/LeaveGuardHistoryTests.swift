import NavKit
import Testing

/// Histories the leave-guard property found, kept as named cases.
@Suite("Leave guards, found histories")
@MainActor
struct LeaveGuardHistoryTests {
    typealias Step = LeaveGuardPropertyTests.Step

    @Test(
        "an overriding pop to the root while requests wait behind a thrown-back pop plans against the stack they project"
    )
    func overridingPopToRootOverWaitingRequests() throws {
        let steps: [Step] = [
            .advance(0.41), .interactivePop(finish: true), .popToRoot(override: false), .programmaticBack, .swipe,
            .cancelledPopWithQueue, .answer(allow: false), .popToRoot(override: false), .push(5, animated: true),
            .pop(animated: true, override: false), .goBack(.accessibility), .push(5, animated: true),
            .push(2, animated: true), .push(1, animated: false), .programmaticBack, .answer(allow: false),
            .interactivePop(finish: true), .advance(0.44), .pop(animated: false, override: false),
            .push(3, animated: false), .answer(allow: false), .push(2, animated: true),
            .setStack([4, 4, 3], override: false), .popToRoot(override: true),
        ]
        try LeaveGuardPropertyTests.replay(answers: [2, 2, 3, 2, 2, 3], steps: steps)
    }
}
