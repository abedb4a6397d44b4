import ClearanceContract
import Foundation
import Testing

/// The document's examples (`tests/fixtures/examples`) are read as the service reads a body: as
/// JSON and nothing looser, so an example that the service would refuse cannot reach the document.
@Suite struct DocumentExampleTests {
    /// The text of `tests/fixtures/examples/<name>.json`, or `nil` when there is none.
    static func example(_ name: String) -> String? {
        try? String(contentsOf: Repository.url("tests/fixtures/examples/\(name).json"), encoding: .utf8)
    }

    /// The document made from the examples, with `LoginFormRequest`'s text changed by `edit`.
    static func document(editingLogin edit: @escaping (String) -> String) throws(ExampleError) -> String {
        try APIDocument.yaml(version: "0") { name in
            let text = example(name)
            return name == "LoginFormRequest" ? text.map(edit) : text
        }
    }

    @Test func theExamplesMakeTheDocument() throws {
        let document = try Self.document { $0 }
        #expect(document.contains("    LoginFormRequest:\n"))
        #expect(document.contains("        keyboard: {height: 336}\n"))
    }

    /// Each spelling stands for the 336 of `keyboard.height`; the error names the reader's
    /// reason and the byte it stopped at, counted from where the number starts.
    @Test(arguments: [
        ("+336", "unexpected '+' in a value", 0),
        ("0336", "a number with a leading zero", 1),
        ("336.", "in a number (a digit after '.')", 4),
        (".5", "unexpected '.' in a value", 0),
        ("3e", "in a number (a digit in the exponent)", 2),
    ])
    func aNumberJSONDoesNotAllowIsRefusedAtItsByte(spelled: String, why: String, past: Int) throws {
        let login = try #require(Self.example("LoginFormRequest"))
        let member = "\"keyboard\": {\n    \"height\": "
        let at = try #require(login.range(of: member + "336"))
        let offset = login.utf8.distance(from: login.startIndex, to: at.lowerBound) + member.utf8.count + past
        let error = #expect(throws: ExampleError.self) {
            _ = try Self.document { $0.replacingOccurrences(of: member + "336", with: member + spelled) }
        }
        let message = error?.message ?? ""
        #expect(message.hasPrefix("LoginFormRequest.json: "), "\(message)")
        #expect(message.contains(why), "\(message)")
        #expect(message.hasSuffix(" at byte \(offset)"), "\(message)")
    }

    @Test func textAfterTheValueIsRefused() {
        let error = #expect(throws: ExampleError.self) { _ = try Self.document { $0 + "{}" } }
        #expect(error?.message.hasPrefix("LoginFormRequest.json: text after the value at byte ") == true)
    }
}
