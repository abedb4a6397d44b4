import DeviceCatalog
import KeyboardAvoidance
import Testing

@testable import LayoutMatrix

/// The matrix's plumbing with a stand-in solver (the engine's own verdicts are tested end to end
/// through the service): order, skips, stretching and the summary.
@Suite struct DeviceMatrixTests {
    /// Every element is covered when its window frame reaches below the keyboard's top, else
    /// visible; unreachable when it reaches below the screen. Records the requests it saw.
    final class StandIn {
        var requests: [LayoutRequest] = []

        func solve(_ r: LayoutRequest) -> LayoutAnswer {
            requests.append(r)
            let top = r.keyboard.state == .shown ? (r.keyboard.frame?.minY ?? .infinity) : .infinity
            let elements = r.elements.map { e in
                let covered = e.frame.maxY > top
                let verdict = Verdict(
                    state: covered ? .covered : .visible, visibleFraction: covered ? 0 : 1,
                    coveredFraction: covered ? 1 : 0, reachable: e.frame.maxY <= r.screen.height)
                return ElementVerdicts(id: e.id, before: verdict, after: verdict)
            }
            let guide = Rect.zero
            return LayoutAnswer(
                keyboard: KeyboardAnswer(state: .docked, frame: r.keyboard.frame, overlap: 0, layoutGuide: guide),
                strategy: .scrollView, contentInset: .zero, scrollIndicatorInsets: .zero,
                adjustedContentInset: .zero, contentOffset: .zero, scrollDelta: 0, containerFrame: r.container.frame,
                viewShift: 0, target: nil, animation: AnimationAnswer(duration: 0.25, curve: 7, options: 7 << 16),
                elements: elements, warnings: [])
        }
    }

