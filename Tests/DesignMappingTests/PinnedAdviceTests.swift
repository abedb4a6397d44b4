import DesignMapping
import KeyboardAvoidance
import Testing

/// Which pinned views of a design act on the form, and so get the advice to pin them to the
/// keyboard when it covers them.
@Suite struct PinnedAdviceTests {
    typealias N = DesignMappingTests

    static func screen(_ name: String) throws -> DesignNode {
        try FigmaAdapter.screen(in: FigmaFixture.document(name), node: nil)
    }

    @Test func theFixturesBottomBarsAreReadFromTheirNamesAndTexts() throws {
        // card-form's "BottomNavBar" shows "Сохранить карту" (Save card); rep-edit-profile's
        // "Group 5819" holds the "Save" button; help-center's "Bottom Navigation - Light Mode"
        // and light-theme-06's "Footer" are tab bars of icons.
        let cases = [
            ("card-form", "611:1343", true), ("rep-edit-profile", "2310:16385", true),
            ("help-center", "7187:4633", false), ("light-theme-06", "3212:20180", false),
        ]
        for (name, id, acts) in cases {
            let node = try #require(try Self.screen(name).find(id: id))
            #expect(PinnedAdvice.actsOnForm(node) == acts, "\(name) \(id)")
        }
    }

    static func bar(_ name: String, texts: [String]) throws -> DesignNode {
        let children = texts.enumerated().map { i, text in
            N.node("t\(i)", "Label", "TEXT", (Double(i) * 80, 800, 60, 20), extra: ["characters": .string(text)])
        }
        return try FigmaAdapter.screen(in: N.node("b", name, "FRAME", (0, 780, 390, 64), children: children), node: nil)
    }

    @Test func anActionInANameOrAFewTextsActsOnTheFormAndATabBarDoesNot() throws {
        #expect(PinnedAdvice.actsOnForm(try Self.bar("Continue button", texts: [])))
        #expect(PinnedAdvice.actsOnForm(try Self.bar("Bottom bar", texts: ["Cancel", "Sign up"])))
        #expect(PinnedAdvice.actsOnForm(try Self.bar("Composer", texts: ["Send"])))
        // Labels of a tab bar, even with an action among them.
        #expect(!PinnedAdvice.actsOnForm(try Self.bar("Bottom bar", texts: ["Home", "Search", "Add", "Profile"])))
        // Named as a tab bar or navigation.
        #expect(!PinnedAdvice.actsOnForm(try Self.bar("Tab bar", texts: ["Post"])))
        #expect(!PinnedAdvice.actsOnForm(try Self.bar("Bottom Navigation", texts: [])))
        // Nothing that reads like an action.
        #expect(!PinnedAdvice.actsOnForm(try Self.bar("Home Indicator area", texts: [])))
    }
}
