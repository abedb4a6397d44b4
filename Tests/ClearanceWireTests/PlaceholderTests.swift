import Testing

@Suite struct ClearanceWirePlaceholderTests {
    @Test func targetBuilds() {
        #expect(Bool(true))
    }
}
