import KeyboardAvoidance

/// Sketch's documents: a page JSON from inside a `.sketch` file (`pages/<id>.json`, `_class:
/// "page"`, its `layers` the artboards), or one artboard (`_class: "artboard"`). Sketch 43 and
/// later write JSON; older files are SQLite and cannot be posted.
///
/// Members read (docs/designs.md; the format is `sketch-hq/sketch-document`'s
/// `packages/file-format/schema`):
/// - `_class`: `artboard` → FRAME, `symbolMaster` → COMPONENT, `group` → GROUP, `text` → TEXT,
///   `rectangle` → RECTANGLE, `oval` → ELLIPSE, `bitmap` → RECTANGLE that shows an image,
///   `symbolInstance` → INSTANCE, `shapePath`, `triangle`, `star`, `polygon` (and any other shape)
///   → VECTOR. A `shapeGroup` is one shape drawn from its paths: RECTANGLE when they are all
///   rectangles, ELLIPSE when they are all ovals, else VECTOR; its paths are not kept as children.
///   `slice` and hotspot layers draw nothing and are left out.
/// - `do_objectID` (the id), `name`, `isVisible`.
/// - `frame {x, y, width, height}`, relative to the parent layer (the artboard's on the page), with
///   `rotation` (degrees, counter-clockwise, about the frame's centre) and `isFlippedHorizontal` /
///   `isFlippedVertical`: every box is made absolute through its ancestors, and a rotated layer's
///   box is the axis-aligned box of its corners.
/// - `isFixedToViewport` ("Fix position when scrolling") → ``DesignNode/ScrollBehavior/fixed``.
/// - `resizingConstraint`, a bitmask where a cleared bit sets a pin or a fixed size (63, all set,
///   is nothing): 1 right, 2 width, 4 left, 8 bottom, 16 height, 32 top. Pinned to both edges →
///   ``Constraint/stretch``, to one → ``Constraint/start`` or ``Constraint/end``, to neither with
///   a fixed size → ``Constraint/center``. Neither pinned nor fixed is Sketch's "scale", but it is
///   what every layer of a design whose author never set a constraint has, so it is read as
///   ``Constraint/start`` (Figma's default): content keeps its place, as an app lays it out.
/// - `style.fills` and `style.borders` (`isEnabled`, `color.alpha`, `contextSettings.opacity`,
///   `thickness`), the layer's own `style.contextSettings.opacity` and an artboard's
///   `hasBackgroundColor` → ``DesignNode/drawsBox``; a fill of `fillType` 4 (a pattern, an image)
///   and a bitmap → ``DesignNode/showsImage``.
/// - Text: `attributedString.string`; files that hold only an archived (base64) attributed string
///   show the layer's `name` instead, which Sketch keeps equal to the text unless renamed.
/// - Symbols: a page holds no master of the Symbols page, so an instance keeps its own `name`
///   ("Bars/Search/Search Bar – Active"), which the name rules read; `componentName` is the
///   master's name only when a `symbolMaster` of the same `symbolID` is in the posted page. Text
///   overrides (`overrideValues` whose `overrideName` ends in `_stringValue`; Sketch 43–52's
///   `overrides` map of layer id → string) become TEXT children of the instance, with the
///   instance's box (the master, which places them, is not there): they are the instance's
///   placeholder or value, and the texts a pinned bar shows ("Send").
/// - `groupLayout`: Smart Layout (`MSImmutableInferredGroupLayout`, `axis` 0 horizontal, 1
///   vertical, `layoutAnchor` 0 min, 1 middle, 2 max) and Stacks (`MSImmutableFlexGroupLayout`,
///   `flexDirection` 0 horizontal, 1 vertical, `justifyContent` and `alignItems` 0 start, 1 centre,
///   2 end) → ``DesignNode/autoLayout``.
public enum SketchAdapter: DesignAdapter {
    public static let format = "sketch"

