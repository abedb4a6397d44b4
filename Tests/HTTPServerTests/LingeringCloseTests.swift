import Foundation
import Testing

@testable import HTTPServer

/// The sockets kept open after an early answer: kept only when marked, read while their client
/// sends, let go within their bounds.
@Suite struct LingeringCloseTests {
    /// A connected pair of sockets: the server's end (lingering) and the client's.
    static func pair() throws -> (server: Int32, client: Int32) {
        var fds: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        return (fds[0], fds[1])
    }

    /// A socket marked as still receiving a body and closed after an early answer, first by the
    /// lingering close and then by libmicrohttpd (the duplicate keeps it open); its client's end.
    static func closedEarly(_ lingering: LingeringClose) throws -> Int32 {
        let pair = try pair()
        lingering.mark(pair.server, announcedBody: true)
        lingering.closing(pair.server)
        close(pair.server)
        return pair.client
    }

    /// Whether `fd`'s peer has closed: a send fails (the first may still be taken).
    static func peerClosed(_ fd: Int32) -> Bool {
        let byte: [UInt8] = [0]
        return send(fd, byte, 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) < 0
            || send(fd, byte, 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) < 0
    }

    /// A marked socket outlives libmicrohttpd's close and is read while its client sends, then
    /// let go: at the idle bound, at the total bound however steadily its client sends, or when
    /// its client closes. An unmarked one is not kept.
    @Test func aLingeringSocketIsLetGoAtItsBounds() throws {
        let lingering = LingeringClose(capacity: 4096)
        defer { lingering.stop() }
        let chunk = [UInt8](repeating: 1, count: 100_000)
        let start = MonotonicClock.coarseMicros()

        let idle = try Self.closedEarly(lingering)
        #expect(lingering.count == 1)
        // More than the socket's buffers hold: sent only because each sweep discards it.
        for step in 0..<40 {
            #expect(send(idle, chunk, chunk.count, Int32(MSG_NOSIGNAL)) == chunk.count)
            lingering.sweep(now: start + step * 10_000)
        }
        #expect(lingering.count == 1)
        lingering.sweep(now: start + 400_000 + LingeringClose.idleMicros)
        #expect(lingering.count == 0 && Self.peerClosed(idle))
        close(idle)

        let trickle = try Self.closedEarly(lingering)
        var now = start
        while now < start + LingeringClose.lingeringMicros {
            #expect(send(trickle, chunk, 1, Int32(MSG_NOSIGNAL)) == 1)
            lingering.sweep(now: now)
            #expect(lingering.count == 1)
            now += LingeringClose.idleMicros / 2
        }
        // Past the total bound (counted from the close, a moment after `start`), within the idle one.
        #expect(send(trickle, chunk, 1, Int32(MSG_NOSIGNAL)) == 1)
        lingering.sweep(now: start + LingeringClose.lingeringMicros + LingeringClose.idleMicros / 4)
        #expect(lingering.count == 0 && Self.peerClosed(trickle))
        close(trickle)

        let leaving = try Self.closedEarly(lingering)
        #expect(send(leaving, chunk, chunk.count, Int32(MSG_NOSIGNAL)) == chunk.count)
        close(leaving)
        lingering.sweep(now: start)
        #expect(lingering.count == 0)

        let unmarked = try Self.pair()
        lingering.closing(unmarked.server)
        close(unmarked.server)
        #expect(lingering.count == 0 && Self.peerClosed(unmarked.client))
        close(unmarked.client)
    }

    /// No more than ``LingeringClose/maxSockets`` linger at once, and none once stopped.
    @Test func lingeringSocketsAreCapped() throws {
        let lingering = LingeringClose(capacity: 4096)
        var clients: [Int32] = []
        defer { for fd in clients { close(fd) } }
        for _ in 0...LingeringClose.maxSockets {
            clients.append(try Self.closedEarly(lingering))
        }
        #expect(lingering.count == LingeringClose.maxSockets)
        #expect(Self.peerClosed(clients.last!))
        lingering.stop()
        #expect(lingering.count == 0)
        #expect(clients.allSatisfy { Self.peerClosed($0) })
        let late = try Self.closedEarly(lingering)
        clients.append(late)
        #expect(lingering.count == 0)
    }
}
