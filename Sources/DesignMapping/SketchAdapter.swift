import KeyboardAvoidance

/// Sketch's documents (docs/designs.md).
public enum SketchAdapter: DesignAdapter {
    public static let format = "sketch"

    public static let keptMembers: Set<String> = []

    public static let keyedMembers: Set<String> = []

    public static func screen(in document: DesignValue, node: String?) throws(DesignIssue) -> DesignNode {
        throw DesignIssue(["sketch"], "is not read yet")
    }
}
