import KeyboardAvoidance

/// Encodes answers and problems as JSON bytes.
///
/// Members come in the order of spec §5, numbers in the shortest form that reads back exactly
/// (whole numbers without a fraction), and nothing else: no spaces, no trailing newline.
public enum AnswerEncoder {
    /// Appends the JSON of `answer` to `buffer`.
    public static func encode(_ answer: LayoutAnswer, into buffer: inout [UInt8]) {
        buffer.reserveCapacity(buffer.count + 768 + 160 * answer.elements.count)
        buffer.appendRaw("{\"keyboard\":{\"state\":\"")
        buffer.appendRaw(answer.keyboard.state.name)
        buffer.appendRaw("\",\"frame\":")
        if let frame = answer.keyboard.frame { appendRect(frame, to: &buffer) } else { buffer.appendRaw("null") }
        buffer.appendRaw(",\"overlap\":")
        buffer.appendNumber(answer.keyboard.overlap)
        buffer.appendRaw(",\"layoutGuide\":")
        appendRect(answer.keyboard.layoutGuide, to: &buffer)
        buffer.appendRaw("},\"strategy\":\"")
        buffer.appendRaw(answer.strategy.name)
        buffer.appendRaw("\",\"contentInset\":")
        appendInsets(answer.contentInset, to: &buffer)
        buffer.appendRaw(",\"scrollIndicatorInsets\":")
        appendInsets(answer.scrollIndicatorInsets, to: &buffer)
        buffer.appendRaw(",\"adjustedContentInset\":")
        appendInsets(answer.adjustedContentInset, to: &buffer)
        buffer.appendRaw(",\"contentOffset\":{\"x\":")
        buffer.appendNumber(answer.contentOffset.x)
        buffer.appendRaw(",\"y\":")
        buffer.appendNumber(answer.contentOffset.y)
        buffer.appendRaw("},\"scrollDelta\":")
        buffer.appendNumber(answer.scrollDelta)
        buffer.appendRaw(",\"containerFrame\":")
        appendRect(answer.containerFrame, to: &buffer)
        buffer.appendRaw(",\"viewShift\":")
        buffer.appendNumber(answer.viewShift)
        buffer.appendRaw(",\"target\":")
        if let target = answer.target {
            buffer.appendRaw("{\"id\":")
            buffer.appendString(target.id)
            buffer.appendRaw(",\"rect\":")
            appendRect(target.rect, to: &buffer)
            buffer.appendRaw(",\"anchor\":")
            if let anchor = target.anchor { buffer.appendNumber(anchor) } else { buffer.appendRaw("null") }
            buffer.appendRaw("}")
        } else {
            buffer.appendRaw("null")
        }
        buffer.appendRaw(",\"animation\":{\"duration\":")
        buffer.appendNumber(answer.animation.duration)
        buffer.appendRaw(",\"curve\":")
        buffer.appendInt(answer.animation.curve)
        buffer.appendRaw(",\"options\":")
        buffer.appendInt(answer.animation.options)
        buffer.appendRaw("},\"elements\":[")
        for (i, element) in answer.elements.enumerated() {
            if i > 0 { buffer.appendRaw(",") }
            buffer.appendRaw("{\"id\":")
            buffer.appendString(element.id)
            buffer.appendRaw(",\"before\":")
            appendVerdict(element.before, to: &buffer)
            buffer.appendRaw(",\"after\":")
            appendVerdict(element.after, to: &buffer)
            buffer.appendRaw("}")
        }
        buffer.appendRaw("],\"warnings\":[")
        for (i, warning) in answer.warnings.enumerated() {
            if i > 0 { buffer.appendRaw(",") }
            buffer.appendRaw("{\"code\":")
            buffer.appendString(warning.code)
            buffer.appendRaw(",\"message\":")
            buffer.appendString(warning.message)
            buffer.appendRaw("}")
        }
        buffer.appendRaw("]}")
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
        buffer.appendRaw("{\"type\":")
        buffer.appendString(problem.type)
        buffer.appendRaw(",\"title\":")
        buffer.appendString(problem.title)
        buffer.appendRaw(",\"status\":")
        buffer.appendInt(problem.status)
        buffer.appendRaw(",\"detail\":")
        buffer.appendString(problem.detail)
        buffer.appendRaw(",\"errors\":[")
        for (i, error) in problem.errors.enumerated() {
            if i > 0 { buffer.appendRaw(",") }
            buffer.appendRaw("{\"pointer\":")
            buffer.appendString(error.pointer)
            buffer.appendRaw(",\"message\":")
            buffer.appendString(error.message)
            buffer.appendRaw("}")
        }
        buffer.appendRaw("]}")
    }

    private static func appendRect(_ r: Rect, to buffer: inout [UInt8]) {
        buffer.appendRaw("{\"x\":")
        buffer.appendNumber(r.x)
        buffer.appendRaw(",\"y\":")
        buffer.appendNumber(r.y)
        buffer.appendRaw(",\"width\":")
        buffer.appendNumber(r.width)
        buffer.appendRaw(",\"height\":")
        buffer.appendNumber(r.height)
        buffer.appendRaw("}")
    }

    private static func appendInsets(_ e: EdgeInsets, to buffer: inout [UInt8]) {
        buffer.appendRaw("{\"top\":")
        buffer.appendNumber(e.top)
        buffer.appendRaw(",\"left\":")
        buffer.appendNumber(e.left)
        buffer.appendRaw(",\"bottom\":")
        buffer.appendNumber(e.bottom)
        buffer.appendRaw(",\"right\":")
        buffer.appendNumber(e.right)
        buffer.appendRaw("}")
    }

    private static func appendVerdict(_ v: Verdict, to buffer: inout [UInt8]) {
        buffer.appendRaw("{\"state\":\"")
        buffer.appendRaw(v.state.name)
        buffer.appendRaw("\",\"visibleFraction\":")
        buffer.appendNumber(v.visibleFraction)
        buffer.appendRaw(",\"coveredFraction\":")
        buffer.appendNumber(v.coveredFraction)
        buffer.appendRaw(",\"reachable\":")
        buffer.appendBool(v.reachable)
        buffer.appendRaw("}")
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
}
