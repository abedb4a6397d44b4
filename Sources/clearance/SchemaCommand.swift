import ClearanceContract
import ClearanceService
import ClearanceWire

/// `clearance schema`: the request and answer objects' schemas as `openapi.yaml` holds them,
/// generated from the codec's request schema (``RequestSchemaDocument``) and its answer schema
/// (``AnswerSchema``); with `--document`, the whole of `openapi.yaml` (``APIDocument``).
enum SchemaCommand {
    static let help =
        Flag.usage("clearance schema", flags) + """


            Prints the request objects' schemas (the layout, compare, batch and matrix bodies, the
            window, container, element, pinned view, options, animation, device, every policy
            object, the keyboard's forms and the geometry inputs) as openapi.yaml's
            components.schemas holds them: generated from the table the decoder reads, each member
            once with its type, range, required-ness, default and doc. Then the answers' (the
            layout answer and its parts, the comparison, batch, matrix and design answers, the
            catalog and its devices, health, readiness, the problem document and the closed
            string sets), from the encoder's declaration of what it writes.

            --document prints the whole of openapi.yaml: the info block, the paths from the
            operation table, the shared parameters, headers and error responses, every schema
            and the examples, read from the directory --examples names (tests/fixtures/examples:
            <Name>.json each, and index.json with the shared examples' summaries).
            scripts/gen-openapi.py writes it to openapi.yaml; `make test` fails when the
            committed document differs.

            --names prints only the schemas' names, one a line.

            EXIT STATUS
              0  the schemas (or the document) are on standard output
              1  the arguments are wrong, or an example file is missing or not JSON
            """

    static let flags: [Flag] = [.toggle("--names"), .toggle("--document"), .text("--examples", "DIR")]

    static func run(_ arguments: [String]) -> Int32 {
        let read: Arguments
        switch Arguments.read(arguments, flags: flags, command: "schema", operand: "operand", help: help) {
        case .success(let arguments): read = arguments
        case .failure(let exit): return exit.code
        }
        guard read.operands.isEmpty else {
            printError("clearance schema: takes no operand ('\(read.operands[0])')\n\n\(help)")
            return 1
        }
        if read.has("--document") {
            let directory = read.text("--examples") ?? "tests/fixtures/examples"
            do {
                let document = try APIDocument.yaml(version: ClearanceService.version) { name in
                    OpenAPIDocument.contents(atPath: directory + "/" + name + ".json").map {
                        String(decoding: $0, as: UTF8.self)
                    }
                }
                writeAll(1, Array(document.utf8))
                return 0
            } catch {
                printError("clearance schema: \(directory): \(error.message)")
                return 1
            }
        }
        let text =
            read.has("--names")
            ? (RequestSchemaDocument.names + AnswerSchema.names).map { $0 + "\n" }.joined()
            : RequestSchemaDocument.components + AnswerSchema.components
        writeAll(1, Array(text.utf8))
        return 0
    }
}
