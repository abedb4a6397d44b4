import ClearanceWire
import KeyboardAvoidance
import Testing

/// The comparison's JSON (policy-formulas §5): members in order, the full answer alongside.
@Suite struct CompareEncoderTests {
    @Test func membersComeInTheSpecsOrder() throws {
        let request = try decode(
            body(
                #""keyboard":{"height":336},"elements":[{"id":"a","frame":{"x":20,"y":600,"width":350,"height":44}}],"focus":"a""#
            ))
        let comparison = PolicyComparison.compare(request, policies: [.androidAdjustPan(AndroidAdjustPanPolicy())])
        let json = String(decoding: AnswerEncoder.encode(comparison), as: UTF8.self)
        // adjustPan on the 390×844 screen with no safe area: ime 336 > 0, the field's bottom 644
        // passes 844 − 336 = 508 by 136: a pan of 136, gap 508 − (644 − 136) = 0.
        #expect(
            json.hasPrefix(
                #"{"results":[{"policy":{"name":"androidAdjustPan","version":"aosp@93d9547","parameters":{},"#
                    + #""fidelity":"source"},"focus":{"id":"a","gap":0,"after":{"state":"visible","#
                    + #""visibleFraction":1,"coveredFraction":0,"reachable":true,"coveredBy":[]}},"scrollDelta":0,"#
                    + #""viewShift":136,"#
                    + #""contentInset":{"top":0,"left":0,"bottom":0,"right":0},"hiddenElements":0,"answer":{"keyboard":"#
            ))
        #expect(json.hasSuffix(#""viewShift":0}}}],"warnings":[]}"#))
    }

    @Test func noFocusIsNull() throws {
        let request = try decode(body(#""keyboard":{"height":336}"#))
        let json = String(decoding: AnswerEncoder.encode(PolicyComparison.compare(request)), as: UTF8.self)
        #expect(json.contains(#","focus":null,"#))
        #expect(!json.contains(#""focus":{"#))
    }
}
