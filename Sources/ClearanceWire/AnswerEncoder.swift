import ClearanceContract
import ClearanceJSON
import KeyboardAvoidance

/// Encodes answers and problems as JSON bytes.
///
/// Members come in the order of semantics §5, numbers in the shortest form that reads back exactly
/// (whole numbers without a fraction), and nothing else: no spaces, no trailing newline.
public enum AnswerEncoder {
    /// Appends the JSON of `answer` to `buffer`.
    public static func encode(_ answer: LayoutAnswer, into buffer: inout [UInt8]) {
        var w = JSONWriter(capacity: capacity(of: answer))
        write(answer, to: &w)
        w.copy(into: &buffer)
    }

    /// The JSON of `answer` in memory the caller now owns and must free with `deallocate()`:
    /// the encoder's own buffer, handed over without a copy.
    public static func encodeAllocated(_ answer: LayoutAnswer) -> UnsafeMutableBufferPointer<UInt8> {
        var w = JSONWriter(capacity: capacity(of: answer))
        write(answer, to: &w)
        return w.take()
    }

    /// Room for the JSON of `answer`, so that the writer seldom grows (a grow copies all that was
    /// written): the members outside the elements take about 1.2 KB, an element about 180 bytes
    /// plus its id (up to 280 with two partial verdicts, when the writer may still grow once), a
    /// warning a sentence; and the room the last run of writes reserves, about 750 bytes, on top.
    /// Ids are counted as 40 bytes, which few exceed (reading each one's length costs more than
    /// the rare grow).
    static func capacity(of answer: LayoutAnswer) -> Int {
        2048 + 256 * answer.warnings.count + 240 * answer.elements.count
    }

    static func write(_ answer: LayoutAnswer, to w: inout JSONWriter) {
        // Each run of writes reserves a bound on what it writes (the constant text, 32 bytes a
        // number, six bytes a byte of a string) and writes without further checks.
        let targetRoom = answer.target.map { JSONCursor.stringRoom($0.id.utf8.count) } ?? 0
        w.withRoom(1024 + 36 * JSONCursor.numberRoom + 2 * JSONCursor.intRoom + targetRoom) { c in
            writeHead(answer, to: &c)
        }
        // The rest of the motion (spring, Bézier, CSS easing) and the elements' opening: one
        // copy of text made once per motion (MotionText).
        MotionText.tail(for: answer.animation.motion).withUnsafeBufferPointer { w.bytes($0) }
        let pinned = answer.pinned
        answer.elements.withUnsafeBufferPointer { elements in
            for i in elements.indices {
                if !pinned.isEmpty,
                    !elements[i].before.coveredBy.pinned.isEmpty || !elements[i].after.coveredBy.pinned.isEmpty
                {
                    // Covered by pinned views: their ids are written through the writer.
                    if i > 0 { w.byte(UInt8(ascii: ",")) }
                    w.raw("{\"id\":")
                    w.string(elements[i].id)
                    w.raw(",\"before\":")
                    appendVerdict(elements[i].before, pinned: pinned, to: &w)
                    w.raw(",\"after\":")
                    appendVerdict(elements[i].after, pinned: pinned, to: &w)
                    w.byte(UInt8(ascii: "}"))
                    continue
                }
                w.withRoom(elementRoom + JSONCursor.stringRoom(elements[i].id.utf8.count)) { c in
                    if i > 0 { c.byte(UInt8(ascii: ",")) }
                    c.raw("{\"id\":")
                    c.string(elements[i].id)
                    c.raw(",\"before\":")
                    let e = elements.baseAddress! + i
                    writeVerdict(Figures(e.pointee.before), to: &c)
                    c.raw(",\"after\":")
                    writeVerdict(Figures(e.pointee.after), to: &c)
                    c.byte(UInt8(ascii: "}"))
                }
            }
        }
        w.raw("],\"pinned\":[")
        for (i, view) in pinned.enumerated() {
            if i > 0 { w.byte(UInt8(ascii: ",")) }
            w.raw("{\"id\":")
            w.string(view.id)
            w.withRoom(64 + 5 * JSONCursor.numberRoom + 2 * verdictRoom) { c in
                c.raw(",\"pin\":\"")
                c.raw(view.pin.name)
                c.raw("\",\"frame\":")
                writeRect(view.frame, to: &c)
                c.raw(",\"shift\":")
                c.number(view.shift)
                c.raw(",\"before\":")
                writeVerdict(view.before, to: &c)
                c.raw(",\"after\":")
                writeVerdict(view.after, to: &c)
                c.byte(UInt8(ascii: "}"))
            }
        }
        w.withRoom(32 + JSONCursor.numberRoom) { c in
            c.raw("],\"obstruction\":")
            c.number(answer.obstruction)
        }
        w.raw(",\"warnings\":")
        appendWarnings(answer.warnings, to: &w)
        w.raw(",\"policy\":")
        appendPolicy(answer.policy, to: &w)
        w.withRoom(256 + 15 * JSONCursor.numberRoom) { c in
            let afterHide = answer.afterHide
            c.raw(",\"afterHide\":{\"contentInset\":")
            writeInsets(afterHide.contentInset, to: &c)
            c.raw(",\"scrollIndicatorInsets\":")
            writeInsets(afterHide.scrollIndicatorInsets, to: &c)
            c.raw(",\"contentOffset\":{\"x\":")
            c.number(afterHide.contentOffset.x)
            c.raw(",\"y\":")
            c.number(afterHide.contentOffset.y)
            c.raw("},\"containerFrame\":")
            writeRect(afterHide.containerFrame, to: &c)
            c.raw(",\"viewShift\":")
            c.number(afterHide.viewShift)
            c.raw("}}")
        }
    }

