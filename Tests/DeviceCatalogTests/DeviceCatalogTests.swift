import Foundation
import KeyboardAvoidance
import Testing

@testable import DeviceCatalog

/// The catalog against the data file it is generated from, figure by figure.
@Suite struct DeviceCatalogTests {
    /// `data/ios-devices.json` (or another data file), found from this file's path
    /// (Tests/DeviceCatalogTests/…).
    static func data(_ name: String = "ios-devices.json") throws -> [String: Any] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let bytes = try Data(contentsOf: root.appendingPathComponent("data/\(name)"))
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

    /// A data file's `runs` member (`{"first": "27.1", "last": null}`) as the catalog holds it.
    static func runs(_ value: Any?) -> IOSRange? {
        guard let runs = value as? [String: Any], let first = (runs["first"] as? String).flatMap(Release.init)
        else { return nil }
        return IOSRange(first: first, last: (runs["last"] as? String).flatMap(Release.init))
    }

    /// The figure sets of a raw device: `ios/{18,26,27}` for an iOS device, `android` for an
    /// Android phone.
    static func sets(_ raw: [String: Any]) throws -> [(FigureSet, [String: Any])] {
        if let android = raw["android"] as? [String: Any] { return [(.android, android)] }
        let versions = try #require(raw["ios"] as? [String: [String: Any]])
        return try versions.keys.sorted().map { key in (try #require(FigureSet(rawValue: key)), versions[key]!) }
    }

    @Test func everyDeviceMatchesTheDataFiles() throws {
        let data = try Self.data()
        let android = try Self.data("android-devices.json")
        let devices =
            try #require(data["devices"] as? [[String: Any]]) + (try #require(android["devices"] as? [[String: Any]]))
        #expect(DeviceCatalog.devices.count == devices.count)
        #expect(DeviceCatalog.ids == devices.map { $0["id"] as? String ?? "" })
        for raw in devices {
            let id = try #require(raw["id"] as? String)
            let device = try #require(DeviceCatalog.device(id: id))
            #expect(device.name == raw["name"] as? String)
            #expect(device.model == raw["model"] as? String)
            #expect(device.kind.rawValue == raw["kind"] as? String)
            #expect(device.platform.rawValue == raw["platform"] as? String)
            let points = try #require(raw["points"] as? [String: Any])
            #expect(
                device.points
                    == Size(
                        width: Self.optionalNumber(points["width"])!, height: Self.optionalNumber(points["height"])!))
            #expect(device.scale == Self.optionalNumber(raw["scale"]))
            let sets = try Self.sets(raw)
            #expect(device.figureSets == sets.map(\.0), "\(id)")
            for (set, version) in sets {
                let safe = try #require(version["safeArea"] as? [String: Any])
                let styles = try #require(version["keyboardHeight"] as? [String: [String: [String: Any]]])
                #expect(Set(styles.keys) == Set(set.styles.map(\.rawValue)), "\(id) \(set)")
                for o in Orientation.allCases {
                    // A measured figure is the data file's; a derived or assumed one fills a null of it.
                    func agrees(_ catalog: Double?, _ data: Any?, _ pointer: String) {
                        if device.figure(covering: pointer)?.rule != nil {
                            #expect(data == nil || data is NSNull, "\(id)\(pointer): derived over a measured figure")
                            #expect(catalog != nil, "\(id)\(pointer): a derived figure without a value")
                        } else {
                            #expect(catalog == Self.optionalNumber(data), "\(id)\(pointer)")
                        }
                    }
                    let safeAreaPointer = "\(set.pointer)/safeArea/\(o.rawValue)"
                    if device.figure(covering: safeAreaPointer)?.rule != nil {
                        #expect(safe[o.rawValue] is NSNull, "\(id)\(safeAreaPointer): derived over a measured figure")
                        #expect(device.safeArea(o, set: set) != nil)
                    } else {
                        #expect(device.safeArea(o, set: set) == Self.insets(safe[o.rawValue]), "\(id) \(set) \(o)")
                    }
                    for style in set.styles {
                        let h = try #require(styles[style.rawValue]?[o.rawValue])
                        let kh = try #require(device[set]?.keyboards[style]?[o])
                        let heightsPointer = "\(set.pointer)/keyboardHeight/\(style.rawValue)/\(o.rawValue)"
                        agrees(kh.withPredictiveBar, h["withPredictiveBar"], heightsPointer + "/withPredictiveBar")
                        agrees(
                            kh.withoutPredictiveBar, h["withoutPredictiveBar"], heightsPointer + "/withoutPredictiveBar"
                        )
                        agrees(kh.numberPad, h["numberPad"], heightsPointer + "/numberPad")
                        agrees(kh.emoji, h["emoji"], heightsPointer + "/emoji")
                        #expect(
                            (h["numberPad"] != nil) == (device.kind != .iPad), "\(id): numberPad on phones only")
                    }
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
            #expect(measured.map(\.at) == kept.map { $0["at"] as? String ?? "" }, "\(id)")
            #expect(measured.map(\.unknown) == kept.map { $0["unknown"] as? String }, "\(id)")
            for figure in device.figures where figure.rule != nil {
                #expect(figure.unknown == nil && !figure.sources.isEmpty && !figure.derivedFrom.isEmpty)
                let rule = DeviceCatalog.rules.first { $0.name == figure.rule }
                #expect(rule?.used == true, "\(id)\(figure.at)")
                // An assumption's figures are assumed, a checked rule's derived.
                #expect(figure.provenance == (rule?.assumed == true ? .assumed : .derived), "\(id)\(figure.at)")
            }
            #expect(device.runs == Self.runs(raw["runs"]), "\(id)")
            #expect(device.aliases.map(\.runs) == aliases.map { Self.runs($0["runs"]) }, "\(id)")
            #expect(device.sourceDescriptions.map(\.key) == device.sources)
        }
        let bar = try #require(data["hardwareKeyboardBarHeight"] as? [String: Any])
        #expect(DeviceCatalog.hardwareKeyboardBar.height == Self.optionalNumber(bar["value"]))
        #expect(DeviceCatalog.hardwareKeyboardBar.sources == bar["sources"] as? [String])
        // Both files' sources, each key once.
        var sources = try #require(data["sources"] as? [String: String])
        sources.merge(try #require(android["sources"] as? [String: String])) { ios, _ in ios }
        #expect(DeviceCatalog.sources.count == sources.count)
        for source in DeviceCatalog.sources {
            #expect(sources[source.key] == source.description)
        }
    }

    @Test func everyNullFigureIsListedAsUncertainWithAReason() throws {
        for device in DeviceCatalog.devices {
            for set in device.figureSets {
                for o in Orientation.allCases {
                    if device.safeArea(o, set: set) == nil {
                        let pointer = "\(set.pointer)/safeArea/\(o.rawValue)"
                        #expect(device.uncertain.contains(pointer), "\(device.id) \(pointer)")
                        #expect(device.figure(covering: pointer)?.unknown != nil, "\(device.id) \(pointer)")
                    }
                    for style in set.styles {
                        let kh = try #require(device[set]?.keyboards[style]?[o], "\(device.id) \(set) \(style)")
                        var named = [
                            ("withPredictiveBar", kh.withPredictiveBar),
                            ("withoutPredictiveBar", kh.withoutPredictiveBar), ("emoji", kh.emoji),
                        ]
                        if device.kind != .iPad { named.append(("numberPad", kh.numberPad)) }
                        for (key, value) in named {
                            let pointer = "\(set.pointer)/keyboardHeight/\(style.rawValue)/\(o.rawValue)/\(key)"
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
    }

    /// Only RNKC measured the emoji keyboard (the data's `emojiKeyboard`): no other source gives
    /// a figure for it, so no emoji entry records an alternative from another source.
    @Test func noEmojiFigureRecordsAnotherSourcesAlternative() {
        for device in DeviceCatalog.devices {
            for figure in device.figures where figure.at.hasSuffix("/emoji") {
                #expect(figure.alternatives.isEmpty, "\(device.id)\(figure.at): \(figure.alternatives.map(\.value))")
            }
        }
    }

    /// Every figure of iOS set `set` on an iPhone: both safe areas, then each style's heights.
    static func everyIPhoneFigure(of set: FigureSet) -> [String] {
        ["\(set.pointer)/safeArea/portrait", "\(set.pointer)/safeArea/landscape"]
            + set.styles.flatMap { style in
                Orientation.allCases.flatMap { o in
                    ["withPredictiveBar", "withoutPredictiveBar", "numberPad", "emoji"].map {
                        "\(set.pointer)/keyboardHeight/\(style.rawValue)/\(o.rawValue)/\($0)"
                    }
                }
            }
    }

    @Test(arguments: [
        // id, the exact list: nulls and the figures whose entry records alternatives, in order.
        (
            "iphone-8-plus",
            // Before iOS 26 the pad is derived (padIsLettersWithoutBar) and no source measured the
            // emoji keyboard on this screen or the landscape pad; the model's last release is iOS
            // 16, so no source gives any iOS 26 or 27 figure and no rule derives one.
            [
                "/ios/18/keyboardHeight/classic/portrait/emoji", "/ios/18/keyboardHeight/classic/landscape/numberPad",
                "/ios/18/keyboardHeight/classic/landscape/emoji",
            ] + everyIPhoneFigure(of: .ios26) + everyIPhoneFigure(of: .ios27)
        ),
        (
            "iphone-x",
            [
                // The conflicts: landscape bottom (21 chosen over 24) and the portrait keyboard
                // (TG's 336 over AF's 335). Without the bar it is derived now (classicPredictiveBar:
                // 336 − 45 = 291, TG's 292 being 1 pt high, research 2026-12 §8), so not listed.
                "/ios/18/safeArea/landscape/bottom", "/ios/18/keyboardHeight/classic/portrait/withPredictiveBar",
                "/ios/18/keyboardHeight/classic/portrait/emoji", "/ios/18/keyboardHeight/classic/landscape/numberPad",
                "/ios/18/keyboardHeight/classic/landscape/emoji",
                // On iOS 26 rules derive all but the emoji keyboard, Liquid Glass without its bar in
                // landscape and the classic keyboard in landscape; iOS 27 assumes iOS 26's.
                "/ios/26/keyboardHeight/liquidGlass/portrait/emoji",
                "/ios/26/keyboardHeight/liquidGlass/landscape/withoutPredictiveBar",
                "/ios/26/keyboardHeight/liquidGlass/landscape/emoji", "/ios/26/keyboardHeight/classic/portrait/emoji",
                "/ios/26/keyboardHeight/classic/landscape/withPredictiveBar",
                "/ios/26/keyboardHeight/classic/landscape/withoutPredictiveBar",
                "/ios/26/keyboardHeight/classic/landscape/numberPad", "/ios/26/keyboardHeight/classic/landscape/emoji",
                "/ios/27/keyboardHeight/liquidGlass/portrait/emoji",
                "/ios/27/keyboardHeight/liquidGlass/landscape/withoutPredictiveBar",
                "/ios/27/keyboardHeight/liquidGlass/landscape/emoji", "/ios/27/keyboardHeight/classic/portrait/emoji",
                "/ios/27/keyboardHeight/classic/landscape/withPredictiveBar",
                "/ios/27/keyboardHeight/classic/landscape/withoutPredictiveBar",
                "/ios/27/keyboardHeight/classic/landscape/numberPad", "/ios/27/keyboardHeight/classic/landscape/emoji",
            ]
        ),
        (
            "ipad-pro-13-m4",
            [
                "/ios/18/safeArea/landscape", "/ios/18/keyboardHeight/classic/portrait/withPredictiveBar",
                "/ios/18/keyboardHeight/classic/portrait/withoutPredictiveBar",
                "/ios/18/keyboardHeight/classic/portrait/emoji",
                "/ios/18/keyboardHeight/classic/landscape/withPredictiveBar",
                "/ios/18/keyboardHeight/classic/landscape/withoutPredictiveBar",
                "/ios/18/keyboardHeight/classic/landscape/emoji",
                // 403 chosen over FW's 405.5, 498 over 501; without the predictive bar unknown.
                "/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar",
                "/ios/26/keyboardHeight/liquidGlass/portrait/withoutPredictiveBar",
                "/ios/26/keyboardHeight/liquidGlass/portrait/emoji",
                "/ios/26/keyboardHeight/liquidGlass/landscape/withPredictiveBar",
                "/ios/26/keyboardHeight/liquidGlass/landscape/withoutPredictiveBar",
                "/ios/26/keyboardHeight/liquidGlass/landscape/emoji",
                "/ios/26/keyboardHeight/classic/portrait/withPredictiveBar",
                "/ios/26/keyboardHeight/classic/portrait/withoutPredictiveBar",
                "/ios/26/keyboardHeight/classic/portrait/emoji",
                "/ios/26/keyboardHeight/classic/landscape/withPredictiveBar",
                "/ios/26/keyboardHeight/classic/landscape/withoutPredictiveBar",
                "/ios/26/keyboardHeight/classic/landscape/emoji",
                // iOS 27 assumes iOS 26's Liquid Glass keyboard with the bar; the rest stays unknown.
                "/ios/27/keyboardHeight/liquidGlass/portrait/withoutPredictiveBar",
                "/ios/27/keyboardHeight/liquidGlass/portrait/emoji",
                "/ios/27/keyboardHeight/liquidGlass/landscape/withoutPredictiveBar",
                "/ios/27/keyboardHeight/liquidGlass/landscape/emoji",
                "/ios/27/keyboardHeight/classic/portrait/withPredictiveBar",
                "/ios/27/keyboardHeight/classic/portrait/withoutPredictiveBar",
                "/ios/27/keyboardHeight/classic/portrait/emoji",
                "/ios/27/keyboardHeight/classic/landscape/withPredictiveBar",
                "/ios/27/keyboardHeight/classic/landscape/withoutPredictiveBar",
                "/ios/27/keyboardHeight/classic/landscape/emoji",
            ]
        ),
    ])
    func uncertainFigures(id: String, expected: [String]) throws {
        #expect(try #require(DeviceCatalog.device(id: id)).uncertain == expected)
    }

    /// The audit's conflicts, as the catalog resolves them.
    @Test func conflictsAreResolvedAndRecorded() throws {
        let x = try #require(DeviceCatalog.device(id: "iphone-x"))
        #expect(x.safeArea(.landscape, set: .ios18)?.bottom == 21)
        let xBottom = try #require(x.figure(covering: "/ios/18/safeArea/landscape/bottom"))
        #expect(xBottom.sources == ["Q", "TG"])
        #expect(xBottom.alternatives.map(\.value) == ["24"])
        #expect(xBottom.choice != nil)

        let mini = try #require(DeviceCatalog.device(id: "iphone-12-mini"))
        #expect(mini.points == Size(width: 375, height: 812))
        #expect(mini.figure(covering: "/points")?.alternatives.map(\.value) == [#"{"width": 360, "height": 780}"#])

        for id in ["ipad-pro-11", "ipad-pro-12-9"] {
            let pro = try #require(DeviceCatalog.device(id: id))
            #expect(pro.safeArea(.portrait, set: .ios18) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            #expect(pro.figure(covering: "/ios/18/safeArea/portrait/top")?.alternatives.isEmpty == false)
        }

        // The iOS 26.5 landscape figure 208 moved out of the column before iOS 26: 209 there (AY).
        let max = try #require(DeviceCatalog.device(id: "iphone-16-pro-max"))
        #expect(max[.ios18]?.keyboards[.classic]?.landscape.withPredictiveBar == 209)
        #expect(max[.ios26]?.keyboards[.liquidGlass]?.landscape.withPredictiveBar == 208)
        // Without the predictive bar before iOS 26: TG's and AY's 302 measures 1 pt high wherever
        // RNKC measured the keyboard frame (research 2026-12, section 8), so the 414+ wide phones'
        // figure is derived, 346 − 45 = 301 (classicPredictiveBar); landscape 172 as AY gives it.
        #expect(max[.ios18]?.keyboards[.classic]?.portrait.withoutPredictiveBar == 301)
        let maxWithout = try #require(
            max.figure(covering: "/ios/18/keyboardHeight/classic/portrait/withoutPredictiveBar"))
        #expect(maxWithout.provenance == .derived && maxWithout.rule == "classicPredictiveBar")
        #expect(max[.ios18]?.keyboards[.classic]?.landscape.withoutPredictiveBar == 172)
        // The 16 Pro's is measured: 291 (RNKC, iOS 18.5), TG's 292 kept as the alternative.
        let pro = try #require(DeviceCatalog.device(id: "iphone-16-pro"))
        #expect(pro[.ios18]?.keyboards[.classic]?.portrait.withoutPredictiveBar == 291)
        let proWithout = try #require(
            pro.figure(covering: "/ios/18/keyboardHeight/classic/portrait/withoutPredictiveBar"))
        #expect(proWithout.provenance == .measured && proWithout.sources == ["RNKC"])
        #expect(proWithout.alternatives.map(\.value) == ["292"])
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
        #expect(device.sets == entry.sets && device.points == entry.points)
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
        var pointers = ["/points", "/scale", "/hardwareKeyboardBarHeight", "/ios", "/android", "/nothing"]
        for set in FigureSet.allCases {
            for o in Orientation.allCases {
                pointers.append("\(set.pointer)/safeArea/\(o.rawValue)")
                pointers.append("\(set.pointer)/safeArea/\(o.rawValue)/bottom")
                for style in KeyboardStyle.allCases {
                    for bar in ["withPredictiveBar", "withoutPredictiveBar", "emoji", "numberPad"] {
                        pointers.append("\(set.pointer)/keyboardHeight/\(style.rawValue)/\(o.rawValue)/\(bar)")
                    }
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
