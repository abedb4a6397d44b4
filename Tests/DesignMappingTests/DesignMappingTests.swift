import DesignMapping
import KeyboardAvoidance
import Testing

/// The mapping rules of docs/designs.md on small hand-made documents.
@Suite struct DesignMappingTests {
    /// A Figma node value.
    static func node(
        _ id: String, _ name: String, _ type: String, _ box: (Double, Double, Double, Double),
        extra: [String: DesignValue] = [:], children: [DesignValue] = []
    ) -> DesignValue {
        var members: [String: DesignValue] = [
            "id": .string(id), "name": .string(name), "type": .string(type),
            "absoluteBoundingBox": .object([
                "x": .number(box.0), "y": .number(box.1), "width": .number(box.2), "height": .number(box.3),
            ]),
        ]
        if !children.isEmpty { members["children"] = .array(children) }
        for (k, v) in extra { members[k] = v }
        return .object(members)
    }

    /// A 390×844 sign-in screen drawn at (1000, 2000) on its page: a title, two fields, a
    /// button, and a "Continue" bar fixed at the bottom.
    static let signIn = node(
        "1:1", "Sign in", "FRAME", (1000, 2000, 390, 844),
        children: [
            node("1:2", "Welcome", "TEXT", (1020, 2100, 200, 30)),
            node(
                "1:3", "Email", "INSTANCE", (1020, 2500, 350, 44),
                extra: ["componentId": .string("c:1")]),
            node("1:4", "Password [textField]", "FRAME", (1020, 2560, 350, 44)),
            node("1:5", "Divider", "INSTANCE", (1020, 2620, 350, 0)),
            node("1:6", "Continue", "INSTANCE", (1000, 2744, 390, 100), extra: ["scrollBehavior": .string("FIXED")]),
            node("1:7", "Hidden", "INSTANCE", (1020, 2300, 350, 44), extra: ["visible": .bool(false)]),
        ])

    static let export = DesignValue.object([
        "document": signIn,
        "components": .object(["c:1": .object(["name": .string("Text field / Default")])]),
    ])

