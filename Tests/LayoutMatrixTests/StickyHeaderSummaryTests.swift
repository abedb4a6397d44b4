import DeviceCatalog
import KeyboardAvoidance
import Testing

@testable import LayoutMatrix

/// A summary's `covered` means covered by the keyboard or a pinned view tied to the bottom or the
/// keyboard; an element hidden under a sticky header (a pinned view tied to nothing) has scrolled
/// under it and counts as clipped.
@Suite struct StickyHeaderSummaryTests {
    /// A header (`pin: none`) and a bottom bar over a scrolling form of three rows.
    static let template: RequestDraft = {
        var template = RequestDraft(
            container: Container(frame: .zero, scrollable: true, insetAdjustment: .never),
            elements: ["underHeader", "underBar", "underKeyboard"].enumerated().map { i, id in
                Element(id: id, frame: Rect(x: 0, y: Double(i) * 100, width: 300, height: 44))
            })
        template.pinned = [
            PinnedView(id: "header", frame: Rect(x: 0, y: 0, width: 390, height: 100), pin: .none),
            PinnedView(id: "bar", frame: Rect(x: 0, y: 700, width: 390, height: 100), pin: .bottom),
        ]
        return template
    }()

    /// Answers every combination the same: the first row half under the header, the second half
    /// under the bar, the third wholly under the keyboard.
    static func solve(_ request: LayoutRequest) -> LayoutAnswer {
        func verdict(_ covered: CoveredBy, whole: Bool = false) -> Verdict {
            Verdict(
                state: whole ? .covered : .partiallyCovered, visibleFraction: whole ? 0 : 0.5,
                coveredFraction: whole ? 1 : 0.5, reachable: true, coveredBy: covered)
        }
        let afters = [
            verdict(CoveredBy(keyboard: false, pinned: [0])), verdict(CoveredBy(keyboard: false, pinned: [1])),
            verdict(CoveredBy(keyboard: true), whole: true),
        ]
        return LayoutAnswer(
            keyboard: KeyboardAnswer(state: .docked, frame: request.keyboard.frame, overlap: 0, layoutGuide: .zero),
            strategy: .scrollView, contentInset: .zero, scrollIndicatorInsets: .zero, adjustedContentInset: .zero,
            contentOffset: .zero, scrollDelta: 0, containerFrame: request.container.frame, viewShift: 0, target: nil,
            animation: AnimationAnswer(duration: 0.25, curve: 7, options: 7 << 16),
            elements: zip(request.elements, afters).map { ElementVerdicts(id: $0.id, before: $1, after: $1) },
            warnings: [])
    }

    @Test func anElementUnderAStickyHeaderIsClippedNotCovered() throws {
        let spec = MatrixSpec(
            devices: [try #require(DeviceCatalog.device(id: "iphone-15"))], orientations: [.portrait],
            keyboards: [.predictive])
        let summary = DeviceMatrix.run(Self.template, spec, solve: Self.solve).summary
        let (header, bar, keyboard) = (summary.elements[0], summary.elements[1], summary.elements[2])
        #expect(header.counts == OutcomeCounts(visible: 0, scrolledOutOfView: 1, covered: 0, unreachable: 0))
        #expect(header.clipped == ["iphone-15/portrait/predictive"] && header.partiallyCovered.isEmpty)
        #expect(header.isClear)
        #expect(bar.counts.covered == 1 && bar.partiallyCovered == ["iphone-15/portrait/predictive"])
        #expect(keyboard.counts.covered == 1 && keyboard.covered == ["iphone-15/portrait/predictive"])
    }

    @Test func whollyHiddenUnderAHeaderIsOffscreenAndAnyOtherCoverStays() {
        let headers: Set<Int> = [0]
        let whole = Verdict(
            state: .covered, visibleFraction: 0, coveredFraction: 1, reachable: false,
            coveredBy: CoveredBy(keyboard: false, pinned: [0]))
        let counted = whole.countedForSummary(headers: headers)
        #expect(counted.state == .offscreen && counted.coveredFraction == 0 && counted.coveredBy.isEmpty)
        #expect(!counted.reachable)
        // The keyboard or a bottom view over it as well: still covered.
        for cover in [CoveredBy(keyboard: true, pinned: [0]), CoveredBy(keyboard: false, pinned: [0, 1])] {
            var verdict = whole
            verdict.coveredBy = cover
            #expect(verdict.countedForSummary(headers: headers) == verdict)
        }
    }
}
