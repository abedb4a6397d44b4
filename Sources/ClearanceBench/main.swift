// Micro-benchmarks of the hot path: decode, solve, encode, and the three together, per request
// body; then compare over all twelve policies in process. Timings come from clock_gettime(CLOCK_MONOTONIC); each figure is the median over several
// batches of many iterations, in nanoseconds per request. Run it from a release build:
//
//   swift build -c release --product ClearanceBench
//   .build/release/ClearanceBench bench/requests/form-8.json bench/requests/screen-40.json
//
// `--profile N FILE` runs only decode+solve+encode N times with no timing, for callgrind.
// Beside decode it times two floors (bench/README.md, "The decoder's floor"): `syntax`, the
// decoder's scanner validating the body and building nothing, and `skim`, the least a
// byte-at-a-time reader does (SkimFloor.swift).
// A body with a `design` also gets a `DESIGN` line: its decode and mapping (bytes to the mapped
// request, what `/v1/layout` does with a design) beside its skim floor, and their ratio.
// `--memory FILE` decodes and maps FILE once in a fresh process and prints how much the peak
// resident set grew (`getrusage`'s `ru_maxrss`, read before and after; the body is read first).
// `--no-fast-paths` decodes with the decoder's fast paths off (`DecodeLimits.fastPaths`), to
// see what they are worth.
// `--serve STAGE --answer FILE [--threads N] [--port P] [--timeout S] [--max-connections N]`
// serves `POST /v1/layout` doing only part of the service's work (StageServer.swift): `none`,
// `decode`, `solve` or `encode`; the answer is FILE's bytes until the `encode` stage, which sends
// its own. `scripts/workcurve.sh` loads them.

import ClearanceContract
import ClearanceWire
import HTTPServer
import KeyboardAvoidance

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
var settings = Settings()
var profileIterations: Int?
var memoryOnly = false
var limits = DecodeLimits()
/// A stage server's settings: its stage, its answer file, and the server's own (the same
/// defaults as `scripts/servers.sh` gives the service and the reference).
var serve: (stage: Stage?, answer: String?, server: HTTPServerConfiguration) = (
    nil, nil,
    HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 1, connectionTimeout: 30, maxConnections: 1024)
)

/// How long to measure.
struct Settings {
    /// Batches per figure; the figure is their median.
    var batches = 15
    /// The target length of one batch.
    var batchMilliseconds = 20.0
}

func fail(_ message: String) -> Never {
    var text = Array("ClearanceBench: \(message)\n".utf8)
    _ = text.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

/// The integer after `flag`, removed from the arguments; fails unless it lies in `range`.
@MainActor func integer(after flag: String, in range: ClosedRange<Int>, _ what: String) -> Int {
    guard let value = arguments.first.flatMap({ Int($0) }), range.contains(value) else {
        fail("\(flag) needs \(what)")
    }
    arguments.removeFirst()
    return value
}

var files: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--batches":
        settings.batches = integer(after: argument, in: 1...Int.max, "a count")
    case "--batch-ms":
        guard let value = arguments.first.flatMap({ Double($0) }), value > 0 else { fail("--batch-ms needs a time") }
        settings.batchMilliseconds = value
        arguments.removeFirst()
    case "--profile":
        profileIterations = integer(after: argument, in: 1...Int.max, "a count")
    case "--no-fast-paths":
        limits.fastPaths = false
    case "--memory":
        memoryOnly = true
    case "--serve":
        guard let stage = arguments.first.flatMap(Stage.init(rawValue:)) else {
            fail("--serve needs a stage: " + Stage.allCases.map(\.rawValue).joined(separator: ", "))
        }
        serve.stage = stage
        arguments.removeFirst()
    case "--answer":
        guard let value = arguments.first else { fail("--answer needs a file") }
        serve.answer = value
        arguments.removeFirst()
    case "--threads":
        serve.server.threads = integer(after: argument, in: 1...1024, "a count from 1 to 1024")
    case "--port":
        serve.server.port = integer(after: argument, in: 0...65535, "a port from 0 to 65535")
    case "--timeout":
        serve.server.connectionTimeout = integer(after: argument, in: 0...86_400, "seconds from 0 to 86400")
    case "--max-connections":
        serve.server.maxConnections = integer(after: argument, in: 1...1_000_000, "a count from 1 to 1000000")
    case "-h", "--help":
        print("usage: ClearanceBench [--batches N] [--batch-ms MS] [--profile ITERATIONS] [--no-fast-paths] FILE...")
        print("       ClearanceBench --memory FILE")
        print(
            "       ClearanceBench --serve none|decode|solve|encode --answer FILE [--threads N] [--port P]"
                + " [--timeout S] [--max-connections N]")
        exit(0)
    default:
        files.append(argument)
    }
}
if let stage = serve.stage {
    guard let answer = serve.answer else { fail("--serve needs --answer FILE") }
    serveStage(stage, answer: readFile(answer), configuration: serve.server)
}
if files.isEmpty { fail("name at least one request body file") }

