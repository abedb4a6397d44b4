import ClearanceService

/// `clearance healthcheck`: asks a local service's `/healthz` over a plain socket.
///
/// For a container HEALTHCHECK (the image has no curl): exit 0 on a 200, 1 otherwise.
enum HealthcheckCommand {
    static let help = """
        clearance healthcheck: exit 0 when the local service answers GET /healthz with 200, else 1

        USAGE
          clearance healthcheck [--host ADDR] [--port N]

          --host ADDR   the service's address   CLEARANCE_HOST (127.0.0.1; 0.0.0.0 and :: mean this machine)
          --port N      its port                CLEARANCE_PORT, PORT (8080)
        """

    /// Seconds allowed for connecting, sending and reading each.
    static let timeoutSeconds = 3

    /// Runs the command with its arguments; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return 0
        }
        var host: String
        let port: Int
        do throws(ServeSettingsError) {
            // The same flags and variables as `clearance serve`, read the same way.
            let settings = try ServeSettings.parse(
                arguments, environment: ServeCommand.environment, only: ["--host", "--port"])
            guard settings.server.port != 0 else {
                throw ServeSettingsError(message: "the port must be from 1 to 65535 (0 names no service)")
            }
            host = settings.server.host
            port = settings.server.port
        } catch {
            printError("clearance healthcheck: \(error.message)")
            return 2
        }
        if host == "0.0.0.0" { host = "127.0.0.1" }
        if host == "::" || host == "[::]" { host = "::1" }
        switch probe(host: host, port: port) {
        case .success(let statusLine):
            if statusLine.hasPrefix("HTTP/1.1 200 ") || statusLine.hasPrefix("HTTP/1.0 200 ") { return 0 }
            printError("clearance healthcheck: \(host):\(port)/healthz answered '\(statusLine)'")
            return 1
        case .failure(let error):
            printError("clearance healthcheck: \(host):\(port): \(error.message)")
            return 1
        }
    }

    struct ProbeError: Error {
        var message: String
    }

    /// The status line of `GET /healthz` on `host:port`.
    static func probe(host: String, port: Int) -> Result<String, ProbeError> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            return .failure(ProbeError(message: "cannot resolve: \(String(cString: gai_strerror(status)))"))
        }
        defer { freeaddrinfo(list) }
        let fd = socket(first.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failure(ProbeError(message: "socket: \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connect(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            return .failure(ProbeError(message: "cannot connect: \(String(cString: strerror(errno)))"))
        }
        let request = Array("GET /healthz HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8)
        let sent = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == request.count else { return .failure(ProbeError(message: "cannot send the request")) }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 512)
        while !answer.contains(UInt8(ascii: "\n")) && answer.count < 4096 {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            answer.append(contentsOf: chunk[0..<n])
        }
        guard let end = answer.firstIndex(of: UInt8(ascii: "\n")) else {
            return .failure(ProbeError(message: "no answer"))
        }
        var line = String(decoding: answer[..<end], as: UTF8.self)
        if line.hasSuffix("\r") { line.removeLast() }
        return .success(line)
    }
}
