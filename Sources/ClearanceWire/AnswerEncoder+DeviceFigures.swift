import DesignMapping
import DeviceCatalog
import KeyboardAvoidance

extension AnswerEncoder {
    /// The answer to a layout request that named a device (or whose design matched one): the
    /// answer with `device` last, the warning `derivedFigure` added when a rule derived a figure
    /// it used, and the design's mapping before `device` when the request was a design.
    public static func encode(_ answer: LayoutAnswer, mapped: DesignMapped?, device: DeviceGeometry?) -> [UInt8] {
        guard let device else { return encode(answer, mapped: mapped) }
        var answer = answer
        answer.warnings += derivedFigureWarnings(device)
        var bytes = encode(answer, mapped: mapped)
        appendingDevice(device, to: &bytes)
        return bytes
    }

    /// One `derivedFigure` warning naming each derived figure `device` used, or none.
    public static func derivedFigureWarnings(_ device: DeviceGeometry) -> [Warning] {
        let derived = device.derivedFigures
        guard !derived.isEmpty else { return [] }
        let named = derived.joined(separator: ", ")
        let message =
            "No source measured \(derived.count == 1 ? "this figure" : "these figures") of \(device.device.id): "
            + "\(named) \(derived.count == 1 ? "is" : "are") derived by the catalog's rules (device.figures says "
            + "from what; GET /v1/devices/\(device.device.id) lists the rules and their checks). "
            + "Ask the matrix for \"figures\": \"measured\" to skip derived cells."
        return [Warning(code: "derivedFigure", message: message)]
    }

    /// `bytes`, an answer object, with `,"device":{…}` before its closing brace.
    static func appendingDevice(_ device: DeviceGeometry, to bytes: inout [UInt8]) {
        guard bytes.last == UInt8(ascii: "}") else { return }
        bytes.removeLast()
        var w = JSONWriter(capacity: 256 + 512 * device.figures.count)
        w.raw(",\"device\":")
        appendDevice(device, to: &w)
        w.raw("}")
        w.copy(into: &bytes)
    }

    /// `{"id", "model", "family", "figures": [{"at", "value", "provenance", "rule"?,
    /// "derivedFrom"?, "sources"}]}`.
    static func appendDevice(_ device: DeviceGeometry, to w: inout JSONWriter) {
        w.raw("{\"id\":")
        w.string(device.device.id)
        w.raw(",\"model\":")
        w.string(device.device.model)
        w.raw(",\"family\":")
        w.string(device.device.family)
        w.raw(",\"figures\":")
        appendFigures(device.figures, to: &w)
        w.raw("}")
    }

    /// The figures an answer used, as `device.figures` lists them.
    static func appendFigures(_ figures: [UsedFigure], to w: inout JSONWriter) {
        w.raw("[")
        for (i, f) in figures.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"at\":")
            w.string(f.pointer)
            w.raw(",\"value\":")
            switch f.value {
            case .length(let v): w.number(v)
            case .size(let s):
                w.raw("{\"width\":")
                w.number(s.width)
                w.raw(",\"height\":")
                w.number(s.height)
                w.raw("}")
            case .insets(let e): appendInsets(e, to: &w)
            }
            w.raw(",\"provenance\":")
            w.string(f.provenance.rawValue)
            if let rule = f.rule {
                w.raw(",\"rule\":")
                w.string(rule)
                w.raw(",\"derivedFrom\":")
                appendLabels(f.derivedFrom, to: &w)
            }
            w.raw(",\"sources\":")
            appendLabels(f.sources, to: &w)
            w.raw("}")
        }
        w.raw("]")
    }
}