    public static let keptMembers: Set<String> = [
        "_class", "do_objectID", "name", "isVisible", "frame", "x", "y", "width", "height", "rotation",
        "isFlippedHorizontal", "isFlippedVertical", "isFixedToViewport", "resizingConstraint", "style", "fills",
        "borders", "isEnabled", "fillType", "color", "alpha", "contextSettings", "opacity", "thickness", "layers",
        "attributedString", "string", "symbolID", "overrideValues", "overrideName", "value", "overrides",
        "groupLayout", "axis", "layoutAnchor", "flexDirection", "justifyContent", "alignItems", "hasBackgroundColor",
    ]

    /// Sketch 43–52's `overrides`: layer ids → the text shown in their place.
    public static let keyedMembers: Set<String> = ["overrides"]

    /// The deepest nesting of layers read.
    public static let maxDepth = 512

    /// The layer classes that can be a screen.
    static let boardClasses: Set<String> = ["artboard", "symbolMaster"]

    public static func screen(in document: DesignValue, node: String?) throws(DesignIssue) -> DesignNode {
        guard document.isObject else {
            throw DesignIssue(["sketch"], "must be a Sketch page (_class \"page\", from pages/<id>.json) or artboard")
        }
        let kind = document["_class"]?.string
        let boardValue: DesignValue
        let boardPath: [String]
        switch kind {
        case "page":
            guard let layers = document["layers"], layers.isArray else {
                throw DesignIssue(["sketch", "layers"], "is required: the page's artboards (an array of layers)")
            }
            let items = layers.items
            var boards: [(index: Int, id: String, name: String)] = []
            for (i, item) in items.enumerated() {
                guard item.isObject else {
                    throw DesignIssue(["sketch", "layers", String(i)], "must be a Sketch layer (an object)")
                }
                guard let cls = item["_class"]?.string, boardClasses.contains(cls) else { continue }
                guard let id = item["do_objectID"]?.string else {
                    throw DesignIssue(
                        ["sketch", "layers", String(i), "do_objectID"], "is required: the \(cls)'s id (a string)")
                }
                // Without `node`, only artboards count: symbol masters lie beside them.
                if node == nil, cls != "artboard" { continue }
                boards.append((i, id, item["name"]?.string ?? ""))
            }
            func listed() -> String {
                let shown = boards.prefix(8).map { "\($0.id) '\($0.name)'" }.joined(separator: ", ")
                return boards.count > 8 ? shown + ", …" : shown
            }
            if let node {
                guard let found = boards.first(where: { $0.id == node }) else {
                    if let other = items.first(where: { $0["do_objectID"]?.string == node }) {
                        throw DesignIssue(
                            ["node"],
                            "is a \(other["_class"]?.string ?? "untyped") layer, not an artboard: name an artboard of "
                                + "the page")
                    }
                    let artboards = boards.filter { items[$0.index]["_class"]?.string == "artboard" }
                    boards = artboards
                    throw DesignIssue(
                        ["node"],
                        boards.isEmpty
                            ? "names no board of the page (it holds no artboard)"
                            : "names no board of the page (it holds \(listed()))")
                }
                boardValue = items[found.index]
                boardPath = ["sketch", "layers", String(found.index)]
            } else {
                guard boards.count == 1 else {
                    throw DesignIssue(
                        boards.isEmpty ? ["sketch", "layers"] : ["node"],
                        boards.isEmpty
                            ? "holds no artboard to check: post a page with the screen's artboard, or the artboard"
                            : "is required: the page holds \(boards.count) boards (\(listed())); name one")
                }
                boardValue = items[boards[0].index]
                boardPath = ["sketch", "layers", String(boards[0].index)]
            }
        case "artboard", "symbolMaster":
            if let node, document["do_objectID"]?.string != node {
                let id = document["do_objectID"]?.string ?? ""
                throw DesignIssue(
                    ["node"], "names no board of the page (it holds \(id) '\(document["name"]?.string ?? "")')")
            }
            boardValue = document
            boardPath = ["sketch"]
        default:
            throw DesignIssue(
                kind == nil ? ["sketch"] : ["sketch", "_class"],
                "must be a Sketch page (_class \"page\", from pages/<id>.json) or an artboard (_class \"artboard\")"
                    + (kind.map { ", not \"\($0)\"" } ?? ""))
        }
        let masters = kind == "page" ? symbolMasters(in: document) : [:]
        var reader = Reader(masters: masters)
        let screen = try reader.layer(boardValue, path: boardPath, parent: .identity, depth: 0)
        guard let screen, let box = screen.box, box.width > 0, box.height > 0,
            [box.x, box.y, box.width, box.height].allSatisfy({ $0.isFinite && $0.magnitude <= 1e9 })
        else {
            throw DesignIssue(
                boardPath + ["frame"], "is required: an artboard with a width and height above 0, within ±1e9 points")
        }
        return screen
    }

