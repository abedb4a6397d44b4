import DeviceCatalog
import KeyboardAvoidance
import Testing

/// The one resolver of a request's defaults (`POST /v1/layout`, compare, batch and the matrix):
/// a device fills what a request leaves out; what the request gives wins, field by field.
@Suite struct RequestDraftTests {
    /// iphone-14 with the figures before iOS 26: keyboard 336, so its top is 844 - 336 = 508.
    static let iphone14 = try! DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", ios: Release(major: 18)))

    @Test func deviceFillsEverything() throws {
        let r = try RequestDraft().resolve(device: Self.iphone14)
        #expect(r.screen == Size(width: 390, height: 844))
        #expect(r.window.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(r.window.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(r.keyboard.state == .shown)
        #expect(r.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(r.container.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(r.container.contentSize == Size(width: 390, height: 844))
        // v1.1: no offset given → UIKit's resting offset {-A0.left, -A0.top} = {0, -47}.
        #expect(r.container.contentOffset == Point(x: 0, y: -47))
    }

    @Test func restingOffsetFollowsTheResolvedInsetsAndAGivenOffsetWins() throws {
        // Landscape iPhone 14: safe area {0,47,21,47}. A vertical form takes no side inset, so it
        // rests at {0, -(b.top 44 + sa.top 0)} = {0, -44}.
        let landscape = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", orientation: .landscape))
        var t = RequestDraft(
            container: Container(frame: .zero, contentInset: EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)))
        #expect(try t.resolve(device: landscape).container.contentOffset == Point(x: 0, y: -44))
        // Content twice the window's width scrolls horizontally: sa.left 47 counts → {-47, -44}.
        t.contentSize = Size(width: 2 * landscape.screen.width, height: 900)
        #expect(try t.resolve(device: landscape).container.contentOffset == Point(x: -47, y: -44))
        // A given offset is kept as it is.
        t.contentOffset = Point(x: 0, y: 120)
        #expect(try t.resolve(device: landscape).container.contentOffset == Point(x: 0, y: 120))
    }

    @Test func explicitScreenWinsAndTheDeviceKeyboardDocksOnIt() throws {
        let r = try RequestDraft(screen: Size(width: 400, height: 900)).resolve(device: Self.iphone14)
        #expect(r.screen == Size(width: 400, height: 900))
        #expect(r.window.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // 900 - 336 = 564.
        #expect(r.keyboard.frame == Rect(x: 0, y: 564, width: 400, height: 336))
    }

    @Test func explicitFieldsWinOneByOne() throws {
        let window = Rect(x: 0, y: 0, width: 320, height: 844)
        var t = RequestDraft(windowFrame: window)
        var r = try t.resolve(device: Self.iphone14)
        #expect(r.window.frame == window)
        #expect(r.window.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(r.container.frame == window)  // the whole window, at its origin

        t.windowSafeArea = .zero
        r = try t.resolve(device: Self.iphone14)
        #expect(r.window.safeArea == .zero)
        #expect(r.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))

        t.keyboardFrame = .height(100)
        r = try t.resolve(device: Self.iphone14)
        #expect(r.keyboard.frame == Rect(x: 0, y: 744, width: 390, height: 100))

        t.keyboardFrame = .frame(Rect(x: 200, y: 500, width: 100, height: 100))
        t.containerFrame = Rect(x: 0, y: 100, width: 320, height: 500)
        t.contentSize = Size(width: 320, height: 2000)
        r = try t.resolve(device: Self.iphone14)
        #expect(r.keyboard.frame == Rect(x: 200, y: 500, width: 100, height: 100))
        #expect(r.container.frame == Rect(x: 0, y: 100, width: 320, height: 500))
        #expect(r.container.contentSize == Size(width: 320, height: 2000))

        t.keyboardState = .hidden
        r = try t.resolve(device: Self.iphone14)
        #expect(r.keyboard.state == .hidden)
    }

    @Test func theAccessoryViewRaisesAnyKeyboardFrame() throws {
        // keyboard.accessoryHeight 44 on the device keyboard: 844 - 336 - 44 = 464, 380 tall.
        var t = RequestDraft(accessoryHeight: 44)
        #expect(try t.resolve(device: Self.iphone14).keyboard.frame == Rect(x: 0, y: 464, width: 390, height: 380))
        // On keyboard.height 300: 844 - 300 - 44 = 500, 344 tall.
        t.keyboardFrame = .height(300)
        #expect(try t.resolve(device: Self.iphone14).keyboard.frame == Rect(x: 0, y: 500, width: 390, height: 344))
        // No keyboard, no accessory view.
        let hidden = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", keyboard: .hidden))
        #expect(try RequestDraft(accessoryHeight: 44).resolve(device: hidden).keyboard.frame == nil)
    }

    @Test func hiddenVariantGivesNoKeyboard() throws {
        let g = try DeviceCatalog.geometry(DeviceSetup(id: "iphone-14", keyboard: .hidden))
        let r = try RequestDraft().resolve(device: g)
        #expect(r.keyboard.state == .hidden)
        #expect(r.keyboard.frame == nil)
        // Shown, but nothing places it: the issue `POST /v1/layout` reports at /keyboard.
        #expect(throws: RequestIssues([.shownWithoutFrame])) {
            try RequestDraft(keyboardState: .shown).resolve(device: g)
        }
    }

    @Test func withoutADeviceScreenAndContainerAreRequired() throws {
        // Every missing member is reported, as the decoder does (this resolver once stopped at
        // the first: the screen alone).
        #expect(throws: RequestIssues([.screenRequired, .containerRequired])) {
            try RequestDraft().resolve(device: nil)
        }
        #expect(throws: RequestIssues([.containerRequired])) {
            try RequestDraft(screen: Size(width: 390, height: 844)).resolve(device: nil)
        }
        // A container given without its frame: the frame is what is missing.
        #expect(throws: RequestIssues([.containerFrameRequired])) {
            try RequestDraft(screen: Size(width: 390, height: 844), given: .container).resolve(device: nil)
        }
        let r = try RequestDraft(
            screen: Size(width: 390, height: 844), keyboardFrame: .height(336),
            containerFrame: Rect(x: 0, y: 0, width: 390, height: 844)
        ).resolve(device: nil)
        #expect(r.window.safeArea == .zero)
        #expect(r.keyboard.state == .shown)
        #expect(r.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test func aNamedDeviceStandsInForScreenAndContainerEvenWhenItCouldNotBeLookedUp() throws {
        // The decoder reports an unknown device at /device/id; the resolver then asks for nothing
        // the device would have given, and gives no request.
        #expect(throws: RequestIssues([])) { try RequestDraft(given: .device).resolve(device: nil) }
    }

    @Test func aKeyboardTallerThanTheScreenIsAnIssueAtTheMemberThatMadeIt() throws {
        // keyboard.height 845 on the 844-point screen.
        #expect(throws: RequestIssues([.keyboardTallerThanScreen(screen: 844)])) {
            try RequestDraft(keyboardFrame: .height(845)).resolve(device: Self.iphone14)
        }
        // The whole screen is accepted: {0, 0, 390, 844}.
        #expect(
            try RequestDraft(keyboardFrame: .height(844)).resolve(device: Self.iphone14).keyboard.frame
                == Rect(x: 0, y: 0, width: 390, height: 844))
        // keyboard.accessoryHeight 509 on the device's 336: 845 > 844.
        #expect(throws: RequestIssues([.accessoryMakesKeyboardTallerThanScreen(keyboard: 845, screen: 844)])) {
            try RequestDraft(accessoryHeight: 509).resolve(device: Self.iphone14)
        }
        // device.accessoryHeight 509 (in the geometry) with the keyboard left to the device:
        // reported at /device/accessoryHeight; a keyboard frame of the request's own needs no
        // device keyboard, so nothing is wrong then.
        let tall = try DeviceCatalog.geometry(
            DeviceSetup(id: "iphone-14", ios: Release(major: 18), accessoryHeight: 509))
        #expect(throws: RequestIssues([.deviceKeyboardTallerThanScreen(keyboard: 845, screen: 844)])) {
            try RequestDraft().resolve(device: tall)
        }
        #expect(try RequestDraft(keyboardFrame: .height(300)).resolve(device: tall).keyboard.frame?.minY == 544)
    }

    @Test func theKeyboardIsShownWhenAFrameSourceIsGivenEvenIfItCouldNotBeRead() throws {
        // A `keyboard.frame` the reader refused (it reported why): not asked for again, so no
        // second issue at /keyboard; and the device's keyboard does not stand in for it.
        #expect(throws: RequestIssues([])) {
            try RequestDraft(given: .keyboardFrame).resolve(device: Self.iphone14)
        }
        #expect(throws: RequestIssues([])) {
            try RequestDraft(keyboardState: .shown, given: .keyboardFrame).resolve(device: Self.iphone14)
        }
    }

    @Test func stretchScalesOnlyHorizontalFigures() {
        let t = RequestDraft(
            containerFrame: Rect(x: 0, y: 10, width: 390, height: 500),
            contentSize: Size(width: 390, height: 900),
            elements: [
                Element(id: "a", frame: Rect(x: 39, y: 600, width: 312, height: 44)),
                Element(
                    id: "b", frame: Rect(x: 0, y: 700, width: 390, height: 100),
                    caret: Rect(x: 78, y: 2, width: 2, height: 20), kind: .textView),
            ])
        // 780 / 390 = 2.
        let s = t.stretched(from: 390, to: 780)
        #expect(s.elements[0].frame == Rect(x: 78, y: 600, width: 624, height: 44))
        #expect(s.elements[1].frame == Rect(x: 0, y: 700, width: 780, height: 100))
        #expect(s.elements[1].caret == Rect(x: 156, y: 2, width: 4, height: 20))
        // The kind (what an emulated policy reads) is kept.
        #expect(s.elements[1].kind == .textView && s.elements[0].kind == nil)
        #expect(s.containerFrame == Rect(x: 0, y: 10, width: 780, height: 500))
        #expect(s.contentSize == Size(width: 780, height: 900))
        #expect(t.stretched(from: 390, to: 390).elements[0].frame == t.elements[0].frame)
        #expect(t.stretched(from: 0, to: 390).elements[0].frame == t.elements[0].frame)
    }
}
