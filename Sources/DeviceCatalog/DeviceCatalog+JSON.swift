import KeyboardAvoidance

extension DeviceCatalog {
    /// The whole catalog as JSON, as `GET /v1/devices` and `clearance devices` answer it:
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
    public static func json() -> [UInt8] {
        var w = CatalogJSONWriter()
        w.beginObject()
        w.key("about")
        w.string(about)
        w.key("hardwareKeyboardBar")
        w.beginObject()
        w.key("height")
        w.number(hardwareKeyboardBar.height)
        w.key("sources")
        w.sources(hardwareKeyboardBar.sources)
        w.key("notes")
        w.string(hardwareKeyboardBar.notes)
        w.endObject()
        w.key("devices")
        w.beginArray()
        for device in devices { w.device(device) }
        w.endArray()
        w.endObject()
        return w.bytes
    }
}

extension Device {
    /// This device as JSON, as `GET /v1/devices/{id}` answers it (the `Device` shape of
    /// ``DeviceCatalog/json()``).
    public func json() -> [UInt8] {
        var w = CatalogJSONWriter()
        w.device(self)
        return w.bytes
    }
}

extension CatalogJSONWriter {
    fileprivate mutating func device(_ device: Device) {
        beginObject()
        key("id")
        string(device.id)
        key("name")
        string(device.name)
        key("points")
        beginObject()
        key("width")
        number(device.points.width)
        key("height")
        number(device.points.height)
        endObject()
        key("scale")
        number(device.scale)
        key("safeArea")
        beginObject()
        for orientation in Orientation.allCases {
            key(orientation.rawValue)
            insets(device.safeArea[orientation])
        }
        endObject()
        key("keyboardHeight")
        beginObject()
        for orientation in Orientation.allCases {
            key(orientation.rawValue)
            beginObject()
            key("withPredictiveBar")
            number(device.keyboardHeight[orientation].withPredictiveBar)
            key("withoutPredictiveBar")
            number(device.keyboardHeight[orientation].withoutPredictiveBar)
            endObject()
        }
        endObject()
        key("keyboards")
        beginObject()
        for orientation in Orientation.allCases {
            key(orientation.rawValue)
            strings(device.knownKeyboards(orientation).map(\.rawValue))
        }
        endObject()
        key("sources")
        sources(device.sources)
        key("notes")
        string(device.notes)
        key("uncertain")
        strings(device.uncertain)
        endObject()
    }

    fileprivate mutating func insets(_ insets: EdgeInsets) {
        beginObject()
        key("top")
        number(insets.top)
        key("left")
        number(insets.left)
        key("bottom")
        number(insets.bottom)
        key("right")
        number(insets.right)
        endObject()
    }

    fileprivate mutating func sources(_ keys: [String]) {
        beginArray()
        for k in keys {
            beginObject()
            key("key")
            string(k)
            key("description")
            string(DeviceCatalog.source(key: k)?.description)
            endObject()
        }
        endArray()
    }
}
