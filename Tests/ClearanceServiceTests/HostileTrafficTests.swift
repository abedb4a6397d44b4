import ClearanceService
import HTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite struct HostileTrafficTests {
    func post(_ service: ClearanceService, _ path: String, _ json: String) -> Response? {
        guard case .found(let route) = service.router.match(.post, path: path) else { return nil }
        return route.handler(Request(method: .post, path: path, body: Array(json.utf8)))
    }

    static let form =
        #"{"container":{"scrollable":true,"insetAdjustment":"never"},"elements":["#
        + #"{"id":"a","frame":{"x":10,"y":10,"width":100,"height":40}},"#
        + #"{"id":"b","frame":{"x":10,"y":60,"width":100,"height":40}}]}"#

    /// The default matrix: every catalog entry (25 iOS devices and 12 Android phones, 37) × 2
    /// orientations × 3 keyboards on each one's newest release with the default keyboard type =
    /// 222 combinations; each 1024 + 2 × (320 + 2 × 1) = 1,668 bytes: 222 × 1,668 = 370,296 bytes
    /// in all.
    static let defaultMatrixBytes = 370_296

    @Test func aMatrixPastTheAnswerLimitIsA413WithHowToSplit() {
        // 370,296 > 200,000, and (200,000 − 222 × 1024) / (370,296 / 2) < 1: not even one
        // element fits, so the advice is fewer combinations.
        let service = ClearanceService(configuration: ServiceConfiguration(maxAnswerBytes: 200_000))
        let response = post(service, "/v1/layout/matrix", #"{"request":\#(Self.form)}"#)
        #expect(response?.status == 413)
        let text = String(decoding: response?.body.bytes ?? [], as: UTF8.self)
        #expect(text.contains("urn:clearance:problem:answer-too-large"))
        #expect(text.contains("\(Self.defaultMatrixBytes)"))
        #expect(text.contains("222 combinations") && text.contains("Not even one element fits"))
        #expect(text.contains("/request/elements"))
    }

    @Test func aMatrixUnderTheAnswerLimitIsAnswered() {
        let service = ClearanceService(configuration: ServiceConfiguration(maxAnswerBytes: Self.defaultMatrixBytes))
        #expect(post(service, "/v1/layout/matrix", #"{"request":\#(Self.form)}"#)?.status == 200)
    }

    @Test func aCompareOverTheAnswerLimitIsA413() {
        // Twelve policies × (1024 + 2 × (320 + 2 × 1)) = 12 × 1,668 = 20,016 bytes.
        let layout =
            #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"#
            + #""elements":[{"id":"a","frame":{"x":10,"y":10,"width":100,"height":40}},"#
            + #"{"id":"b","frame":{"x":10,"y":60,"width":100,"height":40}}]}"#
        let tight = ClearanceService(configuration: ServiceConfiguration(maxAnswerBytes: 20_015))
        let response = post(tight, "/v1/layout/compare", layout)
        #expect(response?.status == 413)
        let text = String(decoding: response?.body.bytes ?? [], as: UTF8.self)
        #expect(text.contains("20016") && text.contains("\"/elements\""))
        let roomy = ClearanceService(configuration: ServiceConfiguration(maxAnswerBytes: 20_016))
        #expect(post(roomy, "/v1/layout/compare", layout)?.status == 200)
    }

    @Test func aBatchPastTheAnswerLimitIsA413() {
        let layout =
            #"{"screen":{"width":390,"height":844},"keyboard":{"frame":{"x":0,"y":500,"width":390,"height":344}},"#
            + #""container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"#
            + #""elements":[{"id":"a","frame":{"x":10,"y":10,"width":100,"height":40}}]}"#
        // Each request: 1024 + 320 + 2 = 1,346 bytes; 64 + 3 x 1,346 = 4,102 > 4,000 >= 64 + 2 x 1,346.
        let service = ClearanceService(configuration: ServiceConfiguration(maxAnswerBytes: 4_000))
        #expect(post(service, "/v1/layout/batch", #"{"requests":[\#(layout),\#(layout),\#(layout)]}"#)?.status == 413)
        #expect(post(service, "/v1/layout/batch", #"{"requests":[\#(layout),\#(layout)]}"#)?.status == 200)
    }

    @Test func aStalledSinkDropsLinesAndNeverBlocks() {
        // Closing the read end below fails the writer thread's blocked write with EPIPE.
        signal(SIGPIPE, SIG_IGN)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        // Only the read end is closed: the queue's detached writer thread may still write its
        // pending lines to the write end after the test returns. Were that descriptor closed, its
        // number could be reused by another test's pipe or socket, and these lines land there.
        defer { close(fds[0]) }
        // Nobody reads the pipe: it fills (64 KiB), the writer thread blocks, the queue fills.
        let queue = LogQueue(fd: fds[1], capacity: 4096)
        let line = Array(repeating: UInt8(ascii: "x"), count: 999) + [10]
        // Offered slowly enough for the writer to keep up until the pipe is full (64 lines).
        for _ in 0..<2000 {
            line.withUnsafeBytes { queue.enqueue($0) }
            usleep(50)
        }
        // 2000 lines of 1000 bytes: at most 64 in the pipe, one batch being written and 4 queued.
        #expect(queue.dropped >= 2000 - 64 - 8)
        // The writer is stuck in `write`; flushing gives up at its deadline instead of hanging.
        #expect(!queue.flush(seconds: 0.05))
    }

    @Test func aDrainedSinkGetsEveryLineWhole() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let queue = LogQueue(fd: fds[1], capacity: 1 << 16)
        for i in 0..<100 {
            Array("line \(i)\n".utf8).withUnsafeBytes { queue.enqueue($0) }
        }
        #expect(queue.flush(seconds: 10))
        close(fds[1])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fds[0], &buffer, buffer.count)
            if n <= 0 { break }
            received += buffer[0..<n]
        }
        #expect(String(decoding: received, as: UTF8.self) == (0..<100).map { "line \($0)\n" }.joined())
        #expect(queue.dropped == 0)
    }

    /// What the pipe holds now, without waiting.
    func available(_ fd: Int32) -> [UInt8] {
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(fd, F_SETFL, flags) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            received += buffer[0..<n]
        }
        return received
    }

    /// The bytes the pipe gives within `seconds`, until `count` have come.
    func receive(_ fd: Int32, count: Int, within seconds: Double) -> [UInt8] {
        var received: [UInt8] = []
        for _ in 0..<Int(seconds * 100) where received.count < count {
            received += available(fd)
            usleep(10_000)
        }
        return received
    }

    @Test func requestLinesWaitForABatchAndNeverWakeTheWriterOneByOne() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        // A batch of 1000 bytes and a timer far away: lines below the batch stay queued.
        let queue = LogQueue(fd: fds[1], capacity: 1 << 16, batchBytes: 1000)
        queue.flushInterval = 60_000
        let line = Array(repeating: UInt8(ascii: "x"), count: 99) + [10]
        for _ in 0..<9 { line.withUnsafeBytes { queue.enqueue($0) } }
        usleep(50_000)
        #expect(available(fds[0]).isEmpty)
        // The tenth line completes the batch: the writer wakes and writes all ten, whole.
        line.withUnsafeBytes { queue.enqueue($0) }
        let batch = receive(fds[0], count: 1000, within: 10)
        #expect(batch == Array([[UInt8]](repeating: line, count: 10).joined()))
        // A flush writes a partial batch at once.
        line.withUnsafeBytes { queue.enqueue($0) }
        #expect(queue.flush(seconds: 10))
        #expect(available(fds[0]) == line)
    }

    @Test func theTimerWritesAPartialBatchAndUrgentLinesGoAtOnce() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let queue = LogQueue(fd: fds[1], capacity: 1 << 16, batchBytes: 1 << 15)
        queue.flushInterval = 20
        let line = Array("one line\n".utf8)
        line.withUnsafeBytes { queue.enqueue($0) }
        // Far below the batch: written when the 20 ms timer fires.
        #expect(receive(fds[0], count: line.count, within: 10) == line)
        // An urgent line (start-up, shutdown) is written at once, whatever the timer.
        queue.flushInterval = 60_000
        usleep(30_000)  // the writer's wait with the 20 ms timer has ended: it now waits 60 s
        let urgent = Array("listening\n".utf8)
        urgent.withUnsafeBytes { queue.enqueue($0, urgent: true) }
        #expect(receive(fds[0], count: urgent.count, within: 10) == urgent)
    }
}
