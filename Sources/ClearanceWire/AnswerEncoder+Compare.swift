import ClearanceJSON
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance

extension AnswerEncoder {
    /// The JSON of a comparison (policy-formulas §5): `{"results": [...], "warnings": [...]}`, each
    /// result with its policy, focus, scroll, shift, inset, hidden count and full answer.
    /// The comparison with `mapping` last when the body was a design (docs/designs.md); the
    /// mapping's warnings come first among the comparison's.
    public static func encode(_ comparison: PolicyComparison, mapped: DesignMapped?) -> [UInt8] {
        encode(comparison, mapped: mapped, device: nil)
    }

    /// The same, with `device` (and its figures) last when the body named a device, and the
    /// warning `derivedFigure` when a rule derived one of them.
    public static func encode(_ comparison: PolicyComparison, mapped: DesignMapped?, device: DeviceGeometry?)
        -> [UInt8]
    {
        var comparison = comparison
        if let mapped {
            comparison.warnings = mapped.warnings + comparison.warnings
            for i in comparison.results.indices {
                comparison.results[i].answer = advising(comparison.results[i].answer, mapped: mapped)
            }
        }
        if let device { comparison.warnings = addingDerivedFigureWarning(device, to: comparison.warnings) }
        var bytes = encode(comparison)
        if let mapped { appendingMapping(mapped, to: &bytes) }
        if let device { appendingDevice(device, to: &bytes) }
        return bytes
    }

    public static func encode(_ comparison: PolicyComparison) -> [UInt8] {
        var w = JSONWriter(capacity: 2048 * Swift.max(comparison.results.count, 1))
        w.raw("{\"results\":[")
        for (i, result) in comparison.results.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"policy\":")
            appendPolicy(result.policy, to: &w)
            w.raw(",\"focus\":")
            if let focus = result.focus {
                w.raw("{\"id\":")
                w.string(focus.id)
                w.raw(",\"gap\":")
                if let gap = focus.gap { w.number(gap) } else { w.raw("null") }
                w.raw(",\"after\":")
                appendVerdict(focus.after, pinned: result.answer.pinned, to: &w)
                w.raw("}")
            } else {
                w.raw("null")
            }
            w.raw(",\"scrollDelta\":")
            w.number(result.scrollDelta)
            w.raw(",\"viewShift\":")
            w.number(result.viewShift)
            w.raw(",\"contentInset\":")
            appendInsets(result.contentInset, to: &w)
            w.raw(",\"hiddenElements\":")
            w.int(result.hiddenElements)
            w.raw(",\"answer\":")
            write(result.answer, to: &w)
            w.raw("}")
        }
        w.raw("],\"warnings\":")
        appendWarnings(comparison.warnings, to: &w)
        w.raw("}")
        var buffer: [UInt8] = []
        w.copy(into: &buffer)
        return buffer
    }
}
