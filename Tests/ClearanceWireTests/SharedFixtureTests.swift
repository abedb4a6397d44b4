import ClearanceTestSupport
import Foundation
import KeyboardAvoidance
import Testing

@testable import ClearanceWire

/// The shared fixtures (`tests/fixtures/requests`) and the engine tests' own worked examples
/// (`ClearanceTestSupport`'s `Phone`) are one request each: the JSON decodes to a request whose
/// answer is, byte for byte, the answer to the typed one.
@Suite struct SharedFixtureTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Repository.url("tests/fixtures/requests/\(name).json")))
    }

    /// The login form's container as a request that leaves the offset out gets it: UIKit's
    /// resting offset under the top safe area, and none given.
    static var restingContainer: Container {
        var container = Container(frame: Phone.bounds, contentSize: Size(width: 390, height: 900))
        container.requestedContentOffset = nil
        container.restingOffset = Point(x: 0, y: -47)
        return container
    }

    /// The answer's bytes, as text so that a difference reads.
    static func answer(_ request: LayoutRequest) -> String {
        String(decoding: AnswerEncoder.encode(LayoutSolver.solve(request)), as: UTF8.self)
    }

    @Test func example1IsTheLoginFormOfTheEngineTests() throws {
        let decoded = try LayoutDecoder.decode(try Self.fixture("example-1"))
        let typed = Phone.login(container: Self.restingContainer)
        #expect(Self.answer(decoded) == Self.answer(typed))
    }

    @Test func example2IsTheSignInButtonAtTheTop() throws {
        let decoded = try LayoutDecoder.decode(try Self.fixture("example-2"))
        let typed = Phone.login(
            container: Self.restingContainer, elements: [Phone.password, Phone.signIn],
            options: Options(strategy: .scrollView, minimumDistance: 32, anchor: 0, scrollTarget: "signIn"))
        #expect(Self.answer(decoded) == Self.answer(typed))
    }
}
