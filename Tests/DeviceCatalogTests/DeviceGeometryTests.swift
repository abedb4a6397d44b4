import DeviceCatalog
import KeyboardAvoidance
import Testing

/// Screens, safe areas and keyboard frames per orientation, keyboard, type, release and style.
@Suite struct DeviceGeometryTests {
    static let ios18 = Release(major: 18)
    static let ios26 = Release(major: 26)
    static let ios27 = Release(major: 27)

    @Test func portraitIsTheCatalogFigure() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", ios: Self.ios18))
        // The setup comes back resolved: the release asked for and the style it gets.
        #expect(
            g.setup
                == DeviceSetup(
                    id: "iphone-14", orientation: .portrait, keyboard: .predictive, ios: Self.ios18,
                    keyboardStyle: .classic))
        #expect(g.set == .ios18 && g.style == .classic)
        #expect(g.screen == Size(width: 390, height: 844))
        #expect(g.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // 844 - 336 = 508: the spec's worked example 1 (the figures before iOS 26).
        #expect(g.keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test func theNewestReleaseTheModelRunsIsTheDefault() throws {
        // No release named: the iPhone 14 runs the newest, iOS 27, with Liquid Glass. No source
        // has measured iOS 27: its figures are iOS 26's, assumed (ios27KeyboardAsIOS26).
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14"))
        #expect(g.setup.ios == Self.ios27 && g.setup.keyboardStyle == .liquidGlass)
        #expect(g.set == .ios27 && g.style == .liquidGlass)
        #expect(g.keyboardFrame == Rect(x: 0, y: 509, width: 390, height: 335))
        #expect(g.usesAssumedFigure && !g.usesDerivedFigure)
        #expect(g.figures.last?.pointer == "/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar")
        #expect(g.figures.last?.provenance == .assumed && g.figures.last?.rule == "ios27KeyboardAsIOS26")
        // iOS 26 named: iOS 26.5 (DS, the 17e on the same panel): 335, so 844 - 335 = 509, measured.
        let g26 = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", ios: Self.ios26))
        #expect(g26.keyboardFrame == Rect(x: 0, y: 509, width: 390, height: 335))
        #expect(!g26.usesAssumedFigure && !g26.usesDerivedFigure)
        // A model that stopped at iOS 16 gets its last release, on the figures before iOS 26.
        let plus = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-8-plus"))
        #expect(plus.setup.ios == Release(major: 16) && plus.set == .ios18 && plus.style == .classic)
        #expect(plus.keyboardHeight == 271)
    }

    @Test func landscapeSwapsTheScreenAndTakesItsOwnSafeArea() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", orientation: .landscape, ios: Self.ios18))
        #expect(g.screen == Size(width: 844, height: 390))
        #expect(g.safeArea == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // 390 - 209 = 181.
        #expect(g.keyboardFrame == Rect(x: 0, y: 181, width: 844, height: 209))
        // iOS 26: bottom inset 20, keyboard 208, so 390 - 208 = 182.
        let g26 = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-14", orientation: .landscape, ios: Self.ios26))
        #expect(g26.safeArea == EdgeInsets(top: 0, left: 47, bottom: 20, right: 47))
        #expect(g26.keyboardFrame == Rect(x: 0, y: 182, width: 844, height: 208))
    }

    @Test(arguments: [
        // keyboard, type, orientation, release, the frame on iphone-se (375×667 portrait, 667×375 landscape).
        (
            KeyboardVariant.predictive, KeyboardType.default, Orientation.portrait, Release(major: 18),
            Rect(x: 0, y: 407, width: 375, height: 260)
        ),  // 667 - 260
        (.noPredictive, .default, .portrait, ios18, Rect(x: 0, y: 451, width: 375, height: 216)),  // 667 - 216
        (.hardwareBar, .default, .portrait, ios18, Rect(x: 0, y: 612, width: 375, height: 55)),  // 667 - 55
        (.predictive, .default, .landscape, ios18, Rect(x: 0, y: 175, width: 667, height: 200)),  // 375 - 200
        (.noPredictive, .default, .landscape, ios18, Rect(x: 0, y: 212, width: 667, height: 163)),  // 375 - 163
        (.hardwareBar, .default, .landscape, ios18, Rect(x: 0, y: 320, width: 667, height: 55)),  // 375 - 55
        (.predictive, .default, .landscape, ios26, Rect(x: 0, y: 169, width: 667, height: 206)),  // 375 - 206 (DS)
        (.predictive, .numberPad, .portrait, ios26, Rect(x: 0, y: 451, width: 375, height: 216)),  // 667 - 216 (FW)
        (.noPredictive, .phonePad, .landscape, ios26, Rect(x: 0, y: 213, width: 667, height: 162)),  // 375 - 162
        (.hardwareBar, .numberPad, .portrait, ios26, Rect(x: 0, y: 612, width: 375, height: 55)),  // the bar, any type
    ])
    func keyboardFrames(
        keyboard: KeyboardVariant, type: KeyboardType, orientation: Orientation, ios: Release, frame: Rect
    ) throws {
        let g = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-se", orientation: orientation, keyboard: keyboard, keyboardType: type, ios: ios))
        #expect(g.keyboardFrame == frame)
    }

    @Test func theAccessoryViewSitsOnTopOfTheKeyboard() throws {
        // iphone-se on iOS 26, number pad 216 + a 58-point toolbar = 274: 667 - 274 = 393.
        let g = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-se", keyboardType: .numberPad, ios: Self.ios26, accessoryHeight: 58))
        #expect(g.keyboardFrame == Rect(x: 0, y: 393, width: 375, height: 274))
        // Hidden: no keyboard, so no accessory view either.
        let hidden = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-se", keyboard: .hidden, accessoryHeight: 58))
        #expect(hidden.keyboardFrame == nil && hidden.keyboardHeight == 0)
    }

    @Test func anIPadShowsItsFullKeyboardForEveryType() throws {
        // iPadOS 26.2 (FW): the full keyboard, 337, for every type.
        let full = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-10", ios: Self.ios26))
        for type in [KeyboardType.numberPad, .phonePad, .decimalPad] {
            let g = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-10", keyboardType: type, ios: Self.ios26))
            #expect(g.keyboardHeight == 337)
            #expect(g.figures.last?.pointer == "/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar")
        }
        #expect(full.keyboardHeight == 337)
        // Before iOS 26 too: an iPad never shrinks for a pad (ORD's iOS 11 log, research 2026-12),
        // so the pad on the iPad Pro 11 before iOS 26 is its keyboard, 333.
        #expect(DeviceCatalog.keyboardTypeNotes.allSatisfy { $0.iPadFullKeyboard == FigureSet.iOS })
        let pad = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-pro-11", keyboardType: .numberPad, ios: Self.ios18))
        let before26 = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-pro-11", ios: Self.ios18))
        #expect(before26.keyboardHeight == 333 && pad.keyboardHeight == 333)
    }

    @Test func hiddenHasNoFrame() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-10", keyboard: .hidden))
        #expect(g.keyboardHeight == 0)
        #expect(g.keyboardFrame == nil)
    }

    @Test func everyDeviceEveryCombinationIsDockedOrMissing() {
        for device in DeviceCatalog.devices {
            let releases: [Release?] =
                device.platform == .android ? [nil] : Release.iOSMajors.map { Release(major: $0) }
            for ios in releases {
                let set = ios?.iOSFigureSet ?? .android
                for style in set.styles {
                    for o in Orientation.allCases {
                        for k in KeyboardVariant.allCases where k != .hidden {
                            for t in KeyboardType.allCases {
                                let setup = DeviceSetup(
                                    id: device.id, orientation: o, keyboard: k, keyboardType: t, ios: ios,
                                    keyboardStyle: style)
                                if let ios, !device.runs.runs(ios) {
                                    #expect(throws: DeviceError.notRunning(id: device.id, ios: ios)) {
                                        try device.geometry(setup)
                                    }
                                    continue
                                }
                                guard let g = try? device.geometry(setup), let frame = g.keyboardFrame else {
                                    let missingHeight =
                                        (try? device.keyboardHeight(o, k, type: t, set: set, style: style).get()) == nil
                                    #expect(missingHeight || device.safeArea(o, set: set) == nil, "\(setup.label)")
                                    continue
                                }
                                #expect(g.set == set && g.style == style, "\(setup.label)")
                                #expect(frame.maxY == g.screen.height)
                                #expect(frame.width == g.screen.width)
                                #expect(frame.minY > 0)
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func unknownIdNamesTheClosestOnes() {
        #expect(throws: DeviceError.unknownDevice(id: "pixel-7")) {
            try DeviceCatalog.geometry(DeviceSetup(id: "pixel-7"))
        }
        let message = DeviceError.unknownDevice(id: "iphone-99").message
        #expect(message.contains("'iphone-99'"))
        // "99" is two edits from "se", "8" and "x": the ties come in catalog order.
        #expect(
            message.contains("did you mean `iphone-se` (iPhone SE (2nd, 3rd gen), iPhone 8), `iphone-8` (iPhone 8)"))
    }

    @Test func aMissingFigureNamesItAndWhy() throws {
        // The Liquid Glass keyboard without its bar in landscape on iOS 26: RNKC measured it only
        // in portrait on the iPhone 16e, and no rule derives it.
        let setup = DeviceSetup(id: "iphone-14", orientation: .landscape, keyboard: .noPredictive, ios: Self.ios26)
        let pointer = "/ios/26/keyboardHeight/liquidGlass/landscape/withoutPredictiveBar"
        let device = DeviceCatalog.device(id: "iphone-14")!
        let reason = try #require(device.figure(covering: pointer)?.unknown)
        let error = DeviceError.missingFigure(id: "iphone-14", figure: MissingFigure(pointer: pointer, reason: reason))
        #expect(throws: error) { try DeviceCatalog.geometry(setup) }
        #expect(error.message == "The catalog has no figure at \(pointer) for iphone-14: \(reason)")
        #expect(reason.hasPrefix("No source measured"))
        // Before iOS 26 RNKC measured the 16 Pro's keyboard without the bar: 291 (TG's and AY's
        // 292 is 1 pt high, research 2026-12, section 8), measured.
        let before26 = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-16-pro", keyboard: .noPredictive, ios: Self.ios18))
        #expect(before26.keyboardHeight == 291)
        #expect(!before26.usesDerivedFigure && !before26.usesAssumedFigure)
        // No source measured the emoji keyboard on the SE's 375-point screen.
        #expect(
            throws: DeviceError.missingFigure(
                id: "iphone-se",
                figure: MissingFigure(
                    pointer: "/ios/26/keyboardHeight/liquidGlass/portrait/emoji",
                    reason: "No source measured the emoji keyboard on this screen."))
        ) {
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-se", keyboard: .emoji, ios: Self.ios26))
        }
    }

    @Test func aModelThatCannotRunTheReleaseSaysSo() throws {
        #expect(throws: DeviceError.notRunning(id: "iphone-x", ios: Self.ios26)) {
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-x", ios: Self.ios26))
        }
        let x = DeviceError.notRunning(id: "iphone-x", ios: Self.ios26).message
        #expect(x.hasPrefix("iOS 26 does not run on the iPhone X: it runs iOS 11 to 16 (11, 12, 13, 14, 15, 16)."))
        #expect(x.contains("`iphone-11-pro` (iPhone 11 Pro) runs it"))
        #expect(!x.contains("iphone-xs"))
        // The XS stops at iOS 18; the 11 Pro, an alias of the same figures, runs iOS 26.
        #expect(throws: DeviceError.notRunning(id: "iphone-xs", ios: Self.ios26)) {
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-xs", ios: Self.ios26))
        }
        // With no release named, each runs its newest: the XS iOS 18, the 11 Pro iOS 27.
        #expect(try DeviceCatalog.geometry(DeviceSetup(id: "iphone-xs")).setup.ios == Self.ios18)
        let pro = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-11-pro", ios: Self.ios26))
        #expect(pro.keyboardHeight == 335)
        // The figures before iOS 26 stand for every release before it: the iPhone 8 Plus's iOS 16.
        #expect(
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-8-plus", ios: Release(major: 16))).keyboardHeight == 271)
        let seventeen = DeviceError.notRunning(id: "iphone-17", ios: Self.ios18).message
        #expect(seventeen.hasPrefix("iOS 18 does not run on the iPhone 17: it runs iOS 26 and later (26, 27)."))
        #expect(throws: DeviceError.notRunning(id: "iphone-17", ios: Self.ios18)) {
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-17", ios: Self.ios18))
        }
    }

    @Test func theGeometryListsTheFiguresItUsedWithTheirProvenance() throws {
        let measured = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-15", orientation: .landscape, ios: Self.ios26))
        #expect(
            measured.figures.map(\.pointer) == [
                "/points", "/ios/26/safeArea/landscape",
                "/ios/26/keyboardHeight/liquidGlass/landscape/withPredictiveBar",
            ])
        #expect(measured.figures.allSatisfy { $0.provenance == .measured && $0.rule == nil })
        #expect(measured.figures[2].value == .length(208))
        #expect(measured.figures[2].sources == ["DS"])

        // The 16 Pro Max's pad before iOS 26: no source measured it; it is the letters keyboard
        // without its bar (padIsLettersWithoutBar), itself 346 − 45 = 301 (classicPredictiveBar).
        let pad = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-16-pro-max", keyboardType: .numberPad, ios: Self.ios18))
        #expect(pad.keyboardHeight == 301)
        let figure = try #require(pad.figures.last)
        #expect(figure.pointer == "/ios/18/keyboardHeight/classic/portrait/numberPad")
        #expect(figure.provenance == .derived)
        #expect(figure.rule == "padIsLettersWithoutBar")
        #expect(figure.derivedFrom == ["/ios/18/keyboardHeight/classic/portrait/withoutPredictiveBar"])
        #expect(pad.usesDerivedFigure && !pad.usesAssumedFigure)

        // The iPad Pro 11's last release is iOS 26: its default, on derived figures.
        let ipad = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-pro-11"))
        #expect(ipad.setup.ios == Self.ios26)
        #expect(ipad.safeArea == EdgeInsets(top: 32, left: 0, bottom: 25, right: 0))
        #expect(ipad.keyboardHeight == 340)
        #expect(ipad.figures.map(\.rule) == [nil, "iPadOS26SafeArea", "sameKeyboardClass"])

        // A safe area the request gives itself is not the catalog's: it is not listed.
        let own = try DeviceCatalog.device(id: "iphone-15")!.geometry(
            DeviceSetup(id: "iphone-15"), needsSafeArea: false)
        #expect(
            own.figures.map(\.pointer) == ["/points", "/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar"])
        let bar = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-10", keyboard: .hardwareBar))
        #expect(bar.figures.last?.pointer == "/hardwareKeyboardBarHeight")
        #expect(bar.figures.last?.sources == ["SO"])
    }

    @Test func aFigureDerivedFromADerivedOneKeepsEverySourceOfTheChain() throws {
        // The 13 mini's iOS 26 pad before iOS 26: the letters keyboard without its bar
        // (padIsLettersWithoutBar), itself derived from TG's 336 less the classic bar
        // (classicPredictiveBar, on TG's and RNKC's pairs): the pad cites every source of the chain.
        let g = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-13-mini", keyboardType: .numberPad, ios: Self.ios18))
        let figure = try #require(g.figures.last)
        #expect(g.keyboardHeight == 291 && figure.rule == "padIsLettersWithoutBar")
        #expect(figure.derivedFrom == ["/ios/18/keyboardHeight/classic/portrait/withoutPredictiveBar"])
        let without = try #require(
            DeviceCatalog.device(id: "iphone-13-mini")?.figure(
                covering: "/ios/18/keyboardHeight/classic/portrait/withoutPredictiveBar"))
        #expect(without.rule == "classicPredictiveBar")
        #expect(Set(without.sources).isSubset(of: Set(figure.sources)))
        #expect(figure.sources.contains("TG") && figure.sources.contains("RNKC"))
    }

    @Test func everyUsedRulePassedItsCheckAndTheFailingOneDerivesNothing() {
        #expect(DeviceCatalog.rules.count >= 7)
        for rule in DeviceCatalog.rules where rule.used && !rule.assumed {
            #expect(rule.predicted > 0 && rule.worstError <= 1, "\(rule.name)")
        }
        // The assumptions: no measured pair checks them, so their figures are `assumed`.
        #expect(
            DeviceCatalog.rules.filter(\.assumed).map(\.name) == [
                "ios27SafeAreaAsIOS26", "ios27KeyboardAsIOS26", "duoKeyboardAsWidestIPhone",
            ])
        #expect(DeviceCatalog.rules.filter(\.assumed).allSatisfy { $0.used })
        let failing = DeviceCatalog.rules.filter { !$0.used }.map(\.name)
        #expect(failing == ["gboardLandscapeByWidth"])
        for device in DeviceCatalog.devices {
            #expect(!device.figures.contains { $0.rule.map(failing.contains) ?? false })
        }
        // The rules the new evidence refuted are gone (research 2026-12, section 8).
        for removed in [
            "withoutPredictiveBarMinusBar", "padFromLettersByGeneration", "padEqualsLettersWithoutPredictive",
        ] {
            #expect(!DeviceCatalog.rules.contains { $0.name == removed }, "\(removed)")
        }
    }

    @Test func labelsNameTheCombination() {
        #expect(
            DeviceSetup(id: "iphone-se", orientation: .landscape, keyboard: .hardwareBar).label
                == "iphone-se/landscape/hardwareBar")
        #expect(
            DeviceSetup(id: "iphone-se", keyboardType: .numberPad, ios: Self.ios18).label
                == "iphone-se/portrait/predictive/numberPad/ios18")
        #expect(
            DeviceSetup(
                id: "iphone-17-pro", keyboard: .emoji, ios: Release(major: 26, minor: 2), keyboardStyle: .classic
            )
            .label == "iphone-17-pro/portrait/emoji/ios26.2/classic")
    }
}
