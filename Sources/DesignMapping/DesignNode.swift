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
    /// An explicit keyboard type (`sharedPluginData.clearance.keyboardType`), as written.
    public var markedKeyboardType: String?
    /// The text a `TEXT` layer shows.
    public var characters: String?
    /// The layers it holds, back to front.
    public var children: [DesignNode]
    /// How it follows its parent's edges when the parent is resized (Figma `constraints`).
    public var constraints = Constraints()
    /// Its auto layout, when it lays its children out itself (Figma `layoutMode`).
    public var autoLayout: AutoLayout?
    /// How it sits in its parent's auto layout (ignored when the parent has none).
    public var layoutChild = LayoutChild()
    /// Whether it paints a box of its own: a visible fill or stroke (Figma `fills`/`strokes`,
    /// Penpot `fills`/`strokes`, Sketch `style.fills`/`style.borders`). A frame that paints
    /// nothing only groups what it holds.
    public var drawsBox = false
    /// Whether it paints a visible stroke (a border): outlined fields are drawn so.
    public var drawsBorder = false
    /// Whether it shows a picture: an image fill, a Sketch bitmap, a Penpot image.
    public var showsImage = false

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

/// How a layer follows one axis of its parent when the parent is resized.
public enum Constraint: String, Sendable {
    /// It keeps its distance to the parent's start (Figma `LEFT`, `TOP`; the default).
    case start
    /// It keeps its distance to the parent's end (`RIGHT`, `BOTTOM`).
    case end
    /// It keeps its offset from the parent's centre (`CENTER`).
    case center
    /// It keeps both distances, so it stretches (`LEFT_RIGHT`, `TOP_BOTTOM`).
    case stretch
    /// It scales with the parent (`SCALE`).
    case scale
}

/// A layer's constraints on both axes.
public struct Constraints: Sendable, Equatable {
    /// Horizontal.
    public var horizontal: Constraint
    /// Vertical.
    public var vertical: Constraint

    /// Creates constraints; both `start` (Figma's `LEFT`, `TOP`) by default.
    public init(horizontal: Constraint = .start, vertical: Constraint = .start) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A frame's auto layout: the axis it stacks its children along and how it aligns them.
public struct AutoLayout: Sendable, Equatable {
    /// How children are placed along an axis.
    public enum Alignment: String, Sendable {
        /// At the start (Figma `MIN`; the default).
        case start
        /// Centred.
        case center
        /// At the end (`MAX`).
        case end
        /// Spread out (`SPACE_BETWEEN`).
        case spaceBetween
    }

    /// Whether it stacks vertically (`VERTICAL`) rather than horizontally.
    public var vertical: Bool
    /// Alignment along the stacking axis (`primaryAxisAlignItems`).
    public var primary: Alignment
    /// Alignment across it (`counterAxisAlignItems`).
    public var counter: Alignment

    /// Creates an auto layout.
    public init(vertical: Bool, primary: Alignment = .start, counter: Alignment = .start) {
        self.vertical = vertical
        self.primary = primary
        self.counter = counter
    }
}

/// How a layer sits in its parent's auto layout.
public struct LayoutChild: Sendable, Equatable {
    /// Placed by its constraints, outside the flow (`layoutPositioning: ABSOLUTE`).
    public var absolute: Bool
    /// It fills the parent across the stacking axis (`layoutAlign: STRETCH`, or FILL sizing).
    public var stretches: Bool
    /// Its share of the parent's growth along the stacking axis (`layoutGrow`, or FILL sizing).
    public var grow: Double
    /// FILL sizing on each axis (`layoutSizingHorizontal`, `layoutSizingVertical`): it stretches
    /// across the parent's stacking axis, or grows along it.
    public var fillsWidth: Bool
    public var fillsHeight: Bool

    /// Creates one: in the flow, neither stretching nor growing, by default.
    public init(
        absolute: Bool = false, stretches: Bool = false, grow: Double = 0, fillsWidth: Bool = false,
        fillsHeight: Bool = false
    ) {
        self.absolute = absolute
        self.stretches = stretches
        self.grow = grow
        self.fillsWidth = fillsWidth
        self.fillsHeight = fillsHeight
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
