import ClearanceContract
import KeyboardAvoidance
import Testing

@testable import ClearanceWire

/// The answers' schemas as `clearance schema` prints them for `openapi.yaml`.
@Suite struct AnswerSchemaTests {
    @Test func theClosedStringSetsAreTheEnginesOwn() {
        let components = AnswerSchema.components
        let verdict = VisibilityState.allCases.map(\.rawValue).joined(separator: ", ")
        let keyboard = KeyboardState.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(components.contains("    VerdictState:\n      type: string\n      enum: [\(verdict)]\n"))
        #expect(components.contains("    KeyboardState:\n      type: string\n      enum: [\(keyboard)]\n"))
    }

    @Test func eachSchemaIsMarkedGeneratedAndNamedOnce() {
        let lines = AnswerSchema.components.split(separator: "\n", omittingEmptySubsequences: false)
        let marks = lines.indices.filter { lines[$0].hasPrefix("    # Generated from the codec's answer schema") }
        #expect(marks.map { lines[$0 + 1] } == AnswerSchema.names.map { "    \($0):" })
        #expect(Set(AnswerSchema.names).count == AnswerSchema.names.count)
        #expect(Set(AnswerSchema.names).isDisjoint(with: RequestSchemaDocument.names))
    }

    @Test func anObjectListsWhatEveryAnswerHoldsAsRequired() {
        let layout = AnswerSchema.objects.first { $0.name == "LayoutAnswer" }!
        let yaml = AnswerSchema.yaml(layout)
        #expect(yaml.contains("      required: [keyboard, strategy, contentInset,"))
        #expect(yaml.contains("      additionalProperties: false\n"))
        // Written only when they apply, so not required, and last, as the encoder writes them.
        #expect(!yaml.contains("mapping]") && !yaml.contains("device]"))
        let properties = yaml.split(separator: "\n").filter { $0.hasPrefix("        ") && !$0.hasPrefix("         ") }
        #expect(properties.suffix(3) == ["        afterHide:", "        mapping:", "        device:"])
    }

    @Test func valuesRenderAsTheDocumentReadsThem() {
        #expect(
            AnswerSchema.yaml(.nullable(.ref("Rect"))) == [
                "oneOf:", "  - $ref: '#/components/schemas/Rect'", "  - type: 'null'",
            ])
        #expect(AnswerSchema.yaml(.nullable(.number())) == ["type: [number, 'null']"])
        #expect(
            AnswerSchema.yaml(.list(.number(), count: 4)) == [
                "type: array", "minItems: 4", "maxItems: 4", "items:", "  type: number",
            ])
        #expect(AnswerSchema.yaml(.number(minimum: 0, maximum: 1)) == ["type: number", "minimum: 0", "maximum: 1"])
        #expect(AnswerSchema.yaml(.integer(minimum: 0)) == ["type: integer", "minimum: 0"])
    }

    @Test func everyProblemClassHasItsOwnTypeAndTheDocumentListsThemAll() {
        let classes = ProblemClass.allCases
        #expect(Set(classes.map(\.type)).count == classes.count)
        #expect(classes.map(\.status) == classes.map(\.status).sorted())
        #expect(classes.allSatisfy { $0.type == "urn:clearance:problem:" + $0.rawValue && !$0.title.isEmpty })
        let problemType = AnswerSchema.yaml(AnswerSchema.all.first { $0.name == "ProblemType" }!)
        for kind in classes {
            #expect(problemType.contains("        - \(kind.type)\n"))
            #expect(problemType.contains("`\(kind.rawValue)` (\(kind.status))"))
        }
        let problem = Problem(.invalidRequest, detail: "d")
        #expect(problem.status == 422 && problem.title == "Invalid layout request")
        #expect(problem.type == "urn:clearance:problem:invalid-request")
    }
}
