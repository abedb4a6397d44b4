import KeyboardAvoidance

/// The answers' schemas as the encoder writes them: every object the encoder writes (a layout's,
/// a comparison's, a batch's, a matrix's and a design's answers, the catalog and its devices,
/// health, readiness and the problem document), each member once with its JSON name, its type,
/// whether it is always there and its doc line; and the closed sets of strings it writes, from
/// the engine's, the catalog's and the matrix's own enumerations.
///
/// `openapi.yaml`'s schemas of the same names are generated from it (`clearance schema`, and the
/// whole document, ``APIDocument``), beside the request schemas of ``RequestSchemaDocument``. The
/// encoder writes its keys as literals; what ties it to this declaration is a Swift test,
/// `AnswerSchemaConformanceTests`, which walks every answer to the bench requests, the fixtures,
/// the fuzz corpus, the designs, matrices and the catalog along these schemas, in the order it
/// was written, with no member left undeclared (each object is closed) and every declared member
/// written by some answer. Members are in the order the encoder writes them.
public enum AnswerSchema {
    /// A member's value.
    package indirect enum Value: Sendable {
        /// A number, with the bounds it keeps.
        case number(minimum: Double? = nil, maximum: Double? = nil)
        /// An integer, with its least value.
        case integer(minimum: Int? = nil)
        case string
        case boolean
        /// Another schema of the document.
        case ref(String)
        /// An array of values; of exactly `count` of them when given.
        case list(Value, count: Int? = nil)
        /// One of several schemas of the document.
        case oneOf([String])
        /// A value or `null`.
        case nullable(Value)
        /// This one string.
        case constant(String)
        /// A string of at least one character (an id, a name).
        case nonEmptyString

        /// Whether the value is a number, an integer, a string or a boolean, which `null` joins
        /// as a second type (`type: [number, 'null']`) rather than as a choice.
        package var isScalar: Bool {
            switch self {
            case .number, .integer, .string, .nonEmptyString, .boolean: true
            default: false
            }
        }
    }

    /// One member of an object.
    package struct Member: Sendable {
        package var name: String
        package var value: Value
        /// Whether every answer holds it; one that is not is written only when it applies.
        package var always: Bool
        package var doc: String?

        package init(_ name: String, _ value: Value, always: Bool = true, doc: String? = nil) {
            self.name = name
            self.value = value
            self.always = always
            self.doc = doc
        }
    }

    /// A schema of the document.
    package enum Shape: Sendable {
        /// A closed object: no member beyond these.
        case object([Member])
        /// An open object: these members and any other (`additionalProperties: true`). In a
        /// request, what the reader does not read is ignored (a logged userInfo's other keys, a
        /// design document's members); in an answer, the members vary with what it describes (a
        /// policy's parameters, a group of figures).
        case open([Member])
        /// An object of another specification (the OpenAPI document itself) that holds at least
        /// these members: what else it holds is that specification's to say, not this one's.
        case holding(required: [String])
        /// A closed set of strings.
        case strings([String])
        /// A string matching a regular expression, with examples of it.
        case pattern(String, examples: [String] = [])
        /// A string whose form the doc describes.
        case string
        /// An array of values; of distinct values when `unique`.
        case array(Value, unique: Bool = false)
        /// One of several objects, told apart by the string member `property`: each tag and the
        /// schema it names.
        case tagged(property: String, [(tag: String, schema: String)])
        /// One of several schemas of the document, told apart by their members, not by a tag.
        case oneOf([String])
        /// Any JSON value.
        case any
    }

    /// A named schema.
    package struct Object: Sendable {
        package var name: String
        package var doc: String?
        package var shape: Shape
    }

    /// The generated schemas, in document order: each as its YAML lines, indented as under
    /// `components.schemas`, after a comment line saying where it comes from.
    public static var components: String {
        RequestSchemaDocument.marked(all.map(yaml), from: "answer schema")
    }

    /// The names of the generated schemas, in document order.
    public static var names: [String] { all.map(\.name) }

    /// Every answer object.
    package static var all: [Object] { objects + matrixAndDesignObjects + catalogObjects + stringSets }

    /// The strings of a `String` enumeration of the engine, as the encoder writes them (their raw
    /// values).
    package static func strings<E: CaseIterable & RawRepresentable>(of _: E.Type) -> Shape where E.RawValue == String {
        .strings(E.allCases.map(\.rawValue))
    }

    // MARK: YAML

