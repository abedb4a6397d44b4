import ClearanceContract
import ClearanceWire
import DeviceCatalog
import KeyboardAvoidance
import Testing

@Suite struct LayoutDecoderTests {
    @Test func minimalRequestTakesEveryDefaultOfSection1() throws {
        let r = try decode(body())
        #expect(r.screen == Size(width: 390, height: 844))
        // window.frame defaults to the whole screen, its safe area to zero.
        #expect(r.window.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(r.window.safeArea == .zero)
        // No keyboard member: hidden, no frame, UIKit's 0.25 s and curve 7.
        #expect(r.keyboard.state == .hidden)
        #expect(r.keyboard.frame == nil)
        #expect(r.keyboard.animation == KeyboardAnimation(duration: 0.25, curve: 7))
        #expect(r.container.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(r.container.scrollable)
        #expect(r.container.contentSize == Size(width: 390, height: 844))
        // The resting offset {-A0.left, -A0.top}: no safe area and no inset, so {0, 0}.
        #expect(r.container.contentOffset == .zero)
        #expect(r.container.contentInset == .zero)
        #expect(r.container.safeArea == nil)
        #expect(r.container.insetAdjustment == .automatic)
        #expect(r.elements.isEmpty)
        #expect(r.focus == nil)
        #expect(r.options.strategy == nil)
        #expect(r.options.minimumDistance == 20)
        #expect(r.options.anchor == nil)
        #expect(r.options.scrollTarget == nil)
        #expect(r.options.followsUndockedKeyboard == false)
    }

    @Test func everyFieldIsRead() throws {
        let text = """
            {
              "screen": {"width": 1024, "height": 1366},
              "window": {"frame": {"x": 10, "y": 20, "width": 500, "height": 1300},
                         "safeArea": {"top": 24, "left": 1, "bottom": 20, "right": 2}},
              "keyboard": {"state": "shown", "frame": {"x": 0, "y": 1000, "width": 1024, "height": 366},
                           "animation": {"duration": 0.5, "curve": 3}},
              "container": {"frame": {"x": 5, "y": 6, "width": 400, "height": 800},
                            "scrollable": false,
                            "contentSize": {"width": 400, "height": 2000},
                            "contentOffset": {"x": -3, "y": 120.5},
                            "contentInset": {"top": 44, "left": 0, "bottom": 49, "right": 0},
                            "safeArea": {"top": 7, "left": 8, "bottom": 9, "right": 10},
                            "insetAdjustment": "never"},
              "elements": [
                {"id": "name", "frame": {"x": 20, "y": 100, "width": 360, "height": 44}},
                {"id": "notes", "frame": {"x": 20, "y": 300, "width": 360, "height": 200},
                 "caret": {"x": 12, "y": 150, "width": 2, "height": 20}}
              ],
              "focus": "notes",
              "options": {"strategy": "resizeView", "minimumDistance": 8, "anchor": 0.25,
                          "scrollTarget": "name", "followsUndockedKeyboard": true}
            }
            """
        let r = try decode(text)
        #expect(r.screen == Size(width: 1024, height: 1366))
        #expect(r.window.frame == Rect(x: 10, y: 20, width: 500, height: 1300))
        #expect(r.window.safeArea == EdgeInsets(top: 24, left: 1, bottom: 20, right: 2))
        #expect(r.keyboard.state == .shown)
        #expect(r.keyboard.frame == Rect(x: 0, y: 1000, width: 1024, height: 366))
        #expect(r.keyboard.animation == KeyboardAnimation(duration: 0.5, curve: 3))
        #expect(r.container.frame == Rect(x: 5, y: 6, width: 400, height: 800))
        #expect(r.container.scrollable == false)
        #expect(r.container.contentSize == Size(width: 400, height: 2000))
        #expect(r.container.contentOffset == Point(x: -3, y: 120.5))
        #expect(r.container.contentInset == EdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        #expect(r.container.safeArea == EdgeInsets(top: 7, left: 8, bottom: 9, right: 10))
        #expect(r.container.insetAdjustment == .never)
        #expect(r.elements.map(\.id) == ["name", "notes"])
        #expect(r.elements[0].frame == Rect(x: 20, y: 100, width: 360, height: 44))
        #expect(r.elements[0].caret == nil)
        #expect(r.elements[1].caret == Rect(x: 12, y: 150, width: 2, height: 20))
        #expect(r.focus == "notes")
        #expect(r.options.strategy == .resizeView)
        #expect(r.options.minimumDistance == 8)
        #expect(r.options.anchor == 0.25)
        #expect(r.options.scrollTarget == "name")
        #expect(r.options.followsUndockedKeyboard)
    }

