import Testing

@Suite struct ClearanceCLIPlaceholderTests {
    @Test func targetBuilds() {
        #expect(Bool(true))
    }
}
