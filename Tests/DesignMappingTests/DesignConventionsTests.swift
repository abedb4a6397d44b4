import KeyboardAvoidance
import Testing

@testable import DesignMapping

/// Screens as people draw them (docs/designs.md, "Designs as they are drawn"): bars pinned by
/// their constraints or their place, fields drawn as boxes, carets, buttons, icon glyphs, frames
/// of no device's size. Real screens of the corpus where one shows the convention; small built
/// screens for the edges of a rule.
@Suite struct DesignConventionsTests {
    typealias N = DesignMappingTests

    static let rota = "luisdevux--rotardv-app--"

    static func pinned(_ layout: DesignLayout, _ id: String) -> DesignLayout.Entry? {
        layout.pinnedEntries.first { $0.id == id }
    }

    @Test func aFooterPlacedOutsideItsAutoLayoutAtItsParentsBottomIsABottomBar() throws {
        // novo-abastecimento-filled: 'Footer' (62:103) is ABSOLUTE with constraints BOTTOM at the
        // bottom of 'Main', above the tab bar, which is the last child of the screen's auto layout.
        let (layout, _) = try CorpusScreen.layout(try CorpusScreen.figma(Self.rota + "novo-abastecimento-filled"))
        let footer = try #require(Self.pinned(layout, "62:103"))
        #expect(footer.pin == .bottom && footer.why.contains("ABSOLUTE"))
        let tabs = try #require(Self.pinned(layout, "128:291"))
        #expect(tabs.pin == .bottom && tabs.why.contains("last child of the vertical auto layout"))
    }

    @Test func aBarDrawnAPastTheFramesBottomAndAFooterAboveItAreBottomBars() throws {
        // historico-viagens-2: the tab bar ends 7 points below the 921-point frame.
        let (history, _) = try CorpusScreen.layout(try CorpusScreen.figma(Self.rota + "historico-viagens-2"))
        #expect(Self.pinned(history, "153:473")?.pin == .bottom)
        // encerrar-viagem: a footer named so, stacked on the tab bar, in a page taller than the
        // window: both are placed at the window's bottom, 28 points apart as drawn.
        let (end, placed) = try CorpusScreen.layout(try CorpusScreen.figma(Self.rota + "encerrar-viagem"))
        let footer = try #require(end.pinned.first { $0.id == "35:5115" })
        let tabs = try #require(end.pinned.first { $0.id == "153:495" })
        #expect(footer.pin == .bottom && tabs.pin == .bottom)
        let window = placed.device.screen(.portrait)
        #expect(abs(tabs.frame.maxY - window.height) <= 24)
        #expect(abs(tabs.frame.minY - footer.frame.maxY - 28) <= 0.5)
    }

    @Test func aDividerRowAndAnInfoCardAreNotFields() throws {
        // historico-viagens-2: 'HorizontalBorder' rows (a top border only, a value and a
        // 'Detalhes' link side by side); dados-pessoais: a card with a title and a sentence.
        let (history, _) = try CorpusScreen.layout(try CorpusScreen.figma(Self.rota + "historico-viagens-2"))
        let fields = history.elementEntries.filter { $0.kind == .textField }.map(\.id)
        #expect(!fields.contains("66:119") && !fields.contains("66:57"))
        let (profile, _) = try CorpusScreen.layout(try CorpusScreen.figma(Self.rota + "dados-pessoais"))
        #expect(!profile.elementEntries.contains { $0.id == "33:3286" && $0.kind == .textField })
        #expect(profile.elementEntries.count { $0.kind == .textField } == 5)
    }

    @Test func aFrameOfNoDevicesSizeIsCheckedOnTheNearestByWidth() throws {
        // historico-viagens: 394 wide, the screen of no device.
        let screen = try CorpusScreen.figma(Self.rota + "historico-viagens")
        let (layout, placed) = try CorpusScreen.layout(screen)
        #expect(placed.setup.id.hasPrefix("iphone") && placed.device.points.width == 393)
        #expect(placed.warnings.map(\.code) == ["designDeviceNearest"])
        #expect(placed.warnings[0].message.contains("the nearest by width"))
        // Taller than the window, it is a page that scrolls.
        #expect(layout.container.scrollable && layout.container.frame.width == 393)
    }

    @Test func placeholdersAreKnownByTheirMasksAndWords() {
        for text in [
            "example@example.com", "*************", "•••••", "Type here...", "Search…", "Enter your email", "Senha",
        ] {
            #expect(Mapper.readsAsPlaceholder(text), "\(text)")
        }
        for text in ["Log in", "Hello", "a.b.c", "•• 12", "Continue"] {
            #expect(!Mapper.readsAsPlaceholder(text), "\(text)")
        }
    }

