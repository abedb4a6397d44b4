import ClearanceWire
import Foundation
import KeyboardAvoidance
import Testing

/// `POST /v1/design`'s `request` is written from what the decoder read, not from the body's
/// bytes: posted again, it answers as the design did.
@Suite struct DesignRequestDraftTests {
    static let frame = #"""
        {"id":"1:1","name":"Screen","type":"FRAME","absoluteBoundingBox":{"x":0,"y":0,"width":390,"height":844},
         "children":[{"id":"1:2","name":"Email [textField]","type":"FRAME",
                      "absoluteBoundingBox":{"x":20,"y":600,"width":350,"height":44}}]}
        """#

    /// The `request` of the design answer to `body`, as bytes.
    static func request(_ body: String) throws -> [UInt8] {
        let decoded = try LayoutDecoder.decodeLayout(Array(body.utf8))
        let answer = AnswerEncoder.encodeDesign(try #require(decoded.mapped))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any])
        return Array(try JSONSerialization.data(withJSONObject: try #require(object["request"])))
    }

    static func solved(_ bytes: [UInt8]) throws -> String {
        let decoded = try LayoutDecoder.decodeLayout(bytes)
        return String(decoding: AnswerEncoder.encode(LayoutSolver.solve(decoded.request)), as: UTF8.self)
    }

    static let bodies: [String] = [
        #"{"keyboard":{"height":300,"animation":{"duration":0.3,"curve":7}},"options":{"anchor":"center"}}"#,
        #"{"keyboard":{"frame":{"x":0,"y":500,"width":390,"height":344},"accessoryHeight":44},"options":{"strategy":"shiftView","minimumDistance":8}}"#,
        #"{"keyboard":{"state":"hidden","height":300},"options":{"scrollTarget":"1:2","followsUndockedKeyboard":true}}"#,
        #"{"device":{"id":"iphone-14"},"options":{"policy":{"name":"reactNative","behavior":"position","keyboardVerticalOffset":12}}}"#,
        #"{"device":{"id":"iphone-14"},"options":{"policy":{"name":"iqKeyboardManager","version":"6","layoutMargins":{"bottom":20},"topGuide":91}}}"#,
        #"{"device":{"id":"iphone-14"},"options":{"policy":{"name":"flutter","scrollPadding":12,"handles":"material","resizeToAvoidBottomInset":false}}}"#,
        #"{"device":{"id":"iphone-14"},"options":{"policy":{"name":"keyboardController","bottomOffset":30,"disableScrollOnKeyboardHide":true}}}"#,
        #"{"device":{"id":"iphone-14"},"options":{"policy":"compose"}}"#,
        // A userInfo keyboard, its animation given twice: `animation` wins, as when resolved.
        #"{"keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":"NSRect: {{0, 508}, {390, 336}}","#
            + #""UIKeyboardAnimationDurationUserInfoKey":0.25,"UIKeyboardAnimationCurveUserInfoKey":7},"#
            + #""animation":{"duration":0.6}}}"#,
    ]

    @Test(arguments: bodies) func theRequestAnswersAsTheDesignDid(_ extra: String) throws {
        let body = #"{"design":{"figma":\#(Self.frame)},"# + extra.dropFirst()
        let decoded = try LayoutDecoder.decodeLayout(Array(body.utf8))
        let original = String(decoding: AnswerEncoder.encode(LayoutSolver.solve(decoded.request)), as: UTF8.self)
        #expect(try Self.solved(try Self.request(body)) == original)
    }

    @Test func theFormsAreThePlainestThatSayTheSame() throws {
        let body =
            #"{"design":{"figma":\#(Self.frame)},"keyboard":{"height":300},"options":{"anchor":"center","#
            + #""policy":{"name":"swiftUI","contentAlignment":"top"}}}"#
        func options(_ body: String) throws -> [String: Any] {
            let request = try JSONSerialization.jsonObject(with: Data(try Self.request(body))) as? [String: Any]
            return try #require(request?["options"] as? [String: Any])
        }
        let given = try options(body)
        #expect(given["anchor"] as? Double == 0.5)
        #expect(given["policy"] as? [String: String] == ["name": "swiftUI", "contentAlignment": "top"])
        let defaults = #"{"design":{"figma":\#(Self.frame)},"options":{"policy":{"name":"swiftUI"}}}"#
        #expect(try options(defaults)["policy"] as? String == "swiftUI")
    }
}