    @Test func cellsComeDevicesFirstThenOrientationsThenKeyboards() {
        // On iOS 26, named (labels end in /ios26): the default is each device's newest release,
        // 27, whose figures are all assumed.
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-se")!, DeviceCatalog.device(id: "iphone-16-pro")!],
            ios: [Release(major: 26)])
        let standIn = StandIn()
        let result = DeviceMatrix.run(RequestDraft(), spec, solve: standIn.solve)
        #expect(
            result.cells.map(\.setup.label) == [
                "iphone-se/portrait/predictive/ios26", "iphone-se/portrait/noPredictive/ios26",
                "iphone-se/portrait/hardwareBar/ios26", "iphone-se/landscape/predictive/ios26",
                "iphone-se/landscape/noPredictive/ios26", "iphone-se/landscape/hardwareBar/ios26",
                "iphone-16-pro/portrait/predictive/ios26", "iphone-16-pro/portrait/noPredictive/ios26",
                "iphone-16-pro/portrait/hardwareBar/ios26", "iphone-16-pro/landscape/predictive/ios26",
                "iphone-16-pro/landscape/noPredictive/ios26", "iphone-16-pro/landscape/hardwareBar/ios26",
            ])
        // With Liquid Glass on iOS 26, RNKC measured the keyboard without its predictive bar only
        // on the iPhone 16e: the portrait noPredictive cells (indices 1 and 7) are solved on
        // withoutBarIsPad's figures (the measured number pad), and say so; no source measured it
        // in landscape and no rule derives it, so the landscape noPredictive cells (4 and 10) are
        // skipped.
        let m = Provenance.measured
        let d = Provenance.derived
        #expect(result.cells.map(\.provenance) == [m, d, m, m, nil, m, m, d, m, m, nil, m])
        #expect(
            result.cells.map(\.skipReason) == [nil, nil, nil, nil, .missingFigure, nil] + [
                nil, nil, nil, nil, .missingFigure, nil,
            ])
        #expect(result.summary.combinations == 12)
        #expect(result.summary.solved == 10)
        #expect(result.summary.measured == 8 && result.summary.derived == 2 && result.summary.assumed == 0)
        #expect(result.summary.skippedFor.map(\.count) == [0, 2, 0, 0, 0])
        #expect(standIn.requests.count == 10)
        // Asked for measured figures only, the matrix skips the derived ones too, each with the reason.
        var measuredOnly = spec
        measuredOnly.figures = .measured
        let strict = DeviceMatrix.run(RequestDraft(), measuredOnly, solve: StandIn().solve)
        guard case .skipped(let reason) = strict.cells[7].outcome else {
            Issue.record("expected a skip")
            return
        }
        #expect(strict.cells[7].skipReason == .derivedFigure)
        #expect(
            reason
                == "No source measured /ios/26/keyboardHeight/liquidGlass/portrait/withoutPredictiveBar "
                + "(withoutBarIsPad); the matrix asked for measured figures only.")
        #expect(strict.summary.skipped == 4 && strict.summary.solved == 8)
        #expect(strict.summary.skippedFor.map(\.count) == [0, 2, 2, 0, 0])
    }

    @Test func byDefaultEachDeviceRunsItsNewestReleaseOnAssumedFigures() {
        // No release named: iphone-se runs its newest, iOS 27, whose figures are iOS 26's,
        // assumed (ios27KeyboardAsIOS26, ios27SafeAreaAsIOS26); the labels name no release or
        // style, as none was named. iphone-x's last release is iOS 16: it runs that, on the
        // figures before iOS 26 (measured).
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-se")!, DeviceCatalog.device(id: "iphone-x")!],
            orientations: [.portrait], keyboards: [.predictive])
        let standIn = StandIn()
        let result = DeviceMatrix.run(RequestDraft(), spec, solve: standIn.solve)
        #expect(result.cells.map(\.setup.label) == ["iphone-se/portrait/predictive", "iphone-x/portrait/predictive"])
        #expect(result.cells.map(\.provenance) == [.assumed, .measured])
        #expect(result.summary.assumed == 1 && result.summary.measured == 1 && result.summary.derived == 0)
        // iphone-se 667 − 260, iphone-x 812 − 336.
        #expect(standIn.requests.map { $0.keyboard.frame?.minY } == [407, 476])
        // Measured figures only: the assumed cell is skipped.
        var measuredOnly = spec
        measuredOnly.figures = .measured
        let strict = DeviceMatrix.run(RequestDraft(), measuredOnly, solve: StandIn().solve)
        #expect(strict.cells.map(\.skipReason) == [.derivedFigure, nil])
    }

    @Test func aModelThatCannotRunTheVersionIsSkippedWithThatReason() {
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-x")!, DeviceCatalog.device(id: "iphone-11-pro")!],
            ios: [Release(major: 26)], orientations: [.portrait], keyboards: [.predictive])
        let result = DeviceMatrix.run(RequestDraft(), spec, solve: StandIn().solve)
        #expect(result.cells.map(\.skipReason) == [.notRunning, nil])
        guard case .skipped(let reason) = result.cells[0].outcome else {
            Issue.record("expected a skip")
            return
        }
        #expect(reason.hasPrefix("iOS 26 does not run on the iPhone X: it runs iOS 11 to 16"))
        #expect(result.summary.skippedFor.map(\.count) == [1, 0, 0, 0, 0])
        // iphone-11-pro (the iphone-x family) on iOS 26: its safe area and keyboard are derived
        // from the figures before iOS 26.
        #expect(result.cells[1].provenance == .derived)
    }

    @Test func aStyleTheReleaseLacksIsSkippedWithThatReason() {
        // Both styles on iOS 18 and 26: Liquid Glass arrived with iOS 26.
        var spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-16-pro")!], ios: [Release(major: 18), Release(major: 26)],
            orientations: [.portrait], keyboards: [.predictive])
        spec.keyboardStyles = [.liquidGlass, .classic]
        let standIn = StandIn()
        let result = DeviceMatrix.run(RequestDraft(), spec, solve: standIn.solve)
        #expect(
            result.cells.map(\.setup.label) == [
                "iphone-16-pro/portrait/predictive/ios18/liquidGlass",
                "iphone-16-pro/portrait/predictive/ios18/classic",
                "iphone-16-pro/portrait/predictive/ios26/liquidGlass",
                "iphone-16-pro/portrait/predictive/ios26/classic",
            ])
        #expect(result.cells.map(\.skipReason) == [.styleUnavailable, nil, nil, nil])
        #expect(result.summary.skippedFor.map(\.count) == [0, 0, 0, 1, 0])
        // 874 − 336 (classic, RNKC), 874 − 335 (Liquid Glass, iOS 26.1), 874 − 336 (classic on 26.2).
        #expect(standIn.requests.map { $0.keyboard.frame?.minY } == [538, 539, 538])
    }

    @Test func summaryListsTheCombinationsWhereAnElementEndsBadly() {
        // A field at y 430…474 in window coordinates. iphone-se (375×667) before iOS 26: keyboard
        // tops are portrait 407 / 451 / 612, landscape (667×375) 175 / 212 / 320. It is covered where
        // the top is above 474: portrait predictive and noPredictive, and all of landscape; and
        // it reaches below the 375-point landscape screen, so landscape is unreachable too.
        // (Labels end in /ios18: the version is not the default.)
        let template = RequestDraft(elements: [
            Element(id: "field", frame: Rect(x: 20, y: 430, width: 300, height: 44)),
            Element(id: "title", frame: Rect(x: 20, y: 20, width: 300, height: 44)),
        ])
        let spec = MatrixSpec(devices: [DeviceCatalog.device(id: "iphone-se")!], ios: [Release(major: 18)])
        let standIn = StandIn()
        let summary = DeviceMatrix.run(template, spec, solve: standIn.solve).summary
        #expect(summary.elements.map(\.id) == ["field", "title"])
        let field = summary.elements[0]
        #expect(
            field.covered == [
                "iphone-se/portrait/predictive/ios18", "iphone-se/portrait/noPredictive/ios18",
                "iphone-se/landscape/predictive/ios18",
                "iphone-se/landscape/noPredictive/ios18", "iphone-se/landscape/hardwareBar/ios18",
            ])
        #expect(
            field.unreachable == [
                "iphone-se/landscape/predictive/ios18", "iphone-se/landscape/noPredictive/ios18",
                "iphone-se/landscape/hardwareBar/ios18",
            ])
        #expect(field.clipped.isEmpty && field.offscreen.isEmpty && field.partiallyCovered.isEmpty)
        // The first combination that is both invisible and unreachable.
        #expect(field.worst?.combination == "iphone-se/landscape/predictive/ios18")
        #expect(!field.isClear)
        let title = summary.elements[1]
        #expect(title.isClear)
        #expect(title.worst?.combination == "iphone-se/portrait/predictive/ios18")
        #expect(title.worst?.verdict.visibleFraction == 1)
    }

    @Test func outcomesSortEveryVerdictIntoOneOfFour() {
        func v(_ state: VisibilityState, _ reachable: Bool) -> Verdict {
            Verdict(state: state, visibleFraction: 0.5, coveredFraction: 0.5, reachable: reachable)
        }
        // Visible first, then any keyboard cover (reachable or not), then out of view by reach.
        #expect(ElementOutcome(v(.visible, true)) == .visible)
        #expect(ElementOutcome(v(.covered, true)) == .covered)
        #expect(ElementOutcome(v(.covered, false)) == .covered)
        #expect(ElementOutcome(v(.partiallyCovered, false)) == .covered)
        #expect(ElementOutcome(v(.offscreen, true)) == .scrolledOutOfView)
        #expect(ElementOutcome(v(.clipped, true)) == .scrolledOutOfView)
        #expect(ElementOutcome(v(.offscreen, false)) == .unreachable)
        #expect(ElementOutcome(v(.clipped, false)) == .unreachable)
    }

    @Test func countsAddUpAndAFocusMustStayVisibleToBeClear() throws {
        // The stand-in's verdicts on iphone-se, predictive keyboard and hardware bar, offset 0 (so
        // window y = content y). Keyboard tops: portrait 667 − 260 = 407 and 667 − 55 = 612;
        // landscape 375 − 55 = 320 for the bar and, for the predictive one, whatever the catalog
        // gives (about 170): read back from the requests the stand-in saw.
        // - "name" 300…344: visible in portrait, covered in landscape (344 > 320) → 2 + 2.
        // - "note" 430…474, the focus: visible only over the portrait bar → 1 visible, 3 covered.
        let template = RequestDraft(
            elements: [
                Element(id: "name", frame: Rect(x: 20, y: 300, width: 300, height: 44)),
                Element(id: "note", frame: Rect(x: 20, y: 430, width: 300, height: 44)),
            ],
            focus: "note")
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-se")!], keyboards: [.predictive, .hardwareBar])
        let standIn = StandIn()
        let summary = DeviceMatrix.run(template, spec, solve: standIn.solve).summary
        let tops = standIn.requests.map { $0.keyboard.frame?.minY ?? .infinity }
        #expect(tops.count == 4 && tops[0] == 407 && tops[1] == 612 && tops[2] < 300 && tops[3] == 320)
        let (name, note) = (summary.elements[0], summary.elements[1])
        #expect(name.counts == OutcomeCounts(visible: 2, scrolledOutOfView: 0, covered: 2, unreachable: 0))
        #expect(note.counts == OutcomeCounts(visible: 1, scrolledOutOfView: 0, covered: 3, unreachable: 0))
        #expect(name.counts.total == summary.solved && note.counts.total == summary.solved)
        #expect(!name.isFocus && note.isFocus)
        #expect(!name.isClear && !note.isClear)

        // Gaps (keyboard top − 474): portrait 407 − 474 = −67 and 612 − 474 = 138; landscape
        // tops[2] − 474 (below −170) and 320 − 474 = −154. Only the portrait bar leaves 20 pt. The
        // others miss the mark and show nothing, so the smallest gap is the worst: landscape
        // predictive.
        let focus = try #require(summary.focus)
        #expect(focus.id == "note")
        #expect(focus.minimumDistance == 20)
        #expect(focus.visibleWithMinimumDistance == 1)
        #expect(focus.worst?.combination == "iphone-se/landscape/predictive")
        #expect(focus.worst?.gap == tops[2] - 474)
        #expect(focus.worst?.meetsMinimumDistance == false)
    }

    @Test func aFocusTooCloseToTheKeyboardIsWorseThanOneWithRoom() throws {
        // "field" 360…400 in portrait: predictive top 407 → visible, gap 7 < 20 (misses); the
        // hardware bar's 612 → gap 212. One meets the mark; the worst is the visible one that
        // misses it.
        let template = RequestDraft(
            elements: [Element(id: "field", frame: Rect(x: 20, y: 360, width: 300, height: 40))], focus: "field")
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-se")!], orientations: [.portrait],
            keyboards: [.predictive, .hardwareBar])
        let summary = DeviceMatrix.run(template, spec, solve: StandIn().solve).summary
        let focus = try #require(summary.focus)
        #expect(focus.visibleWithMinimumDistance == 1)
        #expect(focus.worst?.combination == "iphone-se/portrait/predictive")
        #expect(focus.worst?.gap == 7)
        #expect(focus.worst?.verdict.state == .visible)
        // Visible everywhere and never covered: the element itself is clear.
        #expect(summary.elements[0].isClear)
        // With 5 pt asked, both combinations meet it and the smallest gap is the worst.
        var relaxed = template
        relaxed.options.minimumDistance = 5
        let roomy = try #require(DeviceMatrix.run(relaxed, spec, solve: StandIn().solve).summary.focus)
        #expect(roomy.visibleWithMinimumDistance == 2)
        #expect(roomy.worst?.combination == "iphone-se/portrait/predictive")
        #expect(roomy.worst?.meetsMinimumDistance == true)
    }

    @Test func noFocusNoFocusSummary() {
        let template = RequestDraft(elements: [Element(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        let spec = MatrixSpec(devices: [DeviceCatalog.device(id: "iphone-se")!], keyboards: [.hidden])
        let summary = DeviceMatrix.run(template, spec, solve: StandIn().solve).summary
        #expect(summary.focus == nil)
        #expect(
            summary.elements[0].counts == OutcomeCounts(visible: 2, scrolledOutOfView: 0, covered: 0, unreachable: 0))
    }

    @Test func theIOSAndKeyboardTypeDimensionsNestInsideTheDevice() {
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-16")!], ios: [Release(major: 26), Release(major: 18)],
            orientations: [.portrait],
            keyboards: [.predictive], keyboardTypes: [.default, .numberPad])
        let standIn = StandIn()
        let result = DeviceMatrix.run(RequestDraft(), spec, solve: standIn.solve)
        #expect(
            result.cells.map(\.setup.label) == [
                "iphone-16/portrait/predictive/ios26", "iphone-16/portrait/predictive/numberPad/ios26",
                "iphone-16/portrait/predictive/ios18", "iphone-16/portrait/predictive/numberPad/ios18",
            ])
        // iphone-16 is the iphone-15 family: iOS 26 Liquid Glass keyboard 335 (852 - 335 = 517),
        // number pad 308 (852 - 308 = 544, FW); before iOS 26 336 (516) and the pad 291 (561,
        // RNKC on iOS 18.5).
        #expect(standIn.requests.map { $0.keyboard.frame?.minY } == [517, 544, 516, 561])
        #expect(result.cells.map(\.provenance) == [.measured, .measured, .measured, .measured])
    }

    @Test func aCombinationTheRequestCannotBeResolvedOnIsSkippedWithTheIssue() {
        // A 400-point accessory view on iphone-se's predictive keyboard before iOS 26: portrait
        // 260 + 400 = 660 fits the 667-point screen (top 667 - 660 = 7); landscape 200 + 400 = 600
        // does not fit the 375-point one. The matrix resolves each combination as a request with
        // that `device` is resolved, so the landscape cell is skipped with the issue a single
        // request gets as a 422 (before the one resolver, it was solved with a keyboard taller
        // than the screen).
        let template = RequestDraft(
            accessoryHeight: 400, elements: [Element(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-se")!], ios: [Release(major: 18)], keyboards: [.predictive])
        let standIn = StandIn()
        let result = DeviceMatrix.run(template, spec, solve: standIn.solve)
        #expect(standIn.requests.map(\.keyboard.frame) == [Rect(x: 0, y: 7, width: 375, height: 660)])
        #expect(result.summary.solved == 1 && result.summary.skipped == 1)
        guard case .unresolvable(let issues) = result.cells[1].outcome else {
            Issue.record("expected a skip")
            return
        }
        #expect(issues == [.accessoryMakesKeyboardTallerThanScreen(keyboard: 600, screen: 375)])
        #expect(result.cells[1].skipReason == .unresolvable)
    }

    @Test func stretchUsesEachDevicesWindowWidth() {
        let template = RequestDraft(elements: [Element(id: "f", frame: Rect(x: 0, y: 0, width: 390, height: 10))])
        let spec = MatrixSpec(
            devices: [DeviceCatalog.device(id: "iphone-se")!], keyboards: [.hidden], referenceWidth: 390)
        let standIn = StandIn()
        _ = DeviceMatrix.run(template, spec, solve: standIn.solve)
        // 375 wide in portrait, 667 in landscape: the full-width field follows.
        #expect(standIn.requests.map(\.elements[0].frame.width) == [375, 667])
        #expect(standIn.requests.map(\.keyboard.state) == [.hidden, .hidden])
    }
}