    @Test func namesSplitIntoWords() {
        #expect(Mapper.words("EmailField") == ["email", "field"])
        #expect(Mapper.words("(textfield)Email") == ["textfield", "email"])
        #expect(Mapper.words("first_name-input") == ["first", "name", "input"])
        #expect(Mapper.words("URL") == ["url"])
        #expect(Mapper.words("НомерКарты") == ["номер", "карты"])
        #expect(Mapper.words("iPhone 14 - 1") == ["i", "phone", "14", "1"])
        #expect(Mapper.fieldKind("PasswordField") == .textField)
        #expect(Mapper.fieldKind("Senha") == .textField)
        #expect(Mapper.fieldKind("Пароль") == .textField)
        #expect(Mapper.fieldKind("Nova viagem") == nil)
    }

    /// A 390×844 screen at the origin holding `children`.
    static func screen(_ children: [DesignValue]) -> DesignValue {
        N.node("9:1", "Screen", "FRAME", (0, 0, 390, 844), children: children)
    }

    static let solid = DesignValue.array([.object(["type": .string("SOLID")])])

    @Test func aVectorBoxUnderPlaceholderTextIsAFieldAndItsCaretTheFocus() throws {
        let layout = try N.map(
            Self.screen([
                N.node("9:2", "Rectangle 1971", "VECTOR", (20, 300, 350, 48), extra: ["fills": Self.solid]),
                N.node("9:3", "Email", "TEXT", (36, 314, 120, 20), extra: ["characters": .string("Enter your email")]),
                N.node("9:4", "Rectangle 1972", "VECTOR", (20, 380, 350, 48), extra: ["fills": Self.solid]),
                N.node("9:5", "Password", "TEXT", (36, 394, 120, 20), extra: ["characters": .string("Password")]),
                N.node("9:6", "Line", "LINE", (38, 390, 1, 28)),
            ]))
        #expect(layout.elementEntries.filter { $0.kind == .textField }.map(\.id) == ["9:2", "9:4"])
        #expect(layout.focus == "9:4")
        #expect(layout.focusWhy == "the one text field drawn with a caret in it")
    }

    @Test func buttonsCheckboxesAndShadowsAreNeverFields() throws {
        let layout = try N.map(
            Self.screen([
                // A button drawn as a box with its text centred.
                N.node("9:2", "Rectangle 5", "RECTANGLE", (20, 600, 350, 52), extra: ["fills": Self.solid]),
                N.node("9:3", "Log in", "TEXT", (165, 616, 60, 20), extra: ["characters": .string("Log in")]),
                // A checkbox an HTML import named Input.
                N.node("9:4", "Input", "FRAME", (20, 500, 24, 24), extra: ["fills": Self.solid]),
                // A button's shadow wrapper, its text at the left.
                N.node(
                    "9:5", "Button:shadow", "FRAME", (20, 700, 350, 52), extra: ["fills": Self.solid],
                    children: [
                        N.node("9:6", "Text", "TEXT", (40, 716, 100, 20), extra: ["characters": .string("Send code")])
                    ]),
            ]))
        #expect(layout.elementEntries.filter { $0.kind != .view }.isEmpty)
        #expect(layout.warnings.contains { $0.code == "designNoTextField" })
    }

    @Test func anIconDrawnAsTextIsNeitherAViewNorALabel() throws {
        let layout = try N.map(
            Self.screen([
                N.node("9:2", "arrow_back", "TEXT", (16, 60, 24, 24), extra: ["characters": .string("arrow_back")]),
                N.node("9:3", "Search [textField]", "FRAME", (48, 56, 320, 40)),
            ]))
        #expect(!layout.elementEntries.contains { $0.id == "9:2" })
        #expect(layout.skipped.contains { $0.id == "9:2" && $0.reason.contains("icon font") })
        #expect(layout.elementEntries.first { $0.id == "9:3" }?.label == "Search [textField]")
    }

    @Test func aKeyboardScreenshotIsLeftOutAndItsTopReported() throws {
        let image = DesignValue.array([.object(["type": .string("IMAGE")])])
        let layout = try N.map(
            Self.screen([
                N.node("9:2", "Message [textField]", "FRAME", (20, 420, 350, 44)),
                N.node("9:3", "IMG_8951", "RECTANGLE", (-25, 489, 441, 355), extra: ["fills": image]),
            ]))
        #expect(!layout.elementEntries.contains { $0.id == "9:3" })
        let warning = try #require(layout.warnings.first { $0.code == "designKeyboardDrawn" })
        #expect(warning.message.contains("with its top at y = 489"))
    }

