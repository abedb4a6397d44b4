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

    /// The fields, shared by copies until one is changed: a node is copied at each step of
    /// every walk of the tree, and a copy is then one reference counted, not one per string
    /// and array it holds. A field is changed only through a node that holds its storage alone
    /// (``unique()``), so no two accesses to one storage can overlap: the runtime's exclusivity
    /// check of each access (a thread-local lookup for every field read) is left out.
    private var storage: Storage

    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var id: String
        @exclusivity(unchecked) var name: String
        @exclusivity(unchecked) var type: String
        @exclusivity(unchecked) var visible: Bool
        @exclusivity(unchecked) var box: Rect?
        @exclusivity(unchecked) var scrollsVertically: Bool
        @exclusivity(unchecked) var scrollsHorizontally: Bool
        @exclusivity(unchecked) var scrollBehavior: ScrollBehavior
        @exclusivity(unchecked) var componentName: String?
        @exclusivity(unchecked) var componentSetName: String?
        @exclusivity(unchecked) var variants: [(name: String, value: String)]
        @exclusivity(unchecked) var markedKind: ElementKind?
        @exclusivity(unchecked) var markedPin: Pin?
        @exclusivity(unchecked) var markedKeyboardType: String? = nil
        @exclusivity(unchecked) var characters: String?
        @exclusivity(unchecked) var children: [DesignNode]
        @exclusivity(unchecked) var constraints: Constraints = Constraints()
        @exclusivity(unchecked) var autoLayout: AutoLayout? = nil
        @exclusivity(unchecked) var layoutChild: LayoutChild = LayoutChild()
        @exclusivity(unchecked) var drawsBox: Bool = false
        @exclusivity(unchecked) var drawsBorder: Bool = false
        @exclusivity(unchecked) var showsImage: Bool = false

        init(
            id: String, name: String, type: String, visible: Bool, box: Rect?, scrollsVertically: Bool,
            scrollsHorizontally: Bool, scrollBehavior: ScrollBehavior, componentName: String?,
            componentSetName: String?, variants: [(name: String, value: String)], markedKind: ElementKind?,
            markedPin: Pin?, characters: String?, children: [DesignNode]
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

        func copy() -> Storage {
            let copy = Storage(
                id: id, name: name, type: type, visible: visible, box: box, scrollsVertically: scrollsVertically,
                scrollsHorizontally: scrollsHorizontally, scrollBehavior: scrollBehavior, componentName: componentName,
                componentSetName: componentSetName, variants: variants, markedKind: markedKind, markedPin: markedPin,
                characters: characters, children: children)
            copy.markedKeyboardType = markedKeyboardType
            copy.constraints = constraints
            copy.autoLayout = autoLayout
            copy.layoutChild = layoutChild
            copy.drawsBox = drawsBox
            copy.drawsBorder = drawsBorder
            copy.showsImage = showsImage
            return copy
        }
    }

    /// Makes the storage this node's own before a change.
    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// The node's id in its document (`12:34`, `I12:34;56:78`).
    public var id: String {
        get { storage.id }
        _modify {
            unique()
            yield &storage.id
        }
    }
    /// The layer's name.
    public var name: String {
        get { storage.name }
        _modify {
            unique()
            yield &storage.name
        }
    }
    /// The layer's type as the tool names it (`FRAME`, `TEXT`, `INSTANCE`...).
    public var type: String {
        get { storage.type }
        _modify {
            unique()
            yield &storage.type
        }
    }
    /// Whether the layer itself is visible (`visible: false` hides it and all it holds).
    public var visible: Bool {
        get { storage.visible }
        _modify {
            unique()
            yield &storage.visible
        }
    }
    /// Its box in the document's absolute coordinates, if it has one.
    public var box: Rect? {
        get { storage.box }
        _modify {
            unique()
            yield &storage.box
        }
    }
    /// Whether it scrolls vertically (Figma `overflowDirection` with vertical scrolling).
    public var scrollsVertically: Bool {
        get { storage.scrollsVertically }
        _modify {
            unique()
            yield &storage.scrollsVertically
        }
    }
    /// Whether it scrolls horizontally.
    public var scrollsHorizontally: Bool {
        get { storage.scrollsHorizontally }
        _modify {
            unique()
            yield &storage.scrollsHorizontally
        }
    }
    /// How it behaves in its scroll container.
    public var scrollBehavior: ScrollBehavior {
        get { storage.scrollBehavior }
        _modify {
            unique()
            yield &storage.scrollBehavior
        }
    }
    /// For an instance, its main component's name, when the document holds it.
    public var componentName: String? {
        get { storage.componentName }
        _modify {
            unique()
            yield &storage.componentName
        }
    }
    /// For an instance, its component set's name, when the document holds it.
    public var componentSetName: String? {
        get { storage.componentSetName }
        _modify {
            unique()
            yield &storage.componentSetName
        }
    }
    /// Its variant properties (`State` → `Focused`), in the document's order.
    public var variants: [(name: String, value: String)] {
        get { storage.variants }
        _modify {
            unique()
            yield &storage.variants
        }
    }
    /// An explicit kind (`sharedPluginData.clearance.kind`).
    public var markedKind: ElementKind? {
        get { storage.markedKind }
        _modify {
            unique()
            yield &storage.markedKind
        }
    }
    /// An explicit pin (`sharedPluginData.clearance.pin`).
    public var markedPin: Pin? {
        get { storage.markedPin }
        _modify {
            unique()
            yield &storage.markedPin
        }
    }
    /// An explicit keyboard type (`sharedPluginData.clearance.keyboardType`), as written.
    public var markedKeyboardType: String? {
        get { storage.markedKeyboardType }
        _modify {
            unique()
            yield &storage.markedKeyboardType
        }
    }
    /// The text a `TEXT` layer shows.
    public var characters: String? {
        get { storage.characters }
        _modify {
            unique()
            yield &storage.characters
        }
    }
    /// The layers it holds, back to front.
    public var children: [DesignNode] {
        get { storage.children }
        _modify {
            unique()
            yield &storage.children
        }
    }
    /// How it follows its parent's edges when the parent is resized (Figma `constraints`).
    public var constraints: Constraints {
        get { storage.constraints }
        _modify {
            unique()
            yield &storage.constraints
        }
    }
    /// Its auto layout, when it lays its children out itself (Figma `layoutMode`).
    public var autoLayout: AutoLayout? {
        get { storage.autoLayout }
        _modify {
            unique()
            yield &storage.autoLayout
        }
    }
    /// How it sits in its parent's auto layout (ignored when the parent has none).
    public var layoutChild: LayoutChild {
        get { storage.layoutChild }
        _modify {
            unique()
            yield &storage.layoutChild
        }
    }
    /// Whether it paints a box of its own: a visible fill or stroke (Figma `fills`/`strokes`,
    /// Penpot `fills`/`strokes`, Sketch `style.fills`/`style.borders`). A frame that paints
    /// nothing only groups what it holds.
    public var drawsBox: Bool {
        get { storage.drawsBox }
        _modify {
            unique()
            yield &storage.drawsBox
        }
    }
    /// Whether it paints a visible stroke (a border): outlined fields are drawn so.
    public var drawsBorder: Bool {
        get { storage.drawsBorder }
        _modify {
            unique()
            yield &storage.drawsBorder
        }
    }
    /// Whether it shows a picture: an image fill, a Sketch bitmap, a Penpot image.
    public var showsImage: Bool {
        get { storage.showsImage }
        _modify {
            unique()
            yield &storage.showsImage
        }
    }

    /// Creates a node.
    public init(
        id: String, name: String, type: String, visible: Bool = true, box: Rect?, scrollsVertically: Bool = false,
        scrollsHorizontally: Bool = false, scrollBehavior: ScrollBehavior = .scrolls, componentName: String? = nil,
        componentSetName: String? = nil, variants: [(name: String, value: String)] = [],
        markedKind: ElementKind? = nil, markedPin: Pin? = nil, characters: String? = nil,
        children: [DesignNode] = []
    ) {
        storage = Storage(
            id: id, name: name, type: type, visible: visible, box: box, scrollsVertically: scrollsVertically,
            scrollsHorizontally: scrollsHorizontally, scrollBehavior: scrollBehavior, componentName: componentName,
            componentSetName: componentSetName, variants: variants, markedKind: markedKind, markedPin: markedPin,
            characters: characters, children: children)
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
