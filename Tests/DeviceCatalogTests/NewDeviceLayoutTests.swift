import DeviceCatalog
import KeyboardAvoidance
import LayoutMatrix
import Testing

/// Every device model added for 2025-2026, in portrait and landscape, on iOS 26 with the Liquid
/// Glass keyboard (named: the default is each model's newest release, iOS 27, whose figures are
/// assumed): with a number pad, and with a standard 58-point toolbar (an input accessory view,
/// iOS 26 with Liquid Glass) on the alphabetic keyboard with its predictive bar.
///
/// The form is fixed (not scrolling, insets `never`: the viewport is the window), no focus, so
/// the engine moves nothing and an element's visible fraction is what the docked keyboard leaves
/// of it. One field, 44 points tall: at y 440 in portrait, 134 in landscape. Its visible
/// fraction is `clamp(top - y, 0, 44) / 44`, where `top` is the screen height less the keyboard
/// and the accessory view. Each row works its figures out from data/ios-devices.json (the rule
/// that derives a figure where no source measured it); a row whose figure no source gives
/// expects the catalog to name that figure.
@Suite struct NewDeviceLayoutTests {
    enum Setup { case numberPad, accessory }

    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var orientation: Orientation
        var setup: Setup
        /// The keyboard's top, its height with the accessory view, and the field's visible fraction.
        var expected: (top: Double, height: Double, visible: Double)?
        /// The figure no source gives, when the layout cannot be made.
        var missing: String?

        init(_ id: String, _ orientation: Orientation, _ setup: Setup, top: Double, height: Double, visible: Double) {
            self.id = id
            self.orientation = orientation
            self.setup = setup
            self.expected = (top, height, visible)
        }

        init(_ id: String, _ orientation: Orientation, _ setup: Setup, missing: String) {
            self.id = id
            self.orientation = orientation
            self.setup = setup
            self.missing = missing
        }

