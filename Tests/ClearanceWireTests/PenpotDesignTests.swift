import ClearanceContract
import ClearanceWire
import DesignMapping
import Foundation
import KeyboardAvoidance
import Testing

/// `design.penpot`: a Penpot page's `objects` read through the pruning reader by `PenpotAdapter`,
/// on the real boards of `tests/corpus/designs/penpot` (their sources: `SOURCES.md` there) and on
/// small pages that take one rule each.
@Suite struct PenpotDesignTests {
    // MARK: Helpers

    static let root = "00000000-0000-0000-0000-000000000000"

    /// The corpus entry `slug`'s `design` value, as its bytes.
    static func corpus(_ slug: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Repository.url("tests/corpus/designs/penpot/\(slug).json")))
    }

    /// The corpus's expected fields, by slug.
    static func expected() throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: Repository.url("tests/corpus/designs/penpot/expected.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
    }

    /// `{"design": design, "device": {"id": "iphone-16"}}` plus `members`, decoded.
    static func decoded(design: [UInt8], members: String = "") throws -> DecodedLayout {
        let body =
            Array(#"{"design":"#.utf8) + design + Array(#","device":{"id":"iphone-16"}\#(members)}"#.utf8)
        return try LayoutDecoder.decodeLayout(body)
    }

    /// A shape of a test page: `fields` is a JSON member list added to its own.
    static func shape(
        _ id: String, _ type: String, parent: String = root, _ x: Double = 0, _ y: Double = 0, _ w: Double = 10,
        _ h: Double = 10, shapes: [String]? = nil, with fields: String = ""
    ) -> String {
        var members =
            #""id":"\#(id)","name":"\#(id) name","type":"\#(type)","parentId":"\#(parent)","x":\#(x),"y":\#(y),"#
            + #""width":\#(w),"height":\#(h)"#
        if let shapes { members += #","shapes":[\#(shapes.map { "\"\($0)\"" }.joined(separator: ","))]"# }
        if !fields.isEmpty { members += "," + fields }
        return #""\#(id)":{\#(members)}"#
    }

    /// A page of `shapes` whose root holds `boards`, as a `design` value naming `node`.
    static func page(_ shapes: [String], boards: [String], node: String? = "b") -> [UInt8] {
        let rootShape = shape(root, "frame", 0, 0, 0.01, 0.01, shapes: boards)
        let objects = ([rootShape] + shapes).joined(separator: ",")
        let named = node.map { #","node":"\#($0)""# } ?? ""
        return Array(#"{"penpot":{"objects":{\#(objects)}}\#(named)}"#.utf8)
    }

    /// The design nodes a test page maps to (the screen as the adapter read it).
    static func screen(_ shapes: [String], boards: [String] = ["b"], node: String? = "b") throws -> DesignNode {
        let result = try decoded(design: page(shapes, boards: boards, node: node))
        return try #require(result.mapped).placement.screen
    }

    /// The problem a test page is refused with.
    static func refusal(_ design: [UInt8]) -> Problem? {
        problem(Array(#"{"design":"#.utf8) + design + Array(#","device":{"id":"iphone-16"}}"#.utf8))
    }

    // MARK: The corpus

    static let slugs = [
        "penpot--penpot-files--login", "penpot--penpot-files--register", "penpot--penpot-files--forgot-password",
        "penpot--penpot-files--verify-code", "penpot--penpot-files--new-password",
        "penpot--penpot-files--wireframe-footer-cta-mobile",
    ]

    @Test(arguments: slugs) func eachCorpusBoardMapsAsPenpot(slug: String) throws {
        let expected = try #require(try Self.expected()[slug])
        let result = try Self.decoded(design: try Self.corpus(slug))
        let mapped = try #require(result.mapped)
        #expect(mapped.layout.format == "penpot")
        #expect(mapped.layout.screenID == expected["node"] as? String)
        let answer = String(
            decoding: AnswerEncoder.encode(LayoutSolver.solve(result.request), mapped: result.mapped), as: UTF8.self)
        #expect(answer.contains(#""mapping":{"format":"penpot","screen":{"id":"\#(expected["node"] as! String)""#))
        // Every expected field reaches the layout: as a text field, inside one, or (while the
        // mapper has no rule for boxes drawn as stroked flex rows) as its texts, each a view.
        let screen = mapped.placement.screen
        let mappedIDs = Set(mapped.layout.elementEntries.map(\.id) + mapped.layout.pinnedEntries.map(\.id))
        for field in expected["fields"] as? [[String: String]] ?? [] {
            let node = try #require(screen.find(id: field["id"]!), "\(slug): \(field["id"]!)")
            let holder = mapped.layout.elementEntries.first {
                $0.kind != .view && screen.find(id: $0.id)?.find(id: node.id) != nil
            }
            var texts: [String] = []
            func collect(_ n: DesignNode) {
                if n.type == "TEXT" { texts.append(n.id) }
                n.children.forEach(collect)
            }
            collect(node)
            #expect(
                holder != nil || mappedIDs.contains(node.id) || (!texts.isEmpty && texts.allSatisfy(mappedIDs.contains))
                    || field["label"] == "",
                "\(slug): field \(field["id"]!) is lost")
        }
    }

    @Test func aLoginFieldIsAStrokedFlexRowDrawnIconFirst() throws {
        let result = try Self.decoded(design: try Self.corpus("penpot--penpot-files--login"))
        let screen = try #require(result.mapped).placement.screen
        #expect(screen.type == "FRAME")
        #expect(screen.box == Rect(x: 223, y: -268.5, width: 412, height: 917))
        let phone = try #require(screen.find(id: "7f74a175-4389-80f2-8007-0e9e958af6e3"))
        #expect(phone.type == "FRAME")
        #expect(phone.drawsBox)
        #expect(phone.autoLayout == AutoLayout(vertical: false, primary: .start, counter: .center))
        // `shapes` is [text, icon]; a row lays the last out first: the icon, then the text.
        #expect(phone.children.map(\.name) == ["ic:sharp-phone", "Enter your number"])
        #expect(phone.children[0].type == "INSTANCE")
        #expect(phone.children[1].characters == "Enter your number")
        #expect(!phone.children[1].drawsBox)
        // A path's box comes from its selrect (its x, y, width and height are null).
        let path = try #require(screen.find(id: "7f74a175-4389-80f2-8007-0e9fe66f9824"))
        #expect(path.type == "VECTOR")
        #expect(path.box.map { $0.width > 0 && $0.height > 0 } == true)
        // The logo is a rect with an image fill.
        let image = try #require(screen.find(id: "7f74a175-4389-80f2-8007-0ea1f3c9ad9e"))
        #expect(image.type == "RECTANGLE" && image.showsImage)
        // The checkbox's hidden base rect stays in the tree, hidden.
        #expect(screen.find(id: "7f74a175-4389-80f2-8007-0ea11f7e83e7")?.visible == false)
    }

    @Test func columnReverseStacksKeepTheirOrderTopToBottom() throws {
        let result = try Self.decoded(design: try Self.corpus("penpot--penpot-files--register"))
        let screen = try #require(result.mapped).placement.screen
        let stack = try #require(screen.find(id: "7f74a175-4389-80f2-8007-0ea47a3bc049"))
        #expect(stack.autoLayout?.vertical == true)
        let tops = stack.children.compactMap(\.box?.minY)
        #expect(tops.count == 5 && tops == tops.sorted())
        // The plain column below it (button, then its caption) is read last first.
        let footer = try #require(screen.find(id: "7f74a175-4389-80f2-8007-0ea48afe93ec"))
        #expect(footer.children.map(\.name) == ["Button Enabled", "Already Have an Account ? Sign In"])
        #expect(
            screen.find(id: "7f74a175-4389-80f2-8007-0ea41e5caf9b")?.characters
                == "Please fill your information below to register\nyour account with drive easy")
    }

    @Test func theWireframesNewsletterFieldIsFound() throws {
        let result = try Self.decoded(design: try Self.corpus("penpot--penpot-files--wireframe-footer-cta-mobile"))
        let mapped = try #require(result.mapped)
        let screen = mapped.placement.screen
        // The board is a copy of a component: an instance.
        #expect(screen.type == "INSTANCE")
        let fields = mapped.layout.elementEntries.filter { $0.kind == .textField }
        #expect(fields.count == 1)
        let field = try #require(fields.first)
        #expect(screen.find(id: field.id)?.find(id: "de33e3c6-bd22-8060-8001-92f144608823") != nil)
        #expect(field.label == "Escribe tu dirección de correo ...")
        #expect(mapped.layout.focus == field.id)
    }

    // MARK: Members, one rule each

    @Test func kebabCaseKeysReadAsCamelCase() throws {
        func page(_ kebab: Bool) throws -> DesignNode {
            func k(_ camel: String, _ dashed: String) -> String { kebab ? dashed : camel }
            return try Self.screen([
                Self.shape(
                    "b", "frame", 0, 0, 390, 844, shapes: ["row", "bar"],
                    with:
                        #""fills":[{"\#(k("fillColor", "fill-color"))":"white","\#(k("fillOpacity", "fill-opacity"))":1}]"#
                ),
                Self.shape(
                    "row", "frame", parent: "b", 10, 100, 300, 50, shapes: ["t", "i"],
                    with: #""layout":"flex","\#(k("layoutFlexDir", "layout-flex-dir"))":"row","#
                        + #""\#(k("layoutAlignItems", "layout-align-items"))":"center","#
                        + #""\#(k("layoutItemHSizing", "layout-item-h-sizing"))":"fill","#
                        + #""strokes":[{"\#(k("strokeWidth", "stroke-width"))":1}]"#),
                Self.shape(
                    "t", "text", parent: "row", 50, 110, 100, 20,
                    with:
                        #""content":{"type":"root","children":[{"type":"paragraph-set","children":[{"type":"paragraph","#
                        + #""children":[{"text":"Ema"},{"text":"il"}]}]}]}"#),
                Self.shape("i", "rect", parent: "row", 10, 110, 24, 24),
                Self.shape(
                    "bar", "frame", parent: "b", 0, 760, 390, 84,
                    with:
                        #""\#(k("fixedScroll", "fixed-scroll"))":true,"\#(k("constraintsV", "constraints-v"))":"bottom","#
                        + #""\#(k("constraintsH", "constraints-h"))":"leftright","#
                        + #""\#(k("layoutItemAbsolute", "layout-item-absolute"))":true"#),
            ])
        }
        for kebab in [false, true] {
            let screen = try page(kebab)
            #expect(screen.drawsBox)
            let row = try #require(screen.find(id: "row"))
            #expect(row.autoLayout == AutoLayout(vertical: false, primary: .start, counter: .center))
            #expect(row.layoutChild.fillsWidth && !row.layoutChild.fillsHeight)
            #expect(row.drawsBox)
            #expect(row.children.map(\.id) == ["i", "t"])
            #expect(row.children[1].characters == "Email")
            let bar = try #require(screen.find(id: "bar"))
            #expect(bar.scrollBehavior == .fixed)
            #expect(bar.constraints == Constraints(horizontal: .stretch, vertical: .end))
            #expect(bar.layoutChild.absolute)
            #expect(!bar.drawsBox)
        }
    }

    @Test func reversedFlexKeepsShapesOrderAndSwapsItsAlignment() throws {
        let screen = try Self.screen([
            Self.shape("b", "frame", 0, 0, 390, 844, shapes: ["col"]),
            Self.shape(
                "col", "frame", parent: "b", 0, 0, 390, 200, shapes: ["top", "bottom"],
                with: #""layout":"flex","layoutFlexDir":"column-reverse","layoutJustifyContent":"start""#),
            Self.shape("top", "rect", parent: "col", 0, 0, 390, 50),
            Self.shape("bottom", "rect", parent: "col", 0, 150, 390, 50),
        ])
        let col = try #require(screen.find(id: "col"))
        #expect(col.children.map(\.id) == ["top", "bottom"])
        #expect(col.autoLayout == AutoLayout(vertical: true, primary: .end, counter: .start))
    }

    @Test func aRotatedShapeIsItsBoundingBox() throws {
        let screen = try Self.screen([
            Self.shape("b", "frame", 0, 0, 390, 844, shapes: ["p", "r"]),
            // Its corners as drawn, 45° about (50, 50).
            Self.shape(
                "p", "rect", parent: "b", 30, 40, 40, 20,
                with: #""rotation":45,"points":[{"x":50,"y":30},{"x":70,"y":50},{"x":50,"y":70},{"x":30,"y":50}]"#),
            // No points: the rect turned by its rotation about its centre.
            Self.shape("r", "rect", parent: "b", 100, 100, 100, 50, with: #""rotation":90"#),
        ])
        #expect(screen.find(id: "p")?.box == Rect(x: 30, y: 30, width: 40, height: 40))
        let turned = try #require(screen.find(id: "r")?.box)
        #expect(abs(turned.x - 125) < 1e-6 && abs(turned.y - 75) < 1e-6)
        #expect(abs(turned.width - 50) < 1e-6 && abs(turned.height - 100) < 1e-6)
    }

    @Test func paintsAreSeenOnlyWhenVisible() throws {
        let screen = try Self.screen([
            Self.shape("b", "frame", 0, 0, 390, 844, shapes: ["clear", "hidden", "none", "faded", "img", "pic"]),
            Self.shape("clear", "rect", parent: "b", with: #""fills":[{"fillColor":"black","fillOpacity":0}]"#),
            Self.shape("hidden", "rect", parent: "b", with: #""fills":[{"fillColor":"black","hidden":true}]"#),
            Self.shape("none", "rect", parent: "b", with: #""strokes":[{"strokeWidth":0}],"fills":[]"#),
            Self.shape("faded", "rect", parent: "b", with: #""opacity":0,"fills":[{"fillColor":"black"}]"#),
            Self.shape("img", "image", parent: "b"),
            Self.shape("pic", "rect", parent: "b", with: #""fills":[{"fillImage":{"id":"x","width":1,"height":1}}]"#),
        ])
        for id in ["clear", "hidden", "none", "faded"] { #expect(screen.find(id: id)?.drawsBox == false, "\(id)") }
        #expect(screen.find(id: "img").map { $0.type == "RECTANGLE" && $0.showsImage } == true)
        #expect(screen.find(id: "pic").map { $0.drawsBox && $0.showsImage } == true)
    }

    @Test func typesBecomeTheMappersVocabulary() throws {
        let screen = try Self.screen([
            Self.shape("b", "frame", 0, 0, 390, 844, shapes: ["g", "c", "p", "bo", "s", "copy", "main"]),
            Self.shape("g", "group", parent: "b", shapes: []),
            Self.shape("c", "circle", parent: "b"),
            Self.shape("p", "path", parent: "b"),
            Self.shape("bo", "bool", parent: "b", shapes: []),
            Self.shape("s", "svg-raw", parent: "b"),
            Self.shape("copy", "frame", parent: "b", shapes: [], with: #""componentId":"k1""#),
            Self.shape("main", "frame", parent: "b", shapes: [], with: #""componentId":"k1","mainInstance":true"#),
        ])
        #expect(screen.children.map(\.type) == ["GROUP", "ELLIPSE", "VECTOR", "VECTOR", "VECTOR", "INSTANCE", "FRAME"])
        // The copy is named after its main, which the page holds.
        #expect(screen.find(id: "copy")?.componentName == "main name")
    }

    @Test func sharedPluginDataMarksAField() throws {
        let design = Self.page(
            [
                Self.shape("b", "frame", 0, 0, 393, 852, shapes: ["f"]),
                Self.shape(
                    "f", "frame", parent: "b", 20, 300, 350, 48,
                    with: #""pluginData":{"shared/clearance":{"kind":"textField","keyboardType":"emailAddress"},"#
                        + #""shared/other":{"kind":"view"}}"#),
            ], boards: ["b"])
        let mapped = try #require(try Self.decoded(design: design).mapped)
        #expect(mapped.layout.elementEntries.map(\.id) == ["f"])
        #expect(mapped.layout.elementEntries.first?.kind == .textField)
        #expect(mapped.placement.screen.find(id: "f")?.markedKeyboardType == "emailAddress")
        #expect(mapped.layout.focus == "f")
    }

    @Test func childrenWithoutShapesComeFromTheirParentID() throws {
        let screen = try Self.screen(
            [
                #""b":{"id":"b","type":"frame","parentId":"\#(Self.root)","x":0,"y":0,"width":390,"height":844}"#,
                Self.shape("t2", "text", parent: "b"),
                Self.shape("t1", "text", parent: "b"),
            ], boards: ["b"])
        #expect(screen.children.map(\.id) == ["t1", "t2"])
    }

    // MARK: Choosing the board

    @Test func theOnlyBoardIsTheScreenAndSeveralNeedANode() throws {
        let one = [Self.shape("b", "frame", 0, 0, 390, 844, shapes: [])]
        #expect(try Self.screen(one, node: nil).id == "b")
        // A page object ({id, name, objects}) reads the same.
        let wrapped = Array(
            #"{"penpot":{"id":"p","name":"Page","objects":{\#(Self.shape(Self.root, "frame", shapes: ["b"])),\#(one[0])}}}"#
                .utf8)
        #expect(try #require(try Self.decoded(design: wrapped).mapped).placement.screen.id == "b")
        let two = one + [Self.shape("c", "frame", 500, 0, 390, 844, shapes: [])]
        let p = try #require(Self.refusal(Self.page(two, boards: ["b", "c"], node: nil)))
        #expect(p.errors.map(\.pointer) == ["/design/node"])
        #expect(p.errors.first?.message == "is required: the page holds 2 boards (b 'b name', c 'c name'); name one")
        let missing = try #require(Self.refusal(Self.page(two, boards: ["b", "c"], node: "zz")))
        #expect(missing.errors.map(\.pointer) == ["/design/node"])
        #expect(missing.errors.first?.message == "names no board of the page (it holds b 'b name', c 'c name')")
        let notBoard = try #require(
            Self.refusal(
                Self.page(one + [Self.shape("r", "rect", parent: "b")], boards: ["b"], node: "r")))
        #expect(notBoard.errors.first?.pointer == "/design/node")
        #expect(notBoard.errors.first?.message.hasPrefix("names a rect shape ('r name'), not a board") == true)
        // More than eight are listed as eight and an ellipsis.
        let many = (0..<10).map { Self.shape("m\($0)", "frame", Double($0) * 400, 0, 390, 844, shapes: []) }
        let listed = try #require(Self.refusal(Self.page(many, boards: (0..<10).map { "m\($0)" }, node: nil)))
        #expect(listed.errors.first?.message.hasSuffix("m7 'm7 name', …); name one") == true)
    }

    // MARK: Malformed pages

    @Test func aBodyOfTheWrongShapeIsRefusedAtItsPointer() throws {
        func pointer(_ design: String) -> [String] { Self.refusal(Array(design.utf8))?.errors.map(\.pointer) ?? [] }
        #expect(pointer(#"{"penpot":[1]}"#) == ["/design/penpot"])
        #expect(pointer(#"{"penpot":{"id":"p"}}"#) == ["/design/penpot/objects"])
        #expect(pointer(#"{"penpot":{"objects":[]}}"#) == ["/design/penpot/objects"])
        #expect(pointer(#"{"penpot":{"objects":{}}}"#) == ["/design/penpot/objects"])
        let board = Self.shape("b", "frame", 0, 0, 390, 844, shapes: ["x"])
        func child(_ x: String) -> [UInt8] { Self.page([board, x], boards: ["b"]) }
        #expect(
            Self.refusal(child(#""x":{"id":"x","type":"rect","x":"12","y":0,"width":1,"height":1}"#))?.errors.map(
                \.pointer) == ["/design/penpot/objects/x/x"])
        #expect(
            Self.refusal(child(#""x":{"id":"x","x":0}"#))?.errors.map(\.pointer) == ["/design/penpot/objects/x/type"])
        #expect(Self.refusal(child(#""x":7"#))?.errors.map(\.pointer) == ["/design/penpot/objects/x"])
        #expect(
            Self.refusal(child(Self.shape("x", "group", parent: "b", with: #""shapes":"y""#)))?.errors.map(\.pointer)
                == [
                    "/design/penpot/objects/x/shapes"
                ])
        let flat = Self.page([Self.shape("b", "frame", 0, 0, 0, 844, shapes: [])], boards: ["b"])
        #expect(Self.refusal(flat)?.errors.map(\.pointer) == ["/design/penpot/objects/b"])
    }

    @Test func anAbsentChildACycleOrASharedChildIsAnIssueNotAHang() throws {
        let absent = Self.page([Self.shape("b", "frame", 0, 0, 390, 844, shapes: ["ghost"])], boards: ["b"])
        let a = try #require(Self.refusal(absent)?.errors.first)
        #expect(a.pointer == "/design/penpot/objects/b/shapes/0")
        #expect(a.message == "names 'ghost', which objects lacks")
        let cycle = Self.page(
            [
                Self.shape("b", "frame", 0, 0, 390, 844, shapes: ["g"]),
                Self.shape("g", "group", parent: "b", shapes: ["h"]),
                Self.shape("h", "group", parent: "g", shapes: ["t", "g"]),
                Self.shape("t", "text", parent: "h"),
            ], boards: ["b"])
        let c = try #require(Self.refusal(cycle)?.errors.first)
        #expect(c.pointer == "/design/penpot/objects/h/shapes/1")
        #expect(c.message == "names 'g', which holds 'h': the shapes form a cycle")
        let shared = Self.page(
            [
                Self.shape("b", "frame", 0, 0, 390, 844, shapes: ["g", "h"]),
                Self.shape("g", "group", parent: "b", shapes: ["t"]),
                Self.shape("h", "group", parent: "b", shapes: ["t"]),
                Self.shape("t", "text", parent: "g"),
            ], boards: ["b"])
        #expect(Self.refusal(shared)?.errors.map(\.pointer) == ["/design/penpot/objects/h/shapes/0"])
        // A board that holds itself.
        let own = Self.page([Self.shape("b", "frame", 0, 0, 390, 844, shapes: ["b"])], boards: ["b"])
        #expect(Self.refusal(own)?.errors.map(\.pointer) == ["/design/penpot/objects/b/shapes/0"])
        // Without shapes, a cycle of parentIds is found the same way.
        let parents = Self.page(
            [
                #""b":{"id":"b","type":"frame","parentId":"\#(Self.root)","x":0,"y":0,"width":390,"height":844}"#,
                #""g":{"id":"g","type":"group","parentId":"b","x":0,"y":0,"width":9,"height":9}"#,
                #""h":{"id":"h","type":"group","parentId":"g","x":0,"y":0,"width":9,"height":9}"#,
                #""b2":{"id":"b2","type":"frame","parentId":"h","x":0,"y":0,"width":9,"height":9,"shapes":["g"]}"#,
            ], boards: ["b"])
        let loop = try #require(Self.refusal(parents)?.errors.first)
        #expect(loop.pointer == "/design/penpot/objects/b2/shapes/0")
    }

    /// A chain of `count` groups below the board, each holding the next.
    static func chain(_ count: Int) -> [UInt8] {
        var shapes = [shape("b", "frame", 0, 0, 390, 844, shapes: ["g0"])]
        for i in 0..<count {
            let next = i + 1 < count ? ["g\(i + 1)"] : []
            shapes.append(shape("g\(i)", "group", parent: i == 0 ? "b" : "g\(i - 1)", 10, 10, 50, 50, shapes: next))
        }
        return page(shapes, boards: ["b"])
    }

    @Test func depthIsBoundedAt512() throws {
        let deep = try #require(Self.refusal(Self.chain(600))?.errors.first)
        #expect(deep.pointer == "/design/penpot/objects/g512")
        #expect(deep.message == "lies more than 512 levels below the board: too deep")
        let mapped = try #require(try Self.decoded(design: Self.chain(500)).mapped)
        #expect(mapped.placement.screen.find(id: "g499") != nil)
    }
}
