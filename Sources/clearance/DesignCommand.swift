import ClearanceContract
import ClearanceWire

/// `clearance design [FILE|-]`: the layout request a design maps to, with the mapping.
enum DesignCommand {
    static let help =
        Flag.usage("clearance design [FILE|-]", []) + """


            Reads a body holding a design ({"design": {"figma" | "penpot" | "sketch": …, "node"?:
            id}, and optionally device, keyboard, focus and options: docs/designs.md) from FILE, or
            from standard input when FILE is "-" or left out, and prints what POST /v1/design
            answers: the layout request the design maps to ("request"), how each layer was read
            ("mapping") and the mapping's warnings. `clearance solve` answers the same body
            directly.

            `clearance design check [FILE|-]` prints what POST /v1/design/check answers for the same
            body (with "devices" beside the design, optionally): every text field, each in turn the
            focus with its own keyboard, on each device.

            EXIT STATUS
              0  the mapping (or the check) is on standard output
              1  FILE cannot be read, or the arguments are wrong
              2  the body is invalid: a problem document is on standard error
            """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == "check" { return check(Array(arguments.dropFirst())) }
        let path: String?
        switch Arguments.read(arguments, flags: [], command: "design", operand: "FILE", help: help) {
        case .success(let read): path = read.operands.first
        case .failure(let exit): return exit.code
        }
        let body: [UInt8]
        switch SolveCommand.readBody(path: path ?? "-", command: "design") {
        case .success(let bytes): body = bytes
        case .failure(let exit): return exit.code
        }
        let decoded: DecodedLayout
        do throws(Problem) {
            decoded = try LayoutDecoder.decodeLayout(body)
        } catch {
            writeAll(2, AnswerEncoder.encode(error) + [0x0A])
            return 2
        }
        guard let mapped = decoded.mapped else {
            writeAll(2, AnswerEncoder.encode(Problem.designRequired) + [0x0A])
            return 2
        }
        writeAll(1, AnswerEncoder.encodeDesign(mapped) + [0x0A])
        return 0
    }

    /// `clearance design check [FILE|-]`: what `POST /v1/design/check` answers.
    static func check(_ arguments: [String]) -> Int32 {
        let path: String?
        switch Arguments.read(arguments, flags: [], command: "design check", operand: "FILE", help: help) {
        case .success(let read): path = read.operands.first
        case .failure(let exit): return exit.code
        }
        let body: [UInt8]
        switch SolveCommand.readBody(path: path ?? "-", command: "design check") {
        case .success(let bytes): body = bytes
        case .failure(let exit): return exit.code
        }
        let decoded: Result<DesignCheckQuery, Problem> = body.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try LayoutDecoder.decodeDesignCheck(raw))
            } catch {
                return .failure(error)
            }
        }
        let query: DesignCheckQuery
        switch decoded {
        case .success(let read): query = read
        case .failure(let problem):
            writeAll(2, AnswerEncoder.encode(problem) + [0x0A])
            return 2
        }
        writeAll(1, AnswerEncoder.encodeDesignCheck(query) + [0x0A])
        return 0
    }
}
