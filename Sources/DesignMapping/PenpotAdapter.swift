import KeyboardAvoidance

/// Penpot's documents (docs/designs.md).
public enum PenpotAdapter: DesignAdapter {
    public static let format = "penpot"

    public static let keptMembers: Set<String> = []

    public static let keyedMembers: Set<String> = []

    public static func screen(in document: DesignValue, node: String?) throws(DesignIssue) -> DesignNode {
        throw DesignIssue(["penpot"], "is not read yet")
    }
}
