/// `clearance solve`.
enum SolveCommand {
    /// Runs the command with its arguments; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        printError("clearance: solve is not built yet")
        return 1
    }
}