        var testDescription: String { "\(id) \(orientation.rawValue) \(setup)" }
    }

    static let cases: [Case] = [
        // iphone-16 (iphone-15), 393x852: the iPhone pad 308; top 852 - 308 = 544;
        //   measured, FW07; field 440...484 above it: visible.
        Case("iphone-16", .portrait, .numberPad, top: 544, height: 308, visible: 1),
        // iphone-16 (iphone-15), 393x852: the keyboard 335 + toolbar 58 = 393; top 852 - 393 = 459;
        //   measured, DS, FW07; field 440...484 19/44 visible.
        Case("iphone-16", .portrait, .accessory, top: 459, height: 393, visible: 19.0 / 44),
        // iphone-16 (iphone-15), 852x393: the iPhone pad 165; top 393 - 165 = 228;
        //   measured, FW07; field 134...178 above it: visible.
        Case("iphone-16", .landscape, .numberPad, top: 228, height: 165, visible: 1),
        // iphone-16 (iphone-15), 852x393: the keyboard 208 + toolbar 58 = 266; top 393 - 266 = 127;
        //   measured, DS; field 134...178 below it: covered.
        Case("iphone-16", .landscape, .accessory, top: 127, height: 266, visible: 0),
        // iphone-16-plus (iphone-15-plus), 430x932: the iPhone pad 318; top 932 - 318 = 614;
        //   derived, liquidGlassPadIsLettersLessBar; field 440...484 above it: visible.
        Case("iphone-16-plus", .portrait, .numberPad, top: 614, height: 318, visible: 1),
        // iphone-16-plus (iphone-15-plus), 430x932: the keyboard 345 + toolbar 58 = 403; top 932 - 403 = 529;
        //   measured, DS, FW07; field 440...484 above it: visible.
        Case("iphone-16-plus", .portrait, .accessory, top: 529, height: 403, visible: 1),
        // iphone-16-plus (iphone-15-plus), 932x430: the iPhone pad 165; top 430 - 165 = 265;
        //   derived, liquidGlassPadIsLettersLessBar; field 134...178 above it: visible.
        Case("iphone-16-plus", .landscape, .numberPad, top: 265, height: 165, visible: 1),
        // iphone-16-plus (iphone-15-plus), 932x430: the keyboard 208 + toolbar 58 = 266; top 430 - 266 = 164;
        //   measured, DS; field 134...178 30/44 visible.
        Case("iphone-16-plus", .landscape, .accessory, top: 164, height: 266, visible: 30.0 / 44),
        // iphone-16e (iphone-14), 390x844: the iPhone pad 308; top 844 - 308 = 536;
        //   measured, FW, RNKC; field 440...484 above it: visible.
        Case("iphone-16e", .portrait, .numberPad, top: 536, height: 308, visible: 1),
        // iphone-16e (iphone-14), 390x844: the keyboard 335 + toolbar 58 = 393; top 844 - 393 = 451;
        //   measured, DS, FW, RNKC; field 440...484 11/44 visible.
        Case("iphone-16e", .portrait, .accessory, top: 451, height: 393, visible: 11.0 / 44),
        // iphone-16e (iphone-14), 844x390: the iPhone pad 165; top 390 - 165 = 225;
        //   derived, liquidGlassPadIsLettersLessBar; field 134...178 above it: visible.
        Case("iphone-16e", .landscape, .numberPad, top: 225, height: 165, visible: 1),
        // iphone-16e (iphone-14), 844x390: the keyboard 208 + toolbar 58 = 266; top 390 - 266 = 124;
        //   measured, DS; field 134...178 below it: covered.
        Case("iphone-16e", .landscape, .accessory, top: 124, height: 266, visible: 0),
        // iphone-17 (iphone-16-pro), 402x874: the iPhone pad 308; top 874 - 308 = 566;
        //   measured, FW07; field 440...484 above it: visible.
        Case("iphone-17", .portrait, .numberPad, top: 566, height: 308, visible: 1),
        // iphone-17 (iphone-16-pro), 402x874: the keyboard 335 + toolbar 58 = 393; top 874 - 393 = 481;
        //   measured, DS, RG; field 440...484 41/44 visible.
        Case("iphone-17", .portrait, .accessory, top: 481, height: 393, visible: 41.0 / 44),
        // iphone-17 (iphone-16-pro), 874x402: the iPhone pad 165; top 402 - 165 = 237;
        //   measured, FW07; field 134...178 above it: visible.
        Case("iphone-17", .landscape, .numberPad, top: 237, height: 165, visible: 1),
        // iphone-17 (iphone-16-pro), 874x402: the keyboard 208 + toolbar 58 = 266; top 402 - 266 = 136;
        //   measured, DS; field 134...178 2/44 visible.
        Case("iphone-17", .landscape, .accessory, top: 136, height: 266, visible: 2.0 / 44),
        // iphone-air (iphone-air), 420x912: the iPhone pad 318; top 912 - 318 = 594;
        //   derived, liquidGlassPadIsLettersLessBar; field 440...484 above it: visible.
        Case("iphone-air", .portrait, .numberPad, top: 594, height: 318, visible: 1),
        // iphone-air (iphone-air), 420x912: the keyboard 345 + toolbar 58 = 403; top 912 - 403 = 509;
        //   measured, DS, AY; field 440...484 above it: visible.
        Case("iphone-air", .portrait, .accessory, top: 509, height: 403, visible: 1),
        // iphone-air (iphone-air), 912x420: the iPhone pad 165; top 420 - 165 = 255;
        //   derived, liquidGlassPadIsLettersLessBar; field 134...178 above it: visible.
        Case("iphone-air", .landscape, .numberPad, top: 255, height: 165, visible: 1),
        // iphone-air (iphone-air), 912x420: the keyboard 208 + toolbar 58 = 266; top 420 - 266 = 154;
        //   measured, DS; field 134...178 20/44 visible.
        Case("iphone-air", .landscape, .accessory, top: 154, height: 266, visible: 20.0 / 44),
        // iphone-17-pro (iphone-16-pro), 402x874: the iPhone pad 308; top 874 - 308 = 566;
        //   measured, FW07; field 440...484 above it: visible.
        Case("iphone-17-pro", .portrait, .numberPad, top: 566, height: 308, visible: 1),
        // iphone-17-pro (iphone-16-pro), 402x874: the keyboard 335 + toolbar 58 = 393; top 874 - 393 = 481;
        //   measured, DS, RG; field 440...484 41/44 visible.
        Case("iphone-17-pro", .portrait, .accessory, top: 481, height: 393, visible: 41.0 / 44),
        // iphone-17-pro (iphone-16-pro), 874x402: the iPhone pad 165; top 402 - 165 = 237;
        //   measured, FW07; field 134...178 above it: visible.
        Case("iphone-17-pro", .landscape, .numberPad, top: 237, height: 165, visible: 1),
        // iphone-17-pro (iphone-16-pro), 874x402: the keyboard 208 + toolbar 58 = 266; top 402 - 266 = 136;
        //   measured, DS; field 134...178 2/44 visible.
        Case("iphone-17-pro", .landscape, .accessory, top: 136, height: 266, visible: 2.0 / 44),
        // iphone-17-pro-max (iphone-16-pro-max), 440x956: the iPhone pad 318; top 956 - 318 = 638;
        //   measured, FW07; field 440...484 above it: visible.
        Case("iphone-17-pro-max", .portrait, .numberPad, top: 638, height: 318, visible: 1),
        // iphone-17-pro-max (iphone-16-pro-max), 440x956: the keyboard 345 + toolbar 58 = 403; top 956 - 403 = 553;
        //   measured, DS, RG; field 440...484 above it: visible.
        Case("iphone-17-pro-max", .portrait, .accessory, top: 553, height: 403, visible: 1),
        // iphone-17-pro-max (iphone-16-pro-max), 956x440: the iPhone pad 165; top 440 - 165 = 275;
        //   measured, FW07; field 134...178 above it: visible.
        Case("iphone-17-pro-max", .landscape, .numberPad, top: 275, height: 165, visible: 1),
        // iphone-17-pro-max (iphone-16-pro-max), 956x440: the keyboard 208 + toolbar 58 = 266; top 440 - 266 = 174;
        //   measured, DS; field 134...178 40/44 visible.
        Case("iphone-17-pro-max", .landscape, .accessory, top: 174, height: 266, visible: 40.0 / 44),
        // ipad-a16 (ipad-10), 820x1180: an iPad's full keyboard 337; top 1180 - 337 = 843;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-a16", .portrait, .numberPad, top: 843, height: 337, visible: 1),
        // ipad-a16 (ipad-10), 820x1180: the keyboard 337 + toolbar 58 = 395; top 1180 - 395 = 785;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-a16", .portrait, .accessory, top: 785, height: 395, visible: 1),
        // ipad-a16 (ipad-10), 1180x820: an iPad's full keyboard 422; top 820 - 422 = 398;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-a16", .landscape, .numberPad, top: 398, height: 422, visible: 1),
        // ipad-a16 (ipad-10), 1180x820: the keyboard 422 + toolbar 58 = 480; top 820 - 480 = 340;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-a16", .landscape, .accessory, top: 340, height: 480, visible: 1),
        // ipad-air-11-m2 (ipad-10), 820x1180: an iPad's full keyboard 337; top 1180 - 337 = 843;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-air-11-m2", .portrait, .numberPad, top: 843, height: 337, visible: 1),
        // ipad-air-11-m2 (ipad-10), 820x1180: the keyboard 337 + toolbar 58 = 395; top 1180 - 395 = 785;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-air-11-m2", .portrait, .accessory, top: 785, height: 395, visible: 1),
        // ipad-air-11-m2 (ipad-10), 1180x820: an iPad's full keyboard 422; top 820 - 422 = 398;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-air-11-m2", .landscape, .numberPad, top: 398, height: 422, visible: 1),
        // ipad-air-11-m2 (ipad-10), 1180x820: the keyboard 422 + toolbar 58 = 480; top 820 - 480 = 340;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-air-11-m2", .landscape, .accessory, top: 340, height: 480, visible: 1),
        // ipad-air-11-m3 (ipad-10), 820x1180: an iPad's full keyboard 337; top 1180 - 337 = 843;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-air-11-m3", .portrait, .numberPad, top: 843, height: 337, visible: 1),
        // ipad-air-11-m3 (ipad-10), 820x1180: the keyboard 337 + toolbar 58 = 395; top 1180 - 395 = 785;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-air-11-m3", .portrait, .accessory, top: 785, height: 395, visible: 1),
        // ipad-air-11-m3 (ipad-10), 1180x820: an iPad's full keyboard 422; top 820 - 422 = 398;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-air-11-m3", .landscape, .numberPad, top: 398, height: 422, visible: 1),
        // ipad-air-11-m3 (ipad-10), 1180x820: the keyboard 422 + toolbar 58 = 480; top 820 - 480 = 340;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-air-11-m3", .landscape, .accessory, top: 340, height: 480, visible: 1),
        // ipad-air-13-m2 (ipad-air-13), 1024x1366: an iPad's full keyboard 403; top 1366 - 403 = 963;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-air-13-m2", .portrait, .numberPad, top: 963, height: 403, visible: 1),
        // ipad-air-13-m2 (ipad-air-13), 1024x1366: the keyboard 403 + toolbar 58 = 461; top 1366 - 461 = 905;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-air-13-m2", .portrait, .accessory, top: 905, height: 461, visible: 1),
        // ipad-air-13-m2 (ipad-air-13), 1366x1024: an iPad's full keyboard 498; top 1024 - 498 = 526;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-air-13-m2", .landscape, .numberPad, top: 526, height: 498, visible: 1),
        // ipad-air-13-m2 (ipad-air-13), 1366x1024: the keyboard 498 + toolbar 58 = 556; top 1024 - 556 = 468;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-air-13-m2", .landscape, .accessory, top: 468, height: 556, visible: 1),
        // ipad-air-13-m3 (ipad-air-13), 1024x1366: an iPad's full keyboard 403; top 1366 - 403 = 963;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-air-13-m3", .portrait, .numberPad, top: 963, height: 403, visible: 1),
        // ipad-air-13-m3 (ipad-air-13), 1024x1366: the keyboard 403 + toolbar 58 = 461; top 1366 - 461 = 905;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-air-13-m3", .portrait, .accessory, top: 905, height: 461, visible: 1),
        // ipad-air-13-m3 (ipad-air-13), 1366x1024: an iPad's full keyboard 498; top 1024 - 498 = 526;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-air-13-m3", .landscape, .numberPad, top: 526, height: 498, visible: 1),
        // ipad-air-13-m3 (ipad-air-13), 1366x1024: the keyboard 498 + toolbar 58 = 556; top 1024 - 556 = 468;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-air-13-m3", .landscape, .accessory, top: 468, height: 556, visible: 1),
        // ipad-mini-a17-pro (ipad-mini-6), 744x1133: an iPad's full keyboard 340; top 1133 - 340 = 793;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-mini-a17-pro", .portrait, .numberPad, top: 793, height: 340, visible: 1),
        // ipad-mini-a17-pro (ipad-mini-6), 744x1133: the keyboard 340 + toolbar 58 = 398; top 1133 - 398 = 735;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-mini-a17-pro", .portrait, .accessory, top: 735, height: 398, visible: 1),
        // ipad-mini-a17-pro (ipad-mini-6), 1133x744: an iPad's full keyboard 428; top 744 - 428 = 316;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-mini-a17-pro", .landscape, .numberPad, top: 316, height: 428, visible: 1),
        // ipad-mini-a17-pro (ipad-mini-6), 1133x744: the keyboard 428 + toolbar 58 = 486; top 744 - 486 = 258;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-mini-a17-pro", .landscape, .accessory, top: 258, height: 486, visible: 1),
        // ipad-pro-11-m4 (ipad-pro-11-m4), 834x1210: an iPad's full keyboard 340; top 1210 - 340 = 870;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-pro-11-m4", .portrait, .numberPad, top: 870, height: 340, visible: 1),
        // ipad-pro-11-m4 (ipad-pro-11-m4), 834x1210: the keyboard 340 + toolbar 58 = 398; top 1210 - 398 = 812;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-pro-11-m4", .portrait, .accessory, top: 812, height: 398, visible: 1),
        // ipad-pro-11-m4 (ipad-pro-11-m4), 1210x834: an iPad's full keyboard 428; top 834 - 428 = 406;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-pro-11-m4", .landscape, .numberPad, top: 406, height: 428, visible: 1),
        // ipad-pro-11-m4 (ipad-pro-11-m4), 1210x834: the keyboard 428 + toolbar 58 = 486; top 834 - 486 = 348;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-pro-11-m4", .landscape, .accessory, top: 348, height: 486, visible: 1),
        // ipad-pro-11-m5 (ipad-pro-11-m4), 834x1210: an iPad's full keyboard 340; top 1210 - 340 = 870;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-pro-11-m5", .portrait, .numberPad, top: 870, height: 340, visible: 1),
        // ipad-pro-11-m5 (ipad-pro-11-m4), 834x1210: the keyboard 340 + toolbar 58 = 398; top 1210 - 398 = 812;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-pro-11-m5", .portrait, .accessory, top: 812, height: 398, visible: 1),
        // ipad-pro-11-m5 (ipad-pro-11-m4), 1210x834: an iPad's full keyboard 428; top 834 - 428 = 406;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-pro-11-m5", .landscape, .numberPad, top: 406, height: 428, visible: 1),
        // ipad-pro-11-m5 (ipad-pro-11-m4), 1210x834: the keyboard 428 + toolbar 58 = 486; top 834 - 486 = 348;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-pro-11-m5", .landscape, .accessory, top: 348, height: 486, visible: 1),
        // ipad-pro-13-m4 (ipad-pro-13-m4), 1032x1376: an iPad's full keyboard 403; top 1376 - 403 = 973;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-pro-13-m4", .portrait, .numberPad, top: 973, height: 403, visible: 1),
        // ipad-pro-13-m4 (ipad-pro-13-m4), 1032x1376: the keyboard 403 + toolbar 58 = 461; top 1376 - 461 = 915;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-pro-13-m4", .portrait, .accessory, top: 915, height: 461, visible: 1),
        // ipad-pro-13-m4 (ipad-pro-13-m4), 1376x1032: an iPad's full keyboard 498; top 1032 - 498 = 534;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-pro-13-m4", .landscape, .numberPad, top: 534, height: 498, visible: 1),
        // ipad-pro-13-m4 (ipad-pro-13-m4), 1376x1032: the keyboard 498 + toolbar 58 = 556; top 1032 - 556 = 476;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-pro-13-m4", .landscape, .accessory, top: 476, height: 556, visible: 1),
        // ipad-pro-13-m5 (ipad-pro-13-m4), 1032x1376: an iPad's full keyboard 403; top 1376 - 403 = 973;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-pro-13-m5", .portrait, .numberPad, top: 973, height: 403, visible: 1),
        // ipad-pro-13-m5 (ipad-pro-13-m4), 1032x1376: the keyboard 403 + toolbar 58 = 461; top 1376 - 461 = 915;
        //   measured, DS; field 440...484 above it: visible.
        Case("ipad-pro-13-m5", .portrait, .accessory, top: 915, height: 461, visible: 1),
        // ipad-pro-13-m5 (ipad-pro-13-m4), 1376x1032: an iPad's full keyboard 498; top 1032 - 498 = 534;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-pro-13-m5", .landscape, .numberPad, top: 534, height: 498, visible: 1),
        // ipad-pro-13-m5 (ipad-pro-13-m4), 1376x1032: the keyboard 498 + toolbar 58 = 556; top 1032 - 556 = 476;
        //   measured, DS; field 134...178 above it: visible.
        Case("ipad-pro-13-m5", .landscape, .accessory, top: 476, height: 556, visible: 1),
    ]

    @Test(arguments: cases)
    func layout(_ c: Case) throws {
        let setup = DeviceSetup(
            id: c.id, orientation: c.orientation, keyboard: .predictive,
            keyboardType: c.setup == .numberPad ? .numberPad : .default, ios: Release(major: 26),
            accessoryHeight: c.setup == .accessory ? 58 : 0)
        let y: Double = c.orientation == .portrait ? 440 : 134
        let template = RequestDraft(
            container: Container(frame: .zero, scrollable: false, insetAdjustment: .never),
            elements: [Element(id: "field", frame: Rect(x: 20, y: y, width: 300, height: 44))])
        guard let expected = c.expected else {
            do {
                _ = try DeviceCatalog.geometry(setup)
                Issue.record("\(c.testDescription): expected the catalog to lack \(c.missing ?? "")")
            } catch {
                guard case .missingFigure(let id, let figure) = error else {
                    Issue.record("\(c.testDescription): \(error)")
                    return
                }
                #expect(id == c.id)
                #expect(figure.pointer == c.missing)
                #expect(!figure.reason.isEmpty)
            }
            return
        }
        let geometry = try DeviceCatalog.geometry(setup)
        let answer = LayoutSolver.solve(try template.resolve(device: geometry))
        #expect(answer.keyboard.state == .docked)
        #expect(
            answer.keyboard.frame
                == Rect(x: 0, y: expected.top, width: geometry.screen.width, height: expected.height))
        #expect(answer.elements[0].after.visibleFraction == expected.visible)
    }

    /// The same rows through the matrix: a cell per device and orientation, skipped with the
    /// catalog's reason where a row expects a missing figure.
    @Test func theMatrixAgreesWithTheRows() {
        let ids = Array(Set(Self.cases.map(\.id))).sorted()
        let spec = MatrixSpec(
            devices: ids.map { DeviceCatalog.device(id: $0)! }, ios: [Release(major: 26)], keyboards: [.predictive],
            keyboardTypes: [.numberPad])
        let template = RequestDraft(
            container: Container(frame: .zero, scrollable: false, insetAdjustment: .never),
            elements: [Element(id: "field", frame: Rect(x: 20, y: 440, width: 300, height: 44))])
        let result = DeviceMatrix.run(template, spec)
        for c in Self.cases where c.setup == .numberPad {
            let cell = result.cells.first { $0.setup.id == c.id && $0.setup.orientation == c.orientation }!
            switch cell.outcome {
            case .solved(let answer):
                #expect(answer.keyboard.frame?.minY == c.expected?.top, "\(c.testDescription)")
            case .skipped(let reason):
                #expect(c.missing.map { reason.contains($0) } == true, "\(c.testDescription): \(reason)")
            case .unresolvable(let issues):
                Issue.record("\(c.testDescription): unresolvable, \(issues)")
            }
        }
    }
}
