import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

@Suite struct LayoutGuideTests {
    static let padWindow = Window(frame: Pad.bounds, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    static let floating = KeyboardInput(state: .shown, frame: Rect(x: 200, y: 500, width: 320, height: 250))

    static func pad(_ keyboard: KeyboardInput, follows: Bool = false) -> Rect {
        LayoutSolver.solve(
            LayoutRequest(
                screen: Pad.screen, window: padWindow, keyboard: keyboard, container: Container(frame: Pad.bounds),
                options: Options(followsUndockedKeyboard: follows))
        ).keyboard.layoutGuide
    }

    @Test func dockedRunsFromTheKeyboardTopToTheWindowBottom() {
        // {K.minX, K.minY, K.width, 844 - 508} = {0,508,390,336}.
        #expect(LayoutSolver.solve(Phone.login()).keyboard.layoutGuide == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test func hiddenRestsOnTheSafeAreaBottom() {
        // {0, 844 - 34, 390, 34} = {0,810,390,34}.
        let answer = LayoutSolver.solve(Phone.login(keyboard: .hidden))
        #expect(answer.keyboard.layoutGuide == Rect(x: 0, y: 810, width: 390, height: 34))
    }

    @Test func floatingWithoutFollowingRestsOnTheSafeAreaBottom() {
        // {0, 1366 - 20, 1024, 20}.
        #expect(Self.pad(Self.floating) == Rect(x: 0, y: 1346, width: 1024, height: 20))
    }

    @Test func floatingWithFollowingIsTheKeyboard() {
        #expect(Self.pad(Self.floating, follows: true) == Rect(x: 200, y: 500, width: 320, height: 250))
    }

    @Test func followingDoesNotChangeADockedGuide() {
        // Docked {0,966,1024,400}: {0,966,1024,1366 - 966 = 400}, follows or not.
        let docked = KeyboardInput(state: .shown, frame: Rect(x: 0, y: 966, width: 1024, height: 400))
        #expect(Self.pad(docked, follows: true) == Rect(x: 0, y: 966, width: 1024, height: 400))
    }
}
