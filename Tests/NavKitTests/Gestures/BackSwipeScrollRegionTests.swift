import NavKit
import Testing

@Suite("Back swipe against scroll regions")
@MainActor
struct BackSwipeScrollRegionTests {
    static let band = Rect(x: 0, y: 300, width: 390, height: 200)

    static func harness(with kind: ScrollRegion.Kind, direction: LayoutDirection = .leftToRight) throws
        -> GestureHarness
    {
        let h = try GestureHarness(direction: direction)
        h.container.setScrollRegions([ScrollRegion(id: "region", frame: band, kind: kind)], for: "detail")
        return h
    }

    @Test(
        "a horizontal scroller lets the swipe win only at its leading end",
        arguments: [(0.0, true), (0.5, false), (240, false)])
    func horizontalScroller(offset: Double, begins: Bool) throws {
        let h = try Self.harness(with: .horizontalScroller(offsetFromLeading: offset))
        try h.play(.swipe(from: 100, to: 300))
        #expect(h.gestures.lastDecision == (begins ? .began(.fullscreen) : .refused(.scrollRegion("region"))))
        #expect((h.container.transition != nil) == begins)
    }

    @Test(
        "a pager lets the swipe win on its first page only (the photo browser)",
        arguments: [(0, true), (1, false), (3, false)])
    func pager(page: Int, begins: Bool) throws {
        let h = try Self.harness(with: .pager(currentPage: page))
        try h.play(.swipe(from: 100, to: 300))
        #expect(h.gestures.lastDecision == (begins ? .began(.fullscreen) : .refused(.scrollRegion("region"))))
    }

    @Test("a pager moved back to its first page lets the next swipe pop")
    func pagerScrolledBack() throws {
        let h = try Self.harness(with: .pager(currentPage: 2))
        try h.play(.swipe(from: 100, to: 300))
        #expect(h.gestures.lastDecision == .refused(.scrollRegion("region")))
        h.container.updateScrollRegion(
            ScrollRegion(id: "region", frame: Self.band, kind: .pager(currentPage: 0)), for: "detail")
        try h.play(.swipe(from: 100, to: 300, startingAt: h.time))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
    }

    @Test("a slider never yields, even from the edge zone; a swipe starting outside it begins")
    func slider() throws {
        let h = try Self.harness(with: .slider)
        try h.play(.swipe(from: 5, to: 300))
        #expect(h.gestures.lastDecision == .refused(.scrollRegion("region")))
        try h.play(.swipe(from: 100, to: 300, y: 600, startingAt: h.time))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
    }

    @Test("a swipe-to-delete row keeps its leftward swipe: no back swipe, no cancelled touch")
    func swipeToDeleteLeftward() throws {
        let h = try Self.harness(with: .swipeToDeleteRow(revealedWidth: 0))
        let routings = try h.play(.swipe(from: 300, to: 150))
        #expect(h.gestures.lastDecision == .refused(.towardLeading))
        #expect(routings.allSatisfy { $0.deliversToContent && $0.cancelledContentTouches.isEmpty })
        #expect((h.container.transition != nil) == false)
    }

    @Test(
        "an open swipe-to-delete row takes a rightward swipe (to close); a closed row lets it pop",
        arguments: [(80.0, false), (0, true)])
    func swipeToDeleteRightward(revealed: Double, begins: Bool) throws {
        let h = try Self.harness(with: .swipeToDeleteRow(revealedWidth: revealed))
        try h.play(.swipe(from: 100, to: 300))
        #expect(h.gestures.lastDecision == (begins ? .began(.fullscreen) : .refused(.scrollRegion("region"))))
    }

    @Test("a vertical scroll never starts the swipe, and keeps its touch")
    func verticalScrollKeepsTouch() throws {
        let h = try Self.harness(with: .verticalScroller)
        let routings = try h.play(.swipe(from: 200, to: 205, y: 450, toY: 320))
        #expect(h.gestures.lastDecision == .refused(.verticalMovement))
        #expect(routings.allSatisfy { $0.deliversToContent && $0.cancelledContentTouches.isEmpty })
    }

    @Test("a horizontal swipe over a vertical scroller begins and cancels the scroller's touch")
    func verticalScrollStopsWhenSwipeBegins() throws {
        let h = try Self.harness(with: .verticalScroller)
        let routings = try h.play(.swipe(from: 100, to: 300, y: 400))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
        #expect(routings.contains { $0.cancelledContentTouches == [1] })
    }

    @Test("regions of other screens do not matter; only the top screen's count")
    func onlyTopScreenRegions() throws {
        let h = try GestureHarness()
        h.container.setScrollRegions([ScrollRegion(id: "r", frame: Self.band, kind: .slider)], for: "list")
        try h.play(.swipe(from: 100, to: 300))
        #expect(h.gestures.lastDecision == .began(.fullscreen))
        #expect(h.gestures.scrollRegions(for: "list").count == 1)
    }
}
