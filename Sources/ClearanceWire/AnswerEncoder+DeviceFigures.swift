import ClearanceJSON
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

    /// `warnings` with one `derivedFigure` and one `assumedFigure` warning for `device` last when
    /// it used such figures, and no other: an answer says it once, however many times it is
    /// assembled.
    public static func addingDerivedFigureWarning(_ device: DeviceGeometry, to warnings: [Warning]) -> [Warning] {
        warnings.filter {
            $0.code != WarningCode.derivedFigure.rawValue && $0.code != WarningCode.assumedFigure.rawValue
        }
            + derivedFigureWarnings(device) + assumedFigureWarnings(device)
    }

    /// "on iOS 27" or "on Android", for a message.
    static func releaseWords(_ device: DeviceGeometry) -> String {
        device.setup.ios.map { "on iOS \($0)" } ?? "on Android"
    }

    /// One `derivedFigure` warning naming, in plain words, each derived figure `device` used and
    /// what it means for the answer; or none.
    public static func derivedFigureWarnings(_ device: DeviceGeometry) -> [Warning] {
        let derived = device.figures.filter { $0.provenance == .derived }
        guard !derived.isEmpty else { return [] }
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
            "No one has measured the \(device.device.model)'s \(what) \(releaseWords(device)). The catalog derives "
            + "\(one ? "it" : "them") from devices that were measured (\(rulesNamed): \(check)). So this answer "
            + "is an estimate for this device: the keyboard's top and the safe-area edges may sit a point or so from "
            + "where the device puts them. device.figures says where each figure comes from; a matrix with "
            + "\"figures\": \"measured\" leaves such combinations out."
        return [Warning(.derivedFigure, message)]
    }

    /// One `assumedFigure` warning naming each assumed figure `device` used, what the catalog
    /// assumed it to be, and that no source checks it; or none.
    public static func assumedFigureWarnings(_ device: DeviceGeometry) -> [Warning] {
        let assumed = device.figures.filter { $0.provenance == .assumed }
        guard !assumed.isEmpty else { return [] }
        let what = listed(assumed.map { figureWords($0.pointer) })
        let names = assumed.compactMap(\.rule).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        // `/ios/26/…` is "its figures on iOS 26"; `iphone-16-pro-max/ios/27/…` "the iPhone 16 Pro Max's".
        let from = assumed.flatMap(\.derivedFrom).map { pointer -> String in
            let parts = pointer.split(separator: "/").map(String.init)
            if pointer.hasPrefix("/") {
                return parts.first == "ios" && parts.count > 1 ? "its figures on iOS \(parts[1])" : "its own figures"
            }
            let model = DeviceCatalog.device(id: parts[0])?.model ?? parts[0]
            return "the \(model)'s"
        }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let one = assumed.count == 1
        let message =
            "No source has measured the \(device.device.model)'s \(what) \(releaseWords(device)). The catalog assumes "
            + "\(one ? "it is" : "they are") \(listed(from)) (\(names.joined(separator: ", "))), an assumption no "
            + "measurement checks: the answer may be off by more than a point until a source measures "
            + "\(one ? "it" : "them"). device.figures marks \(one ? "it" : "them") \"assumed\"; give the keyboard's "
            + "frame or the window's safe area to use your own, or a matrix with \"figures\": \"measured\" to leave "
            + "such combinations out."
        return [Warning(.assumedFigure, message)]
    }

    /// A catalog figure's pointer in words: `/ios/26/safeArea/portrait` is "safe area in
    /// portrait", `/ios/26/keyboardHeight/classic/portrait/numberPad` "classic number pad's height
    /// in portrait".
    static func figureWords(_ pointer: String) -> String {
        if pointer == "/points" { return "screen size" }
        if pointer == "/hardwareKeyboardBarHeight" { return "hardware keyboard bar's height" }
        var parts = pointer.split(separator: "/").map(String.init)
        if parts.first == "ios", parts.count > 1 {
            parts.removeFirst(2)
        } else if parts.first == "android" {
            parts.removeFirst()
        } else {
            return pointer
        }
        guard parts.count >= 2 else { return pointer }
        switch parts[0] {
        case "safeArea":
            let orientation = "in \(parts[1])"
            return parts.count > 2 ? "\(parts[2]) safe-area inset \(orientation)" : "safe area \(orientation)"
        case "keyboardHeight":
            guard parts.count >= 3, let style = KeyboardStyle(rawValue: parts[1]) else { return pointer }
            let name =
                switch style {
                case .liquidGlass: "Liquid Glass keyboard"
                case .classic: "classic keyboard"
                case .gboard: "Gboard keyboard"
                }
            let orientation = "in \(parts[2])"
            switch parts.count > 3 ? parts[3] : nil {
            case nil: return "\(name)'s height \(orientation)"
            case "withPredictiveBar": return "\(name)'s height with the predictive bar \(orientation)"
            case "withoutPredictiveBar": return "\(name)'s height without the predictive bar \(orientation)"
            case "numberPad": return "number pad's height (\(name)) \(orientation)"
            case "emoji": return "emoji keyboard's height (\(name)) \(orientation)"
            case let other?: return "\(name)'s \(other) height \(orientation)"
            }
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

    /// `{"id", "model", "family", "platform", "ios"?, "figureSet", "keyboardStyle", "figures":
    /// [{"at", "value", "provenance", "single"?, "rule"?, "derivedFrom"?, "sources"}]}`.
    static func appendDevice(_ device: DeviceGeometry, to w: inout JSONWriter) {
        w.raw("{\"id\":")
        w.string(device.device.id)
        w.raw(",\"model\":")
        w.string(device.device.model)
        w.raw(",\"family\":")
        w.string(device.device.family)
        w.raw(",\"platform\":")
        w.string(device.device.platform.rawValue)
        if let ios = device.setup.ios {
            w.raw(",\"ios\":")
            w.string(ios.description)
        }
        w.raw(",\"figureSet\":")
        w.string(device.set.rawValue)
        w.raw(",\"keyboardStyle\":")
        w.string(device.style.rawValue)
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
            if f.single { w.raw(",\"single\":true") }
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