    package static func yaml(_ object: Object) -> String {
        var lines = ["\(object.name):"]
        switch object.shape {
        case .object(let members), .open(let members):
            lines.append("  type: object")
            if let doc = object.doc { lines += RequestSchemaDocument.description(doc, indent: "  ") }
            lines += required(members.filter(\.always).map(\.name))
            if case .open = object.shape {
                lines.append("  additionalProperties: true")
            } else {
                lines.append("  additionalProperties: false")
            }
            if !members.isEmpty { lines.append("  properties:") }
            for member in members {
                lines.append("    \(RequestSchemaDocument.scalar(member.name)):")
                lines += yaml(member.value).map { "      " + $0 }
                if let doc = member.doc { lines += RequestSchemaDocument.description(doc, indent: "      ") }
            }
        case .holding(let names):
            lines.append("  type: object")
            if let doc = object.doc { lines += RequestSchemaDocument.description(doc, indent: "  ") }
            lines += required(names)
        case .strings(let values):
            let inline = "  enum: [\(values.map(RequestSchemaDocument.scalar).joined(separator: ", "))]"
            lines.append("  type: string")
            // A long set (the problem types) one value a line.
            lines +=
                inline.count <= 100
                ? [inline] : ["  enum:"] + values.map { "    - " + RequestSchemaDocument.scalar($0) }
            if let doc = object.doc { lines += RequestSchemaDocument.description(doc, indent: "  ") }
        case .pattern(let regex, let examples):
            lines.append("  type: string")
            if let doc = object.doc { lines += RequestSchemaDocument.description(doc, indent: "  ") }
            lines.append("  pattern: '\(regex)'")
            if !examples.isEmpty {
                lines.append("  examples: [\(examples.map(RequestSchemaDocument.scalar).joined(separator: ", "))]")
            }
        case .string:
            lines.append("  type: string")
            if let doc = object.doc { lines += RequestSchemaDocument.description(doc, indent: "  ") }
        case .array(let item, let unique):
            lines.append("  type: array")
            if unique { lines.append("  uniqueItems: true") }
            if let doc = object.doc { lines += RequestSchemaDocument.description(doc, indent: "  ") }
            lines += ["  items:"] + yaml(item).map { "    " + $0 }
        case .tagged(let property, let choices):
            func ref(_ name: String) -> String { "'#/components/schemas/\(name)'" }
            if let doc = object.doc { lines += RequestSchemaDocument.description(doc, indent: "  ") }
            lines += ["  oneOf:"] + choices.map { "    - $ref: \(ref($0.schema))" }
            lines += ["  discriminator:", "    propertyName: \(property)", "    mapping:"]
            lines += choices.map { "      \(RequestSchemaDocument.scalar($0.tag)): \(ref($0.schema))" }
        case .oneOf(let names):
            if let doc = object.doc { lines += RequestSchemaDocument.description(doc, indent: "  ") }
            lines += ["  oneOf:"] + names.map { "    - $ref: '#/components/schemas/\($0)'" }
        case .any:
            if let doc = object.doc { lines += RequestSchemaDocument.description(doc, indent: "  ") }
        }
        return lines.map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined()
    }

    /// `required:` with `names`, none when there are none.
    private static func required(_ names: [String]) -> [String] {
        names.isEmpty ? [] : ["  required: [\(names.map(RequestSchemaDocument.scalar).joined(separator: ", "))]"]
    }

    /// The lines of a value's schema, relative to its indentation.
    package static func yaml(_ value: Value) -> [String] {
        func ref(_ name: String) -> String { "$ref: '#/components/schemas/\(name)'" }
        func bounds(_ minimum: Double?, _ maximum: Double?) -> [String] {
            (minimum.map { ["minimum: \(RequestSchemaDocument.number($0))"] } ?? [])
                + (maximum.map { ["maximum: \(RequestSchemaDocument.number($0))"] } ?? [])
        }
        switch value {
        case .number(let minimum, let maximum): return ["type: number"] + bounds(minimum, maximum)
        case .integer(let minimum): return ["type: integer"] + (minimum.map { ["minimum: \($0)"] } ?? [])
        case .string: return ["type: string"]
        case .nonEmptyString: return ["type: string", "minLength: 1"]
        case .constant(let text): return ["type: string", "const: \(RequestSchemaDocument.scalar(text))"]
        case .boolean: return ["type: boolean"]
        case .ref(let name): return [ref(name)]
        case .list(let item, let count):
            return ["type: array"] + (count.map { ["minItems: \($0)", "maxItems: \($0)"] } ?? []) + ["items:"]
                + yaml(item).map { "  " + $0 }
        case .oneOf(let names): return ["oneOf:"] + names.map { "  - " + ref($0) }
        case .nullable(let scalar) where scalar.isScalar:
            // `type: number` becomes `type: [number, 'null']`, its bounds kept.
            let lines = yaml(scalar)
            return ["type: [\(lines[0].dropFirst("type: ".count)), 'null']"] + lines.dropFirst()
        case .nullable(.oneOf(let names)):
            // `null` as one more choice.
            return ["oneOf:"] + names.map { "  - " + ref($0) } + ["  - type: 'null'"]
        case .nullable(let other):
            // A schema or `null` (a `$ref` is one line; a longer schema is indented under its dash).
            let lines = yaml(other)
            return ["oneOf:", "  - " + lines[0]] + lines.dropFirst().map { "    " + $0 } + ["  - type: 'null'"]
        }
    }
}
