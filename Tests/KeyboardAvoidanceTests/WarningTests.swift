import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

@Suite struct WarningTests {
    @Test func focusWithNoElement() {
        let answer = LayoutSolver.solve(Phone.login(focus: "ghost"))
        #expect(answer.codes == ["focusNotFound"])
        #expect(answer.target == nil)
        #expect(answer.contentOffset.y == 0)
        #expect(answer.warnings[0].message.contains("'ghost'"))
    }

    @Test func scrollTargetWithNoElementDoesNotFallBackToFocus() {
        let answer = LayoutSolver.solve(Phone.login(options: Options(scrollTarget: "ghost")))
        #expect(answer.codes == ["scrollTargetNotFound"])
        #expect(answer.target == nil)
    }

    @Test func keyboardOffTheScreen() {
        let off = KeyboardInput(state: .shown, frame: Rect(x: 0, y: 900, width: 390, height: 336))
        #expect(LayoutSolver.solve(Phone.login(keyboard: off)).codes == ["keyboardOffScreen"])
    }

    @Test func keyboardShownWithoutAFrame() {
        let bare = KeyboardInput(state: .shown, frame: nil)
        #expect(LayoutSolver.solve(Phone.login(keyboard: bare)).codes == ["keyboardShownWithoutFrame"])
    }

    @Test func requestedHiddenIsNotWorthAWarning() {
        #expect(LayoutSolver.solve(Phone.login(keyboard: .hidden)).warnings.isEmpty)
    }

    @Test func floatingKeyboardCoversAScrollTargetOtherThanTheFocus() {
        // Floating {200,500,320,250}: the target {250,600,200,44} lies under it (covered); the focus
        // {20,100,100,44} does not, so only the target warning.
        let field = Element(id: "field", frame: Rect(x: 250, y: 600, width: 200, height: 44))
        let search = Element(id: "search", frame: Rect(x: 20, y: 100, width: 100, height: 44))
        let request = LayoutRequest(
            screen: Pad.screen, window: Window(frame: Pad.bounds),
            keyboard: KeyboardInput(state: .shown, frame: Rect(x: 200, y: 500, width: 320, height: 250)),
            container: Container(frame: Pad.bounds), elements: [search, field], focus: "search",
            options: Options(scrollTarget: "field"))
        let answer = LayoutSolver.solve(request)
        #expect(answer.codes == ["floatingKeyboardCoversTarget"])
        #expect(answer.warnings[0].message.contains("100%"))
    }

    @Test func floatingKeyboardPartlyCoveringTheFocus() {
        // Field {100,480,200,40}: x 200…300 of 100…300 and y 500…520 of 480…520 under the keyboard
        // → covered 100·20 / 8000 = 25%.
        let field = Element(id: "field", frame: Rect(x: 100, y: 480, width: 200, height: 40))
        let request = LayoutRequest(
            screen: Pad.screen, window: Window(frame: Pad.bounds),
            keyboard: KeyboardInput(state: .shown, frame: Rect(x: 200, y: 500, width: 320, height: 250)),
            container: Container(frame: Pad.bounds), elements: [field], focus: "field")
        let answer = LayoutSolver.solve(request)
        #expect(answer.verdicts("field")?.after.state == .partiallyCovered)
        #expect(answer.codes == ["floatingKeyboardCoversFocus"])
        #expect(answer.warnings[0].message.contains("25%"))
    }

    @Test func codesAreUniqueCamelCaseAndMessagesAreSentences() {
        let codes = WarningCode.allCases.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.first!.isLowercase)
            #expect(code.allSatisfy { $0.isLetter })
        }
        let samples: [Warning] = [
            .keyboardHidden(.zeroSize)!, .keyboardHidden(.offScreen)!, .keyboardHidden(.noFrame)!,
            .focusNotFound("a"), .scrollTargetNotFound("a"), .unusualAnimationCurve(9), .anchorIgnoredByShiftView,
            .containerNotScrollable,
            .targetTallerThanBand("a", height: 0, room: 1),
            .targetClampedOffset("a", wanted: 2, got: 1),
            .floatingKeyboardCovers("a", focus: true, fraction: 1),
            .floatingKeyboardCovers("a", focus: false, fraction: 1),
            .targetNotVisible("a", state: .covered, strategy: .shiftView),
            .shiftMovesContentOffscreen(firstID: "a", count: 3, shift: 10),
            .policyOptionIgnored("flutter", options: ["anchor"]), .policyOptionIgnoredInCompare,
            .policyNeedsScrollView("uikitGuide"), .keyboardIgnoredByPolicy("swiftUI", state: .floating),
            .offsetOutOfRange("iqKeyboardManager", offset: 500, range: (-47, 90)),
            .offsetOutOfRangeAfterHide("tpKeyboardAvoiding", offset: 321, range: (-47, 90)),
            .focusNotVisible("a", policy: "reactNative", state: .offscreen),
            .focusBehindPinnedView("a", behind: ["bar"], focus: true),
            .focusBehindPinnedView("a", behind: ["bar", "badge"], focus: false),
            .pinnedViewCovered("bar", fraction: 1), .pinnedFocusNotVisible("search", state: .covered),
        ]
        // The design mapping's and the catalog's codes are raised outside the engine.
        let engine = codes.filter {
            !$0.hasPrefix("design") && $0 != WarningCode.derivedFigure.rawValue
                && $0 != WarningCode.assumedFigure.rawValue
        }
        #expect(Set(samples.map(\.code)) == Set(engine))
        for warning in samples {
            #expect(warning.message.first!.isUppercase || warning.message.first == "'")
            #expect(warning.message.hasSuffix("."))
        }
    }

    @Test func pointsPrintWithoutNeedlessFractions() {
        #expect(Warning.points(168) == "168")
        #expect(Warning.points(360.5) == "360.5")
        #expect(Warning.points(1.0 / 3) == "0.3")
        #expect(Warning.points(1e300) == "1e+300")
        #expect(Warning.points(.nan) == "nan")
    }
}
