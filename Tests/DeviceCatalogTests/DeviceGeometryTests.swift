import DeviceCatalog
import KeyboardAvoidance
import Testing

/// Screens, safe areas and keyboard frames per orientation and keyboard.
@Suite struct DeviceGeometryTests {
    @Test func portraitIsTheCatalogFigure() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14"))
        #expect(g.setup == DeviceSetup(id: "iphone-14", orientation: .portrait, keyboard: .predictive))
        #expect(g.screen == Size(width: 390, height: 844))
        #expect(g.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // 844 - 336 = 508: the spec's worked example 1.
        #expect(g.keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test func landscapeSwapsTheScreenAndTakesItsOwnSafeArea() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", orientation: .landscape))
        #expect(g.screen == Size(width: 844, height: 390))
        #expect(g.safeArea == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // 390 - 209 = 181.
        #expect(g.keyboardFrame == Rect(x: 0, y: 181, width: 844, height: 209))
    }

    @Test(arguments: [
        // keyboard, orientation, the frame on iphone-se (375×667 portrait, 667×375 landscape).
        (KeyboardVariant.predictive, Orientation.portrait, Rect(x: 0, y: 407, width: 375, height: 260)),
        (.noPredictive, .portrait, Rect(x: 0, y: 451, width: 375, height: 216)),
        (.hardwareBar, .portrait, Rect(x: 0, y: 612, width: 375, height: 55)),
        (.predictive, .landscape, Rect(x: 0, y: 175, width: 667, height: 200)),
        (.noPredictive, .landscape, Rect(x: 0, y: 212, width: 667, height: 163)),
        (.hardwareBar, .landscape, Rect(x: 0, y: 320, width: 667, height: 55)),
    ])
    func keyboardFrames(keyboard: KeyboardVariant, orientation: Orientation, frame: Rect) throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-se", orientation: orientation, keyboard: keyboard))
        #expect(g.keyboardFrame == frame)
    }

    @Test func hiddenHasNoFrame() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "ipad-10", keyboard: .hidden))
        #expect(g.keyboardHeight == 0)
        #expect(g.keyboardFrame == nil)
    }

    @Test func everyDeviceEveryCombinationIsDockedOrMissing() {
        for device in DeviceCatalog.devices {
            for o in Orientation.allCases {
                for k in KeyboardVariant.allCases where k != .hidden {
                    guard let g = try? device.geometry(o, k), let frame = g.keyboardFrame else {
                        #expect(device.keyboardHeight(o, k) == nil, "\(device.id) \(o) \(k)")
                        continue
                    }
                    #expect(frame.maxY == g.screen.height)
                    #expect(frame.width == g.screen.width)
                    #expect(frame.minY > 0)
                }
            }
        }
    }

    @Test func unknownIdNamesTheKnownOnes() {
        #expect(throws: DeviceError.unknownDevice(id: "pixel-8")) {
            try DeviceCatalog.geometry(DeviceSetup(id: "pixel-8"))
        }
        let message = DeviceError.unknownDevice(id: "pixel-8").message
        #expect(message.contains("'pixel-8'"))
        #expect(message.contains("iphone-se, iphone-8-plus, iphone-x"))
        #expect(message.contains("ipad-pro-12-9"))
    }

    @Test func nullFigureNamesTheKnownKeyboards() {
        let setup = DeviceSetup(id: "iphone-16-pro", orientation: .portrait, keyboard: .noPredictive)
        let error = DeviceError.unknownKeyboardHeight(
            id: "iphone-16-pro", orientation: .portrait, keyboard: .noPredictive)
        #expect(throws: error) { try DeviceCatalog.geometry(setup) }
        #expect(error.message.hasSuffix("known there: predictive, hardwareBar, hidden."))
        // In landscape the same device knows both on-screen heights.
        #expect(DeviceCatalog.device(id: "iphone-16-pro")!.knownKeyboards(.landscape) == KeyboardVariant.allCases)
    }

    @Test func labelsNameTheCombination() {
        #expect(
            DeviceSetup(id: "iphone-se", orientation: .landscape, keyboard: .hardwareBar).label
                == "iphone-se/landscape/hardwareBar")
    }
}
