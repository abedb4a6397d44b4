import Testing

@testable import HTTPServer

@Suite struct HostileLimitsTests {
    @Test func theBudgetRefusesPastItsLimitAndTakesBackWhatIsReleased() {
        let budget = ByteBudget(limit: 100)
        #expect(budget.reserve(60))
        #expect(!budget.reserve(41))
        #expect(budget.value == 60)
        #expect(budget.reserve(40))
        budget.release(60)
        #expect(budget.value == 40)
        #expect(budget.reserve(0))
    }

    @Test func copiedHeadersAreLookedUpByName() {
        let headers = HTTPHeaders([("Accept", "image/svg+xml")], query: [("id", "iphone-se")])
        #expect(headers["accept"] == "image/svg+xml")
        #expect(headers["Origin"] == nil)
        #expect(headers.query("id") == "iphone-se")
        #expect(headers.query("ID") == nil)
    }

    @Test func aDeadlineSlotIsClaimedOnlyOnceItHasPassed() {
        let watch = ConnectionWatch(capacity: 8, deadlineSeconds: 0.000_001)
        watch.waitForRequest(3)
        watch.readingBody(3)
        #expect(watch.isBusy(3))
        watch.received(3)
        #expect(watch.isBusy(3))  // answering: no deadline
        watch.closed(3)
        watch.waitForRequest(100)  // past the table: ignored
        #expect(!watch.isBusy(100))
    }
}
