import ClearanceRender
import KeyboardAvoidance
import Testing

@Suite struct VerdictPaletteTests {
    @Test func namesEveryStateOnceWithItsOwnColour() {
        #expect(VerdictPalette.entries.map(\.state) == VisibilityState.allCases)
        #expect(Set(VerdictPalette.entries.map(\.color)).count == VisibilityState.allCases.count)
        #expect(!VerdictPalette.entries.map(\.color).contains(VerdictPalette.unknownColor))
    }

    @Test(arguments: [
        (VisibilityState.visible, "#2e9e44"), (.partiallyCovered, "#f0a202"), (.covered, "#d64545"),
        (.clipped, "#8e5cc4"), (.offscreen, "#9a9a9a"),
    ])
    func colourOfState(_ state: VisibilityState, _ color: String) {
        #expect(VerdictPalette.color(for: state) == color)
    }

    @Test func coloursAreLowerCaseHex() {
        for entry in VerdictPalette.entries {
            #expect(entry.color.count == 7 && entry.color.hasPrefix("#"))
            #expect(entry.color.dropFirst().allSatisfy { "0123456789abcdef".contains($0) })
        }
    }
}
