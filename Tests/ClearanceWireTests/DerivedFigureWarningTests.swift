import Foundation
import KeyboardAvoidance
import Testing

@testable import ClearanceWire

/// The `derivedFigure` warning: once per answer, in words a designer reads.
@Suite struct DerivedFigureWarningTests {
    /// A real 375×812 Figma frame (tests/fixtures/figma/), posted as a design: its device, the
    /// iPhone 11 Pro on iOS 26, uses two derived figures.
    static func gmailBody() throws -> [UInt8] {
        let url = Repository.url(
            "tests/fixtures/figma/paleophonix--figma-flutter-agent--android-gmail-inbox.json")
        return Array(#"{"design":{"figma":"#.utf8) + [UInt8](try Data(contentsOf: url)) + Array("}}".utf8)
    }

    static func warnings(_ answer: [UInt8]) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any])
        return try #require(object["warnings"] as? [[String: Any]])
    }

    static func derived(_ answer: [UInt8]) throws -> [String] {
        try warnings(answer).filter { $0["code"] as? String == "derivedFigure" }.compactMap { $0["message"] as? String }
    }

    @Test func aDesignOnADeviceWithDerivedFiguresSaysSoOnceInPlainWords() throws {
        let decoded = try LayoutDecoder.decodeLayout(try Self.gmailBody())
        let device = try #require(decoded.device)
        #expect(device.usesDerivedFigure)
        let messages = try Self.derived(
            AnswerEncoder.encode(LayoutSolver.solve(decoded.request), mapped: decoded.mapped, device: device))
        #expect(messages.count == 1)
        let message = try #require(messages.first)
        #expect(message.hasPrefix("No one has measured the iPhone 11 Pro's safe area in portrait and keyboard height"))
        #expect(message.contains("So this answer is an estimate for this device"))
        #expect(message.contains("rules ios26SafeAreaFromIOS18, ios26PortraitMinusOne"))
        // No JSON Pointers for a designer to decode.
        #expect(!message.contains("/ios/26/"))
    }

    @Test func anAnswerAssembledTwiceStillSaysItOnce() throws {
        let decoded = try LayoutDecoder.decodeLayout(try Self.gmailBody())
        let device = try #require(decoded.device)
        var answer = LayoutSolver.solve(decoded.request)
        answer.warnings = AnswerEncoder.addingDerivedFigureWarning(device, to: answer.warnings)
        answer.warnings = AnswerEncoder.addingDerivedFigureWarning(device, to: answer.warnings)
        #expect(answer.warnings.count { $0.code == "derivedFigure" } == 1)
        let bytes = AnswerEncoder.encode(answer, mapped: decoded.mapped, device: device)
        #expect(try Self.derived(bytes).count == 1)
        // The mapping's warnings still come first, and the derived figure's last.
        #expect(try Self.warnings(bytes).last?["code"] as? String == "derivedFigure")
    }

    @Test func figuresAreNamedInWords() {
        #expect(AnswerEncoder.figureWords("/ios/26/safeArea/landscape") == "safe area in landscape")
        #expect(AnswerEncoder.figureWords("/ios/18/safeArea/landscape/bottom") == "bottom safe-area inset in landscape")
        #expect(
            AnswerEncoder.figureWords("/ios/26/keyboardHeight/portrait/withoutPredictiveBar")
                == "keyboard height without the predictive bar in portrait")
        #expect(
            AnswerEncoder.figureWords("/ios/26/keyboardHeight/portrait/numberPad") == "number pad's height in portrait")
        #expect(AnswerEncoder.figureWords("/hardwareKeyboardBarHeight") == "hardware keyboard bar's height")
        #expect(AnswerEncoder.listed(["a", "b", "c"]) == "a, b and c")
    }
}
