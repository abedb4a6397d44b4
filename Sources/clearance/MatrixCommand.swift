import ClearanceWire
import DeviceCatalog
import KeyboardAvoidance
import LayoutMatrix

/// `clearance matrix [FILE|-]`: one layout on many devices, as `POST /v1/layout/matrix` answers it.
enum MatrixCommand {
    static let help = """
        USAGE
          clearance matrix [FILE|-] [--devices all|ID,ID...] [--ios 18,26]
                           [--orientations portrait,landscape]
                           [--keyboards predictive,noPredictive,hardwareBar,hidden]
                           [--keyboard-types default,numberPad,phonePad,decimalPad,emoji]

        Reads a matrix query (JSON) from FILE, or from standard input when FILE is "-" or left
        out, solves its request on every device × iOS version × orientation × keyboard ×
        keyboard type, and prints the answer of POST /v1/layout/matrix and a newline on
        standard output:

          {"request": {...}, "devices": "all" | [id], "ios": [...], "orientations": [...],
           "keyboards": [...], "keyboardTypes": [...], "stretch": {"referenceWidth": n}}

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
        var path: String?
        var devices: [Device]?
        var orientations: [Orientation]?
        var keyboards: [KeyboardVariant]?
        var keyboardTypes: [KeyboardType]?
        var ios: [IOSVersion]?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" {
                print(help)
                return 0
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard ["--devices", "--orientations", "--keyboards", "--keyboard-types", "--ios"].contains(name) else {
                if argument.hasPrefix("-") && argument != "-" {
                    printError("clearance matrix: unknown option '\(argument)'\n\n\(help)")
                    return 1
                }
                if path != nil {
                    printError("clearance matrix: give at most one FILE\n\n\(help)")
                    return 1
                }
                path = argument
                continue
            }
            guard let text = DeviceFlags.value(name, argument, &rest), !text.isEmpty else {
                printError("clearance matrix: \(name) needs a value")
                return 1
            }
            let items = text.split(separator: ",").map(String.init)
            switch name {
            case "--devices":
                if text == "all" {
                    devices = DeviceCatalog.devices
                } else {
                    var list: [Device] = []
                    for id in items {
                        guard let device = DeviceCatalog.device(id: id) else {
                            printError("clearance matrix: \(DeviceError.unknownDevice(id: id).message)")
                            return 1
                        }
                        list.append(device)
                    }
                    devices = list
                }
            case "--orientations":
                guard let list: [Orientation] = parseNamed(items, flag: name, text: text) else { return 1 }
                orientations = list
            case "--keyboard-types":
                guard let list: [KeyboardType] = parseNamed(items, flag: name, text: text) else { return 1 }
                keyboardTypes = list
            case "--ios":
                guard let list: [IOSVersion] = parseNamed(items, flag: name, text: text) else { return 1 }
                ios = list
            default:
                guard let list: [KeyboardVariant] = parseNamed(items, flag: name, text: text) else { return 1 }
                keyboards = list
            }
        }

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
        var output: [UInt8] = []
        AnswerEncoder.encode(matrix: DeviceMatrix.run(query.template, query.spec), mapped: query.mapped, into: &output)
        output.append(0x0A)
        writeAll(1, output)
        return 0
    }

    /// Every item parsed, or `nil` when one is not a valid value; repeats are dropped.
    /// `items` as values of `T` named by their raw values, as ``parse(_:_:)`` reads them; when one
    /// is not such a name, prints which names `flag` takes (every case, in order) and returns `nil`.
    static func parseNamed<T: CaseIterable & RawRepresentable & Equatable>(
        _ items: [String], flag: String, text: String
    ) -> [T]? where T.RawValue == String {
        if let list = parse(items, T.init(rawValue:)) { return list }
        let names = T.allCases.map(\.rawValue).joined(separator: ", ")
        printError("clearance matrix: \(flag) takes \(names); not '\(text)'")
        return nil
    }

    static func parse<T: Equatable>(_ items: [String], _ make: (String) -> T?) -> [T]? {
        var list: [T] = []
        for item in items {
            guard let value = make(item) else { return nil }
            if !list.contains(value) { list.append(value) }
        }
        return list.isEmpty ? nil : list
    }
}
