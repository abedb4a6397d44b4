import KeyboardAvoidance

/// One layer of a design, as every adapter describes it: what the mapping reads, nothing else.
public struct DesignNode: Sendable {
    /// How a layer behaves when its scroll container scrolls.
    public enum ScrollBehavior: String, Sendable {
        /// It scrolls with the content (the default).
        case scrolls
        /// It stays where it is (Figma `FIXED`).
        case fixed
        /// It scrolls until it reaches the top, then stays (Figma `STICKY_SCROLLS`).
        case sticky
    }

    /// The node's id in its document (`12:34`, `I12:34;56:78`).
    public var id: String
    /// The layer's name.
    public var name: String
    /// The layer's type as the tool names it (`FRAME`, `TEXT`, `INSTANCE`...).
    public var type: String
    /// Whether the layer itself is visible (`visible: false` hides it and all it holds).
    public var visible: Bool
    /// Its box in the document's absolute coordinates, if it has one.
    public var box: Rect?
    /// Whether it scrolls vertically (Figma `overflowDirection` with vertical scrolling).
    public var scrollsVertically: Bool
    /// Whether it scrolls horizontally.
    public var scrollsHorizontally: Bool
    /// How it behaves in its scroll container.
    public var scrollBehavior: ScrollBehavior
    /// For an instance, its main component's name, when the document holds it.
    public var componentName: String?
    /// For an instance, its component set's name, when the document holds it.
    public var componentSetName: String?
    /// Its variant properties (`State` → `Focused`), in the document's order.
    public var variants: [(name: String, value: String)]
    /// An explicit kind (`sharedPluginData.clearance.kind`).
    public var markedKind: ElementKind?
    /// An explicit pin (`sharedPluginData.clearance.pin`).
    public var markedPin: Pin?
    /// The text a `TEXT` layer shows.
    public var characters: String?
    /// The layers it holds, back to front.
    public var children: [DesignNode]

    /// Creates a node.
    public init(
        id: String, name: String, type: String, visible: Bool = true, box: Rect?, scrollsVertically: Bool = false,
        scrollsHorizontally: Bool = false, scrollBehavior: ScrollBehavior = .scrolls, componentName: String? = nil,
        componentSetName: String? = nil, variants: [(name: String, value: String)] = [],
        markedKind: ElementKind? = nil, markedPin: Pin? = nil, characters: String? = nil,
        children: [DesignNode] = []
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.visible = visible
        self.box = box
        self.scrollsVertically = scrollsVertically
        self.scrollsHorizontally = scrollsHorizontally
        self.scrollBehavior = scrollBehavior
        self.componentName = componentName
        self.componentSetName = componentSetName
        self.variants = variants
        self.markedKind = markedKind
        self.markedPin = markedPin
        self.characters = characters
        self.children = children
    }

    /// Whether it is an instance of a component.
    public var isInstance: Bool { type == "INSTANCE" }

    /// The node with `id` in this subtree, if any.
    public func find(id wanted: String) -> DesignNode? {
        if id == wanted { return self }
        for child in children {
            if let found = child.find(id: wanted) { return found }
        }
        return nil
    }
}

/// What is wrong with a design document: a message at a path below `/design`.
public struct DesignIssue: Error, Sendable, Equatable {
    /// Member names and indices below `/design`, as JSON Pointer tokens.
    public var path: [String]
    /// What is wrong, as a codec reports it.
    public var message: String

    /// Creates an issue.
    public init(_ path: [String], _ message: String) {
        self.path = path
        self.message = message
    }
}

/// One format's reading of its documents into ``DesignNode``s (Figma today; Penpot and Sketch
/// would each add one).
public protocol DesignAdapter: Sendable {
    /// The format's name in `design` (`"figma"`) and in `mapping.format`.
    static var format: String { get }
    /// The member names the codec keeps while it reads a document; every other member is
    /// skipped without being stored.
    static var keptMembers: Set<String> { get }
    /// Members whose object keys are data (node ids, plugin names), kept whole one level down.
    static var keyedMembers: Set<String> { get }
    /// The screen the document holds: `node` picks one by id where it holds several.
    static func screen(in document: DesignValue, node: String?) throws(DesignIssue) -> DesignNode
}
