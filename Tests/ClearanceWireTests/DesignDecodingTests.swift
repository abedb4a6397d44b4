import ClearanceWire
import DeviceCatalog
import KeyboardAvoidance
import Testing

/// `design` in a layout body (docs/designs.md): decoded, pruned, mapped and answered with `mapping`.
@Suite struct DesignDecodingTests {
    static let frame = #"""
        {"id":"1:1","name":"Screen","type":"FRAME","fills":[{"type":"SOLID","color":{"r":1}}],
         "absoluteBoundingBox":{"x":5,"y":7,"width":390,"height":844},
         "absoluteRenderBounds":{"x":0,"y":0,"width":999,"height":999},
         "children":[{"id":"1:2","name":"Email [textField]","type":"FRAME","effects":[{"deep":{"deeper":[1,2,3]}}],
                      "absoluteBoundingBox":{"x":25,"y":607,"width":350,"height":44}}]}
        """#

    func decoded(_ body: String) throws -> DecodedLayout {
        try LayoutDecoder.decodeLayout(Array(body.utf8))
    }

    @Test func aDesignStandsInForTheScreenAndTheViews() throws {
        let result = try decoded(#"{"design":{"figma":\#(Self.frame)}}"#)
        let mapped = try #require(result.mapped)
        #expect(mapped.device?.id == "iphone-14")
        #expect(result.request.screen == Size(width: 390, height: 844))
        #expect(result.request.window.safeArea.top == 47)
        #expect(result.request.elements.map(\.id) == ["1:2"])
        #expect(result.request.elements[0].frame == Rect(x: 20, y: 600, width: 350, height: 44))
        #expect(result.request.focus == "1:2")
        // The device's keyboard is shown, as for any request that names a device.
        #expect(result.request.keyboard.frame != nil)
        let answer = String(
            decoding: AnswerEncoder.encode(LayoutSolver.solve(result.request), mapped: result.mapped), as: UTF8.self)
        #expect(answer.hasSuffix("]}}"))
        #expect(answer.contains(#","mapping":{"format":"figma","screen":{"id":"1:1","name":"Screen""#))
    }

    @Test func aPlainRequestHasNoMapping() throws {
        let body =
            #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}}}"#
        #expect(try decoded(body).mapped == nil)
    }

    @Test func membersTheDesignStandsInForAreRefused() {
        let p = problem(#"{"design":{"figma":\#(Self.frame)},"screen":{"width":1,"height":1},"pinned":[]}"#)
        #expect(p?.errors.map(\.pointer) == ["/screen", "/pinned"])
    }

    @Test func aFocusNamingNoLayerIsRefusedAtFocus() {
        let p = problem(#"{"design":{"figma":\#(Self.frame)},"focus":"Password"}"#)
        #expect(p?.errors.map(\.pointer) == ["/focus"])
    }

    @Test func designMembersAreStrictAndTheDocumentIsNot() {
        #expect(problem(#"{"design":{"figma":\#(Self.frame),"extra":1}}"#)?.errors.map(\.pointer) == ["/design/extra"])
        #expect(problem(#"{"design":{"figma":\#(Self.frame),"node":""}}"#)?.errors.map(\.pointer) == ["/design/node"])
        #expect(problem(#"{"design":{}}"#)?.errors.map(\.pointer) == ["/design/figma"])
        #expect(problem(#"{"design":{"figma":[1]}}"#)?.errors.map(\.pointer) == ["/design/figma"])
        // Not JSON inside the document is still a 400.
        #expect(problem(#"{"design":{"figma":{"id":"1:1",}}}"#)?.status == 400)
    }

    @Test func aNullDesignMemberIsReadAsLeftOut() throws {
        func answer(_ body: String) throws -> String {
            let result = try decoded(body)
            return String(
                decoding: AnswerEncoder.encode(LayoutSolver.solve(result.request), mapped: result.mapped),
                as: UTF8.self)
        }
        // A `null` format is no format: the Figma document after a `null` Penpot one is not "given
        // with another format", and a `null` node picks no screen.
        let plain = try answer(#"{"design":{"figma":\#(Self.frame)}}"#)
        #expect(try answer(#"{"design":{"penpot":null,"figma":\#(Self.frame),"sketch":null,"node":null}}"#) == plain)
        // Only `null` formats are none at all, as an empty design is.
        #expect(problem(#"{"design":{"figma":null}}"#)?.errors.map(\.pointer) == ["/design/figma"])
        #expect(
            problem(#"{"design":{"figma":null,"penpot":null,"sketch":null}}"#)?.errors.map(\.pointer)
                == ["/design/figma"])
    }

    @Test func aDeviceWithoutIDIsTheFramesDeviceWithItsOtherMembers() throws {
        let result = try decoded(#"{"design":{"figma":\#(Self.frame)},"device":{"ios":"18","keyboard":"hidden"}}"#)
        #expect(result.mapped?.setup?.id == "iphone-14")
        #expect(result.mapped?.setup?.ios == Release(major: 18))
        #expect(result.request.keyboard.frame == nil || result.request.keyboard.state == .hidden)
        // Without a design, a device still needs its id.
        #expect(problem(#"{"device":{"ios":"18"}}"#)?.errors.map(\.pointer) == ["/device/id"])
    }

    @Test func theBodyHasADesignIsFoundWithoutDecoding() {
        func has(_ text: String) -> Bool { Array(text.utf8).withUnsafeBytes { LayoutDecoder.hasDesign($0) } }
        #expect(has(#"{"focus":"a","design":{}}"#))
        #expect(!has(#"{"focus":"design"}"#))
        #expect(!has(#"[{"design":1}]"#))
        #expect(!has("not json"))
        let matrix = Array(#"{"devices":"all","request":{"design":{}}}"#.utf8)
        #expect(matrix.withUnsafeBytes { LayoutDecoder.hasDesign($0, in: "request") })
    }
}
