import ClearanceContract
import ClearanceWire

/// `clearance schema`: the request and answer objects' schemas as `openapi.yaml` holds them,
/// generated from the codec's request schema (``RequestSchemaDocument``) and its answer schema
/// (``AnswerSchema``).
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
            scripts/gen-openapi.py puts them into openapi.yaml; `make test` fails when the
            committed document differs.

            --names prints only the schemas' names, one a line.

            EXIT STATUS
              0  the schemas are on standard output
              1  the arguments are wrong
            """

    static let flags: [Flag] = [.toggle("--names")]

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
        let text =
            read.has("--names")
            ? (RequestSchemaDocument.names + AnswerSchema.names).map { $0 + "\n" }.joined()
            : RequestSchemaDocument.components + AnswerSchema.components
        writeAll(1, Array(text.utf8))
        return 0
    }
}
