import DeviceCatalog
import KeyboardAvoidance
import Testing

/// Screens, safe areas and keyboard frames per orientation, keyboard, type and iOS version.
@Suite struct DeviceGeometryTests {
    @Test func portraitIsTheCatalogFigure() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", ios: .ios18))
        #expect(g.setup == DeviceSetup(id: "iphone-14", orientation: .portrait, keyboard: .predictive, ios: .ios18))
        #expect(g.screen == Size(width: 390, height: 844))
        #expect(g.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // 844 - 336 = 508: the spec's worked example 1 (the figures before iOS 26).
        #expect(g.keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test func iOS26IsTheDefault() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14"))
        #expect(g.setup.ios == .ios26)
        // iOS 26.5 (DS, the 17e on the same panel): 335, so 844 - 335 = 509.
        #expect(g.keyboardFrame == Rect(x: 0, y: 509, width: 390, height: 335))
    }

    @Test func landscapeSwapsTheScreenAndTakesItsOwnSafeArea() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", orientation: .landscape, ios: .ios18))
        #expect(g.screen == Size(width: 844, height: 390))
        #expect(g.safeArea == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // 390 - 209 = 181.
        #expect(g.keyboardFrame == Rect(x: 0, y: 181, width: 844, height: 209))
        // iOS 26: bottom inset 20, keyboard 208, so 390 - 208 = 182.
        let g26 = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", orientation: .landscape))
        #expect(g26.safeArea == EdgeInsets(top: 0, left: 47, bottom: 20, right: 47))
        #expect(g26.keyboardFrame == Rect(x: 0, y: 182, width: 844, height: 208))
    }

    @Test(arguments: [
        // keyboard, type, orientation, iOS, the frame on iphone-se (375×667 portrait, 667×375 landscape).
        (
            KeyboardVariant.predictive, KeyboardType.default, Orientation.portrait, IOSVersion.ios18,
            Rect(x: 0, y: 407, width: 375, height: 260)
        ),  // 667 - 260
        (.noPredictive, .default, .portrait, .ios18, Rect(x: 0, y: 451, width: 375, height: 216)),  // 667 - 216
        (.hardwareBar, .default, .portrait, .ios18, Rect(x: 0, y: 612, width: 375, height: 55)),  // 667 - 55
        (.predictive, .default, .landscape, .ios18, Rect(x: 0, y: 175, width: 667, height: 200)),  // 375 - 200
        (.noPredictive, .default, .landscape, .ios18, Rect(x: 0, y: 212, width: 667, height: 163)),  // 375 - 163
        (.hardwareBar, .default, .landscape, .ios18, Rect(x: 0, y: 320, width: 667, height: 55)),  // 375 - 55
        (.predictive, .default, .landscape, .ios26, Rect(x: 0, y: 169, width: 667, height: 206)),  // 375 - 206 (DS)
        (.predictive, .numberPad, .portrait, .ios26, Rect(x: 0, y: 451, width: 375, height: 216)),  // 667 - 216 (FW)
        (.noPredictive, .phonePad, .landscape, .ios26, Rect(x: 0, y: 213, width: 667, height: 162)),  // 375 - 162
        (.hardwareBar, .numberPad, .portrait, .ios26, Rect(x: 0, y: 612, width: 375, height: 55)),  // the bar, any type
    ])
    func keyboardFrames(
        keyboard: KeyboardVariant, type: KeyboardType, orientation: Orientation, ios: IOSVersion, frame: Rect
    ) throws {
        let g = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-se", orientation: orientation, keyboard: keyboard, keyboardType: type, ios: ios))
        #expect(g.keyboardFrame == frame)
    }

    @Test func theAccessoryViewSitsOnTopOfTheKeyboard() throws {
        // iphone-se on iOS 26, number pad 216 + a 58-point toolbar = 274: 667 - 274 = 393.
        let g = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-se", keyboardType: .numberPad, accessoryHeight: 58))
        #expect(g.keyboardFrame == Rect(x: 0, y: 393, width: 375, height: 274))
        // Hidden: no keyboard, so no accessory view either.
        let hidden = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-se", keyboard: .hidden, accessoryHeight: 58))
        #expect(hidden.keyboardFrame == nil && hidden.keyboardHeight == 0)
    }

    @Test func anIPadShowsItsFullKeyboardForEveryType() throws {
        let full = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-10"))
        for type in [KeyboardType.numberPad, .phonePad, .decimalPad] {
            let g = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-10", keyboardType: type))
            #expect(g.keyboardHeight == 337)
        }
        #expect(full.keyboardHeight == 337)
        // Only iOS 26 is sourced for that (FW, iPadOS 26.2): before it the pad's height is unknown.
        do {
            _ = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-pro-11", keyboardType: .numberPad, ios: .ios18))
            Issue.record("an iPad's pad before iOS 26 has no source")
        } catch {
            guard case .missingFigure(_, let figure) = error else { throw error }
            #expect(figure.pointer == "/keyboardTypes/numberPad")
        }
        let before26 = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-pro-11", ios: .ios18))
        #expect(before26.keyboardHeight == 333)
    }

    @Test func hiddenHasNoFrame() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-10", keyboard: .hidden))
        #expect(g.keyboardHeight == 0)
        #expect(g.keyboardFrame == nil)
    }

    @Test func everyDeviceEveryCombinationIsDockedOrMissing() {
        for device in DeviceCatalog.devices {
            for ios in IOSVersion.allCases {
                for o in Orientation.allCases {
                    for k in KeyboardVariant.allCases where k != .hidden {
                        for t in KeyboardType.allCases {
                            let setup = DeviceSetup(
                                id: device.id, orientation: o, keyboard: k, keyboardType: t, ios: ios)
                            if !device.runs.runs(ios) {
                                #expect(throws: DeviceError.notRunning(id: device.id, ios: ios)) {
                                    try device.geometry(setup)
                                }
                                continue
                            }
                            guard let g = try? device.geometry(setup), let frame = g.keyboardFrame else {
                                let missingHeight = (try? device.keyboardHeight(o, k, type: t, ios: ios).get()) == nil
                                #expect(missingHeight || device.safeArea(o, ios: ios) == nil, "\(setup.label)")
                                continue
                            }
                            #expect(frame.maxY == g.screen.height)
                            #expect(frame.width == g.screen.width)
                            #expect(frame.minY > 0)
                        }
                    }
                }
            }
        }
    }

    @Test func unknownIdNamesTheClosestOnes() {
        #expect(throws: DeviceError.unknownDevice(id: "pixel-8")) {
            try DeviceCatalog.geometry(DeviceSetup(id: "pixel-8"))
        }
        let message = DeviceError.unknownDevice(id: "iphone-99").message
        #expect(message.contains("'iphone-99'"))
        // "99" is two edits from "se", "8" and "x": the ties come in catalog order.
        #expect(
            message.contains("did you mean `iphone-se` (iPhone SE (2nd, 3rd gen), iPhone 8), `iphone-8` (iPhone 8)"))
    }

    @Test func aMissingFigureNamesItAndWhy() throws {
        // The notch phones' landscape pad on iOS 26: no source measures it and no rule derives it.
        let setup = DeviceSetup(id: "iphone-14", orientation: .landscape, keyboardType: .numberPad)
        let pointer = "/ios/26/keyboardHeight/landscape/numberPad"
        let device = DeviceCatalog.device(id: "iphone-14")!
        let error = DeviceError.missingFigure(
            id: "iphone-14", figure: MissingFigure(pointer: pointer, reason: device.figure(covering: pointer)!.unknown!)
        )
        #expect(throws: error) { try DeviceCatalog.geometry(setup) }
        #expect(error.message.hasPrefix("The catalog has no figure at \(pointer) for iphone-14: FW gives no verified"))
        // Before iOS 26 AY gives the 16 Pro's keyboard without the bar: 292, measured.
        let before26 = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-16-pro", keyboard: .noPredictive, ios: .ios18))
        #expect(before26.keyboardHeight == 292)
        #expect(!before26.usesDerivedFigure)
        // No source gives the emoji keyboard's height anywhere.
        #expect(throws: DeviceError.self) {
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-se", keyboardType: .emoji))
        }
    }

    @Test func aModelThatCannotRunTheVersionSaysSo() throws {
        #expect(throws: DeviceError.notRunning(id: "iphone-x", ios: .ios26)) {
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-x"))
        }
        let x = DeviceError.notRunning(id: "iphone-x", ios: .ios26).message
        #expect(x.hasPrefix("iOS 26 does not run on the iPhone X; its last release is iOS 16."))
        #expect(x.contains("`iphone-11-pro` (iPhone 11 Pro) runs it"))
        #expect(!x.contains("iphone-xs"))
        // The XS stops at iOS 18; the 11 Pro, an alias of the same figures, runs iOS 26.
        #expect(throws: DeviceError.notRunning(id: "iphone-xs", ios: .ios26)) {
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-xs"))
        }
        let pro = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-11-pro"))
        #expect(pro.keyboardHeight == 335)
        // The figures before iOS 26 stand for every release before it: the iPhone 8 Plus's iOS 16.
        #expect(try DeviceCatalog.geometry(DeviceSetup(id: "iphone-8-plus", ios: .ios18)).keyboardHeight == 271)
        let air = DeviceError.notRunning(id: "iphone-17", ios: .ios18).message
        #expect(air.contains("none runs on the iPhone 17: its first release is iOS 26"))
        #expect(throws: DeviceError.notRunning(id: "iphone-17", ios: .ios18)) {
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-17", ios: .ios18))
        }
    }

    @Test func theGeometryListsTheFiguresItUsedWithTheirProvenance() throws {
        let measured = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-15", orientation: .landscape))
        #expect(
            measured.figures.map(\.pointer) == [
                "/points", "/ios/26/safeArea/landscape", "/ios/26/keyboardHeight/landscape/withPredictiveBar",
            ])
        #expect(measured.figures.allSatisfy { $0.provenance == .measured && $0.rule == nil })
        #expect(measured.figures[2].value == .length(208))
        #expect(measured.figures[2].sources == ["DS"])

        let pad = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-17-pro", keyboardType: .numberPad))
        #expect(pad.keyboardHeight == 291)
        let figure = try #require(pad.figures.last)
        #expect(figure.pointer == "/ios/26/keyboardHeight/portrait/numberPad")
        #expect(figure.provenance == .derived)
        #expect(figure.rule == "padFromLettersByGeneration")
        #expect(figure.derivedFrom == ["/ios/26/keyboardHeight/portrait/withPredictiveBar"])
        #expect(pad.usesDerivedFigure)

        let ipad = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-pro-11"))
        #expect(ipad.safeArea == EdgeInsets(top: 32, left: 0, bottom: 25, right: 0))
        #expect(ipad.keyboardHeight == 340)
        #expect(ipad.figures.map(\.rule) == [nil, "iPadOS26SafeArea", "sameKeyboardClass"])

        // A safe area the request gives itself is not the catalog's: it is not listed.
        let own = try DeviceCatalog.device(id: "iphone-15")!.geometry(
            DeviceSetup(id: "iphone-15"), needsSafeArea: false)
        #expect(own.figures.map(\.pointer) == ["/points", "/ios/26/keyboardHeight/portrait/withPredictiveBar"])
        let bar = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-10", keyboard: .hardwareBar))
        #expect(bar.figures.last?.pointer == "/hardwareKeyboardBarHeight")
        #expect(bar.figures.last?.sources == ["SO"])
    }

    @Test func aFigureDerivedFromADerivedOneKeepsEverySourceOfTheChain() throws {
        // The 13 mini's iOS 26 keyboard without the bar: its keyboard with the bar (itself derived by
        // ios26PortraitMinusOne from TG's 336, on RG, DS and FW's evidence) less TG and AY's bar.
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-13-mini", keyboard: .noPredictive))
        let figure = try #require(g.figures.last)
        #expect(g.keyboardHeight == 291 && figure.rule == "withoutPredictiveBarMinusBar")
        #expect(figure.sources == ["TG", "RG", "DS", "FW", "AY"])
    }

    @Test func everyUsedRulePassedItsCheckAndTheFailingOneDerivesNothing() {
        #expect(DeviceCatalog.rules.count >= 7)
        for rule in DeviceCatalog.rules where rule.used {
            #expect(rule.predicted > 0 && rule.worstError <= 1, "\(rule.name)")
        }
        let failing = DeviceCatalog.rules.filter { !$0.used }.map(\.name)
        #expect(failing == ["padEqualsLettersWithoutPredictive"])
        for device in DeviceCatalog.devices {
            #expect(!device.figures.contains { $0.rule.map(failing.contains) ?? false })
        }
    }

    @Test func labelsNameTheCombination() {
        #expect(
            DeviceSetup(id: "iphone-se", orientation: .landscape, keyboard: .hardwareBar).label
                == "iphone-se/landscape/hardwareBar")
        #expect(
            DeviceSetup(id: "iphone-se", keyboardType: .numberPad, ios: .ios18).label
                == "iphone-se/portrait/predictive/numberPad/ios18")
    }
}
