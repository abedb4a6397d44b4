import ClearanceContract
import ClearanceTestSupport
import Foundation
import KeyboardAvoidance
import Testing

@testable import ClearanceJSON
@testable import ClearanceWire

/// What `write` puts in a fresh writer, as text.
func written(_ write: (inout JSONWriter) -> Void) -> String {
    var writer = JSONWriter(capacity: 0)
    write(&writer)
    var bytes: [UInt8] = []
    writer.copy(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

@Suite struct AnswerEncoderTests {
    /// Worked example 1's answer (``Phone/loginFormAnswer``) with a scroll delta of 168, the
    /// password field alone, half covered before, and a warning with quotes to escape.
    static let exampleAnswer: LayoutAnswer = {
        var answer = Phone.loginFormAnswer
        answer.scrollDelta = 168
        answer.elements = [
            ElementVerdicts(
                id: "password",
                before: Verdict(state: .partiallyCovered, visibleFraction: 0.5, coveredFraction: 0.5, reachable: true),
                after: Verdict(state: .visible, visibleFraction: 1, coveredFraction: 0, reachable: true))
        ]
        answer.warnings = [Warning(code: "example", message: "A \"quoted\" word")]
        return answer
    }()

    @Test func exactBytesInTheOrderOfSection5() {
        let json = String(decoding: AnswerEncoder.encode(Self.exampleAnswer), as: UTF8.self)
        let expected =
            #"{"keyboard":{"state":"docked","frame":{"x":0,"y":508,"width":390,"height":336},"overlap":336,"#
            + #""layoutGuide":{"x":0,"y":508,"width":390,"height":336}},"strategy":"scrollView","#
            + #""contentInset":{"top":0,"left":0,"bottom":334,"right":0},"#
            + #""scrollIndicatorInsets":{"top":0,"left":0,"bottom":302,"right":0},"#
            + #""adjustedContentInset":{"top":47,"left":0,"bottom":368,"right":0},"#
            + #""contentOffset":{"x":0,"y":168},"scrollDelta":168,"#
            + #""containerFrame":{"x":0,"y":0,"width":390,"height":844},"viewShift":0,"#
            + #""target":{"id":"password","rect":{"x":20,"y":600,"width":350,"height":44},"anchor":null},"#
            + #""animation":{"duration":0.25,"curve":7,"options":458752,"#
            // The keyboard's motion (semantics §5): curve 7 settles in 0.5 s as a spring.
            + #""settleDuration":0.5,"spring":{"mass":3,"stiffness":1000,"damping":109.54451150103323,"#
            + #""initialVelocity":0},"cubicBezier":[0.38,0.7,0.125,1],"cssEasing":"linear(0, 0.0224, 0.0773, "#
            + #"0.1505, 0.2322, 0.316, 0.3975, 0.4743, 0.5448, 0.6084, 0.665, 0.7148, 0.7583, 0.7958, 0.8282, "#
            + #"0.8558, 0.8793, 0.8992, 0.916, 0.9302, 0.942, 0.952, 0.9603, 0.9672, 0.9729, 0.9777, 0.9816, "#
            + #"0.9849, 0.9876, 0.9898, 0.9917, 0.9932, 0.9944, 0.9954, 0.9963, 0.9969, 0.9975, 0.998, 0.9983, "#
            + #"0.9987, 1)"},"#
            + #""elements":[{"id":"password","#
            + #""before":{"state":"partiallyCovered","visibleFraction":0.5,"coveredFraction":0.5,"reachable":true,"#
            + #""coveredBy":["keyboard"]},"#
            + #""after":{"state":"visible","visibleFraction":1,"coveredFraction":0,"reachable":true,"coveredBy":[]}}],"#
            // Semantics v1.2: the pinned views and the obstruction follow the elements.
            + #""pinned":[],"obstruction":336,"#
            + #""warnings":[{"code":"example","message":"A \"quoted\" word"}],"#
            // Policies semantics §4: every answer ends with the policy and the state after hiding
            // (this hand-built answer keeps their defaults: clearance, nothing set).
            + #""policy":{"name":"clearance","version":"1","parameters":{},"fidelity":"specified"},"#
            + #""afterHide":{"contentInset":{"top":0,"left":0,"bottom":0,"right":0},"#
            + #""scrollIndicatorInsets":{"top":0,"left":0,"bottom":0,"right":0},"contentOffset":{"x":0,"y":0},"#
            + #""containerFrame":{"x":0,"y":0,"width":0,"height":0},"viewShift":0}}"#
        #expect(json == expected)
    }

    @Test func absentValuesAreNull() {
        var answer = Self.exampleAnswer
        answer.keyboard.state = .hidden
        answer.keyboard.frame = nil
        answer.target = nil
        answer.elements = []
        answer.warnings = []
        let json = String(decoding: AnswerEncoder.encode(answer), as: UTF8.self)
        #expect(json.hasPrefix(#"{"keyboard":{"state":"hidden","frame":null,"overlap":336,"#))
        #expect(json.contains(#","target":null,"animation":"#))
        #expect(json.contains(#""elements":[],"pinned":[],"obstruction":336,"warnings":[],"policy":"#))
        answer.target = TargetAnswer(id: "a", rect: .zero, anchor: 0.5)
        #expect(String(decoding: AnswerEncoder.encode(answer), as: UTF8.self).contains(#""anchor":0.5}"#))
    }

    @Test func encodingAppendsToTheBuffer() {
        var buffer = Array("prefix".utf8)
        AnswerEncoder.encode(Self.exampleAnswer, into: &buffer)
        #expect(buffer == Array("prefix".utf8) + AnswerEncoder.encode(Self.exampleAnswer))
    }

    @Test func outputIsJSONThatFoundationReads() throws {
        let object = try JSONSerialization.jsonObject(with: Data(AnswerEncoder.encode(Self.exampleAnswer)))
        let dictionary = try #require(object as? [String: Any])
        #expect((dictionary["adjustedContentInset"] as? [String: Double])?["bottom"] == 368)
    }

    @Test func wireNamesAreTheRawValues() {
        for state in KeyboardState.allCases { #expect(state.name.description == state.rawValue) }
        for strategy in Strategy.allCases { #expect(strategy.name.description == strategy.rawValue) }
        for fidelity in PolicyFidelity.allCases { #expect(fidelity.name.description == fidelity.rawValue) }
    }

    @Test(arguments: [
        (168.0, "168"), (0.5, "0.5"), (-0.0, "0"), (0, "0"), (-3, "-3"), (1e-7, "1e-07"), (0.1, "0.1"),
        (0.1 + 0.2, "0.30000000000000004"), (-2.5, "-2.5"), (9_007_199_254_740_991, "9007199254740991"),
        (-9_007_199_254_740_991, "-9007199254740991"), (9_007_199_254_740_992, "9007199254740992"),
        (9_007_199_254_740_994, "9.007199254740994e+15"),
        (1e300, "1e+300"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (.leastNonzeroMagnitude, "5e-324"),
        (123456.789, "123456.789"), (1e-5, "1e-05"), (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
    ])
    func numberFormatting(value: Double, expected: String) {
        #expect(written { $0.number(value) } == expected)
    }

    @Test func formattedNumbersReadBackExactly() throws {
        var rng = SplitMix64(seed: 7)
        var values: [Double] = [0.1 + 0.2, 1e-7, 1.7976931348623157e308, .leastNonzeroMagnitude, 2.5, -1234.5678]
        for _ in 0..<300 { values.append(Double(bitPattern: rng.next() & 0xFFEF_FFFF_FFFF_FFFF)) }
        for v in values {
            let text = written { $0.number(v) }
            #expect(try NumberParsingTests().value(text) == v, "\(text)")
        }
    }

    /// Numbers that are neither whole nor a few decimals are written by `Double.write(to:)` into
    /// the writer's buffer: the same text as `description`, at every magnitude and sign.
    @Test func otherNumbersAreTheirDescription() {
        var rng = SplitMix64(seed: 13)
        var values: [Double] = [0.13636363636363635, -0.8636363636363636, 1e-7, -2.2250738585072014e-308, 1e22]
        for _ in 0..<3000 { values.append(Double(bitPattern: rng.next())) }
        for v in values where v.isFinite && v != v.rounded(.towardZero) {
            #expect(written { $0.number(v) } == v.description, "\(v)")
        }
    }

    /// Decimals with up to six places (the numbers answers mostly hold) take a fast path; it must
    /// write exactly what `description` writes, the shortest text that reads back.
    @Test func fewDecimalsMatchTheShortestForm() {
        var rng = SplitMix64(seed: 11)
        var values: [Double] = [0.25, 112.5, -2.5, 0.0001, 0.001, 0.1, 1.0 / 3, 999_999_999.5, 0.000123, -0.75]
        for _ in 0..<3000 {
            let places = Int(rng.next() % 7)
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            let whole = Double(rng.next() % 2_000_000_000) - 1e9
            values.append(whole / scale)
            values.append(Double(rng.next() % 1_000_000) / scale / 1000)
        }
        for v in values where v.isFinite && v != v.rounded(.towardZero) {
            #expect(written { $0.number(v) } == v.description, "\(v)")
        }
    }

    @Test(arguments: [
        ("plain", #""plain""#), ("a\"b", #""a\"b""#), ("back\\slash", #""back\\slash""#),
        ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#), ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
        ("é€😀", "\"é€😀\""), ("/", #""/""#), ("\u{7F}", "\"\u{7F}\""), ("", #""""#),
    ])
    func stringEscaping(value: String, expected: String) {
        #expect(written { $0.string(value) } == expected)
    }

    /// Strings of every length to 40 with one special byte (or none) at every position, so the
    /// eight-byte copy meets it at each offset in a word and in the tail: the same text as
    /// escaping byte by byte (`"`, `\\` and controls escaped, all else copied).
    @Test func stringEscapingAtEveryOffset() {
        func reference(_ value: String) -> String {
            var out = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\u{1}": out += "\\u0001"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        for length in 0...40 {
            let plain = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            #expect(written { $0.string(plain) } == reference(plain))
            for position in 0..<length {
                for special in ["\"", "\\", "\n", "\u{1}", "é", "😀"] {
                    var characters = Array(plain)
                    characters[position] = Character(special)
                    let value = String(characters)
                    #expect(written { $0.string(value) } == reference(value))
                }
            }
        }
    }

    /// Every state with fractions of 0, 1, -0.0 and others, reachable or not: the verdict table
    /// and the general path write the members one by one.
    @Test func verdictsOfEveryStateAndFraction() {
        for state in VisibilityState.allCases {
            for visible in [0.0, 1, -0.0, 0.5, 0.13636363636363635] {
                for covered in [0.0, 1, -0.0, 0.25] {
                    for reachable in [false, true] {
                        let verdict = Verdict(
                            state: state, visibleFraction: visible, coveredFraction: covered, reachable: reachable)
                        let expected =
                            #"{"state":""# + state.rawValue + #"","visibleFraction":"#
                            + NumberWriterTests.reference(visible) + #","coveredFraction":"#
                            + NumberWriterTests.reference(covered) + #","reachable":\#(reachable),"coveredBy":"#
                            + (covered > 0 ? #"["keyboard"]"# : "[]") + "}"
                        #expect(written { AnswerEncoder.appendVerdict(verdict, pinned: [], to: &$0) } == expected)
                    }
                }
            }
        }
    }

    @Test func verdictCoveredByPinnedViewsNamesThemAfterTheKeyboard() {
        let seen = Verdict(state: .visible, visibleFraction: 1, coveredFraction: 0, reachable: true)
        let pinned = ["bar", "ok\"", "badge"].map {
            PinnedVerdicts(
                id: $0, pin: .bottom, frame: Rect(x: 0, y: 0, width: 1, height: 1), shift: 0, before: seen,
                after: seen)
        }
        let verdict = Verdict(
            state: .partiallyCovered, visibleFraction: 0.5, coveredFraction: 0.5, reachable: false,
            coveredBy: CoveredBy(keyboard: true, pinned: [0, 1]))
        #expect(
            written { AnswerEncoder.appendVerdict(verdict, pinned: pinned, to: &$0) }
                == #"{"state":"partiallyCovered","visibleFraction":0.5,"coveredFraction":0.5,"reachable":false,"#
                + #""coveredBy":["keyboard","bar","ok\""]}"#)
        let underBadge = Verdict(
            state: .covered, visibleFraction: 0, coveredFraction: 1, reachable: false,
            coveredBy: CoveredBy(keyboard: false, pinned: [2]))
        #expect(
            written { AnswerEncoder.appendVerdict(underBadge, pinned: pinned, to: &$0) }
                == #"{"state":"covered","visibleFraction":0,"coveredFraction":1,"reachable":false,"coveredBy":["badge"]}"#
        )
        // Covered but not by the keyboard: not the table's text, which names the keyboard.
        let notKeyboard = Verdict(
            state: .covered, visibleFraction: 0, coveredFraction: 1, reachable: false, coveredBy: .nothing)
        #expect(
            written { AnswerEncoder.appendVerdict(notKeyboard, pinned: [], to: &$0) }
                == #"{"state":"covered","visibleFraction":0,"coveredFraction":1,"reachable":false,"coveredBy":[]}"#)
    }

    /// An answer with the longest text everywhere (24-byte numbers, strings of control
    /// characters, partial verdicts, every kind of policy parameter) stays inside the room each
    /// run of writes reserves (debug builds check every write) and reads back as JSON.
    @Test func longestTextStaysInsideTheReservedRoom() throws {
        let long = -2.2250738585072014e-308
        let rect = Rect(x: long, y: long, width: long, height: long)
        let insets = EdgeInsets(top: long, left: long, bottom: long, right: long)
        let controls = String(repeating: "\u{1}", count: 40)
        let partial = Verdict(state: .partiallyCovered, visibleFraction: long, coveredFraction: long, reachable: false)
        let answer = LayoutAnswer(
            keyboard: KeyboardAnswer(state: .floating, frame: rect, overlap: long, layoutGuide: rect),
            strategy: .resizeView, contentInset: insets, scrollIndicatorInsets: insets, adjustedContentInset: insets,
            contentOffset: Point(x: long, y: long), scrollDelta: long, containerFrame: rect, viewShift: long,
            target: TargetAnswer(id: controls, rect: rect, anchor: long),
            animation: AnimationAnswer(duration: long, curve: Int.min, options: Int.min),
            elements: (0..<20).map { ElementVerdicts(id: controls + "\($0)", before: partial, after: partial) },
            warnings: [Warning(code: controls, message: controls)],
            policy: PolicyDescription(
                name: controls, version: controls,
                parameters: [
                    PolicyParameter(controls, .number(long)), PolicyParameter(controls, .bool(false)),
                    PolicyParameter(controls, .string(controls)), PolicyParameter(controls, .insets(insets)),
                    PolicyParameter(controls, .margins(top: long, bottom: long)), PolicyParameter(controls, .null),
                ],
                fidelity: .documented),
            afterHide: AfterHideState(
                contentInset: insets, scrollIndicatorInsets: insets, contentOffset: Point(x: long, y: long),
                containerFrame: rect, viewShift: long))
        let bytes = AnswerEncoder.encode(answer)
        let allocated = AnswerEncoder.encodeAllocated(answer)
        defer { allocated.deallocate() }
        #expect(Array(allocated) == bytes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["viewShift"] as? Double == long)
        #expect((object["elements"] as? [Any])?.count == 20)
    }

    @Test func longOutputGrowsTheWriter() {
        let long = String(repeating: "\u{1}", count: 10_000)
        #expect(written { $0.string(long) } == "\"" + String(repeating: "\\u0001", count: 10_000) + "\"")
        var answer = Self.exampleAnswer
        answer.elements = Array(repeating: answer.elements[0], count: 500)
        let json = AnswerEncoder.encode(answer)
        #expect(json.count > 500 * 150)
        #expect(json.last == UInt8(ascii: "}"))
    }

    /// Every digit count and every pair of digits, against the standard library's text.
    @Test func integersOfEveryLength() {
        var values = Array(-1000...1000)
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power, 7 * power + 42]
        }
        for value in values {
            #expect(written { $0.int(value) } == String(value))
            // Whole doubles below 2^53 print as integers too.
            if value.magnitude < 1 << 53 { #expect(written { $0.number(Double(value)) } == String(value)) }
        }
    }

    @Test func integers() {
        for (value, text) in [
            (0, "0"), (9, "9"), (10, "10"), (-7, "-7"), (458_752, "458752"), (Int.max, "9223372036854775807"),
            (Int.min, "-9223372036854775808"),
        ] {
            #expect(written { $0.int(value) } == text)
        }
    }

    @Test func problemDocument() {
        let problem = Problem.invalid([
            FieldError(pointer: "/screen/width", message: "must not be negative"),
            FieldError(pointer: "/a~1b", message: "is not a known field"),
        ])
        let json = String(decoding: AnswerEncoder.encode(problem), as: UTF8.self)
        #expect(
            json
                == #"{"type":"urn:clearance:problem:invalid-request","title":"Invalid layout request","status":422,"#
                + #""detail":"The request breaks the layout contract in 2 places; see errors.","#
                + #""errors":[{"pointer":"/screen/width","message":"must not be negative"},"#
                + #"{"pointer":"/a~1b","message":"is not a known field"}]}"#)
    }

    @Test func problemWithoutErrorsHasAnEmptyList() {
        let json = String(decoding: AnswerEncoder.encode(Problem.bodyTooLarge(limit: 1024)), as: UTF8.self)
        #expect(
            json
                == #"{"type":"urn:clearance:problem:body-too-large","title":"Body too large","status":413,"#
                + #""detail":"The request body is larger than the limit of 1024 bytes.","errors":[]}"#)
    }

    @Test func malformedProblemDocumentIsJSON() throws {
        let p = try #require(problem([0x7B, 0x22, 0xFF]))
        let object = try JSONSerialization.jsonObject(with: Data(AnswerEncoder.encode(p))) as? [String: Any]
        #expect(object?["status"] as? Int == 400)
    }
}
