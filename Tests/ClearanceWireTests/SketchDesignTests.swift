import ClearanceWire
import DesignMapping
import Foundation
import KeyboardAvoidance
import Testing

/// `design.sketch`: Sketch pages and artboards read by `SketchAdapter` (docs/designs.md), the real
/// screens of `tests/corpus/designs/sketch` (their sources: `SOURCES.md` there) and small
/// documents that hold one feature each.
@Suite struct SketchDesignTests {
    /// The corpus file `slug`'s `design` member, as its bytes.
    static func design(_ slug: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Repository.url("tests/corpus/designs/sketch/\(slug).json")))
    }

    /// `{"design": <slug's design>, <members>}`.
    static func body(_ slug: String, _ members: String = "") throws -> [UInt8] {
        Array(#"{"design":"#.utf8) + (try design(slug)) + Array((members.isEmpty ? "}" : ",\(members)}").utf8)
    }

    static let myTasks = "amirdew--MyTasks--add-new-task"
    static let vplan = "simonseyer--vplan--pick-tags"

    /// The screen a body's design was read into, through the codec's pruning reader.
    func screen(_ body: String) throws -> DesignNode {
        try #require(try LayoutDecoder.decodeLayout(Array(body.utf8)).mapped).placement.screen
    }

    /// An artboard of 375×667 at (100, 50) on its page, holding `layers`.
    static func artboard(_ layers: String, extra: String = "") -> String {
        #"{"design":{"sketch":{"_class":"artboard","do_objectID":"A","name":"Screen","#
            + #""frame":{"x":100,"y":50,"width":375,"height":667}\#(extra),"layers":[\#(layers)]}}}"#
    }

    // MARK: The corpus

    @Test func aRealPageIsMappedWithItsArtboardNamedByNode() throws {
        let result = try LayoutDecoder.decodeLayout(try Self.body(Self.myTasks))
        let mapped = try #require(result.mapped)
        #expect(mapped.layout.format == "sketch")
        #expect(mapped.layout.screenID == "E1740B32-8D34-46FA-97BD-6613D16E4D49")
        #expect(mapped.layout.screenName == "Add new task")
        #expect(mapped.device?.id == "iphone-se")
        #expect(result.request.screen == Size(width: 375, height: 667))
        // Frames are relative to the parent: the text 'Create todo app' lies in the group 'Group'
        // (19, 29) of the group 'area' (18, 76), itself on an artboard at (631, -65) on the page.
        let value = try #require(mapped.placement.screen.find(id: "86A48E0E-ABE9-4D1F-A7FE-B7A6FA605465"))
        #expect(value.box == Rect(x: 631 + 37, y: -65 + 123, width: 255, height: 23))
        // Each label, value and underline group is a field (an underlined field).
        #expect(
            mapped.layout.elements.filter { $0.kind == .textField }.map(\.id) == [
                "0DFBD487-C3A3-4B64-B6A2-1A30F66D3E75", "A47E3434-3A3D-4397-829A-6A798E21193B",
                "DE48F656-354A-4EEF-884A-9A757458214D",
            ])
        let title = try #require(mapped.layout.elements.first { $0.id == "208E9E38-10DE-42DB-AE89-887BB6BABD75" })
        #expect(title.frame == Rect(x: 137, y: 37, width: 101, height: 18))
        // Sketch 43 keeps the text only in an archived attributed string: the name stands for it.
        let text = try #require(mapped.placement.screen.find(id: "208E9E38-10DE-42DB-AE89-887BB6BABD75"))
        #expect(text.type == "TEXT")
        #expect(text.characters == "Add new Task")
        // The drawn keyboard is a bitmap: a rectangle that shows an image.
        let keyboard = try #require(mapped.placement.screen.find(id: "643084CD-8554-4F4B-864F-D36EB5DA5EF0"))
        #expect(keyboard.type == "RECTANGLE" && keyboard.showsImage && keyboard.drawsBox)
        // The underlines are shape groups of one rectangle path.
        let line = try #require(mapped.placement.screen.find(id: "60086331-F96C-4D70-B447-D297A2804E52"))
        #expect(line.type == "RECTANGLE" && line.children.isEmpty)
        #expect(line.box == Rect(x: 631 + 38, y: -65 + 150, width: 300, height: 2))
    }

    @Test func aPageOfSeveralArtboardsNeedsNode() throws {
        var page = try Self.design(Self.myTasks)
        // Drop the `node` member: the page holds four artboards.
        let text = String(decoding: page, as: UTF8.self)
        let trimmed = text.replacingOccurrences(of: #","node":"E1740B32-8D34-46FA-97BD-6613D16E4D49""#, with: "")
        #expect(trimmed != text)
        page = Array(trimmed.utf8)
        let p = problem(Array(#"{"design":"#.utf8) + page + Array("}".utf8))
        #expect(p?.errors.map(\.pointer) == ["/design/node"])
        #expect(p?.errors.first?.message.contains("the page holds 4 boards") == true)
        #expect(p?.errors.first?.message.contains("E1740B32-8D34-46FA-97BD-6613D16E4D49 'Add new task'") == true)
        let unknown = Array(trimmed.dropLast().utf8) + Array(#","node":"nope"}"#.utf8)
        let q = problem(Array(#"{"design":"#.utf8) + unknown + Array("}".utf8))
        #expect(q?.errors.map(\.pointer) == ["/design/node"])
        #expect(q?.errors.first?.message.hasPrefix("names no board of the page (it holds ") == true)
    }

    @Test func aTagPickerWithABarAtTheBottomMapsWithoutAFixedLayer() throws {
        let result = try LayoutDecoder.decodeLayout(try Self.body(Self.vplan))
        let mapped = try #require(result.mapped)
        #expect(mapped.layout.format == "sketch")
        #expect(mapped.layout.screenName == "iPhone 8")
        // Nothing in the page is fixed to the viewport: the bar is drawn, not marked, and read
        // from its place (a box as wide as the screen on its bottom edge).
        #expect(mapped.layout.pinned.map(\.id) == ["E3B2E1C7-1744-45A6-A036-A9652DE0A287"])
        #expect(mapped.layout.pinned.first?.pin == .bottom)
        // The chips are not fields.
        #expect(!mapped.layout.elements.contains { $0.kind == .textField })
        let bar = try #require(mapped.placement.screen.find(id: "E3B2E1C7-1744-45A6-A036-A9652DE0A287"))
        #expect(bar.type == "RECTANGLE" && bar.drawsBox)
        #expect(bar.box == Rect(x: 842, y: -29 + 597, width: 375, height: 70))
        // A chip whose fill is disabled still draws its border.
        let chip = try #require(mapped.placement.screen.find(id: "DE6B6B22-F41F-4B11-A323-FF81C3C978C4"))
        #expect(chip.drawsBox)
    }

    @Test func theCorpusExpectationsNameLayersOfTheCommittedScreens() throws {
        let data = try Data(contentsOf: Repository.url("tests/corpus/designs/sketch/expected.json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
        for slug in [Self.myTasks, Self.vplan] {
            let entry = try #require(expected[slug])
            let result = try LayoutDecoder.decodeLayout(try Self.body(slug))
            let screen = try #require(result.mapped).placement.screen
            #expect(screen.id == entry["node"] as? String)
            let fields = (entry["fields"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            let bars = (entry["bottomBars"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            for id in fields + bars { #expect(screen.find(id: id) != nil, "\(slug): \(id)") }
        }
    }

    // MARK: What the adapter reads

    @Test func boxesAreAbsoluteThroughGroupsAndRotation() throws {
        let screen = try screen(
            Self.artboard(
                #"{"_class":"group","do_objectID":"G","frame":{"x":10,"y":20,"width":200,"height":100},"layers":["#
                    + #"{"_class":"rectangle","do_objectID":"R","frame":{"x":5,"y":6,"width":40,"height":30}},"#
                    + #"{"_class":"rectangle","do_objectID":"T","rotation":90,"#
                    + #""frame":{"x":0,"y":0,"width":40,"height":20}}]}"#))
        #expect(screen.type == "FRAME")
        #expect(screen.box == Rect(x: 100, y: 50, width: 375, height: 667))
        #expect(screen.find(id: "G")?.box == Rect(x: 110, y: 70, width: 200, height: 100))
        #expect(screen.find(id: "R")?.box == Rect(x: 115, y: 76, width: 40, height: 30))
        // A quarter turn about its centre (20, 10): the box of its corners is 20×40.
        #expect(screen.find(id: "T")?.box == Rect(x: 120, y: 60, width: 20, height: 40))
    }

    @Test func fixedLayersArePinnedAndConstraintsAreReadFromTheBitmask() throws {
        let body = Self.artboard(
            #"{"_class":"group","do_objectID":"Bar","name":"Tab Bar","isFixedToViewport":true,"resizingConstraint":18,"#
                + #""frame":{"x":0,"y":618,"width":375,"height":49}},"#
                + #"{"_class":"rectangle","do_objectID":"C","resizingConstraint":45,"#
                + #""frame":{"x":10,"y":10,"width":10,"height":10}},"#
                + #"{"_class":"rectangle","do_objectID":"S","resizingConstraint":63,"#
                + #""frame":{"x":10,"y":10,"width":10,"height":10}},"#
                + #"{"_class":"rectangle","do_objectID":"E","resizingConstraint":54,"#
                + #""frame":{"x":10,"y":10,"width":10,"height":10}}"#)
        let screen = try screen(body)
        let bar = try #require(screen.find(id: "Bar"))
        #expect(bar.scrollBehavior == .fixed)
        // 18 = 0b010010: only the width (2) and height (16) bits are set, so every edge is pinned.
        #expect(bar.constraints == Constraints(horizontal: .stretch, vertical: .stretch))
        // 45 = 0b101101: fixed width and height, no pin.
        #expect(screen.find(id: "C")?.constraints == Constraints(horizontal: .center, vertical: .center))
        // 63: nothing set, read as Figma's default.
        #expect(screen.find(id: "S")?.constraints == Constraints(horizontal: .start, vertical: .start))
        // 54 = 0b110110: right (1) and bottom (8) pinned.
        #expect(screen.find(id: "E")?.constraints == Constraints(horizontal: .end, vertical: .end))
        let result = try LayoutDecoder.decodeLayout(Array(body.utf8))
        let pinned = try #require(result.mapped).layout.pinnedEntries
        #expect(pinned.map(\.id) == ["Bar"])
        #expect(pinned.first?.pin == .bottom)
    }

    @Test func typesPaintsTextsAndInstances() throws {
        let screen = try screen(
            Self.artboard(
                #"{"_class":"text","do_objectID":"T","name":"Layer name","frame":{"x":0,"y":0,"width":50,"height":20},"#
                    + #""attributedString":{"_class":"attributedString","string":"Email address"}},"#
                    + #"{"_class":"oval","do_objectID":"O","frame":{"x":0,"y":0,"width":5,"height":5},"#
                    + #""style":{"fills":[{"isEnabled":false,"fillType":0}],"borders":[{"isEnabled":true,"thickness":0}]}},"#
                    + #"{"_class":"rectangle","do_objectID":"I","frame":{"x":0,"y":0,"width":5,"height":5},"#
                    + #""style":{"fills":[{"isEnabled":true,"fillType":4}]}},"#
                    + #"{"_class":"rectangle","do_objectID":"Clear","frame":{"x":0,"y":0,"width":5,"height":5},"#
                    + #""style":{"fills":[{"isEnabled":true,"fillType":0,"color":{"alpha":0}}]}},"#
                    + #"{"_class":"shapeGroup","do_objectID":"SG","frame":{"x":0,"y":0,"width":5,"height":5},"#
                    + #""layers":[{"_class":"shapePath","do_objectID":"P","frame":{"x":0,"y":0,"width":5,"height":5}}]},"#
                    + #"{"_class":"slice","do_objectID":"Slice","frame":{"x":0,"y":0,"width":5,"height":5}},"#
                    + #"{"_class":"symbolInstance","do_objectID":"Inst","name":"Bars/Search/Search Bar – Active","#
                    + #""symbolID":"M","frame":{"x":0,"y":100,"width":375,"height":56},"overrideValues":["#
                    + #"{"overrideName":"AB12_stringValue","value":"Search"},"#
                    + #"{"overrideName":"CD34_symbolID","value":"X"}]},"#
                    + #"{"_class":"symbolInstance","do_objectID":"Old","name":"Composer","symbolID":"Z","#
                    + #""frame":{"x":0,"y":600,"width":375,"height":44},"overrides":{"EF56":"Leave a comment"}}"#,
                extra: #","hasBackgroundColor":true"#))
        #expect(screen.drawsBox)
        #expect(screen.find(id: "T")?.characters == "Email address")
        let oval = try #require(screen.find(id: "O"))
        #expect(oval.type == "ELLIPSE" && !oval.drawsBox)
        let image = try #require(screen.find(id: "I"))
        #expect(image.showsImage && image.drawsBox)
        #expect(screen.find(id: "Clear")?.drawsBox == false)
        #expect(screen.find(id: "SG")?.type == "VECTOR")
        #expect(screen.find(id: "P") == nil)
        #expect(screen.find(id: "Slice") == nil)
        let instance = try #require(screen.find(id: "Inst"))
        #expect(instance.type == "INSTANCE" && instance.componentName == nil)
        #expect(instance.children.map(\.id) == ["Inst;AB12"])
        #expect(instance.children.first?.characters == "Search")
        #expect(instance.children.first?.box == instance.box)
        #expect(screen.find(id: "Old")?.children.map(\.characters) == ["Leave a comment"])
    }

    @Test func aMasterInThePageNamesItsInstances() throws {
        let body =
            #"{"design":{"node":"A","sketch":{"_class":"page","layers":["#
            + #"{"_class":"symbolMaster","do_objectID":"SM","symbolID":"M","name":"Forms/Text Field","#
            + #""frame":{"x":0,"y":0,"width":300,"height":44}},"#
            + #"{"_class":"artboard","do_objectID":"A","name":"Screen","frame":{"x":400,"y":0,"width":375,"height":667},"#
            + #""layers":[{"_class":"symbolInstance","do_objectID":"F","name":"Email","symbolID":"M","#
            + #""frame":{"x":20,"y":100,"width":335,"height":44}}]}]}}}"#
        let result = try LayoutDecoder.decodeLayout(Array(body.utf8))
        let mapped = try #require(result.mapped)
        #expect(mapped.placement.screen.find(id: "F")?.componentName == "Forms/Text Field")
        #expect(mapped.layout.elementEntries.first { $0.id == "F" }?.kind == .textField)
        // Without node, the master does not count as a board: the page has one artboard.
        let withoutNode = body.replacingOccurrences(of: #""node":"A","#, with: "")
        #expect(try LayoutDecoder.decodeLayout(Array(withoutNode.utf8)).mapped?.layout.screenID == "A")
    }

    @Test func smartLayoutAndStacksAreAutoLayouts() throws {
        let screen = try screen(
            Self.artboard(
                #"{"_class":"group","do_objectID":"V","frame":{"x":0,"y":0,"width":10,"height":10},"#
                    + #""groupLayout":{"_class":"MSImmutableInferredGroupLayout","axis":1,"layoutAnchor":2}},"#
                    + #"{"_class":"group","do_objectID":"H","frame":{"x":0,"y":0,"width":10,"height":10},"#
                    + #""groupLayout":{"_class":"MSImmutableFlexGroupLayout","flexDirection":0,"justifyContent":1,"#
                    + #""alignItems":2}},"#
                    + #"{"_class":"group","do_objectID":"F","frame":{"x":0,"y":0,"width":10,"height":10},"#
                    + #""groupLayout":{"_class":"MSImmutableFreeformGroupLayout"}}"#))
        #expect(screen.find(id: "V")?.autoLayout == AutoLayout(vertical: true, primary: .end))
        #expect(screen.find(id: "H")?.autoLayout == AutoLayout(vertical: false, primary: .center, counter: .end))
        #expect(screen.find(id: "F")?.autoLayout == nil)
    }

    // MARK: Malformed documents

    @Test func malformedLayersAreIssuesAtTheirPointers() {
        func pointers(_ body: String) -> [String]? { problem(body)?.errors.map(\.pointer) }
        #expect(
            pointers(
                Self.artboard(
                    #"{"_class":"group","do_objectID":"G","frame":{"x":0,"y":0,"width":1,"height":1},"layers":["#
                        + #"{"_class":"text","do_objectID":"T","frame":{"x":0,"y":0,"width":1,"height":1}},"#
                        + #"{"_class":"rectangle","do_objectID":"R"}]}"#))
                == ["/design/sketch/layers/0/layers/1/frame"])
        #expect(
            pointers(
                Self.artboard(#"{"_class":"text","do_objectID":"T","frame":{"x":0,"y":0,"width":"1","height":1}}"#))
                == ["/design/sketch/layers/0/frame/width"])
        #expect(pointers(Self.artboard(#"[1]"#)) == ["/design/sketch/layers/0"])
        #expect(
            pointers(Self.artboard(#"{"_class":"text","frame":{"x":0,"y":0,"width":1,"height":1}}"#))
                == ["/design/sketch/layers/0/do_objectID"])
        #expect(
            pointers(
                #"{"design":{"sketch":{"_class":"artboard","do_objectID":"A","layers":"none","#
                    + #""frame":{"x":0,"y":0,"width":375,"height":667}}}}"#) == ["/design/sketch/layers"])
        #expect(pointers(#"{"design":{"sketch":{"_class":"document"}}}"#) == ["/design/sketch/_class"])
        #expect(pointers(#"{"design":{"sketch":[]}}"#) == ["/design/sketch"])
        #expect(pointers(#"{"design":{"sketch":{"_class":"page"}}}"#) == ["/design/sketch/layers"])
        #expect(pointers(#"{"design":{"sketch":{"_class":"page","layers":[]}}}"#) == ["/design/sketch/layers"])
        // An artboard of a page without its id is named, not passed over.
        #expect(
            pointers(#"{"design":{"sketch":{"_class":"page","layers":[{"_class":"artboard"}]}}}"#)
                == ["/design/sketch/layers/0/do_objectID"])
        #expect(
            pointers(
                #"{"design":{"sketch":{"_class":"page","layers":[{"_class":"artboard","do_objectID":"A","#
                    + #""frame":{"x":0,"y":0,"width":0,"height":667}}]}}}"#) == ["/design/sketch/layers/0/frame"])
        #expect(
            pointers(
                #"{"design":{"node":"B","sketch":{"_class":"artboard","do_objectID":"A","#
                    + #""frame":{"x":0,"y":0,"width":375,"height":667}}}}"#) == ["/design/node"])
    }

    @Test func layersNestedDeeperThan512AreAnIssueNotACrash() {
        func layer(_ id: String, _ inner: DesignValue?) -> DesignValue {
            var members: [String: DesignValue] = [
                "_class": .string("group"), "do_objectID": .string(id),
                "frame": .object(["x": .number(1), "y": .number(1), "width": .number(10), "height": .number(10)]),
            ]
            if let inner { members["layers"] = .array([inner]) }
            return .object(members)
        }
        var value: DesignValue? = nil
        for i in 0..<600 { value = layer("L\(i)", value) }
        var root = layer("A", value).members
        root["_class"] = .string("artboard")
        do throws(DesignIssue) {
            _ = try SketchAdapter.screen(in: .object(root), node: nil)
            Issue.record("a 601-level artboard was read")
        } catch {
            #expect(error.path.count == 1 + 2 * 512)
            #expect(error.path.prefix(3) == ["sketch", "layers", "0"])
            #expect(error.message == "nests deeper than 512 layers")
        }
    }
}
