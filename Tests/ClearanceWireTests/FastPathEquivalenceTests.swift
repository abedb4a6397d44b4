import ClearanceContract
import ClearanceTestSupport
import ClearanceWire
import Foundation
import KeyboardAvoidance
import Testing

/// What decoding one body comes to: the encoded answer of the request it decodes to, with the
/// request itself written out field by field, or the encoded problem it is refused with.
enum DecodeOutcome: Equatable, CustomStringConvertible {
    case answer(request: String, answer: [UInt8])
    case problem([UInt8])

    /// Decodes `bytes` with the fast paths on or off; an answer is the solved request encoded.
    init(_ bytes: [UInt8], fastPaths: Bool) {
        do throws(Problem) {
            let request = try LayoutDecoder.decode(bytes, limits: DecodeLimits(fastPaths: fastPaths))
            // `dump` writes every stored field, doubles in their shortest exact form (so -0.0
            // and 0.0 differ), including fields no answer shows.
            var fields = ""
            dump(request, to: &fields)
            self = .answer(request: fields, answer: AnswerEncoder.encode(LayoutSolver.solve(request)))
        } catch {
            self = .problem(AnswerEncoder.encode(error))
        }
    }

    var isAnswer: Bool {
        if case .answer = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .answer(_, let answer): "answer \(String(decoding: answer, as: UTF8.self))"
        case .problem(let problem): "problem \(String(decoding: problem, as: UTF8.self))"
        }
    }
}

