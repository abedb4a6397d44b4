import ClearanceJSON
import KeyboardAvoidance

extension AnswerEncoder {
    /// The room a verdict takes without pinned views: its longest head, two numbers and the
    /// longest tail.
    static let verdictRoom = 128 + 2 * JSONCursor.numberRoom

    /// A verdict; the ids of the pinned views that cover it are those of `pinned` (the answer's,
    /// in request order).
    static func appendVerdict(_ v: Verdict, pinned: [PinnedVerdicts], to w: inout JSONWriter) {
        if v.coveredBy.pinned.isEmpty {
            w.withRoom(verdictRoom) { writeVerdict(v, to: &$0) }
            return
        }
        w.withRoom(verdictRoom) { writeVerdictHead(v, to: &$0) }
        w.raw(",\"coveredBy\":")
        appendCoveredBy(v.coveredBy, pinned: pinned, to: &w)
        w.raw("}")
    }

    /// `["keyboard", pinned view id, …]`: what covers a view; the ids of the pinned views are
    /// those of `pinned` (the answer's, in request order).
    static func appendCoveredBy(_ coveredBy: CoveredBy, pinned: [PinnedVerdicts], to w: inout JSONWriter) {
        w.raw("[")
        var first = true
        if coveredBy.keyboard {
            w.raw("\"keyboard\"")
            first = false
        }
        for index in coveredBy.pinned where pinned.indices.contains(index) {
            if !first { w.byte(UInt8(ascii: ",")) }
            w.string(pinned[index].id)
            first = false
        }
        w.raw("]")
    }

    /// `{"state", "visibleFraction", "coveredFraction", "reachable", "coveredBy"}`, ``verdictRoom``
    /// bytes at most, for a verdict that no pinned view covers (`coveredBy` is `["keyboard"]` or
    /// `[]`).
    @inline(__always) static func writeVerdict(_ v: Verdict, to c: inout JSONCursor) {
        writeVerdict(Figures(v), to: &c)
    }

    /// ``writeVerdict(_:to:)`` of a verdict's figures: read from an element in place, they are
    /// not a copy of the verdict, which holds an array (a retain and a release each).
    @inline(__always) static func writeVerdict(_ v: Figures, to c: inout JSONCursor) {
        writeVerdictHead(v, to: &c)
        if v.keyboard { c.raw(",\"coveredBy\":[\"keyboard\"]}") } else { c.raw(",\"coveredBy\":[]}") }
    }

    /// What a verdict without pinned views writes.
    struct Figures {
        var state: VisibilityState
        var visibleFraction: Double
        var coveredFraction: Double
        var reachable: Bool
        /// Whether the keyboard covers it.
        var keyboard: Bool

        /// The figures of `v`, the one place they are read from a verdict: its scalar fields only,
        /// taken where it lies (borrowed, so neither it nor its `coveredBy.pinned` is copied).
        @inline(__always) init(_ v: borrowing Verdict) {
            state = v.state
            visibleFraction = v.visibleFraction
            coveredFraction = v.coveredFraction
            reachable = v.reachable
            keyboard = v.coveredBy.keyboard
        }
    }

    /// A verdict up to its `coveredBy`, which the caller writes: state, the two fractions and
    /// `reachable` (not the figures' `keyboard`).
    @inline(__always) static func writeVerdictHead(_ v: Verdict, to c: inout JSONCursor) {
        writeVerdictHead(Figures(v), to: &c)
    }

    @inline(__always) static func writeVerdictHead(_ v: Figures, to c: inout JSONCursor) {
        switch v.state {
        case .visible: c.raw("{\"state\":\"visible\",\"visibleFraction\":")
        case .partiallyCovered: c.raw("{\"state\":\"partiallyCovered\",\"visibleFraction\":")
        case .covered: c.raw("{\"state\":\"covered\",\"visibleFraction\":")
        case .clipped: c.raw("{\"state\":\"clipped\",\"visibleFraction\":")
        case .offscreen: c.raw("{\"state\":\"offscreen\",\"visibleFraction\":")
        }
        c.number(v.visibleFraction)
        c.raw(",\"coveredFraction\":")
        c.number(v.coveredFraction)
        if v.reachable { c.raw(",\"reachable\":true") } else { c.raw(",\"reachable\":false") }
    }
}
