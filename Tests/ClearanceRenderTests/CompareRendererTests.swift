import ClearanceTestSupport
import Foundation
import KeyboardAvoidance
import Testing

@testable import ClearanceRender

/// The comparison grid (policy-formulas §5): a cell per policy, titled, to scale, well-formed.
@Suite struct CompareRendererTests {
    /// policy-formulas §7, field A.
    static let request = Phone.login(
        elements: [Element(id: "field<&>", frame: Rect(x: 20, y: 600, width: 350, height: 44))],
        focus: "field<&>", options: Options())

    @Test func drawsACellPerPolicyWithItsTitle() throws {
        let comparison = PolicyComparison.compare(Self.request)
        let svg = CompareRenderer.render(request: Self.request, comparison: comparison)
        let (parsed, error) = SVGDocument.parse(svg)
        let document = try #require(parsed, "\(error)")
        let cells = document.nodes.filter { $0.name == "g" && $0.attributes["data-policy"] != nil }
        #expect(cells.map { $0.attributes["data-policy"]! }.sorted() == Policy.names.sorted())
        let texts = document.nodes.filter { $0.name == "text" }.map(\.text)
        // Titled with the name and version, the fidelity and the gap (policy-formulas §7: TP 185, IQ 78).
        #expect(texts.contains("tpKeyboardAvoiding 1.3.5"))
        #expect(texts.contains { $0.hasPrefix("source · scrollView · gap 185 pt") })
        #expect(texts.contains { $0.hasPrefix("source · scrollView · gap 78 pt") })
        // TP and the UIKit sample leave the offset out of range after hiding: said in red.
        let afterHide = document.nodes.filter { $0.attributes["data-role"] == "after-hide" }.map(\.text)
        #expect(afterHide.count == 3)  // tpKeyboardAvoiding, uikitGuide, reactNativeScrollView
        #expect(afterHide.contains("after hide: offset 321, out of range"))
        #expect(!svg.contains("NaN") && !svg.contains("inf"))
    }

    @Test func panelsAreToScaleAndColouredByVerdict() throws {
        let comparison = PolicyComparison.compare(Self.request, policies: [.clearance])
        let (parsed, _) = SVGDocument.parse(CompareRenderer.render(request: Self.request, comparison: comparison))
        let document = try #require(parsed)
        let screens = document.nodes.filter { $0.name == "rect" && $0.attributes["data-role"] == "screen" }
        #expect(screens.count == 2)
        // 844 pt at the 240-px screen height: scale 240/844, width 390 · 240/844 ≈ 110.9.
        let width = try #require(Double(screens[0].attributes["width"] ?? ""))
        #expect(abs(width - 390 * 240 / 844) < 0.01)
        let before = document.elementRects(panel: "before")
        let after = document.elementRects(panel: "after")
        // Before: 600…644 lies wholly below the keyboard's top, 508.
        #expect(before.first?.attributes["data-state"] == "covered")
        #expect(after.first?.attributes["data-state"] == "visible")
        #expect(after.first?.attributes["fill"] == VerdictPalette.color(for: .visible))
        #expect(after.first?.attributes["data-id"] == "field<&>")
    }
}
