import ClearanceContract
import ClearanceWire
import KeyboardAvoidance
import Testing

/// `keyboard.userInfo` as logs print it: the whole dictionary as NSLog / `po` and Swift's `print`
/// write it, and the object form's members as strings.
@Suite struct LoggedUserInfoTests {
    /// `text` as a JSON string literal.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        // Bytes above 0x7F were appended one by one as Latin-1 scalars above; only ASCII is used.
        return out + "\""
    }

    static func request(userInfo text: String) -> String {
        body(#""keyboard":{"userInfo":\#(jsonString(text))}"#)
    }

    /// The one error of the problem for `text`, checked to be at /keyboard/userInfo.
    static func failure(_ text: String) -> String? {
        guard let p = problem(request(userInfo: text)) else { return nil }
        #expect(p.status == 422)
        #expect(p.errors.map(\.pointer) == ["/keyboard/userInfo"], "\(p.errors)")
        return p.errors.first?.message
    }

    static let nslog = """
        {
            UIKeyboardAnimationCurveUserInfoKey = 7;
            UIKeyboardAnimationDurationUserInfoKey = "0.25";
            UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {390, 336}}";
            UIKeyboardCenterBeginUserInfoKey = "NSPoint: {195, 1012}";
            UIKeyboardCenterEndUserInfoKey = "NSPoint: {195, 676}";
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 844}, {390, 336}}";
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 508}, {390, 336}}";
            UIKeyboardIsLocalUserInfoKey = 1;
        }
        """

    static let printed =
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0.0, 476.33333333333331}, {390.0, 367.66666666666669}}, "#
        + #"AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.35, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 6, "#
        + #"AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {195.0, 1012.0}, "#
        + #"AnyHashable("UIKeyboardFrameBeginUserInfoKey"): CGRect: {{0.0, 844.0}, {390.0, 367.66666666666669}}]"#

    @Test func theNSLogForm() throws {
        let r = try decode(Self.request(userInfo: Self.nslog))
        #expect(r.keyboard.state == .shown)
        #expect(r.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(r.keyboard.animation == KeyboardAnimation(duration: 0.25, curve: 7))
    }

    @Test(arguments: [
        ("NSRect: {{0, 508}, {390, 336}}", Rect(x: 0, y: 508, width: 390, height: 336)),
        ("{{-12, -0}, {1000000000, 0}}", Rect(x: -12, y: -0.0, width: 1e9, height: 0)),
        ("CGRect: {{-0.0, 7.5}, {390.25, 336}}", Rect(x: -0.0, y: 7.5, width: 390.25, height: 336)),
    ])
    func rectStringsReadExactly(text: String, rect: Rect) throws {
        // Integers are read digit by digit, fractions by the standard library: the same values,
        // the sign of a zero included.
        let r = try decode(
            body(#""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":\#(Self.jsonString(text))}}"#))
        let frame = try #require(r.keyboard.frame)
        #expect(frame == rect)
        #expect(frame.x.sign == rect.x.sign && frame.y.sign == rect.y.sign)
    }

    @Test func theSwiftPrintForm() throws {
        let r = try decode(Self.request(userInfo: Self.printed))
        #expect(r.keyboard.frame == Rect(x: 0, y: 476.33333333333331, width: 390, height: 367.66666666666669))
        #expect(r.keyboard.animation == KeyboardAnimation(duration: 0.35, curve: 6))
    }

    @Test(arguments: [
        // Numbers quoted or not, CGRect or NSRect or neither, on one line or many.
        #"{UIKeyboardFrameEndUserInfoKey="CGRect: {{0, 508}, {390, 336}}";UIKeyboardAnimationDurationUserInfoKey=0.25;UIKeyboardAnimationCurveUserInfoKey="7";}"#,
        "  {\n\tUIKeyboardFrameEndUserInfoKey = \"{{0,508},{390,336}}\" ;\n}\n",
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): CGRect: {{0, 508}, {390, 336}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): "0.25"]"#,
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"):{{0,508},{390,336}}]"#,
        // A key given twice: the last wins.
        #"{ UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 0}, {1, 1}}"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 508}, {390, 336}}"; }"#,
        // Other keys, whatever their values.
        #"{ A = "x \" ; } = "; B = -; C_1 = NSPoint:; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 508}, {390, 336}}"; }"#,
        #"[AnyHashable("x"): "a, ] }", AnyHashable("y"): {a, {b}, c} (d), AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 508}, {390, 336}}]"#,
    ])
    func moreForms(text: String) throws {
        let r = try decode(Self.request(userInfo: text))
        #expect(r.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test(arguments: [
        "", "   ", "garbage", "NSRect: {{0, 508}, {390, 336}}", "{}", "[]", "[:]",
        "{ UIKeyboardFrameBeginUserInfoKey = 1; }",
        #"[AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1]"#,
    ])
    func aTextWithoutTheFrameNamesTheKey(text: String) {
        let message = Self.failure(text)
        #expect(
            message?.hasPrefix("no UIKeyboardFrameEndUserInfoKey in the logged userInfo") == true, "\(message ?? "")")
    }

    @Test(arguments: [
        // Unterminated, truncated, misplaced.
        "{", "{ UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 508}, {390, 336}}\";", "{ A = 1 }", "{ A 1; }",
        "{ A = \"open; }", "{ A = \"x\\", "{ = 1; }", "{ A = ; }", "{ A = {1}; }", "{ A = 1; } x", "{ A.b = 1; }",
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 508}, {390, 336}}"#,
        #"[AnyHashable("A"): {{{1}}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}]"#,
        #"[AnyHashable("A"): {1, AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}]"#,
        #"[AnyHashable("A"): "1, AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}]"#,
        #"[AnyHashable("A"): , AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}]"#,
        #"[AnyHashable("A") 1, AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}]"#,
        #"[AnyHashable(A): 1, AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}]"#,
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}},]"#,
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}] ]"#,
    ])
    func aTextItCannotReadSaysWhere(text: String) {
        let message = Self.failure(text)
        #expect(message?.contains("UIKeyboardFrameEndUserInfoKey") == true, "\(message ?? "")")
    }

    @Test(arguments: [
        (#"{ UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 508}, {-390, 336}}"; }"#, "negative width"),
        (#"{ UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 5e2}, {390, 336}}"; }"#, "must be a rect"),
        (#"{ UIKeyboardFrameEndUserInfoKey = NSRect; }"#, "must be a rect"),
        (#"{ UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 10000000000}, {390, 336}}"; }"#, "between -1e9 and 1e9"),
        (#"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): "NSRect: {{0, 508}, {390, 336}}"]"#, "must be a rect"),
        (
            #"{ UIKeyboardFrameEndUserInfoKey = "{{0, 508}, {390, 336}}"; UIKeyboardAnimationDurationUserInfoKey = "-0.25"; }"#,
            "UIKeyboardAnimationDurationUserInfoKey"
        ),
        (
            #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 16]"#,
            "UIKeyboardAnimationCurveUserInfoKey"
        ),
        (
            #"{ UIKeyboardFrameEndUserInfoKey = "{{0, 508}, {390, 336}}"; UIKeyboardAnimationCurveUserInfoKey = 7.0; }"#,
            "UIKeyboardAnimationCurveUserInfoKey"
        ),
    ])
    func aKnownKeyWithABadValueIsNamed(text: String, words: String) {
        let message = Self.failure(text)
        #expect(message?.contains(words) == true, "\(message ?? "")")
    }

    @Test func hostileTextsAreRefusedWithoutCrashing() {
        let frame = #"UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 508}, {390, 336}}";"#
        let hostile = [
            // Huge numbers: a million digits before the point (out of range), half a million after
            // it (a plain decimal, read).
            "{ UIKeyboardFrameEndUserInfoKey = \"{{\(String(repeating: "9", count: 1_000_000)), 0}, {1, 1}}\"; }",
            "{ UIKeyboardFrameEndUserInfoKey = \"{{0.\(String(repeating: "1", count: 500_000)), 0}, {1, 1}}\"; }",
            // Unterminated braces, deep and long.
            String(repeating: "{", count: 200_000),
            String(repeating: "[", count: 200_000),
            "[AnyHashable(\"A\"): " + String(repeating: "{", count: 100_000),
            "{ A = \"" + String(repeating: "\\", count: 99_999),
            // NUL and other control bytes, inside values and in place of syntax.
            "{ A = \"\u{0}\"; \(frame) }",
            "{\u{0}\(frame) }",
            "[AnyHashable(\"A\"): \u{0}\u{1}\u{7F}, AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): {{0, 508}, {390, 336}}]",
            // Long strings: a long key, a long value, many entries.
            "{ \(String(repeating: "K", count: 300_000)) = 1; }",
            "{ A = \"\(String(repeating: "x", count: 300_000))\"; \(frame) }",
            "{ " + String(repeating: "A = 1; ", count: 50_000) + frame + " }",
        ]
        for (n, text) in hostile.enumerated() {
            let p = problem(Self.request(userInfo: text))
            if [1, 6, 8, 10, 11].contains(n) {
                #expect(p == nil, "\(n): \(p?.errors ?? [])")  // well-formed, whatever the bytes
            } else {
                #expect(p?.errors.map(\.pointer) == ["/keyboard/userInfo"], "\(n)")
            }
        }
    }

    // MARK: The object form, widened the same way

    @Test func objectMembersMayBeStringsAsLogsPrintThem() throws {
        let r = try decode(
            body(
                #""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":"CGRect: {{0, 476.33333333333331}, {390, 367.66666666666669}}","#
                    + #""UIKeyboardAnimationDurationUserInfoKey":"0.25","UIKeyboardAnimationCurveUserInfoKey":"7"}}"#))
        #expect(r.keyboard.frame == Rect(x: 0, y: 476.33333333333331, width: 390, height: 367.66666666666669))
        #expect(r.keyboard.animation == KeyboardAnimation(duration: 0.25, curve: 7))
    }

    @Test(arguments: [
        (
            #""UIKeyboardAnimationDurationUserInfoKey":"-0.25""#,
            "/keyboard/userInfo/UIKeyboardAnimationDurationUserInfoKey"
        ),
        (
            #""UIKeyboardAnimationDurationUserInfoKey":"0 .25""#,
            "/keyboard/userInfo/UIKeyboardAnimationDurationUserInfoKey"
        ),
        (
            #""UIKeyboardAnimationDurationUserInfoKey":"1e-1""#,
            "/keyboard/userInfo/UIKeyboardAnimationDurationUserInfoKey"
        ),
        (#""UIKeyboardAnimationCurveUserInfoKey":"16""#, "/keyboard/userInfo/UIKeyboardAnimationCurveUserInfoKey"),
        (#""UIKeyboardAnimationCurveUserInfoKey":"07""#, "/keyboard/userInfo/UIKeyboardAnimationCurveUserInfoKey"),
        (#""UIKeyboardAnimationCurveUserInfoKey":"""#, "/keyboard/userInfo/UIKeyboardAnimationCurveUserInfoKey"),
    ])
    func objectMemberStringsThatAreNotNumbers(member: String, pointer: String) {
        let json = body(#""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":"{{0,508},{390,336}}",\#(member)}}"#)
        #expect(problem(json)?.errors.map(\.pointer) == [pointer])
    }
}
