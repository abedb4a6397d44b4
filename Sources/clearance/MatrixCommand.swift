import ClearanceContract
import ClearanceWire
import DeviceCatalog
import KeyboardAvoidance
import LayoutMatrix

/// `clearance matrix [FILE|-]`: one layout on many devices, as `POST /v1/layout/matrix` answers it.
enum MatrixCommand {
    /// The flags: each replaces the query's member of the same name.
    static let flags: [Flag] = [
        .text("--devices", "all|ID,ID..."), .text("--ios", "R,R..."), .list("--keyboard-styles", KeyboardStyle.self),
        .list("--orientations", Orientation.self), .list("--keyboards", KeyboardVariant.self),
        .list("--keyboard-types", KeyboardType.self),
    ]

    static let help =
        Flag.usage("clearance matrix [FILE|-]", flags) + """


            Reads a matrix query (JSON) from FILE, or from standard input when FILE is "-" or left
            out, solves its request on every device × iOS release × keyboard style × orientation ×
            keyboard × keyboard type, and prints the answer of POST /v1/layout/matrix and a newline
            on standard output:

              {"request": {...}, "devices": "all" | [id], "ios": ["18", "26.2", ...],
               "keyboardStyles": [...], "orientations": [...], "keyboards": [...],
               "keyboardTypes": [...], "stretch": {"referenceWidth": n}}

            The request leaves out screen, window, device and the keyboard (but for its animation
            and accessoryHeight): each combination sets them; without container.frame the container
            is the whole window. A combination the catalog has no figure for is skipped, with the
            reason.
            The flags replace the query's members of the same name (comma-separated lists).

            EXIT STATUS
              0  the answer is on standard output
              1  no query could be read, or the arguments are wrong; a message says why
              2  the query is invalid: a problem document is on standard error
            """

    /// Runs the command with its arguments; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        let read: Arguments
        switch Arguments.read(arguments, flags: flags, command: "matrix", operand: "FILE", help: help) {
        case .success(let arguments): read = arguments
        case .failure(let exit): return exit.code
        }
        var devices: [Device]?
        if let text = read.text("--devices") {
            if text == "all" {
                devices = DeviceCatalog.devices
            } else {
                var list: [Device] = []
                for id in text.split(separator: ",").map(String.init) {
                    guard let device = DeviceCatalog.device(id: id) else {
                        printError("clearance matrix: \(DeviceError.unknownDevice(id: id).message)")
                        return 1
                    }
                    list.append(device)
                }
                devices = list
            }
        }
        let orientations = read.list("--orientations", as: Orientation.self)
        let keyboards = read.list("--keyboards", as: KeyboardVariant.self)
        let keyboardTypes = read.list("--keyboard-types", as: KeyboardType.self)
        let styles = read.list("--keyboard-styles", as: KeyboardStyle.self)
        var ios: [Release]?
        if let text = read.text("--ios") {
            var list: [Release] = []
            for part in text.split(separator: ",").map(String.init) {
                switch DeviceFlags.release(part, flag: "--ios") {
                case .success(let release): list.append(release)
                case .failure(let message):
                    printError("clearance matrix: \(message.text)\n\n\(help)")
                    return 1
                }
            }
            ios = list
        }
        let path = read.operands.first

        let body: [UInt8]
        switch SolveCommand.readBody(path: path ?? "-", command: "matrix") {
        case .success(let bytes): body = bytes
        case .failure(let exit): return exit.code
        }
        let decoded: Result<MatrixQuery, Problem> = body.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try LayoutDecoder.decodeMatrix(raw, maxVerdicts: .max))
            } catch {
                return .failure(error)
            }
        }
        var query: MatrixQuery
        switch decoded {
        case .success(let value): query = value
        case .failure(let problem):
            writeAll(2, AnswerEncoder.encode(problem) + [0x0A])
            return 2
        }
        if let devices { query.spec.devices = devices }
        if let orientations { query.spec.orientations = orientations }
        if let keyboards { query.spec.keyboards = keyboards }
        if let keyboardTypes { query.spec.keyboardTypes = keyboardTypes }
        if let ios { query.spec.ios = ios }
        if let styles { query.spec.keyboardStyles = styles }
        var output: [UInt8] = []
        AnswerEncoder.encode(matrix: DeviceMatrix.run(query.draft, query.spec), mapped: query.mapped, into: &output)
        output.append(0x0A)
        writeAll(1, output)
        return 0
    }
}
