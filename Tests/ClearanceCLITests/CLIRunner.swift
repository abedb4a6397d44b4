import Foundation

/// Runs the built `clearance` binary as a process.
enum CLI {
    /// The binary: `CLEARANCE_BIN` when set, else the one built next to this test bundle.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["CLEARANCE_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        // The test bundle runs from the build directory (.build/<triple>/debug), as does the
        // executable it depends on.
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("clearance")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/clearance")
    }()

    /// The requests every test suite shares (`tests/fixtures/requests`, its README).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tests/fixtures/requests")

    /// What a run left behind.
    struct Outcome {
        /// The exit status, or `nil` when a signal ended the process (a crash).
        var status: Int32?
        var signal: Int32?
        var stdout: Data
        var stderr: Data

        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        var stderrText: String { String(decoding: stderr, as: UTF8.self) }

        /// Standard output (or error) read as a JSON object.
        func json(_ data: Data) throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: data)
            guard let dictionary = object as? [String: Any] else { throw CLIError.notAnObject }
            return dictionary
        }
    }

    enum CLIError: Error {
        case notAnObject
    }

    /// Runs `clearance` with `arguments`, feeding `stdin` on standard input; with `environment`,
    /// the process gets it in place of this one's `CLEARANCE_*` and `PORT` variables.
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String]? = nil) throws
        -> Outcome
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment {
            let inherited = ProcessInfo.processInfo.environment.filter {
                !$0.key.hasPrefix("CLEARANCE_") && $0.key != "PORT"
            }
            process.environment = inherited.merging(environment) { $1 }
        }
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Write and read on separate threads so a large body cannot dead-lock the pipes.
        // A command may exit before it has read all its input (a body it refuses at once): the
        // write then fails with EPIPE, which the throwing `write(contentsOf:)` reports (and this
        // ignores) where `write(_:)` traps; SIGPIPE is ignored so that it cannot end the tests.
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: stdin)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let errorData = LockedData()
        let errorReader = Thread {
            errorData.set(error.fileHandleForReading.readDataToEndOfFile())
        }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        let exited = process.terminationReason == .exit
        return Outcome(
            status: exited ? process.terminationStatus : nil,
            signal: exited ? nil : process.terminationStatus,
            stdout: outputData, stderr: errorData.value)
    }
}

/// Data handed from a reader thread.
final class LockedData: @unchecked Sendable {
    // Sendable by the lock: every access to `data` and `done` holds it.
    private let lock = NSLock()
    private var data = Data()
    private var done = false

    func set(_ value: Data) {
        lock.lock()
        data = value
        done = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return done
    }

    var value: Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
