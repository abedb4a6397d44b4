import ClearanceContract
import ClearanceRender
import ClearanceWire
import DeviceCatalog
import KeyboardAvoidance

/// `clearance solve [FILE|-]`: answers one layout request.
enum SolveCommand {
    /// The flags: the device's, then the picture's.
    static let flags = DeviceFlags.flags + [.toggle("--svg"), .toggle("--animate")]

    static let help =
        Flag.usage("clearance solve [FILE|-]", flags) + """


            Reads one layout request (JSON, semantics §1) from FILE, or from standard input when FILE is
            "-" or left out, and prints the answer JSON (semantics §5) and a newline on standard output.
            With --svg it prints the answer as an SVG picture instead: before and after, side by side;
            --animate (which implies --svg) makes the after panel play the change on the keyboard's
            easing, as POST /v1/layout?animate=true with Accept: image/svg+xml does.
            --device, --orientation, --keyboard, --keyboard-type, --ios, --keyboard-style and
            --accessory-height set the members device.id, orientation, keyboard, keyboardType, ios
            (a release such as 26.2), keyboardStyle and accessoryHeight of the request (see
            `clearance devices`), replacing what the request gives.

            EXIT STATUS
              0  the answer is on standard output
              1  no request could be read: FILE cannot be opened or read, or the arguments are wrong;
                 a message says why on standard error
              2  the request is invalid: a problem document (RFC 9457, application/problem+json) is
                 on standard error, with "status" 400 (not JSON, or not an object), 413 (over 64 MiB)
                 or 422 (breaks the contract), and a JSON Pointer per offending field in "errors"
            """

    /// The largest request read, in bytes; the service's limit is smaller (1 MiB by default).
    static let maxRequestBytes = 64 << 20

    /// Runs the command with its arguments; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        let read: Arguments
        switch Arguments.read(arguments, flags: flags, command: "solve", operand: "FILE", help: help) {
        case .success(let arguments): read = arguments
        case .failure(let exit): return exit.code
        }
        let device: DeviceOverride
        switch DeviceFlags.override(from: read) {
        case .success(let override): device = override
        case .failure(let message):
            printError("clearance solve: \(message.text)\n\n\(help)")
            return 1
        }
        let animate = read.has("--animate")
        let svg = animate || read.has("--svg")
        let path = read.operands.first

        let body: [UInt8]
        switch readBody(path: path ?? "-", command: "solve") {
        case .success(let bytes): body = bytes
        case .failure(let exit): return exit.code
        }

        let decoded: DecodedLayout
        do throws(Problem) {
            decoded =
                device.isEmpty
                ? try LayoutDecoder.decodeLayout(body)
                : try LayoutDecoder.decodeLayout(body, editingDevice: device.apply)
        } catch {
            writeAll(2, AnswerEncoder.encode(error) + [0x0A])
            return 2
        }
        let request = decoded.request
        if svg {
            writeAll(
                1, SVGRenderer.renderBytes(request: request, answer: LayoutSolver.solve(request), animated: animate))
            return 0
        }
        var output = AnswerEncoder.encode(LayoutSolver.solve(request), mapped: decoded.mapped, device: decoded.device)
        output.append(0x0A)
        writeAll(1, output)
        return 0
    }

    enum ReadFailure: Error {
        case system(String)
        case tooLarge
    }

    /// The request body for `command` (`solve`, `compare`, `matrix`): the bytes of the file at
    /// `path`, or of standard input for `-`; else the exit code, after printing why: 2 with a
    /// 413 problem for a body over the limit, 1 for a file that cannot be read.
    static func readBody(path: String, command: String) -> Result<[UInt8], ExitCode> {
        switch readRequest(path: path) {
        case .success(let bytes):
            return .success(bytes)
        case .failure(.tooLarge):
            writeAll(2, AnswerEncoder.encode(Problem.bodyTooLarge(limit: maxRequestBytes)) + [0x0A])
            return .failure(ExitCode(code: 2))
        case .failure(.system(let message)):
            printError("clearance \(command): \(message)")
            return .failure(ExitCode(code: 1))
        }
    }

    /// The bytes of the file at `path`, or of standard input for `-`.
    static func readRequest(path: String) -> Result<[UInt8], ReadFailure> {
        let fd: Int32
        let name: String
        if path == "-" {
            fd = 0
            name = "standard input"
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            name = "'\(path)'"
            if fd < 0 { return .failure(.system("cannot open \(name): \(describeErrno())")) }
        }
        defer { if fd != 0 { close(fd) } }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { return .success(bytes) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.system("cannot read \(name): \(describeErrno())"))
            }
            if bytes.count + n > maxRequestBytes { return .failure(.tooLarge) }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    private static func describeErrno() -> String {
        String(cString: strerror(errno))
    }
}
