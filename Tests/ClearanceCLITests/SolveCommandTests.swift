import ClearanceContract
import ClearanceTestSupport
import Foundation
import Testing

/// `clearance solve` end to end: the built binary, run as a process.
@Suite struct SolveCommandTests {
    func fixture(_ name: String) -> URL { CLI.fixtures.appendingPathComponent(name) }

    func number(_ object: [String: Any], _ path: String...) -> Double? {
        (walk(object, path) as? NSNumber)?.doubleValue
    }

    func value(_ object: [String: Any], _ path: String...) -> Any? {
        walk(object, path)
    }

    /// What `path` (object keys, or array indexes in decimal) leads to in `object`.
    private func walk(_ object: [String: Any], _ path: [String]) -> Any? { jsonValue(object, at: path) }

    /// `clearance solve FIXTURE`'s answer, once the run is seen to succeed.
    func solved(_ name: String) throws -> [String: Any] {
        let outcome = try CLI.run(["solve", fixture(name).path])
        #expect(outcome.status == 0, "\(outcome.stderrText)")
        return try outcome.json(outcome.stdout)
    }

    // MARK: Spec §7, worked examples

    @Test func example1LoginFormScrollsTheMinimum() throws {
        let outcome = try CLI.run(["solve", fixture("example-1.json").path])
        #expect(outcome.status == 0, "\(outcome.stderrText)")
        #expect(outcome.stdoutText.hasSuffix("}\n"))
        let answer = try outcome.json(outcome.stdout)
        #expect(value(answer, "keyboard", "state") as? String == "docked")
        #expect(number(answer, "keyboard", "overlap") == 336)
        // contentInset.bottom = 336 + 32 - 34 = 334; the indicator inset leaves out d: 302.
        #expect(number(answer, "contentInset", "bottom") == 334)
        #expect(number(answer, "scrollIndicatorInsets", "bottom") == 302)
        // A = contentInset + safe area = {47, 0, 334 + 34, 0}.
        #expect(number(answer, "adjustedContentInset", "top") == 47)
        #expect(number(answer, "adjustedContentInset", "left") == 0)
        #expect(number(answer, "adjustedContentInset", "bottom") == 368)
        #expect(number(answer, "adjustedContentInset", "right") == 0)
        // L = 844 - max(34, 336 + 32) = 476; no contentOffset given, so it rests at -A0.top = -47;
        // R.maxY - o = 644 + 47 = 691 > 476, so o' = 644 - 476 = 168 (oMax 424).
        #expect(number(answer, "contentOffset", "y") == 168)
        #expect(number(answer, "contentOffset", "x") == 0)
        // v1.1: the delta is from the resting offset, 168 - (-47) = 215 (v1 started at 0: 168).
        #expect(number(answer, "scrollDelta") == 215)
        #expect(value(answer, "target", "id") as? String == "password")
        #expect(value(answer, "target", "anchor") is NSNull)
        #expect(value(answer, "strategy") as? String == "scrollView")
        // Numbers that are whole print without a fraction.
        #expect(outcome.stdoutText.contains(#""contentOffset":{"x":0,"y":168}"#))
        // The keys come in the order of semantics §5.
        let keys = [
            "keyboard", "strategy", "contentInset", "scrollIndicatorInsets", "adjustedContentInset", "contentOffset",
            "scrollDelta", "containerFrame", "viewShift", "target", "animation", "elements", "warnings",
        ]
        let positions = keys.map { outcome.stdoutText.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func example2AnchorTopIsClampedToTheEnd() throws {
        let answer = try solved("example-2.json")
        #expect(value(answer, "target", "id") as? String == "signIn")
        #expect(number(answer, "target", "anchor") == 0)
        // o' = 700 - 47 = 653, clamped to oMax = 900 + 368 - 844 = 424.
        #expect(number(answer, "contentOffset", "y") == 424)
        #expect(number(answer, "target", "rect", "y") == 700)
    }

    @Test func example3FloatingKeyboardCoversButDoesNotMoveAnything() throws {
        let answer = try solved("example-3.json")
        // {200,500,320,250} ends at 750, far above 1366: floating, no overlap, no avoidance.
        #expect(value(answer, "keyboard", "state") as? String == "floating")
        #expect(number(answer, "keyboard", "overlap") == 0)
        #expect(number(answer, "contentInset", "bottom") == 0)
        // v1.1: no contentOffset given, so it rests at -A0.top = -24 (the window's top safe area;
        // v1 defaulted to 0), and nothing scrolls it.
        #expect(number(answer, "contentOffset", "y") == -24)
        #expect(number(answer, "scrollDelta") == 0)
        // The field {250,600,200,44} lies wholly inside the keyboard: covered before and after.
        #expect(value(answer, "elements", "0", "id") as? String == "field")
        #expect(value(answer, "elements", "0", "before", "state") as? String == "covered")
        #expect(value(answer, "elements", "0", "after", "state") as? String == "covered")
        #expect(number(answer, "elements", "0", "after", "coveredFraction") == 1)
        let warnings = try #require(value(answer, "warnings") as? [[String: Any]])
        #expect(!warnings.isEmpty)
    }

    // MARK: Input

    @Test func readsStandardInputWithDashOrNoArgument() throws {
        let body = try Data(contentsOf: fixture("example-1.json"))
        let dash = try CLI.run(["solve", "-"], stdin: body)
        let none = try CLI.run(["solve"], stdin: body)
        let file = try CLI.run(["solve", fixture("example-1.json").path])
        #expect(dash.status == 0)
        #expect(dash.stdout == file.stdout)
        #expect(none.stdout == file.stdout)
    }

    @Test func anInvalidRequestIsAProblemOnStandardErrorWithExit2() throws {
        // The example without its container: a 422 pointing at /container.
        var request =
            try JSONSerialization.jsonObject(with: Data(contentsOf: fixture("example-1.json")))
            as! [String: Any]
        request["container"] = nil
        request["elements"] = [["id": "password", "frame": ["x": 20, "y": 600, "width": 0, "height": 44]]]
        let outcome = try CLI.run(["solve"], stdin: try JSONSerialization.data(withJSONObject: request))
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        let problem = try outcome.json(outcome.stderr)
        #expect(problem["status"] as? Int == 422)
        #expect(problem["type"] as? String == "urn:clearance:problem:invalid-request")
        let errors = try #require(problem["errors"] as? [[String: Any]])
        let pointers = errors.compactMap { $0["pointer"] as? String }
        #expect(Set(pointers) == ["/container", "/elements/0/frame/width"])
    }

    @Test func problemKeysComeInTheirOrder() throws {
        let outcome = try CLI.run(["solve"], stdin: Data("{}".utf8))
        #expect(outcome.status == 2)
        #expect(outcome.stderrText.hasPrefix(#"{"type":"urn:clearance:problem:invalid-request","title":"#))
        #expect(outcome.stderrText.hasSuffix("]}\n"))
    }

    @Test(arguments: [
        ("empty", Data()),
        ("not an object", Data("[1,2,3]".utf8)),
        ("deep nesting", Data(repeating: UInt8(ascii: "["), count: 100_000)),
        ("NaN", Data(#"{"screen":{"width":NaN,"height":1}}"#.utf8)),
        ("-Infinity", Data(#"{"screen":{"width":-Infinity,"height":1}}"#.utf8)),
        ("invalid UTF-8", Data([0x7B, 0x22, 0xC0, 0xAF, 0x22, 0x3A, 0x31, 0x7D])),
        ("lone surrogate", Data(#"{"focus":"\udc00"}"#.utf8)),
        ("truncated", Data(#"{"screen":{"width":390,"hei"#.utf8)),
        ("trailing garbage", Data(#"{} {}"#.utf8)),
        ("binary", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 167 &+ 13) })),
    ])
    func hostileBodiesExit2WithoutACrash(name: String, body: Data) throws {
        let outcome = try CLI.run(["solve"], stdin: body)
        #expect(outcome.signal == nil, "\(name): ended by signal \(outcome.signal ?? 0)")
        #expect(outcome.status == 2, "\(name)")
        let problem = try outcome.json(outcome.stderr)
        #expect(problem["status"] as? Int == 400, "\(name)")
    }

    @Test func hugeNumbersAreA422() throws {
        let body = Data(
            #"{"screen":{"width":1e400,"height":1},"container":{"frame":{"x":0,"y":0,"width":1,"height":1}}}"#.utf8)
        let outcome = try CLI.run(["solve"], stdin: body)
        #expect(outcome.status == 2)
        let problem = try outcome.json(outcome.stderr)
        #expect(problem["status"] as? Int == 422)
        #expect((problem["errors"] as? [[String: Any]])?.first?["pointer"] as? String == "/screen/width")
    }

    // MARK: Usage

    @Test func helpExitsZero() throws {
        for arguments in [["solve", "--help"], ["solve", "-h"]] {
            let outcome = try CLI.run(arguments)
            #expect(outcome.status == 0)
            #expect(outcome.stdoutText.contains("clearance solve [FILE|-]"))
            #expect(outcome.stdoutText.contains("EXIT STATUS"))
        }
    }

    @Test func anUnreadableFileExits1WithAMessage() throws {
        let missing = try CLI.run(["solve", "/nonexistent/request.json"])
        #expect(missing.status == 1)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderrText.contains("cannot open '/nonexistent/request.json'"))
        let directory = try CLI.run(["solve", CLI.fixtures.path])
        #expect(directory.status == 1)
        #expect(directory.stderrText.contains("cannot read"))
    }

    @Test func wrongArgumentsExit1() throws {
        #expect(try CLI.run(["solve", "--pretty"]).status == 1)
        #expect(try CLI.run(["solve", "a.json", "b.json"]).status == 1)
    }

    @Test func doubleDashAllowsAFileNamedLikeAnOption() throws {
        let outcome = try CLI.run(["solve", "--", "-missing.json"])
        #expect(outcome.status == 1)
        #expect(outcome.stderrText.contains("cannot open '-missing.json'"))
    }
}
