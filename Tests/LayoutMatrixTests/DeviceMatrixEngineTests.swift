import DeviceCatalog
import KeyboardAvoidance
import Testing

@testable import LayoutMatrix

/// The matrix with the real engine, on a form whose figures are worked by hand from the catalog.
@Suite struct DeviceMatrixEngineTests {
    /// A fixed (non-scrolling) form filling the window, insets `never` so the viewport is the
    /// window itself, no focus (shiftView with no target moves nothing):
    /// - "title" at y 20…60: above every keyboard top in the catalog (the lowest is 166).
    /// - "field" at y 134…178. Docked keyboard tops (screen height − keyboard height):
    ///   portrait, every device: at least 667 − 260 = 407 → visible.
    ///   landscape predictive, on iOS 18 (the matrix runs `ios: ["18"]`, the classic keyboard):
    ///   iphone-se 375 − 200 = 175, iphone-13-mini 375 − 209 = 166 → partly covered (3/44 and
    ///   12/44); iphone-14 390 − 209 = 181, iphone-15 393 − 209 = 184, iphone-16-pro 402 − 209 =
    ///   193, iphone-11 and iphone-11-pro-max 414 − 209 = 205, iphone-14-plus 219, iphone-15-plus
    ///   221, iphone-16-pro-max 440 − 209 = 231, iPads ≥ 412 → all at or below 178: visible.
    ///   (iphone-x, 375 tall too, and iphone-8-plus stopped at iOS 16: they do not run iOS 18.)
    ///   landscape noPredictive: the highest top is 375 − 172 = 203 → visible; hardwareBar: 375 − 55
    ///   = 320 → visible.
    /// So it ends partly covered, and (not scrolling) unreachable, exactly on the two iPhones
    /// 375 points tall in landscape that run iOS 18, with the predictive keyboard.
    static let form = RequestDraft(
        container: Container(frame: .zero, scrollable: false, insetAdjustment: .never),
        elements: [
            Element(id: "title", frame: Rect(x: 20, y: 20, width: 300, height: 40)),
            Element(id: "field", frame: Rect(x: 20, y: 134, width: 300, height: 44)),
        ])