if memoryOnly {
    guard files.count == 1 else { fail("--memory takes one file (each needs a fresh process)") }
    let body = readFile(files[0])
    let before = peakResidentBytes()
    let elements = body.withUnsafeBytes { raw in
        do throws(Problem) {
            return try LayoutDecoder.decodeLayout(raw, limits: limits).request.elements.count
        } catch {
            return -1
        }
    }
    let after = peakResidentBytes()
    blackHole(elements)
    print("MEMORY file=\(files[0]) bodyBytes=\(body.count) elements=\(elements) peak_growth_bytes=\(after - before)")
    exit(0)
}

for path in files {
    let body = readFile(path)
    if let iterations = profileIterations {
        var sink = 0
        var buffer: [UInt8] = []
        buffer.reserveCapacity(16_384)
        for _ in 0..<iterations {
            buffer.removeAll(keepingCapacity: true)
            sink &+= pipeline(body, limits: limits, into: &buffer)
        }
        print("profile file=\(path) iterations=\(iterations) sink=\(sink)")
        continue
    }

    // Check the body decodes before timing anything: a failing decode would time the error path.
    let request: LayoutRequest
    do throws(Problem) {
        request = try LayoutDecoder.decode(body, limits: limits)
    } catch {
        fail("\(path) does not decode: \(error.status) \(error.detail)")
    }
    let answer = LayoutSolver.solve(request)
    var buffer: [UInt8] = []
    buffer.reserveCapacity(16_384)
    AnswerEncoder.encode(answer, into: &buffer)
    let answerBytes = buffer.count

    let name = path.split(separator: "/").last.map(String.init) ?? path
    let decodeNs = measure(settings) {
        body.withUnsafeBytes { raw in
            do throws(Problem) {
                return try LayoutDecoder.decode(raw, limits: limits).elements.count
            } catch {
                return -1
            }
        }
    }
    // The decoder's floor: its scanner validating the same body and building nothing.
    guard body.withUnsafeBytes({ LayoutDecoder.scansAsJSON($0, limits: limits) }) else {
        fail("\(path) decodes but does not scan as JSON")
    }
    let syntaxNs = measure(settings) {
        body.withUnsafeBytes { LayoutDecoder.scansAsJSON($0, limits: limits) ? 1 : 0 }
    }
    guard body.withUnsafeBytes(skimFloor) >= 0 else {
        fail("\(path) decodes but the skim finds a byte no token starts with")
    }
    let skimNs = measure(settings) { body.withUnsafeBytes(skimFloor) }
    let solveNs = measure(settings) { LayoutSolver.solve(request).elements.count }
    let encodeNs = measure(settings) {
        buffer.removeAll(keepingCapacity: true)
        AnswerEncoder.encode(answer, into: &buffer)
        return buffer.count
    }
    let pipelineNs = measure(settings) {
        buffer.removeAll(keepingCapacity: true)
        return pipeline(body, limits: limits, into: &buffer)
    }
    print(
        "MICRO file=\(name) bodyBytes=\(body.count) answerBytes=\(answerBytes) "
            + "decode_ns=\(format(decodeNs.median)) solve_ns=\(format(solveNs.median)) "
            + "encode_ns=\(format(encodeNs.median)) total_ns=\(format(pipelineNs.median)) "
            + "decode_min_ns=\(format(decodeNs.fastest)) solve_min_ns=\(format(solveNs.fastest)) "
            + "encode_min_ns=\(format(encodeNs.fastest)) total_min_ns=\(format(pipelineNs.fastest)) "
            + "syntax_ns=\(format(syntaxNs.median)) syntax_min_ns=\(format(syntaxNs.fastest)) "
            + "skim_ns=\(format(skimNs.median)) skim_min_ns=\(format(skimNs.fastest))"
    )
    if body.withUnsafeBytes(LayoutDecoder.hasDesign) {
        // Decode includes reading the design document and mapping it: the design's whole cost.
        print(
            "DESIGN file=\(name) bodyBytes=\(body.count) design_ns=\(format(decodeNs.median)) "
                + "design_min_ns=\(format(decodeNs.fastest)) skim_ns=\(format(skimNs.median)) "
                + "skim_min_ns=\(format(skimNs.fastest)) ratio=\(twoPlaces(decodeNs.median / skimNs.median)) "
                + "ratio_min=\(twoPlaces(decodeNs.fastest / skimNs.fastest))")
    }
    // Compare (policy-formulas §5): the engine's loop over all twelve policies, in process.
    let compareNs = measure(settings) {
        PolicyComparison.compare(request, policies: Policy.allDefaults).results.count
    }
    print(
        "COMPARE file=\(name) policies=\(Policy.allDefaults.count) compare_ns=\(format(compareNs.median)) "
            + "compare_min_ns=\(format(compareNs.fastest))")
}