/// The fast paths against the general reader: every body must decode to the same request and
/// answer, or be refused with the same problem byte for byte, with the fast paths on and off
/// (``DecodeLimits/fastPaths``). The fuzzer (`make fuzz`) runs the same check on every input.
@Suite struct FastPathEquivalenceTests {
    /// Fails unless `text` comes to the same outcome both ways; returns the outcome.
    @discardableResult
    static func expectSameOutcome(
        _ bytes: [UInt8], _ label: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> DecodeOutcome {
        let fast = DecodeOutcome(bytes, fastPaths: true)
        let general = DecodeOutcome(bytes, fastPaths: false)
        #expect(fast == general, "\(label()): fast \(fast) / general \(general)", sourceLocation: sourceLocation)
        return fast
    }

    // MARK: The corpus

    @Test func everyCorpusInputComesToTheSameOutcomeWithAndWithoutTheFastPaths() throws {
        var answers = 0
        for file in FuzzCorpusTests.corpus {
            let bytes = [UInt8](try Data(contentsOf: file))
            if Self.expectSameOutcome(bytes, file.lastPathComponent).isAnswer { answers += 1 }
        }
        #expect(FuzzCorpusTests.corpus.count > 100)
        #expect(answers > 20)
    }

    /// A batch decodes its items with the same readers: each corpus input as the one item of a
    /// batch, then every seed in one batch, must give the same batch answer or problem both ways.
    @Test func batchesOfCorpusInputsComeToTheSameOutcome() throws {
        func outcome(_ body: [UInt8], fastPaths: Bool) -> [UInt8] {
            body.withUnsafeBytes { raw in
                do throws(Problem) {
                    let items = try LayoutDecoder.decodeBatch(raw, limits: DecodeLimits(fastPaths: fastPaths))
                    var buffer: [UInt8] = []
                    AnswerEncoder.encode(batch: items.map { $0.map(LayoutSolver.solve) }, into: &buffer)
                    return buffer
                } catch {
                    return AnswerEncoder.encode(error)
                }
            }
        }
        var bodies: [[UInt8]] = []
        var seeds: [[UInt8]] = []
        let handWritten = Set(FuzzCorpusTests.seeds)
        for file in FuzzCorpusTests.corpus {
            let bytes = [UInt8](try Data(contentsOf: file))
            bodies.append(Array(#"{"requests":["#.utf8) + bytes + Array("]}".utf8))
            // Seeds that are JSON objects, so their batch is read item by item (not refused whole).
            if handWritten.contains(file) && problem(bytes)?.status != 400 { seeds.append(bytes) }
        }
        #expect(seeds.count > 20)
        let items = Array(seeds.joined(separator: Array(",".utf8)))
        bodies.append(Array(#"{"requests":["#.utf8) + items + Array("]}".utf8))
        #expect(outcome(bodies[bodies.count - 1], fastPaths: true).starts(with: Array(#"{"results":["#.utf8)))
        for body in bodies {
            let fast = outcome(body, fastPaths: true)
            let general = outcome(body, fastPaths: false)
            #expect(fast == general, "\(String(decoding: body, as: UTF8.self))")
        }
    }

    /// A compare body and a matrix body are read by the same readers, with `policies` and the
    /// matrix's members around them: each corpus input as a compare body, and as a matrix's
    /// `request`, must decode to the same query (written out field by field) or the same
    /// problem both ways.
    @Test func compareAndMatrixBodiesOfCorpusInputsComeToTheSameOutcome() throws {
        func outcome(_ decode: () throws(Problem) -> String) -> String {
            do throws(Problem) {
                return "query \(try decode())"
            } catch {
                return "problem \(String(decoding: AnswerEncoder.encode(error), as: UTF8.self))"
            }
        }
        var queries = 0
        for file in FuzzCorpusTests.corpus {
            let bytes = [UInt8](try Data(contentsOf: file))
            let matrix =
                Array(
                    #"{"devices":["iphone-16"],"orientations":["portrait"],"keyboards":["predictive"],"request":"#.utf8)
                + bytes + Array("}".utf8)
            for (label, body) in [("compare", bytes), ("matrix", matrix)] {
                let both = [true, false].map { fastPaths in
                    body.withUnsafeBytes { raw in
                        outcome { () throws(Problem) -> String in
                            let limits = DecodeLimits(fastPaths: fastPaths)
                            var fields = ""
                            if label == "compare" {
                                dump(try LayoutDecoder.decodeCompare(raw, limits: limits), to: &fields)
                            } else {
                                dump(try LayoutDecoder.decodeMatrix(raw, limits: limits), to: &fields)
                            }
                            return fields
                        }
                    }
                }
                #expect(
                    both[0] == both[1], "\(label) of \(file.lastPathComponent): fast \(both[0]) / general \(both[1])")
                if both[0].hasPrefix("query") { queries += 1 }
            }
        }
        #expect(queries > 20)
    }

    /// Policy objects (compare's `policies`) spelled every way the member-name and geometry
    /// fast paths see, each parameter valid or not.
    @Test func policyListsComeToTheSameOutcome() {
        let policies = [
            #"["flutter",{"name":"flutter","scrollPadding":{"top":1,"left":2,"bottom":3,"right":4}}]"#,
            #"[{"name":"flutter","scrollPadding":{ "top" : 1 , "left" : 2 , "bottom" : 3 , "right" : -4 }}]"#,
            #"[{"name":"flutter","scrollPadding":{"top":1,"bottom":3},"handles":"material"}]"#,
            #"[{"name":"flutter","scrollPadding":8,"resizeToAvoidBottomInset":false}]"#,
            #"[{"name":"iqKeyboardManager","layoutMargins":{"top":1,"bottom":2},"version":"6"}]"#,
            #"[{"name":"iqKeyboardManager","keyboardDistance":-1,"topGuide":1e400}]"#,
            #"[{"name":"swiftUI","contentAlignment":"bottom"},{"name":"reactNative","behavior":"height","frameY":-3}]"#,
            #"[{"name":"keyboardController","bottomOffset":4,"extraKeyboardSpace":-2}]"#,
            #"[{"name":"androidAdjustResize","fadingEdge":12},{"name":"compose","fadingEdge":1}]"#,
            #"[{"nam\u0065":"uikitGuide"},{"name":"tpKeyboardAvoiding","version":"1.3.5"}]"#,
            #"[{"name":"nope"},"nope",{"version":"8"},{"name":"flutter","name":"flutter"}]"#,
        ]
        for list in policies {
            let text = body(#""policies":\#(list)"#)
            let both = [true, false].map { fastPaths in
                Array(text.utf8).withUnsafeBytes { raw in
                    do throws(Problem) {
                        var fields = ""
                        dump(
                            try LayoutDecoder.decodeCompare(raw, limits: DecodeLimits(fastPaths: fastPaths)),
                            to: &fields)
                        return fields
                    } catch {
                        return String(decoding: AnswerEncoder.encode(error), as: UTF8.self)
                    }
                }
            }
            #expect(both[0] == both[1], "\(text)")
        }
    }

    /// Corpus seeds changed in small, seeded ways that move them across the fast paths' edges:
    /// a byte changed to one the fast paths look for, whitespace put in, a number respelled.
    @Test func mutatedSeedsComeToTheSameOutcome() throws {
        let seeds = try FuzzCorpusTests.seeds.map {
            [UInt8](try Data(contentsOf: $0))
        }
        let insertions: [[UInt8]] = [
            " ", "\n", "\t", "\r\n ", "-", "0", "-0", ".5", "e1", "E-1", "e+400", "1e22", "\\u0078", "\"",
            ",", ":", "}", "{", "]", "null", "1234567890123456", "\"z\":0,", "\"x\":1,", "\u{E9}",
        ].map { Array($0.utf8) }
        var rng = SplitMix64(seed: 0xFA57_0FF)
        var answers = 0
        for round in 0..<4000 {
            var bytes = seeds[Int(rng.next() % UInt64(seeds.count))]
            guard !bytes.isEmpty else { continue }
            for _ in 0..<(1 + Int(rng.next() % 2)) {
                let at = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 8 {
                case 0: bytes.insert(contentsOf: insertions[Int(rng.next() % UInt64(insertions.count))], at: at)
                case 1: bytes.remove(at: at)
                case 2: bytes[at] = Array("{}[]\":,-.eE0 \\".utf8)[Int(rng.next() % 14)]
                case 3, 4:
                    // Whitespace after a structural byte keeps the body valid.
                    if let i = bytes[at...].firstIndex(where: { Array("{[,:".utf8).contains($0) }) {
                        bytes.insert(
                            contentsOf: Array([" ", "\n", "\t ", "\r\n"][Int(rng.next() % 4)].utf8), at: i + 1)
                    }
                default:
                    // A digit changed to another, or a number given a fraction or an exponent.
                    if let i = bytes[at...].firstIndex(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                        switch rng.next() % 4 {
                        case 0: bytes.insert(contentsOf: Array(".5".utf8), at: i + 1)
                        case 1: bytes.insert(contentsOf: Array("e0".utf8), at: i + 1)
                        case 2: bytes.insert(contentsOf: Array(".0e-1".utf8), at: i + 1)
                        default: bytes[i] = UInt8(ascii: "0") + UInt8(rng.next() % 10)
                        }
                    }
                }
                if bytes.isEmpty { break }
            }
            if Self.expectSameOutcome(bytes, "mutation \(round): \(String(decoding: bytes, as: UTF8.self))").isAnswer {
                answers += 1
            }
        }
        // Most single-byte changes break the body; enough must still decode to compare answers.
        #expect(answers > 300)
    }

    // MARK: Geometry objects (`plainNumbers`)

    /// Spellings of an object whose members are `names` (in schema order) with `values`, for
    /// every edge of the plain-geometry reader.
    static func geometrySpellings(_ names: [String], _ values: [String]) -> [String] {
        func object(_ members: [(String, String)], separator: String = ",", colon: String = ":") -> String {
            "{" + members.map { "\"\($0.0)\"\(colon)\($0.1)" }.joined(separator: separator) + "}"
        }
        let plain = Array(zip(names, values))
        let pretty: String = object(plain, separator: ", ", colon: ": ")
        let prettyOpened: String = "{ " + String(pretty.dropFirst())
        let prettyClosed: String = String(pretty.dropLast()) + " }"
        var spellings: [String] = [
            object(plain),
            object(plain, separator: " , ", colon: " : "),
            // Pretty-printed, as the fast path matches it in two words, and near misses of it.
            pretty,
            object(plain, separator: ",  ", colon: ":  "),
            object(plain, separator: ", ", colon: ":\t"),
            object(plain, separator: ",\n ", colon: ": \n"),
            object(plain, separator: " , ", colon: ": "),
            object(plain, separator: ", ", colon: " : "),
            prettyOpened,
            prettyClosed,
            "{ " + object(plain).dropFirst().dropLast() + " }",
            "{\n\t" + plain.map { "\"\($0.0)\":\t\($0.1)" }.joined(separator: ",\r\n  ") + "\n}",
            object(plain.reversed()),
            object(Array(plain.dropFirst()) + [plain[0]]),
            object(Array(plain.dropLast())),
            object(plain + [("z", "0")]),
            object([("z", "0")] + plain),
            object([plain[0]] + plain),
            object(plain + [plain[plain.count - 1]]),
            object(plain.map { ($0.0, "null") }),
            object([(plain[0].0, "null")] + plain.dropFirst()),
            object([(plain[0].0, "\"1\"")] + plain.dropFirst()),
            object([(plain[0].0, "true")] + plain.dropFirst()),
            object([(plain[0].0, "[]")] + plain.dropFirst()),
            object([(plain[0].0, "{}")] + plain.dropFirst()),
            "{}",
            "[]",
            "0",
            object(plain) + " ",
            String(object(plain).dropLast()) + ",}",
            String(object(plain).dropLast()) + ",\"\"}",
        ]
        // A name written with an escape, or with a different case, or a prefix of it.
        let first = names[0]
        let escaped = "\\u00" + String(first.utf8.first!, radix: 16) + first.dropFirst()
        spellings.append(object([(escaped, plain[0].1)] + plain.dropFirst()))
        spellings.append(object([(first.uppercased(), plain[0].1)] + plain.dropFirst()))
        spellings.append(object([(String(first.dropLast()), plain[0].1)] + plain.dropFirst()))
        spellings.append(object([(first + "s", plain[0].1)] + plain.dropFirst()))
        spellings.append(object([("\(first)\\n", plain[0].1)] + plain.dropFirst()))
        // Each number respelled at each position.
        let numbers = [
            "0", "-0", "-0.0", "0.0", "-0e5", "0e0", "1e2", "1E2", "1e+2", "1e-2", "2.5e1", "1.0", "0.1", "-1", "-1e-7",
            "1e9", "1000000000", "1000000001", "1e10", "-1e9", "-1000000001", "1.7976931348623157e308", "1e400",
            "5e-324", "1e-400", "123456789012345", "1234567890123456", "12345678901234567890", "9007199254740993",
            "0.30000000000000004", "01", "1.", ".5", "-", "1e", "+1", "NaN", "Infinity", "0x10", "1ee2",
            // Small integers that go on (the fast path reads their digits before it looks past them).
            "112.5", "05", "00", "10e2", "390E1", "100.25", "999999999999999.5", "1234567890123456.5", "7-",
        ]
        for i in names.indices {
            for number in numbers {
                var members = plain
                members[i].1 = number
                spellings.append(object(members))
                spellings.append(object(members, separator: ", ", colon: ": "))
            }
        }
        return spellings
    }

    /// A request with `value` at one geometry slot, given as a body with `@` where it goes.
    static let geometrySlots: [(template: String, names: [String], values: [String])] = [
        (
            #"{"screen":@,"container":{"frame":{"x":0,"y":0,"width":390,"height":844}}}"#, ["width", "height"],
            ["390", "844"]
        ),
        (body(#""window":{"frame":@}"#), ["x", "y", "width", "height"], ["0", "0", "390", "844"]),
        (body(#""window":{"safeArea":@}"#), ["top", "left", "bottom", "right"], ["47", "0", "34", "0"]),
        (
            #"{"screen":{"width":390,"height":844},"container":{"frame":@},"elements":[{"id":"a","frame":{"x":0,"y":9,"width":9,"height":9}}]}"#,
            ["x", "y", "width", "height"], ["0", "20", "390", "800"]
        ),
        (
            #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":@}}"#,
            ["width", "height"], ["390", "2000"]
        ),
        (
            #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":2000},"contentOffset":@}}"#,
            ["x", "y"], ["0", "120"]
        ),
        (
            #"{"screen":{"width":390,"height":844},"container":{"contentInset":@,"frame":{"x":0,"y":0,"width":390,"height":844}}}"#,
            ["top", "left", "bottom", "right"], ["8", "0", "8", "0"]
        ),
        (
            #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844},"safeArea":@}}"#,
            ["top", "left", "bottom", "right"], ["47", "0", "34", "0"]
        ),
        (
            body(#""elements":[{"id":"a","frame":@}],"focus":"a""#), ["x", "y", "width", "height"],
            ["20", "600", "350", "44"]
        ),
        (
            body(#""elements":[{"id":"a","frame":{"x":20,"y":600,"width":350,"height":44},"caret":@}],"focus":"a""#),
            ["x", "y", "width", "height"], ["30", "610", "2", "20"]
        ),
        (body(#""elements":[{"frame":@,"id":"a"}]"#), ["x", "y", "width", "height"], ["20", "600", "350", "44"]),
        (body(#""keyboard":{"frame":@}"#), ["x", "y", "width", "height"], ["0", "508", "390", "336"]),
        (
            body(#""options":{"policy":{"name":"flutter","scrollPadding":@}}"#), ["top", "left", "bottom", "right"],
            ["20", "20", "20", "20"]
        ),
        (
            body(
                #""keyboard":{"userInfo":{"UIKeyboardAnimationDurationUserInfoKey":0.25,"UIKeyboardFrameEndUserInfoKey":@}}"#
            ),
            ["x", "y", "width", "height"], ["0", "508", "390", "336"]
        ),
    ]

    @Test func everyGeometrySpellingAtEverySlotComesToTheSameOutcome() {
        var answers = 0
        var count = 0
        for slot in Self.geometrySlots {
            for spelling in Self.geometrySpellings(slot.names, slot.values) {
                let text = slot.template.replacingOccurrences(of: "@", with: spelling)
                if Self.expectSameOutcome(Array(text.utf8), text).isAnswer { answers += 1 }
                count += 1
            }
        }
        #expect(count > 1000)
        #expect(answers > 300)
    }

    // MARK: Elements (`plainElement`)

    static let frame = #"{"x":20,"y":600,"width":350,"height":44}"#
    static let caret = #"{"x":30,"y":610,"width":2,"height":20}"#
    static let prettyFrame = #"{"x": 20, "y": 600, "width": 350, "height": 44}"#
    static let prettyCaret = #"{"x": 30, "y": 610, "width": 2, "height": 20}"#

    static let elementSpellings: [String] = [
        #"{"id":"a","frame":\#(frame)}"#,
        #"{"id":"a","frame":\#(frame),"caret":\#(caret)}"#,
        // Pretty-printed, as the fast path matches it, and near misses of it.
        #"{"id": "a", "frame": \#(prettyFrame)}"#,
        #"{"id": "a", "frame": \#(prettyFrame), "caret": \#(prettyCaret)}"#,
        #"{"id":  "a", "frame":  \#(prettyFrame), "caret":  \#(prettyCaret)}"#,
        #"{"id": "a",  "frame": \#(prettyFrame),  "caret": \#(prettyCaret)}"#,
        #"{"id": "a", "frame": \#(prettyFrame), {"x": 1}}"#,
        #"{"id": "a", "frame": \#(prettyFrame), "caret": \#(prettyCaret), "kind": "textField"}"#,
        #"{"id": "a", "caret": \#(prettyCaret), "frame": \#(prettyFrame)}"#,
        #"{"id": "a", "frame": \#(prettyFrame), "caret": null}"#,
        #"{"id": "a", "frame": \#(prettyFrame), "caret": \#(prettyCaret),}"#,
        #"{"id": 1, "frame": \#(prettyFrame)}"#,
        #"{ "id" : "a" , "frame" : \#(frame) , "caret" : \#(caret) }"#,
        "{\n\"id\":\t\"a\",\r\n\"frame\":\(frame)\n}",
        #"{"frame":\#(frame),"id":"a"}"#,
        #"{"caret":\#(caret),"id":"a","frame":\#(frame)}"#,
        #"{"id":"a","caret":\#(caret),"frame":\#(frame)}"#,
        #"{"id":"a","frame":\#(frame),"caret":null}"#,
        #"{"id":"a","frame":\#(frame),"caret":\#(caret),"caret":\#(caret)}"#,
        #"{"id":"a","id":"b","frame":\#(frame)}"#,
        #"{"id":"a","frame":\#(frame),"frame":\#(frame)}"#,
        #"{"id":"a","frame":\#(frame),"kind":"textField"}"#,
        #"{"id":"a","frame":\#(frame),"z":0}"#,
        #"{"z":0,"id":"a","frame":\#(frame)}"#,
        #"{"\u0069d":"a","frame":\#(frame)}"#,
        #"{"id":"a","fr\u0061me":\#(frame)}"#,
        #"{"id":"a","frame":\#(frame),"c\u0061ret":\#(caret)}"#,
        #"{"id":"","frame":\#(frame)}"#,
        #"{"id":"\u0061","frame":\#(frame)}"#,
        #"{"id":"a\"b","frame":\#(frame)}"#,
        #"{"id":"a\\b","frame":\#(frame)}"#,
        #"{"id":"\u00e9","frame":\#(frame)}"#,
        "{\"id\":\"\u{E9}\",\"frame\":\(frame)}",
        "{\"id\":\"a\u{1F600}\",\"frame\":\(frame)}",
        #"{"id":"abcdefg","frame":\#(frame)}"#,
        #"{"id":"abcdefgh","frame":\#(frame)}"#,
        #"{"id":"abcdefghi","frame":\#(frame)}"#,
        #"{"id":"abcdefghijklmnopqrstuvwxyz0123456789","frame":\#(frame)}"#,
        #"{"id":null,"frame":\#(frame)}"#,
        #"{"id":1,"frame":\#(frame)}"#,
        #"{"id":"a","frame":null}"#,
        #"{"id":"a"}"#,
        #"{"frame":\#(frame)}"#,
        #"{"id":"a","frame":{"x":20,"y":600,"width":0,"height":44}}"#,
        #"{"id":"a","frame":{"x":20,"y":600,"width":-0,"height":44}}"#,
        #"{"id":"a","frame":{"x":-0,"y":-0.0,"width":1e-7,"height":4.4e1}}"#,
        #"{"id":"a","frame":\#(frame),"caret":{"x":30,"y":610,"width":0,"height":20}}"#,
        #"{"id":"a","frame":\#(frame),"caret":{"x":30,"y":610,"width":-0,"height":-0}}"#,
        #"{"id":"a","frame":\#(frame),"caret":{"x":30,"y":610,"width":-1,"height":20}}"#,
        #"{"id":"a","frame":\#(frame),}"#,
        #"{"id":"a","frame":\#(frame)"#,
        #"{"id":"a" "frame":\#(frame)}"#,
        #"{"id":"a","frame":\#(frame)]"#,
        #"{}"#,
        #"[]"#,
        #""a""#,
        #"null"#,
    ]

    @Test(arguments: elementSpellings)
    func everyElementSpellingComesToTheSameOutcome(element: String) {
        for members in [
            #""elements":[\#(element)]"#,
            #""elements":[\#(element)],"focus":"a""#,
            #""elements":[{"id":"a","frame":\#(Self.frame)},\#(element)]"#,
            #""elements":[\#(element),{"id":"b","frame":\#(Self.frame)}],"options":{"scrollTarget":"b"}"#,
            #""elements":[\#(element), \#(element)]"#,
        ] {
            let text = body(members)
            Self.expectSameOutcome(Array(text.utf8), text)
        }
    }

    @Test func duplicateIdsAreFoundTheSameWayBelowAndAboveTheLinearScan() {
        // Below 64 elements ids are compared by fingerprint; above, through a set. The Kelvin
        // sign equals "K" as a Swift string but has no ASCII fingerprint.
        for count in [2, 63, 64, 65, 130] {
            for (first, last) in [("a", "a"), ("K", "\\u212A"), ("K", "\u{212A}"), ("e\u{301}", "\u{E9}"), ("a", "b")] {
                var elements = [#"{"id":"\#(first)","frame":\#(Self.frame)}"#]
                for i in 1..<(count - 1) { elements.append(#"{"id":"e\#(i)","frame":\#(Self.frame)}"#) }
                elements.append(#"{"id":"\#(last)","frame":\#(Self.frame)}"#)
                let text = body(#""elements":[\#(elements.joined(separator: ","))]"#)
                Self.expectSameOutcome(Array(text.utf8), "\(count) elements, \(first) and \(last)")
            }
        }
    }

    @Test func theElementLimitIsReachedTheSameWay() {
        let text = body(
            #""elements":[\#((0..<5).map { #"{"id":"e\#($0)","frame":\#(Self.frame)}"# }.joined(separator: ","))]"#)
        for limit in [1, 4, 5, 6] {
            let bytes = Array(text.utf8)
            let fast = problem(bytes, limits: DecodeLimits(maxElements: limit)).map { AnswerEncoder.encode($0) }
            let general = problem(bytes, limits: DecodeLimits(maxElements: limit, fastPaths: false)).map {
                AnswerEncoder.encode($0)
            }
            #expect(fast == general, "limit \(limit)")
            #expect((fast != nil) == (limit < 5))
        }
    }

    @Test func theDepthLimitIsReachedTheSameWay() {
        let text = body(#""elements":[{"id":"a","frame":\#(Self.frame),"caret":\#(Self.caret)}]"#)
        for depth in 1...5 {
            let bytes = Array(text.utf8)
            let fast = problem(bytes, limits: DecodeLimits(maxDepth: depth)).map { AnswerEncoder.encode($0) }
            let general = problem(bytes, limits: DecodeLimits(maxDepth: depth, fastPaths: false)).map {
                AnswerEncoder.encode($0)
            }
            #expect(fast == general, "depth \(depth)")
        }
    }

    // MARK: Member names and numbers (the general reader either way: the fast paths must not change them)

    @Test(arguments: [
        // Names of 15, 16 and 17 bytes, known and not, and names near the end of the body.
        body(#""container":{"frame":{"x":0,"y":0,"width":390,"height":844},"insetAdjustment":"never"}"#),
        body(#""options":{"followsUndockedKeyboard":true,"minimumDistance":8}"#),
        body(#""options":{"followsUndockedKeyboar":true}"#),
        body(#""abcdefghijklmno":1,"abcdefghijklmnop":2,"abcdefghijklmnopq":3"#),
        body(#""focu\u0073":"a","elements":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1}}]"#),
        body(#""options":{"followsUndockedKeyboar\u0064":true}"#),
        body(#""\u00e9":1"#),
        body("\"\u{E9}t\u{E9}\":1"),
        body("\"a\u{1}\":1"),
        #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"focus":null}"#,
        #"{"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"screen":{"width":390,"height":844}}"#,
        #"{"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"screen":{"width":390,"height":8"#,
        #"{"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"screen":{"width":390,"heig"#,
        #"{"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"screen":{"width":1,"z":1}}"#,
        #"{"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"screen":{"w":1}}"#,
        #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"a":1}"#,
        #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"":1}"#,
        #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"screen":1}"#,
        // Numbers where a number of any rule is read.
        body(#""options":{"minimumDistance":0}"#),
        body(#""options":{"minimumDistance":-0}"#),
        body(#""options":{"minimumDistance":007}"#),
        body(#""options":{"minimumDistance":123456789012345}"#),
        body(#""options":{"minimumDistance":1234567890123456}"#),
        body(#""options":{"minimumDistance":1e22}"#),
        body(#""options":{"minimumDistance":1e23}"#),
        body(#""options":{"minimumDistance":0.1e-22}"#),
        body(#""options":{"minimumDistance":4.4e-1}"#),
        body(#""options":{"minimumDistance":1e-400}"#),
        body(#""options":{"minimumDistance":0.000000000000000000000000000001}"#),
        body(#""options":{"anchor":1}"#),
        body(#""options":{"anchor":1.0000000000000002}"#),
        body(#""options":{"anchor":-0}"#),
        body(#""options":{"anchor":0.5e0}"#),
        body(#""keyboard":{"height":336.000000000000000001}"#),
        body(#""keyboard":{"height":336,"animation":{"duration":0.25,"curve":7}}"#),
        body(#""keyboard":{"height":336,"animation":{"duration":25e-2,"curve":7.0}}"#),
        body(#""keyboard":{"height":336,"animation":{"duration":-0,"curve":-0}}"#),
        body(#""options":{"minimumDistance":1"#),
        body(#""options":{"minimumDistance":1}"#) + "  \n",
        body(#""options":{"minimumDistance":1}"#) + "0",
    ])
    func namesAndNumbersComeToTheSameOutcome(text: String) {
        Self.expectSameOutcome(Array(text.utf8), text)
    }
}
