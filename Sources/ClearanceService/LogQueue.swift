import HTTPServer
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A bounded queue of log lines, written to a file descriptor by its own thread in batches.
///
/// Serving never waits for the log: a worker thread appends its line under a lock (a copy of a
/// few hundred bytes) and goes on, and it wakes the writer only when the lines waiting fill a
/// batch (``batchBytes``); otherwise the writer wakes on its own every ``flushInterval`` (as
/// nginx's `access_log … buffer= flush=`), so a request never pays for a wake-up and a context
/// switch. The queue owns two buffers of ``capacity`` bytes: workers copy their lines into the
/// pending one, and the writer swaps it for the other and writes it with as few `write`
/// calls as it takes; while the sink is stalled (a pipe nobody reads), lines that no longer fit
/// are dropped and counted. Lines are never split or interleaved: a line goes into the buffer
/// whole or not at all. ``flush(seconds:)`` wakes the writer at once.
public final class LogQueue: @unchecked Sendable {
    // @unchecked: `pending`, `pendingCount`, `writing` and `thread` are only read or written
    // while `mutex` is held; `mutex` and `condition` are initialised once in init and never moved
    // (they live in memory this object allocates); `dropped` and `written` are atomics.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    /// The two buffers, `capacity` bytes each, allocated once: one takes lines while the
    /// writer writes the other. (Raw memory, not arrays: a line is one copy, with no
    /// exclusivity check or generic append on the worker's path.)
    private let buffers: UnsafeMutablePointer<UInt8>
    /// The buffer taking lines, and how many bytes it holds.
    private var pending: UnsafeMutablePointer<UInt8>
    private var pendingCount = 0
    private var writing = false
    private var started = false
    /// Whether what is pending is written at once (``flush(seconds:)`` is waiting, or an urgent
    /// line came).
    private var flushing = false
    /// How many ``flush(seconds:)`` calls are waiting.
    private var flushWaiters = 0
    private let fd: Int32
    /// The most bytes waiting to be written; a line that does not fit is dropped.
    public let capacity: Int
    /// The bytes that make a batch: the line that brings the pending lines to this wakes the
    /// writer; fewer wait for the timer.
    public let batchBytes: Int
    /// How long a line may wait for its batch, in milliseconds (`--log-flush-ms`); read by the
    /// writer at each wait.
    private let flushMilliseconds = Atomic<Int>(LogQueue.defaultFlushMilliseconds)
    private let droppedLines = Atomic<Int>(0)

    /// How long a line waits for its batch unless configured otherwise: 100 ms.
    public static let defaultFlushMilliseconds = 100

    /// Creates a queue writing to `fd` that holds at most `capacity` bytes and wakes its writer
    /// when `batchBytes` are waiting (an eighth of the capacity unless given).
    public init(fd: Int32 = 1, capacity: Int = 256 << 10, batchBytes: Int? = nil) {
        self.fd = fd
        self.capacity = capacity
        self.batchBytes = Swift.max(1, Swift.min(batchBytes ?? capacity / 8, capacity))
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        buffers = .allocate(capacity: 2 * Swift.max(1, capacity))
        pending = buffers
    }

    /// Runs only for a queue whose writer never started (a started writer holds its queue).
    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
        buffers.deallocate()
    }

    /// Lines dropped because the sink did not keep up.
    public var dropped: Int { droppedLines.load(ordering: .relaxed) }

    /// How long a line may wait for its batch before the writer writes it anyway.
    public var flushInterval: Int {
        get { flushMilliseconds.load(ordering: .relaxed) }
        set { flushMilliseconds.store(Swift.max(1, newValue), ordering: .relaxed) }
    }

    /// Queues one line (with its newline); drops it when the queue is full. An `urgent` line (a
    /// start-up or shutdown line, which scripts wait for) wakes the writer at once.
    public func enqueue(_ line: UnsafeRawBufferPointer, urgent: Bool = false) {
        pthread_mutex_lock(mutex)
        if !started { startLocked() }
        let before = pendingCount
        if before + line.count > capacity {
            pthread_mutex_unlock(mutex)
            droppedLines.wrappingAdd(1, ordering: .relaxed)
            return
        }
        if let source = line.baseAddress {
            UnsafeMutableRawPointer(pending + before).copyMemory(from: source, byteCount: line.count)
        }
        pendingCount = before + line.count
        // Only the line that completes a batch wakes the writer; the timer takes the rest.
        let fills = before < batchBytes && pendingCount >= batchBytes
        if urgent { flushing = true }
        pthread_mutex_unlock(mutex)
        if fills || urgent { pthread_cond_signal(condition) }
    }

    /// Waits until every queued line is written or `seconds` have passed; answers whether the
    /// queue emptied. Never blocks longer than `seconds`, whatever the sink does.
    @discardableResult
    public func flush(seconds: Double) -> Bool {
        let deadline = MonotonicClock.micros() + Int(seconds * 1_000_000)
        pthread_mutex_lock(mutex)
        flushing = true
        flushWaiters += 1
        pthread_mutex_unlock(mutex)
        pthread_cond_signal(condition)
        defer {
            pthread_mutex_lock(mutex)
            flushWaiters -= 1
            if flushWaiters == 0 { flushing = false }
            pthread_mutex_unlock(mutex)
        }
        while true {
            pthread_mutex_lock(mutex)
            let idle = pendingCount == 0 && !writing
            pthread_mutex_unlock(mutex)
            if idle { return true }
            if MonotonicClock.micros() >= deadline { return false }
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
        while true {
            pthread_mutex_lock(mutex)
            writing = false
            // Sleep until a batch fills, a flush is asked for, or the flush interval passes with
            // something pending (then the partial batch goes out).
            while pendingCount == 0 || (pendingCount < batchBytes && !flushing) {
                var until = timespec()
                clock_gettime(CLOCK_REALTIME, &until)
                let nanos = Int(until.tv_nsec) + flushInterval * 1_000_000
                until.tv_sec += nanos / 1_000_000_000
                until.tv_nsec = nanos % 1_000_000_000
                let status = pthread_cond_timedwait(condition, mutex, &until)
                if status == ETIMEDOUT && pendingCount != 0 { break }
            }
            let batch = UnsafeRawBufferPointer(start: pending, count: pendingCount)
            pending = pending == buffers ? buffers + capacity : buffers
            pendingCount = 0
            if flushWaiters == 0 { flushing = false }
            writing = true
            pthread_mutex_unlock(mutex)
            Self.writeAll(fd, batch)
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
}
