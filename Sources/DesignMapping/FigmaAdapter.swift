import KeyboardAvoidance

/// Figma's REST JSON: a bare node, a `GET /v1/files/:key/nodes` response, or what a plugin's
/// `exportAsync({format: "JSON_REST_V1"})` returns (`{document, components, componentSets}`).
///
/// Members read (docs/designs.md): `id`, `name`, `type`, `visible`, `absoluteBoundingBox`,
/// `overflowDirection` (REST's `VERTICAL_SCROLLING`… and the plugin API's `VERTICAL`…),
/// `scrollBehavior` and `isFixed`, `componentId` with `components[id].name` and
/// `componentSetId` with `componentSets[id].name`, `componentProperties` of type `VARIANT`,
/// `sharedPluginData.clearance.{kind, pin}`, `characters` and `children`.
public enum FigmaAdapter: DesignAdapter {
    public static let format = "figma"

    public static let keptMembers: Set<String> = [
        "nodes", "document", "components", "componentSets", "id", "name", "type", "visible", "absoluteBoundingBox",
        "x", "y", "width", "height", "overflowDirection", "scrollBehavior", "isFixed", "componentId",
        "componentSetId", "componentProperties", "value", "sharedPluginData", "clearance", "kind", "pin",
        "children", "characters", "constraints", "horizontal", "vertical", "layoutMode", "layoutPositioning",
        "layoutAlign", "layoutGrow", "layoutSizingHorizontal", "layoutSizingVertical", "primaryAxisAlignItems",
        "counterAxisAlignItems", "keyboardType", "fills", "strokes", "individualStrokeWeights", "top", "right",
        "bottom", "left",
    ]

    public static let keyedMembers: Set<String> = [
        "nodes", "components", "componentSets", "componentProperties", "sharedPluginData",
    ]

    /// The layer types that can be a screen.
    static let screenTypes: Set<String> = ["FRAME", "COMPONENT", "INSTANCE"]

    public static func screen(in document: DesignValue, node: String?) throws(DesignIssue) -> DesignNode {
        guard document.isObject else {
            throw DesignIssue(["figma"], "must be a Figma node, a nodes response or a JSON_REST_V1 export (an object)")
        }
        var root = document
        var path = ["figma"]
        var components: [String: DesignValue] = [:]
        var sets: [String: DesignValue] = [:]
        var wanted = node
        if let nodes = document["nodes"], nodes.isObject {
            let entries = nodes.members
            let ids = entries.keys.sorted()
            let key: String
            if let node, entries[node] != nil {
                key = node
                wanted = nil
            } else if node == nil, ids.count == 1 {
                key = ids[0]
            } else if ids.isEmpty {
                throw DesignIssue(["figma", "nodes"], "holds no node")
            } else if node == nil {
                throw DesignIssue(
                    ["node"], "is required: the response holds \(ids.count) nodes (\(list(ids))); name one")
            } else {
                // The node may be inside one of the entries.
                key = ids.first { entries[$0]?["document"].flatMap { contains($0, id: node!) } == true } ?? ""
                if key.isEmpty { throw DesignIssue(["node"], "names no node of the response (it holds \(list(ids)))") }
            }
            let entry = entries[key]!
            guard let doc = entry["document"], doc.isObject else {
                throw DesignIssue(["figma", "nodes", key, "document"], "is required")
            }
            root = doc
            path = ["figma", "nodes", key, "document"]
            components = entry["components"]?.members ?? [:]
            sets = entry["componentSets"]?.members ?? [:]
        } else if let doc = document["document"], doc.isObject {
            root = doc
            path = ["figma", "document"]
            components = document["components"]?.members ?? [:]
            sets = document["componentSets"]?.members ?? [:]
        }
        guard let type = root["type"]?.string else {
            throw DesignIssue(
                path,
                "is not a Figma node: it has no type (give a node, a GET /v1/files/:key/nodes response or a "
                    + "JSON_REST_V1 export)")
        }
        _ = type
        var tree = Self.node(root, components: components, sets: sets)
        if let wanted {
            guard let found = tree.find(id: wanted) else {
                throw DesignIssue(["node"], "names no node of the document")
            }
            tree = found
        }
        while ["DOCUMENT", "CANVAS", "SECTION"].contains(tree.type) {
            // Screens may lie in sections of the canvas ("Wireframes"), one level down or more.
            var frames: [DesignNode] = []
            func gather(_ node: DesignNode) {
                for child in node.children where child.visible {
                    if child.type == "SECTION" {
                        gather(child)
                    } else if screenTypes.contains(child.type) || child.type == "CANVAS" {
                        frames.append(child)
                    }
                }
            }
            gather(tree)
            guard frames.count == 1 else {
                let what = frames.isEmpty ? "no frame" : "\(frames.count) frames (\(list(frames.map(\.id))))"
                throw DesignIssue(
                    frames.isEmpty ? path : ["node"],
                    frames.isEmpty
                        ? "holds no frame to check: post a screen's frame"
                        : "is required: the "
                            + "\(tree.type.lowercased()) holds \(what); name the screen")
            }
            tree = frames[0]
        }
        guard screenTypes.contains(tree.type) else {
            throw DesignIssue(
                wanted == nil ? path : ["node"], "is a \(tree.type) layer, not a frame: post the screen's frame")
        }
        guard let box = tree.box, box.width > 0, box.height > 0,
            [box.x, box.y, box.width, box.height].allSatisfy({ $0.isFinite && $0.magnitude <= 1e9 })
        else {
            throw DesignIssue(
                path + ["absoluteBoundingBox"],
                "is required: a screen frame with a width and height above 0, within ±1e9 points")
        }
        return tree
    }

