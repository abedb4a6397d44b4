#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Finds and reads the OpenAPI document the service serves at `/openapi.yaml`.
public enum OpenAPIDocument {
    /// Where to look when no path is given, in order: `./openapi.yaml`, the repository root seen
    /// from the build directory (`.build/<config>/clearance`, or the real
    /// `.build/<triple>/<config>/clearance` that `/proc/self/exe` names), and the installed copy.
    public static func defaultPaths(executable: String? = executablePath()) -> [String] {
        var paths = ["openapi.yaml"]
        if let executable, let slash = executable.lastIndex(of: "/") {
            let directory = String(executable[..<slash])
            paths.append(directory + "/../../openapi.yaml")
            paths.append(directory + "/../../../openapi.yaml")
        }
        paths.append("/usr/share/clearance/openapi.yaml")
        return paths
    }

    /// The bytes of the first readable file among `paths`, with its path; `nil` when none is.
    public static func load(from paths: [String]) -> (path: String, bytes: [UInt8])? {
        for path in paths {
            if let bytes = contents(atPath: path) { return (path, bytes) }
        }
        return nil
    }

    /// The whole file at `path`, or `nil` when it cannot be read (or is not a regular file).
    public static func contents(atPath path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// This executable's path, from `/proc/self/exe`.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
