import ClearanceJSON
import DeviceCatalog
import KeyboardAvoidance

extension AnswerEncoder {
    /// The whole device catalog as JSON, as `GET /v1/devices` and `clearance devices --json`
    /// answer it:
    ///
    /// ```
    /// { "about": s, "androidAbout": s,
    ///   "releases": { "ios": [major], "newest": release },
    ///   "figureSets": [ { "set", "releases": s, "from": release, "notes": s } ],
    ///   "keyboardStyles": [ { "style", "description", "from": release, "sources": [Source] } ],
    ///   "keyboardTypes": [ { "type", "description", "sources": [Source], "unknown": s|null,
    ///                        "iPadFullKeyboard": [set], "iPadUnknown": s|null } ],
    ///   "emojiKeyboard": { "description", "sources": [Source] },
    ///   "accessoryBar": { "ios18": n, "ios26": n, "sources": [Source], "notes": s },
    ///   "hardwareKeyboardBar": { "height": n, "sources": [Source], "holdsFor": s, "notes": s },
    ///   "runsSources": [Source], "rules": [ { "name", "description", "sources": [Source],
    ///                                         "predicted": n, "worstError": n, "used": bool,
    ///                                         "assumed": bool } ],
    ///   "devices": [Device] }
    /// Device = { "id", "name", "model", "platform": "iOS"|"android", "kind", "family": id,
    ///            "runs": Runs, "releases": [release], "defaultRelease": release|null,
    ///            "aliases": [{ "id", "name", "note", "runs": Runs }],
    ///            "points": Size (portrait), "scale": n|null, "cutout": s|null,
    ///            "ios": { "18": Set, "26": Set, "27": Set } (iOS) | "android": Set (Android),
    ///            "figures": [ { "at": pointer, "sources": [key], "choice": s|null,
    ///                           "alternatives": [ { "value", "sources": [key], "note": s|null } ],
    ///                           "unknown": s|null, "provenance": "measured"|"derived"|"assumed",
    ///                           "single": bool, "rule": s|null, "derivedFrom": [pointer] } ],
    ///            "sources": [Source], "uncertain": [pointer], "derived": [pointer] }
    /// Runs = { "first": release, "last": release|null } (the releases the model runs)
    /// Set = { "safeArea": { "portrait": Insets|null, "landscape": Insets|null },
    ///         "keyboardHeight": { style: { "portrait": Heights, "landscape": Heights } },
    ///         "supports": { style: { "portrait": Support, "landscape": Support } } }
    /// Heights = { "withPredictiveBar": n|null, "withoutPredictiveBar": n|null,
    ///             "numberPad": n|null (phones only), "emoji": n|null }
    /// Support = { "keyboards": [variant], "keyboardTypes": [type] }
    /// Source = { "key": s, "description": s }
    /// ```
    /// `supports` lists the `device.keyboard` values (with the default type) and the
    /// `device.keyboardType` values (with an on-screen keyboard) whose height the catalog knows.
    public static func encodeCatalog() -> [UInt8] {
        var w = JSONWriter(capacity: 65_536)
        w.raw("{\"about\":")
        w.string(DeviceCatalog.about)
        w.raw(",\"androidAbout\":")
        w.string(DeviceCatalog.androidAbout)
        w.raw(",\"releases\":{\"ios\":")
        w.raw("[")
        for (i, major) in Release.iOSMajors.enumerated() {
            if i > 0 { w.raw(",") }
            w.int(major)
        }
        w.raw("]")
        w.raw(",\"newest\":")
        w.string(Release.newestIOS.description)
        w.raw("},\"figureSets\":[")
        for (i, note) in DeviceCatalog.figureSetNotes.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"set\":")
            w.string(note.set.rawValue)
            w.raw(",\"releases\":")
            w.string(note.releases)
            w.raw(",\"from\":")
            w.string(note.from)
            w.raw(",\"notes\":")
            w.string(note.notes)
            w.raw("}")
        }
        w.raw("],\"keyboardStyles\":[")
        for (i, note) in DeviceCatalog.keyboardStyleNotes.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"style\":")
            w.string(note.style.rawValue)
            w.raw(",\"description\":")
            w.string(note.description)
            w.raw(",\"from\":")
            w.string(note.from)
            w.raw(",\"sources\":")
            appendSources(note.sources, to: &w)
            w.raw("}")
        }
        w.raw("]")
        w.raw(",\"keyboardTypes\":[")
        for (i, note) in DeviceCatalog.keyboardTypeNotes.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"type\":")
            w.string(note.type.rawValue)
            w.raw(",\"description\":")
            w.string(note.description)
            w.raw(",\"sources\":")
            appendSources(note.sources, to: &w)
            w.raw(",\"unknown\":")
            appendString(note.unknown, to: &w)
            w.raw(",\"iPadFullKeyboard\":")
            appendLabels(note.iPadFullKeyboard.map(\.rawValue), to: &w)
            w.raw(",\"iPadUnknown\":")
            appendString(note.iPadUnknown, to: &w)
            w.raw("}")
        }
        w.raw("],\"emojiKeyboard\":{\"description\":")
        w.string(DeviceCatalog.emojiKeyboard.description)
        w.raw(",\"sources\":")
        appendSources(DeviceCatalog.emojiKeyboard.sources, to: &w)
        let accessory = DeviceCatalog.accessoryBar
        w.raw("},\"accessoryBar\":{\"ios18\":")
        w.number(accessory.ios18)
        w.raw(",\"ios26\":")
        w.number(accessory.ios26)
        w.raw(",\"sources\":")
        appendSources(accessory.sources, to: &w)
        w.raw(",\"notes\":")
        w.string(accessory.notes)
        let bar = DeviceCatalog.hardwareKeyboardBar
        w.raw("},\"hardwareKeyboardBar\":{\"height\":")
        w.number(bar.height)
        w.raw(",\"sources\":")
        appendSources(bar.sources, to: &w)
        w.raw(",\"holdsFor\":")
        w.string(bar.holdsFor)
        w.raw(",\"notes\":")
        w.string(bar.notes)
        w.raw("},\"runsSources\":")
        appendSources(DeviceCatalog.runsSources, to: &w)
        w.raw(",\"rules\":[")
        for (i, rule) in DeviceCatalog.rules.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"name\":")
            w.string(rule.name)
            w.raw(",\"description\":")
            w.string(rule.description)
            w.raw(",\"sources\":")
            appendSources(rule.sources, to: &w)
            w.raw(",\"predicted\":")
            w.int(rule.predicted)
            w.raw(",\"worstError\":")
            w.number(rule.worstError)
            w.raw(",\"used\":")
            w.bool(rule.used)
            w.raw(",\"assumed\":")
            w.bool(rule.assumed)
            w.raw("}")
        }
        w.raw("],\"devices\":[")
        for (i, device) in DeviceCatalog.devices.enumerated() {
            if i > 0 { w.raw(",") }
            appendDevice(device, to: &w)
        }
        w.raw("]}")
        var bytes: [UInt8] = []
        w.copy(into: &bytes)
        return bytes
    }

    /// One device as JSON, as `GET /v1/devices/{id}` answers it (the `Device` shape of
    /// ``encodeCatalog()``); for an alias, its entry's figures under the alias's id and name.
    public static func encode(device: Device) -> [UInt8] {
        var w = JSONWriter(capacity: 8192)
        appendDevice(device, to: &w)
        var bytes: [UInt8] = []
        w.copy(into: &bytes)
        return bytes
    }

    private static func appendDevice(_ device: Device, to w: inout JSONWriter) {
        w.raw("{\"id\":")
        w.string(device.id)
        w.raw(",\"name\":")
        w.string(device.name)
        w.raw(",\"model\":")
        w.string(device.model)
        w.raw(",\"platform\":")
        w.string(device.platform.rawValue)
        w.raw(",\"kind\":")
        w.string(device.kind.rawValue)
        w.raw(",\"family\":")
        w.string(device.family)
        w.raw(",\"runs\":")
        appendRuns(device.runs, to: &w)
        w.raw(",\"releases\":")
        appendLabels(device.releases.map(\.description), to: &w)
        w.raw(",\"defaultRelease\":")
        appendString(device.defaultRelease?.description, to: &w)
        w.raw(",\"aliases\":[")
        for (i, alias) in device.aliases.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"id\":")
            w.string(alias.id)
            w.raw(",\"name\":")
            w.string(alias.name)
            w.raw(",\"note\":")
            appendString(alias.note, to: &w)
            w.raw(",\"runs\":")
            appendRuns(alias.runs, to: &w)
            w.raw("}")
        }
        w.raw("],\"points\":{\"width\":")
        w.number(device.points.width)
        w.raw(",\"height\":")
        w.number(device.points.height)
        w.raw("},\"scale\":")
        appendNumber(device.scale, to: &w)
        w.raw(",\"cutout\":")
        appendString(device.cutout, to: &w)
        if device.platform == .android {
            w.raw(",\"android\":")
            appendSet(device, .android, to: &w)
        } else {
            w.raw(",\"ios\":{")
            for (v, set) in device.figureSets.enumerated() {
                if v > 0 { w.raw(",") }
                w.string(set.rawValue)
                w.raw(":")
                appendSet(device, set, to: &w)
            }
            w.raw("}")
        }
        w.raw(",\"figures\":[")
        for (i, figure) in device.figures.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"at\":")
            w.string(figure.at)
            w.raw(",\"sources\":")
            appendLabels(figure.sources, to: &w)
            w.raw(",\"choice\":")
            appendString(figure.choice, to: &w)
            w.raw(",\"alternatives\":[")
            for (j, alternative) in figure.alternatives.enumerated() {
                if j > 0 { w.raw(",") }
                w.raw("{\"value\":")
                // JSON text written by the generator from the data file.
                Array(alternative.value.utf8).withUnsafeBufferPointer { w.bytes($0) }
                w.raw(",\"sources\":")
                appendLabels(alternative.sources, to: &w)
                w.raw(",\"note\":")
                appendString(alternative.note, to: &w)
                w.raw("}")
            }
            w.raw("],\"unknown\":")
            appendString(figure.unknown, to: &w)
            w.raw(",\"provenance\":")
            w.string(figure.provenance.rawValue)
            w.raw(",\"single\":")
            w.bool(figure.single)
            w.raw(",\"rule\":")
            appendString(figure.rule, to: &w)
            w.raw(",\"derivedFrom\":")
            appendLabels(figure.derivedFrom, to: &w)
            w.raw("}")
        }
        w.raw("],\"sources\":")
        appendSources(device.sources, to: &w)
        w.raw(",\"uncertain\":")
        appendLabels(device.uncertain, to: &w)
        w.raw(",\"derived\":")
        appendLabels(device.figures.filter { $0.rule != nil }.map(\.at), to: &w)
        w.raw("}")
    }

    /// One figure set: `{"safeArea", "keyboardHeight": {style: …}, "supports": {style: …}}`.
    private static func appendSet(_ device: Device, _ set: FigureSet, to w: inout JSONWriter) {
        w.raw("{\"safeArea\":{")
        for (i, orientation) in Orientation.allCases.enumerated() {
            if i > 0 { w.raw(",") }
            w.string(orientation.rawValue)
            w.raw(":")
            if let insets = device.safeArea(orientation, set: set) {
                appendInsets(insets, to: &w)
            } else {
                w.raw("null")
            }
        }
        let styles = set.styles.filter { device[set]?.keyboards[$0] != nil }
        w.raw("},\"keyboardHeight\":{")
        for (s, style) in styles.enumerated() {
            if s > 0 { w.raw(",") }
            w.string(style.rawValue)
            w.raw(":{")
            for (i, orientation) in Orientation.allCases.enumerated() {
                if i > 0 { w.raw(",") }
                let heights = device[set]?.keyboards[style]?[orientation]
                w.string(orientation.rawValue)
                w.raw(":{\"withPredictiveBar\":")
                appendNumber(heights?.withPredictiveBar, to: &w)
                w.raw(",\"withoutPredictiveBar\":")
                appendNumber(heights?.withoutPredictiveBar, to: &w)
                if device.kind != .iPad {
                    w.raw(",\"numberPad\":")
                    appendNumber(heights?.numberPad, to: &w)
                }
                w.raw(",\"emoji\":")
                appendNumber(heights?.emoji, to: &w)
                w.raw("}")
            }
            w.raw("}")
        }
        w.raw("},\"supports\":{")
        for (s, style) in styles.enumerated() {
            if s > 0 { w.raw(",") }
            w.string(style.rawValue)
            w.raw(":{")
            for (i, orientation) in Orientation.allCases.enumerated() {
                if i > 0 { w.raw(",") }
                let supported = device.supported(orientation, set: set, style: style)
                w.string(orientation.rawValue)
                w.raw(":{\"keyboards\":")
                appendLabels(supported.keyboards.map(\.rawValue), to: &w)
                w.raw(",\"keyboardTypes\":")
                appendLabels(supported.types.map(\.rawValue), to: &w)
                w.raw("}")
            }
            w.raw("}")
        }
        w.raw("}}")
    }

    /// `{"first": release, "last": release|null}`.
    private static func appendRuns(_ runs: IOSRange, to w: inout JSONWriter) {
        w.raw("{\"first\":")
        w.string(runs.first.description)
        w.raw(",\"last\":")
        appendString(runs.last?.description, to: &w)
        w.raw("}")
    }

    private static func appendSources(_ keys: [String], to w: inout JSONWriter) {
        w.raw("[")
        for (i, key) in keys.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"key\":")
            w.string(key)
            w.raw(",\"description\":")
            appendString(DeviceCatalog.source(key: key)?.description, to: &w)
            w.raw("}")
        }
        w.raw("]")
    }

    private static func appendString(_ value: String?, to w: inout JSONWriter) {
        if let value { w.string(value) } else { w.raw("null") }
    }

    private static func appendNumber(_ value: Double?, to w: inout JSONWriter) {
        if let value { w.number(value) } else { w.raw("null") }
    }
}
