import Foundation

/// Files of this repository the tests read (the fuzz corpus, the shared fixtures).
enum Repository {
    /// The file or folder at `path`, from the repository's root.
    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(path)
    }
}
