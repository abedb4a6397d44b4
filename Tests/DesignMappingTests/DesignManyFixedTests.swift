import DesignMapping
import KeyboardAvoidance
import Testing

/// `designManyFixed`: rows of a list marked FIXED, which become pinned views, are pointed out.
@Suite struct DesignManyFixedTests {
    typealias N = DesignMappingTests

    static func manyFixed(_ layout: DesignLayout) -> [Warning] {
        layout.warnings.filter { $0.code == "designManyFixed" }
    }

    @Test func theGmailRowsMarkedFixedAreNamedOnce() throws {
        // android-gmail-inbox: six mail rows (10:100…10:105) marked FIXED in the scrolling root,
        // beside a FIXED search bar, a title and a status row that are meant to stay.
        let layout = try FigmaFixture.layout("android-gmail-inbox")
        let warnings = Self.manyFixed(layout)
        #expect(warnings.count == 1)
        let message = try #require(warnings.first?.message)
        #expect(message.hasPrefix("6 layers stacked in the scroll area 'Android Gmail inbox' are marked FIXED"))
        for row in ["10:100", "10:101", "10:102", "10:103", "10:104", "10:105"] {
            #expect(message.contains("(\(row))"), "\(row)")
        }
        for kept in ["1:93", "1:64", "10:108"] { #expect(!message.contains("(\(kept))"), "\(kept)") }
        #expect(message.contains("58% of its height"))
        // They are still pinned views: the warning says so, the mapping does not change.
        #expect(Set(layout.pinnedEntries.map(\.id)).isSuperset(of: ["10:100", "10:105", "1:93"]))
    }

    @Test func screensWithAFewFixedBarsAreNotWarned() throws {
        for name in ["light-theme-06", "card-form", "help-center", "rep-edit-profile", "feedback"] {
            #expect(Self.manyFixed(try FigmaFixture.layout(name)).isEmpty, "\(name)")
        }
    }

    static func list(rowHeight: Double, count: Int) -> DesignValue {
        let fixed: [String: DesignValue] = ["scrollBehavior": .string("FIXED")]
        let rows = (0..<count).map { i in
            N.node("2:\(i)", "Row", "FRAME", (0, 100 + Double(i) * rowHeight, 390, rowHeight), extra: fixed)
        }
        return N.node(
            "1:1", "List", "FRAME", (0, 0, 390, 844),
            extra: ["overflowDirection": .string("VERTICAL_SCROLLING")],
            children: [N.node("1:2", "Search [textField]", "FRAME", (20, 50, 350, 44))] + rows)
    }

    @Test func threeRowsTakingAThirdOfTheScrollAreaAreEnough() throws {
        #expect(Self.manyFixed(try N.map(Self.list(rowHeight: 100, count: 3))).count == 1)
        // Two rows, or three that take little of it, are no pattern.
        #expect(Self.manyFixed(try N.map(Self.list(rowHeight: 140, count: 2))).isEmpty)
        #expect(Self.manyFixed(try N.map(Self.list(rowHeight: 60, count: 3))).isEmpty)
    }
}