/// Decode, solve and encode one body, as the service's handler does; returns a value that depends
/// on all three so none can be optimised away.
func pipeline(_ body: [UInt8], limits: DecodeLimits, into buffer: inout [UInt8]) -> Int {
    let decoded: Result<LayoutRequest, Problem> = body.withUnsafeBytes { raw in
        do throws(Problem) {
            return .success(try LayoutDecoder.decode(raw, limits: limits))
        } catch {
            return .failure(error)
        }
    }
    switch decoded {
    case .success(let request):
        AnswerEncoder.encode(LayoutSolver.solve(request), into: &buffer)
        return buffer.count
    case .failure(let problem):
        return -problem.status
    }
}

/// Nanoseconds per call of `body`: the median and the fastest of `settings.batches` batches. The
/// iteration count per batch is chosen so a batch lasts about `settings.batchMilliseconds`. On a
/// shared machine the fastest batch is the better estimate of the code's own cost; the median
/// says what it costs among neighbours.
func measure(_ settings: Settings, _ body: () -> Int) -> Timing {
    // Warm up and calibrate.
    var iterations = 16
    while true {
        let ns = timeBatch(iterations, body)
        if ns >= 2_000_000 || iterations >= 1 << 26 {
            let perCall = max(ns / Double(iterations), 0.5)
            iterations = max(1, Int(settings.batchMilliseconds * 1_000_000 / perCall))
            break
        }
        iterations *= 4
    }
    var samples: [Double] = []
    for _ in 0..<settings.batches {
        samples.append(timeBatch(iterations, body) / Double(iterations))
    }
    samples.sort()
    return Timing(median: samples[samples.count / 2], fastest: samples[0])
}

/// Nanoseconds per call.
struct Timing {
    /// The median batch.
    var median: Double
    /// The fastest batch.
    var fastest: Double
}

/// Nanoseconds to call `body` `iterations` times.
func timeBatch(_ iterations: Int, _ body: () -> Int) -> Double {
    var sink = 0
    let start = now()
    for _ in 0..<iterations {
        sink &+= body()
    }
    let end = now()
    blackHole(sink)
    return Double(end &- start)
}

/// The process's peak resident set so far, in bytes (`ru_maxrss` is in kilobytes on Linux).
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// Monotonic time in nanoseconds.
func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// Keeps a value alive so the optimiser cannot drop the work that produced it.
@_optimize(none)
func blackHole(_ value: Int) {}

/// One decimal place.
func format(_ ns: Double) -> String {
    let tenths = Int((ns * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

/// Two decimal places.
func twoPlaces(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
}

/// The whole file at `path`.
func readFile(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    if fd < 0 { fail("cannot open \(path)") }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            fail("cannot read \(path)")
        }
        if n == 0 { break }
        bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
}
