import KeyboardAvoidance

/// Penpot's page: its `objects` map as the file data holds it (`data.pagesIndex[pageId].objects`,
/// keyed by shape id), given as `{"objects": …}` or as the whole page (`{"id", "name",
/// "objects"}`). An export `.penpot` zip holds the same shapes, one JSON file per shape under
/// `files/<file>/pages/<page>/`: gathered into one map keyed by id, they are this.
///
/// Members read, in camelCase as binfile-v3 exports and the JSON RPC API write them, or in the
/// model's kebab-case (`parent-id`, `layout-flex-dir`) as transit-derived tools do:
/// `id`, `name`, `type`, `shapes` (children ids, bottom-most first; `parentId` stands in for a
/// container that lacks it), `x`, `y`, `width`, `height`, `selrect`, `points`, `rotation`,
/// `hidden`, `opacity`, `fills` (`fillOpacity`, `fillImage`, `hidden`), `strokes`
/// (`strokeOpacity`, `strokeWidth`, `strokeStyle`, `hidden`), `layout`, `layoutFlexDir`,
/// `layoutJustifyContent`, `layoutAlignItems`, `layoutItemAbsolute`, `layoutItemHSizing`,
/// `layoutItemVSizing`, `constraintsH`, `constraintsV`, `fixedScroll`, `componentId`,
/// `mainInstance`, a text's `content` tree (`children`, `type`, `text`), and
/// `pluginData["shared/clearance"].{kind, pin, keyboardType}`.
///
/// Types become the mapper's vocabulary: `frame` → FRAME, `group` → GROUP, `rect` and `image` →
/// RECTANGLE, `circle` → ELLIPSE, `text` → TEXT, `path`, `bool`, `svg-raw` (and any other) →
/// VECTOR; a copy of a component (`componentId`, not `mainInstance`) → INSTANCE, named after its
/// main when the page holds the main.
///
/// A flex layout's children are given in the order they are drawn along its axis, start first:
/// Penpot keeps `shapes` in paint order, and lays a `row` or `column` out from the last of them,
/// a `row-reverse` or `column-reverse` from the first (which CSS then places at the far end).
/// So `row`/`column` children come reversed, and the `-reverse` directions keep `shapes` order
/// with `start` and `end` alignments swapped: the mapper sees a plain stack, top to bottom or
/// left to right.
public enum PenpotAdapter: DesignAdapter {
    public static let format = "penpot"

    /// The page's root frame, whose children are the top-level boards.
    static let rootID = "00000000-0000-0000-0000-000000000000"
    /// How deep a board's shapes may nest.
    static let maxDepth = 512

    /// The members read, in camelCase; each is kept in its kebab-case spelling too.
    static let camelMembers = [
        "objects", "id", "name", "type", "parentId", "shapes", "x", "y", "width", "height", "selrect", "points",
        "rotation", "hidden", "opacity", "fills", "strokes", "fillOpacity", "fillImage", "strokeOpacity",
        "strokeWidth", "strokeStyle", "layout", "layoutFlexDir", "layoutJustifyContent", "layoutAlignItems",
        "layoutItemAbsolute", "layoutItemHSizing", "layoutItemVSizing", "constraintsH", "constraintsV",
        "fixedScroll", "componentId", "mainInstance", "content", "children", "text", "pluginData", "kind", "pin",
        "keyboardType",
    ]

    public static let keptMembers = Set(camelMembers + camelMembers.map(kebab))

    public static let keyedMembers: Set<String> = ["objects", "pluginData", "plugin-data"]

    /// `layoutFlexDir` → `layout-flex-dir`.
    static func kebab(_ name: String) -> String {
        var out = ""
        for c in name {
            if c.isUppercase {
                out += "-" + c.lowercased()
            } else {
                out.append(c)
            }
        }
        return out
    }

