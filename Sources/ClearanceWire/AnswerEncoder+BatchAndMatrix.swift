import ClearanceContract
import ClearanceJSON
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance
import LayoutMatrix

extension AnswerEncoder {
    /// `{"results": [...]}` for a batch: each item's answer, or `{"problem": {...}}` for an item
    /// that broke the contract, in request order.
    public static func encode(batch results: [Result<LayoutAnswer, Problem>], into buffer: inout [UInt8]) {
        encode(batch: results.map { $0.map { ($0, nil) } }, into: &buffer)
    }

    /// The same, each answer of an item that was a design with its `mapping`.
    public static func encode(
        batch results: [Result<(LayoutAnswer, DesignMapped?), Problem>], into buffer: inout [UInt8]
    ) {
        encode(batch: results.map { $0.map { ($0.0, $0.1, nil) } }, into: &buffer)
    }

    /// The same, each answer of an item that named a device with its `device` (and figures).
    public static func encode(
        batch results: [Result<(LayoutAnswer, DesignMapped?, DeviceGeometry?), Problem>], into buffer: inout [UInt8]
    ) {
        buffer.append(contentsOf: "{\"results\":[".utf8)
        for (i, result) in results.enumerated() {
            if i > 0 { buffer.append(UInt8(ascii: ",")) }
            switch result {
            case .success((let answer, nil, nil)): encode(answer, into: &buffer)
            case .success((let answer, let mapped, let device)):
                buffer.append(contentsOf: encode(answer, mapped: mapped, device: device))
            case .failure(let problem):
                buffer.append(contentsOf: "{\"problem\":".utf8)
                buffer.append(contentsOf: encode(problem))
                buffer.append(UInt8(ascii: "}"))
            }
        }
        buffer.append(contentsOf: "]}".utf8)
    }

    /// A matrix: its summary, then one result per combination.
    ///
    /// ```
    /// { "summary": { "combinations": n, "solved": n, "skipped": n, "measured": n, "derived": n,
    ///                "skippedFor": { "notRunning": n, "missingFigure": n, "derivedFigure": n,
    ///                                "styleUnavailable": n, "unresolvable": n },
    ///                "elements": [ { "id", "clear": bool,
    ///                                "counts": { "visible": n, "scrolledOutOfView": n, "covered": n,
    ///                                            "unreachable": n },
    ///                                "covered": [label], "partiallyCovered": [label],
    ///                                "clipped": [label], "offscreen": [label], "unreachable": [label],
    ///                                "worst": { "combination": label, "state", "visibleFraction",
    ///                                           "coveredFraction", "reachable" } | null } ],
    ///                "focus": { "id", "minimumDistance": n, "visibleWithMinimumDistance": n,
    ///                           "worst": { "combination": label, "state", "visibleFraction",
    ///                                      "coveredFraction", "reachable", "gap": n | null } | null }
    ///                         | null },
    ///   "results": [ { "combination": label, "device", "orientation", "keyboard", "keyboardType", "ios",
    ///                  "provenance", "answer": Answer } | { ..., "skipReason", "skipped": reason } ] }
    /// ```
    /// A label is `device/orientation/keyboard`, then `/keyboardType` unless `default` and `/ios18`
    /// unless iOS 26.
    /// The matrix's answer with `mapping` last when its request was a design (docs/designs.md).
    /// Each solved combination's `pinnedViewCovered` is worded for the design's view.
    public static func encode(matrix result: MatrixResult, mapped: DesignMapped?, into buffer: inout [UInt8]) {
        guard let mapped else { return encode(matrix: result, into: &buffer) }
        var result = result
        for i in result.cells.indices {
            if case .solved(let answer) = result.cells[i].outcome {
                result.cells[i].outcome = .solved(advising(answer, mapped: mapped))
            }
        }
        encode(matrix: result, into: &buffer)
        appendingMapping(mapped, to: &buffer) { w in
            w.raw(",\"mappingWarnings\":")
            appendWarnings(mapped.warnings, to: &w)
        }
    }

