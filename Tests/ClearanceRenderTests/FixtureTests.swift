import KeyboardAvoidance
import Testing

/// The hand-built answer the picture tests draw agrees with the engine on what matters to a
/// picture, so the pictures tested are pictures of real answers.
@Suite struct FixtureTests {
    @Test func loginAnswerAgreesWithTheSolver() {
        let solved = LayoutSolver.solve(Fixtures.loginRequest)
        let hand = Fixtures.loginAnswer
        #expect(solved.keyboard == hand.keyboard)
        #expect(solved.contentInset == hand.contentInset)
        #expect(solved.scrollIndicatorInsets == hand.scrollIndicatorInsets)
        #expect(solved.adjustedContentInset == hand.adjustedContentInset)
        #expect(solved.contentOffset == hand.contentOffset)
        #expect(solved.scrollDelta == hand.scrollDelta)
        #expect(solved.containerFrame == hand.containerFrame)
        #expect(solved.target == hand.target)
        #expect(solved.elements.map(\.id) == hand.elements.map(\.id))
        #expect(solved.elements.map(\.before.state) == hand.elements.map(\.before.state))
        #expect(solved.elements.map(\.after.state) == hand.elements.map(\.after.state))
    }
}