    public static func screen(in document: DesignValue, node: String?) throws(DesignIssue) -> DesignNode {
        guard document.isObject else {
            throw DesignIssue(["penpot"], "must be a Penpot page: an object with objects, its shapes keyed by id")
        }
        guard let objectsValue = document["objects"], objectsValue.isObject else {
            throw DesignIssue(
                ["penpot", "objects"],
                "is required: the page's shapes keyed by id, an object (data.pagesIndex[pageId].objects, or an "
                    + "export's per-shape files gathered into one map)")
        }
        var page = Page(objects: objectsValue.members)
        let boards = try page.topLevelBoards()
        let chosen: String
        if let node {
            guard node != rootID, let shape = page.objects[node] else {
                throw DesignIssue(["node"], "names no board of the page (it holds \(list(boards, page)))")
            }
            guard let type = Page.string(shape, "type"), type == "frame" else {
                let type = Page.string(shape, "type") ?? "untyped"
                throw DesignIssue(
                    ["node"],
                    "names a \(type) shape ('\(Page.string(shape, "name") ?? "")'), not a board (it holds "
                        + "\(list(boards, page)))")
            }
            chosen = node
        } else {
            let shown = boards.filter { Page.member(page.objects[$0]!, "hidden")?.bool != true }
            guard shown.count == 1 else {
                if shown.isEmpty {
                    throw DesignIssue(["penpot", "objects"], "holds no board: post a page with a screen's board")
                }
                throw DesignIssue(
                    ["node"], "is required: the page holds \(shown.count) boards (\(list(shown, page))); name one")
            }
            chosen = shown[0]
        }
        let tree = try page.build(chosen, depth: 0)
        guard let box = tree.box, box.width > 0, box.height > 0,
            [box.x, box.y, box.width, box.height].allSatisfy({ $0.isFinite && $0.magnitude <= 1e9 })
        else {
            throw DesignIssue(
                ["penpot", "objects", chosen],
                "is a board without a box: give x, y, width and height (or selrect), with a width and height "
                    + "above 0, within ±1e9 points")
        }
        return tree
    }

    /// Boards as `id 'name'`, at most eight.
    static func list(_ ids: [String], _ page: Page) -> String {
        guard !ids.isEmpty else { return "no board" }
        let shown = ids.prefix(8).map { "\($0) '\(page.objects[$0].flatMap { Page.string($0, "name") } ?? "")'" }
        return shown.joined(separator: ", ") + (ids.count > 8 ? ", …" : "")
    }
}

/// One page's shapes, read into design nodes: each shape once, at most ``PenpotAdapter/maxDepth``
/// deep, so a cycle, a shape held twice or an absent child is an issue, not a hang.
struct Page {
    let objects: [String: DesignValue]
    /// The shapes reached so far, and those on the way from the board to the shape being read.
    var reached: Set<String> = []
    var ancestors: Set<String> = []
    /// Each container's children by `parentId`, for containers without `shapes`; built once.
    var byParent: [String: [String]]?
    /// Each component's name, from its main instance on the page; built once.
    var mains: [String: String]?

    init(objects: [String: DesignValue]) {
        self.objects = objects
    }

    /// The member `camel` of `v`, in camelCase or kebab-case.
    static func member(_ v: DesignValue, _ camel: String) -> DesignValue? {
        if let found = v[camel] { return found }
        return v[PenpotAdapter.kebab(camel)]
    }

    static func string(_ v: DesignValue, _ camel: String) -> String? { member(v, camel)?.string }

    /// The top-level boards: the root frame's `shapes` that are frames (else every frame whose
    /// `parentId` is the root).
    mutating func topLevelBoards() throws(DesignIssue) -> [String] {
        let ids: [String]
        if let root = objects[PenpotAdapter.rootID], let shapes = Self.member(root, "shapes") {
            ids = shapes.items.compactMap(\.string)
        } else {
            ids = children(ofParent: PenpotAdapter.rootID)
        }
        return ids.filter { $0 != PenpotAdapter.rootID && objects[$0].flatMap { Self.string($0, "type") } == "frame" }
    }

    /// The shapes whose `parentId` is `id` (not `id` itself), by id.
    mutating func children(ofParent id: String) -> [String] {
        if byParent == nil {
            var index: [String: [String]] = [:]
            for (key, shape) in objects {
                guard let parent = Self.string(shape, "parentId"), parent != key else { continue }
                index[parent, default: []].append(key)
            }
            for key in index.keys { index[key]!.sort() }
            byParent = index
        }
        return byParent![id] ?? []
    }

    /// The name of component `id`'s main instance, when the page holds it.
    mutating func mainName(_ id: String) -> String? {
        if mains == nil {
            var names: [String: String] = [:]
            for shape in objects.values where Self.member(shape, "mainInstance")?.bool == true {
                if let component = Self.string(shape, "componentId"), let name = Self.string(shape, "name") {
                    names[component] = names[component] ?? name
                }
            }
            mains = names
        }
        return mains![id]
    }

