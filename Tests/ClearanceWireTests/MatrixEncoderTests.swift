import ClearanceWire
import DeviceCatalog
import KeyboardAvoidance
import Testing

@testable import LayoutMatrix

/// The matrix summary's JSON: per-element counts and the focus, in a fixed member order.
@Suite struct MatrixEncoderTests {
    static func encoded(_ summary: MatrixSummary) -> String {
        var buffer: [UInt8] = []
        AnswerEncoder.encode(matrix: MatrixResult(cells: [], summary: summary), into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    static let covered = Verdict(
        state: .partiallyCovered, visibleFraction: 0.75, coveredFraction: 0.25, reachable: true)

    @Test func elementCountsAndFocusFollowTheSummary() {
        var element = ElementSummary(id: "email")
        element.isFocus = true
        element.counts = OutcomeCounts(visible: 4, scrolledOutOfView: 1, covered: 1, unreachable: 0)
        element.partiallyCovered = ["iphone-se/landscape/predictive"]
        element.worst = WorstCase(combination: "iphone-se/landscape/predictive", verdict: Self.covered)
        var focus = FocusSummary(id: "email", minimumDistance: 20)
        focus.visibleWithMinimumDistance = 4
        focus.worst = FocusCase(
            combination: "iphone-se/landscape/predictive", verdict: Self.covered, gap: -12.5, minimumDistance: 20)
        var summary = MatrixSummary(combinations: 6, solved: 6, skipped: 0, elements: [element], focus: focus)
        summary.measured = 3
        summary.derived = 2
        summary.assumed = 1
        let json = Self.encoded(summary)
        #expect(
            json
                == #"{"summary":{"combinations":6,"solved":6,"skipped":0,"measured":3,"derived":2,"assumed":1,"#
                + #""skippedFor":{"notRunning":0,"missingFigure":0,"derivedFigure":0,"styleUnavailable":0,"#
                + #""unresolvable":0},"#
                + #""elements":[{"id":"email","clear":false,"#
                + #""counts":{"visible":4,"scrolledOutOfView":1,"covered":1,"unreachable":0},"covered":[],"#
                + #""partiallyCovered":["iphone-se/landscape/predictive"],"clipped":[],"offscreen":[],"unreachable":[],"#
                + #""worst":{"combination":"iphone-se/landscape/predictive","state":"partiallyCovered","#
                + #""visibleFraction":0.75,"coveredFraction":0.25,"reachable":true}}],"#
                + #""focus":{"id":"email","minimumDistance":20,"visibleWithMinimumDistance":4,"#
                + #""worst":{"combination":"iphone-se/landscape/predictive","state":"partiallyCovered","#
                + #""visibleFraction":0.75,"coveredFraction":0.25,"reachable":true,"gap":-12.5}}},"results":[]}"#)
    }

    @Test func noFocusAndNoGapAreNull() {
        let visible = Verdict(state: .visible, visibleFraction: 1, coveredFraction: 0, reachable: true)
        var focus = FocusSummary(id: "a", minimumDistance: 8)
        focus.worst = FocusCase(combination: "ipad-9/portrait/hidden", verdict: visible, gap: nil, minimumDistance: 8)
        #expect(
            Self.encoded(MatrixSummary(combinations: 0, solved: 0, skipped: 0, elements: [])).contains(
                #""focus":null}"#))
        let json = Self.encoded(MatrixSummary(combinations: 1, solved: 1, skipped: 0, elements: [], focus: focus))
        #expect(json.contains(#""reachable":true,"gap":null}}},"results":[]"#))
    }
}
