import ClearanceContract
import ClearanceWire
import Foundation
import Testing

/// `keyboard.userInfo` as logs print it: the decoder and the document's patterns (`LoggedUserInfo`,
/// `LoggedRect`, `LoggedDuration`, `LoggedCurve`, which clients validate with) accept exactly the
/// same texts. A corpus of texts (logged dictionaries, rect strings, durations and curves: real
/// ones, variations, garbage), every prefix and many one-character edits of the accepted ones are
/// each decoded and matched against the pattern: the decoder accepts a text exactly when the
/// pattern matches it, and refuses any other at the field.
@Suite struct LoggedUserInfoPatternTests {
    static let durationKey = "UIKeyboardAnimationDurationUserInfoKey"
    static let curveKey = "UIKeyboardAnimationCurveUserInfoKey"
    static let frameKey = "UIKeyboardFrameEndUserInfoKey"

    /// The pattern of the document's schema `name`, as `openapi.yaml` writes it.
    static func pattern(_ name: String) throws -> NSRegularExpression {
        var text: String?
        for schema in APIDocument.schemas {
            guard case .shaped(let object) = schema, object.name == name, case .pattern(let regex, _) = object.shape
            else { continue }
            text = regex
        }
        return try NSRegularExpression(pattern: try #require(text, "no pattern for \(name)"))
    }

    /// Whether `pattern` matches all of `text`, as JSON Schema's (ECMA-262) anchors do: ICU's `$`
    /// also matches before a final line terminator (U+000B, U+0085, U+2028…), so a match counts
    /// only when it covers the whole text.
    static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
        let whole = NSRange(text.startIndex..., in: text)
        return pattern.firstMatch(in: text, range: whole)?.range == whole
    }

