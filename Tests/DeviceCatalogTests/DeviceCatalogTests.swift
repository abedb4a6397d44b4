import Foundation
import KeyboardAvoidance
import Testing

@testable import DeviceCatalog

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

    static func insets(_ value: Any?) -> EdgeInsets? {
        guard let s = value as? [String: Any] else { return nil }
        return EdgeInsets(
            top: optionalNumber(s["top"])!, left: optionalNumber(s["left"])!,
            bottom: optionalNumber(s["bottom"])!, right: optionalNumber(s["right"])!)
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
            #expect(device.kind.rawValue == raw["kind"] as? String)
            let points = try #require(raw["points"] as? [String: Any])
            #expect(
                device.points
                    == Size(
                        width: Self.optionalNumber(points["width"])!, height: Self.optionalNumber(points["height"])!))
            #expect(device.scale == Self.optionalNumber(raw["scale"]))
            let versions = try #require(raw["ios"] as? [String: [String: Any]])
            for ios in IOSVersion.allCases {
                let version = try #require(versions[ios.rawValue])
                let safe = try #require(version["safeArea"] as? [String: Any])
                let heights = try #require(version["keyboardHeight"] as? [String: [String: Any]])
                for o in Orientation.allCases {
                    // A measured figure is the data file's; a derived one fills a null of it.
                    let base = "/ios/\(ios.rawValue)"
                    func agrees(_ catalog: Double?, _ data: Any?, _ pointer: String) {
                        if device.figure(covering: pointer)?.rule != nil {
                            #expect(data == nil || data is NSNull, "\(id)\(pointer): derived over a measured figure")
                            #expect(catalog != nil, "\(id)\(pointer): a derived figure without a value")
                        } else {
                            #expect(catalog == Self.optionalNumber(data), "\(id)\(pointer)")
                        }
                    }
                    let safeAreaPointer = "\(base)/safeArea/\(o.rawValue)"
                    if device.figure(covering: safeAreaPointer)?.rule != nil {
                        #expect(safe[o.rawValue] is NSNull, "\(id)\(safeAreaPointer): derived over a measured figure")
                        #expect(device.safeArea(o, ios: ios) != nil)
                    } else {
                        #expect(device.safeArea(o, ios: ios) == Self.insets(safe[o.rawValue]), "\(id) \(ios) \(o)")
                    }
                    let h = try #require(heights[o.rawValue])
                    let kh = device[ios].keyboardHeight[o]
                    let heightsPointer = "\(base)/keyboardHeight/\(o.rawValue)"
                    agrees(kh.withPredictiveBar, h["withPredictiveBar"], heightsPointer + "/withPredictiveBar")
                    agrees(kh.withoutPredictiveBar, h["withoutPredictiveBar"], heightsPointer + "/withoutPredictiveBar")
                    agrees(kh.numberPad, h["numberPad"], heightsPointer + "/numberPad")
                    #expect((h["numberPad"] != nil) == (device.kind == .iPhone), "\(id): numberPad on iPhones only")
                }
            }
            let aliases = try #require(raw["aliases"] as? [[String: Any]])
            #expect(device.aliases.map(\.id) == aliases.map { $0["id"] as? String ?? "" })
            #expect(device.aliases.map(\.name) == aliases.map { $0["name"] as? String ?? "" })
            let figures = try #require(raw["figures"] as? [[String: Any]])
            // The data's entries, but for those a derived figure's entry replaces, then the derived.
            let derived = Set(device.figures.filter { $0.rule != nil }.map(\.at))
            let kept = figures.filter { !derived.contains($0["at"] as? String ?? "") }
            let measured = device.figures.filter { $0.rule == nil }
            #expect(measured.map(\.at) == kept.map { $0["at"] as? String ?? "" })
            #expect(measured.map(\.unknown) == kept.map { $0["unknown"] as? String })
            for figure in device.figures where figure.rule != nil {
                #expect(figure.unknown == nil && !figure.sources.isEmpty && !figure.derivedFrom.isEmpty)
                #expect(DeviceCatalog.rules.contains { $0.name == figure.rule && $0.used }, "\(id)\(figure.at)")
            }
            let runs = try #require(raw["runs"] as? [String: Any])
            #expect(device.runs.first == runs["first"] as? Int)
            #expect(device.runs.last == runs["last"] as? Int)
            #expect(
                device.aliases.map(\.runs.first) == aliases.map { ($0["runs"] as? [String: Any])?["first"] as? Int })
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

    @Test func everyNullFigureIsListedAsUncertainWithAReason() throws {
        for device in DeviceCatalog.devices {
            for ios in IOSVersion.allCases {
                for o in Orientation.allCases {
                    let base = "/ios/\(ios.rawValue)"
                    if device.safeArea(o, ios: ios) == nil {
                        let pointer = "\(base)/safeArea/\(o.rawValue)"
                        #expect(device.uncertain.contains(pointer), "\(device.id) \(pointer)")
                        #expect(device.figure(covering: pointer)?.unknown != nil, "\(device.id) \(pointer)")
                    }
                    let kh = device[ios].keyboardHeight[o]
                    var named = [
                        ("withPredictiveBar", kh.withPredictiveBar), ("withoutPredictiveBar", kh.withoutPredictiveBar),
                    ]
                    if device.kind == .iPhone { named.append(("numberPad", kh.numberPad)) }
                    for (key, value) in named {
                        let pointer = "\(base)/keyboardHeight/\(o.rawValue)/\(key)"
                        let figure = device.figure(covering: pointer)
                        if value == nil {
                            #expect(device.uncertain.contains(pointer), "\(device.id) \(pointer)")
                            #expect(figure?.unknown != nil, "\(device.id) \(pointer)")
                        } else {
                            #expect(figure?.sources.isEmpty == false, "\(device.id) \(pointer) cites no source")
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: [
        // id, the exact list: nulls and the figures whose entry records alternatives, in order.
        (
            "iphone-8-plus",
            [
                "/ios/18/keyboardHeight/portrait/numberPad", "/ios/18/keyboardHeight/landscape/numberPad",
                "/ios/26/safeArea/portrait", "/ios/26/safeArea/landscape",
                "/ios/26/keyboardHeight/portrait/withPredictiveBar",
                "/ios/26/keyboardHeight/portrait/withoutPredictiveBar", "/ios/26/keyboardHeight/portrait/numberPad",
                "/ios/26/keyboardHeight/landscape/withPredictiveBar",
                "/ios/26/keyboardHeight/landscape/withoutPredictiveBar", "/ios/26/keyboardHeight/landscape/numberPad",
            ]
        ),
        (
            "iphone-x",
            [
                // The conflicts: landscape bottom (21 chosen over 24) and both portrait keyboards.
                "/ios/18/safeArea/landscape/bottom", "/ios/18/keyboardHeight/portrait/withPredictiveBar",
                "/ios/18/keyboardHeight/portrait/withoutPredictiveBar", "/ios/18/keyboardHeight/portrait/numberPad",
                "/ios/18/keyboardHeight/landscape/numberPad",
                // No source gives iOS 26 figures; rules derive all but the notch phones' landscape pad.
                "/ios/26/keyboardHeight/landscape/numberPad",
            ]
        ),
        (
            "ipad-pro-13-m4",
            [
                "/ios/18/safeArea/landscape", "/ios/18/keyboardHeight/portrait/withPredictiveBar",
                "/ios/18/keyboardHeight/portrait/withoutPredictiveBar",
                "/ios/18/keyboardHeight/landscape/withPredictiveBar",
                "/ios/18/keyboardHeight/landscape/withoutPredictiveBar",
                // 403 chosen over FW's 405.5, 498 over 501 (without the predictive bar: derived).
                "/ios/26/keyboardHeight/portrait/withPredictiveBar",
                "/ios/26/keyboardHeight/landscape/withPredictiveBar",
            ]
        ),
    ])
    func uncertainFigures(id: String, expected: [String]) throws {
        #expect(try #require(DeviceCatalog.device(id: id)).uncertain == expected)
    }

    /// The audit's conflicts, as the catalog resolves them.
    @Test func conflictsAreResolvedAndRecorded() throws {
        let x = try #require(DeviceCatalog.device(id: "iphone-x"))
        #expect(x.safeArea(.landscape, ios: .ios18)?.bottom == 21)
        let xBottom = try #require(x.figure(covering: "/ios/18/safeArea/landscape/bottom"))
        #expect(xBottom.sources == ["Q", "TG"])
        #expect(xBottom.alternatives.map(\.value) == ["24"])
        #expect(xBottom.choice != nil)

        let mini = try #require(DeviceCatalog.device(id: "iphone-12-mini"))
        #expect(mini.points == Size(width: 375, height: 812))
        #expect(mini.figure(covering: "/points")?.alternatives.map(\.value) == [#"{"width": 360, "height": 780}"#])

        for id in ["ipad-pro-11", "ipad-pro-12-9"] {
            let pro = try #require(DeviceCatalog.device(id: id))
            #expect(pro.safeArea(.portrait, ios: .ios18) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            #expect(pro.figure(covering: "/ios/18/safeArea/portrait/top")?.alternatives.isEmpty == false)
        }

        // The iOS 26.5 landscape figure 208 moved out of the column before iOS 26: 209 there (AY).
        let max = try #require(DeviceCatalog.device(id: "iphone-16-pro-max"))
        #expect(max[.ios18].keyboardHeight.landscape.withPredictiveBar == 209)
        #expect(max[.ios26].keyboardHeight.landscape.withPredictiveBar == 208)
        // The gaps AY fills: 302 / 172 without the predictive bar; 292 on the 16 Pro.
        #expect(max[.ios18].keyboardHeight.portrait.withoutPredictiveBar == 302)
        #expect(max[.ios18].keyboardHeight.landscape.withoutPredictiveBar == 172)
        #expect(DeviceCatalog.device(id: "iphone-16-pro")![.ios18].keyboardHeight.portrait.withoutPredictiveBar == 292)
    }

    @Test func idsAndAliasesAreUniqueAndSourcesAreKnown() {
        let all = DeviceCatalog.names.map(\.id)
        #expect(Set(all).count == all.count)
        for device in DeviceCatalog.devices {
            for key in device.sources { #expect(DeviceCatalog.source(key: key) != nil, "\(device.id): \(key)") }
        }
        #expect(DeviceCatalog.device(id: "iphone-1") == nil)
    }

    /// Every model the catalog covers resolves, to its family's figures under its own id.
    @Test(arguments: [
        ("iphone-16", "iphone-15", "iPhone 16"), ("iphone-16-plus", "iphone-15-plus", "iPhone 16 Plus"),
        ("iphone-16e", "iphone-14", "iPhone 16e"), ("iphone-17", "iphone-16-pro", "iPhone 17"),
        ("iphone-air", "iphone-air", "iPhone Air"), ("iphone-17-pro", "iphone-16-pro", "iPhone 17 Pro"),
        ("iphone-17-pro-max", "iphone-16-pro-max", "iPhone 17 Pro Max"), ("ipad-a16", "ipad-10", "iPad (A16)"),
        ("ipad-air-11-m2", "ipad-10", "iPad Air 11-inch (M2)"), ("ipad-air-11-m3", "ipad-10", "iPad Air 11-inch (M3)"),
        ("ipad-air-13-m2", "ipad-air-13", "iPad Air 13-inch (M2)"),
        ("ipad-air-13-m3", "ipad-air-13", "iPad Air 13-inch (M3)"),
        ("ipad-mini-a17-pro", "ipad-mini-6", "iPad mini (A17 Pro)"),
        ("ipad-pro-11-m4", "ipad-pro-11-m4", "iPad Pro 11-inch (M4, M5)"),
        ("ipad-pro-11-m5", "ipad-pro-11-m4", "iPad Pro 11-inch (M5)"),
        ("ipad-pro-13-m4", "ipad-pro-13-m4", "iPad Pro 13-inch (M4, M5)"),
        ("ipad-pro-13-m5", "ipad-pro-13-m4", "iPad Pro 13-inch (M5)"),
    ])
    func everyMarketedModelResolves(id: String, family: String, name: String) throws {
        let device = try #require(DeviceCatalog.device(id: id))
        let entry = try #require(DeviceCatalog.device(id: family))
        #expect(device.id == id)
        #expect(device.name == name)
        #expect(device.family == family)
        #expect(device.ios26 == entry.ios26 && device.ios18 == entry.ios18 && device.points == entry.points)
    }

    @Test func anUnknownIdNamesTheClosestWithTheirNames() {
        let message = DeviceError.unknownDevice(id: "iphone-17pro").message
        #expect(
            message.hasPrefix("The catalog has no device 'iphone-17pro'; did you mean `iphone-17-pro` (iPhone 17 Pro)"))
        #expect(DeviceCatalog.suggestions(for: "ipad-pro-13").first?.id == "ipad-pro-11")
        #expect(DeviceCatalog.suggestions(for: "IPHONE-AIR").first?.id == "iphone-air")
        // A huge id is compared by its first 64 bytes and shown cut.
        let long = String(repeating: "x", count: 10_000)
        #expect(DeviceError.unknownDevice(id: long).message.contains(String(repeating: "x", count: 64) + "…'"))
    }

    /// A figures entry covers its own pointer and the pointers below it, never a pointer that
    /// only shares its first bytes (`/ios/2` is not a prefix of `/ios/26/…`); the longest entry
    /// wins, the first of equal ones; and on every catalog device the lookup gives what the
    /// plain rule (equal, or a prefix followed by `/`) gives.
    @Test func aFigureCoversItsPointerAndThoseBelowIt() {
        #expect(Device.pointer("/ios/26/safeArea", isCoveredBy: "/ios/26/safeArea"))
        #expect(Device.pointer("/ios/26/safeArea/portrait", isCoveredBy: "/ios/26"))
        #expect(Device.pointer("/ios/26", isCoveredBy: ""))
        #expect(!Device.pointer("/ios/26", isCoveredBy: "/ios/2"))
        #expect(!Device.pointer("/ios", isCoveredBy: "/ios/26"))
        #expect(!Device.pointer("/points", isCoveredBy: "/ios"))
        func plain(_ device: Device, _ pointer: String) -> String? {
            var best: Figure?
            for f in device.figures where pointer == f.at || pointer.hasPrefix(f.at + "/") {
                if best == nil || f.at.count > best!.at.count { best = f }
            }
            return best?.at
        }
        var pointers = ["/points", "/scale", "/hardwareKeyboardBarHeight", "/ios", "/nothing"]
        for ios in IOSVersion.allCases {
            for o in Orientation.allCases {
                pointers.append("/ios/\(ios.rawValue)/safeArea/\(o.rawValue)")
                pointers.append("/ios/\(ios.rawValue)/safeArea/\(o.rawValue)/bottom")
                for bar in ["withPredictiveBar", "withoutPredictiveBar", "emoji", "numberPad"] {
                    pointers.append("/ios/\(ios.rawValue)/keyboardHeight/\(o.rawValue)/\(bar)")
                }
            }
        }
        var compared = 0
        for device in DeviceCatalog.devices {
            for f in device.figures { pointers.append(f.at) }
            for pointer in pointers {
                #expect(device.figure(covering: pointer)?.at == plain(device, pointer), "\(device.id) \(pointer)")
                compared += 1
            }
        }
        #expect(compared > 1000)
    }
}
