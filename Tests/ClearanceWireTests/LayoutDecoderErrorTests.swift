import ClearanceContract
import ClearanceWire
import KeyboardAvoidance
import Testing

/// Spec §6: JSON that breaks the contract is a 422 naming each offending field.
@Suite struct LayoutDecoderErrorTests {
    /// The one pointer of a 422 for `text`, checked to be a 422 with exactly one error.
    func onlyPointer(_ text: String, limits: DecodeLimits = DecodeLimits()) -> String? {
        guard let p = problem(text, limits: limits) else { return nil }
        #expect(p.status == 422)
        #expect(p.type == "urn:clearance:problem:invalid-request")
        #expect(p.errors.count == 1, "\(p.errors)")
        return p.errors.first?.pointer
    }

    @Test func missingRequiredFields() {
        #expect(onlyPointer("{\(minimalContainer)}") == "/screen")
        #expect(onlyPointer("{\(minimalScreen)}") == "/container")
        #expect(onlyPointer(#"{\#(minimalScreen),"container":{"scrollable":true}}"#) == "/container/frame")
        #expect(pointers("{}") == ["/screen", "/container"])
        #expect(onlyPointer(#"{"screen":{"width":1},\#(minimalContainer)}"#) == "/screen/height")
        #expect(
            pointers(#"{\#(minimalScreen),"container":{"frame":{"y":0,"height":1}}}"#)
                == ["/container/frame/x", "/container/frame/width"])
        #expect(onlyPointer(body(#""elements":[{"frame":{"x":0,"y":0,"width":1,"height":1}}]"#)) == "/elements/0/id")
        #expect(onlyPointer(body(#""elements":[{"id":"a"}]"#)) == "/elements/0/frame")
        #expect(onlyPointer(#"{\#(minimalScreen),"container":{"frame":null}}"#) == "/container/frame")
        let frame = #""frame":{"x":0,"y":0,"width":1,"height":1}"#
        #expect(
            onlyPointer(#"{\#(minimalScreen),"container":{\#(frame),"contentOffset":{"x":1}}}"#)
                == "/container/contentOffset/y")
        #expect(
            onlyPointer(#"{\#(minimalScreen),"container":{\#(frame),"contentSize":{"height":1}}}"#)
                == "/container/contentSize/width")
    }

    @Test func requiredFieldSentAsNullIsMissing() {
        #expect(onlyPointer(#"{"screen":null,\#(minimalContainer)}"#) == "/screen")
    }