    /// The room an element takes besides its id: the constant text, two verdicts and a comma.
    private static let elementRoom = 64 + 2 * verdictRoom

    /// The members of `answer` before its elements, up to the animation's `settleDuration`: 36
    /// numbers, two integers, the target's id and under 1 KB of constant text.
    @inline(__always) private static func writeHead(_ answer: LayoutAnswer, to c: inout JSONCursor) {
        c.raw("{\"keyboard\":{\"state\":\"")
        c.raw(answer.keyboard.state.name)
        c.raw("\",\"frame\":")
        if let frame = answer.keyboard.frame { writeRect(frame, to: &c) } else { c.raw("null") }
        c.raw(",\"overlap\":")
        c.number(answer.keyboard.overlap)
        c.raw(",\"layoutGuide\":")
        writeRect(answer.keyboard.layoutGuide, to: &c)
        c.raw("},\"strategy\":\"")
        c.raw(answer.strategy.name)
        c.raw("\",\"contentInset\":")
        writeInsets(answer.contentInset, to: &c)
        c.raw(",\"scrollIndicatorInsets\":")
        writeInsets(answer.scrollIndicatorInsets, to: &c)
        c.raw(",\"adjustedContentInset\":")
        writeInsets(answer.adjustedContentInset, to: &c)
        c.raw(",\"contentOffset\":{\"x\":")
        c.number(answer.contentOffset.x)
        c.raw(",\"y\":")
        c.number(answer.contentOffset.y)
        c.raw("},\"scrollDelta\":")
        c.number(answer.scrollDelta)
        c.raw(",\"containerFrame\":")
        writeRect(answer.containerFrame, to: &c)
        c.raw(",\"viewShift\":")
        c.number(answer.viewShift)
        c.raw(",\"target\":")
        if let target = answer.target {
            c.raw("{\"id\":")
            c.string(target.id)
            c.raw(",\"rect\":")
            writeRect(target.rect, to: &c)
            c.raw(",\"anchor\":")
            if let anchor = target.anchor { c.number(anchor) } else { c.raw("null") }
            c.byte(UInt8(ascii: "}"))
        } else {
            c.raw("null")
        }
        c.raw(",\"animation\":{\"duration\":")
        c.number(answer.animation.duration)
        c.raw(",\"curve\":")
        c.int(answer.animation.curve)
        c.raw(",\"options\":")
        c.int(answer.animation.options)
        c.raw(",\"settleDuration\":")
        c.number(answer.animation.motion.settleDuration)
    }

    /// `{"name", "version", "parameters", "fidelity"}`.
    static func appendPolicy(_ p: PolicyDescription, to w: inout JSONWriter) {
        let nameRoom = JSONCursor.stringRoom(p.name.utf8.count) + JSONCursor.stringRoom(p.version.utf8.count)
        w.withRoom(64 + nameRoom) { c in
            c.raw("{\"name\":")
            c.string(p.name)
            c.raw(",\"version\":")
            c.string(p.version)
            c.raw(",\"parameters\":{")
        }
        p.parameters.withUnsafeBufferPointer { parameters in
            for i in parameters.indices {
                let valueRoom: Int
                if case .string(let v) = parameters[i].value {
                    valueRoom = JSONCursor.stringRoom(v.utf8.count)
                } else {
                    valueRoom = 64 + 4 * JSONCursor.numberRoom
                }
                w.withRoom(2 + JSONCursor.stringRoom(parameters[i].name.utf8.count) + valueRoom) { c in
                    if i > 0 { c.byte(UInt8(ascii: ",")) }
                    c.string(parameters[i].name)
                    c.byte(UInt8(ascii: ":"))
                    switch parameters[i].value {
                    case .number(let v): c.number(v)
                    case .bool(let v): c.bool(v)
                    case .string(let v): c.string(v)
                    case .insets(let v): writeInsets(v, to: &c)
                    case .margins(let top, let bottom):
                        c.raw("{\"top\":")
                        c.number(top)
                        c.raw(",\"bottom\":")
                        c.number(bottom)
                        c.byte(UInt8(ascii: "}"))
                    case .null: c.raw("null")
                    }
                }
            }
        }
        w.withRoom(32) { c in
            c.raw("},\"fidelity\":\"")
            c.raw(p.fidelity.name)
            c.raw("\"}")
        }
    }

