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
    /// warning a sentence.
    static func capacity(of answer: LayoutAnswer) -> Int {
        var bytes = 1280 + 256 * answer.warnings.count
        for element in answer.elements { bytes += 200 + element.id.utf8.count }
        return bytes
    }

    static func write(_ answer: LayoutAnswer, to w: inout JSONWriter) {
        w.raw("{\"keyboard\":{\"state\":\"")
        w.raw(answer.keyboard.state.name)
        w.raw("\",\"frame\":")
        if let frame = answer.keyboard.frame { appendRect(frame, to: &w) } else { w.raw("null") }
        w.raw(",\"overlap\":")
        w.number(answer.keyboard.overlap)
        w.raw(",\"layoutGuide\":")
        appendRect(answer.keyboard.layoutGuide, to: &w)
        w.raw("},\"strategy\":\"")
        w.raw(answer.strategy.name)
        w.raw("\",\"contentInset\":")
        appendInsets(answer.contentInset, to: &w)
        w.raw(",\"scrollIndicatorInsets\":")
        appendInsets(answer.scrollIndicatorInsets, to: &w)
        w.raw(",\"adjustedContentInset\":")
        appendInsets(answer.adjustedContentInset, to: &w)
        w.raw(",\"contentOffset\":{\"x\":")
        w.number(answer.contentOffset.x)
        w.raw(",\"y\":")
        w.number(answer.contentOffset.y)
        w.raw("},\"scrollDelta\":")
        w.number(answer.scrollDelta)
        w.raw(",\"containerFrame\":")
        appendRect(answer.containerFrame, to: &w)
        w.raw(",\"viewShift\":")
        w.number(answer.viewShift)
        w.raw(",\"target\":")
        if let target = answer.target {
            w.raw("{\"id\":")
            w.string(target.id)
            w.raw(",\"rect\":")
            appendRect(target.rect, to: &w)
            w.raw(",\"anchor\":")
            if let anchor = target.anchor { w.number(anchor) } else { w.raw("null") }
            w.raw("}")
        } else {
            w.raw("null")
        }
        w.raw(",\"animation\":{\"duration\":")
        w.number(answer.animation.duration)
        w.raw(",\"curve\":")
        w.int(answer.animation.curve)
        w.raw(",\"options\":")
        w.int(answer.animation.options)
        w.raw("},\"elements\":[")
        // By index, reading fields in place: an `enumerated()` loop copies (and destroys) each
        // element's verdicts twice.
        let elements = answer.elements
        for i in elements.indices {
            if i > 0 { w.raw(",") }
            w.raw("{\"id\":")
            w.string(elements[i].id)
            w.raw(",\"before\":")
            appendVerdict(elements[i].before, to: &w)
            w.raw(",\"after\":")
            appendVerdict(elements[i].after, to: &w)
            w.raw("}")
        }
        w.raw("],\"warnings\":")
        appendWarnings(answer.warnings, to: &w)
        w.raw(",\"policy\":")
        appendPolicy(answer.policy, to: &w)
        w.raw(",\"afterHide\":{\"contentInset\":")
        appendInsets(answer.afterHide.contentInset, to: &w)
        w.raw(",\"scrollIndicatorInsets\":")
        appendInsets(answer.afterHide.scrollIndicatorInsets, to: &w)
        w.raw(",\"contentOffset\":{\"x\":")
        w.number(answer.afterHide.contentOffset.x)
        w.raw(",\"y\":")
        w.number(answer.afterHide.contentOffset.y)
        w.raw("},\"containerFrame\":")
        appendRect(answer.afterHide.containerFrame, to: &w)
        w.raw(",\"viewShift\":")
        w.number(answer.afterHide.viewShift)
        w.raw("}}")
    }

    /// `{"name", "version", "parameters", "fidelity"}`.
    static func appendPolicy(_ p: PolicyDescription, to w: inout JSONWriter) {
        w.raw("{\"name\":")
        w.string(p.name)
        w.raw(",\"version\":")
        w.string(p.version)
        w.raw(",\"parameters\":{")
        let parameters = p.parameters
        for i in parameters.indices {
            if i > 0 { w.raw(",") }
            w.string(parameters[i].name)
            w.raw(":")
            switch parameters[i].value {
            case .number(let v): w.number(v)
            case .bool(let v): w.bool(v)
            case .string(let v): w.string(v)
            case .insets(let v): appendInsets(v, to: &w)
            case .margins(let top, let bottom):
                w.raw("{\"top\":")
                w.number(top)
                w.raw(",\"bottom\":")
                w.number(bottom)
                w.raw("}")
            case .null: w.raw("null")
            }
        }
        w.raw("},\"fidelity\":")
        w.string(p.fidelity.rawValue)
        w.raw("}")
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

    static func appendRect(_ r: Rect, to w: inout JSONWriter) {
        w.raw("{\"x\":")
        w.number(r.x)
        w.raw(",\"y\":")
        w.number(r.y)
        w.raw(",\"width\":")
        w.number(r.width)
        w.raw(",\"height\":")
        w.number(r.height)
        w.raw("}")
    }

    static func appendInsets(_ e: EdgeInsets, to w: inout JSONWriter) {
        w.raw("{\"top\":")
        w.number(e.top)
        w.raw(",\"left\":")
        w.number(e.left)
        w.raw(",\"bottom\":")
        w.number(e.bottom)
        w.raw(",\"right\":")
        w.number(e.right)
        w.raw("}")
    }

    /// `[{"code", "message"}, ...]`: the warnings of an answer or of a comparison.
    static func appendWarnings(_ warnings: [Warning], to w: inout JSONWriter) {
        w.raw("[")
        for (i, warning) in warnings.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"code\":")
            w.string(warning.code)
            w.raw(",\"message\":")
            w.string(warning.message)
            w.raw("}")
        }
        w.raw("]")
    }

    static func appendVerdict(_ v: Verdict, to w: inout JSONWriter) {
        w.raw(v.state.verdictHead)
        // Most verdicts have fractions of 0 or 1 (a whole element seen or covered): their rest is
        // one constant, the same text as the numbers written one by one.
        let visible = v.visibleFraction
        let covered = v.coveredFraction
        if (visible == 0 || visible == 1) && (covered == 0 || covered == 1) {
            w.raw(verdictTail(visible: visible == 1, covered: covered == 1, reachable: v.reachable))
            return
        }
        w.number(visible)
        w.raw(",\"coveredFraction\":")
        w.number(covered)
        if v.reachable { w.raw(",\"reachable\":true}") } else { w.raw(",\"reachable\":false}") }
    }

    /// A verdict's text after `"visibleFraction":` when both fractions are 0 or 1.
    private static func verdictTail(visible: Bool, covered: Bool, reachable: Bool) -> StaticString {
        switch (visible, covered, reachable) {
        case (false, false, false): "0,\"coveredFraction\":0,\"reachable\":false}"
        case (false, false, true): "0,\"coveredFraction\":0,\"reachable\":true}"
        case (false, true, false): "0,\"coveredFraction\":1,\"reachable\":false}"
        case (false, true, true): "0,\"coveredFraction\":1,\"reachable\":true}"
        case (true, false, false): "1,\"coveredFraction\":0,\"reachable\":false}"
        case (true, false, true): "1,\"coveredFraction\":0,\"reachable\":true}"
        case (true, true, false): "1,\"coveredFraction\":1,\"reachable\":false}"
        case (true, true, true): "1,\"coveredFraction\":1,\"reachable\":true}"
        }
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

extension VisibilityState {
    var name: StaticString {
        switch self {
        case .visible: "visible"
        case .partiallyCovered: "partiallyCovered"
        case .covered: "covered"
        case .clipped: "clipped"
        case .offscreen: "offscreen"
        }
    }

    /// A verdict's text up to its visible fraction: `{"state":"` + `name` +
    /// `","visibleFraction":`, one constant per state.
    var verdictHead: StaticString {
        switch self {
        case .visible: "{\"state\":\"visible\",\"visibleFraction\":"
        case .partiallyCovered: "{\"state\":\"partiallyCovered\",\"visibleFraction\":"
        case .covered: "{\"state\":\"covered\",\"visibleFraction\":"
        case .clipped: "{\"state\":\"clipped\",\"visibleFraction\":"
        case .offscreen: "{\"state\":\"offscreen\",\"visibleFraction\":"
        }
    }
}
