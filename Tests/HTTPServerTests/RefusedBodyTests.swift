import Foundation
import HTTPServer
import Testing

/// A client that sends all of a body the server refuses, without waiting for `100 Continue`,
/// over real HTTP: it finishes sending and reads the answer (see ``LingeringCloseTests`` for the
/// bounds).
@Suite struct RefusedBodyTests {
    /// Connects to `port` on loopback; send and receive give up after 10 s.
    static func connectLoopback(_ port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if connected != 0 { close(fd) }
        try #require(connected == 0)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    /// Sends all of `bytes` as a client that does not wait for `100 Continue` would; the error
    /// that stopped it, if any.
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> String? {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return "\(String(cString: strerror(errno))) after \(sent) of \(bytes.count) bytes" }
            sent += n
        }
        return nil
    }

    /// Everything received until the server closes (or an error ends it).
    static func readAll(_ fd: Int32) -> String {
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            answer += buffer[0..<n]
        }
        return String(decoding: answer, as: UTF8.self)
    }

    /// 16 MiB against a limit of 10 bytes, sent whole before reading: with a declared length the
    /// answer is queued on the head call; chunked, it is written mid-body. Both connections
    /// close after the answer, and before lingering the close with the body unread reset the
    /// connection under the client's write.
    @Test(arguments: ["Content-Length: 16777216\r\n", "Transfer-Encoding: chunked\r\n"])
    func aClientThatSendsAllOfARefusedBodyReadsTheAnswer(framing: String) throws {
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 2),
            responder: HTTPServerTests.Echo())
        defer { server.stop() }
        let size = 16 << 20
        var request = Array(
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n\(framing)\r\n".utf8)
        if framing.hasPrefix("Content-Length") {
            request += [UInt8](repeating: UInt8(ascii: " "), count: size)
        } else {
            let chunk =
                Array("10000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 0x10000) + Array("\r\n".utf8)
            for _ in 0..<(size / 0x10000) { request += chunk }
            request += Array("0\r\n\r\n".utf8)
        }
        let fd = try Self.connectLoopback(server.port)
        defer { close(fd) }
        let failure = Self.sendAll(fd, request)
        #expect(failure == nil, "the body could not be sent whole: \(failure ?? "")")
        let answer = Self.readAll(fd)
        #expect(answer.hasPrefix("HTTP/1.1 413 "), "\(answer.prefix(200))")
        #expect(answer.contains("\r\nConnection: close\r\n"))
        #expect(answer.hasSuffix("\r\n\r\nerror 413"))
    }
}