    public static func encode(matrix result: MatrixResult, into buffer: inout [UInt8]) {
        let summary = result.summary
        var w = JSONWriter(capacity: 512 + 256 * summary.elements.count)
        w.raw("{\"summary\":{\"combinations\":")
        w.int(summary.combinations)
        w.raw(",\"solved\":")
        w.int(summary.solved)
        w.raw(",\"skipped\":")
        w.int(summary.skipped)
        w.raw(",\"measured\":")
        w.int(summary.measured)
        w.raw(",\"derived\":")
        w.int(summary.derived)
        w.raw(",\"assumed\":")
        w.int(summary.assumed)
        w.raw(",\"skippedFor\":{")
        for (i, entry) in summary.skippedFor.enumerated() {
            if i > 0 { w.raw(",") }
            w.string(entry.reason.rawValue)
            w.raw(":")
            w.int(entry.count)
        }
        w.raw("},\"elements\":[")
        for (i, element) in summary.elements.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"id\":")
            w.string(element.id)
            w.raw(",\"clear\":")
            w.bool(element.isClear)
            w.raw(",\"counts\":{\"visible\":")
            w.int(element.counts.visible)
            w.raw(",\"scrolledOutOfView\":")
            w.int(element.counts.scrolledOutOfView)
            w.raw(",\"covered\":")
            w.int(element.counts.covered)
            w.raw(",\"unreachable\":")
            w.int(element.counts.unreachable)
            w.raw("}")
            w.raw(",\"covered\":")
            appendLabels(element.covered, to: &w)
            w.raw(",\"partiallyCovered\":")
            appendLabels(element.partiallyCovered, to: &w)
            w.raw(",\"clipped\":")
            appendLabels(element.clipped, to: &w)
            w.raw(",\"offscreen\":")
            appendLabels(element.offscreen, to: &w)
            w.raw(",\"unreachable\":")
            appendLabels(element.unreachable, to: &w)
            w.raw(",\"worst\":")
            if let worst = element.worst {
                appendCase(worst.combination, worst.verdict, to: &w)
                w.raw("}")
            } else {
                w.raw("null")
            }
            w.raw("}")
        }
        w.raw("],\"focus\":")
        if let focus = summary.focus {
            w.raw("{\"id\":")
            w.string(focus.id)
            w.raw(",\"minimumDistance\":")
            w.number(focus.minimumDistance)
            w.raw(",\"visibleWithMinimumDistance\":")
            w.int(focus.visibleWithMinimumDistance)
            w.raw(",\"worst\":")
            if let worst = focus.worst {
                appendCase(worst.combination, worst.verdict, to: &w)
                w.raw(",\"gap\":")
                if let gap = worst.gap { w.number(gap) } else { w.raw("null") }
                w.raw("}")
            } else {
                w.raw("null")
            }
            w.raw("}")
        } else {
            w.raw("null")
        }
        w.raw("},\"results\":[")
        w.copy(into: &buffer)
        for (i, cell) in result.cells.enumerated() {
            var w = JSONWriter(capacity: 256)
            if i > 0 { w.raw(",") }
            w.raw("{\"combination\":")
            w.string(cell.setup.label)
            w.raw(",\"device\":")
            w.string(cell.setup.id)
            w.raw(",\"orientation\":")
            w.string(cell.setup.orientation.rawValue)
            w.raw(",\"keyboard\":")
            w.string(cell.setup.keyboard.rawValue)
            w.raw(",\"keyboardType\":")
            w.string(cell.setup.keyboardType.rawValue)
            let resolved = cell.resolved ?? cell.setup
            w.raw(",\"ios\":")
            if let ios = resolved.ios { w.string(ios.description) } else { w.raw("null") }
            w.raw(",\"keyboardStyle\":")
            if let style = resolved.keyboardStyle { w.string(style.rawValue) } else { w.raw("null") }
            switch cell.outcome {
            case .solved(let answer):
                w.raw(",\"provenance\":")
                w.string((cell.provenance ?? .measured).rawValue)
                w.raw(",\"answer\":")
                w.copy(into: &buffer)
                encode(answer, into: &buffer)
            case .skipped(let reason):
                w.raw(",\"skipReason\":")
                w.string((cell.skipReason ?? .missingFigure).rawValue)
                w.raw(",\"skipped\":")
                w.string(reason)
                w.copy(into: &buffer)
            case .unresolvable(let issues):
                w.raw(",\"skipReason\":")
                w.string(MatrixCell.SkipReason.unresolvable.rawValue)
                w.raw(",\"skipped\":")
                w.string(RequestIssue.skipSentence(issues))
                w.copy(into: &buffer)
            }
            buffer.append(UInt8(ascii: "}"))
        }
        buffer.append(contentsOf: "]}".utf8)
    }

    /// `{"combination", "state", "visibleFraction", "coveredFraction", "reachable"`, left open for
    /// the caller's members and its `}`.
    static func appendCase(_ combination: String, _ verdict: Verdict, to w: inout JSONWriter) {
        w.raw("{\"combination\":")
        w.string(combination)
        w.raw(",\"state\":")
        w.string(verdict.state.rawValue)
        w.raw(",\"visibleFraction\":")
        w.number(verdict.visibleFraction)
        w.raw(",\"coveredFraction\":")
        w.number(verdict.coveredFraction)
        w.raw(",\"reachable\":")
        w.bool(verdict.reachable)
    }

    static func appendLabels(_ labels: [String], to w: inout JSONWriter) {
        w.raw("[")
        for (i, label) in labels.enumerated() {
            if i > 0 { w.raw(",") }
            w.string(label)
        }
        w.raw("]")
    }
}
