import ClearanceContract
import ClearanceRender
import ClearanceWire
import KeyboardAvoidance

/// `clearance compare [FILE|-] [--table]`: one layout request under several policies.
enum CompareCommand {
    /// The flags: the answer as a table or a picture instead of JSON.
    static let flags: [Flag] = [.toggle("--table"), .toggle("--svg")]

    static let help =
        Flag.usage("clearance compare [FILE|-]", flags) + """


            Reads one compare request (a layout request, semantics §1, plus an optional "policies" array of
            1 to 32 policy names or {"name", parameters} objects; default: all twelve) from FILE, or
            from standard input when FILE is "-" or left out, and prints the comparison JSON
            (POST /v1/layout/compare) and a newline on standard output. options.policy is ignored.
            --table prints one line per policy instead: name, version, fidelity, strategy,
            scrollDelta, viewShift, contentInset.bottom, the focus's gap to the keyboard, its state
            after, and how many elements end hidden (text for people, not a contract).
            --svg prints the comparison as an SVG grid: one before/after panel per policy.

            EXIT STATUS
              0  the comparison is on standard output
              1  no request could be read, or the arguments are wrong (a message on standard error)
              2  the request is invalid: a problem document (RFC 9457) on standard error
            """

    /// Runs the command with its arguments; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        let read: Arguments
        switch Arguments.read(arguments, flags: flags, command: "compare", operand: "FILE", help: help) {
        case .success(let arguments): read = arguments
        case .failure(let exit): return exit.code
        }
        let table = read.has("--table")
        let svg = read.has("--svg")
        let path = read.operands.first
        if table && svg {
            printError("clearance compare: give --table or --svg, not both\n\n\(help)")
            return 1
        }
        let body: [UInt8]
        switch SolveCommand.readBody(path: path ?? "-", command: "compare") {
        case .success(let bytes): body = bytes
        case .failure(let exit): return exit.code
        }
        let query: CompareQuery
        do throws(Problem) {
            query = try LayoutDecoder.decodeCompare(body)
        } catch {
            writeAll(2, AnswerEncoder.encode(error) + [0x0A])
            return 2
        }
        let comparison = PolicyComparison.compare(query.request, policies: query.policies)
        if svg {
            writeAll(1, CompareRenderer.renderBytes(request: query.request, comparison: comparison))
        } else if table {
            writeAll(1, Array(Self.table(comparison).utf8))
        } else {
            writeAll(1, AnswerEncoder.encode(comparison, mapped: query.mapped) + [0x0A])
        }
        return 0
    }

    /// One line per result, columns aligned.
    static func table(_ comparison: PolicyComparison) -> String {
        var rows = [
            [
                "policy", "version", "fidelity", "strategy", "scrollDelta", "viewShift", "inset.bottom", "gap",
                "focus", "hidden",
            ]
        ]
        for r in comparison.results {
            let a = r.answer
            rows.append([
                r.policy.name, r.policy.version, r.policy.fidelity.rawValue, a.strategy.rawValue,
                number(r.scrollDelta), number(r.viewShift), number(r.contentInset.bottom),
                r.focus?.gap.map(number) ?? "-", r.focus?.after.state.rawValue ?? "-", "\(r.hiddenElements)",
            ])
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var text = ""
        for row in rows {
            var line = ""
            for (i, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                line += i < 4 || i >= 8 ? cell + pad : pad + cell
                if i < row.count - 1 { line += "  " }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        for warning in comparison.warnings { text += "warning: \(warning.code): \(warning.message)\n" }
        return text
    }

    /// A figure for the table: whole numbers plainly, others to two decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
        let hundredths = Int64((value * 100).rounded())
        if hundredths % 100 == 0 { return "\(hundredths / 100)" }
        let sign = hundredths < 0 ? "-" : ""
        let m = abs(hundredths)
        let fraction = m % 100
        return "\(sign)\(m / 100).\(fraction < 10 ? "0" : "")\(fraction % 10 == 0 ? fraction / 10 : fraction)"
    }
}