    /// The shape `id` and all it holds.
    mutating func build(_ id: String, depth: Int) throws(DesignIssue) -> DesignNode {
        let path = ["penpot", "objects", id]
        guard depth <= PenpotAdapter.maxDepth else {
            throw DesignIssue(path, "lies more than \(PenpotAdapter.maxDepth) levels below the board: too deep")
        }
        guard let v = objects[id], v.isObject else { throw DesignIssue(path, "must be a shape (an object)") }
        guard let type = Self.string(v, "type") else {
            throw DesignIssue(
                path + ["type"], "is required: frame, group, rect, text, path, image, bool, svg-raw or circle")
        }
        reached.insert(id)
        ancestors.insert(id)
        defer { ancestors.remove(id) }
        var node = DesignNode(
            id: id, name: Self.string(v, "name") ?? "", type: Self.designType(type, v),
            visible: Self.member(v, "hidden")?.bool != true, box: try Self.box(v, path: path))
        if node.type == "INSTANCE", let component = Self.string(v, "componentId") {
            node.componentName = mainName(component)
        }
        if Self.member(v, "fixedScroll")?.bool == true { node.scrollBehavior = .fixed }
        if type == "text" { node.characters = Self.characters(Self.member(v, "content")) }
        let opaque = (Self.member(v, "opacity")?.number ?? 1) > 0
        node.drawsBox = opaque && type != "text" && Self.paints(v)
        node.drawsBorder = opaque && type != "text" && Self.strokes(v)
        node.showsImage = opaque && (type == "image" || Self.showsImage(v))
        let clearance = Self.member(v, "pluginData")?["shared/clearance"]
        node.markedKind = clearance?["kind"]?.string.flatMap(ElementKind.init(rawValue:))
        node.markedPin = clearance?["pin"]?.string.flatMap(Pin.init(rawValue:))
        node.markedKeyboardType = clearance?["keyboardType"]?.string
        node.constraints = Constraints(
            horizontal: Self.constraint(Self.string(v, "constraintsH")),
            vertical: Self.constraint(Self.string(v, "constraintsV")))
        node.layoutChild = LayoutChild(
            absolute: Self.member(v, "layoutItemAbsolute")?.bool == true,
            fillsWidth: Self.string(v, "layoutItemHSizing") == "fill",
            fillsHeight: Self.string(v, "layoutItemVSizing") == "fill")
        var reversed = false
        if Self.string(v, "layout") == "flex" {
            let direction = Self.string(v, "layoutFlexDir") ?? "row"
            reversed = direction.hasSuffix("-reverse")
            func visual(_ a: AutoLayout.Alignment) -> AutoLayout.Alignment {
                guard reversed else { return a }
                return a == .start ? .end : a == .end ? .start : a
            }
            node.autoLayout = AutoLayout(
                vertical: direction.hasPrefix("column"),
                primary: visual(Self.alignment(Self.string(v, "layoutJustifyContent"))),
                counter: Self.alignment(Self.string(v, "layoutAlignItems")))
        }
        for child in try childIDs(v, id: id, type: type) {
            node.children.append(try build(child, depth: depth + 1))
        }
        if node.autoLayout != nil, !reversed { node.children.reverse() }
        return node
    }

    /// The ids `v` (shape `id`) holds, checked: each present, reached once, not an ancestor.
    mutating func childIDs(_ v: DesignValue, id: String, type: String) throws(DesignIssue) -> [String] {
        var ids: [String] = []
        var path = ["penpot", "objects", id]
        if let shapes = Self.member(v, "shapes") {
            path.append("shapes")
            guard shapes.isArray else { throw DesignIssue(path, "must be an array of shape ids") }
            for (i, item) in shapes.items.enumerated() {
                guard let child = item.string else {
                    throw DesignIssue(path + ["\(i)"], "must be a shape id (a string)")
                }
                ids.append(child)
            }
        } else if ["frame", "group", "bool"].contains(type) {
            ids = children(ofParent: id)
        }
        let listed = path.last == "shapes"
        for (i, child) in ids.enumerated() {
            // A child found by its parentId is pointed at there.
            let at = listed ? path + ["\(i)"] : ["penpot", "objects", child, "parentId"]
            if ancestors.contains(child) {
                throw DesignIssue(at, "names '\(child)', which holds '\(id)': the shapes form a cycle")
            }
            if reached.contains(child) {
                throw DesignIssue(at, "names '\(child)', which another shape of the board already holds")
            }
            if objects[child] == nil { throw DesignIssue(at, "names '\(child)', which objects lacks") }
        }
        return ids
    }

    /// The mapper's type for Penpot's `type`.
    static func designType(_ type: String, _ v: DesignValue) -> String {
        if string(v, "componentId") != nil, member(v, "mainInstance")?.bool != true, type == "frame" || type == "group"
        {
            return "INSTANCE"
        }
        switch type {
        case "frame": return "FRAME"
        case "group": return "GROUP"
        case "rect", "image": return "RECTANGLE"
        case "circle": return "ELLIPSE"
        case "text": return "TEXT"
        default: return "VECTOR"
        }
    }