    @Test func aComposerInsideABottomBarIsAFieldWhereItIsPinned() throws {
        let layout = try N.map(
            Self.screen([
                N.node("9:2", "Messages", "TEXT", (20, 100, 200, 30), extra: ["characters": .string("Hi")]),
                N.node(
                    "9:3", "Bottom", "FRAME", (0, 760, 390, 84),
                    extra: ["constraints": .object(["vertical": .string("BOTTOM")])],
                    children: [
                        N.node(
                            "9:4", "Box", "FRAME", (16, 770, 300, 40), extra: ["strokes": Self.solid],
                            children: [
                                N.node(
                                    "9:5", "Hint", "TEXT", (28, 780, 150, 20),
                                    extra: ["characters": .string("Write a message")])
                            ])
                    ]),
            ]))
        #expect(layout.pinnedEntries.map(\.id) == ["9:3", "9:4"])
        #expect(layout.pinned.map(\.pin) == [.bottom, .bottom])
        #expect(layout.pinnedEntries[1].label == "Write a message")
        #expect(layout.focus == "9:4")
    }

    @Test func screensInASectionAreFound() throws {
        let canvas = DesignValue.object([
            "id": .string("0:1"), "name": .string("Page"), "type": .string("CANVAS"),
            "children": .array([
                N.node("5:1", "Wireframes", "SECTION", (0, 0, 2000, 2000), children: [DesignMappingTests.signIn])
            ]),
        ])
        let screen = try FigmaAdapter.screen(in: canvas, node: nil)
        #expect(screen.id == "1:1")
    }

    @Test func aTextOverALineIsAFieldAndAHeadingOverADividerIsNot() throws {
        let layout = try N.map(
            Self.screen([
                N.node("9:2", "Schools", "TEXT", (20, 166, 81, 26), extra: ["characters": .string("Schools")]),
                N.node("9:3", "Line", "RECTANGLE", (21, 195, 336, 3), extra: ["fills": Self.solid]),
                N.node("9:4", "Name", "TEXT", (63, 278, 57, 28), extra: ["characters": .string("Name")]),
                N.node("9:5", "Rectangle Copy 3", "RECTANGLE", (35, 331, 305, 1), extra: ["fills": Self.solid]),
            ]))
        #expect(layout.elementEntries.filter { $0.kind == .textField }.map(\.id) == ["9:5"])
        // The field is the text and its line.
        #expect(layout.elements.first { $0.id == "9:5" }?.frame == Rect(x: 35, y: 278, width: 305, height: 54))
    }

    @Test func messageBubblesAreNotFields() throws {
        let layout = try N.map(
            Self.screen([
                N.node("9:2", "Bubble", "RECTANGLE", (20, 200, 240, 35), extra: ["fills": Self.solid]),
                N.node("9:3", "Text", "TEXT", (32, 208, 200, 20), extra: ["characters": .string("Hello there")]),
                N.node("9:4", "Bubble", "RECTANGLE", (115, 250, 240, 35), extra: ["fills": Self.solid]),
                N.node("9:5", "Text", "TEXT", (127, 258, 200, 20), extra: ["characters": .string("Hi, how are you")]),
            ]))
        #expect(!layout.elementEntries.contains { $0.kind == .textField })
    }

    @Test func aFieldOnAKeyboardDrawnAsKeysRidesIt() throws {
        // Keys: 26 one-letter texts over a 390×260 base at the bottom, named nothing.
        var keys: [DesignValue] = [
            N.node("9:10", "Base", "RECTANGLE", (0, 584, 390, 260), extra: ["fills": Self.solid])
        ]
        for (i, letter) in "qwertyuiopasdfghjklzxcvbnm".enumerated() {
            keys.append(
                N.node(
                    "9:\(100 + i)", String(letter), "TEXT",
                    (Double(4 + (i % 10) * 38), Double(600 + (i / 10) * 54), 20, 24),
                    extra: ["characters": .string(String(letter))]))
        }
        let layout = try N.map(
            Self.screen(
                [
                    N.node("9:2", "Box", "RECTANGLE", (16, 540, 300, 37), extra: ["fills": Self.solid]),
                    N.node("9:3", "Hint", "TEXT", (28, 548, 150, 20), extra: ["characters": .string("Type a message")]),
                ] + keys))
        let composer = try #require(layout.pinnedEntries.first { $0.id == "9:2" })
        #expect(composer.pin == .keyboard && composer.label == "Type a message")
        #expect(!layout.elementEntries.contains { $0.id.hasPrefix("9:1") })
        let warning = try #require(layout.warnings.first { $0.code == "designKeyboardDrawn" })
        #expect(warning.message.contains("with its top at y = 584"))
        #expect(layout.focus == "9:2")
    }

