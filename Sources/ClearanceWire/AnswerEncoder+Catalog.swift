import DeviceCatalog
import KeyboardAvoidance

extension AnswerEncoder {
    /// The whole device catalog as JSON, as `GET /v1/devices` and `clearance devices` answer it:
    ///
    /// ```
    /// { "about": s,
    ///   "hardwareKeyboardBar": { "height": n, "sources": [Source], "notes": s|null },
    ///   "devices": [Device] }
    /// Device = { "id", "name", "points": Size (portrait), "scale": n|null,
    ///            "safeArea": { "portrait": Insets, "landscape": Insets },
    ///            "keyboardHeight": { "portrait": Heights, "landscape": Heights },
    ///            "keyboards": { "portrait": [variant], "landscape": [variant] },
    ///            "sources": [Source], "notes": s|null, "uncertain": [pointer] }
    /// Heights = { "withPredictiveBar": n|null, "withoutPredictiveBar": n|null }
    /// Source = { "key": s, "description": s }
    /// ```
    /// `keyboards` lists the `device.keyboard` values a request may use in that orientation.
    public static func encodeCatalog() -> [UInt8] {
        var w = JSONWriter(capacity: 16_384)
        w.raw("{\"about\":")
        w.string(DeviceCatalog.about)
        w.raw(",\"hardwareKeyboardBar\":{\"height\":")
        w.number(DeviceCatalog.hardwareKeyboardBar.height)
        w.raw(",\"sources\":")
        appendSources(DeviceCatalog.hardwareKeyboardBar.sources, to: &w)
        w.raw(",\"notes\":")
        appendString(DeviceCatalog.hardwareKeyboardBar.notes, to: &w)
        w.raw("},\"devices\":[")
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
    /// ``encodeCatalog()``).
    public static func encode(device: Device) -> [UInt8] {
        var w = JSONWriter(capacity: 2048)
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
        w.raw(",\"points\":{\"width\":")
        w.number(device.points.width)
        w.raw(",\"height\":")
        w.number(device.points.height)
        w.raw("},\"scale\":")
        appendNumber(device.scale, to: &w)
        w.raw(",\"safeArea\":{")
        for (i, orientation) in Orientation.allCases.enumerated() {
            if i > 0 { w.raw(",") }
            w.string(orientation.rawValue)
            w.raw(":")
            appendInsets(device.safeArea[orientation], to: &w)
        }
        w.raw("},\"keyboardHeight\":{")
        for (i, orientation) in Orientation.allCases.enumerated() {
            if i > 0 { w.raw(",") }
            w.string(orientation.rawValue)
            w.raw(":{\"withPredictiveBar\":")
            appendNumber(device.keyboardHeight[orientation].withPredictiveBar, to: &w)
            w.raw(",\"withoutPredictiveBar\":")
            appendNumber(device.keyboardHeight[orientation].withoutPredictiveBar, to: &w)
            w.raw("}")
        }
        w.raw("},\"keyboards\":{")
        for (i, orientation) in Orientation.allCases.enumerated() {
            if i > 0 { w.raw(",") }
            w.string(orientation.rawValue)
            w.raw(":")
            appendLabels(device.knownKeyboards(orientation).map(\.rawValue), to: &w)
        }
        w.raw("},\"sources\":")
        appendSources(device.sources, to: &w)
        w.raw(",\"notes\":")
        appendString(device.notes, to: &w)
        w.raw(",\"uncertain\":")
        appendLabels(device.uncertain, to: &w)
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
