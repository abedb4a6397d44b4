import Testing

@Suite struct HTTPServerPlaceholderTests {
    @Test func targetBuilds() {
        #expect(Bool(true))
    }
}