    @Test(arguments: [("scrollView", Strategy.scrollView), ("shiftView", .shiftView), ("resizeView", .resizeView)])
    func strategies(name: String, strategy: Strategy) throws {
        #expect(try decode(body(#""options":{"strategy":"\#(name)"}"#)).options.strategy == strategy)
    }

    @Test(arguments: [
        (#""top""#, 0.0 as Double?), (#""center""#, 0.5), (#""bottom""#, 1), ("0", 0), ("1", 1), ("0.25", 0.25),
        ("null", nil),
    ])
    func anchors(json: String, expected: Double?) throws {
        #expect(try decode(body(#""options":{"anchor":\#(json)}"#)).options.anchor == expected)
    }

    @Test func contentOffsetDefaultsToTheRestingOffset() throws {
        // Window safe area top 47, base inset top 44 → A0.top 91: content y = 0 rests below both.
        let safe = #""window":{"safeArea":{"top":47,"left":0,"bottom":34,"right":0}}"#
        let inset = #""container":{"frame":{"x":0,"y":0,"width":390,"height":844},"contentInset":{"top":44}}"#
        #expect(try decode("{\(minimalScreen),\(safe),\(inset)}").container.contentOffset == Point(x: 0, y: -91))
        // never: A0 = b → {0, -44}.
        let never =
            #""container":{"frame":{"x":0,"y":0,"width":390,"height":844},"contentInset":{"top":44},"#
            + #""insetAdjustment":"never"}"#
        #expect(try decode("{\(minimalScreen),\(safe),\(never)}").container.contentOffset == Point(x: 0, y: -44))
        // A side safe area counts only when the content is wider than the container.
        let landscape = #""screen":{"width":844,"height":390}"#
        let sides = #""window":{"safeArea":{"top":0,"left":47,"bottom":21,"right":47}}"#
        let vertical = #""container":{"frame":{"x":0,"y":0,"width":844,"height":390}}"#
        let horizontal =
            #""container":{"frame":{"x":0,"y":0,"width":844,"height":390},"contentSize":{"width":1688,"height":390}}"#
        #expect(try decode("{\(landscape),\(sides),\(vertical)}").container.contentOffset == .zero)
        #expect(try decode("{\(landscape),\(sides),\(horizontal)}").container.contentOffset == Point(x: -47, y: 0))
        // A device's safe area is the window's: iPhone 14 portrait rests at {0, -47}.
        let device = #"{"device":{"id":"iphone-14"}}"#
        #expect(try decode(device).container.contentOffset == Point(x: 0, y: -47))
        // A given offset is used as given.
        let given = #""container":{"frame":{"x":0,"y":0,"width":390,"height":844},"contentOffset":{"x":0,"y":0}}"#
        #expect(try decode("{\(minimalScreen),\(safe),\(given)}").container.contentOffset == .zero)
    }

    @Test func aMatrixCombinationResolvesDefaultsAsADeviceRequestDoes() throws {
        // The same request, once with `device` and once as a matrix template on that device: both
        // are resolved by `RequestDraft.resolve(device:)`, so the defaults (container frame,
        // content size, resting offset) agree; this holds the decoder's template to the matrix's.
        let container = #""container":{"contentInset":{"top":44,"bottom":49}}"#
        let elements = #""elements":[{"id":"a","frame":{"x":0,"y":16,"width":844,"height":44}}]"#
        for orientation in Orientation.allCases {
            let single = try decode(
                #"{"device":{"id":"iphone-14","orientation":"\#(orientation.rawValue)"},\#(container),\#(elements)}"#)
            let matrixBody = Array(#"{"request":{\#(container),\#(elements)},"devices":["iphone-14"]}"#.utf8)
            let query = try matrixBody.withUnsafeBytes { raw throws(Problem) in try LayoutDecoder.decodeMatrix(raw) }
            let geometry = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", orientation: orientation))
            let combined = try query.draft.resolve(device: geometry)
            #expect(combined.container.frame == single.container.frame)
            #expect(combined.container.contentSize == single.container.contentSize)
            #expect(combined.container.contentOffset == single.container.contentOffset)
            // Portrait: A0.top = 44 + 47 → -91; landscape: 44 + 0 → -44 (no side inset: vertical).
            #expect(single.container.contentOffset == Point(x: 0, y: orientation == .portrait ? -91 : -44))
        }
    }

    /// A matrix's reference width is held to its field's least value, 1: below it the problem
    /// says so at its pointer; 1 itself is read.
    @Test func aReferenceWidthBelowItsLeastIsRefusedAtItsPointer() throws {
        for (width, refused) in [("0.5", true), ("0", true), ("1", false), ("390", false)] {
            let body = Array(#"{"request":{},"devices":["iphone-14"],"stretch":{"referenceWidth":\#(width)}}"#.utf8)
            let decoded = body.withUnsafeBytes { raw in
                Result { () throws(Problem) in try LayoutDecoder.decodeMatrix(raw) }
            }
            switch decoded {
            case .success(let query):
                #expect(!refused, "\(width) was read")
                #expect(query.spec.referenceWidth == Double(width))
            case .failure(let problem):
                #expect(refused, "\(width): \(problem.errors)")
                let issue = try #require(problem.errors.first)
                #expect(issue.pointer == "/stretch/referenceWidth")
                #expect(issue.message == (width == "0" ? "must be greater than zero" : "must be at least 1"))
            }
        }
    }

    /// An accessory view is given once: `device.accessoryHeight` (even 0, and even set by the
    /// CLI's `--accessory-height` through `editingDevice`) beside `keyboard.accessoryHeight` is
    /// a 422 at the keyboard's; either alone raises the device's keyboard by its height.
    @Test func anAccessoryViewIsGivenOnce() throws {
        let keyboard = #""keyboard":{"accessoryHeight":44}"#
        for device in [#"{"id":"iphone-14","accessoryHeight":44}"#, #"{"id":"iphone-14","accessoryHeight":0}"#] {
            let p = try #require(problem(#"{"device":\#(device),\#(keyboard)}"#))
            #expect(p.errors.map(\.pointer) == ["/keyboard/accessoryHeight"])
        }
        let alone = try decode(#"{"device":{"id":"iphone-14","accessoryHeight":44}}"#)
        let neither = try decode(#"{"device":{"id":"iphone-14"}}"#)
        let keyboardOnly = try decode(#"{"device":{"id":"iphone-14"},\#(keyboard)}"#)
        let top = { (r: LayoutRequest) in r.keyboard.frame.map { $0.origin.y } }
        #expect(top(neither).map { $0 - 44 } == top(alone))
        #expect(top(keyboardOnly) == top(alone))

        let bytes = Array(#"{\#(keyboard)}"#.utf8)
        var seen: DeviceSetup??
        let edited = Result { () throws(Problem) in
            try LayoutDecoder.decodeLayout(bytes) { (device: inout DeviceSetup?) in
                seen = device
                device = DeviceSetup(id: "iphone-14", accessoryHeight: 0)
            }
        }
        #expect(seen == .some(nil))
        guard case .failure(let problem) = edited else {
            Issue.record("an edited device.accessoryHeight beside keyboard.accessoryHeight was read")
            return
        }
        #expect(problem.errors.map(\.pointer) == ["/keyboard/accessoryHeight"])
    }

    @Test func insetsLeaveOutEdgesAsZero() throws {
        let r = try decode(body(#""window":{"safeArea":{"top":47,"bottom":34}}"#))
        #expect(r.window.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(r.window.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func contentSizeDefaultsToTheFrameSize() throws {
        let r = try decode(#"{\#(minimalScreen),"container":{"frame":{"x":10,"y":20,"width":300,"height":500}}}"#)
        #expect(r.container.contentSize == Size(width: 300, height: 500))
    }

    @Test func nullIsTakenAsAbsent() throws {
        let r = try decode(
            body(#""window":null,"keyboard":{"frame":null,"height":336},"focus":null,"options":{"strategy":null}"#))
        #expect(r.window.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(r.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(r.focus == nil)
        #expect(r.options.strategy == nil)
    }

    @Test func memberNamesAreComparedDecoded() throws {
        // "scr\u0065en" is "screen"; "\/" is "/".
        let r = try decode(#"{"scr\u0065en":{"width":1,"height":2},\#(minimalContainer)}"#)
        #expect(r.screen == Size(width: 1, height: 2))
    }

    @Test func idsAreDecodedStrings() throws {
        let r = try decode(
            body(
                #""elements":[{"id":"a\"b\\c\/d\u00e9\ud83d\ude00","frame":{"x":0,"y":0,"width":1,"height":1}},"#
                    + #"{"id":"żółw","frame":{"x":0,"y":0,"width":1,"height":1}}],"focus":"żółw""#))
        #expect(r.elements.map(\.id) == ["a\"b\\c/dé😀", "żółw"])
        #expect(r.focus == "żółw")
    }

    @Test func whitespaceAnywhereBetweenTokens() throws {
        let r = try decode(" \n\t{ \"screen\" :\r\n{\"width\" : 1 , \"height\":2 } , \(minimalContainer) }\n ")
        #expect(r.screen == Size(width: 1, height: 2))
    }

    /// A line break and its indentation are skipped up to eight spaces at a time: every depth of
    /// indentation, spaces mixed with tabs and carriage returns, and runs of line breaks read
    /// the same; a control byte after the spaces is still refused where it stands.
    @Test func indentationOfEveryDepthIsWhitespace() throws {
        let compact = body(#""elements":[{"id":"a","frame":{"x":1,"y":2,"width":3,"height":4}}],"focus":"a""#)
        let expected = try decode(compact)
        for depth in 0...20 {
            for tail in ["", "\t", "\r\n", "\n", "\n  \n"] {
                let indent = "\n" + String(repeating: " ", count: depth) + tail
                let text =
                    compact.replacingOccurrences(of: ",", with: "," + indent)
                    .replacingOccurrences(of: "{", with: "{" + indent)
                    .replacingOccurrences(of: ":", with: ":" + indent) + indent
                let r = try decode(text)
                #expect(r.elements.map(\.id) == expected.elements.map(\.id), "\(depth) \(tail.debugDescription)")
                #expect(r.elements.map(\.frame) == expected.elements.map(\.frame))
                #expect(r.screen == expected.screen)
            }
            let bad = "{\n" + String(repeating: " ", count: depth) + "\u{01}" + String(compact.dropFirst())
            let detail = problem(bad)?.detail ?? ""
            #expect(detail.contains("byte 0x01") && detail.contains("(at byte \(2 + depth))"), "\(depth): \(detail)")
        }
    }
}

@Suite struct KeyboardDecodingTests {
    @Test func heightIsADockedKeyboardAcrossTheScreenBottom() throws {
        // {0, screen.height - h, screen.width, h} = {0, 844 - 336, 390, 336}.
        let r = try decode(body(#""keyboard":{"height":336}"#))
        #expect(r.keyboard.state == .shown)
        #expect(r.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test func heightMayComeBeforeTheScreen() throws {
        let r = try decode(#"{"keyboard":{"height":300},\#(minimalContainer),"screen":{"width":1024,"height":768}}"#)
        #expect(r.keyboard.frame == Rect(x: 0, y: 468, width: 1024, height: 300))
    }

    @Test func heightZeroAndHeightOfTheWholeScreenAreAccepted() throws {
        #expect(
            try decode(body(#""keyboard":{"height":0}"#)).keyboard.frame == Rect(x: 0, y: 844, width: 390, height: 0))
        #expect(
            try decode(body(#""keyboard":{"height":844}"#)).keyboard.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func stateDefaultsToShownOnlyWithAFrame() throws {
        #expect(try decode(body(#""keyboard":{}"#)).keyboard.state == .hidden)
        #expect(try decode(body(#""keyboard":{"state":"hidden"}"#)).keyboard.state == .hidden)
        let framed = try decode(body(#""keyboard":{"frame":{"x":0,"y":500,"width":390,"height":344}}"#))
        #expect(framed.keyboard.state == .shown)
    }

    @Test func hiddenStateKeepsTheGivenFrame() throws {
        let r = try decode(body(#""keyboard":{"state":"hidden","height":336}"#))
        #expect(r.keyboard.state == .hidden)
        #expect(r.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test(arguments: [
        ("NSRect: {{0, 508}, {390, 336}}", Rect(x: 0, y: 508, width: 390, height: 336)),
        ("{{0,508},{390,336}}", Rect(x: 0, y: 508, width: 390, height: 336)),
        (
            "  NSRect:{ { -10.5 ,  500.25 } , { 390 , 343.75 } }  ",
            Rect(x: -10.5, y: 500.25, width: 390, height: 343.75)
        ),
        ("CGRect: {{0, 100}, {390.000, 336}}", Rect(x: 0, y: 100, width: 390, height: 336)),
        ("NSRect: {{-0, -844}, {0.5, 0}}", Rect(x: 0, y: -844, width: 0.5, height: 0)),
        (
            "CGRect:\\t{{0.0, 476.33333333333331}, {390.0, 367.66666666666669}}\\n",
            Rect(x: 0, y: 476.33333333333331, width: 390, height: 367.66666666666669)
        ),
        (
            "{{-1000000000, 999999999.999}, {1000000000.000, 0}}",
            Rect(x: -1_000_000_000, y: 999_999_999.999, width: 1_000_000_000, height: 0)
        ),
    ])
    func userInfoFrameStrings(text: String, expected: Rect) throws {
        let r = try decode(body(#""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":"\#(text)"}}"#))
        #expect(r.keyboard.state == .shown)
        #expect(r.keyboard.frame == expected)
    }

    @Test func userInfoAsAnAppLogsIt() throws {
        // Other keys of the notification are ignored, whatever their values.
        let text = body(
            """
            "keyboard":{"userInfo":{
              "UIKeyboardAnimationCurveUserInfoKey": 7,
              "UIKeyboardAnimationDurationUserInfoKey": 0.35,
              "UIKeyboardBoundsUserInfoKey": "NSRect: {{0, 0}, {390, 336}}",
              "UIKeyboardCenterBeginUserInfoKey": "NSPoint: {195, 1012}",
              "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 844}, {390, 336}}",
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 508}, {390, 336}}",
              "UIKeyboardIsLocalUserInfoKey": true,
              "Nested": {"anything": [1, {"deep": null}]}
            }}
            """)
        let r = try decode(text)
        #expect(r.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(r.keyboard.animation == KeyboardAnimation(duration: 0.35, curve: 7))
    }

    @Test func userInfoFrameAsARectObject() throws {
        let r = try decode(
            body(#""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":{"x":0,"y":500,"width":390,"height":344}}}"#)
        )
        #expect(r.keyboard.frame == Rect(x: 0, y: 500, width: 390, height: 344))
        #expect(r.keyboard.animation == .standard)
    }

    @Test func explicitAnimationWinsOverUserInfoParameterByParameter() throws {
        let r = try decode(
            body(
                #""keyboard":{"animation":{"duration":0.1},"userInfo":{"UIKeyboardFrameEndUserInfoKey":"{{0,508},{390,336}}","#
                    + #""UIKeyboardAnimationDurationUserInfoKey":0.35,"UIKeyboardAnimationCurveUserInfoKey":4}}"#))
        #expect(r.keyboard.animation == KeyboardAnimation(duration: 0.1, curve: 4))
    }

    @Test func animationAloneKeepsTheOtherDefault() throws {
        let r = try decode(body(#""keyboard":{"height":336,"animation":{"curve":0}}"#))
        #expect(r.keyboard.animation == KeyboardAnimation(duration: 0.25, curve: 0))
        // 7.0 is the integer 7.
        let seven = try decode(body(#""keyboard":{"height":336,"animation":{"curve":7.0,"duration":0}}"#))
        #expect(seven.keyboard.animation == KeyboardAnimation(duration: 0, curve: 7))
    }
}