    @Test func fieldHidesOnlyInLandscapeOnTheShortestIPhones() throws {
        let result = DeviceMatrix.run(Self.form, MatrixSpec(ios: [Release(major: 18)]))
        // 37 devices × 2 × 3 = 222. Not running iOS 18: iphone-8-plus and iphone-x (their last
        // release is iOS 16), the iPhone Air, the 18 Pros and both iPhone Duo screens (their first
        // is 26 or later), and the 12 Android phones (no iOS release): 19 × 6 = 114. For figures no
        // source gives before iOS 26 and no rule derives: ipad-air-13 has no safe area: 6; ipad-10
        // and ipad-mini-6 have no on-screen keyboard heights: 4 each (the hardware bar still
        // runs); ipad-pro-13-m4 has none either and no landscape safe area: 2 + 3 = 5.
        // (ipad-pro-11-m4's are derived from ipad-pro-11's, sameKeyboardClass.) 6 + 4 + 4 + 5 = 19.
        // 114 + 19 = 133 skipped, 89 solved.
        #expect(result.summary.combinations == 222)
        #expect(result.summary.skipped == 133)
        #expect(result.summary.skippedFor.map(\.count) == [114, 19, 0, 0, 0])
        #expect(result.summary.solved == 89)
        // A release is named, no style: the labels end in /ios18.
        let expected = ["iphone-se/landscape/predictive/ios18", "iphone-13-mini/landscape/predictive/ios18"]
        let field = result.summary.elements[1]
        #expect(field.id == "field")
        #expect(field.partiallyCovered == expected)
        #expect(field.unreachable == expected)
        #expect(field.covered.isEmpty && field.clipped.isEmpty && field.offscreen.isEmpty)
        // iphone-13-mini leaves 32/44 visible, iphone-se 41/44.
        #expect(field.worst?.combination == "iphone-13-mini/landscape/predictive/ios18")
        #expect(field.worst?.verdict.visibleFraction == 32.0 / 44.0)
        #expect(field.worst?.verdict.coveredFraction == 12.0 / 44.0)
        #expect(result.summary.elements[0].isClear)

        let se = try #require(
            result.cells.first {
                $0.setup.id == "iphone-se" && $0.setup.orientation == .landscape && $0.setup.keyboard == .predictive
            })
        #expect(se.setup.label == "iphone-se/landscape/predictive/ios18")
        guard case .solved(let answer) = se.outcome else {
            Issue.record("iphone-se/landscape/predictive was not solved")
            return
        }
        #expect(answer.keyboard.state == .docked)
        #expect(answer.keyboard.frame == Rect(x: 0, y: 175, width: 667, height: 200))
        #expect(answer.containerFrame == Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(answer.elements[1].after.visibleFraction == 41.0 / 44.0)
    }

    /// A 12-field sign-up form in a scroll view, fields 44 tall every 64 pt from y 24 (f12 at
    /// 728…772), content 300×800, the last field focused, the default gap of 20.
    static let signUp = RequestDraft(
        container: Container(frame: .zero),
        contentSize: Size(width: 300, height: 800),
        elements: (0..<12).map { i in
            Element(id: "f\(i + 1)", frame: Rect(x: 20, y: 24 + 64 * Double(i), width: 280, height: 44))
        },
        focus: "f12")

    @Test func fieldsScrolledOffTheTopAreReachableAndClear() throws {
        // iphone-se portrait predictive: rests at -20 (safe area top); keyboard top 667 - 260 = 407,
        // L = 667 - max(0, 260 + 20) = 387, so o' = 772 - 387 = 385 (oMax 800 + 280 - 667 = 413).
        // f1 then sits at 24 - 385 = -361: offscreen, and reachable (at o = -20 it shows). Every
        // field above the focus ends visible or scrolled away; none is covered or out of reach.
        // With the hardware bar (portrait o' = 772 - (667 - 75) = 180; landscape 772 - (375 - 75)
        // = 472) and the landscape predictive keyboard, f1 is likewise far above the viewport.
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-se")!], keyboards: [.predictive, .hardwareBar])
        let result = DeviceMatrix.run(Self.signUp, spec)
        let summary = result.summary
        #expect(summary.solved == 4)
        for element in summary.elements {
            #expect(element.isClear, "\(element.id)")
            #expect(element.counts.covered == 0 && element.counts.unreachable == 0, "\(element.id)")
            #expect(element.counts.total == 4)
        }
        // f1 is out of view in all four combinations, yet listed offscreen (the lists still say where).
        let f1 = summary.elements[0]
        #expect(f1.counts == OutcomeCounts(visible: 0, scrolledOutOfView: 4, covered: 0, unreachable: 0))
        #expect(f1.offscreen.count == 4)
        #expect(summary.elements[11].counts.visible == 4)
        // The focus ends exactly 20 pt above the keyboard in each: the first combination is the worst.
        let focus = try #require(summary.focus)
        #expect(focus.visibleWithMinimumDistance == 4)
        #expect(focus.worst?.combination == "iphone-se/portrait/predictive")
        #expect(focus.worst?.gap == 20)
        let first = try #require(result.cells.first)
        guard case .solved(let answer) = first.outcome else {
            Issue.record("iphone-se/portrait/predictive was not solved")
            return
        }
        #expect(answer.contentOffset.y == 385)
        #expect(answer.elements[0].after.state == .offscreen && answer.elements[0].after.reachable)
    }

    @Test func aFieldBelowTheFocusUnderTheKeyboardIsNotClear() {
        // Focus f6 (344…388) on iphone-se portrait predictive: at rest (-20) it ends at 408 > L 387,
        // so o' = 388 - 387 = 1; f9 (536…580) then sits at 535…579, in the viewport (20…667) under
        // the keyboard (from 407): covered, so not clear; f12 (727…771) lies below the 667-point
        // window: out of view but reachable, so clear; f1 (23…67) is visible.
        var template = Self.signUp
        template.focus = "f6"
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-se")!], orientations: [.portrait], keyboards: [.predictive])
        let summary = DeviceMatrix.run(template, spec).summary
        #expect(summary.elements[8].counts.covered == 1)
        #expect(!summary.elements[8].isClear)
        #expect(summary.elements[11].counts.scrolledOutOfView == 1)
        #expect(summary.elements[11].isClear)
        #expect(summary.elements[0].counts.visible == 1)
        #expect(summary.focus?.worst?.gap == 20)
    }

    @Test func withNoKeyboardTheFocusHasNoGapAndNeedsOnlyToShow() throws {
        // Keyboard hidden on iphone-se: nothing is aimed at, the form rests at -20. f1 (24…68)
        // shows at 44…88: visible, no gap, so it meets the mark. f12 (728…772) would sit at
        // 748…792, below the 667-point window: offscreen, so as the focus it misses.
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-se")!], orientations: [.portrait], keyboards: [.hidden])
        var template = Self.signUp
        template.focus = "f1"
        let top = try #require(DeviceMatrix.run(template, spec).summary.focus)
        #expect(top.visibleWithMinimumDistance == 1)
        #expect(top.worst?.gap == nil)
        #expect(top.worst?.meetsMinimumDistance == true)
        let summary = DeviceMatrix.run(Self.signUp, spec).summary
        let bottom = try #require(summary.focus)
        #expect(bottom.visibleWithMinimumDistance == 0)
        #expect(bottom.worst?.verdict.state == .offscreen)
        // Out of view but reachable, yet the focus must show to be clear.
        #expect(summary.elements[11].counts.scrolledOutOfView == 1)
        #expect(!summary.elements[11].isClear)
    }
}
