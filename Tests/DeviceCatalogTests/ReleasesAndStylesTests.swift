import DeviceCatalog
import KeyboardAvoidance
import LayoutMatrix
import Testing

/// The catalog follows the world: real iOS releases, the keyboard an app really gets (Liquid
/// Glass or classic), iOS 27, the iPhone Duo and Android phones.
@Suite struct ReleasesAndStylesTests {
    /// The keyboard `setup` gets and the catalog figure it reads (its last used figure).
    static func keyboard(_ setup: DeviceSetup) throws -> (height: Double, figure: UsedFigure, geometry: DeviceGeometry)
    {
        let g = try DeviceCatalog.geometry(setup)
        return (g.keyboardHeight, try #require(g.figures.last), g)
    }

    // MARK: - Measured figures

    @Test func liquidGlassOnTheIPhone16eOnIOS26Point1IsMeasured() throws {
        // RNKC on the iPhone 16e, iOS 26.1 (an app built with the iOS 26 SDK): 335 with the
        // predictive bar, 308 without it (the Liquid Glass bar is 27 pt), the emoji keyboard 388.
        let release = try #require(Release("26.1"))
        let cases: [(KeyboardVariant, Double, String)] = [
            (.noPredictive, 308, "withoutPredictiveBar"), (.predictive, 335, "withPredictiveBar"),
            (.emoji, 388, "emoji"),
        ]
        for (keyboard, height, key) in cases {
            let k = try Self.keyboard(DeviceSetup(id: "iphone-16e", keyboard: keyboard, ios: release))
            #expect(k.height == height, "\(keyboard)")
            #expect(k.figure.pointer == "/ios/26/keyboardHeight/liquidGlass/portrait/\(key)")
            #expect(k.figure.provenance == .measured && k.figure.rule == nil, "\(keyboard)")
            // 26.1 is in the iOS 26 set; the default style there is Liquid Glass.
            #expect(k.geometry.set == .ios26 && k.geometry.style == .liquidGlass)
            #expect(k.geometry.setup.ios == release && k.geometry.setup.keyboardStyle == .liquidGlass)
            #expect(!k.geometry.usesDerivedFigure && !k.geometry.usesAssumedFigure)
        }
    }

    @Test func theClassicKeyboardOnIOS26Point2IsMeasured() throws {
        // An app built with an SDK before iOS 26 gets the classic keyboard on iOS 26: RNKC on
        // the iPhone 17 Pro, iOS 26.2: 336 with the bar, 291 without (the classic bar is 45 pt).
        let release = Release(major: 26, minor: 2)
        for (keyboard, height) in [(KeyboardVariant.noPredictive, 291.0), (.predictive, 336)] {
            let k = try Self.keyboard(
                DeviceSetup(id: "iphone-17-pro", keyboard: keyboard, ios: release, keyboardStyle: .classic))
            #expect(k.height == height, "\(keyboard)")
            #expect(k.figure.pointer.hasPrefix("/ios/26/keyboardHeight/classic/portrait/"))
            #expect(k.figure.provenance == .measured, "\(keyboard)")
            #expect(k.geometry.style == .classic && k.geometry.setup.keyboardStyle == .classic)
        }
    }

    @Test func theEmojiKeyboardBeforeIOS26IsMeasured() throws {
        // RNKC: 384 on the iPhone 16 Pro on iOS 18.5.
        let k = try Self.keyboard(DeviceSetup(id: "iphone-16-pro", keyboard: .emoji, ios: Release(major: 18)))
        #expect(k.height == 384)
        #expect(k.figure.pointer == "/ios/18/keyboardHeight/classic/portrait/emoji")
        #expect(k.figure.provenance == .measured)
        // The emoji keyboard has one height whatever the field's type.
        let typed = try Self.keyboard(
            DeviceSetup(id: "iphone-16-pro", keyboard: .emoji, keyboardType: .numberPad, ios: Release(major: 18)))
        #expect(typed.height == 384)
    }

    @Test func theDecimalPadOnIOS17Point5IsMeasured() throws {
        // RNKC's decimal pad on the iPhone 15 Pro, iOS 17.5: 291, the same with or without the
        // predictive setting (the pad has no bar).
        for keyboard in [KeyboardVariant.predictive, .noPredictive] {
            let k = try Self.keyboard(
                DeviceSetup(
                    id: "iphone-15-pro", keyboard: keyboard, keyboardType: .decimalPad,
                    ios: try #require(Release("17.5"))
                ))
            #expect(k.height == 291, "\(keyboard)")
            #expect(k.figure.pointer == "/ios/18/keyboardHeight/classic/portrait/numberPad")
            #expect(k.figure.provenance == .measured)
            #expect(k.geometry.set == .ios18 && k.geometry.style == .classic)
        }
    }

    @Test func theNumberPadWithLiquidGlassOnIOS26IsMeasured() throws {
        // FW on iOS 26.2 with an iOS 26 SDK app: 308 on the 393-wide iPhones (the classic
        // keyboard's 291 is what an older SDK's app gets).
        let k = try Self.keyboard(DeviceSetup(id: "iphone-16", keyboardType: .numberPad, ios: Release(major: 26)))
        #expect(k.height == 308)
        #expect(k.figure.pointer == "/ios/26/keyboardHeight/liquidGlass/portrait/numberPad")
        #expect(k.figure.provenance == .measured)
        #expect(k.geometry.style == .liquidGlass)
        let classic = try Self.keyboard(
            DeviceSetup(id: "iphone-16", keyboardType: .numberPad, ios: Release(major: 26), keyboardStyle: .classic))
        #expect(classic.height == 291 && classic.figure.provenance == .measured)
    }

    // MARK: - The iPhone portrait matrix over releases and styles

    @Test func everyIPhoneHasEveryPortraitKeyboardOnIOS18And26InBothStyles() {
        let iPhones = DeviceCatalog.devices.filter { $0.kind == .iPhone }
        var spec = MatrixSpec(
            devices: iPhones, ios: [Release(major: 18), Release(major: 26)], orientations: [.portrait],
            keyboards: [.predictive, .noPredictive], keyboardTypes: [.default, .numberPad, .phonePad, .decimalPad])
        spec.keyboardStyles = [.liquidGlass, .classic]
        let result = DeviceMatrix.run(
            RequestDraft(elements: [Element(id: "field", frame: Rect(x: 20, y: 300, width: 300, height: 44))]), spec)
        #expect(result.summary.combinations == iPhones.count * 2 * 2 * 2 * 4)
        for cell in result.cells {
            let device = DeviceCatalog.device(id: cell.setup.id)!
            let release = cell.setup.ios!
            let runs = device.runs.runs(release)
            let styleExists = release.major >= 26 || cell.setup.keyboardStyle == .classic
            switch cell.skipReason {
            case nil:
                #expect(runs && styleExists, "\(cell.setup.label)")
                // Measured or derived by a checked rule: nothing on 18 or 26 is assumed.
                #expect(cell.provenance == .measured || cell.provenance == .derived, "\(cell.setup.label)")
            case .notRunning?:
                #expect(!runs, "\(cell.setup.label)")
            case .styleUnavailable?:
                #expect(runs && !styleExists, "\(cell.setup.label)")
            default:
                if case .skipped(let reason) = cell.outcome {
                    Issue.record("\(cell.setup.label): \(reason)")
                } else {
                    Issue.record("\(cell.setup.label): \(String(describing: cell.skipReason))")
                }
            }
        }
        // Every iPhone runs one of the two releases but for those that shipped with 27 or later
        // (the 18 Pros, both iPhone Duo screens) and those that stopped before 18 (the 8 Plus and
        // the X), and each that does is solved there.
        let solvedIDs = Set(result.cells.filter { $0.skipReason == nil }.map(\.setup.id))
        let runsOne = Set(
            iPhones.filter { d in d.runs.runs(Release(major: 18)) || d.runs.runs(Release(major: 26)) }.map(\.id))
        #expect(solvedIDs == runsOne)
        #expect(runsOne.isSuperset(of: ["iphone-se", "iphone-16-pro", "iphone-air", "iphone-16-pro-max"]))
    }

    // MARK: - iOS 27 and the iPhone Duo

    @Test func iOS27AnswersOnAssumedFigures() throws {
        // No source has measured iOS 27: its keyboards and safe areas are iOS 26's, assumed.
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-17-pro", ios: Release(major: 27)))
        #expect(g.set == .ios27 && g.style == .liquidGlass)
        #expect(g.keyboardHeight == 335)
        let keyboard = try #require(g.figures.last)
        #expect(keyboard.pointer == "/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar")
        #expect(keyboard.provenance == .assumed && keyboard.rule == "ios27KeyboardAsIOS26")
        #expect(keyboard.derivedFrom == ["/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar"])
        #expect(g.usesAssumedFigure)
        // The default release of a current iPhone is 27: the same answer.
        let byDefault = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-17-pro"))
        #expect(byDefault.setup.ios == Release(major: 27) && byDefault.keyboardHeight == 335)
        #expect(byDefault.usesAssumedFigure)
    }

    @Test(arguments: [
        // id, screen, safe area in portrait (measured on iOS 27.1), keyboard with the predictive bar.
        ("iphone-duo-outer", Size(width: 466, height: 678), EdgeInsets(top: 0, left: 0, bottom: 34, right: 84), 345.0),
        ("iphone-duo-inner", Size(width: 669, height: 951), EdgeInsets(top: 82, left: 0, bottom: 34, right: 0), 345.0),
    ])
    func bothIPhoneDuoScreensAnswer(id: String, screen: Size, safeArea: EdgeInsets, keyboard: Double) throws {
        let device = try #require(DeviceCatalog.device(id: id))
        // It shipped with iOS 27.1: that is its default release.
        #expect(device.defaultRelease == Release(major: 27, minor: 1))
        let g = try DeviceCatalog.geometry(DeviceSetup(id: id))
        #expect(g.setup.ios == Release(major: 27, minor: 1) && g.set == .ios27 && g.style == .liquidGlass)
        #expect(g.screen == screen)
        #expect(g.safeArea == safeArea)
        #expect(g.keyboardHeight == keyboard)
        let safe = try #require(g.figures.first { $0.pointer == "/ios/27/safeArea/portrait" })
        #expect(safe.provenance == .measured)
        // No source measured its keyboard: the widest iPhone's, assumed.
        let k = try #require(g.figures.last)
        #expect(k.pointer == "/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar")
        #expect(k.provenance == .assumed && k.rule == "duoKeyboardAsWidestIPhone")
        #expect(k.derivedFrom == ["iphone-16-pro-max/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar"])
        // And it answers a request.
        let answer = LayoutSolver.solve(
            try RequestDraft(elements: [Element(id: "f", frame: Rect(x: 20, y: 300, width: 300, height: 44))])
                .resolve(device: g))
        #expect(answer.keyboard.frame == Rect(x: 0, y: screen.height - keyboard, width: screen.width, height: keyboard))
    }

    @Test(arguments: ["iphone-duo-outer", "iphone-duo-inner"])
    func iOS27Point0DoesNotRunOnTheIPhoneDuo(id: String) throws {
        let ios27 = Release(major: 27)
        #expect(throws: DeviceError.notRunning(id: id, ios: ios27)) {
            try DeviceCatalog.geometry(DeviceSetup(id: id, ios: ios27))
        }
        let message = DeviceError.notRunning(id: id, ios: ios27).message
        #expect(message.hasPrefix("iOS 27 does not run on the iPhone Duo"))
        #expect(message.contains("27.1"))
        #expect(try DeviceCatalog.geometry(DeviceSetup(id: id, ios: Release(major: 27, minor: 2))).set == .ios27)
    }

