import DeviceCatalog
import Foundation
import KeyboardAvoidance
import Testing

@testable import ClearanceWire

/// The `derivedFigure` and `assumedFigure` warnings: once per answer, in words a designer reads.
@Suite struct DerivedFigureWarningTests {
    /// A real 375×812 Figma frame (tests/fixtures/figma/), posted as a design, on iOS 26 (`ios`)
    /// or on the newest release (`nil`): its device, the iPhone 11 Pro, uses two derived figures
    /// on iOS 26 and two assumed ones on iOS 27.
    static func gmailBody(ios: String? = "26") throws -> [UInt8] {
        let url = Repository.url(
            "tests/fixtures/figma/paleophonix--figma-flutter-agent--android-gmail-inbox.json")
        let device = ios.map { #","device":{"ios":"\#($0)"}"# } ?? ""
        return Array(#"{"design":{"figma":"#.utf8) + [UInt8](try Data(contentsOf: url)) + Array("}\(device)}".utf8)
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
        #expect(device.device.id == "iphone-11-pro" && device.setup.ios == Release(major: 26))
        #expect(device.usesDerivedFigure && !device.usesAssumedFigure)
        let messages = try Self.derived(
            AnswerEncoder.encode(LayoutSolver.solve(decoded.request), mapped: decoded.mapped, device: device))
        #expect(messages.count == 1)
        let message = try #require(messages.first)
        #expect(
            message.hasPrefix(
                "No one has measured the iPhone 11 Pro's safe area in portrait and Liquid Glass keyboard's height "
                    + "with the predictive bar in portrait on iOS 26."))
        #expect(message.contains("So this answer is an estimate for this device"))
        #expect(message.contains("rules ios26SafeAreaFromIOS18, ios26PortraitMinusOne"))
        // No JSON Pointers for a designer to decode.
        #expect(!message.contains("/ios/26/"))
    }

    @Test func aDesignOnTheNewestReleaseSaysItsFiguresAreAssumed() throws {
        // No release named: a 375×812 frame is the newest model of that size (the iPhone 11 Pro,
        // the X and XS having stopped at iOS 16 and 18) on its newest release, iOS 27, whose
        // figures no source has measured: iOS 26's, assumed.
        let decoded = try LayoutDecoder.decodeLayout(try Self.gmailBody(ios: nil))
        let device = try #require(decoded.device)
        #expect(device.device.id == "iphone-11-pro")
        #expect(device.setup.ios == Release(major: 27) && device.set == .ios27)
        #expect(device.usesAssumedFigure)
        let bytes = AnswerEncoder.encode(LayoutSolver.solve(decoded.request), mapped: decoded.mapped, device: device)
        let assumed = try Self.warnings(bytes).filter { $0["code"] as? String == "assumedFigure" }
        #expect(assumed.count == 1)
        let message = try #require(assumed.first?["message"] as? String)
        #expect(message.hasPrefix("No source has measured the iPhone 11 Pro's safe area in portrait and Liquid Glass"))
        #expect(message.contains("on iOS 27"))
        #expect(message.contains("ios27SafeAreaAsIOS26, ios27KeyboardAsIOS26"))
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
        #expect(AnswerEncoder.figureWords("/android/safeArea/portrait") == "safe area in portrait")
        #expect(
            AnswerEncoder.figureWords("/ios/26/keyboardHeight/liquidGlass/portrait/withoutPredictiveBar")
                == "Liquid Glass keyboard's height without the predictive bar in portrait")
        #expect(
            AnswerEncoder.figureWords("/ios/18/keyboardHeight/classic/portrait/numberPad")
                == "number pad's height (classic keyboard) in portrait")
        #expect(
            AnswerEncoder.figureWords("/android/keyboardHeight/gboard/landscape/withPredictiveBar")
                == "Gboard keyboard's height with the predictive bar in landscape")
        #expect(
            AnswerEncoder.figureWords("/ios/26/keyboardHeight/liquidGlass/portrait/emoji")
                == "emoji keyboard's height (Liquid Glass keyboard) in portrait")
        #expect(AnswerEncoder.figureWords("/hardwareKeyboardBarHeight") == "hardware keyboard bar's height")
        #expect(AnswerEncoder.listed(["a", "b", "c"]) == "a, b and c")
    }
}