    static func jsonString(_ text: String) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast()
            .description
    }

    /// The fields a text may stand in: the whole userInfo, or one member of it.
    enum Field: String, CaseIterable, Sendable {
        case userInfo = "LoggedUserInfo"
        case rect = "LoggedRect"
        case duration = "LoggedDuration"
        case curve = "LoggedCurve"

        var pointer: String {
            switch self {
            case .userInfo: "/keyboard/userInfo"
            case .rect: "/keyboard/userInfo/\(LoggedUserInfoPatternTests.frameKey)"
            case .duration: "/keyboard/userInfo/\(LoggedUserInfoPatternTests.durationKey)"
            case .curve: "/keyboard/userInfo/\(LoggedUserInfoPatternTests.curveKey)"
            }
        }

        /// A layout whose keyboard gives `text` as this field.
        func body(_ text: String) throws -> String {
            let t = try LoggedUserInfoPatternTests.jsonString(text)
            let frame = #""\#(LoggedUserInfoPatternTests.frameKey)":"{{0, 508}, {390, 336}}""#
            let userInfo: String
            switch self {
            case .userInfo: userInfo = t
            case .rect: userInfo = #"{"\#(LoggedUserInfoPatternTests.frameKey)":\#(t)}"#
            case .duration: userInfo = #"{\#(frame),"\#(LoggedUserInfoPatternTests.durationKey)":\#(t)}"#
            case .curve: userInfo = #"{\#(frame),"\#(LoggedUserInfoPatternTests.curveKey)":\#(t)}"#
            }
            return
                #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"#
                + #""keyboard":{"userInfo":\#(userInfo)}}"#
        }
    }

    /// Whether the decoder accepts `text` as `field`, checking that a refusal is at the field.
    static func accepted(_ field: Field, _ text: String) throws -> Bool {
        guard let p = problem(try field.body(text)) else { return true }
        #expect(p.errors.map(\.pointer) == [field.pointer], "\(field) \(text.debugDescription)")
        return false
    }

    /// The texts on which the decoder and the pattern disagree.
    static func disagreements(_ field: Field, _ texts: [String]) throws -> [String] {
        let pattern = try pattern(field.rawValue)
        return try texts.filter { try accepted(field, $0) != matches(pattern, $0) }
    }

    static let nslog = LoggedUserInfoTests.nslog

    static let printed =
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0.0, 476.33333333333331}, {390.0, 367.66666666666669}}, "#
        + #"AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, "#
        + #"AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {195.0, 1012.0}, "#
        + #"AnyHashable("UIKeyboardFrameBeginUserInfoKey"): CGRect: {{0.0, 844.0}, {390.0, 367.66666666666669}}]"#

    static func replacing(_ text: String, _ old: String, _ new: String) -> String {
        text.replacingOccurrences(of: old, with: new)
    }

    static let userInfoAccepted: [String] = [
        nslog,
        printed,
        replacing(replacing(nslog, "= 7;", #"= "7";"#), #""0.25""#, "0.25"),
        replacing(nslog, "NSRect: {{0, 508}", "CGRect: {{0.0, 476.33333333333331}"),
        #"{UIKeyboardFrameEndUserInfoKey="{{0,508},{390,336}}";}"#,
        " \t{ UIKeyboardFrameEndUserInfoKey = \" NSRect:{ {-10.5 , 500.25} , {390 , 343.75} } \" ; }\r\n",
        "{ A = \"x \\\" ; } = \"; B = -; UIKeyboardFrameEndUserInfoKey = \"{{0, 508}, {390, 336}}\"; C = \"\u{0}\"; }",
        #"{ UIKeyboardFrameEndUserInfoKey = "{{0, 0}, {1, 1}}"; UIKeyboardFrameEndUserInfoKey = "{{0, 508}, {390, 336}}"; }"#,
        #"{ UIKeyboardFrameEndUserInfoKeyX = 1; UIKeyboardFrameEndUserInfoKey = "{{0, 508}, {390, 336}}"; }"#,
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"):{{0,508},{390,336}}]"#,
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{-1000000000, 999999999.999}, {1000000000.000, 0}}]"#,
        #"[AnyHashable("x"): "a, ] }", AnyHashable("y"): {a, {b}, c} (d), AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 508}, {390, 336}}]"#,
        #"[AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): "15", AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}} ]"#,
    ]

    static let userInfoRefused: [String] = [
        "",
        "garbage",
        "NSRect: {{0, 508}, {390, 336}}",
        "{}",
        "[]",
        "[:]",
        #"{ UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 844}, {390, 336}}"; }"#,
        replacing(nslog, "UIKeyboardFrameEndUserInfoKey", "UIKeyboardFrameEndUserInfoKeys"),
        String(nslog.dropLast()),
        nslog + ";",
        replacing(nslog, #""0.25""#, #""-0.25""#),
        replacing(nslog, #""0.25""#, #""1e-1""#),
        replacing(nslog, "= 7;", "= 16;"),
        replacing(nslog, "= 7;", "= 7.0;"),
        replacing(
            nslog, "{390, 336}}\";\n    UIKeyboardIsLocal", "{-390, 336}}\";\n    UIKeyboardIsLocal"),
        replacing(
            nslog, "\"NSRect: {{0, 508}, {390, 336}}\";\n    UIKeyboardIsLocal", "NSRect;\n    UIKeyboardIsLocal"),
        replacing(nslog, "NSRect: {{0, 508}", "Rect: {{0, 508}"),
        replacing(nslog, "NSRect: {{0, 508}", "NSRect: {{0, 5e2}"),
        replacing(nslog, "NSRect: {{0, 508}", "NSRect: {{0, 1000000000.5}"),
        String(printed.dropLast()),
        printed.replacing("AnyHashable(", with: "AnyHashable (", maxReplacements: 1),
        replacing(printed, ": 0.25", ": zero"),
        replacing(printed, ": 7,", ": 7 8,"),
        replacing(
            replacing(printed, "NSRect: {{0.0, 476", "\"NSRect: {{0.0, 476"),
            "367.66666666666669}}, AnyHashable(\"UIKeyboardAnimationDuration",
            "367.66666666666669}}\", AnyHashable(\"UIKeyboardAnimationDuration"),
        #"[AnyHashable("A"): {{{1}}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}]"#,
        #"[AnyHashable("A"): , AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}]"#,
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}},]"#,
        "{ A = \"" + String(repeating: "\\", count: 999),
        String(repeating: "{", count: 5000),
        "{ \u{0} }",
    ]

    static let rectAccepted = [
        "NSRect: {{0, 508}, {390, 336}}", "CGRect: {{0.0, 476.33333333333331}, {390.0, 367.66666666666669}}",
        "{{0,508},{390,336}}", "  NSRect:{ { -10.5 ,  500.25 } , { 390 , 343.75 } }  ", "{{-0, -844}, {0.5, 0}}",
        "\t{{0, 508}, {1000000000.0, 336}}\n",
    ]
    static let rectRefused = [
        "", "NSRect", "NSRect: {{0, 508}, {390}}", "{{0, 508}, {-390, 336}}", "CGRect: {{0, 1e2}, {3.9e2, 336}}",
        "Rect: {{0, 508}, {390, 336}}", "{{.5, 508}, {390, 336}}", "{{0, 508}, {+390, 336}}", "{{0, 508}, {-0, 336}}",
        "{{0, 508}, {1000000000.5, 336}}", "{{0, 5080000000}, {390, 336}}", "NSRect :{{0, 508}, {390, 336}}",
        "{{0, 508}, {390, 336}} x", "{{0, 508.}, {390, 336}}",
    ]
    static let durationAccepted = ["0.25", "0", "1000000000", "0.333333333333333333", "999999999.5", " 0.25", "0.25\n"]
    static let durationRefused = ["", " ", "-0.25", "1e-1", ".25", "0.", "1000000000.1", "0x1", "0.25s", "0 .25"]
    static let curveAccepted = ["0", "7", "15", "10", " 7\t"]
    static let curveRefused = ["", "16", "07", "-1", "7.0", "x", "1 5"]

    @Test(arguments: [
        (Field.userInfo, userInfoAccepted, userInfoRefused), (.rect, rectAccepted, rectRefused),
        (.duration, durationAccepted, durationRefused), (.curve, curveAccepted, curveRefused),
    ])
    func theCorpusIsAcceptedAndRefusedAsThePatternSays(field: Field, accepted: [String], refused: [String]) throws {
        let pattern = try Self.pattern(field.rawValue)
        #expect(accepted.filter { !Self.matches(pattern, $0) } == [])
        #expect(refused.filter { Self.matches(pattern, $0) } == [])
        #expect(try accepted.filter { !(try Self.accepted(field, $0)) } == [])
        #expect(try refused.filter { try Self.accepted(field, $0) } == [])
    }

    /// Every prefix of `text`, and `text` with one scalar dropped, doubled or replaced by each of
    /// a few that matter to the grammar, at every position.
    static func edits(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        func string(_ s: some Sequence<Unicode.Scalar>) -> String {
            var out = String.UnicodeScalarView()
            out.append(contentsOf: s)
            return String(out)
        }
        var out = (0..<scalars.count).map { string(scalars[..<$0]) }
        let replacements = Array("{}[],;:=\"\\ -.0x\u{0}".unicodeScalars)
        for i in scalars.indices {
            out.append(string(scalars[..<i] + scalars[(i + 1)...]))
            out.append(string(scalars[...i] + scalars[i...]))
            for c in replacements {
                out.append(string(scalars[..<i] + [c] + scalars[(i + 1)...]))
            }
        }
        return out
    }

    @Test(
        arguments: [
            (Field.userInfo, nslog), (.userInfo, printed), (.userInfo, userInfoAccepted[6]),
            (.userInfo, userInfoAccepted[11]),
        ] + rectAccepted.prefix(4).map { (Field.rect, $0) } + [(Field.duration, "0.25"), (.curve, "15")])
    func everyEditOfAnAcceptedTextIsJudgedAlike(field: Field, text: String) throws {
        let texts = Self.edits(text)
        #expect(texts.count > text.unicodeScalars.count * 10)
        let disagreements = try Self.disagreements(field, texts)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(5))")
    }
}
