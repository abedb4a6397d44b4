import ClearanceWire
import Foundation
import KeyboardAvoidance
import Testing

/// `POST /v1/design/check` (docs/designs.md): each device is mapped once and each field focused in
/// that mapping, so every row must be what a single `/v1/layout` request with that field as the
/// focus, its keyboard type and that device answers (the check keeps of it the field's verdicts
/// and the rest of the answer, its warnings said once per device).
@Suite struct DesignCheckTests {
    static let screens = [
        "android-gmail-inbox", "bank-credit-card-3", "card-form", "feedback", "food-delivery-sign-up",
        "help-center", "light-theme-06", "rep-edit-profile",
    ]

    @Test(arguments: screens)
    func eachRowIsTheAnswerOfTheSingleRequestForThatField(_ screen: String) throws {
        let body =
            Array(#"{"devices":["iphone-se","iphone-16-pro-max","ipad-pro-11-m4"],"design":{"figma":"#.utf8)
            + (try FigmaFixtures.document(screen)) + Array("}}".utf8)
        let query = try body.withUnsafeBytes { raw in try LayoutDecoder.decodeDesignCheck(raw) }
        for run in query.devices where run.skipped == nil {
            for field in run.fields {
                let type = (field.entry.keyboardType ?? .default).rawValue
                let single =
                    Array(#"{"device":{"id":"\#(run.setup.id)","keyboardType":"\#(type)"},"focus":"#.utf8)
                    + (try JSONEncoder().encode(field.entry.id)) + Array(#","design":{"figma":"#.utf8)
                    + (try FigmaFixtures.document(screen)) + Array("}}".utf8)
                let decoded = try LayoutDecoder.decodeLayout(single)
                var expected = LayoutSolver.solve(decoded.request)
                expected.elements.removeAll { $0.id != field.entry.id }
                expected.warnings = []
                let row = try #require(field.answer)
                #expect(
                    AnswerEncoder.encode(row) == AnswerEncoder.encode(expected),
                    "\(screen) \(run.setup.id) \(field.entry.id)")
            }
        }
    }
}