    @Test(arguments: [
        (#"{"screen":"big",\#(minimalContainer)}"#, "/screen"),
        (#"{"screen":{"width":"390","height":844},\#(minimalContainer)}"#, "/screen/width"),
        (body(#""window":[]"#), "/window"),
        (body(#""window":{"frame":5}"#), "/window/frame"),
        (body(#""window":{"safeArea":true}"#), "/window/safeArea"),
        (body(#""keyboard":"up""#), "/keyboard"),
        (body(#""keyboard":{"height":"336"}"#), "/keyboard/height"),
        (body(#""keyboard":{"userInfo":[]}"#), "/keyboard/userInfo"),
        (body(#""keyboard":{"height":336,"animation":{"duration":"fast"}}"#), "/keyboard/animation/duration"),
        (
            #"{\#(minimalScreen),"container":{"frame":{"x":0,"y":0,"width":390,"height":844},"scrollable":1}}"#,
            "/container/scrollable"
        ),
        (
            #"{\#(minimalScreen),"container":{"frame":{"x":0,"y":0,"width":390,"height":844},"contentOffset":[0,0]}}"#,
            "/container/contentOffset"
        ),
        (
            #"{\#(minimalScreen),"container":{"frame":{"x":0,"y":0,"width":390,"height":844},"insetAdjustment":0}}"#,
            "/container/insetAdjustment"
        ),
        (body(#""elements":{}"#), "/elements"),
        (body(#""elements":[5]"#), "/elements/0"),
        (body(#""elements":[{"id":7,"frame":{"x":0,"y":0,"width":1,"height":1}}]"#), "/elements/0/id"),
        (body(#""focus":5"#), "/focus"),
        (body(#""options":"fast""#), "/options"),
        (body(#""options":{"followsUndockedKeyboard":"yes"}"#), "/options/followsUndockedKeyboard"),
        (body(#""options":{"anchor":true}"#), "/options/anchor"),
        (body(#""options":{"scrollTarget":["a"]}"#), "/options/scrollTarget"),
    ])
    func wrongTypes(text: String, pointer: String) {
        #expect(onlyPointer(text) == pointer)
        #expect(problem(text)?.errors.first?.message.hasPrefix("must be") == true)
    }

    // An object's message lists its members from the schema table, every one of them: the element
    // message once left out `kind`.
    @Test(arguments: [
        (body(#""elements":[5]"#), "must be an element {id, frame, caret, kind}, not a number"),
        (body(#""pinned":["bar"]"#), "must be a pinned view {id, frame, pin}, not a string"),
        (body(#""window":[]"#), "must be an object {frame, safeArea}, not an array"),
        (body(#""keyboard":{"height":336,"animation":1}"#), "must be an object {duration, curve}, not a number"),
        (
            #"{"device":true}"#,
            "must be an object {id, orientation, keyboard, keyboardType, ios, keyboardStyle, accessoryHeight}, not a boolean"
        ),
        (#"{"screen":[],\#(minimalContainer)}"#, "must be a size {width, height}, not an array"),
    ])
    func objectMessagesListTheTablesMembers(text: String, message: String) {
        #expect(problem(text)?.errors.first?.message == message)
    }

    @Test(arguments: ["1e400", "-1e400", "1.8e308", "-123456789e999"])
    func nonFiniteNumbers(number: String) {
        let text = #"{\#(minimalScreen),"container":{"frame":{"x":\#(number),"y":0,"width":390,"height":844}}}"#
        #expect(onlyPointer(text) == "/container/frame/x")
        #expect(problem(text)?.errors.first?.message.contains("finite") == true)
    }

    // Finite but beyond ±1e9 points: rejected so that no sum the engine forms overflows to an
    // infinity that JSON cannot carry (1.7e308 + 1.7e308 = inf).
    @Test(arguments: ["1.7e308", "-1.7e308", "1000000001", "-1e10"])
    func numbersBeyondTheMagnitudeBound(number: String) {
        let text = #"{\#(minimalScreen),"container":{"frame":{"x":\#(number),"y":0,"width":390,"height":844}}}"#
        #expect(onlyPointer(text) == "/container/frame/x")
        #expect(problem(text)?.errors.first?.message == "must lie between -1e9 and 1e9")
    }

    @Test func numbersAtTheMagnitudeBoundAreAccepted() {
        let text = #"{\#(minimalScreen),"container":{"frame":{"x":-1e9,"y":0,"width":390,"height":1e9}}}"#
        #expect(problem(text) == nil)
    }

    @Test(arguments: [
        (#"{"screen":{"width":-390,"height":844},\#(minimalContainer)}"#, "/screen/width"),
        (
            #"{\#(minimalScreen),"container":{"frame":{"x":0,"y":0,"width":390,"height":-1}}}"#,
            "/container/frame/height"
        ),
        (body(#""window":{"frame":{"x":0,"y":0,"width":-1,"height":1}}"#), "/window/frame/width"),
        (body(#""window":{"safeArea":{"top":-47}}"#), "/window/safeArea/top"),
        (
            #"{\#(minimalScreen),"container":{"frame":{"x":0,"y":0,"width":1,"height":1},"contentSize":{"width":1,"height":-0.5}}}"#,
            "/container/contentSize/height"
        ),
        (
            #"{\#(minimalScreen),"container":{"frame":{"x":0,"y":0,"width":1,"height":1},"contentInset":{"bottom":-1}}}"#,
            "/container/contentInset/bottom"
        ),
        (
            #"{\#(minimalScreen),"container":{"frame":{"x":0,"y":0,"width":1,"height":1},"safeArea":{"right":-1}}}"#,
            "/container/safeArea/right"
        ),
        (body(#""keyboard":{"frame":{"x":0,"y":500,"width":390,"height":-344}}"#), "/keyboard/frame/height"),
        (body(#""keyboard":{"height":-1}"#), "/keyboard/height"),
        (body(#""keyboard":{"height":336,"animation":{"duration":-0.25}}"#), "/keyboard/animation/duration"),
        (
            body(
                #""elements":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1},"caret":{"x":0,"y":0,"width":-2,"height":1}}]"#
            ),
            "/elements/0/caret/width"
        ),
        (body(#""options":{"minimumDistance":-20}"#), "/options/minimumDistance"),
    ])
    func negativeSizes(text: String, pointer: String) {
        #expect(onlyPointer(text) == pointer)
    }

    @Test func negativeOriginsAreFine() throws {
        let r = try decode(
            #"{\#(minimalScreen),"container":{"frame":{"x":-10,"y":-20,"width":1,"height":1},"contentOffset":{"x":-5,"y":-47}}}"#
        )
        #expect(r.container.frame.x == -10)
        #expect(r.container.contentOffset.y == -47)
    }

    @Test func elementIds() {
        let e = #"{"x":0,"y":0,"width":10,"height":10}"#
        #expect(
            onlyPointer(body(#""elements":[{"id":"a","frame":\#(e)},{"id":"a","frame":\#(e)}]"#)) == "/elements/1/id")
        #expect(onlyPointer(body(#""elements":[{"id":"","frame":\#(e)}]"#)) == "/elements/0/id")
        // Three of one id: each repeat is reported.
        #expect(
            pointers(
                body(
                    #""elements":[{"id":"a","frame":\#(e)},{"id":"b","frame":\#(e)},{"id":"a","frame":\#(e)},{"id":"a","frame":\#(e)}]"#
                ))
                == ["/elements/2/id", "/elements/3/id"])
        // A duplicate is found even when the first holder of the id has another fault.
        #expect(
            pointers(
                body(#""elements":[{"id":"a","frame":{"x":0,"y":0,"width":0,"height":1}},{"id":"a","frame":\#(e)}]"#))
                == ["/elements/0/frame/width", "/elements/1/id"])
    }

    @Test func duplicateIdsAmongManyElements() {
        // Past the linear scan (64 elements) the set finds the repeat.
        var items = (0..<100).map { #"{"id":"e\#($0)","frame":{"x":0,"y":0,"width":1,"height":1}}"# }
        items.append(#"{"id":"e42","frame":{"x":0,"y":0,"width":1,"height":1}}"#)
        #expect(onlyPointer(body(#""elements":[\#(items.joined(separator: ","))]"#)) == "/elements/100/id")
    }

    @Test func aRepeatOfEveryEarlierIdIsFoundBelowTheLinearScanLimit() {
        // Below 64 elements a filter of fingerprint bits skips the scan for an id no earlier one
        // can equal; a repeat of each earlier id, at each list size, must still be found, and so
        // must a non-ASCII id (no fingerprint) equal to an ASCII one after many others.
        let frame = #""frame":{"x":0,"y":0,"width":1,"height":1}"#
        for count in [1, 2, 7, 40, 63] {
            let items = (0..<count).map { #"{"id":"field.\#($0)",\#(frame)}"# }
            for repeated in 0..<count {
                let list = items + [#"{"id":"field.\#(repeated)",\#(frame)}"#]
                #expect(
                    pointers(body(#""elements":[\#(list.joined(separator: ","))]"#)) == ["/elements/\(count)/id"],
                    "\(count) \(repeated)")
            }
        }
        let many = (0..<50).map { #"{"id":"k\#($0)",\#(frame)}"# }
        let kelvin = many + [#"{"id":"K",\#(frame)}"#, #"{"id":"\u212A",\#(frame)}"#]
        #expect(pointers(body(#""elements":[\#(kelvin.joined(separator: ","))]"#)) == ["/elements/51/id"])
        let kelvinFirst = [#"{"id":"\u212A",\#(frame)}"#] + many + [#"{"id":"K",\#(frame)}"#]
        #expect(pointers(body(#""elements":[\#(kelvinFirst.joined(separator: ","))]"#)) == ["/elements/51/id"])
    }

    @Test func aRepeatIsFoundWhicheverReaderReadsEachId() {
        // A plain element's id is fingerprinted from the body's bytes, any other's from its
        // string: the two must agree at every length, or a repeat across the two would be missed.
        let frame = #""frame":{"x":0,"y":0,"width":1,"height":1}"#
        for length in 1...24 {
            let id = String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
            let plain = #"{"id":"\#(id)",\#(frame)}"#
            let general = #"{\#(frame),"id":"\#(id)"}"#
            for list in [[plain, general], [general, plain]] {
                #expect(
                    pointers(body(#""elements":[\#(list.joined(separator: ","))]"#)) == ["/elements/1/id"],
                    "\(length)")
            }
        }
    }

    @Test(arguments: [10, 63, 64, 65, 200])
    func duplicateLongIdsAtEveryListSize(count: Int) {
        // Ids longer than a small string, in the scan and past it; the last repeats the first.
        var items = (0..<count).map {
            #"{"id":"notifications.section.\#($0)","frame":{"x":0,"y":0,"width":1,"height":1}}"#
        }
        items.append(#"{"id":"notifications.section.0","frame":{"x":0,"y":0,"width":1,"height":1}}"#)
        #expect(onlyPointer(body(#""elements":[\#(items.joined(separator: ","))]"#)) == "/elements/\(count)/id")
    }

    @Test func canonicallyEquivalentIdsAreDuplicates() {
        // Ids are Swift strings, compared by canonical equivalence: the Kelvin sign U+212A is "K",
        // and "e" + U+0301 is "é" (U+00E9), however each is written.
        let e = #"{"x":0,"y":0,"width":1,"height":1}"#
        #expect(
            onlyPointer(body(#""elements":[{"id":"K","frame":\#(e)},{"id":"\u212A","frame":\#(e)}]"#))
                == "/elements/1/id")
        #expect(
            onlyPointer(body(#""elements":[{"id":"\u212A","frame":\#(e)},{"id":"K","frame":\#(e)}]"#))
                == "/elements/1/id")
        #expect(
            onlyPointer(body(#""elements":[{"id":"caf\u00e9","frame":\#(e)},{"id":"cafe\u0301","frame":\#(e)}]"#))
                == "/elements/1/id")
        #expect(problem(body(#""elements":[{"id":"K","frame":\#(e)},{"id":"k","frame":\#(e)}]"#)) == nil)
    }

    @Test func focusAndScrollTargetMustNameAnElement() {
        let elements = #""elements":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1}}]"#
        #expect(onlyPointer(body(#"\#(elements),"focus":"b""#)) == "/focus")
        #expect(onlyPointer(body(#""focus":"a""#)) == "/focus")
        #expect(onlyPointer(body(#""focus":"""#)) == "/focus")
        #expect(onlyPointer(body(#"\#(elements),"options":{"scrollTarget":"b"}"#)) == "/options/scrollTarget")
        #expect(problem(body(#"\#(elements),"focus":"a","options":{"scrollTarget":"a"}"#)) == nil)
    }

    @Test(arguments: [
        #"{"x":0,"y":0,"width":0,"height":10}"#, #"{"x":0,"y":0,"width":10,"height":0}"#,
        #"{"x":0,"y":0,"width":-0,"height":10}"#,
    ])
    func elementWithZeroWidthOrHeight(frame: String) {
        let p = onlyPointer(body(#""elements":[{"id":"a","frame":\#(frame)}]"#))
        #expect(p == "/elements/0/frame/width" || p == "/elements/0/frame/height")
    }

    @Test(arguments: ["1.5", "-0.1", "2", #""middle""#, #""Top""#, #""""#, "[0.5]", "{}"])
    func anchorOutOfRangeOrUnknown(json: String) {
        #expect(onlyPointer(body(#""options":{"anchor":\#(json)}"#)) == "/options/anchor")
    }

    @Test func moreElementsThanTheLimit() {
        let items = (0..<3).map { #"{"id":"e\#($0)","frame":{"x":0,"y":0,"width":1,"height":1}}"# }
        let text = body(#""elements":[\#(items.joined(separator: ","))]"#)
        #expect(onlyPointer(text, limits: DecodeLimits(maxElements: 2)) == "/elements")
        #expect(problem(text, limits: DecodeLimits(maxElements: 3)) == nil)
        // A focus on an element past the limit is not reported as unknown: the limit is the fault.
        #expect(
            onlyPointer(
                body(#""elements":[\#(items.joined(separator: ","))],"focus":"e2""#),
                limits: DecodeLimits(maxElements: 2)) == "/elements")
        // Elements past the limit are still checked for syntax: a broken one is a 400.
        let broken = body(#""elements":[\#(items.joined(separator: ",")),{"id":]"#)
        #expect(problem(broken, limits: DecodeLimits(maxElements: 2))?.status == 400)
    }

    @Test(arguments: [
        (body(#""options":{"strategy":"scroll"}"#), "/options/strategy"),
        (body(#""options":{"strategy":"ScrollView"}"#), "/options/strategy"),
        (
            #"{\#(minimalScreen),"container":{"frame":{"x":0,"y":0,"width":1,"height":1},"insetAdjustment":"always"}}"#,
            "/container/insetAdjustment"
        ),
        (body(#""keyboard":{"state":"visible","height":336}"#), "/keyboard/state"),
    ])
    func unknownEnumValues(text: String, pointer: String) {
        #expect(onlyPointer(text) == pointer)
        #expect(problem(text)?.errors.first?.message.hasPrefix("must be one of") == true)
    }

    @Test func keyboardRules() {
        // Taller than the screen (844).
        #expect(onlyPointer(body(#""keyboard":{"height":845}"#)) == "/keyboard/height")
        // Shown, with nothing to place it.
        #expect(onlyPointer(body(#""keyboard":{"state":"shown"}"#)) == "/keyboard")
        #expect(onlyPointer(body(#""keyboard":{"state":"shown","animation":{"duration":0.25}}"#)) == "/keyboard")
        // Only one frame source: the later ones are reported.
        let frame = #"{"x":0,"y":508,"width":390,"height":336}"#
        #expect(onlyPointer(body(#""keyboard":{"frame":\#(frame),"height":336}"#)) == "/keyboard/height")
        #expect(onlyPointer(body(#""keyboard":{"height":336,"frame":\#(frame)}"#)) == "/keyboard/frame")
        #expect(
            pointers(
                body(
                    #""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":\#(frame)},"frame":\#(frame),"height":1}"#
                ))
                == ["/keyboard/frame", "/keyboard/height"])
    }

    @Test(arguments: ["7.5", "16", "-1", "1e3", #""7""#])
    func curveMustBeAnIntegerFrom0To15(json: String) {
        #expect(
            onlyPointer(body(#""keyboard":{"height":336,"animation":{"curve":\#(json)}}"#))
                == "/keyboard/animation/curve")
        let userInfo =
            #""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":"{{0,508},{390,336}}","UIKeyboardAnimationCurveUserInfoKey":\#(json)}}"#
        // In a userInfo, where logs print numbers as text, the string "7" is the curve 7.
        #expect(
            onlyPointer(body(userInfo))
                == (json == #""7""# ? nil : "/keyboard/userInfo/UIKeyboardAnimationCurveUserInfoKey"))
    }

    @Test(arguments: [
        "", "NSRect", "NSRect: {{0, 508}, {390}}", "NSRect: {{0, 508}, {390, 336}", "NSRect: {{0, 508}, {390, 336}} x",
        "{{a, 508}, {390, 336}}", "{{0, 508}, {-390, 336}}", "{{0, 508}, {390, 1e999}}", "{{0 508} {390 336}}",
        "{{0, --5}, {390, 336}}",
        // The grammar the schema states: an optional NSRect: or CGRect: (no other prefix), plain
        // decimals (no exponent, no leading point or sign on a size), within ±1e9.
        "CGRect: {{0, 1e2}, {3.9e2, 336}}", "Rect: {{0, 508}, {390, 336}}", "{{.5, 508}, {390, 336}}",
        "{{0, 508}, {+390, 336}}", "{{0, 508}, {-0, 336}}", "{{0, 508}, {1000000000.5, 336}}",
        "{{0, 5080000000}, {390, 336}}", "{{0, 508}, {390, 336}}}", "NSRect {{0, 508}, {390, 336}}",
    ])
    func userInfoFrameStringsThatAreNotRects(text: String) {
        let json = body(#""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":"\#(text)"}}"#)
        #expect(onlyPointer(json) == "/keyboard/userInfo/UIKeyboardFrameEndUserInfoKey")
    }

    @Test func userInfoNeedsItsFrame() {
        #expect(
            onlyPointer(body(#""keyboard":{"userInfo":{"UIKeyboardAnimationDurationUserInfoKey":0.25}}"#))
                == "/keyboard/userInfo/UIKeyboardFrameEndUserInfoKey")
        #expect(
            onlyPointer(body(#""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":7}}"#))
                == "/keyboard/userInfo/UIKeyboardFrameEndUserInfoKey")
    }

    @Test func unknownFieldsAreReportedWithEscapedPointers() {
        #expect(onlyPointer(body(#""device":"iPhone 15""#)) == "/device")
        #expect(
            onlyPointer(#"{\#(minimalScreen),"container":{"frame":{"x":0,"y":0,"width":1,"height":1,"z":0}}}"#)
                == "/container/frame/z")
        #expect(onlyPointer(body(#""options":{"animated":true}"#)) == "/options/animated")
        #expect(onlyPointer(body(#""keyboard":{"height":336,"animation":{"delay":0}}"#)) == "/keyboard/animation/delay")
        // RFC 6901: "~" is "~0", "/" is "~1"; escapes in the name are decoded first.
        #expect(onlyPointer(body(#""a/b~c":1"#)) == "/a~1b~0c")
        #expect(onlyPointer(body(#""\u007e\/":1"#)) == "/~0~1")
        #expect(onlyPointer(body(#""":1"#)) == "/")
        #expect(onlyPointer(body(#""é":1"#)) == "/é")
    }

    @Test func duplicateMembersPointAtTheRepeat() {
        #expect(onlyPointer(#"{\#(minimalScreen),\#(minimalScreen),\#(minimalContainer)}"#) == "/screen")
        #expect(
            onlyPointer(#"{\#(minimalScreen),"container":{"frame":{"x":0,"x":1,"y":0,"width":1,"height":1}}}"#)
                == "/container/frame/x")
        // A repeat spelled with an escape is still a repeat.
        #expect(onlyPointer(body(#""focus":null,"f\u006fcus":null"#)) == "/focus")
        #expect(
            onlyPointer(
                body(
                    #""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":"{{0,0},{1,1}}","UIKeyboardFrameEndUserInfoKey":"{{0,0},{1,1}}"}}"#
                ))
                == "/keyboard/userInfo/UIKeyboardFrameEndUserInfoKey")
    }

    @Test func everyErrorIsReportedInOneProblem() throws {
        let text = """
            {"screen": {"width": -1, "height": 844},
             "container": {"frame": {"x": 0, "y": 0, "width": 390}, "insetAdjustment": "sometimes"},
             "elements": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 0, "height": 1}},
                          {"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "colour": "red"}],
             "keyboard": {"height": 1e999},
             "focus": "nobody",
             "options": {"anchor": 2, "minimumDistance": -1}}
            """
        let p = try #require(problem(text))
        #expect(p.status == 422)
        #expect(p.title == "Invalid layout request")
        #expect(
            p.errors.map(\.pointer) == [
                "/screen/width",
                "/container/frame/height",
                "/container/insetAdjustment",
                "/elements/0/frame/width",
                "/elements/1/colour",
                "/elements/1/id",
                "/keyboard/height",
                "/options/anchor",
                "/options/minimumDistance",
                "/focus",
            ])
        #expect(p.detail.contains("10 places"))
        #expect(p.errors.allSatisfy { !$0.message.isEmpty })
    }

    @Test func oneErrorIsNamedInTheDetail() throws {
        let p = try #require(problem("{\(minimalScreen)}"))
        #expect(p.detail == "The request breaks the layout contract at /container: is required")
    }

    @Test func theResolversIssuesArePlacedUnderTheItemsPath() throws {
        // The one resolver reports /keyboard/height relative to the request; in a batch the
        // decoder puts it under the item: /requests/1/keyboard/height. 845 > 844.
        let tall = body(#""keyboard":{"height":845}"#)
        let text = #"{"requests":[\#(body()),\#(tall)]}"#
        let items = try Array(text.utf8).withUnsafeBytes { raw throws(Problem) in try LayoutDecoder.decodeBatch(raw) }
        #expect(items.count == 2)
        guard case .success = items[0], case .failure(let p) = items[1] else {
            Issue.record("expected the first item to decode and the second to fail")
            return
        }
        #expect(
            p.errors == [
                FieldError(pointer: "/requests/1/keyboard/height", message: "must not exceed screen.height (844.0)")
            ])
        // The same request alone: the pointer from the root.
        #expect(
            problem(tall)?.errors == [
                FieldError(pointer: "/keyboard/height", message: "must not exceed screen.height (844.0)")
            ])
    }
}