    static func map(_ document: DesignValue, focus: String? = nil) throws -> DesignLayout {
        let screen = try FigmaAdapter.screen(in: document, node: nil)
        return try DesignMapper.map(
            screen, format: FigmaAdapter.format, window: Size(width: 390, height: 844),
            safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), focus: focus, maxElements: 100)
    }

    @Test func readsTheScreenAndPlacesItOnItsDevice() throws {
        let match = try #require(DeviceMatch.match(Size(width: 390, height: 844)))
        #expect(match.candidates.first == "iphone-14")
        #expect(match.orientation == .portrait && !match.scrollingPage)
        #expect(DeviceMatch.match(Size(width: 844, height: 390))?.orientation == .landscape)
        let page = try #require(DeviceMatch.match(Size(width: 375, height: 1148)))
        #expect(page.scrollingPage && page.candidates.contains("iphone-x"))
        #expect(DeviceMatch.match(Size(width: 333, height: 555)) == nil)
        #expect(DeviceMatch.match(Size(width: 375, height: 812))?.candidates.count == 2)
    }

    @Test func mapsGeometryFromTheScreensOrigin() throws {
        let layout = try Self.map(Self.export)
        #expect(layout.screenID == "1:1")
        // No scrolling layer and the frame fits the window: the window is the container.
        #expect(layout.containerEntry == nil)
        #expect(layout.container.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(!layout.container.scrollable)
        #expect(layout.elements.map(\.id) == ["1:2", "1:3", "1:4"])
        #expect(layout.elements[1].frame == Rect(x: 20, y: 500, width: 350, height: 44))
        #expect(layout.elements.map(\.kind) == [.view, .textField, .textField])
        #expect(layout.elementEntries[1].why.contains("Text field / Default"))
        #expect(layout.elementEntries[2].why.contains("[textField]"))
        // The fixed bar reaches the bottom band (810…844): pin bottom.
        #expect(layout.pinned.map(\.id) == ["1:6"])
        #expect(layout.pinned[0].pin == .bottom)
        #expect(layout.pinned[0].frame == Rect(x: 0, y: 744, width: 390, height: 100))
        // The 0-point divider and the hidden layer are skipped, each with its reason.
        #expect(Set(layout.skipped.map(\.id)) == ["1:5", "1:7"])
        // Two fields and none drawn focused: no focus, and a warning.
        #expect(layout.focus == nil)
        #expect(layout.warnings.map(\.code) == ["designFocusNotChosen"])
    }

    @Test func theFocusIsAnIdOrAnExactNameOrTheViewHoldingIt() throws {
        #expect(try Self.map(Self.export, focus: "1:4").focus == "1:4")
        #expect(try Self.map(Self.export, focus: "Email").focus == "1:3")
        #expect(throws: DesignFocusIssue.self) { try Self.map(Self.export, focus: "Nothing") }
        // The hidden layer is left out: naming it is an error, not a guess.
        #expect(throws: DesignFocusIssue.self) { try Self.map(Self.export, focus: "1:7") }
    }

    @Test func theInnermostScrollerHoldingTheFocusIsTheContainer() throws {
        let form = Self.node(
            "2:1", "Form", "FRAME", (0, 100, 390, 600),
            extra: ["overflowDirection": .string("VERTICAL_SCROLLING")],
            children: [
                Self.node("2:2", "Name", "INSTANCE", (20, 120, 350, 44), extra: ["name": .string("Name input")]),
                Self.node("2:3", "Notes", "INSTANCE", (20, 900, 350, 120), extra: ["name": .string("Text area")]),
            ])
        let screen = Self.node(
            "1:1", "Screen", "FRAME", (0, 0, 390, 844),
            children: [
                Self.node("1:2", "Background", "RECTANGLE", (0, 0, 390, 844)),
                Self.node("1:3", "Header", "FRAME", (0, 0, 390, 100)),
                form,
                Self.node("1:4", "Save bar", "FRAME", (0, 760, 390, 84)),
            ])
        let layout = try Self.map(screen, focus: "2:3")
        #expect(layout.containerEntry?.id == "2:1")
        #expect(layout.container.frame == Rect(x: 0, y: 100, width: 390, height: 600))
        // The content runs to the text area's end: 900 + 120 − 100.
        #expect(layout.container.contentSize == Size(width: 390, height: 920))
        #expect(layout.elements.map(\.frame.minY) == [20, 800])
        #expect(layout.elements.map(\.kind) == [.textField, .textView])
        // Beside the scroll area: the header (pin none) and the save bar (pin bottom); the
        // background drawn below it and behind it is skipped.
        #expect(layout.pinned.map(\.id) == ["1:3", "1:4"])
        #expect(layout.pinned.map(\.pin) == [Pin.none, .bottom])
        #expect(layout.skipped.map(\.id) == ["1:2"])
    }

    @Test func aPageTallerThanTheWindowScrollsAndKeepsItsBottomBarAtTheBottom() throws {
        let screen = Self.node(
            "1:1", "Long form", "FRAME", (0, 0, 390, 1200),
            children: [
                Self.node("1:2", "Field", "INSTANCE", (20, 1000, 350, 44), extra: ["name": .string("Input")]),
                Self.node("1:3", "Bar", "FRAME", (0, 1100, 390, 100), extra: ["isFixed": .bool(true)]),
            ])
        let layout = try Self.map(screen)
        #expect(layout.container.scrollable)
        #expect(layout.container.frame.height == 844)
        #expect(layout.container.contentSize.height == 1200)
        #expect(layout.pinned.first?.frame == Rect(x: 0, y: 744, width: 390, height: 100))
        #expect(layout.focus == "1:2")  // the only field
    }

    @Test func explicitMarksWinOverNames() throws {
        let screen = Self.node(
            "1:1", "Screen", "FRAME", (0, 0, 390, 844),
            children: [
                Self.node(
                    "1:2", "Input", "INSTANCE", (20, 100, 350, 44),
                    extra: ["sharedPluginData": .object(["clearance": .object(["kind": .string("view")])])]),
                Self.node(
                    "1:3", "Bar", "FRAME", (0, 400, 390, 50),
                    extra: [
                        "scrollBehavior": .string("FIXED"),
                        "sharedPluginData": .object(["clearance": .object(["pin": .string("keyboard")])]),
                    ]),
                Self.node(
                    "1:4", "Comment", "INSTANCE", (20, 200, 350, 80),
                    extra: [
                        "componentProperties": .object([
                            "Multiline#1:0": .object(["type": .string("VARIANT"), "value": .string("True")])
                        ])
                    ]),
                Self.node("1:5", "search", "INSTANCE", (20, 300, 24, 24)),
            ])
        let layout = try Self.map(screen)
        #expect(layout.elements.map(\.kind) == [.view, .textView, .view])
        #expect(layout.pinned.first?.pin == .keyboard)
    }

    @Test func everyShapeOfAFigmaDocumentGivesTheSameScreen() throws {
        let bare = try FigmaAdapter.screen(in: Self.signIn, node: nil)
        let nodes = DesignValue.object([
            "nodes": .object(["1:1": .object(["document": Self.signIn, "components": .object([:])])])
        ])
        let fromNodes = try FigmaAdapter.screen(in: nodes, node: nil)
        let fromExport = try FigmaAdapter.screen(in: Self.export, node: nil)
        #expect(bare.id == fromNodes.id && fromNodes.id == fromExport.id)
        #expect(fromExport.children[1].componentName == "Text field / Default")
        let canvas = DesignValue.object([
            "type": .string("CANVAS"), "id": .string("0:1"), "children": .array([Self.signIn]),
        ])
        #expect(try FigmaAdapter.screen(in: canvas, node: nil).id == "1:1")
        #expect(try FigmaAdapter.screen(in: Self.signIn, node: "1:4").id == "1:4")
    }

    @Test func documentsThatAreNoScreenAreRefusedAtTheirPath() {
        func issue(_ v: DesignValue, node: String? = nil) -> DesignIssue? {
            do {
                _ = try FigmaAdapter.screen(in: v, node: node)
                return nil
            } catch {
                return error
            }
        }
        #expect(issue(.string("x"))?.path == ["figma"])
        #expect(issue(.object(["name": .string("x")]))?.path == ["figma"])
        #expect(issue(Self.node("1:1", "T", "TEXT", (0, 0, 10, 10)))?.path == ["figma"])
        #expect(issue(Self.node("1:1", "F", "FRAME", (0, 0, 0, 10)))?.path == ["figma", "absoluteBoundingBox"])
        #expect(issue(.object(["nodes": .object([:])]))?.path == ["figma", "nodes"])
        let two = DesignValue.object([
            "nodes": .object(["1:1": .object(["document": Self.signIn]), "2:1": .object(["document": Self.signIn])])
        ])
        #expect(issue(two)?.path == ["node"])
        #expect(issue(Self.signIn, node: "9:9")?.path == ["node"])
    }
}