    /// The names of the symbol masters a page holds, by `symbolID`.
    static func symbolMasters(in page: DesignValue) -> [String: String] {
        var found: [String: String] = [:]
        for item in page["layers"]?.items ?? [] where item["_class"]?.string == "symbolMaster" {
            if let id = item["symbolID"]?.string, let name = item["name"]?.string { found[id] = name }
        }
        return found
    }

    /// An affine map from a layer's own coordinates to the page's: `x' = a·x + c·y + tx`,
    /// `y' = b·x + d·y + ty`.
    struct Transform {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

        static let identity = Transform()

        /// `self` after `other` (other's coordinates are mapped first).
        func then(_ other: Transform) -> Transform {
            Transform(
                a: a * other.a + c * other.b, b: b * other.a + d * other.b, c: a * other.c + c * other.d,
                d: b * other.c + d * other.d, tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty
            )
        }

        func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + c * y + tx, b * x + d * y + ty) }
    }

    /// Reads layers into nodes, failing at the first malformed one.
    struct Reader {
        let masters: [String: String]

        /// The layer `v` at `path` (its parent's transform `parent`), or `nil` for a layer that
        /// draws nothing (a slice, a hotspot).
        mutating func layer(_ v: DesignValue, path: [String], parent: Transform, depth: Int) throws(DesignIssue)
            -> DesignNode?
        {
            guard depth < SketchAdapter.maxDepth else {
                throw DesignIssue(path, "nests deeper than \(SketchAdapter.maxDepth) layers")
            }
            guard v.isObject else {
                throw DesignIssue(path, "must be a Sketch layer (an object with _class, do_objectID and frame)")
            }
            guard let cls = v["_class"]?.string else {
                throw DesignIssue(path + ["_class"], "is required: the layer's class (artboard, group, text…)")
            }
            if cls == "slice" || cls.hasSuffix("HotspotLayer") || cls == "hotspot" { return nil }
            guard let id = v["do_objectID"]?.string else {
                throw DesignIssue(path + ["do_objectID"], "is required: the layer's id (a string)")
            }
            let frame = try Self.frame(v, path: path)
            let own = Self.local(frame, v)
            let transform = parent.then(own)
            let box = Self.bounds(transform, width: frame.width, height: frame.height)
            let shapeGroup = cls == "shapeGroup"
            var children: [DesignNode] = []
            var childClasses: [String] = []
            if let layers = v["layers"] {
                guard layers.isArray else {
                    throw DesignIssue(path + ["layers"], "must be an array of layers")
                }
                for (i, item) in layers.items.enumerated() {
                    let childPath = path + ["layers", String(i)]
                    if shapeGroup {
                        // Its paths make one shape: only their classes are read.
                        guard item.isObject else {
                            throw DesignIssue(childPath, "must be a Sketch layer (an object)")
                        }
                        childClasses.append(item["_class"]?.string ?? "")
                        continue
                    }
                    if let child = try layer(item, path: childPath, parent: transform, depth: depth + 1) {
                        children.append(child)
                    }
                }
            }
            let type = Self.type(cls, childClasses: childClasses)
            var node = DesignNode(
                id: id, name: v["name"]?.string ?? "", type: type, visible: v["isVisible"]?.bool ?? true, box: box,
                scrollBehavior: v["isFixedToViewport"]?.bool == true ? .fixed : .scrolls, children: children)
            if type == "TEXT" {
                node.characters = v["attributedString"]?["string"]?.string ?? node.name
            }
            if cls == "symbolInstance" {
                if let symbol = v["symbolID"]?.string { node.componentName = masters[symbol] }
                node.children += Self.overrideTexts(v, id: id, box: box)
            }
            node.constraints = Self.constraints(v["resizingConstraint"]?.number)
            node.autoLayout = Self.autoLayout(v["groupLayout"])
            let style = v["style"]
            let opaque = (style?["contextSettings"]?["opacity"]?.number ?? 1) > 0
            let fills = (style?["fills"]?.items ?? []).filter(Self.paints)
            let borders = (style?["borders"]?.items ?? []).filter {
                Self.paints($0) && ($0["thickness"]?.number ?? 1) > 0
            }
            node.drawsBox =
                opaque
                && (!fills.isEmpty || !borders.isEmpty || cls == "bitmap"
                    || (cls == "artboard" && v["hasBackgroundColor"]?.bool == true))
            node.showsImage = opaque && (cls == "bitmap" || fills.contains { $0["fillType"]?.number == 4 })
            node.drawsBorder = opaque && !borders.isEmpty
            return node
        }

        /// The layer's `frame`, checked.
        static func frame(_ v: DesignValue, path: [String]) throws(DesignIssue) -> (
            x: Double, y: Double, width: Double, height: Double
        ) {
            guard let frame = v["frame"], frame.isObject else {
                throw DesignIssue(
                    path + ["frame"], "is required: the layer's {x, y, width, height}, relative to its parent")
            }
            var figures: [Double] = []
            for member in ["x", "y", "width", "height"] {
                guard let n = frame[member]?.number else {
                    throw DesignIssue(path + ["frame", member], "is required: a number")
                }
                figures.append(n)
            }
            return (figures[0], figures[1], figures[2], figures[3])
        }

        /// The map from a layer's own coordinates to its parent's: placed at `frame`'s origin,
        /// rotated and flipped about its centre.
        static func local(_ frame: (x: Double, y: Double, width: Double, height: Double), _ v: DesignValue)
            -> Transform
        {
            let rotation = v["rotation"]?.number ?? 0
            let flipX = v["isFlippedHorizontal"]?.bool == true
            let flipY = v["isFlippedVertical"]?.bool == true
            let place = Transform(tx: frame.x, ty: frame.y)
            guard rotation != 0 || flipX || flipY, rotation.isFinite else { return place }
            let cx = frame.width / 2
            let cy = frame.height / 2
            // Counter-clockwise on screen, where y grows downwards.
            let (sin, cos) = Trigonometry.sinCos(degrees: rotation)
            let turn = Transform(a: cos, b: -sin, c: sin, d: cos)
            let flip = Transform(a: flipX ? -1 : 1, d: flipY ? -1 : 1)
            return place.then(Transform(tx: cx, ty: cy)).then(turn).then(flip).then(Transform(tx: -cx, ty: -cy))
        }

        /// The axis-aligned box of a `width` × `height` layer placed by `transform`.
        static func bounds(_ transform: Transform, width: Double, height: Double) -> Rect {
            let corners = [(0.0, 0.0), (width, 0), (0, height), (width, height)].map { transform.apply($0.0, $0.1) }
            let xs = corners.map(\.0)
            let ys = corners.map(\.1)
            let minX = xs.min()!
            let minY = ys.min()!
            return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
        }

        /// The node type of a layer of class `cls` (a shape group's paths' classes `childClasses`).
        static func type(_ cls: String, childClasses: [String]) -> String {
            switch cls {
            case "artboard": "FRAME"
            case "symbolMaster": "COMPONENT"
            case "group", "page": "GROUP"
            case "text": "TEXT"
            case "rectangle", "bitmap": "RECTANGLE"
            case "oval": "ELLIPSE"
            case "symbolInstance": "INSTANCE"
            case "shapeGroup":
                if !childClasses.isEmpty, childClasses.allSatisfy({ $0 == "rectangle" }) {
                    "RECTANGLE"
                } else if !childClasses.isEmpty, childClasses.allSatisfy({ $0 == "oval" }) {
                    "ELLIPSE"
                } else {
                    "VECTOR"
                }
            default: "VECTOR"
            }
        }

        /// Whether a fill or border paints: enabled, with colour and opacity above 0.
        static func paints(_ paint: DesignValue) -> Bool {
            guard paint.isObject, paint["isEnabled"]?.bool ?? true else { return false }
            return (paint["color"]?["alpha"]?.number ?? 1) > 0
                && (paint["contextSettings"]?["opacity"]?.number ?? 1) > 0
        }

        /// An instance's text overrides, as TEXT layers with its box.
        static func overrideTexts(_ v: DesignValue, id: String, box: Rect) -> [DesignNode] {
            var texts: [(key: String, text: String)] = []
            for item in v["overrideValues"]?.items ?? [] {
                guard let name = item["overrideName"]?.string, name.hasSuffix("_stringValue"),
                    let text = item["value"]?.string
                else { continue }
                texts.append((String(name.dropLast("_stringValue".count)), text))
            }
            // Sketch 43–52: layer id → text (nested instances' maps are not kept by the reader).
            for (key, value) in (v["overrides"]?.members ?? [:]).sorted(by: { $0.key < $1.key }) {
                if let text = value.string { texts.append((key, text)) }
            }
            return texts.filter { !$0.text.allSatisfy(\.isWhitespace) }.map { key, text in
                var node = DesignNode(id: "\(id);\(key)", name: text, type: "TEXT", box: box, characters: text)
                node.constraints = Constraints(horizontal: .stretch, vertical: .stretch)
                return node
            }
        }

        /// `resizingConstraint`: a cleared bit sets a pin or a fixed size (1 right, 2 width,
        /// 4 left, 8 bottom, 16 height, 32 top); absent is 63, nothing set.
        static func constraints(_ value: Double?) -> Constraints {
            guard let value, value.isFinite, value >= 0, value <= 127, value == value.rounded() else {
                return Constraints()
            }
            let bits = Int(value)
            func axis(start: Int, end: Int, size: Int) -> Constraint {
                let pinsStart = bits & start == 0
                let pinsEnd = bits & end == 0
                if pinsStart && pinsEnd { return .stretch }
                if pinsStart { return .start }
                if pinsEnd { return .end }
                return bits & size == 0 ? .center : .start
            }
            return Constraints(
                horizontal: axis(start: 4, end: 1, size: 2), vertical: axis(start: 32, end: 8, size: 16))
        }

        /// A group's Smart Layout or Stack, if any.
        static func autoLayout(_ layout: DesignValue?) -> AutoLayout? {
            guard let layout, let cls = layout["_class"]?.string else { return nil }
            func alignment(_ n: Double?) -> AutoLayout.Alignment {
                switch n {
                case 1: .center
                case 2: .end
                default: .start
                }
            }
            switch cls {
            case "MSImmutableInferredGroupLayout":
                guard let axis = layout["axis"]?.number, axis == 0 || axis == 1 else { return nil }
                return AutoLayout(vertical: axis == 1, primary: alignment(layout["layoutAnchor"]?.number))
            case "MSImmutableFlexGroupLayout":
                let direction = layout["flexDirection"]?.number ?? 0
                guard direction == 0 || direction == 1 else { return nil }
                return AutoLayout(
                    vertical: direction == 1, primary: alignment(layout["justifyContent"]?.number),
                    counter: alignment(layout["alignItems"]?.number))
            default:
                return nil
            }
        }
    }
}
