import DesignMapping
import KeyboardAvoidance
import Testing

/// Status bars, home indicators and keyboards drawn into a design are decoration: skipped with a
/// reason, never pinned views or elements (docs/designs.md, "Decoration").
@Suite struct DesignDecorationTests {
    typealias N = DesignMappingTests

    static func ids(_ layout: DesignLayout) -> Set<String> {
        Set(layout.elementEntries.map(\.id) + layout.pinnedEntries.map(\.id))
    }

    static func reason(_ id: String, in layout: DesignLayout) -> String? {
        layout.skipped.first { $0.id == id }?.reason
    }

    @Test func aFixedStatusBarAndHomeIndicatorAreNotPinnedViews() throws {
        // light-theme-06: "Status Bar" (3212:20182) and "Home Indicator" (3212:20183), both FIXED.
        let layout = try FigmaFixture.layout("light-theme-06")
        #expect(!Self.ids(layout).contains("3212:20182"))
        #expect(!Self.ids(layout).contains("3212:20183"))
        #expect(Self.reason("3212:20182", in: layout)?.hasPrefix("a status bar drawn into the design") == true)
        #expect(Self.reason("3212:20183", in: layout)?.hasPrefix("a home indicator drawn into the design") == true)
        // The footer and the navigation bar stay pinned views.
        #expect(layout.pinnedEntries.map(\.id) == ["3212:20180", "3212:20181"])
    }

    @Test func statusBarsNamedEveryWayAreSkipped() throws {
        // feedback: "iOS / Status Bar" (FIXED); bank-credit-card-3: "System / StatusBars / Black"
        // (an instance that scrolls, which was an element).
        let feedback = try FigmaFixture.layout("feedback")
        #expect(Self.reason("281:7189", in: feedback) != nil && !Self.ids(feedback).contains("281:7189"))
        // The nav bar stays (FIXED); the Submit bar is constrained to the bottom (a bottom bar).
        #expect(feedback.pinnedEntries.map(\.id) == ["281:7447", "281:7245"])
        let bank = try FigmaFixture.layout("bank-credit-card-3")
        #expect(Self.reason("389:5001", in: bank) != nil && !Self.ids(bank).contains("389:5001"))
    }

    static func screen(_ extra: [DesignValue]) -> DesignValue {
        N.node(
            "1:1", "Sign in", "FRAME", (0, 0, 390, 844),
            children: [
                N.node("1:2", "Email [textField]", "FRAME", (20, 300, 350, 44)),
                N.node("1:3", "status bar - iPhone", "INSTANCE", (0, 0, 390, 47)),
                N.node("1:4", "HomeIndicator", "INSTANCE", (0, 810, 390, 34)),
            ] + extra)
    }

    @Test func aKeyboardDrawnAtTheBottomIsSkippedWithAWarningNamingItsTop() throws {
        let layout = try N.map(Self.screen([N.node("1:9", "Keyboard / iOS / Light", "INSTANCE", (0, 508, 390, 336))]))
        #expect(Self.ids(layout) == ["1:2"])
        #expect(
            Self.reason("1:9", in: layout)?.hasPrefix("a keyboard drawn into the design (390×336, top at y = 508)")
                == true)
        #expect(Self.reason("1:3", in: layout) != nil && Self.reason("1:4", in: layout) != nil)
        let drawn = layout.warnings.filter { $0.code == "designKeyboardDrawn" }
        #expect(drawn.count == 1)
        #expect(drawn.first?.message.contains("'Keyboard / iOS / Light' (1:9), with its top at y = 508") == true)
    }

    @Test func onlyAFullWidthBottomLayerOfAKeyboardsHeightIsAKeyboard() throws {
        let notKeyboards = [
            // A keyboard-shortcut row: too low to be a keyboard.
            N.node("1:5", "Keyboard shortcuts", "INSTANCE", (0, 800, 390, 44)),
            // Full height, not at the bottom.
            N.node("1:6", "Keyboard", "INSTANCE", (0, 100, 390, 300)),
            // Not full width.
            N.node("1:7", "Keyboard", "INSTANCE", (20, 544, 350, 300)),
        ]
        let layout = try N.map(Self.screen(notKeyboards))
        #expect(Self.ids(layout).isSuperset(of: ["1:5", "1:6", "1:7"]))
        #expect(!layout.warnings.contains { $0.code == "designKeyboardDrawn" })
    }

    @Test func anExplicitMarkIsNeverDecoration() throws {
        let marked = N.node(
            "1:8", "Home bar", "INSTANCE", (0, 800, 390, 44),
            extra: ["sharedPluginData": .object(["clearance": .object(["pin": .string("bottom")])])])
        let layout = try N.map(Self.screen([marked]))
        #expect(layout.pinnedEntries.map(\.id).contains("1:8") || layout.elementEntries.map(\.id).contains("1:8"))
    }
}