    @Test func aBarPlacedAtTheBottomOfAScreenMarkedToScrollStays() throws {
        let layout = try N.map(
            N.node(
                "9:1", "Screen", "FRAME", (0, 0, 390, 1124),
                extra: ["overflowDirection": .string("VERTICAL_SCROLLING")],
                children: [
                    N.node("9:2", "Email [textField]", "FRAME", (20, 300, 350, 44)),
                    N.node(
                        "9:3", "Row", "FRAME", (0, 1080, 390, 44),
                        children: [N.node("9:4", "t", "TEXT", (20, 1090, 50, 20))]),
                    N.node(
                        "9:5", "Bottom Action Sheet", "FRAME", (0, 966, 390, 102),
                        extra: [
                            "layoutPositioning": .string("ABSOLUTE"),
                            "constraints": .object(["vertical": .string("BOTTOM")]),
                        ], children: [N.node("9:6", "Button", "INSTANCE", (20, 980, 350, 52))]),
                ]))
        // A row of the content touching the bottom still scrolls; the sheet placed there stays,
        // lifted with the page to the window's bottom.
        #expect(layout.pinnedEntries.map(\.id) == ["9:5"])
        #expect(layout.pinned[0].pin == .bottom && layout.pinned[0].frame.minY == 966 - (1124 - 844))
    }

    /// Every text input of the eight shared screens, elements and pinned views alike: the
    /// conventions for screens drawn without marks take none of them away.
    static let sharedFields: [(String, [String])] = [
        ("android-gmail-inbox", ["1:93"]),
        ("bank-credit-card-3", ["389:4985", "389:5002"]),
        ("card-form", ["281:16085", "281:16090", "281:16095", "281:16101", "281:16106"]),
        ("feedback", ["281:7418"]),
        ("food-delivery-sign-up", ["204:2468", "204:2471", "204:2472", "204:2475", "204:2478"]),
        ("help-center", ["7045:2516"]),
        ("light-theme-06", []),
        (
            "rep-edit-profile",
            [
                "2007:14635", "2007:14637", "2007:14824", "2007:14854", "2007:14945", "2007:14903", "2236:16524",
                "2007:14924",
            ]
        ),
    ]

    @Test(arguments: sharedFields) func theSharedScreensKeepEveryField(_ name: String, _ ids: [String]) throws {
        let layout = try FigmaFixture.layout(name)
        let fields =
            layout.elementEntries.filter { $0.kind != .view }.map(\.id)
            + layout.pinnedEntries.filter { $0.label != nil }.map(\.id)
        #expect(fields == ids)
    }

    @Test func theSearchBarsOutsideTheScrollAreaAreFieldsJudgedWherePinned() throws {
        for (name, id, label) in [
            ("android-gmail-inbox", "1:93", "Search in mail"), ("help-center", "7045:2516", "Search"),
        ] {
            let layout = try FigmaFixture.layout(name)
            let entry = try #require(layout.pinnedEntries.first { $0.id == id })
            #expect(entry.label == label && entry.keyboardType == .default)
            #expect(layout.focus == id)
        }
    }

    @Test func aCardPlacedOnATabBarAtTheBottomStaysWithIt() throws {
        let absolute: [String: DesignValue] = [
            "layoutPositioning": .string("ABSOLUTE"), "constraints": .object(["vertical": .string("BOTTOM")]),
        ]
        let layout = try N.map(
            Self.screen([
                N.node("9:2", "Search [textField]", "FRAME", (24, 132, 342, 56)),
                N.node(
                    "9:3", "Card", "FRAME", (0, 480, 390, 250), extra: absolute,
                    children: [N.node("9:4", "t", "TEXT", (20, 530, 80, 20))]),
                N.node(
                    "9:5", "Nav", "FRAME", (0, 730, 390, 114), extra: absolute,
                    children: [N.node("9:6", "i", "INSTANCE", (20, 790, 24, 24))]),
            ]))
        #expect(layout.pinnedEntries.map(\.id) == ["9:3", "9:5"])
        #expect(layout.pinnedEntries[0].why.contains("on 'Nav'"))
        #expect(layout.pinned.allSatisfy { $0.pin == .bottom })
    }

    @Test func aWrapperNamedLikeAFieldIsGoneIntoForTheFieldItHolds() throws {
        // RotaRDV's login draws "Senha" (password) as a frame holding its label and an `Input`.
        let layout = try N.map(
            Self.screen([
                N.node(
                    "9:2", "Senha", "FRAME", (20, 300, 350, 70),
                    children: [
                        N.node("9:3", "Label", "TEXT", (20, 300, 80, 18), extra: ["characters": .string("Senha")]),
                        N.node("9:4", "Input", "FRAME", (20, 322, 350, 48)),
                    ])
            ]))
        #expect(layout.elementEntries.filter { $0.kind == .textField }.map(\.id) == ["9:4"])
        #expect(layout.elementEntries.first { $0.id == "9:4" }?.label == "Senha")
    }

}