    // MARK: - Android

    /// A form field low on the screen, no policy named.
    static let form = RequestDraft(
        elements: [Element(id: "field", frame: Rect(x: 16, y: 600, width: 300, height: 48))], focus: "field")

    @Test(arguments: ["pixel-2", "pixel-8", "pixel-9", "pixel-10"])
    func anAndroidPhoneWithCatalogFiguresAnswersUnderAdjustResize(id: String) throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: id))
        #expect(g.device.platform == .android && g.set == .android && g.style == .gboard)
        #expect(g.setup.ios == nil && g.setup.keyboardStyle == .gboard)
        #expect(g.keyboardHeight > 0)
        #expect(g.figures.last?.pointer == "/android/keyboardHeight/gboard/portrait/withPredictiveBar")
        // No policy named: Android's adjustResize.
        let request = try Self.form.resolve(device: g)
        #expect(request.options.policy.name == "androidAdjustResize")
        let answer = LayoutSolver.solve(request)
        #expect(
            answer.keyboard.frame
                == Rect(x: 0, y: g.screen.height - g.keyboardHeight, width: g.screen.width, height: g.keyboardHeight))
        // An Android phone runs no iOS release, and has no iOS keyboard style.
        #expect(throws: DeviceError.notIOS(id: id)) {
            try DeviceCatalog.geometry(DeviceSetup(id: id, ios: Release(major: 26)))
        }
        #expect(throws: DeviceError.styleUnavailable(id: id, style: .liquidGlass, set: .android)) {
            try DeviceCatalog.geometry(DeviceSetup(id: id, keyboardStyle: .liquidGlass))
        }
        // A UIKit policy emulates iOS: not on this phone.
        #expect(throws: DeviceError.wrongPlatform(id: id, policy: "uikitGuide")) {
            try g.device.check(.uikitGuide(UIKitGuidePolicy()))
        }
    }

    @Test(arguments: ["pixel-8-pro", "pixel-9-pro", "pixel-9-pro-xl", "pixel-10-pro", "pixel-10-pro-xl"])
    func aPixelProAnswersWithTheRequestsOwnKeyboard(id: String) throws {
        let device = try #require(DeviceCatalog.device(id: id))
        // No source gives its Gboard height...
        #expect(throws: DeviceError.self) { try device.geometry(DeviceSetup(id: id)) }
        // ...so a request that gives its own keyboard height answers on its screen and safe area.
        let g = try device.geometry(DeviceSetup(id: id), needsKeyboard: false)
        var template = Self.form
        template.keyboardFrame = .height(300)
        let request = try template.resolve(device: g)
        #expect(request.options.policy.name == "androidAdjustResize")
        #expect(request.window.safeArea == g.safeArea && g.safeArea != .zero)
        let answer = LayoutSolver.solve(request)
        #expect(answer.keyboard.frame == Rect(x: 0, y: g.screen.height - 300, width: g.screen.width, height: 300))
    }

    @Test(arguments: ["galaxy-s24", "galaxy-s25", "galaxy-a55"])
    func aGalaxyNeedsTheRequestsOwnKeyboardAndSafeArea(id: String) throws {
        let device = try #require(DeviceCatalog.device(id: id))
        // No source gives a Galaxy's insets: its own keyboard height is not enough...
        #expect(throws: DeviceError.self) { try device.geometry(DeviceSetup(id: id), needsKeyboard: false) }
        // ...with its own safe area too, it answers on the Galaxy's screen.
        let g = try device.geometry(DeviceSetup(id: id), needsSafeArea: false, needsKeyboard: false)
        var template = Self.form
        template.keyboardFrame = .height(300)
        template.windowSafeArea = EdgeInsets(top: 24, left: 0, bottom: 24, right: 0)
        let request = try template.resolve(device: g)
        #expect(request.options.policy.name == "androidAdjustResize")
        #expect(request.screen == device.points)
        let answer = LayoutSolver.solve(request)
        #expect(answer.keyboard.frame?.height == 300)
    }

    // MARK: - Releases

    @Test func releasesAreCheckedAgainstTheModel() throws {
        // iOS 17 on the iPhone 16 Pro, which shipped with 18.
        let seventeen = Release(major: 17)
        #expect(throws: DeviceError.notRunning(id: "iphone-16-pro", ios: seventeen)) {
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-16-pro", ios: seventeen))
        }
        let message = DeviceError.notRunning(id: "iphone-16-pro", ios: seventeen).message
        #expect(message.hasPrefix("iOS 17 does not run on the iPhone 16 Pro: it runs iOS 18 and later"))
        // The iPhone 8 Plus stopped at iOS 16: its default release.
        let plus = try #require(DeviceCatalog.device(id: "iphone-8-plus"))
        #expect(plus.defaultRelease == Release(major: 16))
        #expect(plus.releases.map(\.description) == ["11", "12", "13", "14", "15", "16"])
        // Liquid Glass arrived with iOS 26.
        let ios18 = Release(major: 18)
        #expect(throws: DeviceError.styleUnavailable(id: "iphone-16-pro", style: .liquidGlass, set: .ios18)) {
            try DeviceCatalog.geometry(DeviceSetup(id: "iphone-16-pro", ios: ios18, keyboardStyle: .liquidGlass))
        }
        #expect(
            DeviceError.styleUnavailable(id: "iphone-16-pro", style: .liquidGlass, set: .ios18).message.hasPrefix(
                "The Liquid Glass keyboard arrived with iOS 26"))
        // A release is written "27" or "26.2".
        #expect(Release("26.x") == nil)
        #expect(Release("iOS 27") == nil)
        #expect(Release("26.2") == Release(major: 26, minor: 2))
        #expect(Release("27") == Release(major: 27))
        #expect(Release("26.2.1") == Release(major: 26, minor: 2))
        #expect(Release("026") == nil && Release("") == nil && Release("26.") == nil)
        // Majors map to their figure set; a major there never was maps to none.
        #expect(Release(major: 15).iOSFigureSet == .ios18)
        #expect(Release(major: 26, minor: 4).iOSFigureSet == .ios26)
        #expect(Release(major: 27, minor: 1).iOSFigureSet == .ios27)
        #expect(Release(major: 19).iOSFigureSet == nil && Release(major: 28).iOSFigureSet == nil)
        #expect(Release(major: 26, minor: 2) < Release(major: 27) && Release(major: 26) < Release(major: 26, minor: 1))
    }
}
