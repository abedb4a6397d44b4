import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Lingering close, as nginx's `lingering_close`: after an answer that closes its connection
/// while the client may still be sending a body, the socket stays open for a bounded time and
/// whatever arrives is read and thrown away, so that the client finishes sending and reads the
/// answer.
///
/// A socket closed with bytes unread, or one that receives bytes once closed, makes the kernel
/// send a reset: a client still writing a refused body (an early 413 or 503) gets a broken pipe
/// and never reads the answer already sent. So the answer goes first and the write side is shut
/// (libmicrohttpd does both for a queued answer, ``ServerContext/abort(_:_:_:)`` for its own);
/// then the socket is read and discarded until the client closes, ``idleMicros`` pass without a
/// byte, or ``lingeringMicros`` pass in all, whichever comes first. Nothing is kept: `MSG_TRUNC`
/// has the kernel drop the bytes.
///
/// libmicrohttpd 0.9.75 closes a connection once its early answer is sent and has no lingering of
/// its own. So a connection answered early is marked (``mark(_:announcedBody:)``), and when
/// libmicrohttpd reports it closed (`MHD_CONNECTION_NOTIFY_CLOSED`: after the answer and its
/// `shutdown(SHUT_WR)`, before it takes the socket out of its epoll set and closes it), a
/// duplicate of the socket is taken (``closing(_:)``): the socket outlives libmicrohttpd's close
/// through it, and no longer counts as a connection. The watch thread reads the lingering
/// sockets on its 100 ms sweep (``sweep(now:)``).
final class LingeringClose: @unchecked Sendable {
    // @unchecked: `marks` and `buffer` are set once in init and never reassigned; the memory
    // `marks` points to is only reached through `Atomic`, `buffer` only by the watch thread's
    // sweep, and the sockets only under the mutex.

    /// Longest a socket lingers after its answer: 5 s (nginx's `lingering_time`, 30 s there).
    ///
    /// Long enough for a client to finish a refused body of the sizes this service sees (a
    /// design just over its 8 MiB limit, at a few MiB/s) and read the answer; short enough that
    /// a client that trickles forever is let go soon, whatever it sends.
    static let lingeringMicros = 5_000_000
    /// Longest wait for the next bytes: 2 s (nginx's `lingering_timeout`, 5 s there). A client
    /// still sending its body sends without pauses; one that has read its answer and keeps the
    /// connection open is let go after this.
    static let idleMicros = 2_000_000
    /// The most sockets lingering at once; an early answer past it closes at once, as it would
    /// without lingering. Each holds a descriptor, so they stay within the 64 the connection cap
    /// leaves the process (``HTTPServerConfiguration/defaultMaxConnections()``).
    static let maxSockets = 32
    /// The most bytes read from one socket per sweep (every 100 ms): 40 MiB/s, so that lingering
    /// sockets cost a bounded share of the watch thread however fast their clients send.
    static let bytesPerSweep = 4 << 20

    private struct Socket {
        let fd: Int32
        let end: Int
        var idleEnd: Int
    }

    private struct Sockets {
        var open = true
        var list: [Socket] = []
    }

    private let marks: UnsafeMutablePointer<Atomic<Bool>>
    let capacity: Int
    private let sockets = Mutex(Sockets())
    /// Where a read without `MSG_TRUNC` support would land; Linux never writes it.
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 << 10, alignment: 16)

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        marks = .allocate(capacity: self.capacity)
        for i in 0..<self.capacity { (marks + i).initialize(to: Atomic(false)) }
    }

    deinit {
        stop()
        marks.deinitialize(count: capacity)
        marks.deallocate()
        buffer.deallocate()
    }

    /// The connection on `fd` is answered early and will close: it lingers if its client may
    /// still be sending, that is if it announced a body or bytes wait unread in the socket
    /// (nginx's test too).
    func mark(_ fd: Int32, announcedBody: Bool) {
        guard fd >= 0, Int(fd) < capacity else { return }
        var unread: Int32 = 0
        guard announcedBody || (ioctl(fd, UInt(FIONREAD), &unread) == 0 && unread > 0) else { return }
        marks[Int(fd)].store(true, ordering: .relaxed)
    }

    /// libmicrohttpd is about to close the connection on `fd`: if it was marked, the socket
    /// lingers through a duplicate. Called for every closed connection, so marks never outlive
    /// theirs.
    func closing(_ fd: Int32) {
        guard fd >= 0, Int(fd) < capacity, marks[Int(fd)].exchange(false, ordering: .relaxed) else { return }
        let now = MonotonicClock.coarseMicros()
        sockets.withLock { sockets in
            guard sockets.open, sockets.list.count < Self.maxSockets else { return }
            let copy = fcntl(fd, F_DUPFD_CLOEXEC, 0)
            // Out of descriptors: libmicrohttpd's close goes ahead as without lingering.
            guard copy >= 0 else { return }
            sockets.list.append(Socket(fd: copy, end: now + Self.lingeringMicros, idleEnd: now + Self.idleMicros))
        }
    }

    /// The number of sockets lingering now.
    var count: Int { sockets.withLock { $0.list.count } }

    /// One pass of the watch thread: reads and drops what each socket holds, and closes those
    /// whose client closed or reset, or whose time is up.
    func sweep(now: Int) {
        sockets.withLock { sockets in
            guard !sockets.list.isEmpty else { return }
            var kept: [Socket] = []
            for var socket in sockets.list {
                if discard(&socket, now: now) { kept.append(socket) } else { close(socket.fd) }
            }
            sockets.list = kept
        }
    }

    /// Closes every lingering socket and takes no more (the server stops).
    func stop() {
        sockets.withLock { sockets in
            sockets.open = false
            for socket in sockets.list { close(socket.fd) }
            sockets.list = []
        }
    }

    /// Reads and drops up to ``bytesPerSweep`` from `socket`; false once it is done with.
    private func discard(_ socket: inout Socket, now: Int) -> Bool {
        var read = 0
        while read < Self.bytesPerSweep {
            let n = recv(socket.fd, buffer.baseAddress, buffer.count, Int32(MSG_TRUNC | MSG_DONTWAIT))
            if n > 0 {
                read += n
            } else if n == 0 {
                return false  // the client closed its side
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                break
            } else {
                return false  // reset, or any other error: nothing more to wait for
            }
        }
        if read > 0 { socket.idleEnd = now + Self.idleMicros }
        return now < socket.idleEnd && now < socket.end
    }
}
