import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A bounded queue of log lines, written to a file descriptor by its own thread.
///
/// Serving never waits for the log: a worker thread appends its line under a lock (a copy of a
/// few hundred bytes) and goes on. The writer thread swaps the pending buffer for an empty one
/// and writes it with as few `write` calls as it takes; while the sink is stalled (a pipe nobody
/// reads), lines that no longer fit are dropped and counted. Lines are never split or
/// interleaved: a line goes into the buffer whole or not at all.
public final class LogQueue: @unchecked Sendable {
    // @unchecked: `pending`, `writing` and `thread` are only read or written while `mutex` is
    // held; `mutex` and `condition` are initialised once in init and never moved (they live in
    // memory this object allocates); `dropped` and `written` are atomics.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    private var pending: [UInt8] = []
    private var writing = false
    private var started = false
    private let fd: Int32
    /// The most bytes waiting to be written; a line that does not fit is dropped.
    public let capacity: Int
    private let droppedLines = Atomic<Int>(0)

    /// Creates a queue writing to `fd` that holds at most `capacity` bytes.
    public init(fd: Int32 = 1, capacity: Int = 256 << 10) {
        self.fd = fd
        self.capacity = capacity
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        pending.reserveCapacity(capacity)
    }

    /// Lines dropped because the sink did not keep up.
    public var dropped: Int { droppedLines.load(ordering: .relaxed) }

    /// Queues one line (with its newline); drops it when the queue is full.
    public func enqueue(_ line: UnsafeRawBufferPointer) {
        pthread_mutex_lock(mutex)
        if !started { startLocked() }
        if pending.count + line.count > capacity {
            pthread_mutex_unlock(mutex)
            droppedLines.wrappingAdd(1, ordering: .relaxed)
            return
        }
        let wasEmpty = pending.isEmpty
        pending.append(contentsOf: line)
        pthread_mutex_unlock(mutex)
        if wasEmpty { pthread_cond_signal(condition) }
    }

    /// Waits until every queued line is written or `seconds` have passed; answers whether the
    /// queue emptied. Never blocks longer than `seconds`, whatever the sink does.
    @discardableResult
    public func flush(seconds: Double) -> Bool {
        let deadline = monotonicMicros() + Int(seconds * 1_000_000)
        while true {
            pthread_mutex_lock(mutex)
            let idle = pending.isEmpty && !writing
            pthread_mutex_unlock(mutex)
            if idle { return true }
            if monotonicMicros() >= deadline { return false }
            usleep(2_000)
        }
    }

    private func startLocked() {
        started = true
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let status = pthread_create(
            &thread, nil,
            { raw in
                let queue = Unmanaged<LogQueue>.fromOpaque(raw!).takeRetainedValue()
                queue.run()
                return nil
            }, context)
        if status == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<LogQueue>.fromOpaque(context).release()
        }
    }

    private func run() {
        var batch: [UInt8] = []
        batch.reserveCapacity(capacity)
        while true {
            pthread_mutex_lock(mutex)
            writing = false
            while pending.isEmpty { pthread_cond_wait(condition, mutex) }
            swap(&pending, &batch)
            writing = true
            pthread_mutex_unlock(mutex)
            batch.withUnsafeBytes { Self.writeAll(fd, $0) }
            batch.removeAll(keepingCapacity: true)
        }
    }

    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }

    private func monotonicMicros() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1_000_000 + Int(now.tv_nsec) / 1000
    }
}