    /// Whether the node value `v` (or one inside it) has `id`.
    static func contains(_ v: DesignValue, id: String) -> Bool {
        let k = Keys.shared
        if v[k.id]?.string == id { return true }
        return v[k.children]?.items.contains { contains($0, id: id) } ?? false
    }

    static func list(_ ids: [String]) -> String {
        let shown = ids.prefix(8).joined(separator: ", ")
        return ids.count > 8 ? shown + ", …" : shown
    }

    /// The member names ``node(_:components:sets:)`` reads, interned once.
    struct Keys {
        let id = DesignKey("id"), name = DesignKey("name"), type = DesignKey("type")
        let visible = DesignKey("visible")
        let x = DesignKey("x"), y = DesignKey("y"), width = DesignKey("width"), height = DesignKey("height")
        let componentSetId = DesignKey("componentSetId"), value = DesignKey("value")
        let clearance = DesignKey("clearance"), kind = DesignKey("kind"), pin = DesignKey("pin")
        let keyboardType = DesignKey("keyboardType"), children = DesignKey("children")
        let top = DesignKey("top"), right = DesignKey("right"), bottom = DesignKey("bottom")
        let left = DesignKey("left")
        let horizontal = DesignKey("horizontal"), vertical = DesignKey("vertical")

        static let shared = Keys()
    }

    /// The members of a node that ``node(_:components:sets:)`` reads, each found once.
    enum Field: Int, CaseIterable {
        case id, name, type, visible, absoluteBoundingBox, overflowDirection, scrollBehavior, isFixed
        case componentId, componentProperties, sharedPluginData, characters, children, fills, strokes
        case individualStrokeWeights, constraints, layoutMode, primaryAxisAlignItems, counterAxisAlignItems
        case layoutPositioning, layoutAlign, layoutGrow, layoutSizingHorizontal, layoutSizingVertical

        /// For each ``DesignKey``'s id, the field of that name (its raw value), or -1.
        static let ofKey: [Int8] = {
            var ofKey = [Int8](repeating: -1, count: DesignKey.names.count)
            for field in allCases {
                // The case's name is the member's name.
                let key = DesignKey(String(describing: field))
                if key != .other { ofKey[Int(key.id)] = Int8(field.rawValue) }
            }
            return ofKey
        }()
    }

    /// The node `v` and what it holds.
    static func node(_ v: DesignValue, components: [String: DesignValue], sets: [String: DesignValue]) -> DesignNode {
        node(v, components: components, sets: sets, keys: Keys.shared)
    }

    static func node(
        _ v: DesignValue, components: [String: DesignValue], sets: [String: DesignValue], keys k: Keys
    ) -> DesignNode {
        node(at: v.index, in: v.tape, components: components, sets: sets, keys: k)
    }

