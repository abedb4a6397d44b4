import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The request deadline of every open connection, by socket, and the thread that enforces it.
///
/// libmicrohttpd's own timeout is an idle timeout: a client sending one byte a second never
/// trips it. Here each connection must deliver a whole request (head and body) within
/// `deadline` of opening or of its previous answer; past that, the watch thread shuts the socket
/// down, libmicrohttpd sees the end of the stream and closes the connection.
///
/// A slot holds: 0, no deadline (no connection, or a request being answered); a positive
/// deadline in microseconds, even while the connection waits for a head and odd once a head
/// arrived and a body is being read; -1 while the watch thread shuts the socket down. Only the
/// watch thread sets -1, and nobody else overwrites it, so the socket cannot be closed (and its
/// number reused by a new connection) between the watch thread's decision and its `shutdown`:
/// libmicrohttpd's close notification waits for the slot to leave -1 before the socket is closed.
///
/// The same thread reads the sockets that linger after an early answer (``lingering``).
final class ConnectionWatch: @unchecked Sendable {
    // @unchecked: `slots` is set once in init and never reassigned; every access to the memory it
    // points to goes through `Atomic`. `thread` is only touched by start and stop, from the one
    // thread that owns the server.
    private let slots: UnsafeMutablePointer<Atomic<Int>>
    let capacity: Int
    let deadlineMicros: Int
    let draining = Atomic<Bool>(false)
    /// The sockets kept open after an early answer, read and discarded on each sweep.
    let lingering: LingeringClose
    private let running = Atomic<Bool>(true)
    private var thread: pthread_t?

    init(capacity: Int, deadlineSeconds: Double) {
        self.capacity = max(capacity, 1)
        deadlineMicros = Int(deadlineSeconds * 1_000_000)
        slots = .allocate(capacity: self.capacity)
        lingering = LingeringClose(capacity: self.capacity)
        for i in 0..<self.capacity { (slots + i).initialize(to: Atomic(0)) }
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    /// A connection opened, or answered a request and waits for the next one. Deadlines are
    /// seconds long, so they are kept on the coarse clock (``MonotonicClock/coarseMicros()``):
    /// one is set per request, and the precise clock would cost four times as much.
    func waitForRequest(_ fd: Int32) {
        guard deadlineMicros > 0 else { return }
        set(fd, (MonotonicClock.coarseMicros() + deadlineMicros) & ~1)
    }

    /// A head arrived and its body is being read: the deadline stays, marked busy.
    func readingBody(_ fd: Int32) {
        guard fd >= 0, Int(fd) < capacity else { return }
        let slot = slots + Int(fd)
        var current = slot.pointee.load(ordering: .relaxed)
        while current > 0 && current & 1 == 0 {
            let (exchanged, original) = slot.pointee.compareExchange(
                expected: current, desired: current | 1, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// The whole request arrived: no deadline while it is answered.
    func received(_ fd: Int32) {
        set(fd, 0)
    }

    /// The connection is about to be closed: wait for a running shutdown, then clear the slot.
    func closed(_ fd: Int32) {
        guard fd >= 0, Int(fd) < capacity else { return }
        let slot = slots + Int(fd)
        while true {
            let current = slot.pointee.load(ordering: .acquiring)
            if current == -1 {
                sched_yield()
                continue
            }
            if slot.pointee.compareExchange(expected: current, desired: 0, ordering: .acquiringAndReleasing).exchanged {
                return
            }
        }
    }

    /// Whether the slot of `fd` says a request is being read or answered.
    func isBusy(_ fd: Int32) -> Bool {
        guard fd >= 0, Int(fd) < capacity else { return false }
        let value = slots[Int(fd)].load(ordering: .relaxed)
        return value == 0 || value & 1 == 1
    }

    private func set(_ fd: Int32, _ value: Int) {
        guard fd >= 0, Int(fd) < capacity else { return }
        let slot = slots + Int(fd)
        var current = slot.pointee.load(ordering: .relaxed)
        while current != -1 {
            let (exchanged, original) = slot.pointee.compareExchange(
                expected: current, desired: value, ordering: .acquiringAndReleasing)
            if exchanged { return }
            current = original
        }
    }

    /// One pass: shut down every connection past its deadline and, while draining, every idle one
    /// (waiting for a head, with nothing unread in its socket); then read the lingering sockets.
    func sweep() {
        let now = MonotonicClock.coarseMicros()
        let draining = self.draining.load(ordering: .relaxed)
        for fd in 0..<capacity {
            let slot = slots + fd
            let value = slot.pointee.load(ordering: .relaxed)
            guard value > 0 else { continue }
            var close = value <= now
            if !close && draining && value & 1 == 0 {
                var unread: Int32 = 0
                close = ioctl(Int32(fd), UInt(FIONREAD), &unread) == 0 && unread == 0
            }
            guard close else { continue }
            guard slot.pointee.compareExchange(expected: value, desired: -1, ordering: .acquiringAndReleasing).exchanged
            else { continue }
            shutdown(Int32(fd), Int32(SHUT_RDWR))
            slot.pointee.store(0, ordering: .releasing)
        }
        lingering.sweep(now: now)
    }

    /// Starts the watch thread (a sweep every 100 ms).
    func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { raw in
                let watch = Unmanaged<ConnectionWatch>.fromOpaque(raw!).takeRetainedValue()
                while watch.running.load(ordering: .relaxed) {
                    watch.sweep()
                    usleep(100_000)
                }
                return nil
            }, context)
        if status == 0 {
            self.thread = thread
        } else {
            Unmanaged<ConnectionWatch>.fromOpaque(context).release()
        }
    }

    /// Stops the watch thread and waits for it, then closes the lingering sockets.
    func stop() {
        running.store(false, ordering: .relaxed)
        if let thread {
            pthread_join(thread, nil)
            self.thread = nil
        }
        lingering.stop()
    }
}

/// A count of bytes held for requests and answers, with a ceiling.
final class ByteBudget: Sendable {
    let limit: Int
    private let used = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// The bytes held now.
    var value: Int { used.load(ordering: .relaxed) }

    /// Takes `bytes` if they fit under the limit.
    func reserve(_ bytes: Int) -> Bool {
        guard bytes > 0 else { return true }
        let after = used.wrappingAdd(bytes, ordering: .relaxed).newValue
        if after > limit {
            used.wrappingSubtract(bytes, ordering: .relaxed)
            return false
        }
        return true
    }

    /// Gives `bytes` back.
    func release(_ bytes: Int) {
        if bytes > 0 { used.wrappingSubtract(bytes, ordering: .relaxed) }
    }
}
