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
        answer.warnings = addingDerivedFigureWarning(device, to: answer.warnings)
        var bytes = encode(answer, mapped: mapped)
        appendingDevice(device, to: &bytes)
        return bytes
    }

    /// `warnings` with one `derivedFigure` warning for `device` last when a rule derived a figure
    /// it used, and no other: an answer says it once, however many times it is assembled.
    public static func addingDerivedFigureWarning(_ device: DeviceGeometry, to warnings: [Warning]) -> [Warning] {
        warnings.filter { $0.code != WarningCode.derivedFigure.rawValue } + derivedFigureWarnings(device)
    }

    /// One `derivedFigure` warning naming, in plain words, each derived figure `device` used and
    /// what it means for the answer; or none.
    public static func derivedFigureWarnings(_ device: DeviceGeometry) -> [Warning] {
        let derived = device.figures.filter { $0.provenance == .derived }
        guard !derived.isEmpty else { return [] }
        let ios = device.setup.ios.rawValue
        let what = listed(derived.map { figureWords($0.pointer) })
        let names = derived.compactMap(\.rule).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let rules = DeviceCatalog.rules.filter { names.contains($0.name) }
        let worst = rules.map(\.worstError).max() ?? 0
        let one = derived.count == 1
        let they = names.count == 1 ? "it was" : "they were"
        let check =
            worst == 0
            ? "exact on every measured figure \(they) checked against"
            : "within \(worst == worst.rounded() ? "\(Int(worst))" : "\(worst)") pt of every measured figure "
                + "\(they) checked against"
        let rulesNamed = (names.count == 1 ? "rule " : "rules ") + names.joined(separator: ", ")
        let message =
            "No one has measured the \(device.device.model)'s \(what) on iOS \(ios). The catalog derives "
            + "\(one ? "it" : "them") from devices that were measured (\(rulesNamed): \(check)). So this answer "
            + "is an estimate for this device: the keyboard's top and the safe-area edges may sit a point or so from "
            + "where the device puts them. device.figures says where each figure comes from; a matrix with "
            + "\"figures\": \"measured\" leaves such combinations out."
        return [Warning(.derivedFigure, message)]
    }

    /// A catalog figure's pointer in words: `/ios/26/safeArea/portrait` is "safe area in portrait".
    static func figureWords(_ pointer: String) -> String {
        if pointer == "/points" { return "screen size" }
        if pointer == "/hardwareKeyboardBarHeight" { return "hardware keyboard bar's height" }
        let parts = pointer.split(separator: "/").map(String.init)
        guard parts.count >= 4, parts[0] == "ios" else { return pointer }
        let orientation = "in \(parts[3])"
        switch (parts[2], parts.count > 4 ? parts[4] : nil) {
        case ("safeArea", nil): return "safe area \(orientation)"
        case ("safeArea", let edge?): return "\(edge) safe-area inset \(orientation)"
        case ("keyboardHeight", nil): return "keyboard height \(orientation)"
        case ("keyboardHeight", "withPredictiveBar"?): return "keyboard height with the predictive bar \(orientation)"
        case ("keyboardHeight", "withoutPredictiveBar"?):
            return "keyboard height without the predictive bar \(orientation)"
        case ("keyboardHeight", "numberPad"?): return "number pad's height \(orientation)"
        case ("keyboardHeight", let type?): return "\(type) keyboard's height \(orientation)"
        default: return pointer
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
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