    /// The shape's box on the page: `x`, `y`, `width`, `height` (else `selrect`) when it is not
    /// rotated; else the bounds of its `points` (its corners as drawn), or of its rect turned by
    /// `rotation` about its centre.
    static func box(_ v: DesignValue, path: [String]) throws(DesignIssue) -> Rect? {
        func number(_ name: String, in value: DesignValue, at path: [String]) throws(DesignIssue) -> Double? {
            guard let m = member(value, name) else { return nil }
            switch m.kind {
            case .number: return m.number
            case .null: return nil
            default:
                throw DesignIssue(path + [value[name] == nil ? PenpotAdapter.kebab(name) : name], "must be a number")
            }
        }
        var rect: Rect?
        if let x = try number("x", in: v, at: path), let y = try number("y", in: v, at: path),
            let w = try number("width", in: v, at: path), let h = try number("height", in: v, at: path)
        {
            rect = Rect(x: x, y: y, width: w, height: h)
        } else if let s = member(v, "selrect"), s.isObject {
            let at = path + ["selrect"]
            if let x = try number("x", in: s, at: at), let y = try number("y", in: s, at: at),
                let w = try number("width", in: s, at: at), let h = try number("height", in: s, at: at)
            {
                rect = Rect(x: x, y: y, width: w, height: h)
            }
        }
        let rotation = try number("rotation", in: v, at: path) ?? 0
        let turned = rotation.isFinite && (rotation.truncatingRemainder(dividingBy: 360)).magnitude > 1e-9
        guard turned || rect == nil else { return rect }
        let corners = (member(v, "points")?.items ?? []).compactMap { p -> (Double, Double)? in
            guard let x = p["x"]?.number, let y = p["y"]?.number, x.isFinite, y.isFinite else { return nil }
            return (x, y)
        }
        if corners.count >= 2, corners.count == member(v, "points")?.items.count {
            let xs = corners.map(\.0)
            let ys = corners.map(\.1)
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        guard let rect else { return nil }
        let angle = rotation * Double.pi / 180
        let turn = Trigonometry.sinCos(radians: angle)
        let (c, s) = (abs(turn.cos), abs(turn.sin))
        let width = rect.width * c + rect.height * s
        let height = rect.width * s + rect.height * c
        let (cx, cy) = (rect.x + rect.width / 2, rect.y + rect.height / 2)
        return Rect(x: cx - width / 2, y: cy - height / 2, width: width, height: height)
    }

    /// Whether `v` paints a fill or stroke one can see.
    static func paints(_ v: DesignValue) -> Bool {
        let fills = (member(v, "fills")?.items ?? []).contains { fill in
            fill["hidden"]?.bool != true && (member(fill, "fillOpacity")?.number ?? 1) > 0
        }
        return fills || strokes(v)
    }

    /// Whether `v` paints a visible stroke.
    static func strokes(_ v: DesignValue) -> Bool {
        (member(v, "strokes")?.items ?? []).contains { stroke in
            stroke["hidden"]?.bool != true && (member(stroke, "strokeOpacity")?.number ?? 1) > 0
                && (member(stroke, "strokeWidth")?.number ?? 1) > 0 && string(stroke, "strokeStyle") != "none"
        }
    }

    /// Whether `v` is filled with a picture.
    static func showsImage(_ v: DesignValue) -> Bool {
        (member(v, "fills")?.items ?? []).contains { fill in
            fill["hidden"]?.bool != true && (member(fill, "fillOpacity")?.number ?? 1) > 0
                && member(fill, "fillImage").map { $0 != .null } == true
        }
    }

    /// A text's string: each paragraph's leaves joined, paragraphs on their own lines.
    static func characters(_ content: DesignValue?) -> String? {
        guard let content, content.isObject else { return nil }
        var paragraphs: [String] = []
        func visit(_ node: DesignValue, _ depth: Int) {
            guard depth < 8 else { return }
            if node["type"]?.string == "paragraph" {
                paragraphs.append(node["children"]?.items.compactMap { $0["text"]?.string }.joined() ?? "")
                return
            }
            for child in node["children"]?.items ?? [] { visit(child, depth + 1) }
        }
        visit(content, 0)
        return paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n")
    }

    /// A Penpot constraint (`left`, `right`, `leftright`, `center`, `scale`; `top`, `bottom`,
    /// `topbottom`); absent or unknown is `start`.
    static func constraint(_ value: String?) -> Constraint {
        switch value {
        case "right", "bottom": .end
        case "center": .center
        case "leftright", "topbottom": .stretch
        case "scale": .scale
        default: .start
        }
    }

    /// A flex alignment (`start`, `center`, `end`, `space-between`); `space-around` and
    /// `space-evenly` keep the children about the middle, so read as `center`; else `start`.
    static func alignment(_ value: String?) -> AutoLayout.Alignment {
        switch value {
        case "center", "space-around", "space-evenly": .center
        case "end": .end
        case "space-between": .spaceBetween
        default: .start
        }
    }
}
