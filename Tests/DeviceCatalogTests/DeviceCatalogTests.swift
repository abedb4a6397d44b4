import DeviceCatalog
import Foundation
import KeyboardAvoidance
import Testing

/// The catalog against the data file it is generated from, figure by figure.
@Suite struct DeviceCatalogTests {
    /// `data/ios-devices.json`, found from this file's path (Tests/DeviceCatalogTests/…).
    static func data() throws -> [String: Any] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let bytes = try Data(contentsOf: root.appendingPathComponent("data/ios-devices.json"))
        return try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
    }

    static func optionalNumber(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }

    @Test func everyDeviceMatchesTheDataFile() throws {
        let data = try Self.data()
        let devices = try #require(data["devices"] as? [[String: Any]])
        #expect(DeviceCatalog.devices.count == devices.count)
        #expect(DeviceCatalog.ids == devices.map { $0["id"] as? String ?? "" })
        for raw in devices {
            let id = try #require(raw["id"] as? String)
            let device = try #require(DeviceCatalog.device(id: id))
            #expect(device.name == raw["name"] as? String)
            let points = try #require(raw["points"] as? [String: Any])
            #expect(
                device.points
                    == Size(
                        width: Self.optionalNumber(points["width"])!, height: Self.optionalNumber(points["height"])!))
            #expect(device.scale == Self.optionalNumber(raw["scale"]))
            let safe = try #require(raw["safeArea"] as? [String: [String: Any]])
            let heights = try #require(raw["keyboardHeight"] as? [String: [String: Any]])
            for o in Orientation.allCases {
                let s = try #require(safe[o.rawValue])
                #expect(
                    device.safeArea(o)
                        == EdgeInsets(
                            top: Self.optionalNumber(s["top"])!, left: Self.optionalNumber(s["left"])!,
                            bottom: Self.optionalNumber(s["bottom"])!, right: Self.optionalNumber(s["right"])!))
                let h = try #require(heights[o.rawValue])
                #expect(device.keyboardHeight(o, .predictive) == Self.optionalNumber(h["withPredictiveBar"]))
                #expect(device.keyboardHeight(o, .noPredictive) == Self.optionalNumber(h["withoutPredictiveBar"]))
            }
            #expect(device.sources == raw["sources"] as? [String])
            #expect(device.notes == raw["notes"] as? String)
            #expect(device.sourceDescriptions.map(\.key) == device.sources)
        }
        let bar = try #require(data["hardwareKeyboardBarHeight"] as? [String: Any])
        #expect(DeviceCatalog.hardwareKeyboardBar.height == Self.optionalNumber(bar["value"]))
        #expect(DeviceCatalog.hardwareKeyboardBar.sources == bar["sources"] as? [String])
        let sources = try #require(data["sources"] as? [String: String])
        #expect(DeviceCatalog.sources.count == sources.count)
        for source in DeviceCatalog.sources {
            #expect(sources[source.key] == source.description)
        }
    }

    @Test func everyNullFigureIsListedAsUncertain() throws {
        let devices = try #require(try Self.data()["devices"] as? [[String: Any]])
        for raw in devices {
            let device = try #require(DeviceCatalog.device(id: raw["id"] as! String))
            if raw["scale"] is NSNull { #expect(device.uncertain.contains("/scale"), "\(device.id)") }
            let heights = raw["keyboardHeight"] as! [String: [String: Any]]
            for (orientation, pair) in heights {
                for (key, value) in pair where value is NSNull {
                    #expect(device.uncertain.contains("/keyboardHeight/\(orientation)/\(key)"), "\(device.id)")
                }
            }
            // Every listed figure is null or disputed by a note: a device without a note lists only nulls.
            if device.notes == nil {
                for path in device.uncertain {
                    #expect(path == "/scale" ? device.scale == nil : path.hasPrefix("/keyboardHeight/"), "\(path)")
                }
            }
        }
    }

    @Test(arguments: [
        // id, the exact list: nulls and the figures the note disputes, in data-file order.
        ("iphone-14", [String]()),
        ("iphone-8-plus", []),
        ("iphone-x", ["/safeArea/landscape/bottom"]),
        ("iphone-11", ["/scale", "/safeArea/landscape/bottom"]),
        (
            "iphone-16-pro-max",
            [
                "/keyboardHeight/portrait/withPredictiveBar", "/keyboardHeight/portrait/withoutPredictiveBar",
                "/keyboardHeight/landscape/withoutPredictiveBar",
            ]
        ),
        (
            "ipad-10",
            ["/keyboardHeight/portrait/withoutPredictiveBar", "/keyboardHeight/landscape/withoutPredictiveBar"]
        ),
        (
            "ipad-pro-11",
            [
                "/safeArea/portrait/top", "/safeArea/portrait/bottom", "/safeArea/landscape/top",
                "/safeArea/landscape/bottom",
            ]
        ),
    ])
    func uncertainFigures(id: String, expected: [String]) throws {
        #expect(try #require(DeviceCatalog.device(id: id)).uncertain == expected)
    }

    @Test func idsAreUniqueAndSourcesAreKnown() {
        #expect(Set(DeviceCatalog.ids).count == DeviceCatalog.devices.count)
        for device in DeviceCatalog.devices {
            for key in device.sources { #expect(DeviceCatalog.source(key: key) != nil, "\(device.id): \(key)") }
        }
        #expect(DeviceCatalog.device(id: "iphone-1") == nil)
    }
}
