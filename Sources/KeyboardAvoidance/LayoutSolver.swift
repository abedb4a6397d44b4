/// Turns a ``LayoutRequest`` into a ``LayoutAnswer`` (spec §2–§5).
public enum LayoutSolver {
    /// Solves one request. Total: never traps, whatever the request holds.
    public static func solve(_ request: LayoutRequest) -> LayoutAnswer {
        fatalError("not implemented yet")
    }
}