    /// The node at `index` of `tape`. The fields are read by their places in the tape, not as
    /// ``DesignValue``s: each of those holds the tape, and making one for every field read
    /// counted a reference up and down (atomically) several times a node.
    private static func node(
        at index: Int, in tape: DesignTape, components: [String: DesignValue], sets: [String: DesignValue],
        keys k: Keys
    ) -> DesignNode {
        // One pass over the members finds each field (the last of a name, as a lookup by name
        // would), instead of a scan of the members for every field read.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: Field.allCases.count) { slots in
            slots.initialize(repeating: -1)
            let ofKey = Field.ofKey
            tape.forEachMember(of: index) { name, value in
                let key = tape.entries[name].key
                guard key != DesignKey.other.id else { return }
                let field = ofKey[Int(key)]
                if field >= 0 { slots[Int(field)] = Int32(value) }
            }
            return node(
                Members(tape: tape, slots: UnsafeBufferPointer(slots)), components: components, sets: sets, keys: k)
        }
    }

    /// A node's members: the place in its document of each ``Field``'s value.
    struct Members {
        let tape: DesignTape
        let slots: UnsafeBufferPointer<Int32>

        /// The place of the field's value, or `nil`.
        func at(_ field: Field) -> Int? {
            let slot = slots[field.rawValue]
            return slot < 0 ? nil : Int(slot)
        }

        func string(_ field: Field) -> String? { at(field).flatMap(tape.string(at:)) }
        func number(_ field: Field) -> Double? { at(field).flatMap(tape.number(at:)) }
        func bool(_ field: Field) -> Bool? { at(field).flatMap(tape.bool(at:)) }

        /// Whether the field's value is the string `literal` (``DesignValue/isString(_:)``).
        func isString(_ field: Field, _ literal: StaticString) -> Bool {
            at(field).map { tape.isString(at: $0, literal) } ?? false
        }
    }

    private static func node(
        _ v: Members, components: [String: DesignValue], sets: [String: DesignValue], keys k: Keys
    ) -> DesignNode {
        let tape = v.tape
        /// The member `key` of the object at `object`, if it is a number.
        func number(_ object: Int, _ key: DesignKey) -> Double? {
            tape.member(key.id, of: object).flatMap(tape.number(at:))
        }
        func string(_ object: Int, _ key: DesignKey) -> String? {
            tape.member(key.id, of: object).flatMap(tape.string(at:))
        }
        var box: Rect?
        if let b = v.at(.absoluteBoundingBox), let x = number(b, k.x), let y = number(b, k.y),
            let w = number(b, k.width), let h = number(b, k.height)
        {
            box = Rect(x: x, y: y, width: w, height: h)
        }
        let vertical =
            v.isString(.overflowDirection, "VERTICAL_SCROLLING") || v.isString(.overflowDirection, "VERTICAL")
            || v.isString(.overflowDirection, "HORIZONTAL_AND_VERTICAL_SCROLLING")
            || v.isString(.overflowDirection, "BOTH")
        let horizontal =
            v.isString(.overflowDirection, "HORIZONTAL_SCROLLING") || v.isString(.overflowDirection, "HORIZONTAL")
            || v.isString(.overflowDirection, "HORIZONTAL_AND_VERTICAL_SCROLLING")
            || v.isString(.overflowDirection, "BOTH")
        var behavior = DesignNode.ScrollBehavior.scrolls
        if v.isString(.scrollBehavior, "FIXED") {
            behavior = .fixed
        } else if v.isString(.scrollBehavior, "STICKY_SCROLLS") {
            behavior = .sticky
        } else if v.bool(.isFixed) == true {
            behavior = .fixed
        }
        var componentName: String?
        var setName: String?
        if let id = v.string(.componentId), let component = components[id] {
            componentName = component[k.name]?.string
            if let setID = component[k.componentSetId]?.string { setName = sets[setID]?[k.name]?.string }
        }
        var variants: [(name: String, value: String)] = []
        if let at = v.at(.componentProperties), tape.entries[at].kind == DesignValue.Kind.object.rawValue {
            // The last property of a name, as a map of names takes it (read in order, without
            // hashing every name).
            var named: [(key: String, property: Int)] = []
            tape.forEachMember(of: at) { entry, property in
                let name = tape.name(at: entry)
                if let i = named.firstIndex(where: { $0.key == name }) {
                    named[i].property = property
                } else {
                    named.append((name, property))
                }
            }
            for (key, property) in named {
                guard let type = tape.member(k.type.id, of: property), tape.isString(at: type, "VARIANT"),
                    let value = string(property, k.value)
                else { continue }
                variants.append((variantName(key), value))
            }
            variants.sort { $0.name < $1.name }
        }
        let clearance = v.at(.sharedPluginData).flatMap { tape.member(k.clearance.id, of: $0) }
        var children: [DesignNode] = []
        if let items = v.at(.children), tape.entries[items].kind == DesignValue.Kind.array.rawValue {
            children.reserveCapacity(Int(tape.entries[items].payload))
            tape.forEachItem(of: items) { item in
                if tape.entries[item].kind == DesignValue.Kind.object.rawValue {
                    children.append(node(at: item, in: tape, components: components, sets: sets, keys: k))
                }
            }
        }
        var result = DesignNode(
            id: v.string(.id) ?? "", name: v.string(.name) ?? "", type: v.string(.type) ?? "",
            visible: v.bool(.visible) ?? true, box: box, scrollsVertically: vertical,
            scrollsHorizontally: horizontal, scrollBehavior: behavior, componentName: componentName,
            componentSetName: setName, variants: variants,
            markedKind: clearance.flatMap { string($0, k.kind) }.flatMap(ElementKind.init(rawValue:)),
            markedPin: clearance.flatMap { string($0, k.pin) }.flatMap(Pin.init(rawValue:)),
            characters: v.string(.characters), children: children)
        result.markedKeyboardType = clearance.flatMap { string($0, k.keyboardType) }
        /// Whether the paint at `paint` is shown.
        func shown(_ paint: Int) -> Bool { tape.member(k.visible.id, of: paint).flatMap(tape.bool(at:)) ?? true }
        let fills = v.at(.fills)
        let strokeShown = v.at(.strokes).map { tape.containsItem(of: $0, where: shown) } ?? false
        result.drawsBox = strokeShown || fills.map { tape.containsItem(of: $0, where: shown) } == true
        // A border on some sides only (a divider drawn as a stroke) is no box's outline.
        var allSides = true
        if let weights = v.at(.individualStrokeWeights) {
            for side in [k.top, k.right, k.bottom, k.left] {
                if let weight = number(weights, side), weight <= 0 { allSides = false }
            }
        }
        result.drawsBorder = strokeShown && allSides
        result.showsImage =
            fills.map { fills in
                tape.containsItem(of: fills) { paint in
                    shown(paint) && tape.member(k.type.id, of: paint).map { tape.isString(at: $0, "IMAGE") } == true
                }
            } == true
        // Without constraints a node keeps the default, the start on both axes.
        if let constraints = v.at(.constraints) {
            result.constraints = Constraints(
                horizontal: constraint(tape, tape.member(k.horizontal.id, of: constraints)),
                vertical: constraint(tape, tape.member(k.vertical.id, of: constraints)))
        }
        if v.isString(.layoutMode, "VERTICAL") || v.isString(.layoutMode, "HORIZONTAL") {
            result.autoLayout = AutoLayout(
                vertical: v.isString(.layoutMode, "VERTICAL"), primary: alignment(tape, v.at(.primaryAxisAlignItems)),
                counter: alignment(tape, v.at(.counterAxisAlignItems)))
        }
        result.layoutChild = LayoutChild(
            absolute: v.isString(.layoutPositioning, "ABSOLUTE"), stretches: v.isString(.layoutAlign, "STRETCH"),
            grow: v.number(.layoutGrow) ?? 0, fillsWidth: v.isString(.layoutSizingHorizontal, "FILL"),
            fillsHeight: v.isString(.layoutSizingVertical, "FILL"))
        return result
    }

    /// A variant property's name without its `#id` suffix (`State#1:0` → `State`): the first of
    /// `key` split at `#`, empty parts omitted. An ASCII key that does not start with `#` is cut
    /// at its first `#` byte, which is that part, without splitting.
    static func variantName(_ key: String) -> String {
        let utf8 = key.utf8
        if let first = utf8.first, first != UInt8(ascii: "#"), utf8.allSatisfy({ $0 < 0x80 }) {
            guard let hash = utf8.firstIndex(of: UInt8(ascii: "#")) else { return key }
            return String(key[..<hash])
        }
        return key.split(separator: "#", maxSplits: 1).first.map(String.init) ?? key
    }

    /// A Figma constraint (`LEFT`, `RIGHT`, `CENTER`, `LEFT_RIGHT`, `SCALE`, and the vertical
    /// `TOP`, `BOTTOM`, `TOP_BOTTOM`); absent or unknown is `start`.
    static func constraint(_ tape: DesignTape, _ value: Int?) -> Constraint {
        guard let value else { return .start }
        if tape.isString(at: value, "RIGHT") || tape.isString(at: value, "BOTTOM") { return .end }
        if tape.isString(at: value, "CENTER") { return .center }
        if tape.isString(at: value, "LEFT_RIGHT") || tape.isString(at: value, "TOP_BOTTOM") { return .stretch }
        if tape.isString(at: value, "SCALE") { return .scale }
        return .start
    }

    /// An auto layout alignment (`MIN`, `CENTER`, `MAX`, `SPACE_BETWEEN`); absent is `start`.
    static func alignment(_ tape: DesignTape, _ value: Int?) -> AutoLayout.Alignment {
        guard let value else { return .start }
        if tape.isString(at: value, "CENTER") { return .center }
        if tape.isString(at: value, "MAX") { return .end }
        if tape.isString(at: value, "SPACE_BETWEEN") { return .spaceBetween }
        return .start
    }
}
