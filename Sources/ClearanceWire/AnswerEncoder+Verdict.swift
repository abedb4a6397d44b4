import ClearanceJSON
import KeyboardAvoidance

extension AnswerEncoder {
    /// The room a verdict takes without pinned views: its longest head, two numbers and the
    /// longest tail (and at least the ``VerdictText/entrySize`` bytes a table copy stores).
    static let verdictRoom = 128 + 2 * JSONCursor.numberRoom

    /// A verdict; the ids of the pinned views that cover it are those of `pinned` (the answer's,
    /// in request order).
    static func appendVerdict(_ v: Verdict, pinned: [PinnedVerdicts], to w: inout JSONWriter) {
        let table = VerdictText.table
        if v.coveredBy.pinned.isEmpty {
            w.withRoom(verdictRoom) { writeVerdict(v, table: table, to: &$0) }
            return
        }
        w.withRoom(verdictRoom) { writeVerdictHead(v, table: table, to: &$0) }
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
    /// `[]`); `table` is ``VerdictText/table`` (read once by a caller that writes many verdicts:
    /// each read of a global checks that it is initialized).
    @inline(__always) static func writeVerdict(_ v: Verdict, table: UnsafePointer<UInt8>, to c: inout JSONCursor) {
        // Compared as bits: two integer compares a fraction, where a floating-point compare
        // also tests for NaN. -0.0 (written as 0 too) takes the longer way.
        let one = (1.0).bitPattern
        let visible = v.visibleFraction.bitPattern
        let covered = v.coveredFraction.bitPattern
        let row = VerdictText.row(v.state)
        // Most verdicts have fractions of 0 or 1 (a whole element seen or covered), and the
        // keyboard covers them exactly when the covered fraction is 1: their text is one entry of
        // the table, the same text as the numbers written one by one.
        if (visible == 0 || visible == one) && (covered == 0 || covered == one)
            && v.coveredBy.keyboard == (covered == one)
        {
            let column = (visible == one ? 4 : 0) | (covered == one ? 2 : 0) | (v.reachable ? 1 : 0)
            let entry = table + (row &* 8 | column) &* VerdictText.entrySize
            c.words(entry, count: VerdictText.textWords, advancing: Int(entry[VerdictText.lengthByte]))
            return
        }
        writeVerdictHead(v, table: table, to: &c)
        if v.coveredBy.keyboard { c.raw(",\"coveredBy\":[\"keyboard\"]}") } else { c.raw(",\"coveredBy\":[]}") }
    }

    /// A verdict up to its `coveredBy`: state, the two fractions and `reachable`.
    @inline(__always) static func writeVerdictHead(_ v: Verdict, table: UnsafePointer<UInt8>, to c: inout JSONCursor) {
        // They begin as the entries of their state do, up to the visible fraction.
        let entry = table + VerdictText.row(v.state) &* 8 &* VerdictText.entrySize
        c.words(entry, count: VerdictText.headWords, advancing: Int(entry[VerdictText.headLengthByte]))
        c.number(v.visibleFraction)
        c.raw(",\"coveredFraction\":")
        c.number(v.coveredFraction)
        if v.reachable { c.raw(",\"reachable\":true") } else { c.raw(",\"reachable\":false") }
    }
}

/// The text of every verdict whose fractions are both 0 or 1, built once: five states, two
/// visible and two covered fractions, reachable or not; `coveredBy` is `["keyboard"]` exactly
/// when the covered fraction is 1.
///
/// Entry `8 * row + 4 * visible + 2 * covered + reachable` (``row(_:)`` of the state, 1 for a
/// fraction of 1 and for reachable) holds the verdict's text, zero-padded to ``textWords``
/// words, the length of its head (up to `"visibleFraction":`) in byte ``headLengthByte`` and
/// the length of its text in byte ``lengthByte``. The writer copies whole words and moves by
/// the length, which takes no call and no branch on the length, unlike a copy of the text's own
/// length.
enum VerdictText {
    /// Bytes an entry takes.
    static let entrySize = 128
    /// Words of text copied for a whole verdict: the longest, a partially covered one that is
    /// not reachable and the keyboard covers, takes 111 bytes.
    static let textWords = 14
    /// Words of text copied for a head: the longest, `{"state":"partiallyCovered","visibleFraction":`, takes 46 bytes.
    static let headWords = 6
    /// Where an entry keeps the length of its head.
    static let headLengthByte = 126
    /// Where an entry keeps the length of its text.
    static let lengthByte = 127

    /// The table, allocated and filled on first use and never written again.
    ///
    /// `nonisolated(unsafe)`: the initializer of a global runs once, under the runtime's
    /// one-time lock, before any reader sees the pointer; nothing writes to the memory after
    /// it, so concurrent reads are safe.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 40 * entrySize)
        table.initialize(repeating: 0, count: 40 * entrySize)
        for state in VisibilityState.allCases {
            let head = "{\"state\":\"\(state.rawValue)\",\"visibleFraction\":"
            for column in 0..<8 {
                let visible = column & 4 != 0 ? "1" : "0"
                let covered = column & 2 != 0 ? "1" : "0"
                let reachable = column & 1 != 0 ? "true" : "false"
                let coveredBy = column & 2 != 0 ? "[\"keyboard\"]" : "[]"
                let text = Array(
                    (head + "\(visible),\"coveredFraction\":\(covered),\"reachable\":\(reachable),"
                        + "\"coveredBy\":\(coveredBy)}").utf8)
                precondition(text.count <= textWords * 8 && head.utf8.count <= headWords * 8)
                let entry = table + (row(state) * 8 + column) * entrySize
                entry.update(from: text, count: text.count)
                entry[headLengthByte] = UInt8(head.utf8.count)
                entry[lengthByte] = UInt8(text.count)
            }
        }
        return UnsafePointer(table)
    }()

    /// The row of `state`'s entries.
    @inline(__always) static func row(_ state: VisibilityState) -> Int {
        switch state {
        case .visible: 0
        case .partiallyCovered: 1
        case .covered: 2
        case .clipped: 3
        case .offscreen: 4
        }
    }
}
