/// `clearance serve`.
enum ServeCommand {
    /// Runs the command with its arguments; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        printError("clearance: serve is not built yet")
        return 1
    }
}
