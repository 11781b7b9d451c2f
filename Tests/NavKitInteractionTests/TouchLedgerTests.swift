import NavKitCore
import NavKitInteraction
import Testing

@Suite("Touch ledger")
struct TouchLedgerTests {
    @Test("a well-formed stream is accepted and live touches are tracked")
    func acceptsStream() throws {
        var ledger = TouchLedger()
        try ledger.accept(touch(1, .began, 0, at: 0))
        try ledger.accept(touch(2, .began, 5, at: 0))
        try ledger.accept(touch(1, .moved, 3, at: 0.01))
        try ledger.accept(touch(1, .ended, 3, at: 0.02))
        #expect(ledger.liveTouches == [2])
        try ledger.accept(touch(1, .began, 0, at: 0.03))  // an identifier may be reused after its end
        #expect(ledger.liveTouches == [1, 2])
    }

    static let cases: [(Touch, TouchError)] = [
        (touch(1, .moved, .infinity, at: 1), .nonFiniteLocation(1, Point(x: .infinity, y: 0))),
        (touch(1, .moved, 0, at: .infinity), .nonFiniteTimestamp(1, .infinity)),
        (touch(1, .moved, 0, at: 0.5), .timeWentBackwards(previous: ts(1), received: ts(0.5))),
        (touch(7, .moved, 0, at: 1), .unknownTouch(7)),
        (touch(7, .cancelled, 0, at: 1), .unknownTouch(7)),
        (touch(1, .began, 0, at: 1), .duplicateBegan(1)),
    ]

    @Test("bad events are refused with a typed error and leave the ledger unchanged", arguments: 0..<cases.count)
    func refusesBadEvents(index: Int) throws {
        var ledger = TouchLedger()
        try ledger.accept(touch(1, .began, 0, at: 1))
        let before = ledger
        let (bad, expected) = Self.cases[index]
        #expect(throws: expected) { try ledger.accept(bad) }
        #expect(ledger == before)
    }
}