    /// The JSON of `answer`.
    public static func encode(_ answer: LayoutAnswer) -> [UInt8] {
        var buffer: [UInt8] = []
        encode(answer, into: &buffer)
        return buffer
    }

    /// The problem+json document of `problem`: `type`, `title`, `status`, `detail`, `errors`.
    public static func encode(_ problem: Problem) -> [UInt8] {
        var buffer: [UInt8] = []
        encode(problem, into: &buffer)
        return buffer
    }

    /// Appends the problem+json document of `problem` to `buffer`.
    public static func encode(_ problem: Problem, into buffer: inout [UInt8]) {
        var w = JSONWriter(capacity: 256 + 128 * problem.errors.count)
        w.raw("{\"type\":")
        w.string(problem.type)
        w.raw(",\"title\":")
        w.string(problem.title)
        w.raw(",\"status\":")
        w.int(problem.status)
        w.raw(",\"detail\":")
        w.string(problem.detail)
        w.raw(",\"errors\":[")
        for (i, error) in problem.errors.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"pointer\":")
            w.string(error.pointer)
            w.raw(",\"message\":")
            w.string(error.message)
            w.raw("}")
        }
        w.raw("]}")
        w.copy(into: &buffer)
    }

    /// The room a rectangle or insets take: four numbers and their members.
    static let rectRoom = 48 + 4 * JSONCursor.numberRoom

    static func appendRect(_ r: Rect, to w: inout JSONWriter) {
        w.withRoom(rectRoom) { writeRect(r, to: &$0) }
    }

    static func appendInsets(_ e: EdgeInsets, to w: inout JSONWriter) {
        w.withRoom(rectRoom) { writeInsets(e, to: &$0) }
    }

    /// `{"x", "y", "width", "height"}`, ``rectRoom`` bytes at most.
    @inline(__always) static func writeRect(_ r: Rect, to c: inout JSONCursor) {
        c.raw("{\"x\":")
        c.number(r.x)
        c.raw(",\"y\":")
        c.number(r.y)
        c.raw(",\"width\":")
        c.number(r.width)
        c.raw(",\"height\":")
        c.number(r.height)
        c.byte(UInt8(ascii: "}"))
    }

    /// `{"top", "left", "bottom", "right"}`, ``rectRoom`` bytes at most.
    @inline(__always) static func writeInsets(_ e: EdgeInsets, to c: inout JSONCursor) {
        c.raw("{\"top\":")
        c.number(e.top)
        c.raw(",\"left\":")
        c.number(e.left)
        c.raw(",\"bottom\":")
        c.number(e.bottom)
        c.raw(",\"right\":")
        c.number(e.right)
        c.byte(UInt8(ascii: "}"))
    }

    /// `[{"code", "message"}, ...]`: the warnings of an answer or of a comparison.
    static func appendWarnings(_ warnings: [Warning], to w: inout JSONWriter) {
        w.raw("[")
        warnings.withUnsafeBufferPointer { warnings in
            for i in warnings.indices {
                let room =
                    32 + JSONCursor.stringRoom(warnings[i].code.utf8.count)
                    + JSONCursor.stringRoom(warnings[i].message.utf8.count)
                w.withRoom(room) { c in
                    if i > 0 { c.byte(UInt8(ascii: ",")) }
                    c.raw("{\"code\":")
                    c.string(warnings[i].code)
                    c.raw(",\"message\":")
                    c.string(warnings[i].message)
                    c.byte(UInt8(ascii: "}"))
                }
            }
        }
        w.raw("]")
    }
}

// The wire names of the engine's enums, as static text (no String built per answer). They equal
// the raw values; the encoder tests check that they stay so.
extension KeyboardState {
    var name: StaticString {
        switch self {
        case .hidden: "hidden"
        case .docked: "docked"
        case .floating: "floating"
        }
    }
}

extension Strategy {
    var name: StaticString {
        switch self {
        case .scrollView: "scrollView"
        case .shiftView: "shiftView"
        case .resizeView: "resizeView"
        }
    }
}

extension PolicyFidelity {
    var name: StaticString {
        switch self {
        case .specified: "specified"
        case .source: "source"
        case .documented: "documented"
        case .modelled: "modelled"
        }
    }
}

extension Pin {
    var name: StaticString {
        switch self {
        case .bottom: "bottom"
        case .keyboard: "keyboard"
        case .none: "none"
        }
    }
}
