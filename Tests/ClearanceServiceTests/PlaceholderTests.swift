import Testing

@Suite struct ClearanceServicePlaceholderTests {
    @Test func targetBuilds() {
        #expect(Bool(true))
    }
}
