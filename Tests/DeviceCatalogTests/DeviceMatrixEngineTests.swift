import DeviceCatalog
import KeyboardAvoidance
import Testing

/// The matrix with the real engine, on a form whose figures are worked by hand from the catalog.
@Suite struct DeviceMatrixEngineTests {
    /// A fixed (non-scrolling) form filling the window, insets `never` so the viewport is the
    /// window itself, no focus (shiftView with no target moves nothing):
    /// - "title" at y 20…60: above every keyboard top in the catalog (the lowest is 166).
    /// - "field" at y 134…178. Docked keyboard tops (screen height − keyboard height):
    ///   portrait, every device: at least 667 − 260 = 407 → visible.
    ///   landscape predictive, before iOS 26 (the matrix runs `ios: ["18"]`): iphone-se 375 − 200
    ///   = 175, iphone-x and iphone-13-mini 375 − 209 = 166 → partly covered (3/44 and 12/44);
    ///   iphone-14 390 − 209 = 181, iphone-15 393 − 209 = 184, iphone-16-pro 402 − 209 = 193,
    ///   iphone-11, iphone-11-pro-max and iphone-8-plus 414 − 209/200 = 205/214, iphone-14-plus
    ///   219, iphone-15-plus 221, iphone-16-pro-max 440 − 209 = 231, iPads ≥ 412 → all at or
    ///   below 178: visible.
    ///   landscape noPredictive: the highest top is 375 − 172 = 203 → visible; hardwareBar: 375 − 55
    ///   = 320 → visible.
    /// So it ends partly covered, and (not scrolling) unreachable, exactly on the three iPhones
    /// 375 points tall in landscape, with the predictive keyboard.
    static let form = RequestTemplate(
        container: Container(frame: .zero, scrollable: false, insetAdjustment: .never),
        elements: [
            Element(id: "title", frame: Rect(x: 20, y: 20, width: 300, height: 40)),
            Element(id: "field", frame: Rect(x: 20, y: 134, width: 300, height: 44)),
        ])

    @Test func fieldHidesOnlyInLandscapeOnTheShortestIPhones() {
        let result = DeviceMatrix.run(Self.form, MatrixSpec(ios: [.ios18]))
        // 21 devices × 2 × 3 = 126. Skipped, for figures no source gives before iOS 26:
        // iphone-air and ipad-air-13 have none (safe areas included): 6 each; ipad-10,
        // ipad-mini-6 and ipad-pro-11-m4 have no on-screen keyboard heights: 4 each (the
        // hardware bar still runs); ipad-pro-13-m4 has none either and no landscape safe area:
        // 2 + 3 = 5. 6 + 6 + 4 + 4 + 4 + 5 = 29 skipped, 97 solved.
        #expect(result.summary.combinations == 126)
        #expect(result.summary.skipped == 29)
        #expect(result.summary.solved == 97)
        let expected = [
            "iphone-se/landscape/predictive/ios18", "iphone-x/landscape/predictive/ios18",
            "iphone-13-mini/landscape/predictive/ios18",
        ]
        let field = result.summary.elements[1]
        #expect(field.id == "field")
        #expect(field.partiallyCovered == expected)
        #expect(field.unreachable == expected)
        #expect(field.covered.isEmpty && field.clipped.isEmpty && field.offscreen.isEmpty)
        // iphone-x and iphone-13-mini tie at 32/44 visible; iphone-x comes first.
        #expect(field.worst?.combination == "iphone-x/landscape/predictive/ios18")
        #expect(field.worst?.verdict.visibleFraction == 32.0 / 44.0)
        #expect(field.worst?.verdict.coveredFraction == 12.0 / 44.0)
        #expect(result.summary.elements[0].isClear)

        let se = result.cells.first { $0.setup.label == "iphone-se/landscape/predictive/ios18" }!
        guard case .solved(let answer) = se.outcome else {
            Issue.record("iphone-se/landscape/predictive was not solved")
            return
        }
        #expect(answer.keyboard.state == .docked)
        #expect(answer.keyboard.frame == Rect(x: 0, y: 175, width: 667, height: 200))
        #expect(answer.containerFrame == Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(answer.elements[1].after.visibleFraction == 41.0 / 44.0)
    }
}
